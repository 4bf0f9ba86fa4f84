import type { Card, Suit } from '../../core/cards.js';
import type { GameEvent, Outcome } from '../../core/game.js';
import type { Seat } from '../../core/seats.js';
import type { Play } from '../../core/tricks.js';
import type { BiddingState } from '../common/bidding.js';
import type { BummerlKind, BummerlScore } from '../common/bummerl.js';
import type { ContractId } from '../common/contracts.js';
import type { DoublingEvent, DoublingRound, DoublingView } from '../common/doubling.js';
import type { CardPlayedData, DealDealtData, RedealDemandedData, Ritual, SecondPacketsDealtData, TrickTakenData, TrickView, TrumpCallAction, TrumpCallPhase, TrumpCalledData } from '../common/events.js';
import type { DeclaredMarriage, DealTerms, PlayState } from '../common/play.js';
import type { DealScore } from '../common/scoring.js';
import type { Sides } from '../common/sides.js';
import type { SideView } from '../common/visibility.js';
import type { BauernOptions } from './options.js';

/**
 * waiting: before StartMatch; dealing: cards are due (never seen between commands); blindCall: the Bummerl's
 * first Rufer names trump blind (option); cutting: the player right of the dealer cuts or knocks (option);
 * trumpCall: the Rufer calls trump after three cards; bidding: one round from the Rufer; doubling: Spritzen,
 * Retour, Re in turn before the first card; playing: tricks; over.
 */
export type Phase = 'waiting' | 'dealing' | 'blindCall' | 'cutting' | TrumpCallPhase | 'bidding' | 'doubling' | 'playing' | 'over';

/** Teams: 0 = seats 0 and 2, 1 = seats 1 and 3. */
export type Team = 0 | 1;

export interface BummerlResult {
  number: number;
  winner: Team;
  loser: Team;
  kind: BummerlKind;
  marks: number;
  scores: number[];
  /** true when the Bummerl ended because a seat forfeited the match. */
  forfeit: boolean;
}

export interface BauernState {
  phase: Phase;
  players: number;
  options: BauernOptions;
  /** The match's secret; never part of a view. */
  seed: string;
  presets: unknown[];
  /** 1-based number of the current deal (every deal counts, redeals too); 0 before the first. */
  deal: number;
  dealer: Seat;
  /** Left of the dealer: calls trump and bids first. */
  rufer: Seat;
  /** The cards each seat holds now. */
  hands: Card[][];
  /** Cards dealt but not yet picked up (the second packets until the trump is called). */
  pending: Card[][];
  /** The Rufer's first three cards (three Unter, Blinder Bettler). */
  firstPacket: Card[];
  /** Cut-or-knock ritual: the cut position, or 'knock'; null before it (or without the option). */
  ritual: Ritual;
  trump: Suit | null;
  /** The card turned up to make trump, public. */
  turnedUp: Card | null;
  /** Blind-Rufen: the trump of the running Bummerl. */
  bummerlTrump: Suit | null;
  bidding: BiddingState | null;
  terms: DealTerms | null;
  play: PlayState | null;
  /** The doubling round of the settled contract (what was said stays for the scoring). */
  doubling: DoublingRound | null;
  /** Running Bummerl: scorers are the teams. */
  bummerl: BummerlScore;
  /** 1-based number of the running Bummerl. */
  bummerlNumber: number;
  /** Bummerl marks per team over the match (Bummerl 1, Schneider 2, Retourschneider 4). */
  marks: number[];
  bummerlResults: BummerlResult[];
  lastDeal: DealScore | null;
  /** The seat to act, null when nobody must. */
  turn: Seat | null;
  winners: Seat[] | null;
  forfeitedBy: Seat | null;
}

export interface ContractSettledData {
  deal: number;
  contract: ContractId;
  declarer: Seat;
  sides: Sides;
  leader: Seat;
  trump: Suit | null;
}

export type BauernEvent =
  | GameEvent<'MatchStarted', { players: number; firstDealer: Seat }>
  | GameEvent<'BlindTrumpCalled', { seat: Seat; suit: Suit; bummerl: number }>
  | GameEvent<'PackCut', { seat: Seat; at: number }>
  | GameEvent<'PackKnocked', { seat: Seat }>
  | GameEvent<'DealDealt', DealDealtData>
  | GameEvent<'RedealDemanded', RedealDemandedData>
  | GameEvent<'TrumpCalled', TrumpCalledData>
  | GameEvent<'SecondPacketsDealt', SecondPacketsDealtData>
  | GameEvent<'BlinderBettlerDeclared', { seat: Seat }>
  | GameEvent<'BidMade', { seat: Seat; contract: ContractId }>
  | GameEvent<'BidPassed', { seat: Seat }>
  | GameEvent<'ContractSettled', ContractSettledData>
  | DoublingEvent
  | GameEvent<'MarriageAnnounced', DeclaredMarriage>
  | GameEvent<'CardPlayed', CardPlayedData>
  | GameEvent<'TrickTaken', TrickTakenData>
  | GameEvent<'DealScored', DealScore>
  | GameEvent<'BummerlScored', BummerlResult>
  | GameEvent<'Forfeited', { seat: Seat }>
  | GameEvent<'MatchWon', { winners: Seat[]; team: Team }>;

export type BauernEventType = BauernEvent['type'];
export type EventOf<T extends BauernEventType> = Extract<BauernEvent, { type: T }>;

export type BauernAction =
  | { type: 'cut'; at: number }
  | { type: 'knock' }
  | TrumpCallAction
  | { type: 'blinderBettler' }
  | { type: 'bid'; contract: ContractId }
  | { type: 'pass' }
  | { type: 'spritzen' }
  | { type: 'retour' }
  | { type: 're' }
  | { type: 'declineDouble' }
  | { type: 'announce'; suit: Suit }
  | { type: 'play'; card: Card };

export type BauernActionType = BauernAction['type'];

export type { TrickView };

export interface TeamView {
  team: Team;
  seats: Seat[];
  /** Points in the running Bummerl. */
  points: number;
  /** What the table shows: the points, or what is left to 24 with countDown. */
  display: number;
  /** Bummerl marks over the match. */
  marks: number;
}

export interface BauernView {
  phase: Phase;
  deal: number;
  bummerl: number;
  dealer: Seat;
  rufer: Seat;
  turn: Seat | null;
  /** The viewer's own cards; null for spectators. */
  hand: Card[] | null;
  handCounts: number[];
  trump: Suit | null;
  turnedUp: Card | null;
  ritual: Ritual;
  bidding: BiddingState | null;
  contract: {
    id: ContractId;
    name: string;
    value: number;
    declarer: Seat;
    sides: Sides;
    trumpCounts: boolean;
    assLow: boolean;
  } | null;
  /** Spritzen, Retour, Re said and due, the Herzrunde, and the factor they make. */
  doubling: DoublingView;
  trick: Play[];
  tricks: TrickView[];
  sides: { declaring: SideView; defending: SideView } | null;
  marriages: DeclaredMarriage[];
  mustLead: Suit | null;
  /** Hands lying open (Plauderer). */
  openHands: { seat: Seat; cards: Card[] }[];
  teams: TeamView[];
  lastDeal: DealScore | null;
  bummerlResults: BummerlResult[];
  options: BauernOptions;
  outcome: Outcome | null;
}
