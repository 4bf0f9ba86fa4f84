import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IntegerQuery, MAX_STORED_INT } from '../http/validation.js';
import { OutcomeDto } from '../matches/matches.dto.js';
import { NOTIFICATION_TYPES } from '../bus/notices.js';

/** The query of a match's event stream: where to resume its events and its chat. */
export class StreamQueryDto {
  @IntegerQuery({ minimum: 0, maximum: MAX_STORED_INT, default: 0, description: 'Only events with a sequence above this.' })
  after?: number;

  @IntegerQuery({
    minimum: 0,
    maximum: MAX_STORED_INT,
    default: 0,
    description:
      'Chat messages (if you read the chat) with an id above this: the id of the last `chat` message received. Chat messages ' +
      'carry no `id:` line, so Last-Event-ID stays the last game event; resume the chat with this.',
  })
  chatAfter?: number;
}

/** The `choices` message of a seat's match stream: what the seat may do now (as in its view). */
export class ChoicesMessageDto {
  @ApiProperty({ format: 'uuid' }) matchId!: string;
  @ApiProperty({ description: 'The match version these choices belong to (send it as expectedVersion).' }) version!: number;
  @ApiProperty() seat!: number;
  @ApiProperty({ description: "The match waits for this seat's decision." }) waitingForYou!: boolean;
  @ApiProperty({
    type: 'array',
    items: { type: 'object', additionalProperties: true },
    description: "The moves that answer the wait: the game's actions (`<Game>Action`), exact bodies.",
  })
  legalActions!: Record<string, unknown>[];
  @ApiProperty({
    type: 'array',
    items: { type: 'object', additionalProperties: true },
    description: 'Optional actions the seat may take now (Stoß, votes), exact bodies.',
  })
  optionalActions!: Record<string, unknown>[];
}

/** The `end` message that closes the stream of a finished match. */
export class StreamEndDto {
  @ApiProperty({ format: 'uuid' }) matchId!: string;
  @ApiProperty() version!: number;
  @ApiProperty({ type: OutcomeDto, nullable: true, description: 'null for a match aborted by agreement.' }) outcome!: OutcomeDto | null;
  @ApiPropertyOptional({ enum: [true], description: 'Present (true) when the match was aborted by agreement: no result.' }) aborted?: true;
  @ApiProperty({ description: 'The revealed seed.' }) seed!: string;
  @ApiProperty({ type: String, nullable: true, description: 'The revealed salt (null for matches before salted chains).' }) salt!:
    string | null;
}

/** One message of a player's notification stream (and the body of a webhook delivery). */
export class NotificationMessageDto {
  @ApiProperty({ description: 'The notification id (the stream message id).' }) id!: number;
  @ApiProperty({ enum: [...NOTIFICATION_TYPES] }) type!: string;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) matchId!: string | null;
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description:
      'By type: yourMove {matchId, game, seat, version, since, deadline}; youMay {matchId, game, seat, version, actions: the optional action types}; ' +
      'matchEnded {matchId, game, seat, version, outcome, aborted?: true (outcome null)}; invitation, invitationDeclined, invitationWithdrawn {matchId, seat, ...}; ' +
      'matchUpdated {matchId, game, version, status, activeSeats, turns, outcome, events}; chatMessage {matchId, message}; ' +
      'seatLeft {matchId, game, version, seat}; abortVoted {matchId, game, version, seat, abort}; ' +
      'rematchOffered, rematchAccepted, rematchDeclined, rematchStarted {matchId, game, seat: who answered, status, offeredBy, accepted, waitingFor, declinedBy, rematchId}; ' +
      "analysisReady {matchId, game, etag}: GET /matches/{id}/analysis now answers with the analysis (to the registered players of the seats and the match's webhooks).",
  })
  data!: Record<string, unknown>;
  @ApiPropertyOptional({
    example: 'Du bist am Zug: Bayerischer Schafkopf, Anna (Platz 3).',
    description:
      'On the notification stream: the notification in a sentence for people, in the language of the request (Accept-Language), naming ' +
      "seats by their players' names; a match's end says how it ended. Absent on webhook deliveries and for types without one.",
  })
  sentence?: string;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}
