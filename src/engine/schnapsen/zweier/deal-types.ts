import type { Card, Suit } from '../../core/cards.js';
import type { GameEvent } from '../../core/game.js';
import type { Play } from '../../core/tricks.js';
import type { Marriage } from '../common/marriages.js';
import type { ZweierDealOptions } from './deal-options.js';

/** A seat of one deal of Schnapsen for two: local seats 0 and 1 (the host maps them to its own seats). */
export type ZweierSeat = 0 | 1;

export const other = (seat: ZweierSeat): ZweierSeat => (seat === 0 ? 1 : 0);

/** A completed trick: the two plays in order (the first is the lead) and who took it. */
export interface TakenTrick {
  plays: Play[];
  winner: ZweierSeat;
}

/** The talon was closed (Zudrehen): by whom, and the opponent's state at that moment (it sets the stakes). */
export interface Closing {
  by: ZweierSeat;
  opponentPoints: number;
  opponentTricks: number;
}

/**
 * The state of one deal. waiting: before the cards are dealt; playing; over: scored (`result` is set).
 * `talon` holds the face-down cards in drawing order (the front is drawn first); `trumpCard` is the face-up
 * card under it until somebody draws it (after an exchange it is the trump Unter).
 */
export interface ZweierDeal {
  phase: 'waiting' | 'playing' | 'over';
  options: ZweierDealOptions;
  dealer: ZweierSeat | null;
  trump: Suit | null;
  trumpCard: Card | null;
  talon: Card[];
  hands: [Card[], Card[]];
  /** The trick on the table (empty when somebody is to lead). */
  trick: Play[];
  /** The seat to move; null before the deal and once it is over. */
  turn: ZweierSeat | null;
  taken: TakenTrick[];
  /** Marriages each seat announced (they count once the seat has a trick). */
  marriages: [Marriage[], Marriage[]];
  /** The marriage announced for the current lead: the leader must lead one of its two cards (or claim 66). */
  announced: Suit | null;
  closed: Closing | null;
  /** Cards of each hand that everybody has seen (the trump card taken by exchange or drawn last, a marriage partner). */
  known: [Card[], Card[]];
  /** The cards as dealt (revealed in the result once the deal is over). */
  dealt: DealtCards | null;
  result: ZweierDealResult | null;
}

export interface DealtCards {
  hands: [Card[], Card[]];
  trumpCard: Card;
  talon: Card[];
}

/** What ended the deal and decided its value (see deal-scoring.ts for the table). */
export type DealEndReason =
  /** A correct claim of 66 in an open (or exhausted) talon: 1/2/3 against the loser's state now. */
  | 'claim'
  /** The closer reached 66 and claimed: 1/2/3 against the opponent's state when the talon was closed. */
  | 'closed'
  /** The closer did not make 66 (the opponent went out first, a wrong claim by the closer, or the cards ran out). */
  | 'closingFailed'
  /** A claim of 66 that was wrong. */
  | 'wrongClaim'
  /** Nobody went out and every card was played: the winner of the last trick scores 1. */
  | 'lastTrick';

/** One seat's count at the end of the deal. */
export interface SeatScore {
  seat: ZweierSeat;
  tricks: number;
  cardPoints: number;
  marriages: (Marriage & { counted: boolean })[];
  /** Card points plus the marriages that count. */
  points: number;
}

/** The itemised result of one deal: who scored what game points and why. */
export interface ZweierDealResult {
  winner: ZweierSeat;
  gamePoints: 1 | 2 | 3;
  reason: DealEndReason;
  /** One sentence naming the rule that decided it. */
  summary: string;
  /** Who claimed 66 (null when the cards ran out); `automatic` when the last trick's winner had 66 and it counted as his claim. */
  claim: { seat: ZweierSeat; points: number; correct: boolean; automatic: boolean } | null;
  closed: Closing | null;
  /** The loser's state the 1/2/3 table was read against (now, or when the talon was closed); null for fixed values. */
  measuredAgainst: { seat: ZweierSeat; points: number; tricks: number; when: 'now' | 'closing' } | null;
  lastTrickBy: ZweierSeat | null;
  scores: [SeatScore, SeatScore];
  /** Everything, now that the deal is over: the cards as dealt, and what was still in the hands and the talon. */
  dealt: DealtCards | null;
  remaining: { hands: [Card[], Card[]]; talon: Card[]; trumpCard: Card | null };
}

export interface DealDealtData {
  dealer: ZweierSeat;
  hands: [Card[], Card[]] | [Card[] | null, Card[] | null];
  trumpCard: Card;
  /** Face-down talon in drawing order; null when redacted. */
  talon: Card[] | null;
  talonCount: number;
  /** The host's deal number, if it numbers deals (Schnapsen for two does; the deal module ignores it). */
  deal?: number;
}

/** A card drawn from the talon after a trick; `card` is null in a redacted event (somebody else's face-down card). */
export interface Draw {
  seat: ZweierSeat;
  card: Card | null;
  /** true when this is the face-up trump card (public). */
  trumpCard: boolean;
}

export type ZweierDealEvent =
  | GameEvent<'DealDealt', DealDealtData>
  | GameEvent<'TrumpExchanged', { seat: ZweierSeat; unter: Card; trumpCard: Card }>
  | GameEvent<'TalonClosed', Closing>
  | GameEvent<'MarriageAnnounced', { seat: ZweierSeat; suit: Suit; points: 20 | 40 }>
  | GameEvent<'CardPlayed', { seat: ZweierSeat; card: Card }>
  | GameEvent<'TrickTaken', { seat: ZweierSeat; cards: Card[]; points: number }>
  | GameEvent<'CardsDrawn', { draws: Draw[] }>
  | GameEvent<'OutClaimed', { seat: ZweierSeat; points: number; correct: boolean }>
  | GameEvent<'DealScored', ZweierDealResult>;

export type ZweierDealEventType = ZweierDealEvent['type'];
export type DealEventOf<T extends ZweierDealEventType> = Extract<ZweierDealEvent, { type: T }>;

/** The moves of one deal, as request bodies. */
export type ZweierAction =
  | { type: 'play'; card: Card }
  | { type: 'announce'; suit: Suit }
  | { type: 'exchangeTrump' }
  | { type: 'close' }
  | { type: 'claim' };

export type ZweierActionType = ZweierAction['type'];
