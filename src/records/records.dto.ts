import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { BOT_KINDS } from '../bots/bot.js';
import { IsIn } from 'class-validator';
import { Optional } from '../http/validation.js';
import { GAME_IDS } from '../engine/registry.js';
import { MAX_PAGE_SIZE, PageQueryDto } from '../http/pagination.js';
import { ARRANGED_DEAL } from '../matches/arranged.js';
import { PlayerDto } from '../players/players.dto.js';
import { UNRATED_REASONS } from './record-repository.js';
import { RATING_DESCRIPTION, RatingDto } from './rating.dto.js';
import { TOTAL_UNITS } from './totals.js';

const RESULTS = ['won', 'lost', 'shared'] as const;

export class GameTotalDto {
  @ApiProperty({ enum: TOTAL_UNITS, example: 'bummerl', description: 'bummerl (Schnapsen games), lives (Schwimmen) or cents (Schafkopf).' })
  unit!: string;
  @ApiProperty({ example: 3, description: "The sum over the recorded matches of the game's own total." }) value!: number;
  @ApiProperty({
    example: 'Bummerl taken (lost): 1 for each match lost.',
    description: "What the total counts, in the request's language.",
  })
  meaning!: string;
}

export class GameRecordDto {
  @ApiProperty({ example: 'schnapsen' }) game!: string;
  @ApiProperty({ example: 'Schnapsen' }) title!: string;
  @ApiProperty({ example: 5, description: 'Finished matches played.' }) played!: number;
  @ApiProperty({ example: 3, description: 'Matches won (alone, or with your team).' }) won!: number;
  @ApiProperty({ example: 2, description: 'Matches lost.' }) lost!: number;
  @ApiProperty({ example: 0, description: 'Matches whose win was shared between more than one side.' }) shared!: number;
  @ApiProperty({ type: GameTotalDto }) total!: GameTotalDto;
  @ApiProperty({ type: RatingDto, nullable: true, description: `${RATING_DESCRIPTION} Null before the first rated match.` })
  rating!: RatingDto | null;
}

export class PlayerRecordDto {
  @ApiProperty({ type: PlayerDto }) player!: PlayerDto;
  @ApiProperty({ type: [GameRecordDto], description: 'One entry per game with a finished match, by game id.' }) games!: GameRecordDto[];
}

export class RatingChangeDto {
  @ApiProperty({ type: RatingDto, description: 'Before the match (matches: rated matches before it).' }) before!: RatingDto;
  @ApiProperty({ type: RatingDto, description: 'After the match.' }) after!: RatingDto;
}

export class ResultSeatDto {
  @ApiProperty({ example: 0 }) seat!: number;
  @ApiProperty({ type: String, nullable: true, example: 'Anna' }) name!: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'uuid', description: 'The registered player who held the seat.' }) playerId!:
    string | null;
  @ApiProperty({ type: String, nullable: true, enum: [...BOT_KINDS, null], description: 'The bot that played the seat.' }) bot!:
    string | null;
  @ApiProperty({ enum: RESULTS, example: 'won' }) result!: string;
  @ApiProperty({ example: 1, description: 'The place: 1 for the winners, then by final score; equal places are ties.' }) place!: number;
  @ApiProperty({ example: 0, description: "The seat's part of the game's own total (see the record's total.unit)." }) total!: number;
  @ApiProperty({
    type: RatingChangeDto,
    nullable: true,
    example: { before: { mu: 25, sigma: 8.33, ordinal: 0, matches: 0 }, after: { mu: 27.64, sigma: 8.07, ordinal: 3.44, matches: 1 } },
    description: 'The rating change (rated matches only).',
  })
  rating!: RatingChangeDto | null;
}

export class ResultDto {
  @ApiProperty({ format: 'uuid' }) matchId!: string;
  @ApiProperty({ example: 'schnapsen' }) game!: string;
  @ApiProperty({ example: 'Schnapsen' }) title!: string;
  @ApiProperty({ format: 'date-time', description: 'When the match ended: the list is ordered by it, latest first.' }) endedAt!: string;
  @ApiProperty({ example: 1, description: "The player's seat." }) seat!: number;
  @ApiProperty({ enum: RESULTS, example: 'won', description: "The player's result." }) result!: string;
  @ApiProperty({ example: 1, description: "The player's place." }) place!: number;
  @ApiProperty({ example: 0, description: "The player's part of the game's own total." }) total!: number;
  @ApiProperty({ example: true, description: 'Whether the match changed the ratings.' }) rated!: boolean;
  @ApiProperty({
    type: String,
    nullable: true,
    enum: [...UNRATED_REASONS, null],
    description:
      'Why the match is not rated: arrangedDeal (a seeded or preset deal), bot (a server-side bot held a seat), unregistered (a seat without a registered player).',
  })
  unratedReason!: string | null;
  @ApiProperty({ example: false, description: ARRANGED_DEAL }) arrangedDeal!: boolean;
  @ApiProperty({ type: [ResultSeatDto] }) seats!: ResultSeatDto[];
}

export class ResultPageDto {
  @ApiProperty({
    type: [ResultDto],
    description: `Latest ended first (by endedAt, then matchId); at most limit (default 20, at most ${MAX_PAGE_SIZE}).`,
  })
  items!: ResultDto[];
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'WzEsIjIwMjYtMDMtMDFUMTg6MzA6MDAuMDAwWiIsIjBiN2UzYzFhLTVkMmYtNGU4Yi05YTYxLTJmNGM4ZDllN2IxMCJd',
    description: 'Pass it as cursor (with the same filters) for the next page; null on the last page.',
  })
  nextCursor!: string | null;
}

export class ResultsQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: [...GAME_IDS], description: 'Only matches of this game.' })
  @Optional()
  @IsIn([...GAME_IDS])
  game?: string;
}
