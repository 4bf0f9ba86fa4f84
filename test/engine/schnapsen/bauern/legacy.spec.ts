import { describe, expect, it } from '@jest/globals';
import type { Command, GameEvent } from '../../../../src/engine/core/game.js';
import { findGame } from '../../../../src/engine/registry.js';
import { spec } from '../../../support/decider.js';
import { evolved, recorded, replayDiff } from '../golden-replay.js';
import { game, history, setupOf, START, SUITED, bidding } from './fixtures.js';

/** Rules version 1: the same rules under the old names, hosted for the matches created under it. */
const v1 = findGame('bauernschnapsen', 1)!;
const old = (seat: number, action: Record<string, unknown>): Command => ({ type: 'Act', seat, action: action as never });

describe('Bauernschnapsen, rules version 1 (old names) still replays', () => {
  const setup = setupOf({ presets: [SUITED] });
  // Seat 0 calls Herz, nobody bids: the Normal game, the doubling round asks seat 1 first.
  const oldStream = history(setup, bidding('H') as Command<never>[]) as GameEvent[];

  it('given an old stream, when the old "pass" declines the doubling, then the retired version records DoublingPassed', () => {
    spec(v1, setup)
      .given(oldStream)
      .when(old(1, { type: 'pass' }))
      .then([{ type: 'DoublingPassed', data: { seat: 1 } }]);
    spec(v1, setup)
      .given(oldStream)
      .when(old(1, { type: 'spritzen' }))
      .then([{ type: 'Doubled', data: { seat: 1, name: 'spritzen', factor: 2 } }]);
    expect(v1.legalActions(spec(v1, setup).given(oldStream).state, 1)).toEqual([{ type: 'spritzen' }, { type: 'pass' }]);
  });

  it('the old Doubled and DoublingPassed evolve (upcast) exactly as the new ones', () => {
    const asOld = [
      ...oldStream,
      { type: 'Doubled', data: { seat: 1, name: 'spritzen', factor: 2 } },
      { type: 'DoublingPassed', data: { seat: 0 } },
    ];
    const asNew = [
      ...oldStream,
      { type: 'Doubled', data: { seat: 1, level: 1, name: 'Spritzen' } },
      { type: 'DoublingDeclined', data: { seat: 0 } },
    ];
    expect(spec(game, setup).given(asOld as never).state).toEqual(spec(game, setup).given(asNew as never).state);
    spec(game, setup)
      .given(oldStream as never)
      .when(old(1, { type: 'pass' }))
      .thenThrows('ILLEGAL_ACTION');
    spec(game, setup)
      .given(history(setup, [START]))
      .when(old(0, { type: 'blinderBettler' }))
      .thenThrows('INVALID_ACTION');
  });

  it.each(['bauernschnapsen-seeded.json', 'bauernschnapsen-options.json'])(
    '%s (recorded under version 1): decided exactly again, same result; not by version 2',
    (file) => {
      const match = recorded(file);
      expect(match.rulesVersion).toBe(1);
      expect(replayDiff(v1, match)).toBeNull();
      expect(replayDiff(game, match)).not.toBeNull();
      expect(evolved(game, match)).toEqual(evolved(v1, match));
    },
  );
});
