import type { Card } from '../../../../src/engine/core/cards.js';
import { START, play, preset } from './fixtures.js';

/**
 * The deal most specs start from (seat 1 deals, seat 0 leads; trump Herz, the H10 face up):
 *   seat 0: HU EA E10 GK GO (trump Unter; Gras marriage)     seat 1: HA SA S10 EK EO (Eichel marriage)
 *   talon in drawing order: HK HO GA G10 SK SO EU GU SU
 */
export const HANDS: [Card[], Card[]] = [
  ['HU', 'EA', 'E10', 'GK', 'GO'],
  ['HA', 'SA', 'S10', 'EK', 'EO'],
];
export const TALON: Card[] = ['HK', 'HO', 'GA', 'G10', 'SK', 'SO', 'EU', 'GU', 'SU'];
export const D1 = preset(HANDS[0], HANDS[1], 'H10', TALON);

/**
 * Four tricks of D1, all with free play:
 *   1. EA EO: seat 0 (14), draws HK / HO     2. E10 EK: seat 0 (28), draws GA / G10
 *   3. GA G10: seat 0 (49), draws SK / SO    4. SK SA: seat 1 (15), draws EU / GU
 * Then seat 1 is on lead with one face-down card (SU) on the trump card (H10):
 *   seat 0: HU GK GO HK GU     seat 1: HA S10 HO SO EU
 */
export const FOUR_TRICKS = [
  START,
  play(0, 'EA'),
  play(1, 'EO'),
  play(0, 'E10'),
  play(1, 'EK'),
  play(0, 'GA'),
  play(1, 'G10'),
  play(0, 'SK'),
  play(1, 'SA'),
];

/** Trick 5 (S10 GU, seat 1: 27) exhausts the talon: seat 1 draws SU, seat 0 the trump card H10. */
export const FIVE_TRICKS = [...FOUR_TRICKS, play(1, 'S10'), play(0, 'GU')];
