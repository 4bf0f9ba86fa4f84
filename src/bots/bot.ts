import type { Action } from '../engine/core/game.js';
import type { Seat } from '../engine/core/seats.js';
import type { Random } from './random.js';

/**
 * Everything a bot gets: its seat, that seat's view (exactly what a player in the seat sees), the seat's legal
 * actions, and a seeded random source. Never the game state: a bot cannot see hidden cards.
 */
export interface BotInput<V = unknown, A extends Action = Action> {
  seat: Seat;
  view: V;
  legalActions: readonly A[];
  random: Random;
}

/** A pure function from what the seat sees to one of its legal actions. */
export type Bot<V = unknown, A extends Action = Action> = (input: BotInput<V, A>) => A;

export const BOT_KINDS = ['random', 'heuristic'] as const;
export type BotKind = (typeof BOT_KINDS)[number];
