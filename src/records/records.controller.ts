import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ACCEPT_LANGUAGE, LANGUAGE_HEADERS, languageOf, speaks } from '../http/language.js';
import { ApiOptionalBearer, ApiProblems } from '../http/openapi.js';
import { PlayerRecordDto, ResultPageDto, ResultsQueryDto } from './records.dto.js';
import { RecordsService } from './records.service.js';
import { CallerOf } from '../access/caller.js';
import type { Caller } from '../access/access.js';

@ApiTags('players')
@Controller('players')
export class RecordsController {
  constructor(private readonly records: RecordsService) {}

  @Get(':id/record')
  @ApiOperation({
    operationId: 'getPlayerRecord',
    summary: "A player's record: per game played, won, lost, shared, the game's own total and the rating",
    description:
      'Public. Counts every finished match the player held a seat in (of every visibility): won, lost, shared (a win shared between ' +
      "sides), the game's own total (Bummerl taken in the Schnapsen games, lives left in Schwimmen, cents in Schafkopf) and the rating " +
      '(docs/correspondence.md, "Ratings"). A match is counted once it is recorded, moments after it ends.',
  })
  @ApiHeader(ACCEPT_LANGUAGE)
  @ApiResponse({ status: 200, type: PlayerRecordDto, headers: LANGUAGE_HEADERS })
  @ApiProblems({ 404: 'PLAYER_NOT_FOUND' })
  record(@Param('id') id: string, @Res({ passthrough: true }) res: FastifyReply): Promise<PlayerRecordDto> {
    const language = languageOf(res.request);
    speaks(res, language);
    return this.records.record(id, language);
  }

  @Get(':id/results')
  @ApiOptionalBearer()
  @ApiOperation({
    operationId: 'listPlayerResults',
    summary: "A player's finished matches with their results",
    description:
      'Latest ended first (by endedAt, then matchId), a page at a time: pass nextCursor as cursor for the next page. Each entry gives every ' +
      "seat's result, place, part of the game's total and, for a rated match, its rating before and after. Anyone sees the player's public " +
      'matches without a token; the player, with their own API key, sees all of theirs (a key that is not valid is 401, a match token 403). A cursor this service did not give out or a limit outside 1 to 100 is ' +
      '400 VALIDATION_FAILED.',
  })
  @ApiHeader(ACCEPT_LANGUAGE)
  @ApiResponse({ status: 200, type: ResultPageDto, headers: LANGUAGE_HEADERS })
  @ApiProblems({ 401: 'UNAUTHORIZED', 403: 'FORBIDDEN', 404: 'PLAYER_NOT_FOUND' })
  results(
    @Param('id') id: string,
    @Query() query: ResultsQueryDto,
    @Res({ passthrough: true }) res: FastifyReply,
    @CallerOf() caller: Caller,
  ): Promise<ResultPageDto> {
    const language = languageOf(res.request);
    speaks(res, language);
    return this.records.results(id, query, caller, language);
  }
}
