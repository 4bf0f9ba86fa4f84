import { describe, it } from '@jest/globals';
import { spec } from '../../../support/decider.js';
import { drive, game, includes, setupOf, stepCommand } from './fixtures.js';
import { rows } from './worked-deals.js';

/**
 * Every contract, given/when/then: given the deal up to its decisive move, when that move is made, then the
 * deal is scored with the contract's result (the worked deals and their sources are in worked-deals.ts).
 */
describe('the decisive move of each contract', () => {
  it.each(rows)('$name', (row) => {
    const setup = setupOf({ presets: row.presets, options: row.options });
    const before = drive(setup, row.steps.slice(0, -1));
    const last = row.steps[row.steps.length - 1];
    const command = typeof last === 'string' ? stepCommand(before.state, last) : last;
    spec(game, setup)
      .given(before.events)
      .when(command)
      .then(includes('DealScored', { contract: row.contract, won: row.won, reason: row.reason, points: row.points }));
  });
});
