import { Controller, Get, Headers, Param, Query, Req, Res } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiEventStream, ApiOptionalBearer, ApiProblems, lastEventId } from '../http/openapi.js';
import { ACCEPT_LANGUAGE } from '../http/language.js';
import { ChatMessageDto } from '../chat/chat.dto.js';
import { ApiStreamLimits } from './stream-limits.js';
import { StreamsService } from './streams.service.js';
import { ChoicesMessageDto, StreamEndDto, StreamQueryDto } from './stream.dto.js';
import { CallerOnDemand } from '../access/caller.js';

/**
 * A match's event stream, GET /matches/{id}/stream: one of the match endpoints (tag matches), kept here beside the
 * streams it serves. Registered right after MatchesController, so the OpenAPI document lists it where it always was.
 */
@ApiTags('matches')
@Controller('matches')
export class MatchStreamController {
  constructor(private readonly streams: StreamsService) {}

  @Get(':id/stream')
  @ApiOptionalBearer()
  @ApiOperation({
    operationId: 'streamEvents',
    summary: 'The event log as a live stream (Server-Sent Events)',
    description:
      "Each event as the caller may see it (a seat token or the seat player's API key; none, the creator token or another " +
      "player's key: a spectator), with `id:` its sequence. " +
      'Reconnect with Last-Event-ID (or ?after=N) to resume without loss or repeats. Idle streams get keep-alive comments; ' +
      'after the last event of a finished match an `end` message (outcome, seed, salt) closes the stream. ' +
      "A caller who reads the match's chat also gets its messages as `chat` messages (the message as listChatMessages shows it, " +
      'without those of senders the caller hides). They carry no `id:` line, so Last-Event-ID keeps naming the last event; ' +
      'resume the chat with ?chatAfter= the last chat message id received.',
  })
  @ApiEventStream(
    [
      {
        event: 'the event type (CardPlayed, DealScored, ...)',
        id: 'the event sequence',
        data: 'EventDto',
        description:
          "An event of the match as the caller may see it, with the match's `game` (the game's `<Game>Event` union, or the service's `ServiceEvent`).",
      },
      {
        event: 'choices',
        id: null,
        data: ChoicesMessageDto,
        description: 'For a seat, after each move it was sent: whether the match waits for it, its legal and optional actions.',
      },
      {
        event: 'chat',
        id: null,
        data: ChatMessageDto,
        description: "A chat message, for callers who read the match's chat; resume with ?chatAfter=.",
      },
      {
        event: 'end',
        id: null,
        data: StreamEndDto,
        description: 'After the last event of a finished match: outcome, seed and salt; then the stream closes.',
      },
    ],
    [
      {
        id: 13,
        event: 'CardPlayed',
        data: {
          sequence: 13,
          game: 'schafkopf',
          type: 'CardPlayed',
          data: { seat: 1, card: 'EO' },
          seat: 1,
          bot: null,
          botVersion: null,
          timeout: false,
          createdAt: '2026-03-01T18:30:00.000Z',
        },
      },
      {
        event: 'choices',
        data: {
          matchId: '0b7e3c1a-5d2f-4e8b-9a61-2f4c8d9e7b10',
          version: 13,
          seat: 2,
          waitingForYou: true,
          legalActions: [{ type: 'playCard', card: 'HA', expectedVersion: 13 }],
          optionalActions: [],
        },
      },
    ],
  )
  @ApiHeader({ name: 'Last-Event-ID', required: false, description: 'The last sequence received; the stream resumes after it.' })
  @ApiHeader(ACCEPT_LANGUAGE)
  @ApiProblems({ 401: 'UNAUTHORIZED', 403: 'FORBIDDEN', 404: 'MATCH_NOT_FOUND' })
  @ApiStreamLimits()
  async stream(
    @Param('id') id: string,
    @Query() query: StreamQueryDto,
    @CallerOnDemand() caller: CallerOnDemand,
    @Headers('last-event-id') lastEvent: string | undefined,
    @Req() req: FastifyRequest,
    @Res() res: FastifyReply,
  ): Promise<void> {
    await this.streams.matchStream(id, caller, lastEventId(lastEvent) ?? query.after ?? 0, query.chatAfter ?? 0, req, res);
  }
}
