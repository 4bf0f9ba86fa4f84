import type { Card } from '../core/cards.js';
import type { GameEvent, Outcome } from '../core/game.js';
import type { Seat } from '../core/seats.js';
import type { SchwimmenOptions } from './rules/options.js';

/**
 * waiting: before StartMatch; dealing: between deals (after MatchStarted or a showdown, before the cards are
 * dealt; never seen between commands); choosing: the dealer decides on his packet; playing; over.
 */
export type Phase = 'waiting' | 'dealing' | 'choosing' | 'playing' | 'over';

/** playing: has lives; swimming: no lives left, plays on; out: abgesoffen. */
export type SeatStatus = 'playing' | 'swimming' | 'out';

export type DealEndReason = 'knock' | 'feuer' | 'schnauz' | 'stockExhausted';

/** The showdown of one deal: every hand (null for a seat out of the match), its value, who pays. */
export interface DealResult {
  deal: number;
  reason: DealEndReason;
  hands: (Card[] | null)[];
  values: (number | null)[];
  payers: Seat[];
}

export interface SchwimmenState {
  phase: Phase;
  players: number;
  options: SchwimmenOptions;
  /** The match's secret; never part of a view. */
  seed: string;
  presets: unknown[];
  lives: number[];
  status: SeatStatus[];
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
  lastDeal: DealResult | null;
  winners: Seat[] | null;
  /** The seat that forfeited the match (its deadline passed), if one did. */
  forfeitedBy: Seat | null;
}

export type SchwimmenEvent =
  | GameEvent<'MatchStarted', { players: number; lives: number; firstDealer: Seat }>
  | GameEvent<'DealDealt', DealDealtData>
  | GameEvent<'PacketChosen', { seat: Seat; kept: 'first' | 'second'; table: Card[] }>
  | GameEvent<'CardSwapped', { seat: Seat; hand: Card; table: Card }>
  | GameEvent<'AllCardsSwapped', { seat: Seat; hand: Card[]; table: Card[] }>
  | GameEvent<'Passed', { seat: Seat }>
  | GameEvent<'Knocked', { seat: Seat }>
  | GameEvent<'TableRefreshed', { discarded: Card[]; table: Card[] }>
  | GameEvent<'FeuerShown', { seat: Seat }>
  | GameEvent<'SchnauzShown', { seat: Seat }>
  | GameEvent<'DealScored', DealResult>
  | GameEvent<'LifeLost', { seat: Seat; livesLeft: number }>
  | GameEvent<'PlayerSwam', { seat: Seat }>
  | GameEvent<'PlayerEliminated', { seat: Seat }>
  | GameEvent<'Forfeited', { seat: Seat }>
  | GameEvent<'MatchWon', { winners: Seat[] }>;

export interface DealDealtData {
  deal: number;
  dealer: Seat;
  /** Per seat, 3 cards; the dealer's entry is his first packet; null for a seat out of the match. */
  hands: (Card[] | null)[];
  /** The dealer's second packet (null in a redacted event). */
  second: Card[] | null;
  /** The talon in order (null in a redacted event). */
  stock: Card[] | null;
  stockCount: number;
}

export type SchwimmenEventType = SchwimmenEvent['type'];
export type EventOf<T extends SchwimmenEventType> = Extract<SchwimmenEvent, { type: T }>;

export type SchwimmenAction =
  | { type: 'choosePacket'; keep: boolean }
  | { type: 'swapOne'; hand: Card; table: Card }
  | { type: 'swapAll' }
  | { type: 'pass' }
  | { type: 'knock' };

export type SchwimmenActionType = SchwimmenAction['type'];

export interface PlayerView {
  seat: Seat;
  lives: number;
  status: SeatStatus;
  swimming: boolean;
  eliminated: boolean;
  cardCount: number;
  knocked: boolean;
}

export interface SchwimmenView {
  phase: Phase;
  deal: number;
  dealer: Seat | null;
  turn: Seat | null;
  table: Card[];
  stockCount: number;
  players: PlayerView[];
  /** The viewer's own cards (the dealer's first packet while he chooses); null for spectators. */
  hand: Card[] | null;
  handValue: number | null;
  knockedBy: Seat | null;
  /** After a knock: the seats that still move, in order. */
  finalTurnsLeft: Seat[];
  /** Consecutive passes in the current round (a full round of passes refreshes the table). */
  passes: number;
  lastDeal: DealResult | null;
  outcome: Outcome | null;
}
