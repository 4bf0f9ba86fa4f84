import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { BOT_KINDS } from '../bots/bot.js';
import { IntegerQuery, MAX_STORED_INT } from '../http/validation.js';
import { ChatMessageDto } from '../chat/chat.dto.js';
import { OutcomeDto, StandingDto, TimeControlViewDto } from '../matches/matches.dto.js';

export class ExportedPlayerDto {
  @ApiProperty() seat!: number;
  @ApiProperty({ type: String, nullable: true, description: 'Display name; null for a seat nobody took.' }) name!: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    format: 'uuid',
    description: 'The registered player; null for an anonymous seat token or a bot.',
  })
  playerId!: string | null;
  @ApiProperty({ type: String, nullable: true, enum: [...BOT_KINDS, null], description: 'The server-side bot playing the seat.' })
  bot!: string | null;
  @ApiProperty({ description: "The seat was taken by the player the creator's invitation reserved it for." }) invited!: boolean;
  @ApiProperty({ type: String, nullable: true, format: 'date-time', description: 'When the seat was taken.' }) joinedAt!: string | null;
}

export class ExportedMatchDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'schwimmen' }) game!: string;
  @ApiProperty({ example: 'Schwimmen / Schnauz', description: "The game's title (checked against the game)." }) title!: string;
  @ApiProperty() rulesVersion!: number;
  @ApiProperty({ type: 'object', additionalProperties: true }) options!: Record<string, unknown>;
  @ApiProperty() seats!: number;
  @ApiProperty({ type: [ExportedPlayerDto], description: 'Who sat where and when, as the PlayerJoined events record it.' })
  players!: ExportedPlayerDto[];
  @ApiProperty({ enum: ['random', 'seeded', 'preset'] }) dealingMode!: string;
  @ApiProperty({
    type: 'array',
    items: { type: 'object', additionalProperties: true },
    nullable: true,
    description: 'null while the match runs.',
  })
  presets!: unknown[] | null;
  @ApiProperty({ example: '9f2c4e7a1b3d5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8' }) seedCommitment!: string;
  @ApiProperty({ type: String, nullable: true, description: 'null while the match runs.' }) seed!: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The salt of the commitment and the chain (64 hex digits); null while the match runs, and for chain version 1.',
  })
  salt!: string | null;
  @ApiProperty({
    enum: [1, 2],
    description: '2: salted hashes (docs/export-format.md, "Verifying a match"); 1: unsalted hashes, as the first matches were chained.',
  })
  chainVersion!: number;
  @ApiProperty({ type: TimeControlViewDto, nullable: true }) timeControl!: TimeControlViewDto | null;
  @ApiProperty({ format: 'date-time', description: 'Covered by the genesis hash (chain version 2).' }) createdAt!: string;
}

export class ExportedEventDto {
  @ApiProperty() sequence!: number;
  @ApiProperty({ example: 'CardSwapped' }) type!: string;
  @ApiProperty({ type: 'object', additionalProperties: true }) data!: Record<string, unknown>;
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description: 'seat: who acted; command (first event of a batch, ended matches only): the engine command that produced the batch.',
  })
  metadata!: Record<string, unknown>;
  @ApiProperty({ format: 'date-time', description: 'When the event was appended (covered by the hash).' }) at!: string;
  @ApiProperty({
    type: String,
    nullable: true,
    description:
      'SHA-256 (hex) over the previous hash, the event\'s salt and this event (docs/export-format.md, "Verifying a match"); null only while a chain version 1 match runs.',
  })
  hash!: string | null;
}

export class ExportResultDto {
  @ApiProperty({ type: OutcomeDto, nullable: true, description: 'null for an aborted match.' }) outcome!: OutcomeDto | null;
  @ApiProperty({ type: [StandingDto] }) standings!: StandingDto[];
  @ApiPropertyOptional({ enum: [true], description: 'Present (true) when the match was aborted by agreement: no result.' }) aborted?: true;
}

export class ExportedChatDto {
  @ApiProperty({
    type: [ChatMessageDto],
    description:
      "Every message of the chat in order, one line each in canonical JSON (hidden senders are a reader's view; the export keeps all).",
  })
  messages!: ChatMessageDto[];
  @ApiProperty({
    example: 'eyJhbGciOiJFZERTQSIsInR5cCI6ImthcnRlbnJ1bmRlLWNoYXQrand0Iiwia2lkIjoi...',
    description:
      "The service's signature over the messages: a compact JWS (typ kartenrunde-chat+jwt) with matchId, messages (their number) " +
      'and chatHash (SHA-256, hex, of the messages array in canonical JSON).',
  })
  signature!: string;
}

export class ExportDto {
  @ApiProperty({ enum: ['kartenrunde-export/2'] }) format!: string;
  @ApiProperty({ description: 'false for a running match (creator only): redacted, no seed, not yet verifiable.' }) complete!: boolean;
  @ApiProperty({ type: ExportedMatchDto }) match!: ExportedMatchDto;
  @ApiProperty({ description: 'The number of events.' }) version!: number;
  @ApiProperty({ type: String, nullable: true, description: 'Hash of the newest event; null only while a chain version 1 match runs.' })
  headHash!: string | null;
  @ApiProperty({
    example: 'eyJhbGciOiJFZERTQSIsInR5cCI6ImthcnRlbnJ1bmRlLWhlYWQrand0Iiwia2lkIjoi...',
    description:
      "The service's signature over the head: a compact JWS (typ kartenrunde-head+jwt, EdDSA, keys at /.well-known/jwks.json) with matchId, version, headHash, seedCommitment and ended.",
  })
  signature!: string;
  @ApiProperty({ type: ExportResultDto, nullable: true }) result!: ExportResultDto | null;
  @ApiProperty({ type: [ExportedEventDto], description: 'One line per event, each in canonical JSON.' }) events!: ExportedEventDto[];
  @ApiPropertyOptional({
    type: ExportedChatDto,
    description:
      "The match's chat, for a caller who reads it (absent without messages): not part of the hash chain or of the head's " +
      'signature; signed on its own (docs/export-format.md, "Verifying a match").',
  })
  chat?: ExportedChatDto;
}

export class StateQueryDto {
  @IntegerQuery({
    minimum: 0,
    maximum: MAX_STORED_INT,
    description: 'The number of events to replay (0: the state before the first event).',
    required: true,
  })
  version!: number;
}

export class StateEventDto {
  @ApiProperty() sequence!: number;
  @ApiProperty({ example: 'CardSwapped' }) type!: string;
  @ApiProperty({ type: 'object', additionalProperties: true }) data!: Record<string, unknown>;
}

export class StateAtDto {
  @ApiProperty({ format: 'uuid' }) matchId!: string;
  @ApiProperty() version!: number;
  @ApiPropertyOptional({ type: StateEventDto, nullable: true, description: 'The event that led to this state; null at version 0.' })
  event!: StateEventDto | null;
  @ApiProperty({ type: 'object', additionalProperties: true, description: "The game's complete internal state (every card)." })
  state!: Record<string, unknown>;
}
