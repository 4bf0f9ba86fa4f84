import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  IsArray,
  IsIn,
  IsInt,
  IsObject,
  IsOptional,
  IsString,
  Length,
  Matches,
  Max,
  Min,
  ValidateNested,
  ArrayMaxSize,
} from 'class-validator';

export class DealingDto {
  @ApiProperty({
    enum: ['random', 'seeded', 'preset'],
    default: 'random',
    description:
      'random: a secret server seed; seeded: your seed (tests, duplicate tournaments); preset: your deals, then the seed.',
  })
  @IsIn(['random', 'seeded', 'preset'])
  mode!: 'random' | 'seeded' | 'preset';

  @ApiPropertyOptional({ description: 'The seed for "seeded" (and optionally "preset") dealing.', minLength: 1, maxLength: 200 })
  @IsOptional()
  @IsString()
  @Length(1, 200)
  seed?: string;

  @ApiPropertyOptional({
    description: "Deals in order, as card codes, in the game's preset shape (see the game's rules in GET /games).",
    type: 'array',
    items: { type: 'object', additionalProperties: true },
    maxItems: 100,
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(100)
  @IsObject({ each: true })
  presets?: Record<string, unknown>[];
}

export class CreateMatchDto {
  @ApiProperty({ example: 'schwimmen', description: 'A game id from GET /games.' })
  @IsString()
  @Length(1, 50)
  game!: string;

  @ApiProperty({ example: 4, minimum: 2, maximum: 6, description: "Number of seats, within the game's player range." })
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
  @IsOptional()
  @IsObject()
  options?: Record<string, unknown>;

  @ApiPropertyOptional({ type: () => DealingDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => DealingDto)
  dealing?: DealingDto;
}

export class JoinMatchDto {
  @ApiProperty({ example: 'Anna', minLength: 1, maxLength: 40, description: 'Display name shown to the other players.' })
  @IsString()
  @Length(1, 40)
  @Matches(/\S/, { message: 'name must not be blank' })
  name!: string;

  @ApiPropertyOptional({ example: 0, description: 'The seat to take; default: the lowest free seat.' })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(9)
  seat?: number;
}

export class EventsQueryDto {
  @ApiPropertyOptional({ default: 0, minimum: 0, description: 'Only events with a sequence above this.' })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(0)
  after?: number;
}

// --- responses -------------------------------------------------------------------------------------------

export class SeatDto {
  @ApiProperty() seat!: number;
  @ApiProperty({ type: String, nullable: true }) name!: string | null;
  @ApiProperty() joined!: boolean;
}

export class StandingDto {
  @ApiProperty() seat!: number;
  @ApiProperty({ description: "The game's running score (Schwimmen: lives left)." }) score!: number;
  @ApiPropertyOptional({ description: 'e.g. playing, swimming, out' }) status?: string;
}

export class OutcomeDto {
  @ApiProperty({ type: [Number] }) winners!: number[];
  @ApiProperty() summary!: string;
}

export class MatchSummaryDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'schwimmen' }) game!: string;
  @ApiProperty() title!: string;
  @ApiProperty({ enum: ['waiting', 'active', 'finished'] }) status!: string;
  @ApiProperty() rulesVersion!: number;
  @ApiProperty({ type: 'object', additionalProperties: true, description: 'The resolved rule options.' })
  options!: Record<string, unknown>;
  @ApiProperty({ enum: ['random', 'seeded', 'preset'] }) dealingMode!: string;
  @ApiProperty({ type: [SeatDto] }) seats!: SeatDto[];
  @ApiProperty({ type: [Number], description: 'Seats that may act now (whose turn it is).' }) activeSeats!: number[];
  @ApiProperty({ type: [StandingDto] }) standings!: StandingDto[];
  @ApiProperty({ type: OutcomeDto, nullable: true }) outcome!: OutcomeDto | null;
  @ApiProperty({ description: 'Number of events in the stream; also the ETag.' }) version!: number;
  @ApiProperty({ description: 'SHA-256 (hex) of the secret seed, published at creation.' }) seedCommitment!: string;
  @ApiProperty({ type: String, nullable: true, description: 'The seed, revealed once the match has ended.' })
  seed!: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ format: 'date-time' }) updatedAt!: string;
}

export class CreatedMatchDto {
  @ApiProperty({ type: MatchSummaryDto }) match!: MatchSummaryDto;
  @ApiProperty({ description: 'Bearer token of the creator (cancels the match before it starts). Shown once.' })
  creatorToken!: string;
}

export class JoinedDto {
  @ApiProperty({ format: 'uuid' }) matchId!: string;
  @ApiProperty() seat!: number;
  @ApiProperty({ description: "This seat's bearer token. Shown once; keep it secret." }) token!: string;
}

export class ViewDto {
  @ApiProperty({ format: 'uuid' }) matchId!: string;
  @ApiProperty() game!: string;
  @ApiProperty({ enum: ['waiting', 'active', 'finished'] }) status!: string;
  @ApiProperty() version!: number;
  @ApiProperty({ type: Number, nullable: true, description: 'The viewing seat; null for spectators.' }) seat!: number | null;
  @ApiProperty({ type: [Number] }) activeSeats!: number[];
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    nullable: true,
    description: "The game's view for this viewer (own hand, public table); null before the match starts.",
  })
  state!: Record<string, unknown> | null;
  @ApiProperty({
    type: 'array',
    items: { type: 'object', additionalProperties: true },
    description: 'Every action this seat may take now, each the exact body for POST /matches/{id}/actions.',
  })
  legalActions!: Record<string, unknown>[];
}

export class EventDto {
  @ApiProperty() sequence!: number;
  @ApiProperty({ example: 'CardSwapped' }) type!: string;
  @ApiProperty({ type: 'object', additionalProperties: true, description: "Redacted to what the caller may see." })
  data!: Record<string, unknown>;
  @ApiProperty({ type: Number, nullable: true, description: 'The seat whose action produced it.' }) seat!: number | null;
  @ApiPropertyOptional({ format: 'date-time' }) createdAt?: string;
}

export class ActionResultDto {
  @ApiProperty({ format: 'uuid' }) matchId!: string;
  @ApiProperty({ description: 'The new version (ETag).' }) version!: number;
  @ApiProperty({ type: [EventDto], description: 'The events this action appended, as the caller may see them.' })
  events!: EventDto[];
  @ApiProperty({ type: ViewDto }) view!: ViewDto;
}

export class EventsPageDto {
  @ApiProperty({ format: 'uuid' }) matchId!: string;
  @ApiProperty() version!: number;
  @ApiProperty() seedCommitment!: string;
  @ApiProperty({ type: String, nullable: true, description: 'Revealed once the match has ended.' }) seed!: string | null;
  @ApiProperty({ type: [EventDto] }) events!: EventDto[];
}

export class ProblemDto {
  @ApiProperty({ example: 'about:blank' }) type!: string;
  @ApiProperty({ example: 'Conflict' }) title!: string;
  @ApiProperty({ example: 409 }) status!: number;
  @ApiProperty({ example: 'VERSION_CONFLICT', description: 'Stable machine-readable code.' }) code!: string;
  @ApiProperty({ example: 'The match is at version 13, not 12; fetch the view and decide again.' }) detail!: string;
  @ApiPropertyOptional({ example: '/matches/0b7e.../actions' }) instance?: string;
  @ApiPropertyOptional({ description: 'The request id (also in the X-Request-Id header), for matching a report with the logs.' })
  requestId?: string;
  @ApiPropertyOptional({ description: 'With RATE_LIMITED: seconds to wait (also in Retry-After).' }) retryAfter?: number;
  @ApiPropertyOptional({ description: 'With VERSION_CONFLICT: the current version.' }) currentVersion?: number;
  @ApiPropertyOptional({
    description: 'With VALIDATION_FAILED: one entry per field.',
    type: 'array',
    items: { type: 'object', properties: { field: { type: 'string' }, message: { type: 'string' } } },
  })
  errors?: { field: string; message: string }[];
}
