import type { z } from 'zod';
import type { Card, Suit } from '../../core/cards.js';
import type { Play } from '../../core/tricks.js';
import type { Marriage } from '../common/marriages.js';
import type { ZweierDealOptions } from './deal-options.js';
import type {
  DrawSchema,
  SeatScoreSchema,
  ZweierActionSchema,
  ZweierDealEventSchema,
  ZweierDealResultSchema,
  zweierDealEvents,
} from './schemas.js';

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
  /** Marriages each seat declared (they count once the seat has a trick). */
  marriages: [Marriage[], Marriage[]];
  /** The marriage declared for the current lead: the leader must lead one of its two cards (or claim 66). */
  mustLead: Suit | null;
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

/** What ended the deal and decided its value (see deal-scoring.ts for the table): claim, closed, closingFailed, wrongClaim, lastTrick. */
export type DealEndReason = ZweierDealResult['reason'];

/** One seat's count at the end of the deal. */
export type SeatScore = z.infer<typeof SeatScoreSchema>;

/** The itemised result of one deal: who scored what game points and why (schemas.ts). */
export type ZweierDealResult = z.infer<typeof ZweierDealResultSchema>;

export type DealDealtData = z.infer<typeof zweierDealEvents.DealDealt>['data'];

/** A card drawn from the talon after a trick; `card` is null in a redacted event (somebody else's face-down card). */
export type Draw = z.infer<typeof DrawSchema>;

export type ZweierDealEvent = z.infer<typeof ZweierDealEventSchema>;

export type ZweierDealEventType = ZweierDealEvent['type'];
export type DealEventOf<T extends ZweierDealEventType> = Extract<ZweierDealEvent, { type: T }>;

/** The moves of one deal, as request bodies. */
export type ZweierAction = z.infer<typeof ZweierActionSchema>;

export type ZweierActionType = ZweierAction['type'];
