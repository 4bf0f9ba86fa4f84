import { describe, expect, it } from '@jest/globals';
import { newBummerl, withPoints } from '../../../../src/engine/schnapsen/common/bummerl.js';
import { DREIER_CONTRACTS } from '../../../../src/engine/schnapsen/common/contracts.js';
import { matchWinners, settleBummerl } from '../../../../src/engine/schnapsen/dreier/bummerl-end.js';
import { DREIER_CONTRACT_IDS, readOptions } from '../../../../src/engine/schnapsen/dreier/options.js';

/** Scores after a list of deals, each the points credited per seat. */
const after = (...deals: number[][]) =>
  deals.reduce(
    (b, credited) =>
      withPoints(
        b,
        credited.map((points, party) => ({ party, points })),
      ),
    newBummerl(3),
  );

describe('the end of a Bummerl (first to 24; the lowest takes it)', () => {
  // Each row: deals credited, options, settlement. Sources in the comments.
  const rows: { name: string; deals: number[][]; options?: Record<string, unknown>; expected: unknown }[] = [
    // The lowest of the three takes the Bummerl (docs/rules-decisions.md#dreierschnapsen-scoring).
    {
      name: '24 : 10 : 5, the lowest takes a Bummerl',
      deals: [
        [12, 10, 5],
        [12, 0, 0],
      ],
      expected: { kind: 'penalties', penalties: [{ seat: 2, kind: 'bummerl', count: 1 }], tied: null },
    },
    // No points: a Schneider, two Bummerl (docs/rules-decisions.md#dreierschnapsen-scoring).
    {
      name: '24 : 10 : 0, Schneider',
      deals: [
        [14, 10, 0],
        [10, 0, 0],
      ],
      expected: { kind: 'penalties', penalties: [{ seat: 2, kind: 'schneider', count: 2 }], tied: null },
    },
    // Two at 23 overtaken by the third from 0: both take a Retourschneider (docs/rules-decisions.md#dreierschnapsen-scoring).
    {
      name: '23 : 23 : 0, the third wins: both take a Retourschneider (4), no play-off',
      deals: [
        [23, 23, 0],
        [0, 0, 12],
        [0, 0, 12],
      ],
      expected: {
        kind: 'penalties',
        penalties: [
          { seat: 0, kind: 'retourschneider', count: 4 },
          { seat: 1, kind: 'retourschneider', count: 4 },
        ],
        tied: [0, 1],
      },
    },
    // Tied where it matters: one deal of Schnapsen for two decides (docs/rules-decisions.md#dreierschnapsen-tie-playoff).
    { name: '24 : 5 : 5, the tied lowest play off', deals: [[24, 5, 5]], expected: { kind: 'playoff', tied: [1, 2], tiedAt: 5 } },
    {
      name: '0 : 24 : 0, a won Kontrabauernschnapser: the two at 0 play off',
      deals: [[0, 24, 0]],
      expected: { kind: 'playoff', tied: [0, 2], tiedAt: 0 },
    },
    // The option: both tied take the Bummerl or Schneider (docs/rules-decisions.md#dreierschnapsen-tie-playoff).
    {
      name: '24 : 5 : 5 with tieBreak bothBummerl',
      deals: [[24, 5, 5]],
      options: { tieBreak: 'bothBummerl' },
      expected: {
        kind: 'penalties',
        penalties: [
          { seat: 1, kind: 'bummerl', count: 1 },
          { seat: 2, kind: 'bummerl', count: 1 },
        ],
        tied: [1, 2],
      },
    },
    {
      name: '24 : 0 : 0 with tieBreak bothBummerl: both Schneider',
      deals: [[24, 0, 0]],
      options: { tieBreak: 'bothBummerl' },
      expected: {
        kind: 'penalties',
        penalties: [
          { seat: 1, kind: 'schneider', count: 2 },
          { seat: 2, kind: 'schneider', count: 2 },
        ],
        tied: [1, 2],
      },
    },
    // The regional variant (option bummerlTo): everyone below 24 takes a Bummerl.
    {
      name: '24 : 10 : 5 with bummerlTo allBelow24',
      deals: [[24, 10, 5]],
      options: { bummerlTo: 'allBelow24' },
      expected: {
        kind: 'penalties',
        penalties: [
          { seat: 1, kind: 'bummerl', count: 1 },
          { seat: 2, kind: 'bummerl', count: 1 },
        ],
        tied: null,
      },
    },
    // Talonschnapsen "Punkte": a lost contract gives its value to each opponent, so two can pass 24 at once.
    {
      name: '26 : 26 : 12, both opponents of a lost declarer reach 24',
      deals: [
        [14, 14, 12],
        [12, 12, 0],
      ],
      expected: { kind: 'penalties', penalties: [{ seat: 2, kind: 'bummerl', count: 1 }], tied: null },
    },
    // Our reading: a single player at 23 whose winner came from 0 is not the lowest, so only the lowest pays.
    {
      name: '23 : 5 : 0, then the third wins 24: only the lowest pays',
      deals: [
        [23, 5, 0],
        [0, 0, 24],
      ],
      expected: { kind: 'penalties', penalties: [{ seat: 1, kind: 'bummerl', count: 1 }], tied: null },
    },
  ];

  it.each(rows)('$name', ({ deals, options, expected }) => {
    expect(settleBummerl(after(...deals), readOptions(options ?? {}))).toEqual(expected);
  });
});

describe('the match', () => {
  it('is won by the fewest Bummerl; equal counts share the win', () => {
    expect(matchWinners([1, 0, 2])).toEqual([1]);
    expect(matchWinners([0, 0, 4])).toEqual([0, 1]);
  });
});

describe('contract values (docs/dreierschnapsen.md, "Points overview")', () => {
  const table: [string, number][] = [
    ['bettler', 4],
    ['assenbettler', 5],
    ['assBettler', 5],
    ['schnapser', 6],
    ['plauderer', 7],
    ['gang', 9],
    ['zehnergang', 10],
    ['bauernschnapser', 12],
    ['bauernloch', 12],
    ['kontraschnapser', 12],
    ['farbenringerl', 18],
    ['kontrabauernschnapser', 24],
    ['trumpfringerl', 24],
  ];
  it.each(table)('%s is worth %i', (id, value) => {
    expect(DREIER_CONTRACTS[id as (typeof DREIER_CONTRACT_IDS)[number]].value).toBe(value);
  });
  it('the table lists every biddable contract', () => {
    expect(table.map(([id]) => id).sort()).toEqual([...DREIER_CONTRACT_IDS].sort());
  });
});
