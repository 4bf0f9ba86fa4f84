import { Body, Controller, Delete, Get, Headers, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiHeader, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiEventStream, ApiProblems, lastEventId } from '../http/openapi.js';
import { ApiStreamLimits } from '../notifications/stream-limits.js';
import { StreamsService } from '../notifications/streams.service.js';
import {
  ApiKeyDto,
  CreateApiKeyDto,
  NewApiKeyDto,
  PlayerDto,
  PlayerMatchesQueryDto,
  PlayerMatchPageDto,
  RegisteredDto,
  RegisterPlayerDto,
} from './players.dto.js';
import { PlayersService } from './players.service.js';
import { NotificationMessageDto } from '../notifications/stream.dto.js';
import { IdempotentCreate } from '../http/idempotency.js';
import { ACCEPT_LANGUAGE, LANGUAGE_HEADERS, languageOf, speaks } from '../http/language.js';
import { CallerOf, CallerOnDemand } from '../access/caller.js';
import type { Caller } from '../access/access.js';

@ApiTags('players')
@Controller('players')
export class PlayersController {
  constructor(
    private readonly players: PlayersService,
    private readonly streams: StreamsService,
  ) {}

  @Post()
  @IdempotentCreate()
  @ApiOperation({
    operationId: 'registerPlayer',
    summary: 'Register a player',
    description: 'Returns the player and an API key (shown once; only its hash is stored).',
  })
  @ApiResponse({ status: 201, type: RegisteredDto })
  register(@Body() body: RegisterPlayerDto): Promise<RegisteredDto> {
    return this.players.register(body.name.trim(), body.label);
  }

  @Get('me')
  @ApiBearerAuth()
  @ApiOperation({
    operationId: 'getCurrentPlayer',
    summary: 'The player of the API key',
    description: 'Id, display name and registration time of the player the key belongs to.',
  })
  @ApiResponse({ status: 200, type: PlayerDto })
  @ApiProblems({ 401: 'UNAUTHORIZED', 403: 'FORBIDDEN' })
  me(@CallerOf() caller: Caller): Promise<PlayerDto> {
    return this.players.me(caller);
  }

  @Get('me/keys')
  @ApiBearerAuth()
  @ApiOperation({
    operationId: 'listApiKeys',
    summary: 'Your API keys (without the keys themselves)',
    description: 'Every key, oldest first, revoked ones with their revocation time.',
  })
  @ApiResponse({ status: 200, type: [ApiKeyDto] })
  @ApiProblems({ 401: 'UNAUTHORIZED', 403: 'FORBIDDEN' })
  keys(@CallerOf() caller: Caller): Promise<ApiKeyDto[]> {
    return this.players.keys(caller);
  }

  @Post('me/keys')
  @IdempotentCreate()
  @ApiBearerAuth()
  @ApiOperation({ operationId: 'createApiKey', summary: 'Create another API key', description: 'The key is shown once.' })
  @ApiResponse({ status: 201, type: NewApiKeyDto })
  @ApiProblems({ 401: 'UNAUTHORIZED', 403: 'FORBIDDEN' })
  createKey(@Body() body: CreateApiKeyDto, @CallerOf() caller: Caller): Promise<NewApiKeyDto> {
    return this.players.createKey(caller, body.label);
  }

  @Delete('me/keys/:keyId')
  @HttpCode(204)
  @ApiBearerAuth()
  @ApiOperation({
    operationId: 'revokeApiKey',
    summary: 'Revoke an API key',
    description: 'It stops working at once, on every instance (also the key used for this call).',
  })
  @ApiResponse({ status: 204, description: 'Revoked.' })
  @ApiProblems({ 401: 'UNAUTHORIZED', 403: 'FORBIDDEN', 404: 'KEY_NOT_FOUND' })
  revokeKey(@Param('keyId') keyId: string, @CallerOf() caller: Caller): Promise<void> {
    return this.players.revokeKey(caller, keyId);
  }

  @Get('me/matches')
  @ApiBearerAuth()
  @ApiOperation({
    operationId: 'listMyMatches',
    summary: 'Your matches',
    description:
      'Seats you hold and seats you are invited to, newest match first (by createdAt, then id), a page at a time: pass nextCursor as ' +
      'cursor for the next page (with the same filters). Each entry says whose move it is and since when. yourMove=true lists the ' +
      'matches waiting for your move. (The order is fixed when a match is created, so paging is stable: ordering by whose move it is ' +
      'would move entries between pages as the matches go on.) A cursor this service did not give out or a limit outside 1 to 100 is ' +
      '400 VALIDATION_FAILED.',
  })
  @ApiHeader(ACCEPT_LANGUAGE)
  @ApiResponse({ status: 200, type: PlayerMatchPageDto, headers: LANGUAGE_HEADERS })
  @ApiProblems({ 401: 'UNAUTHORIZED', 403: 'FORBIDDEN' })
  matches(
    @Query() query: PlayerMatchesQueryDto,
    @Res({ passthrough: true }) res: FastifyReply,
    @CallerOf() caller: Caller,
  ): Promise<PlayerMatchPageDto> {
    const language = languageOf(res.request);
    speaks(res, language);
    return this.players.matches(caller, query, language) as Promise<PlayerMatchPageDto>;
  }

  @Get('me/stream')
  @ApiBearerAuth()
  @ApiOperation({
    operationId: 'streamNotifications',
    summary: 'Your notifications as a live stream (Server-Sent Events)',
    description:
      'yourMove, youMay, matchEnded, invitation, invitationDeclined and invitationWithdrawn messages, `id:` the notification id, each with its ' +
      '`sentence` in the language of the request (Accept-Language). Without Last-Event-ID the stream starts with the next ' +
      'notification; with it, it resumes right after that one. Idle streams get keep-alive comments.',
  })
  @ApiEventStream(
    [
      {
        event: 'the notification type (yourMove, youMay, ...)',
        id: 'the notification id',
        data: NotificationMessageDto,
        description: 'One of your notifications.',
      },
    ],
    [
      {
        id: 42,
        event: 'yourMove',
        data: {
          id: 42,
          type: 'yourMove',
          matchId: '0b7e3c1a-5d2f-4e8b-9a61-2f4c8d9e7b10',
          data: {
            matchId: '0b7e3c1a-5d2f-4e8b-9a61-2f4c8d9e7b10',
            game: 'schafkopf',
            seat: 2,
            version: 13,
            since: '2026-03-01T18:30:00.000Z',
            deadline: null,
          },
          sentence: 'It is your move: Bayerischer Schafkopf, Anna (seat 3).',
          createdAt: '2026-03-01T18:30:00.000Z',
        },
      },
    ],
  )
  @ApiHeader({ name: 'Last-Event-ID', required: false, description: 'The last notification id received.' })
  @ApiProblems({ 401: 'UNAUTHORIZED', 403: 'FORBIDDEN' })
  @ApiStreamLimits()
  async stream(
    @CallerOnDemand() caller: CallerOnDemand,
    @Headers('last-event-id') lastEvent: string | undefined,
    @Req() req: FastifyRequest,
    @Res() res: FastifyReply,
  ): Promise<void> {
    await this.streams.playerStream(caller, lastEventId(lastEvent), req, res);
  }

  @Get(':id')
  @ApiOperation({
    operationId: 'getPlayer',
    summary: 'A player (public: id and display name)',
    description: 'What anyone may know of a registered player, e.g. before inviting them.',
  })
  @ApiResponse({ status: 200, type: PlayerDto })
  @ApiProblems({ 404: 'PLAYER_NOT_FOUND' })
  one(@Param('id') id: string): Promise<PlayerDto> {
    return this.players.publicPlayer(id);
  }
}
