import type { Card, Suit } from '../../core/cards.js';
import type { Seat } from '../../core/seats.js';
import type { Play } from '../../core/tricks.js';
import type { SideName } from './sides.js';

/**
 * The vocabulary both games share for the same moves and facts, so that a client reads Bauernschnapsen and
 * Dreierschnapsen alike: the trump-call actions, the deal, trump, redeal and trick events, and a trick in the
 * view. Each game adds only what its deal has besides (Dreierschnapsen: the talon).
 */

/** Option cutOrKnock: the cards lifted by the cut, 'knock', or null without the ritual. */
export type Ritual = number | 'knock' | null;

/** The phase in which the Rufer calls trump (both games' Phase unions include it). */
export type TrumpCallPhase = 'trumpCall';

/** The Rufer's moves at the trump call: name a suit, turn up a card still to come, or (three Unter) demand a redeal. */
export type TrumpCallAction = { type: 'callTrump'; suit: Suit } | { type: 'turnUpTrump'; position: number } | { type: 'demandRedeal' };

/** `DealDealt`: the first packets (seen by their owners) and the cards still to come after the trump call. */
export interface DealDealtData {
  deal: number;
  dealer: Seat;
  rufer: Seat;
  ritual: Ritual;
  /** Per seat: the cards picked up now (after a knock only the Rufer's three); null when redacted. */
  first: (Card[] | null)[];
  /** Per seat: the cards dealt after the trump call; null when redacted (nobody has seen them yet). */
  second: (Card[] | null)[];
}

/** `SecondPacketsDealt`: after the trump call each seat picks up its `second` cards (null when redacted). */
export interface SecondPacketsDealtData {
  deal: number;
  second: (Card[] | null)[];
}

/** `TrumpCalled`: the Rufer named `suit`, or turned up `turnedUp` (public) whose suit is trump. */
export interface TrumpCalledData {
  seat: Seat;
  suit: Suit;
  turnedUp: Card | null;
}

/** `RedealDemanded`: the Rufer showed three Unter as his first three cards. */
export interface RedealDemandedData {
  seat: Seat;
  unter: Card[];
}

/** `CardPlayed`: `card` is null while its trick lies face down for the viewer (never for the seat that played it). */
export interface CardPlayedData {
  deal: number;
  /** 0-based index of the trick in the deal. */
  trick: number;
  seat: Seat;
  card: Card | null;
}

/** `TrickTaken`: `plays` is null while the trick lies face down for the viewer. */
export interface TrickTakenData {
  deal: number;
  trick: number;
  winner: Seat;
  plays: Play[] | null;
}

/** A completed trick in a view. */
export interface TrickView {
  index: number;
  winner: Seat;
  /** The side of the winner (a Bettler partner who sits out counts with the declaring side). */
  side: SideName;
  /** null while the trick lies face down for this viewer. */
  plays: Play[] | null;
}
