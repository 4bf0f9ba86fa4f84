import type { z } from 'zod';
import type { Suit } from '../../core/cards.js';
import type { Seat } from '../../core/seats.js';
import type { Play } from '../../core/tricks.js';
import type { dealDealtShape, familyEvents } from './schemas.js';
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

/** The data of the events both games record alike, inferred from their schemas (schemas.ts). */
export type DealDealtData = { [K in keyof typeof dealDealtShape]: z.infer<(typeof dealDealtShape)[K]> };
export type SecondPacketsDealtData = z.infer<typeof familyEvents.SecondPacketsDealt>['data'];
export type TrumpCalledData = z.infer<typeof familyEvents.TrumpCalled>['data'];
export type RedealDemandedData = z.infer<typeof familyEvents.RedealDemanded>['data'];
export type CardPlayedData = z.infer<typeof familyEvents.CardPlayed>['data'];
export type TrickTakenData = z.infer<typeof familyEvents.TrickTaken>['data'];

/** A completed trick in a view. */
export interface TrickView {
  index: number;
  winner: Seat;
  /** The side of the winner (a Bettler partner who sits out counts with the declaring side). */
  side: SideName;
  /** null while the trick lies face down for this viewer. */
  plays: Play[] | null;
}
