import type { z } from 'zod';
import type { Card, Suit } from '../../core/cards.js';
import type { Seat } from '../../core/seats.js';
import type { ContractId } from '../common/contracts.js';
import type { DoublingRound } from '../common/doubling.js';
import type { Ritual, TrickView, TrumpCallPhase } from '../common/events.js';
import type { PlayState, TakenTrick } from '../common/play.js';
import type { BummerlKind, BummerlScore } from '../common/bummerl.js';
import type { DreierContractId, DreierOptions } from './options.js';
import type { PlayoffState } from './playoff-types.js';
import type { DreierActionSchema, DreierEventSchema, DreierViewSchema } from './schemas.js';

/**
 * waiting: before StartMatch. cutting: (option cutOrKnock) the player right of the dealer cuts or knocks. trumpCall: the Rufer calls trump from his first packet. bidding: one round from the
 * Rufer. ruferRaise: (raise rule 1) the outbid Rufer may raise once. talon: Normal game, the Rufer takes the
 * talon or leaves it. discard: the talon holder lays two cards away. raise: (raise rule 2) higher contract after
 * the talon. doubling: Spritzen, Retour, Re in turn before the first card. playing: tricks. playoff: a tie is played off as one deal
 * of Schnapsen for two. over.
 */
export type Phase =
  | 'waiting'
  | 'cutting'
  | TrumpCallPhase
  | 'bidding'
  | 'ruferRaise'
  | 'talon'
  | 'discard'
  | 'raise'
  | 'doubling'
  | 'playing'
  | 'playoff'
  | 'over';

/** A bid: a contract and whether the bidder takes the talon (a bid without the talon has precedence). */
export interface Bid {
  seat: Seat;
  contract: DreierContractId;
  withTalon: boolean;
}

/** One call in the bidding: a bid, or a pass (bid null). */
export interface Call {
  seat: Seat;
  bid: Bid | null;
}

/** The contract played: `normal` when nobody bid (the Rufer alone against the other two). */
export interface Settled {
  contract: ContractId;
  declarer: Seat;
  withTalon: boolean;
  /** The contract bid before a raise (raise rules), if it was raised. */
  raisedFrom: ContractId | null;
}

/** One deal of Dreierschnapsen in progress. */
export interface DreierDeal {
  /** The match's deal number (every deal counts, redeals and play-offs too). */
  number: number;
  dealer: Seat;
  rufer: Seat;
  /** The cut-or-knock ritual of this deal: the cards lifted, 'knock', or null. */
  ritual: Ritual;
  hands: Card[][];
  /** Each seat's second packet until the trump is called; null once dealt. */
  undealt: Card[][] | null;
  /** The face-down talon while nobody has taken it. */
  talon: Card[];
  trump: Suit | null;
  /** The card of the Rufer's second packet turned up to fix the trump, shown to everyone. */
  turnedUp: Card | null;
  calls: Call[];
  /** Seats still to speak in the bidding round, in order. */
  toSpeak: Seat[];
  best: Bid | null;
  settled: Settled | null;
  talonTakenBy: Seat | null;
  /** The two cards laid away face down (never counted for anyone). */
  discards: Card[];
  /** The doubling round once the contract is final (what was said stays for the scoring). */
  doubling: DoublingRound | null;
  play: PlayState | null;
}

export interface SeatPenalty {
  seat: Seat;
  kind: BummerlKind;
  /** Bummerl counted: 1, 2 or 4. */
  count: number;
}

/** The end of one Bummerl, as `BummerlScored` records it: the final scores and who took what. */
export type BummerlResult = Extract<DreierEvent, { type: 'BummerlScored' }>['data'];

/** The data of a `DealScored`: the shared deal summary, the contract's result and the Dreier bookkeeping. */
export type DreierDealResult = Extract<DreierEvent, { type: 'DealScored' }>['data'];

export interface DreierState {
  phase: Phase;
  players: number;
  options: DreierOptions;
  /** The match's secret; never part of a view. */
  seed: string;
  presets: unknown[];
  /** Deals dealt so far (every deal counts, for the shuffle). */
  dealCount: number;
  /** 1-based number of the running Bummerl. */
  bummerl: number;
  /** The dealer of the last regular deal (play-offs do not move the deal). */
  dealer: Seat | null;
  /** The running Bummerl: points per seat, and who had 0 when each seat first stood at 23 (Retourschneider). */
  score: BummerlScore;
  /** Bummerl taken per seat over the match (Schneider 2, Retourschneider 4). */
  penalties: number[];
  turn: Seat | null;
  deal: DreierDeal | null;
  playoff: PlayoffState | null;
  lastDeal: DreierDealResult | null;
  bummerlResults: BummerlResult[];
  winners: Seat[] | null;
  forfeitedBy: Seat | null;
}

export type DreierEvent = z.infer<typeof DreierEventSchema>;

export type DreierEventType = DreierEvent['type'];
export type EventOf<T extends DreierEventType> = Extract<DreierEvent, { type: T }>;
export type DealDealtData = EventOf<'DealDealt'>['data'];

export type DreierAction = z.infer<typeof DreierActionSchema>;
export type DreierActionType = DreierAction['type'];

export type { TrickView };

export type DreierView = z.infer<typeof DreierViewSchema>;

export type { TakenTrick };
