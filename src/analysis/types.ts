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
  /** `sequence`: the event's number in the match's stream (without it, its position from 1). */
  events: readonly { type: string; data: unknown; sequence?: number }[];
}

/**
 * The work an analysis may do, counted (never timed) so that the same input gives the same analysis on any
 * machine: `nodes` positions per solver run, `samples` sampled deals where a seat's knowledge is sampled.
 */
export interface AnalysisBudget {
  nodes: number;
  samples: number;
  /**
   * Positions per search of a deal's par, where a game gives the par more than `nodes` (a par is searched from
   * the first lead, once per contract and deal); `nodes` without it.
   */
  parNodes?: number;
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
  /** The number of the event that recorded the move in the match's stream. */
  sequence: number;
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

/** One candidate of a bidding decision with its value for the seat, sampled from the seat's knowledge. */
export interface BidCandidate<A extends Action = Action> {
  action: A;
  /** The mean result for the seat over the sampled deals in the deal's unit; null where the analysis does not value it. */
  value: number | null;
}

/**
 * A decision of the bidding (announcing, naming, bidding a contract, raising, doubling) valued by sampling the
 * cards the seat could not see: never exact, and the same samples for every candidate.
 */
export interface BidAnalysis<A extends Action = Action> {
  /** Position of the decision among the deal's bidding decisions, from 0. */
  index: number;
  /** The number of the event that recorded the decision in the match's stream. */
  sequence: number;
  seat: number;
  /** The game's phase the decision was made in. */
  phase: string;
  action: A;
  /** Always false: the values are means over sampled deals (see the deal's `bidsEstimate`). */
  exact: false;
  /** Deals sampled. */
  samples: number;
  /** Every candidate the analysis weighs, the best first (those without a value last). */
  candidates: BidCandidate<A>[];
  /** The best valued candidate. */
  best: A;
  /** The chosen candidate's value (null: not valued). */
  value: number | null;
  bestValue: number | null;
  /** How much less the choice promised than the best candidate (0 when it was the best or is not valued). */
  loss: number;
  /** The verdict when the loss is noticeable, else null. */
  text: Sentence | null;
}
