import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { playMatch } from './harness.js';

const MATCHES = 250;

describe('random legal matches with random house rules', () => {
  it(`${MATCHES} matches keep every invariant (cards, 120 points, itemised scores, replay, no leaks)`, () => {
    let deals = 0;
    let finished = 0;
    fc.assert(
      fc.property(
        fc.record({
          herzrunde: fc.boolean(),
          softTricks: fc.boolean(),
          countDown: fc.boolean(),
          bummerl: fc.integer({ min: 1, max: 2 }),
          schnapserMitMann: fc.boolean(),
          gangPrecedence: fc.constantFrom('value', 'gang'),
          bettler: fc.boolean(),
          assenbettler: fc.boolean(),
          assBettler: fc.boolean(),
          blinderBettler: fc.boolean(),
          dokta: fc.boolean(),
          // The default catalogue, mostly on.
          schnapser: fc.constantFrom(true, true, true, false),
          gang: fc.constantFrom(true, true, true, false),
          bauernschnapser: fc.constantFrom(true, true, true, false),
          kontraschnapser: fc.constantFrom(true, true, true, false),
          kontrabauernschnapser: fc.constantFrom(true, true, true, false),
          schnapserZusammen: fc.boolean(),
          plauderer: fc.constantFrom('off', 'a', 'b', 'c'),
          zehnergang: fc.boolean(),
          bauernloch: fc.boolean(),
          farbenringerl: fc.boolean(),
          trumpfringerl: fc.boolean(),
          bettlerPartnerSitsOut: fc.boolean(),
          cutOrKnock: fc.boolean(),
          blindTrump: fc.boolean(),
        }),
        fc.string({ maxLength: 8 }),
        fc.integer(),
        fc.constantFrom(0, 0.1, 0.5),
        fc.boolean(),
        (options, seed, choices, doubling, deep) => {
          const stats = playMatch(
            { ...options, kontraHerrenbauer: options.blindTrump },
            [],
            seed,
            choices,
            { target: null, doubling, otherBids: 0.1 },
            deep,
          );
          deals += stats.deals;
          if (stats.over) finished++;
        },
      ),
      { numRuns: MATCHES },
    );
    expect(finished).toBeGreaterThan(MATCHES * 0.9);
    // Thousands of deals overall.
    expect(deals).toBeGreaterThan(1500);
  });
});
