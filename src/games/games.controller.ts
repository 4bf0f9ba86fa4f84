import { Controller, Get, Param } from '@nestjs/common';
import { BOT_KINDS, BOT_KINDS_SENTENCE } from '../bots/bot.js';
import { ApiOperation, ApiProperty, ApiResponse, ApiTags } from '@nestjs/swagger';
import { botsFor } from '../bots/registry.js';
import type { Game } from '../engine/core/game.js';
import { optionsJsonSchema } from '../engine/core/options.js';
import { findGame, GAMES } from '../engine/registry.js';
import { ApiProblems } from '../http/openapi.js';
import { ApiError } from '../http/problem.js';

class PlayerRangeDto {
  @ApiProperty() min!: number;
  @ApiProperty() max!: number;
}

class ActionDescriptionDto {
  @ApiProperty({ example: 'swapOne' }) type!: string;
  @ApiProperty({ example: 'Swap one card of your hand with one card on the table.' }) description!: string;
  @ApiProperty({ type: 'object', additionalProperties: true, description: 'JSON Schema of the fields besides type.' })
  properties!: Record<string, unknown>;
  @ApiProperty({ example: ['hand', 'table'], type: [String] }) required!: string[];
  @ApiProperty({ type: 'object', additionalProperties: true }) example!: Record<string, unknown>;
}

export class GameDto {
  @ApiProperty({ example: 'schwimmen' }) id!: string;
  @ApiProperty({ example: 'Schwimmen / Schnauz' }) title!: string;
  @ApiProperty({ type: PlayerRangeDto }) players!: PlayerRangeDto;
  @ApiProperty() rulesVersion!: number;
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description: 'JSON Schema of the rule options, each with its default and description.',
  })
  options!: Record<string, unknown>;
  // The example lists no actions: an action's description has `type` and `example` members, which linters
  // (Spectral's oas ruleset) take for a schema to check wherever it appears, examples included.
  @ApiProperty({
    type: [ActionDescriptionDto],
    example: [],
    description: "Every action of the game: its `type`, its fields besides `type` as JSON Schema, and an example body (GET /games shows each game's).",
  })
  actions!: ActionDescriptionDto[];
  @ApiProperty({
    type: [String],
    enum: BOT_KINDS,
    description: `The server-side bots this game has. ${BOT_KINDS_SENTENCE}`,
  })
  bots!: string[];
}

function describeGame(game: Game): GameDto {
  return {
    id: game.id,
    title: game.title,
    players: game.players,
    rulesVersion: game.rulesVersion,
    options: optionsJsonSchema(game.options),
    actions: game.actions.map((a) => ({ ...a, example: a.example as Record<string, unknown> })),
    bots: botsFor(game.id),
  };
}

@ApiTags('games')
@Controller('games')
export class GamesController {
  @Get()
  @ApiOperation({ operationId: 'listGames', summary: 'The catalogue of games', description: 'Player ranges, rule options with defaults, and actions.' })
  @ApiResponse({ status: 200, type: [GameDto] })
  list(): GameDto[] {
    return Object.values(GAMES).map(describeGame);
  }

  @Get(':id')
  @ApiOperation({ operationId: 'getGame', summary: 'One game of the catalogue', description: 'As in the catalogue: player range, rule options with defaults, actions and bots.' })
  @ApiResponse({ status: 200, type: GameDto })
  @ApiProblems({ 404: 'GAME_NOT_FOUND' })
  one(@Param('id') id: string): GameDto {
    const game = findGame(id);
    if (!game) throw new ApiError(404, 'GAME_NOT_FOUND', `There is no game "${id}".`);
    return describeGame(game);
  }
}
