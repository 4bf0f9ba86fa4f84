import { PACKS, type Card } from '../../../src/engine/core/cards.js';
import { cards } from './fixtures.js';

/** A preset whose last hand is the rest of the pack: three hands written out, seat 3 takes what is left. */
export function dealOf(h0: string, h1: string, h2: string, short = false): { hands: Card[][] } {
  const given = [cards(h0), cards(h1), cards(h2)];
  const pack = short ? PACKS.short24 : PACKS.long32;
  const rest = pack.filter((card) => !given.flat().includes(card));
  return { hands: [...given, rest] };
}

/**
 * RUF (seat 3 deals, seat 0 Vorhand): seat 0 can call Gras or Schellen (GA with seat 1), seat 2 is gesperrt
 * for Eichel only (he holds EA), seat 3 holds SA S10 SK S8.
 *   0: EO GO HU H10 HK GK G9 S7    1: HO SO EU HA H9 GA G10 E7
 *   2: GU SU H8 H7 EA E10 EK S9    3: E9 E8 G8 G7 SA S10 SK S8
 */
export const RUF = dealOf('EO GO HU H10 HK GK G9 S7', 'HO SO EU HA H9 GA G10 E7', 'GU SU H8 H7 EA E10 EK S9');

/**
 * GESPERRT: seat 0 holds the ace of each suit he has (EA, GA with E and G cards, no Schellen): he cannot call.
 *   0: EO GO HO EA E10 GA G10 H7    3: the rest
 */
export const GESPERRT = dealOf('EO GO HO EA E10 GA G10 H7', 'SO EU GU HU HA H10 HK S7', 'SU H9 H8 EK E9 GK G9 SA');

/** SIE: seat 2 holds every Ober and Unter. */
export const SIE = dealOf('EA E10 EK E9 GA G10 GK G9', 'HA H10 HK H9 SA S10 SK S9', 'EO GO HO SO EU GU HU SU');

/**
 * DAVON: seat 1 holds GA with three more Gras (GA G10 GK G9): he may run away; seat 0 calls GA.
 *   0: EO GO HO H10 G7 G8 S7 E7   1: GA G10 GK G9 HA SO EU E8
 */
export const DAVON = dealOf('EO GO HO H10 G7 G8 S7 E7', 'GA G10 GK G9 HA SO EU E8', 'GU SU HU HK H9 EA E10 S9');

/** ONE_TRUMP: seat 1 holds exactly one trump (HO) for a Hochzeit; seat 0 has many. */
export const ONE_TRUMP = dealOf('EO GO SO EU GU HU HA H10', 'HO EA E10 EK GA G10 GK SA', 'SU HK H9 H8 E9 G9 S10 SK');

/**
 * WIN: seat 0 holds every trump but SU and calls GA, which seat 1 holds with the top cards; the declaring side
 * cannot lose.   0: EO GO HO SO EU GU HU G7   1: GA HA H10 HK EA SA E10 S10   2: SU H9 H8 H7 EK E9 E8 E7
 */
export const WIN = dealOf('EO GO HO SO EU GU HU G7', 'GA HA H10 HK EA SA E10 S10', 'SU H9 H8 H7 EK E9 E8 E7');

/** HERZSOLO: seat 0 holds the eight top trumps of a Herz-Solo. */
export const HERZSOLO = dealOf('EO GO HO SO EU GU HU SU', 'HA H10 HK H9 EA E10 EK E9', 'GA G10 GK G9 SA S10 SK S9');

/** The same deal with every hand moved `by` seats clockwise (hands[seat + by] = deal.hands[seat]). */
export function rotate(deal: { hands: Card[][] }, by: number): { hands: Card[][] } {
  const hands: Card[][] = [[], [], [], []];
  deal.hands.forEach((hand, seat) => (hands[(seat + by) % 4] = [...hand]));
  return { hands };
}
