import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { BOT_KINDS } from '../bots/bot.js';
import { ARRANGED_DEAL } from '../matches/arranged.js';
import { IsBoolean, IsIn } from 'class-validator';
import { DISPLAY_TEXT_RULES, IsDisplayText } from '../http/display-text.js';
import { Optional, queryBoolean } from '../http/validation.js';
import { MAX_PAGE_SIZE, PageQueryDto } from '../http/pagination.js';
import { SeatDto, TimeControlViewDto, TurnDto, VISIBILITY } from '../matches/matches.dto.js';
import { MATCH_STATUSES, VISIBILITIES, type MatchStatus, type Visibility } from '../persistence/match-repository.js';

export class RegisterPlayerDto {
  @ApiProperty({
    example: 'Anna',
    minLength: 1,
    maxLength: 40,
    description: `Display name, used when you join a match. ${DISPLAY_TEXT_RULES}`,
  })
  @IsDisplayText(40)
  name!: string;

  @ApiPropertyOptional({
    example: 'laptop',
    minLength: 1,
    maxLength: 60,
    description: `A label for the first API key. ${DISPLAY_TEXT_RULES}`,
  })
  @Optional()
  @IsDisplayText(60)
  label?: string;
}

export class CreateApiKeyDto {
  @ApiPropertyOptional({
    example: 'my bot',
    minLength: 1,
    maxLength: 60,
    description: `A label to tell your keys apart. ${DISPLAY_TEXT_RULES}`,
  })
  @Optional()
  @IsDisplayText(60)
  label?: string;
}

export class PlayerMatchesQueryDto extends PageQueryDto {
  @ApiPropertyOptional({
    enum: MATCH_STATUSES,
    description: 'Only matches with this status (aborted: ended without a result by agreement).',
  })
  @Optional()
  @IsIn(MATCH_STATUSES)
  status?: MatchStatus;

  @ApiPropertyOptional({ type: Boolean, description: 'true: only the matches waiting for your move; false: only the others.' })
  @Optional()
  @queryBoolean()
  @IsBoolean()
  yourMove?: boolean;
}

// --- responses -------------------------------------------------------------------------------------------

export class PlayerDto {
  @ApiProperty({ format: 'uuid', description: 'Share it so a match creator can invite you.' }) id!: string;
  @ApiProperty({ example: 'Anna' }) name!: string;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}

export class ApiKeyDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ type: String, nullable: true }) label!: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ type: String, nullable: true, format: 'date-time', description: 'Set once the key is revoked; it no longer works.' })
  revokedAt!: string | null;
}

export class NewApiKeyDto extends ApiKeyDto {
  @ApiProperty({
    example: 'key_Vq3m9J1xZsA0c8Lr2TnYwPbe4KdHfUg7iOyQ5lEa6Xo',
    description: 'The key itself (Authorization: Bearer <key>). Shown once; only its hash is stored.',
  })
  key!: string;
}

export class RegisteredDto {
  @ApiProperty({ type: PlayerDto }) player!: PlayerDto;
  @ApiProperty({ type: NewApiKeyDto }) apiKey!: NewApiKeyDto;
}

export class PlayerSeatDto {
  @ApiProperty() seat!: number;
  @ApiProperty({ type: String, nullable: true }) name!: string | null;
  @ApiProperty({ type: String, nullable: true, enum: [...BOT_KINDS, null] }) bot!: string | null;
  @ApiProperty() joined!: boolean;
}

export class PlayerMatchDto {
  @ApiProperty({ format: 'uuid' }) matchId!: string;
  @ApiProperty({ example: 'schwimmen' }) game!: string;
  @ApiProperty({ example: 'Schwimmen / Schnauz' }) title!: string;
  @ApiProperty({ enum: MATCH_STATUSES }) status!: string;
  @ApiProperty() version!: number;
  @ApiProperty({ description: 'Your seat (or the seat you are invited to).' }) seat!: number;
  @ApiProperty({ description: 'True for an invitation you have not taken up yet (join the match to take the seat).' }) invited!: boolean;
  @ApiProperty({ enum: ['random', 'seeded', 'preset'] }) dealingMode!: string;
  @ApiProperty({ description: ARRANGED_DEAL }) arrangedDeal!: boolean;
  @ApiProperty({ description: 'True when the match waits for your move.' }) yourMove!: boolean;
  @ApiProperty({ type: String, nullable: true, format: 'date-time', description: 'Since when it is your move.' }) since!: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date-time', description: 'Your move deadline, if the match has time control.' })
  deadline!: string | null;
  @ApiProperty({ type: [Number], description: 'Whose move it is.' }) activeSeats!: number[];
  @ApiProperty({ type: [TurnDto], description: 'Each active seat: since when, and its deadline.' }) turns!: TurnDto[];
  @ApiProperty({ type: [PlayerSeatDto] }) seats!: PlayerSeatDto[];
  @ApiProperty({ type: TimeControlViewDto, nullable: true }) timeControl!: TimeControlViewDto | null;
  @ApiProperty({ enum: VISIBILITIES, example: 'unlisted', description: VISIBILITY }) visibility!: Visibility;
  @ApiProperty({ format: 'date-time', description: 'When the match was created: the list is ordered by it, newest first.' })
  createdAt!: string;
  @ApiProperty({ format: 'date-time' }) updatedAt!: string;
}

export class PlayerMatchPageDto {
  @ApiProperty({
    type: [PlayerMatchDto],
    description: `Newest match first (by createdAt, then id); at most limit (default 20, at most ${MAX_PAGE_SIZE}).`,
  })
  items!: PlayerMatchDto[];
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'WzEsIjIwMjYtMDMtMDFUMTg6MzA6MDAuMDAwWiIsIjBiN2UzYzFhLTVkMmYtNGU4Yi05YTYxLTJmNGM4ZDllN2IxMCJd',
    description: 'Pass it as cursor (with the same filters) for the next page; null on the last page.',
  })
  nextCursor!: string | null;
}

export { SeatDto };
