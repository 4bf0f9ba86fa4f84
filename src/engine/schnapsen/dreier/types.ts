import type { Card, Suit } from '../../core/cards.js';
import type { GameEvent, Outcome } from '../../core/game.js';
import type { Seat } from '../../core/seats.js';
import type { Play } from '../../core/tricks.js';
import type { ContractId } from '../common/contracts.js';
import type { DoublingEvent, DoublingName, DoublingRound, DoublingView } from '../common/doubling.js';
import type { CardPlayedData, DealDealtData as SharedDealDealtData, RedealDemandedData, SecondPacketsDealtData, TrickTakenData, TrickView, TrumpCallAction, TrumpCallPhase, TrumpCalledData } from '../common/events.js';
import type { DeclaredMarriage, PlayState, TakenTrick } from '../common/play.js';
import type { BummerlKind, BummerlScore } from '../common/bummerl.js';
import type { DealScore } from '../common/scoring.js';
import type { SideName } from '../common/sides.js';
import type { SideView } from '../common/visibility.js';
import type { DreierContractId, DreierOptions } from './options.js';
import type { PlayoffResult, PlayoffState } from './playoff-types.js';
import type { ZweierDealEvent } from '../zweier/deal.js';

/**
 * waiting: before StartMatch. cutting: (option cutOrKnock) the player right of the dealer cuts or knocks. trumpCall: the Rufer calls trump from his first packet. bidding: one round from the
 * Rufer. ruferRaise: (raise rule 1) the outbid Rufer may raise once. talon: Normal game, the Rufer takes the
 * talon or leaves it. discard: the talon holder lays two cards away. raise: (raise rule 2) higher contract after
 * the talon. doubling: Spritzen, Retour, Re in turn before the first card. playing: tricks. playoff: a tie is played off as one deal
 * of Schnapsen for two. over.
 */
export type Phase = 'waiting' | 'cutting' | TrumpCallPhase | 'bidding' | 'ruferRaise' | 'talon' | 'discard' | 'raise' | 'doubling' | 'playing' | 'playoff' | 'over';

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

/** The end of one Bummerl: the final scores and who took what. */
export interface BummerlResult {
  bummerl: number;
  scores: number[];
  penalties: SeatPenalty[];
  /** Seats tied lowest (played off or both penalised), if there was a tie. */
  tied: Seat[] | null;
  playoff: PlayoffResult | null;
}

/** The itemised result of a deal: the shared Schnapsen score plus the Dreier bookkeeping. */
export interface DreierDealResult {
  score: DealScore;
  bummerl: number;
  declarer: Seat;
  withTalon: boolean;
  raisedFrom: ContractId | null;
  /** Game points credited per seat in this deal. */
  credited: number[];
  scoresBefore: number[];
  scoresAfter: number[];
}

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
  /** Bummerl counted per seat over the match (Schneider 2, Retourschneider 4). */
  penalties: number[];
  turn: Seat | null;
  deal: DreierDeal | null;
  playoff: PlayoffState | null;
  lastDeal: DreierDealResult | null;
  bummerlResults: BummerlResult[];
  winners: Seat[] | null;
  forfeitedBy: Seat | null;
}

/** The shared deal event plus the talon (null in a redacted event). */
export interface DealDealtData extends SharedDealDealtData {
  talon: Card[] | null;
}

export type DreierEvent =
  | GameEvent<'MatchStarted', { players: number; firstDealer: Seat; bummerl: number }>
  | GameEvent<'CuttingStarted', { dealer: Seat; cutter: Seat }>
  | GameEvent<'PackCut', { seat: Seat; at: number }>
  | GameEvent<'PackKnocked', { seat: Seat }>
  | GameEvent<'DealDealt', DealDealtData>
  | GameEvent<'RedealDemanded', RedealDemandedData>
  | GameEvent<'TrumpCalled', TrumpCalledData>
  | GameEvent<'SecondPacketsDealt', SecondPacketsDealtData>
  | GameEvent<'BidMade', Bid>
  | GameEvent<'BidPassed', { seat: Seat }>
  | GameEvent<'ContractSettled', Settled>
  | GameEvent<'TalonTaken', { seat: Seat; cards: Card[] | null }>
  | GameEvent<'TalonLeft', { seat: Seat }>
  | GameEvent<'CardsDiscarded', { seat: Seat; cards: Card[] | null }>
  | GameEvent<'ContractRaised', { seat: Seat; contract: DreierContractId }>
  | GameEvent<'RaisePassed', { seat: Seat }>
  | DoublingEvent
  | GameEvent<'MarriageAnnounced', DeclaredMarriage>
  | GameEvent<'CardPlayed', CardPlayedData>
  | GameEvent<'TrickTaken', TrickTakenData>
  | GameEvent<'DealScored', DreierDealResult>
  | GameEvent<'PlayoffStarted', { deal: number; seats: [Seat, Seat]; tiedAt: number }>
  | GameEvent<'PlayoffEvent', { deal: number; seats: [Seat, Seat]; event: ZweierDealEvent }>
  | GameEvent<'BummerlEnded', BummerlResult>
  | GameEvent<'Forfeited', { seat: Seat }>
  | GameEvent<'MatchEnded', { winners: Seat[]; penalties: number[] }>;

export type DreierEventType = DreierEvent['type'];
export type EventOf<T extends DreierEventType> = Extract<DreierEvent, { type: T }>;

export type DreierAction =
  | { type: 'cut'; at: number }
  | { type: 'knock' }
  | TrumpCallAction
  | { type: 'bid'; contract: DreierContractId; withTalon: boolean }
  | { type: 'pass' }
  | { type: 'takeTalon' }
  | { type: 'leaveTalon' }
  | { type: 'discard'; cards: Card[] }
  | { type: 'raise'; contract: DreierContractId }
  | { type: DoublingName }
  | { type: 'declineDouble' }
  | { type: 'announce'; suit: Suit }
  | { type: 'play'; card: Card }
  | { type: 'exchangeTrump' }
  | { type: 'close' }
  | { type: 'claim' };

export type DreierActionType = DreierAction['type'];

export type { TrickView };

export interface SeatView {
  seat: Seat;
  score: number;
  /** 24 minus the score with the countDown option. */
  display: number;
  penalties: number;
  cardCount: number;
  tricks: number;
}

export interface DreierView {
  phase: Phase;
  bummerl: number;
  deal: number;
  dealer: Seat | null;
  rufer: Seat | null;
  turn: Seat | null;
  /** null for spectators. */
  hand: Card[] | null;
  trump: Suit | null;
  turnedUp: Card | null;
  talonCount: number;
  /** The viewer's own discards (nobody else sees them). */
  ownDiscards: Card[] | null;
  calls: Call[];
  best: Bid | null;
  contract: (Settled & { name: string; value: number; trumpCounts: boolean }) | null;
  /** Spritzen, Retour, Re said and due, the Herzrunde, and the factor they make. */
  doubling: DoublingView;
  trick: Play[];
  tricks: TrickView[];
  /** The declarer against the other two: seats, tricks, and (with softTricks) one's own side's points. */
  sides: Record<SideName, SideView> | null;
  marriages: DeclaredMarriage[];
  /** Hands opened to this viewer (Plauderer). */
  openHands: { seat: Seat; cards: Card[] }[];
  players: SeatView[];
  playoff: unknown;
  lastDeal: DreierDealResult | null;
  bummerlResults: BummerlResult[];
  options: DreierOptions;
  outcome: Outcome | null;
}

export type { TakenTrick };
