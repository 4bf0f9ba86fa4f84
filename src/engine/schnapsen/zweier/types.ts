import type { GameEvent, Outcome } from '../../core/game.js';
import type { ZweierAction, ZweierDeal, ZweierDealEvent, ZweierDealResult, ZweierSeat } from './deal-types.js';
import type { ZweierDealView } from './deal-view.js';
import type { SchnapsenOptions } from './options.js';

/** waiting: before StartMatch; playing: a deal runs; over: the Bummerl is decided (or a seat forfeited). */
export type Phase = 'waiting' | 'playing' | 'over';

/** One scored deal in the match's history: who scored how many game points and why. */
export interface DealRecord {
  deal: number;
  dealer: ZweierSeat;
  winner: ZweierSeat;
  gamePoints: 1 | 2 | 3;
  reason: ZweierDealResult['reason'];
  summary: string;
  /** Game points each seat still needed after this deal. */
  needed: [number, number];
}

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
  /** The itemised result of the last scored deal, with its number. */
  lastDeal: (ZweierDealResult & { deal: number }) | null;
  winner: ZweierSeat | null;
  forfeitedBy: ZweierSeat | null;
}

export type MatchEvent =
  | GameEvent<'MatchStarted', { firstDealer: ZweierSeat; target: number }>
  | GameEvent<'Forfeited', { seat: ZweierSeat }>
  | GameEvent<'MatchWon', { winner: ZweierSeat; reason: 'bummerl' | 'forfeit'; needed: [number, number] }>;

export type SchnapsenEvent = MatchEvent | ZweierDealEvent;

export type SchnapsenAction = ZweierAction;

export interface SchnapsenView {
  phase: Phase;
  /** The current deal's number (1-based). */
  deal: number;
  /** Game points each seat still needs to win the Bummerl. */
  needed: [number, number];
  target: number;
  options: SchnapsenOptions;
  /** The current deal as the viewer may see it. */
  current: ZweierDealView | null;
  lastDeal: (ZweierDealResult & { deal: number }) | null;
  history: DealRecord[];
  outcome: Outcome | null;
}
