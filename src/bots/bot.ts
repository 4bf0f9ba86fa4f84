import type { Action, GameEvent } from '../engine/core/game.js';
import type { Seat } from '../engine/core/seats.js';
import type { Random } from './random.js';

/**
 * Everything a bot gets: its seat, that seat's view (exactly what a player in the seat sees), the seat's legal
 * actions, and a seeded random source. Never the game state: a bot cannot see hidden cards.
 *
 * Bots that remember the play (see `BotSpec.readsLog`) also get `log`: the game's events of the match so far, each
 * as the seat saw it when it happened (redacted for the seat against the state right after it, see log.ts). That
 * is what a player who watched the whole match remembers: every card played, including tricks since turned over.
 */
export interface BotInput<V = unknown, A extends Action = Action> {
  seat: Seat;
  view: V;
  legalActions: readonly A[];
  random: Random;
  log?: readonly GameEvent[];
}

/** A pure function from what the seat sees to one of its legal actions. */
export type Bot<V = unknown, A extends Action = Action> = (input: BotInput<V, A>) => A;

/**
 * How much a searching bot may think per decision, in work rather than time, so that a move is a reproducible
 * function of its input: `samples` deals of the unseen cards, each searched with at most `nodes` positions.
 */
export interface SearchBudget {
  samples: number;
  nodes: number;
}

export const BOT_KINDS = ['random', 'heuristic', 'strong'] as const;
export type BotKind = (typeof BOT_KINDS)[number];

/** The bot kinds in words a player chooses by (OpenAPI descriptions). */
export const BOT_KINDS_SENTENCE =
  'random: any legal action; heuristic: plays by rules of thumb, quickly; strong: counts the cards, infers who is void in what, ' +
  'and weighs every card by searching many possible deals of the unseen cards with all hands open (thinks up to a few tenths of a second per move).';
