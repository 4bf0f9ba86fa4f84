import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { BOT_KINDS } from '../bots/bot.js';
import { RATING_DESCRIPTION, RatingDto } from '../records/rating.dto.js';
import { IsBoolean, IsIn, IsUUID } from 'class-validator';
import { Optional, queryBoolean } from '../http/validation.js';
import { GAME_IDS } from '../engine/registry.js';
import { MAX_PAGE_SIZE, PageQueryDto } from '../http/pagination.js';
import { MATCH_STATUSES, VISIBILITIES, type MatchStatus, type Visibility } from '../persistence/match-repository.js';
import { ARRANGED_DEAL } from '../matches/arranged.js';
import { TimeControlViewDto, VISIBILITY } from '../matches/matches.dto.js';

const STATUSES = MATCH_STATUSES;

export class LobbyQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: [...GAME_IDS], description: 'Only matches of this game (ids as in GET /games).' })
  @Optional()
  @IsIn([...GAME_IDS])
  game?: string;

  @ApiPropertyOptional({
    enum: STATUSES,
    description:
      'Only matches with this status: waiting (seats to fill), active (being played), finished, or aborted (ended without a result by agreement).',
  })
  @Optional()
  @IsIn(STATUSES)
  status?: MatchStatus;

  @ApiPropertyOptional({
    type: Boolean,
    description:
      'true: only matches with an open seat (nobody holds it and nobody is invited to it), i.e. ones you can join now; false: only matches without one.',
  })
  @Optional()
  @queryBoolean()
  @IsBoolean()
  hasOpenSeats?: boolean;

  @ApiPropertyOptional({ format: 'uuid', description: 'Only matches in which this registered player holds a seat.' })
  @Optional()
  @IsUUID()
  player?: string;

  @ApiPropertyOptional({
    type: Boolean,
    description:
      'true (needs your API key): the matches you created, of every visibility (public, unlisted and private), instead of the public ones. ' +
      'false: as if left out.',
  })
  @Optional()
  @queryBoolean()
  @IsBoolean()
  createdByMe?: boolean;
}

// --- responses -------------------------------------------------------------------------------------------

export class RuleOptionDto {
  @ApiProperty({ example: 'lives', description: "The option's name, as in the game's rule options (GET /games/{id})." }) name!: string;
  @ApiProperty({ example: 'Lives', description: "The option's title in the request's language (Accept-Language)." }) title!: string;
  @ApiProperty({
    example: 'Lives (Spielsteine) each player starts with; with none left a player swims.',
    description: "What the option means, in a sentence in the request's language.",
  })
  description!: string;
  @ApiProperty({
    // null is one of the string's values: OpenAPI 3.0 has no null type of its own.
    anyOf: [{ type: 'string', nullable: true }, { type: 'number' }, { type: 'boolean' }],
    example: 3,
    description: "The match's value (null where the option's description says what null means).",
  })
  value!: string | number | boolean | null;
  @ApiProperty({ example: true, description: "True when the value is the game's default." }) isDefault!: boolean;
}

export class LobbySeatDto {
  @ApiProperty({ example: 0 }) seat!: number;
  @ApiProperty({
    enum: ['taken', 'reserved', 'open'],
    example: 'taken',
    description: 'taken (someone holds it), reserved (kept for an invited player) or open (anyone may join it).',
  })
  state!: 'taken' | 'reserved' | 'open';
  @ApiProperty({ type: String, nullable: true, example: 'Anna', description: "The holder's display name; null for a seat not taken." })
  name!: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'uuid', description: 'The registered player holding the seat.' }) playerId!:
    string | null;
  @ApiProperty({ type: String, nullable: true, enum: [...BOT_KINDS, null], description: 'The bot playing the seat.' }) bot!: string | null;
  @ApiProperty({
    type: RatingDto,
    nullable: true,
    description: `The holder's rating in this game; null before their first rated match. ${RATING_DESCRIPTION}`,
  })
  rating!: RatingDto | null;
}

export class CreatorDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'Anna' }) name!: string;
}

export class LobbyEntryDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'schwimmen' }) game!: string;
  @ApiProperty({ example: 'Schwimmen / Schnauz' }) title!: string;
  @ApiProperty({ enum: STATUSES, example: 'waiting' }) status!: string;
  @ApiProperty({ enum: VISIBILITIES, example: 'public', description: VISIBILITY }) visibility!: Visibility;
  @ApiProperty({ example: 1, description: 'The rules version the match is played under.' }) rulesVersion!: number;
  @ApiProperty({ type: [RuleOptionDto], description: "Every rule option of the game with the match's value, in words." })
  rules!: RuleOptionDto[];
  @ApiProperty({ example: 4, description: 'How many seats the match has.' }) seatCount!: number;
  @ApiProperty({ example: 2, description: 'Seats nobody holds and nobody is invited to: the ones you can join.' }) openSeats!: number;
  @ApiProperty({ type: [LobbySeatDto], description: 'Every seat: taken (with the holder), reserved or open.' }) seats!: LobbySeatDto[];
  @ApiProperty({ type: TimeControlViewDto, nullable: true, description: 'The time per move; null: no deadlines.' })
  timeControl!: TimeControlViewDto | null;
  @ApiProperty({ enum: ['random', 'seeded', 'preset'], example: 'random', description: 'How the cards are dealt; see arrangedDeal.' })
  dealingMode!: string;
  @ApiProperty({ example: false, description: ARRANGED_DEAL }) arrangedDeal!: boolean;
  @ApiProperty({
    type: CreatorDto,
    nullable: true,
    description: 'The registered player who created the match; null if it was created without an API key.',
  })
  creator!: CreatorDto | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}

export class LobbyPageDto {
  @ApiProperty({
    type: [LobbyEntryDto],
    description: `Newest first (by createdAt, then id); at most limit (default 20, at most ${MAX_PAGE_SIZE}).`,
  })
  items!: LobbyEntryDto[];
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'WzEsIjIwMjYtMDMtMDFUMTg6MzA6MDAuMDAwWiIsIjBiN2UzYzFhLTVkMmYtNGU4Yi05YTYxLTJmNGM4ZDllN2IxMCJd',
    description: 'Pass it as cursor (with the same filters) for the next page; null on the last page.',
  })
  nextCursor!: string | null;
}
