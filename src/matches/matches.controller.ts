import { createHash } from 'node:crypto';
import { Body, Controller, Delete, Get, Headers, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiExtraModels, ApiHeader, ApiOperation, ApiResponse, ApiTags, getSchemaPath } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { actionBodySchema, ApiOptionalBearer, ApiProblems } from '../http/openapi.js';
import { IDEMPOTENCY_KEY_HEADER, IdempotentCreate, parseIdempotencyKey } from '../http/idempotency.js';
import { startOf } from '../http/pagination.js';
import {
  ActionResultDto,
  AddBotDto,
  BotSeatedDto,
  InvitationClosedDto,
  InvitationDto,
  InviteDto,
  CreateMatchDto,
  CreatedMatchDto,
  EventsPageDto,
  EventsQueryDto,
  JoinedDto,
  JoinMatchDto,
  ResignDto,
  AbortVoteDto,
  LeftDto,
  RematchAnswerDto,
  RematchDto,
  MatchSummaryDto,
  ViewDto,
} from './matches.dto.js';
import { MatchesService } from './matches.service.js';
import { SeatsService } from './seats.service.js';
import { RematchService } from './rematch.service.js';
import { matchesTag, vary } from '../http/conditional.js';
import { ACCEPT_LANGUAGE, LANGUAGE_HEADERS, languageOf, parseAcceptLanguage, speaks } from '../http/language.js';
import { CallerOf, CallerOnDemand } from '../access/caller.js';
import type { Caller } from '../access/access.js';

const etag = (version: number) => `"${version}"`;

/** The Vary header of responses that depend on who asks. */
const VARY_HEADER = { description: 'Authorization: each caller has their own answer.', schema: { type: 'string' } };

/**
 * The summary's ETag: its version and a digest of the whole summary, since a summary also changes without a new
 * version (a rematch, an invitation, a seat's name). Weak: it names the summary as JSON, not its bytes.
 */
const summaryTag = (summary: { version: number }) =>
  `W/"${summary.version}-${createHash('sha256').update(JSON.stringify(summary)).digest('hex').slice(0, 16)}"`;

@ApiTags('matches')
@Controller('matches')
export class MatchesController {
  constructor(
    private readonly matches: MatchesService,
    private readonly seats: SeatsService,
    private readonly rematches: RematchService,
  ) {}

  @Post()
  @IdempotentCreate()
  @ApiOptionalBearer()
  @ApiOperation({
    operationId: 'createMatch',
    summary: 'Create a match',
    description:
      "Returns the match and a creator token (shown once). With an API key, you are also the match's creator as a player " +
      '(your key then works wherever the creator token does).',
  })
  @ApiExtraModels(CreateMatchDto)
  @ApiBody({
    schema: { $ref: getSchemaPath(CreateMatchDto) },
    examples: {
      tryItOut: {
        summary: 'Try it out: Schwimmen for two, one life each (then join as Anna and as Bert, and the dealer keeps his packet)',
        value: { game: 'schwimmen', seats: 2, options: { lives: 1 } },
      },
      schwimmen: { summary: 'Schwimmen for four, three lives each', value: { game: 'schwimmen', seats: 4, options: { lives: 3 } } },
      correspondence: {
        summary: 'Schafkopf by correspondence: seeded deals, a day per move, a bot moves at a timeout',
        value: {
          game: 'schafkopf',
          seats: 4,
          dealing: { mode: 'seeded', seed: 'round-1' },
          timeControl: { moveSeconds: 86400, onTimeout: 'bot' },
        },
      },
    },
  })
  @ApiResponse({ status: 201, type: CreatedMatchDto })
  @ApiProblems(
    { 401: 'UNAUTHORIZED', 422: ['GAME_NOT_FOUND', 'VALIDATION_FAILED'] },
    { 422: "Also the game's INVALID_OPTIONS (options or seats the game does not allow) and INVALID_PRESET (preset deals)." },
  )
  create(@Body() body: CreateMatchDto, @CallerOf() caller: Caller): Promise<CreatedMatchDto> {
    return this.matches.create(body, caller) as Promise<CreatedMatchDto>;
  }

  @Get(':id')
  @ApiOptionalBearer()
  @ApiOperation({
    operationId: 'getMatch',
    summary: 'Public summary of a match',
    description:
      'The ETag (weak) covers the whole summary and starts with its version, e.g. W/"12-9f86d081884c7d65"; send it in If-None-Match for a 304. A private match is found only with the token or key of one of its seats, ' +
      'its creator or a player invited to it (404 for anyone else); for other matches the token is not looked at.',
  })
  @ApiHeader({
    name: 'If-None-Match',
    required: false,
    description: 'The ETag you have, e.g. W/"12-9f86d081884c7d65" (or a list, or *): 304 while it is current.',
  })
  @ApiHeader(ACCEPT_LANGUAGE)
  @ApiResponse({
    status: 200,
    type: MatchSummaryDto,
    headers: {
      ETag: { description: 'The version and a digest of the summary, e.g. W/"12-9f86d081884c7d65"', schema: { type: 'string' } },
      ...LANGUAGE_HEADERS,
      Vary: VARY_HEADER,
    },
  })
  @ApiResponse({ status: 304, description: 'Not modified since the ETag in If-None-Match.' })
  @ApiProblems({ 401: 'UNAUTHORIZED', 404: 'MATCH_NOT_FOUND' }, { 401: 'Only for a private match, with a token or key that is not known.' })
  async summary(
    @Param('id') id: string,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @CallerOnDemand() caller: CallerOnDemand,
    @Headers('accept-language') acceptLanguage: string | undefined,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<MatchSummaryDto | undefined> {
    const language = parseAcceptLanguage(acceptLanguage);
    const summary = await this.matches.summary(id, caller, language);
    const tag = summaryTag(summary);
    res.header('ETag', tag);
    vary(res, 'Authorization');
    speaks(res, language);
    if (ifNoneMatch !== undefined && matchesTag(ifNoneMatch, tag)) {
      res.status(304);
      return undefined;
    }
    return summary;
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiBearerAuth()
  @ApiOperation({
    operationId: 'cancelMatch',
    summary: 'Cancel a match before it starts (creator token only)',
    description: 'Deletes a match whose seats are not all taken yet; afterwards it is not found (404).',
  })
  @ApiResponse({ status: 204, description: 'Deleted.' })
  @ApiProblems({ 401: 'UNAUTHORIZED', 403: 'FORBIDDEN', 404: 'MATCH_NOT_FOUND', 409: ['MATCH_NOT_WAITING', 'VERSION_CONFLICT'] })
  cancel(@Param('id') id: string, @CallerOf() caller: Caller): Promise<void> {
    return this.matches.cancel(id, caller);
  }

  @Post(':id/players')
  @IdempotentCreate()
  @ApiOptionalBearer()
  @ApiOperation({
    operationId: 'joinMatch',
    summary: 'Join a seat',
    description:
      "Takes the requested seat, the seat you were invited to, or the lowest free one, and returns that seat's bearer token. " +
      'With an API key the seat is also yours as a player (play it with the key). The last join deals the first hand. ' +
      'A private match takes only the players invited to it (with their API key) and its creator.',
  })
  @ApiBody({
    type: JoinMatchDto,
    examples: {
      anna: { summary: 'Anna takes seat 0', value: { name: 'Anna', seat: 0 } },
      bert: { summary: 'Bert takes seat 1 (for two seats, the last join deals the first hand)', value: { name: 'Bert', seat: 1 } },
    },
  })
  @ApiResponse({ status: 201, type: JoinedDto })
  @ApiProblems(
    {
      401: 'UNAUTHORIZED',
      403: 'FORBIDDEN',
      404: 'MATCH_NOT_FOUND',
      409: ['SEAT_TAKEN', 'SEAT_RESERVED', 'ALREADY_SEATED', 'MATCH_FULL'],
      422: 'VALIDATION_FAILED',
    },
    { 403: 'A private match is joined by invitation: by the invited players and its creator only.' },
  )
  join(@Param('id') id: string, @Body() body: JoinMatchDto, @CallerOf() caller: Caller): Promise<JoinedDto> {
    return this.seats.join(id, caller, { name: body.name?.trim(), seat: body.seat });
  }

  @Post(':id/bots')
  @IdempotentCreate()
  @ApiBearerAuth()
  @ApiOperation({
    operationId: 'addBot',
    summary: 'Seat a server-side bot (creator only)',
    description: "A bot plays the seat through the same path as players, seeing only its seat's view; its moves are marked in the log.",
  })
  @ApiResponse({ status: 201, type: BotSeatedDto })
  @ApiProblems({
    401: 'UNAUTHORIZED',
    403: 'FORBIDDEN',
    404: 'MATCH_NOT_FOUND',
    409: ['SEAT_TAKEN', 'SEAT_RESERVED', 'MATCH_FULL'],
    422: ['BOT_NOT_AVAILABLE', 'VALIDATION_FAILED'],
  })
  addBot(@Param('id') id: string, @Body() body: AddBotDto, @CallerOf() caller: Caller): Promise<BotSeatedDto> {
    return this.seats.addBot(id, caller, body);
  }

  @Post(':id/invitations')
  @IdempotentCreate()
  @ApiBearerAuth()
  @ApiOperation({
    operationId: 'invitePlayer',
    summary: 'Invite a registered player (creator only)',
    description: 'Reserves a free seat for the player, who is notified (stream, webhooks) and takes it by joining with their API key.',
  })
  @ApiResponse({ status: 201, type: InvitationDto })
  @ApiProblems({
    401: 'UNAUTHORIZED',
    403: 'FORBIDDEN',
    404: ['MATCH_NOT_FOUND', 'PLAYER_NOT_FOUND'],
    409: ['MATCH_FULL', 'ALREADY_SEATED', 'SEAT_TAKEN', 'SEAT_RESERVED'],
    422: 'VALIDATION_FAILED',
  })
  invite(@Param('id') id: string, @Body() body: InviteDto, @CallerOf() caller: Caller): Promise<InvitationDto> {
    return this.seats.invite(id, caller, body);
  }

  @Post(':id/invitations/decline')
  @HttpCode(200)
  @ApiBearerAuth()
  @ApiOperation({
    operationId: 'declineInvitation',
    summary: 'Decline your invitation (invited player)',
    description:
      'The invited player (with their API key) declines: the seat kept for them is open again. The creator is notified ' +
      "(invitationDeclined: on their stream and webhooks if they created the match with an API key, and on the match's webhooks). " +
      'A player has at most one invitation per match, so the match names it.',
  })
  @ApiResponse({ status: 200, type: InvitationClosedDto })
  @ApiProblems({ 401: 'UNAUTHORIZED', 403: 'FORBIDDEN', 404: ['MATCH_NOT_FOUND', 'INVITATION_NOT_FOUND'], 409: 'ALREADY_SEATED' })
  decline(@Param('id') id: string, @CallerOf() caller: Caller): Promise<InvitationClosedDto> {
    return this.seats.decline(id, caller);
  }

  @Delete(':id/invitations/:playerId')
  @ApiBearerAuth()
  @ApiOperation({
    operationId: 'withdrawInvitation',
    summary: 'Withdraw an invitation (creator only)',
    description:
      'The creator withdraws the invitation of a player who has not taken the seat yet: the seat is open again, and the player is ' +
      'notified (invitationWithdrawn, on their stream and webhooks).',
  })
  @ApiResponse({ status: 200, type: InvitationClosedDto })
  @ApiProblems({ 401: 'UNAUTHORIZED', 403: 'FORBIDDEN', 404: ['MATCH_NOT_FOUND', 'INVITATION_NOT_FOUND'], 409: 'ALREADY_SEATED' })
  withdraw(@Param('id') id: string, @Param('playerId') playerId: string, @CallerOf() caller: Caller): Promise<InvitationClosedDto> {
    return this.seats.withdraw(id, playerId, caller);
  }

  @Get(':id/view')
  @ApiOptionalBearer()
  @ApiOperation({
    operationId: 'getView',
    summary: "The caller's view",
    description:
      "With a seat token: that seat's hand, the public table and its legal actions. Without: the spectator view. The ETag is the " +
      'version ("12"), which is also what If-Match of an action takes; each caller has their own view of a version (Vary: Authorization). ' +
      'Send the ETag you have in If-None-Match for a 304 while the match is at that version.',
  })
  @ApiHeader({
    name: 'If-None-Match',
    required: false,
    description: 'The ETag of the view you have, e.g. "12" (or a list, or *): 304 while it is current.',
  })
  @ApiHeader(ACCEPT_LANGUAGE)
  @ApiResponse({
    status: 200,
    type: ViewDto,
    headers: { ETag: { description: 'The version, e.g. "12"', schema: { type: 'string' } }, ...LANGUAGE_HEADERS, Vary: VARY_HEADER },
  })
  @ApiResponse({ status: 304, description: 'Not modified: the match is still at the version in If-None-Match.' })
  @ApiProblems({ 401: 'UNAUTHORIZED', 403: 'FORBIDDEN', 404: 'MATCH_NOT_FOUND' })
  async view(
    @Param('id') id: string,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @CallerOf() caller: Caller,
    @Headers('accept-language') acceptLanguage: string | undefined,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<ViewDto | undefined> {
    const language = parseAcceptLanguage(acceptLanguage);
    const view = await this.matches.view(id, caller, language);
    const tag = etag(view.version);
    res.header('ETag', tag);
    vary(res, 'Authorization');
    speaks(res, language);
    if (ifNoneMatch !== undefined && matchesTag(ifNoneMatch, tag)) {
      res.status(304);
      return undefined;
    }
    return view as ViewDto;
  }

  @Post(':id/actions')
  @HttpCode(200)
  @ApiBearerAuth()
  @ApiOperation({
    operationId: 'takeAction',
    summary: 'Take an action',
    description:
      'One action for the seat of the token, decided on the version in If-Match or expectedVersion. If-Match follows RFC 9110: ' +
      'entity tags compared strongly with the ETag of the view or of the last action ("12"; a weak tag never matches), a list of them, or ' +
      '"*" (whatever the version is); when it fails, 412 PRECONDITION_FAILED. A stale expectedVersion is 409 VERSION_CONFLICT. Both carry ' +
      'currentVersion. A retry with the same Idempotency-Key and body returns the first response and appends nothing.',
  })
  @ApiHeader({
    name: 'If-Match',
    required: false,
    description: 'The version acted on as an entity tag, e.g. "12", a list of them, or * (or send expectedVersion).',
  })
  @ApiHeader({
    ...IDEMPOTENCY_KEY_HEADER,
    description:
      'A key unique per intended action (a random UUID, quoted as the IETF draft says, or bare): a retry with the same key and body ' +
      "returns the first response byte for byte and appends nothing; the same key with another body is 422 IDEMPOTENCY_KEY_REUSED. Kept per seat for the match's life.",
  })
  @ApiBody({
    schema: actionBodySchema(),
    examples: {
      keepPacket: {
        summary:
          "Try it out: in the Schwimmen match of createMatch's first example, the dealer keeps his packet (send it with the token of the seat in activeSeats)",
        value: { type: 'choosePacket', keep: true, expectedVersion: 4 },
      },
      playCard: {
        summary: 'A card to the trick (Schafkopf, the Schnapsen games): one of your legalActions, as it is',
        value: { type: 'playCard', card: 'EO', expectedVersion: 17 },
      },
    },
  })
  @ApiHeader(ACCEPT_LANGUAGE)
  @ApiResponse({ status: 200, type: ActionResultDto, headers: LANGUAGE_HEADERS })
  @ApiProblems(
    {
      401: 'UNAUTHORIZED',
      403: 'FORBIDDEN',
      404: 'MATCH_NOT_FOUND',
      409: ['VERSION_CONFLICT', 'DEADLINE_PASSED'],
      412: 'PRECONDITION_FAILED',
      422: ['IDEMPOTENCY_KEY_REUSED', 'VALIDATION_FAILED'],
      428: 'PRECONDITION_REQUIRED',
    },
    {
      409: "Also the rules' NOT_YOUR_TURN, MATCH_OVER and MATCH_NOT_STARTED.",
      422: "Also the game's rule codes for an action its rules refuse, e.g. ILLEGAL_ACTION or CARD_NOT_IN_HAND.",
    },
  )
  async act(
    @Param('id') id: string,
    @Body() body: Record<string, unknown>,
    @CallerOf() caller: Caller,
    @Headers('if-match') ifMatch: string | undefined,
    @Headers('idempotency-key') idempotencyKey: string | undefined,
    @Headers('accept-language') acceptLanguage: string | undefined,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<ActionResultDto> {
    const language = parseAcceptLanguage(acceptLanguage);
    const result = await this.matches.act(id, caller, { body, ifMatch, idempotencyKey: parseIdempotencyKey(idempotencyKey) }, language);
    res.header('ETag', etag(result.version));
    speaks(res, language);
    return result as ActionResultDto;
  }

  @Post(':id/resign')
  @HttpCode(200)
  @ApiBearerAuth()
  @ApiOperation({
    operationId: 'resignMatch',
    summary: 'Resign the match',
    description:
      "The seat of the token (or of the player's key) gives up the match at once, whoever's turn it is: the game scores it as its " +
      'docs define abandonment (README, "The games"). `confirm: true` is required, so no client resigns by accident. ' +
      'Answers like an action, with the appended events, the view and a signed receipt.',
  })
  @ApiHeader(ACCEPT_LANGUAGE)
  @ApiResponse({ status: 200, type: ActionResultDto, headers: LANGUAGE_HEADERS })
  @ApiProblems(
    { 400: 'VALIDATION_FAILED', 401: 'UNAUTHORIZED', 403: 'FORBIDDEN', 404: 'MATCH_NOT_FOUND', 409: 'VERSION_CONFLICT' },
    { 409: "Also the rules' MATCH_OVER (the match has ended) and MATCH_NOT_STARTED (leave it instead, or cancel it as its creator)." },
  )
  async resign(
    @Param('id') id: string,
    @Body() _body: ResignDto,
    @CallerOf() caller: Caller,
    @Headers('accept-language') acceptLanguage: string | undefined,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<ActionResultDto> {
    const language = parseAcceptLanguage(acceptLanguage);
    const result = await this.matches.resign(id, caller, language);
    res.header('ETag', etag(result.version));
    speaks(res, language);
    return result as ActionResultDto;
  }

  @Post(':id/leave')
  @HttpCode(200)
  @ApiBearerAuth()
  @ApiOperation({
    operationId: 'leaveMatch',
    summary: 'Leave a match that has not started',
    description:
      "The seat of the token (or of the player's key) is given up while the match still waits for players: PlayerLeft is appended " +
      '(in the hash chain, like PlayerJoined) and the seat is free again for anyone to join. The seat token stops working at once. ' +
      "The creator and the other seats' registered players are notified (seatLeft), and the match's webhooks (matchUpdated). " +
      'Once every seat is taken it is too late: resign, or agree to abort.',
  })
  @ApiResponse({ status: 200, type: LeftDto })
  @ApiProblems({ 401: 'UNAUTHORIZED', 403: 'FORBIDDEN', 404: 'MATCH_NOT_FOUND', 409: ['MATCH_STARTED', 'VERSION_CONFLICT'] })
  leave(@Param('id') id: string, @CallerOf() caller: Caller): Promise<LeftDto> {
    return this.seats.leave(id, caller);
  }

  @Post(':id/abort')
  @HttpCode(200)
  @ApiBearerAuth()
  @ApiOperation({
    operationId: 'voteAbort',
    summary: 'Propose, accept or refuse aborting the match',
    description:
      'While no card has been played (per game: docs/correspondence.md), any seat may propose to end the match without a result ' +
      '(`abort: true`); the other seats agree the same way or refuse (`abort: false`), which ends the proposal, as does a card played. ' +
      'When every seat a person holds has agreed (bot seats agree by themselves), the match ends with status aborted and no winner. ' +
      'Each vote is an AbortVoted event of the match (MatchAborted ends it), so the export and `npm run verify` show it. ' +
      'Answers like an action, with the appended events, the view and a signed receipt.',
  })
  @ApiHeader(ACCEPT_LANGUAGE)
  @ApiResponse({ status: 200, type: ActionResultDto, headers: LANGUAGE_HEADERS })
  @ApiProblems(
    {
      400: 'VALIDATION_FAILED',
      401: 'UNAUTHORIZED',
      403: 'FORBIDDEN',
      404: 'MATCH_NOT_FOUND',
      409: ['PLAY_STARTED', 'ABORT_NOT_PROPOSED', 'ALREADY_VOTED', 'VERSION_CONFLICT'],
    },
    { 409: "Also the rules' MATCH_OVER (the match has ended) and MATCH_NOT_STARTED (leave it instead, or cancel it as its creator)." },
  )
  async abort(
    @Param('id') id: string,
    @Body() body: AbortVoteDto,
    @CallerOf() caller: Caller,
    @Headers('accept-language') acceptLanguage: string | undefined,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<ActionResultDto> {
    const language = parseAcceptLanguage(acceptLanguage);
    const result = await this.matches.voteAbort(id, caller, body.abort, language);
    res.header('ETag', etag(result.version));
    speaks(res, language);
    return result as ActionResultDto;
  }

  @Get(':id/rematch')
  @ApiOptionalBearer()
  @ApiOperation({
    operationId: 'getRematch',
    summary: 'The rematch offer of an ended match',
    description: 'Who offered it, who accepted, whose answer it waits for, who declined, and the new match once every seat accepted.',
  })
  @ApiResponse({ status: 200, type: RematchDto })
  @ApiProblems({ 401: 'UNAUTHORIZED', 404: 'MATCH_NOT_FOUND' })
  rematch(@Param('id') id: string, @CallerOnDemand() caller: CallerOnDemand): Promise<RematchDto> {
    return this.rematches.state(id, caller);
  }

  @Post(':id/rematch')
  @ApiBearerAuth()
  @ApiOperation({
    operationId: 'offerRematch',
    summary: 'Offer a rematch',
    description:
      'A seat of an ended match (finished or aborted) offers to play again; the offer counts as its acceptance. The other seats a person ' +
      "holds are notified (rematchOffered; also to the match's webhooks) and accept or decline. When all have accepted, a new match " +
      'starts: same game, options, visibility and time control, dealt from a new secret seed, every holder one seat on so the next ' +
      'dealer deals first; bots are seated again. An anonymous seat gets its rematch seat token here, once.',
  })
  @ApiResponse({ status: 201, type: RematchAnswerDto })
  @ApiProblems({
    401: 'UNAUTHORIZED',
    403: 'FORBIDDEN',
    404: 'MATCH_NOT_FOUND',
    409: ['MATCH_NOT_FINISHED', 'REMATCH_OFFERED', 'REMATCH_STARTED'],
  })
  offerRematch(@Param('id') id: string, @CallerOf() caller: Caller): Promise<RematchAnswerDto> {
    return this.rematches.offer(id, caller);
  }

  @Post(':id/rematch/accept')
  @HttpCode(200)
  @ApiBearerAuth()
  @ApiOperation({
    operationId: 'acceptRematch',
    summary: 'Accept the rematch offer',
    description:
      'The last acceptance starts the rematch (exactly one, however many accept at once): `rematch.rematchId` names it. An anonymous ' +
      'seat gets its rematch seat token here, once; a registered player plays it with their key.',
  })
  @ApiResponse({ status: 200, type: RematchAnswerDto })
  @ApiProblems({
    401: 'UNAUTHORIZED',
    403: 'FORBIDDEN',
    404: 'MATCH_NOT_FOUND',
    409: ['MATCH_NOT_FINISHED', 'REMATCH_NOT_OFFERED', 'ALREADY_ACCEPTED', 'REMATCH_DECLINED', 'REMATCH_STARTED'],
  })
  acceptRematch(@Param('id') id: string, @CallerOf() caller: Caller): Promise<RematchAnswerDto> {
    return this.rematches.accept(id, caller);
  }

  @Post(':id/rematch/decline')
  @HttpCode(200)
  @ApiBearerAuth()
  @ApiOperation({
    operationId: 'declineRematch',
    summary: 'Decline the rematch offer',
    description:
      'Any seat a person holds declines (the offering seat so withdraws it): the offer ends, the other seats are notified (rematchDeclined). A new offer may follow.',
  })
  @ApiResponse({ status: 200, type: RematchDto })
  @ApiProblems({
    401: 'UNAUTHORIZED',
    403: 'FORBIDDEN',
    404: 'MATCH_NOT_FOUND',
    409: ['MATCH_NOT_FINISHED', 'REMATCH_NOT_OFFERED', 'REMATCH_DECLINED', 'REMATCH_STARTED'],
  })
  declineRematch(@Param('id') id: string, @CallerOf() caller: Caller): Promise<RematchDto> {
    return this.rematches.decline(id, caller);
  }

  @Get(':id/events')
  @ApiOptionalBearer()
  @ApiOperation({
    operationId: 'listEvents',
    summary: 'The event log',
    description:
      "As the caller may see it: opponents' hidden cards are redacted while the match runs; complete, with the seed, once it has ended. " +
      'Oldest first, a page at a time with `limit`: pass nextCursor as cursor for the next page (without `limit`, one page to the current version).',
  })
  @ApiHeader(ACCEPT_LANGUAGE)
  @ApiResponse({ status: 200, type: EventsPageDto, headers: LANGUAGE_HEADERS })
  @ApiProblems({ 401: 'UNAUTHORIZED', 403: 'FORBIDDEN', 404: 'MATCH_NOT_FOUND' })
  async events(
    @Param('id') id: string,
    @Query() query: EventsQueryDto,
    @Res({ passthrough: true }) res: FastifyReply,
    @CallerOf() caller: Caller,
  ): Promise<EventsPageDto> {
    const language = languageOf(res.request);
    const page = await this.matches.events(id, caller, startOf(query), query.limit, language);
    speaks(res, language);
    return page as EventsPageDto;
  }
}
