import type { Action, GameEvent } from '../engine/core/game.js';
import type { Seat } from '../engine/core/seats.js';
import type { BotKind } from './bot.js';
import { botRandom } from './random.js';
import { botSpec } from './registry.js';

/**
 * One bot decision as plain data, so that it can be handed to a worker thread: which bot, what its seat sees,
 * and the key of its random source (the match's secret seed and the version decided on; see random.ts).
 */
export interface BotRequest {
  game: string;
  kind: BotKind;
  seat: Seat;
  view: unknown;
  legalActions: Action[];
  log?: GameEvent[];
  seed: string;
  version: number;
}

/** What a bot chose, and the version of the bot that chose it. */
export interface BotChoice {
  action: Action;
  version: number;
}

/** Runs the request's bot on this thread. */
export function think(request: BotRequest): BotChoice {
  const spec = botSpec(request.game, request.kind);
  if (!spec) throw new Error(`${request.game} has no ${request.kind} bot.`);
  const { seat, view, legalActions, log } = request;
  const action = spec.bot({ seat, view, legalActions, log, random: botRandom(request.seed, seat, request.version) });
  return { action, version: spec.version };
}
