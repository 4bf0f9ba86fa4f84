import { describe, expect, it } from '@jest/globals';
import { doublingFactor, doublingFor } from '../../../../src/engine/schnapsen/common/doubling.js';
import { visibleTricks } from '../../../../src/engine/schnapsen/common/visibility.js';
import type { Sides } from '../../../../src/engine/schnapsen/common/sides.js';

const bettler: Sides = { declarer: 1, declaring: [1], defending: [0, 2], out: [3] };
const dreier: Sides = { declarer: 0, declaring: [0], defending: [1, 2], out: [] };

describe('Spritzen, Retour, Re by the right side until the first card', () => {
  it.each([
    [0, 0, 'spritzen'],
    [0, 1, null],
    [0, 3, null],
    [1, 1, 'retour'],
    [1, 3, 'retour'],
    [1, 0, null],
    [2, 2, 're'],
    [3, 0, null],
  ] as const)('after %i doublings seat %i may say %s', (level, seat, name) => {
    expect(doublingFor(bettler, seat, level, false)).toBe(name);
  });

  it('never once a card is played; the factor doubles each time', () => {
    expect(doublingFor(dreier, 1, 0, true)).toBeNull();
    expect([0, 1, 2, 3].map(doublingFactor)).toEqual([1, 2, 4, 8]);
  });
});

describe('visible tricks', () => {
  const trick = (winner: number) => ({ winner, plays: [] });
  const tricks = [trick(1), trick(1), trick(0), trick(2), trick(1)];

  it("each side's first trick face up; the rest hidden once the next card is led", () => {
    expect(visibleTricks({ tricks, trick: [{ seat: 1, card: 'EA' }] }, dreier, 1, false)).toEqual([true, false, true, false, false]);
    expect(visibleTricks({ tricks, trick: [] }, dreier, 1, false)).toEqual([true, false, true, false, true]);
  });

  it("soft: the viewer's own side's tricks as well (both defenders form a side in Dreierschnapsen)", () => {
    expect(visibleTricks({ tricks, trick: [{ seat: 1, card: 'EA' }] }, dreier, 2, true)).toEqual([true, true, true, true, true]);
    expect(visibleTricks({ tricks, trick: [{ seat: 1, card: 'EA' }] }, dreier, 0, true)).toEqual([true, false, true, false, false]);
    expect(visibleTricks({ tricks, trick: [{ seat: 1, card: 'EA' }] }, dreier, 'spectator', true)).toEqual([true, false, true, false, false]);
  });
});
