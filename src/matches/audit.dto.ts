import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, Max, Min } from 'class-validator';
import { MAX_STORED_INT } from '../http/validation.js';
import { OutcomeDto, StandingDto } from './matches.dto.js';

export class ExportedPlayerDto {
  @ApiProperty() seat!: number;
  @ApiProperty({ type: String, nullable: true }) name!: string | null;
}

export class ExportedMatchDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'schwimmen' }) game!: string;
  @ApiProperty() title!: string;
  @ApiProperty() rulesVersion!: number;
  @ApiProperty({ type: 'object', additionalProperties: true }) options!: Record<string, unknown>;
  @ApiProperty() seats!: number;
  @ApiProperty({ type: [ExportedPlayerDto] }) players!: ExportedPlayerDto[];
  @ApiProperty({ enum: ['random', 'seeded', 'preset'] }) dealingMode!: string;
  @ApiProperty({ type: 'array', items: { type: 'object', additionalProperties: true }, nullable: true, description: 'null while the match runs.' })
  presets!: unknown[] | null;
  @ApiProperty() seedCommitment!: string;
  @ApiProperty({ type: String, nullable: true, description: 'null while the match runs.' }) seed!: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}

export class ExportedEventDto {
  @ApiProperty() sequence!: number;
  @ApiProperty() type!: string;
  @ApiProperty({ type: 'object', additionalProperties: true }) data!: Record<string, unknown>;
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description: 'seat: who acted; command (first event of a batch, ended matches only): the engine command that produced the batch.',
  })
  metadata!: Record<string, unknown>;
  @ApiProperty({ format: 'date-time', description: 'When the event was appended (covered by the hash).' }) at!: string;
  @ApiProperty({ description: 'SHA-256 (hex) over the previous hash and this event (README, "Verifying a match").' }) hash!: string;
}

export class ExportResultDto {
  @ApiProperty({ type: OutcomeDto }) outcome!: OutcomeDto;
  @ApiProperty({ type: [StandingDto] }) standings!: StandingDto[];
}

export class ExportDto {
  @ApiProperty({ enum: ['kartenrunde-export/1'] }) format!: string;
  @ApiProperty({ description: 'false for a running match (creator only): redacted, no seed, not yet verifiable.' }) complete!: boolean;
  @ApiProperty({ type: ExportedMatchDto }) match!: ExportedMatchDto;
  @ApiProperty({ description: 'Hash of the newest event.' }) headHash!: string;
  @ApiProperty({ type: ExportResultDto, nullable: true }) result!: ExportResultDto | null;
  @ApiProperty({ type: [ExportedEventDto], description: 'One line per event, each in canonical JSON.' }) events!: ExportedEventDto[];
}

export class StateQueryDto {
  @ApiProperty({ type: 'integer', minimum: 0, maximum: MAX_STORED_INT, description: 'The number of events to replay (0: the state before the first event).' })
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(MAX_STORED_INT)
  version!: number;
}

export class StateEventDto {
  @ApiProperty() sequence!: number;
  @ApiProperty() type!: string;
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
