import { describe, expect, it } from '@jest/globals';
import { PACKS } from '../../../src/engine/core/cards.js';
import { orderOf, trumpsOf } from '../../../src/engine/schafkopf/rules/games.js';
import { ramschLosers } from '../../../src/engine/schafkopf/rules/ramsch.js';
import { cards } from './fixtures.js';

const order = orderOf('ramsch', null);
const trumps = trumpsOf('ramsch', null, PACKS.long32);
/** Each seat's tricks written as "c c c c | c c c c"; "-" for none. */
const tricksOf = (...seats: string[]) => seats.map((text) => (text === '-' ? [] : text.split('|').map(cards)));

/** Ramsch (docs/rules-decisions.md#schafkopf-ramsch): most points loses; then most tricks; then most trumps; then the highest trump. */
const TABLE: [string, string[], number[], boolean][] = [
  ['the most points loses', ['EA E10 EK E9', 'GA G9 G8 G7', 'SA S9 S8 S7', '-'], [0], false],
  ['equal points: more tricks loses', ['EA E9 E8 E7 | G9 G8 G7 S7', 'GA S9 S8 H7', 'SK SO H9 H8', '-'], [0], false],
  ['equal points and tricks: more trumps in the tricks loses', ['EA H9 H8 E7', 'GA G9 G8 G7', 'S7 S8 S9 H7', '-'], [0], false],
  ['equal trumps too: the higher trump loses', ['EA SU E9 E7', 'GA HU G9 G8', 'SK SO H7 H8', '-'], [1], false],
  ['still level (no trumps): both lose', ['EA E9 E8 E7', 'GA G9 G8 G7', 'SK S9 S8 S7', '-'], [0, 1], false],
];

describe('Ramsch losers and their tie-breaks', () => {
  it.each(TABLE)('%s', (_, seats, losers, durchmarsch) => {
    expect(ramschLosers(tricksOf(...seats), order, trumps)).toEqual({ losers, durchmarsch });
  });

  it('Durchmarsch: one player with every trick wins alone', () => {
    const all = Array.from({ length: 8 }, (_, i) => PACKS.long32.slice(i * 4, i * 4 + 4));
    expect(ramschLosers([[], all, [], []], order, trumps)).toEqual({ losers: [0, 2, 3], durchmarsch: true });
  });
});
