import type { z } from 'zod';
import type { DealSummary } from '../../core/view.js';
import type { ZweierDeal, ZweierSeat } from './deal-types.js';
import type { SchnapsenOptions } from './options.js';
import type { DealRecordSchema, SchnapsenEventSchema, SchnapsenViewSchema, ZweierActionSchema } from './schemas.js';

/** waiting: before StartMatch; playing: a deal runs; over: the Bummerl is decided (or a seat forfeited). */
export type Phase = 'waiting' | 'playing' | 'over';

/** One scored deal in the match's history: who scored how many game points and why. */
export type DealRecord = z.infer<typeof DealRecordSchema>;

export interface SchnapsenState {
  phase: Phase;
  players: number;
  options: SchnapsenOptions;
  /** The match's secret; never part of a view. */
  seed: string;
  presets: unknown[];
  /** 1-based number of the current deal; 0 before the first. */
  dealNumber: number;
  deal: ZweierDeal;
  /** Game points each seat still needs (counting down from 7). */
  needed: [number, number];
  history: DealRecord[];
  /** The shared summary of the last scored deal (the view's `lastDeal`). */
  lastDeal: DealSummary | null;
  winner: ZweierSeat | null;
  forfeitedBy: ZweierSeat | null;
}

export type SchnapsenEvent = z.infer<typeof SchnapsenEventSchema>;
export type SchnapsenEventType = SchnapsenEvent['type'];
export type MatchEvent = Extract<SchnapsenEvent, { type: 'MatchStarted' | 'Forfeited' | 'MatchEnded' }>;

export type SchnapsenAction = z.infer<typeof ZweierActionSchema>;

export type SchnapsenView = z.infer<typeof SchnapsenViewSchema>;
