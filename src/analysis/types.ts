import type { Action } from '../engine/core/game.js';

/**
 * What an analysis reads: the match as created (game, rules version, seats, options), the revealed seed, the
 * creator's presets and the match's events in order (service events are skipped). An export holds all of it
 * (input.ts), and so does the service's own log of a finished match.
 */
export interface AnalysisInput {
  matchId: string;
  game: string;
  rulesVersion: number;
  seats: number;
  options: Record<string, unknown>;
  seed: string;
  presets: unknown[];
  events: readonly { type: string; data: unknown }[];
}

/**
 * The work an analysis may do, counted (never timed) so that the same input gives the same analysis on any
 * machine: `nodes` positions per solver run, `samples` sampled deals where a seat's knowledge is sampled.
 */
export interface AnalysisBudget {
  nodes: number;
  samples: number;
}

/** A sentence in both languages of the service. */
export interface Sentence {
  de: string;
  en: string;
}

/**
 * A move's value with all hands open, for the seat that made it: `result` is the deal's result for the seat in
 * the game's unit (Schafkopf: cents; the Schnapsen games: game points of the seat's side, negative when the
 * other side scores; Schwimmen: the expected lives the seat keeps), `points` the card points its side ends the
 * deal with (null where the game or the solver does not count them).
 */
export interface MoveValue {
  result: number | null;
  points: number | null;
}

export interface Alternative<A extends Action = Action> {
  action: A;
  value: MoveValue;
}

/** One decision of the play: who, what, with every legal alternative valued. */
export interface MoveAnalysis<A extends Action = Action> {
  /** Position of the move in the deal's play, from 0. */
  index: number;
  /** The trick it belongs to, from 1 (Schwimmen: the round of turns). */
  trick: number;
  seat: number;
  action: A;
  /** true: every value here is exact with all hands open; false: estimated (see the deal's `estimate`). */
  exact: boolean;
  value: MoveValue;
  /** Every legal action of the seat at that moment (the one played included), the best first. */
  alternatives: Alternative<A>[];
  /** The best alternative's value. */
  best: MoveValue;
  /** How much worse for the seat the move was than the best alternative, in the deal's unit (0: a best move). */
  loss: number;
  /** A card point loss where the result is equal (a card that gives away Augen but not the game), else 0. */
  pointsLoss: number;
}

export interface Mistake<A extends Action = Action> {
  /** The move's `index`. */
  move: number;
  trick: number;
  seat: number;
  action: A;
  best: A;
  loss: number;
  exact: boolean;
  text: Sentence;
}
