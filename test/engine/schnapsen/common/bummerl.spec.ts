import { describe, expect, it } from '@jest/globals';
import {
  bummerlWinners,
  displayScore,
  lossKind,
  newBummerl,
  stillNeeded,
  withPoints,
} from '../../../../src/engine/schnapsen/common/bummerl.js';

const play = (parties: number, deals: [number, number][]) =>
  deals.reduce((b, [party, points]) => withPoints(b, [{ party, points }]), newBummerl(parties));

describe('Bummerl, Schneider, Retourschneider for any number of scorers (docs/bauernschnapsen.md; docs/dreierschnapsen.md)', () => {
  it.each([
    // The losers take a Bummerl (docs/rules-decisions.md#bauernschnapsen-bummerl).
    [
      'two teams, 24:7',
      2,
      [
        [1, 7],
        [0, 12],
        [0, 12],
      ],
      1,
      0,
      'bummerl',
    ],
    // Losers at 0: a Schneider.
    ['two teams, 24:0', 2, [[0, 24]], 1, 0, 'schneider'],
    // Led 23:0 and lost: a Retourschneider.
    [
      'two teams, 23:0 then lost',
      2,
      [
        [1, 18],
        [1, 5],
        [0, 24],
      ],
      1,
      0,
      'retourschneider',
    ],
    // 23 reached only after the winner had points: a plain Bummerl.
    [
      'two teams, 23:1 then lost',
      2,
      [
        [0, 1],
        [1, 23],
        [0, 23],
      ],
      1,
      0,
      'bummerl',
    ],
    // Dreierschnapsen: two at 23 overtaken by the third from 0 (docs/rules-decisions.md#dreierschnapsen-scoring).
    [
      'three players, 23:23:0, the third wins',
      3,
      [
        [0, 23],
        [1, 23],
        [2, 24],
      ],
      0,
      2,
      'retourschneider',
    ],
    [
      'three players, 23:23:0, the third wins (the other 23)',
      3,
      [
        [0, 23],
        [1, 23],
        [2, 24],
      ],
      1,
      2,
      'retourschneider',
    ],
  ] as const)('%s', (_name, scorers, deals, loser, winner, kind) => {
    const bummerl = play(scorers, deals as unknown as [number, number][]);
    expect(bummerlWinners(bummerl)).toEqual([winner]);
    expect(lossKind(bummerl, loser, winner)).toBe(kind);
  });

  it('what the Bummerl still needs, and the count-down display', () => {
    const bummerl = play(2, [[0, 18]]);
    expect(stillNeeded(bummerl, 0)).toBe(6);
    expect(stillNeeded(bummerl, 1)).toBe(24);
    expect(displayScore(18, true)).toBe(6);
    expect(displayScore(30, true)).toBe(0);
    expect(displayScore(18, false)).toBe(18);
  });
});
