import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { optionsArbitrary, playSession, type Tally } from './session-runner.js';

describe('random legal sessions', () => {
  it('keep every invariant: cards, 120 points, ledger, replay, no leaks', () => {
    const tally: Tally = { deals: 0, byGame: {} };
    fc.assert(
      fc.property(optionsArbitrary, fc.string({ maxLength: 8 }), fc.integer(), (options, seed, choices) => {
        playSession({ options, seed, choices }, tally);
      }),
      { numRuns: 120 },
    );
    expect(tally.deals).toBeGreaterThan(500);
  });
});
