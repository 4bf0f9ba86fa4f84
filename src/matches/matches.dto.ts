import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { BOT_KINDS, BOT_KINDS_SENTENCE, type BotKind } from '../bots/bot.js';
import { Type } from 'class-transformer';
import { ARRANGED_DEAL } from './arranged.js';
import {
  Equals,
  IsBoolean,
  IsArray,
  IsIn,
  IsInt,
  IsObject,
  IsString,
  Length,
  Max,
  Min,
  ValidateNested,
  ArrayMaxSize,
  IsUUID,
} from 'class-validator';
import { DISPLAY_TEXT_RULES, IsDisplayText } from '../http/display-text.js';
import { IntegerQuery, MAX_STORED_INT, Optional } from '../http/validation.js';
import { CursorProperty } from '../http/pagination.js';
import { MATCH_STATUSES, VISIBILITIES, type Visibility } from '../persistence/match-repository.js';

const STATUS =
  'waiting (seats to fill), active (being played), finished (with an outcome) or aborted (ended without a result by agreement, ' +
  'before a card was played).';

/** What each visibility means, for every place that shows one. */
export const VISIBILITY =
  'Who finds and sees the match: public (listed in the lobby, GET /matches), unlisted (anyone with its id or link; the default) or ' +
  'private (by invitation: only invited players and the creator may join, and the match is not found (404) by anyone but its seats, ' +
  'its creator and the players invited to it).';

export class DealingDto {
  @ApiProperty({
    enum: ['random', 'seeded', 'preset'],
    default: 'random',
    description: 'random: a secret server seed; seeded: your seed (tests, duplicate tournaments); preset: your deals, then the seed.',
  })
  @IsIn(['random', 'seeded', 'preset'])
  mode!: 'random' | 'seeded' | 'preset';

  @ApiPropertyOptional({ description: 'The seed for "seeded" (and optionally "preset") dealing.', minLength: 1, maxLength: 200 })
  @Optional()
  @IsString()
  @Length(1, 200)
  seed?: string;

  @ApiPropertyOptional({
    description: "Deals in order, as card codes, in the game's preset shape (see the game's rules in GET /games).",
    type: 'array',
    items: { type: 'object', additionalProperties: true },
    maxItems: 100,
  })
  @Optional()
  @IsArray()
  @ArrayMaxSize(100)
  @IsObject({ each: true })
  presets?: Record<string, unknown>[];
}

export class TimeControlDto {
  @ApiProperty({
    type: 'integer',
    example: 86400,
    minimum: 60,
    maximum: 2592000,
    description: 'Time per move in seconds (one minute to 30 days).',
  })
  @IsInt()
  @Min(60)
  @Max(2592000)
  moveSeconds!: number;

  @ApiProperty({
    enum: ['bot', 'forfeit', 'nothing'],
    description:
      "When a seat's deadline passes: bot (a bot makes that one move), forfeit (the seat forfeits the match, scored as the game's docs say) or nothing (the deadline is only shown).",
  })
  @IsIn(['bot', 'forfeit', 'nothing'])
  onTimeout!: 'bot' | 'forfeit' | 'nothing';

  @ApiPropertyOptional({
    enum: BOT_KINDS,
    default: 'heuristic',
    description: `The bot that moves at a timeout (onTimeout: bot). ${BOT_KINDS_SENTENCE}`,
  })
  @Optional()
  @IsIn(BOT_KINDS)
  bot?: BotKind;
}

/** `chat` in POST /matches: who may take part in the match's chat besides its seats. */
export class ChatSettingsDto {
  @ApiPropertyOptional({
    default: false,
    description:
      'Whether spectators may read the chat and, with a registered API key, write in it. Default false: only the seats ' +
      'write, and only the seats and the creator read.',
  })
  @Optional()
  @IsBoolean()
  spectators?: boolean;
}

export class CreateMatchDto {
  @ApiProperty({ example: 'schwimmen', description: 'A game id from GET /games.' })
  @IsString()
  @Length(1, 50)
  game!: string;

  @ApiProperty({ type: 'integer', example: 4, minimum: 2, maximum: 6, description: "Number of seats, within the game's player range." })
  @IsInt()
  @Min(1)
  @Max(10)
  seats!: number;

  @ApiPropertyOptional({
    description: "Rule options; unknown options are rejected, missing ones take the game's defaults.",
    type: 'object',
    additionalProperties: true,
    example: { lives: 3 },
  })
  @Optional()
  @IsObject()
  options?: Record<string, unknown>;

  @ApiPropertyOptional({ type: () => DealingDto })
  @Optional()
  @ValidateNested()
  @Type(() => DealingDto)
  dealing?: DealingDto;

  @ApiPropertyOptional({ type: () => TimeControlDto, description: 'A time per move; without it, no deadlines.' })
  @Optional()
  @ValidateNested()
  @Type(() => TimeControlDto)
  timeControl?: TimeControlDto;

  // No `default` in the schema: generated clients would make the member required. The default is in the words.
  @ApiPropertyOptional({ enum: VISIBILITIES, example: 'public', description: `${VISIBILITY} Default: unlisted.` })
  @Optional()
  @IsIn(VISIBILITIES)
  // Spelled out (not the Visibility alias), so the emitted design type is String, not a free-form Object.
  visibility?: 'public' | 'unlisted' | 'private';
  @ApiPropertyOptional({
    type: () => ChatSettingsDto,
    description:
      'Who takes part in the match\'s chat besides its seats (README, "Chat"); default: the seats write, the seats and the creator read.',
  })
  @Optional()
  @ValidateNested()
  @Type(() => ChatSettingsDto)
  chat?: ChatSettingsDto;
}

export class ResignDto {
  @ApiProperty({
    enum: [true],
    example: true,
    description: 'Must be true: resigning ends the match for this seat (its team) at once and cannot be undone.',
  })
  @Equals(true, { message: 'confirm must be true: resigning ends the match and cannot be undone' })
  confirm!: true;
}

export class AbortVoteDto {
  @ApiProperty({
    example: true,
    description:
      'true: propose to abort the match (without a result), or agree to the open proposal; false: refuse it (the proposal ends). ' +
      'Once every seat a person holds agreed (bots agree), the match ends aborted.',
  })
  @IsBoolean()
  abort!: boolean;
}

export class LeftDto {
  @ApiProperty({ format: 'uuid' }) matchId!: string;
  @ApiProperty({ description: 'The seat left: free again; its token no longer works.' }) seat!: number;
  @ApiProperty({ description: 'The match version after PlayerLeft.' }) version!: number;
}

export class RematchDto {
  @ApiProperty({ format: 'uuid', description: 'The ended match.' }) matchId!: string;
  @ApiProperty({
    enum: ['none', 'open', 'declined', 'started'],
    example: 'open',
    description: 'none: no offer yet (or any more after a decline: a new one may be made).',
  })
  status!: 'none' | 'open' | 'declined' | 'started';
  @ApiProperty({ type: Number, nullable: true, description: 'The seat that offered it.' }) offeredBy!: number | null;
  @ApiProperty({
    type: [Number],
    description: 'Seats that accepted, the offering seat first; bot seats accept by themselves and are not listed.',
  })
  accepted!: number[];
  @ApiProperty({ type: [Number], description: 'Seats whose answer an open offer waits for.' }) waitingFor!: number[];
  @ApiProperty({ type: Number, nullable: true, description: 'The seat that declined (the offer ended).' }) declinedBy!: number | null;
  @ApiProperty({ type: String, nullable: true, format: 'uuid', description: 'The new match, once every seat accepted.' }) rematchId!:
    string | null;
}

export class RematchAnswerDto {
  @ApiProperty({ type: RematchDto }) rematch!: RematchDto;
  @ApiProperty({
    description: "Your seat in the rematch: one on against the dealing order, so the old first dealer's left-hand neighbour deals first.",
  })
  seat!: number;
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'seat_Xb8p2J1xZsA0c8Lr2TnYwPbe4KdHfUg7iOyQ5lEa6Xo',
    description:
      'For an anonymous seat: the bearer token of your seat in the rematch, valid once it starts. Shown once. Null with an API key (it names your seat).',
  })
  token!: string | null;
}

export class JoinMatchDto {
  @ApiPropertyOptional({
    example: 'Anna',
    minLength: 1,
    maxLength: 40,
    description: `Display name shown to the other players; required without an API key, else the player's name by default. ${DISPLAY_TEXT_RULES}`,
  })
  @Optional()
  @IsDisplayText(40)
  name?: string;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 0,
    maximum: 9,
    example: 0,
    description: 'The seat to take; default: the seat you were invited to, else the lowest free seat.',
  })
  @Optional()
  @IsInt()
  @Min(0)
  @Max(9)
  seat?: number;
}

export class AddBotDto {
  @ApiProperty({ enum: BOT_KINDS, description: BOT_KINDS_SENTENCE })
  @IsIn(BOT_KINDS)
  bot!: BotKind;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 0,
    maximum: 9,
    example: 1,
    description: 'The seat to give the bot; default: the lowest free seat.',
  })
  @Optional()
  @IsInt()
  @Min(0)
  @Max(9)
  seat?: number;

  @ApiPropertyOptional({
    example: 'Robo',
    minLength: 1,
    maxLength: 40,
    description: `Default: "Bot" and a first name by the seat ("Bot Sepp" on seat 0, "Bot Resi" on seat 1, ...). ${DISPLAY_TEXT_RULES}`,
  })
  @Optional()
  @IsDisplayText(40)
  name?: string;
}

export class InviteDto {
  @ApiProperty({ format: 'uuid', description: 'The registered player to reserve a seat for.' })
  @IsUUID()
  playerId!: string;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 0,
    maximum: 9,
    example: 1,
    description: 'The seat to reserve; default: the lowest free seat.',
  })
  @Optional()
  @IsInt()
  @Min(0)
  @Max(9)
  seat?: number;
}

/** The most events one page of the event log holds. */
export const MAX_EVENTS_PAGE = 1000;

export class EventsQueryDto {
  @CursorProperty()
  cursor?: string;

  @IntegerQuery({
    minimum: 0,
    maximum: MAX_STORED_INT,
    description: 'Only events with a sequence above this (the last sequence you have); instead of `cursor`, not with it.',
  })
  after?: number;

  @IntegerQuery({
    minimum: 1,
    maximum: MAX_EVENTS_PAGE,
    description: `Events per page, 1 to ${MAX_EVENTS_PAGE}; without it, every event to the current version.`,
  })
  limit?: number;
}

// --- responses -------------------------------------------------------------------------------------------

export class SeatDto {
  @ApiProperty() seat!: number;
  @ApiProperty({ type: String, nullable: true }) name!: string | null;
  @ApiProperty() joined!: boolean;
  @ApiProperty({ type: String, nullable: true, format: 'uuid', description: 'The registered player holding the seat.' })
  playerId!: string | null;
  @ApiProperty({ type: String, nullable: true, enum: [...BOT_KINDS, null], description: 'The bot playing the seat.' })
  bot!: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'uuid', description: 'The player a free seat is reserved for.' })
  invitedPlayerId!: string | null;
}

export class TurnDto {
  @ApiProperty() seat!: number;
  @ApiProperty({ format: 'date-time', description: 'Since when the seat may move.' }) since!: string;
  @ApiProperty({ type: String, nullable: true, format: 'date-time', description: 'Its deadline; null without time control.' })
  deadline!: string | null;
}

export class TimeControlViewDto {
  @ApiProperty() moveSeconds!: number;
  @ApiProperty({ enum: ['bot', 'forfeit', 'nothing'] }) onTimeout!: string;
  @ApiProperty({ enum: BOT_KINDS }) bot!: string;
}

export class StandingDto {
  @ApiProperty() seat!: number;
  @ApiProperty({ description: "The game's running score (Schwimmen: lives left)." }) score!: number;
  @ApiPropertyOptional({ example: 'playing', description: 'e.g. playing, swimming, out' }) status?: string;
}

export class OutcomeDto {
  @ApiProperty({ type: [Number] }) winners!: number[];
  @ApiProperty({
    example: 'Seat 1 won the match as the last player left.',
    description: 'One sentence in English, as the match recorded it (seats numbered from 0).',
  })
  summary!: string;
  @ApiPropertyOptional({
    example: 'Platz 2 gewinnt die Partie als Letzter im Spiel.',
    description:
      "How the match ended, for people, in the language of Accept-Language (de or en; seats named from 1, with the players' names).",
  })
  sentence?: string;
}

export class MatchSummaryDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'schwimmen' }) game!: string;
  @ApiProperty({
    example: 'Schwimmen / Schnauz',
    description: "The game's name, in the request's language where the answer speaks one (GET /matches/{id}).",
  })
  title!: string;
  @ApiProperty({ enum: MATCH_STATUSES, description: STATUS }) status!: string;
  @ApiProperty() rulesVersion!: number;
  @ApiProperty({ type: 'object', additionalProperties: true, description: 'The resolved rule options.' })
  options!: Record<string, unknown>;
  @ApiProperty({ enum: ['random', 'seeded', 'preset'], description: 'How the cards are dealt; see arrangedDeal.' }) dealingMode!: string;
  @ApiProperty({ description: ARRANGED_DEAL }) arrangedDeal!: boolean;
  @ApiProperty({ enum: VISIBILITIES, example: 'public', description: VISIBILITY }) visibility!: Visibility;
  @ApiProperty({ type: TimeControlViewDto, nullable: true }) timeControl!: TimeControlViewDto | null;
  @ApiProperty({ type: [SeatDto] }) seats!: SeatDto[];
  @ApiProperty({ type: [Number], description: 'Seats that may act now (whose turn it is).' }) activeSeats!: number[];
  @ApiProperty({ type: [TurnDto], description: 'Each active seat: since when, and its deadline.' }) turns!: TurnDto[];
  @ApiProperty({ type: [StandingDto] }) standings!: StandingDto[];
  @ApiProperty({ type: OutcomeDto, nullable: true }) outcome!: OutcomeDto | null;
  @ApiProperty({ description: 'Number of events in the stream; also the ETag.' }) version!: number;
  @ApiProperty({
    example: '9f2c4e7a1b3d5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8',
    description:
      'HMAC-SHA-256 of the secret seed under the secret salt (docs/export-format.md, "Verifying a deal"), published at creation.',
  })
  seedCommitment!: string;
  @ApiProperty({ type: String, nullable: true, description: 'The seed, revealed once the match has ended.' })
  seed!: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description:
      'The salt (hex) of the commitment and the hash chain, revealed with the seed; null before, and for matches on chain version 1 (unsalted, as the first matches were chained; see chainVersion in the export).',
  })
  salt!: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ format: 'date-time' }) updatedAt!: string;
  @ApiProperty({ type: String, nullable: true, format: 'uuid', description: 'The ended match this one plays again (a rematch).' })
  rematchOf!: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'uuid', description: "This match's rematch, once every seat accepted it." })
  rematchedBy!: string | null;
}

export class CreatedMatchDto {
  @ApiProperty({ type: MatchSummaryDto }) match!: MatchSummaryDto;
  @ApiProperty({
    example: 'creator_Vq3m9J1xZsA0c8Lr2TnYwPbe4KdHfUg7iOyQ5lEa6Xo',
    description: 'Bearer token of the creator (cancels the match before it starts). Shown once.',
  })
  creatorToken!: string;
}

export class BotSeatedDto {
  @ApiProperty({ format: 'uuid' }) matchId!: string;
  @ApiProperty() seat!: number;
  @ApiProperty({ enum: BOT_KINDS }) bot!: string;
  @ApiProperty({ example: 'Bot Resi' }) name!: string;
}

export class InvitationDto {
  @ApiProperty({ format: 'uuid' }) matchId!: string;
  @ApiProperty({ description: 'The seat reserved for the player.' }) seat!: number;
  @ApiProperty({ format: 'uuid' }) playerId!: string;
  @ApiProperty({ description: "The id of the player's invitation notification." }) notificationId!: number;
}

export class InvitationClosedDto {
  @ApiProperty({ format: 'uuid' }) matchId!: string;
  @ApiProperty({
    example: 1,
    description: 'The seat that was reserved; it is open again (anyone may join it, by invitation only in a private match).',
  })
  seat!: number;
  @ApiProperty({ format: 'uuid', description: 'The player who was invited.' }) playerId!: string;
  @ApiProperty({
    enum: ['declined', 'withdrawn'],
    example: 'declined',
    description: 'declined by the invited player, or withdrawn by the creator.',
  })
  reason!: 'declined' | 'withdrawn';
  @ApiProperty({
    type: [Number],
    example: [42],
    description:
      "The notifications this wrote (invitationDeclined to the creator, if a registered player, and to the match's webhooks, if it has any; " +
      'invitationWithdrawn to the invited player).',
  })
  notificationIds!: number[];
}

export class JoinedDto {
  @ApiProperty({ format: 'uuid' }) matchId!: string;
  @ApiProperty() seat!: number;
  @ApiProperty({ enum: ['random', 'seeded', 'preset'] }) dealingMode!: string;
  @ApiProperty({ description: ARRANGED_DEAL }) arrangedDeal!: boolean;
  @ApiProperty({
    example: 'seat_Xb8p2J1xZsA0c8Lr2TnYwPbe4KdHfUg7iOyQ5lEa6Xo',
    description: "This seat's bearer token. Shown once; keep it secret.",
  })
  token!: string;
}

export class ViewDto {
  @ApiProperty({ format: 'uuid' }) matchId!: string;
  @ApiProperty({ example: 'schwimmen' }) game!: string;
  @ApiProperty({ enum: MATCH_STATUSES, description: STATUS }) status!: string;
  @ApiProperty() version!: number;
  @ApiProperty({ type: Number, nullable: true, description: 'The viewing seat; null for spectators.' }) seat!: number | null;
  @ApiProperty({ description: ARRANGED_DEAL }) arrangedDeal!: boolean;
  @ApiProperty({ type: [Number] }) activeSeats!: number[];
  @ApiProperty({ type: [TurnDto], description: 'Each active seat: since when, and its deadline.' }) turns!: TurnDto[];
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    nullable: true,
    description: "The game's view for this viewer (own hand, public table); null before the match starts.",
  })
  state!: Record<string, unknown> | null;
  @ApiProperty({ description: 'The match waits for a decision of this seat (it is one of activeSeats).' })
  waitingForYou!: boolean;
  @ApiProperty({
    type: 'array',
    items: { type: 'object', additionalProperties: true },
    description:
      'The actions that answer what the match waits for from this seat, each the exact body for POST /matches/{id}/actions; ' +
      'empty when the match does not wait for this seat.',
  })
  legalActions!: Record<string, unknown>[];
  @ApiProperty({
    type: 'array',
    items: { type: 'object', additionalProperties: true },
    description:
      'Actions this seat may take now although the match does not wait for them (Schafkopf: Stoß and its answers, voting to end the ' +
      "session), each an exact body. The seat's match stream announces them (a `choices` message) and registered players get a `youMay` notice.",
  })
  optionalActions!: Record<string, unknown>[];
  @ApiPropertyOptional({
    example: 'Aufdecken nach einem Klopfen: Platz 3 verliert ein Leben.',
    description:
      'The sentence of `state.lastDeal` for people, in the language of Accept-Language (de or en); absent before the first deal is scored.',
  })
  lastDealSentence?: string;
}

export class EventDto {
  @ApiProperty() sequence!: number;
  @ApiProperty({ example: 'CardSwapped' }) type!: string;
  @ApiProperty({ type: 'object', additionalProperties: true, description: 'Redacted to what the caller may see.' })
  data!: Record<string, unknown>;
  @ApiProperty({ type: Number, nullable: true, description: 'The seat whose action produced it.' }) seat!: number | null;
  @ApiProperty({ type: String, nullable: true, enum: [...BOT_KINDS, null], description: 'The bot that chose the action, if a bot did.' })
  bot!: string | null;
  @ApiProperty({
    type: 'integer',
    nullable: true,
    description: 'The version of that bot (null for a bot move recorded before bots had versions, and for moves no bot chose).',
  })
  botVersion!: number | null;
  @ApiProperty({ description: "True when the scheduler acted because the seat's deadline passed." }) timeout!: boolean;
  @ApiPropertyOptional({ format: 'date-time' }) createdAt?: string;
  @ApiPropertyOptional({
    example: 'schafkopf',
    description:
      "On a match's event stream: the match's game, which tells which game the event type and its data are (a page of the log and an action's answer name it once, in their own `game`).",
  })
  game?: string;
  @ApiPropertyOptional({
    example: 'Aufdecken nach einem Klopfen: Platz 3 verliert ein Leben.',
    description:
      'A sentence for people describing the event, in the language of Accept-Language (de or en; seats named from 1), where the event has one ' +
      '(DealScored, the match-ending event). `data` stays as recorded.',
  })
  sentence?: string;
}

export class ActionResultDto {
  @ApiProperty({ format: 'uuid' }) matchId!: string;
  @ApiProperty({
    example: 'schwimmen',
    description: "The match's game (ids as in GET /games): it tells which game the events and the view are.",
  })
  game!: string;
  @ApiProperty({ description: 'The new version (ETag).' }) version!: number;
  @ApiProperty({ type: [EventDto], description: 'The events this action appended, as the caller may see them.' })
  events!: EventDto[];
  @ApiProperty({ type: ViewDto }) view!: ViewDto;
  @ApiProperty({
    type: String,
    nullable: true,
    description:
      "The service's signed receipt for this append: a compact JWS (typ kartenrunde-receipt+jwt, EdDSA, keys at /.well-known/jwks.json) " +
      'with matchId, version, headHash and at. Keep it to prove later that the service accepted the move (docs/export-format.md, "Verifying a match"). ' +
      'null for matches on chain version 1 (the first matches, chained without a salt).',
  })
  receipt!: string | null;
}

export class EventsPageDto {
  @ApiProperty({ format: 'uuid' }) matchId!: string;
  @ApiProperty() version!: number;
  @ApiProperty({ example: '9f2c4e7a1b3d5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8' }) seedCommitment!: string;
  @ApiProperty({ type: String, nullable: true, description: 'Revealed once the match has ended.' }) seed!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'The salt, revealed with the seed.' }) salt!: string | null;
  @ApiProperty({
    example: 'schwimmen',
    description: 'The game the events belong to (ids as in GET /games): it tells which game an event type and its data are.',
  })
  game!: string;
  @ApiProperty({
    type: [EventDto],
    description: 'Oldest first: the events with a sequence above the cursor (or `after`), at most `limit`.',
  })
  items!: EventDto[];
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'WzEsNDBd',
    description: 'Pass it as cursor for the next page; null when the page ends at `version`.',
  })
  nextCursor!: string | null;
  @ApiProperty({ type: [EventDto], deprecated: true, description: 'The same events as `items`, under their older name.' })
  events!: EventDto[];
}
