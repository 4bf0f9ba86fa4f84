import type { z } from 'zod';
import type { Card, Suit } from '../../core/cards.js';
import type { Seat } from '../../core/seats.js';
import type { BiddingState } from '../common/bidding.js';
import type { BummerlScore } from '../common/bummerl.js';
import type { DoublingRound } from '../common/doubling.js';
import type { Ritual, TrickView, TrumpCallPhase } from '../common/events.js';
import type { DealTerms, PlayState } from '../common/play.js';
import type { BauernOptions } from './options.js';
import type { BauernActionSchema, BauernEventSchema, BauernViewSchema } from './schemas.js';

/**
 * waiting: before StartMatch; dealing: cards are due (never seen between commands); blindCall: the Bummerl's
 * first Rufer names trump blind (option); cutting: the player right of the dealer cuts or knocks (option);
 * trumpCall: the Rufer calls trump after three cards; bidding: one round from the Rufer; doubling: Spritzen,
 * Retour, Re in turn before the first card; playing: tricks; over.
 */
export type Phase = 'waiting' | 'dealing' | 'blindCall' | 'cutting' | TrumpCallPhase | 'bidding' | 'doubling' | 'playing' | 'over';

/** Teams: 0 = seats 0 and 2, 1 = seats 1 and 3. */
export type Team = 0 | 1;

/** The end of one Bummerl, as `BummerlScored` records it. */
export type BummerlResult = Extract<BauernEvent, { type: 'BummerlScored' }>['data'];

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
  /** Bummerl taken per team over the match (Bummerl 1, Schneider 2, Retourschneider 4). */
  marks: number[];
  bummerlResults: BummerlResult[];
  /** The data of the last `DealScored` (the view shows its deal summary). */
  lastDeal: EventOf<'DealScored'>['data'] | null;
  /** The seat to act, null when nobody must. */
  turn: Seat | null;
  winners: Seat[] | null;
  forfeitedBy: Seat | null;
}

export type BauernEvent = z.infer<typeof BauernEventSchema>;

export type BauernEventType = BauernEvent['type'];
export type EventOf<T extends BauernEventType> = Extract<BauernEvent, { type: T }>;
export type ContractSettledData = EventOf<'ContractSettled'>['data'];

export type BauernAction = z.infer<typeof BauernActionSchema>;
export type BauernActionType = BauernAction['type'];

export type { TrickView };

export type BauernView = z.infer<typeof BauernViewSchema>;
