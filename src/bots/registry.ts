import type { Bot, BotKind } from './bot.js';
import { bauernschnapsenBot } from './heuristic/bauernschnapsen.js';
import { dreierschnapsenBot } from './heuristic/dreierschnapsen.js';
import { schafkopfBot } from './heuristic/schafkopf/index.js';
import { schnapsenBot } from './heuristic/schnapsen.js';
import { schwimmenBot } from './heuristic/schwimmen.js';
import { randomLegalBot } from './random-legal.js';

/**
 * The rule-aware bot of each game, by game id: one file per game in ./heuristic. A game missing here has only
 * the random-legal bot; `botsFor` says so and asking for its heuristic bot is refused (never silently random).
 */
export const HEURISTIC_BOTS: Readonly<Record<string, Bot>> = {
  schwimmen: schwimmenBot as Bot,
  schnapsen: schnapsenBot as Bot,
  bauernschnapsen: bauernschnapsenBot as Bot,
  dreierschnapsen: dreierschnapsenBot as Bot,
  schafkopf: schafkopfBot as Bot,
};

/** The bots a game can be played by. */
export function botsFor(gameId: string): BotKind[] {
  return Object.hasOwn(HEURISTIC_BOTS, gameId) ? ['random', 'heuristic'] : ['random'];
}

/** The bot of that kind for the game, or undefined when the game has none of that kind. */
export function findBot(gameId: string, kind: BotKind): Bot | undefined {
  if (kind === 'random') return randomLegalBot;
  return Object.hasOwn(HEURISTIC_BOTS, gameId) ? HEURISTIC_BOTS[gameId] : undefined;
}
