import { describe, it } from '@jest/globals';
import { runContract } from './contract-runs.js';

/** Thousands of random legal deals per contract; every fourth match runs the deep leak checks. */
const DEALS = 1000;

describe('random legal deals per contract (3/3)', () => {
  it.each(['bauernloch', 'kontraschnapser', 'farbenringerl', 'kontrabauernschnapser', 'trumpfringerl', 'kontraHerrenbauer'])(
    `${DEALS} deals of %s keep every invariant`,
    (contract) => runContract(contract, DEALS),
  );
});
