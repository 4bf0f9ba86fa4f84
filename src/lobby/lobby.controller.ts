import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ApiOptionalBearer, ApiProblems } from '../http/openapi.js';
import { ACCEPT_LANGUAGE, LANGUAGE_HEADERS, languageOf, speaks } from '../http/language.js';
import { LobbyPageDto, LobbyQueryDto } from './lobby.dto.js';
import { LobbyService } from './lobby.service.js';
import { CallerOnDemand } from '../access/caller.js';

/** GET /matches: the lobby of public matches, and with createdByMe the caller's own. */
@ApiTags('matches')
@Controller('matches')
export class LobbyController {
  constructor(private readonly lobby: LobbyService) {}

  @Get()
  @ApiOptionalBearer()
  @ApiOperation({
    operationId: 'listMatches',
    summary: 'The lobby: public matches, newest first',
    description:
      'Public matches (visibility public; unlisted and private ones are never listed), newest first by createdAt and then id, a page ' +
      'at a time: pass nextCursor as cursor for the next page (with the same filters). The order is stable: matches created while you ' +
      'page sort before your first page, so the pages hold every match that existed when you read the first one, each once. ' +
      'Each entry says what a joiner needs to decide: the game, its rule options in words, the seats taken (by whom), reserved and open, ' +
      'the time control, how the cards are dealt and whether the creator arranged the deal. Filters narrow the list: game, status, ' +
      'hasOpenSeats, player (holds a seat); createdByMe=true (with your API key) lists the matches you created, of every visibility, ' +
      'instead. Unknown filters or values, a cursor this service did not give out, and a limit outside 1 to 100 are 400 VALIDATION_FAILED.',
  })
  @ApiHeader(ACCEPT_LANGUAGE)
  @ApiResponse({ status: 200, type: LobbyPageDto, headers: LANGUAGE_HEADERS })
  @ApiProblems(
    { 401: 'UNAUTHORIZED', 403: 'FORBIDDEN' },
    { 401: 'Only with createdByMe=true.', 403: 'Only with createdByMe=true and a match token.' },
  )
  listMatches(
    @Query() query: LobbyQueryDto,
    @Res({ passthrough: true }) res: FastifyReply,
    @CallerOnDemand() caller: CallerOnDemand,
  ): Promise<LobbyPageDto> {
    const language = languageOf(res.request);
    speaks(res, language);
    return this.lobby.list(query, caller, language);
  }
}
