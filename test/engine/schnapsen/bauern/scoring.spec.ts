import { describe, expect, it } from '@jest/globals';
import { drive, lastScore, setupOf } from './fixtures.js';
import { rows } from './worked-deals.js';

/** One row per worked case (worked-deals.ts, each with its source): the itemised score of the deal. */

describe('deal scoring, worked cases', () => {
  it.each(rows)('$name', (row) => {
    const { events } = drive(setupOf({ presets: row.presets, options: row.options }), row.steps);
    const score = lastScore(events);
    expect(score).toBeDefined();
    expect({
      contract: score.contract,
      won: score.won,
      reason: score.reason,
      baseValue: score.baseValue,
      multipliers: score.multipliers.map((m) => m.name),
      points: score.points,
      awards: score.awards.map((a) => [a.party, a.points]),
    }).toEqual({
      contract: row.contract,
      won: row.won,
      reason: row.reason,
      baseValue: row.baseValue,
      multipliers: row.multipliers,
      points: row.points,
      awards: [[row.team, row.points]],
    });
  });
});
