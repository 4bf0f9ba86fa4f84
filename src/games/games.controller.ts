import { Controller, Get, Headers, Param, Res } from '@nestjs/common';
import { BOT_KINDS, BOT_KINDS_SENTENCE } from '../bots/bot.js';
import { ApiHeader, ApiOperation, ApiProperty, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { botsFor } from '../bots/registry.js';
import type { Game } from '../engine/core/game.js';
import type { Language } from '../engine/core/language.js';
import { optionsJsonSchema } from '../engine/core/options.js';
import { findGame, GAMES } from '../engine/registry.js';
import { ACCEPT_LANGUAGE, LANGUAGE_HEADERS, parseAcceptLanguage, speaks } from '../http/language.js';
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

/** A text in each language the service writes. */
export class TextsDto {
  @ApiProperty({ example: 'Schnapsen zu zweit' }) de!: string;
  @ApiProperty({ example: 'Schnapsen for two' }) en!: string;
}

export class GameDto {
  @ApiProperty({ example: 'schwimmen' }) id!: string;
  @ApiProperty({
    example: 'Schwimmen / Schnauz',
    description: "The game's name in the request's language (Accept-Language; Content-Language says which).",
  })
  title!: string;
  @ApiProperty({ type: TextsDto, description: "The game's name in each language." }) titles!: TextsDto;
  @ApiProperty({ type: PlayerRangeDto }) players!: PlayerRangeDto;
  @ApiProperty() rulesVersion!: number;
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description:
      "JSON Schema of the rule options, each with its default, and its `title` and `description` in the request's language. " +
      'Besides: `x-title` and `x-description` hold them in each language ({de, en}); `x-enum-titles` names the values of an enum ' +
      '({de: [...], en: [...]}, aligned with `enum`); `x-value-titles` names the values of an integer the same way, from its minimum ' +
      'up; `x-null-title` ({de, en}) says what null means; `x-seat: true` marks an option whose value is a seat (numbered from 0, ' +
      'shown to people from 1).',
  })
  options!: Record<string, unknown>;
  // The example lists no actions: an action's description has `type` and `example` members, which linters
  // (Spectral's oas ruleset) take for a schema to check wherever it appears, examples included.
  @ApiProperty({
    type: [ActionDescriptionDto],
    example: [],
    description:
      "Every action of the game: its `type`, its fields besides `type` as JSON Schema, and an example body (GET /games shows each game's).",
  })
  actions!: ActionDescriptionDto[];
  @ApiProperty({
    type: [String],
    enum: BOT_KINDS,
    description: `The server-side bots this game has. ${BOT_KINDS_SENTENCE}`,
  })
  bots!: string[];
}

function describeGame(game: Game, language: Language): GameDto {
  return {
    id: game.id,
    title: game.titles[language],
    titles: { ...game.titles },
    players: game.players,
    rulesVersion: game.rulesVersion,
    options: optionsJsonSchema(game.options, { language }),
    actions: game.actions.map((a) => ({ ...a, example: a.example as Record<string, unknown> })),
    bots: botsFor(game.id),
  };
}

@ApiTags('games')
@Controller('games')
export class GamesController {
  @Get()
  @ApiOperation({
    operationId: 'listGames',
    summary: 'The catalogue of games',
    description:
      "Player ranges, rule options with defaults, and actions; titles and the options' words in the request's language and in each.",
  })
  @ApiHeader(ACCEPT_LANGUAGE)
  @ApiResponse({ status: 200, type: [GameDto], headers: LANGUAGE_HEADERS })
  list(@Headers('accept-language') acceptLanguage: string | undefined, @Res({ passthrough: true }) res: FastifyReply): GameDto[] {
    const language = parseAcceptLanguage(acceptLanguage);
    speaks(res, language);
    return Object.values(GAMES).map((game) => describeGame(game, language));
  }

  @Get(':id')
  @ApiOperation({
    operationId: 'getGame',
    summary: 'One game of the catalogue',
    description: 'As in the catalogue: player range, rule options with defaults, actions and bots.',
  })
  @ApiHeader(ACCEPT_LANGUAGE)
  @ApiResponse({ status: 200, type: GameDto, headers: LANGUAGE_HEADERS })
  @ApiProblems({ 404: 'GAME_NOT_FOUND' })
  one(
    @Param('id') id: string,
    @Headers('accept-language') acceptLanguage: string | undefined,
    @Res({ passthrough: true }) res: FastifyReply,
  ): GameDto {
    const game = findGame(id);
    if (!game) throw new ApiError(404, 'GAME_NOT_FOUND', `There is no game "${id}".`);
    const language = parseAcceptLanguage(acceptLanguage);
    speaks(res, language);
    return describeGame(game, language);
  }
}
