import { describe, it } from '@jest/globals';
import { thousandDealsOf } from './by-game.js';

// Thousands of random legal deals per game type (by-game.ts), spread over four files to keep each short.
describe('random legal deals per game type', () => {
  it.each(['farbgeierTout', 'geierTout', 'farbwenzTout', 'wenzTout'])('%s: well over a thousand deals keep every invariant', (target) =>
    thousandDealsOf(target),
  );
});
