import type { z } from 'zod';
import type { Card } from '../core/cards.js';
import type { Seat } from '../core/seats.js';
import type { SchwimmenOptions } from './rules/options.js';
import type {
  ActionSchema,
  DealDealtDataSchema,
  DealEndReasonSchema,
  DealScoredDataSchema,
  EventSchema,
  PhaseSchema,
  PresetSchema,
  SeatStatusSchema,
  ShowdownSchema,
  ViewSchema,
} from './schemas.js';

/**
 * waiting: before StartMatch; dealing: between deals (after MatchStarted or a showdown, before the cards are
 * dealt; never seen between commands); choosing: the dealer decides on his packet; playing; over.
 */
export type Phase = z.infer<typeof PhaseSchema>;

/** playing: has lives; swimming: no lives left, plays on; out: abgesoffen. */
export type SeatStatus = z.infer<typeof SeatStatusSchema>;

export type DealEndReason = z.infer<typeof DealEndReasonSchema>;

/** Every hand shown at a deal's end, its value, who pays (the game-specific part of DealScored). */
export type Showdown = z.infer<typeof ShowdownSchema>;

/** DealScored's data: the shared deal summary, then the showdown. */
export type DealScoredData = z.infer<typeof DealScoredDataSchema>;

export type DealDealtData = z.infer<typeof DealDealtDataSchema>;

export interface SchwimmenState {
  phase: Phase;
  players: number;
  options: SchwimmenOptions;
  /** The match's secret; never part of a view. */
  seed: string;
  presets: unknown[];
  lives: number[];
  status: SeatStatus[];
  /** Per seat, the deal in which it lost its last life and began to swim (null: not swimming). */
  swamInDeal: (number | null)[];
  /** 1-based number of the current deal; 0 before the first. */
  deal: number;
  dealer: Seat | null;
  /** Per seat; the dealer holds his first packet until he chooses. null for seats out of the match. */
  hands: (Card[] | null)[];
  /** The dealer's second packet, face down, until he chooses. */
  second: Card[] | null;
  table: Card[];
  /** Talon; refills take from the front. */
  stock: Card[];
  /** Table cards replaced by a refresh. */
  discarded: Card[];
  /** The seat to act (the dealer while choosing), null when nobody is. */
  turn: Seat | null;
  /** Consecutive passes since the last swap or refresh. */
  passes: number;
  /** Seats that have finished a turn in this deal (for knockAfterFirstRound). */
  hadTurn: Seat[];
  knockedBy: Seat | null;
  /** After a knock: the seats that still have their one last turn, in order. */
  finalTurns: Seat[];
  /** The data of the last DealScored. */
  lastDeal: DealScoredData | null;
  winners: Seat[] | null;
  /** The seat that forfeited the match (its deadline passed), if one did. */
  forfeitedBy: Seat | null;
}

/** Every event of the current rules (rules version 1's names are upcast: upcast.ts). */
export type SchwimmenEvent = z.infer<typeof EventSchema>;
export type SchwimmenEventType = SchwimmenEvent['type'];
export type EventOf<T extends SchwimmenEventType> = Extract<SchwimmenEvent, { type: T }>;

export type SchwimmenAction = z.infer<typeof ActionSchema>;
export type SchwimmenActionType = SchwimmenAction['type'];

export type SchwimmenView = z.infer<typeof ViewSchema>;

export type SchwimmenPreset = z.infer<typeof PresetSchema>;
