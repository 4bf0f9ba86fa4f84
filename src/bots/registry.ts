import { GAME_IDS, isGameId, type GameId } from '../engine/registry.js';
import type { Bot, BotKind, SearchBudget } from './bot.js';
import { bauernschnapsenBot } from './heuristic/bauernschnapsen.js';
import { dreierschnapsenBot } from './heuristic/dreierschnapsen.js';
import { schafkopfBot } from './heuristic/schafkopf/index.js';
import { schnapsenBot } from './heuristic/schnapsen.js';
import { schwimmenBot } from './heuristic/schwimmen.js';
import { randomLegalBot } from './random-legal.js';
import * as schafkopfStrong from './strong/schafkopf/index.js';
import * as familyStrong from './strong/schnapsen-family/index.js';
import * as schnapsenStrong from './strong/schnapsen/index.js';
import * as schwimmenStrong from './strong/schwimmen/index.js';

/**
 * A bot as the service runs it. `version` goes up whenever the bot would choose differently for the same input,
 * so that a recorded bot move names the exact program that made it (the verifier re-computes the versions it
 * hosts). `readsLog`: the bot also gets the seat's log (bot.ts); `searches`: it thinks long enough to be run off
 * the event loop (scheduler/bot-pool.ts).
 */
export interface BotSpec {
  kind: BotKind;
  version: number;
  bot: Bot;
  readsLog: boolean;
  searches: boolean;
}

/**
 * A searching bot of a game: built with a budget (the bench compares budgets); `strong` is built with `budget` and
 * recorded with `version`.
 */
export interface SearchingBot {
  build: (budget: SearchBudget) => Bot;
  budget: SearchBudget;
  version: number;
}

/** The searching bot of each game, by game id: one folder per game (or family) in ./strong. */
export const STRONG_BOTS: Readonly<Record<GameId, SearchingBot>> = {
  schwimmen: { build: schwimmenStrong.strongSchwimmenBot, budget: schwimmenStrong.DEFAULT_BUDGET, version: 1 },
  schnapsen: { build: schnapsenStrong.strongSchnapsenBot, budget: schnapsenStrong.DEFAULT_BUDGET, version: 2 },
  bauernschnapsen: { build: familyStrong.strongBauernschnapsenBot, budget: familyStrong.DEFAULT_BUDGET, version: 1 },
  dreierschnapsen: { build: familyStrong.strongDreierschnapsenBot, budget: familyStrong.DEFAULT_BUDGET, version: 1 },
  // Version 2: the solver searches without allocating and merges equivalent cards at every node, and the bidding
  // announces a game a little below even money (BID_MARGIN). Version 3: the bidding also searches each single
  // game's Tout. Versions 1 and 2 are not hosted: the verifier reports their moves as not re-computed.
  schafkopf: { build: schafkopfStrong.strongSchafkopfBot, budget: schafkopfStrong.DEFAULT_BUDGET, version: 3 },
};

/** The rule-aware bot of each game, by game id: one file per game in ./heuristic. */
export const HEURISTIC_BOTS: Readonly<Record<GameId, Bot>> = {
  schwimmen: schwimmenBot as Bot,
  schnapsen: schnapsenBot as Bot,
  bauernschnapsen: bauernschnapsenBot as Bot,
  dreierschnapsen: dreierschnapsenBot as Bot,
  schafkopf: schafkopfBot as Bot,
};

const RANDOM: BotSpec = { kind: 'random', version: 1, bot: randomLegalBot, readsLog: false, searches: false };

/** Every bot each game has, by game id and kind, in the current version. */
const BOTS = Object.fromEntries(
  GAME_IDS.map((game) => [
    game,
    {
      random: RANDOM,
      heuristic: { kind: 'heuristic', version: 1, bot: HEURISTIC_BOTS[game], readsLog: false, searches: false },
      strong: {
        kind: 'strong',
        version: STRONG_BOTS[game].version,
        bot: STRONG_BOTS[game].build(STRONG_BOTS[game].budget),
        readsLog: true,
        searches: true,
      },
    } satisfies Record<BotKind, BotSpec>,
  ]),
) as Readonly<Record<GameId, Record<BotKind, BotSpec>>>;

/** The bots a game can be played by: every kind for a hosted game, the random bot for any other. */
export function botsFor(gameId: string): BotKind[] {
  return isGameId(gameId) ? (Object.keys(BOTS[gameId]) as BotKind[]) : ['random'];
}

/** The bot of that kind for the game as the service runs it, or undefined when the game has none of that kind. */
export function botSpec(gameId: string, kind: BotKind): BotSpec | undefined {
  if (kind === 'random') return RANDOM;
  return isGameId(gameId) ? BOTS[gameId][kind] : undefined;
}

/** The bot of that kind for the game, or undefined when the game has none of that kind. */
export function findBot(gameId: string, kind: BotKind): Bot | undefined {
  return botSpec(gameId, kind)?.bot;
}
