import { describe, expect, it } from '@jest/globals';
import { startPlay, withTrickTaken } from '../../../../src/engine/schnapsen/common/play.js';
import type { Sides } from '../../../../src/engine/schnapsen/common/sides.js';
import { plaudererOpenSeats, sideViews, visibleTricks } from '../../../../src/engine/schnapsen/common/visibility.js';

const bettler: Sides = { declarer: 1, declaring: [1], defending: [0, 2], out: [3] };
const dreier: Sides = { declarer: 0, declaring: [0], defending: [1, 2], out: [] };

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
    expect(visibleTricks({ tricks, trick: [{ seat: 1, card: 'EA' }] }, dreier, 'spectator', true)).toEqual([
      true,
      false,
      true,
      false,
      false,
    ]);
  });
});

describe('side views (docs/rules-decisions.md: running card points hidden; option soft)', () => {
  const state = withTrickTaken(
    {
      ...startPlay([[], [], []], 0),
      trick: [
        { seat: 0, card: 'EA' },
        { seat: 1, card: 'E10' },
        { seat: 2, card: 'EK' },
      ],
    },
    1,
  );

  it('trick counts are public, the points only to the own side with soft', () => {
    expect(sideViews(state, dreier, 2, false).defending).toEqual({ seats: [1, 2], tricks: 1, points: null });
    expect(sideViews(state, dreier, 2, true).defending).toEqual({ seats: [1, 2], tricks: 1, points: 25 });
    expect(sideViews(state, dreier, 0, true).defending.points).toBeNull();
    expect(sideViews(state, dreier, 'spectator', true).declaring).toEqual({ seats: [0], tricks: 0, points: null });
  });
});

describe('Plauderer readings (docs/bauernschnapsen.md, "Plauderer")', () => {
  it.each([
    ['a', 0, 0, [2]],
    ['a', 1, 1, []],
    ['a', 'spectator', 0, []],
    ['b', 'spectator', 0, []],
    ['b', 'spectator', 1, [0, 2]],
    ['b', 2, 1, [0]],
    ['c', 3, 1, [1]],
    ['c', 1, 1, []],
    ['off', 0, 1, []],
  ] as const)('%s: viewer %s after %i tricks sees %j', (variant, viewer, tricks, seats) => {
    expect(plaudererOpenSeats(variant, bettler, viewer, tricks)).toEqual(seats);
  });
});
