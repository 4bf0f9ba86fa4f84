import { describe, expect, it } from '@jest/globals';
import type { Card, Suit } from '../../../../src/engine/core/cards.js';
import { newZweierDeal, type Closing, type ZweierDeal } from '../../../../src/engine/schnapsen/zweier/deal.js';
import { scoreCardsOut, scoreClaim } from '../../../../src/engine/schnapsen/zweier/deal-scoring.js';

/** Tricks that give seat 0 exactly 70 card points in four tricks. */
const SEAT0_70: [0, Card, Card][] = [
  [0, 'EA', 'E10'],
  [0, 'GA', 'G10'],
  [0, 'SA', 'S10'],
  [0, 'EK', 'EO'],
];
/** Seat 1's tricks by card points: 33 in three tricks, 32 in three, 4 in one (the two Unter). */
const SEAT1: Record<string, [1, Card, Card][]> = {
  none: [],
  '4': [[1, 'HU', 'GU']],
  '32': [
    [1, 'HA', 'H10'],
    [1, 'SK', 'SO'],
    [1, 'HU', 'GU'],
  ],
  '33': [
    [1, 'HA', 'H10'],
    [1, 'SK', 'SO'],
    [1, 'HO', 'GU'],
  ],
};

function dealOf(
  tricks: [0 | 1, Card, Card][],
  marriages: [0 | 1, Suit, 20 | 40][] = [],
  closed: Closing | null = null,
  wrongClaim: 'fixed' | 'mirror' = 'fixed',
): ZweierDeal {
  const deal = newZweierDeal({ wrongClaim });
  return {
    ...deal,
    phase: 'playing',
    dealer: 1,
    trump: 'H',
    taken: tricks.map(([winner, a, b]) => ({
      plays: [
        { seat: winner === 0 ? 1 : 0, card: b },
        { seat: winner, card: a },
      ],
      winner,
    })),
    marriages: [
      marriages.filter(([s]) => s === 0).map(([, suit, points]) => ({ suit, points })),
      marriages.filter(([s]) => s === 1).map(([, suit, points]) => ({ suit, points })),
    ],
    closed,
  };
}

// Source of every row: docs/rules-decisions.md#schnapsen-going-out and docs/rules-decisions.md#schnapsen-closing.
describe('a claim of 66 by seat 0 (seat 0 holds 70 card points in four tricks unless the row says otherwise)', () => {
  it.each([
    // [case, seat 1's tricks, seat 1's marriages, closing, wrongClaim option, winner, game points, reason]
    ['opponent 33 or more: 1', '33', [], null, 'fixed', 0, 1, 'claim'],
    ['opponent 32 with tricks: 2', '32', [], null, 'fixed', 0, 2, 'claim'],
    ['opponent with one trick of 4: 2', '4', [], null, 'fixed', 0, 2, 'claim'],
    ['opponent without a trick: 3', 'none', [], null, 'fixed', 0, 3, 'claim'],
    ["the opponent's counted 20 lifts his 32 to 52: 1", '32', [[1, 'G', 20]], null, 'fixed', 0, 1, 'claim'],
    ["the opponent's 40 without a trick does not count: 3", 'none', [[1, 'H', 40]], null, 'fixed', 0, 3, 'claim'],
    [
      'closed by seat 0 while seat 1 had no trick: 3, whatever he has now',
      '33',
      [],
      { by: 0, opponentPoints: 0, opponentTricks: 0 },
      'fixed',
      0,
      3,
      'closed',
    ],
    [
      'closed by seat 0 while seat 1 had 21 in one trick: 2',
      '33',
      [],
      { by: 0, opponentPoints: 21, opponentTricks: 1 },
      'fixed',
      0,
      2,
      'closed',
    ],
    ['closed by seat 0 while seat 1 had 33: 1', '33', [], { by: 0, opponentPoints: 33, opponentTricks: 3 }, 'fixed', 0, 1, 'closed'],
    [
      'closed by seat 1 (who had 33), seat 0 goes out first: 2 for seat 0',
      '33',
      [],
      { by: 1, opponentPoints: 42, opponentTricks: 2 },
      'fixed',
      0,
      2,
      'closingFailed',
    ],
    [
      'closed by seat 1 while seat 0 had no trick: 3 for seat 0',
      '33',
      [],
      { by: 1, opponentPoints: 0, opponentTricks: 0 },
      'fixed',
      0,
      3,
      'closingFailed',
    ],
  ] as const)('%s', (_, seat1, marriages, closed, option, winner, gamePoints, reason) => {
    const deal = dealOf([...SEAT0_70, ...SEAT1[seat1]], [...marriages] as [0 | 1, Suit, 20 | 40][], closed, option);
    expect(scoreClaim(deal, 0)).toMatchObject({ winner, gamePoints, reason, claim: { seat: 0, points: 70, correct: true } });
  });
});

describe('a wrong claim by seat 1 (docs/rules-decisions.md: the opponent scores 2, or 3 if he had no trick; option: what the claim would have won)', () => {
  it.each([
    // [case, seat 0's tricks, closing, option, game points for seat 0, reason]
    ['seat 0 has tricks: 2', SEAT0_70, null, 'fixed', 2, 'wrongClaim'],
    ['seat 0 has no trick: 3', [], null, 'fixed', 3, 'wrongClaim'],
    ['mirror, seat 0 has 70: the claim would have won 1', SEAT0_70, null, 'mirror', 1, 'wrongClaim'],
    ['mirror, seat 0 has 4 in one trick: 2', [[0, 'EU', 'SU']], null, 'mirror', 2, 'wrongClaim'],
    ['mirror, seat 0 has no trick: 3', [], null, 'mirror', 3, 'wrongClaim'],
    [
      'seat 1 closed while seat 0 had tricks: a failed closing, 2',
      SEAT0_70,
      { by: 1, opponentPoints: 21, opponentTricks: 1 },
      'fixed',
      2,
      'closingFailed',
    ],
    [
      'seat 1 closed while seat 0 had none: a failed closing, 3 (also under mirror)',
      SEAT0_70,
      { by: 1, opponentPoints: 0, opponentTricks: 0 },
      'mirror',
      3,
      'closingFailed',
    ],
  ] as const)('%s', (_, seat0, closed, option, gamePoints, reason) => {
    const deal = dealOf([...(seat0 as [0, Card, Card][]), ...SEAT1['32']], [], closed, option);
    expect(scoreClaim(deal, 1)).toMatchObject({ winner: 0, gamePoints, reason, claim: { seat: 1, points: 32, correct: false } });
  });
});

describe('the cards run out without a claim', () => {
  const rest: [0 | 1, Card, Card][] = [
    [0, 'GK', 'GO'],
    [1, 'HK', 'EU'],
    [0, 'SU', 'S10'],
  ];
  it.each([
    // [case, last trick's winner, closing, winner, game points, reason]
    ['open talon, last trick to a player below 66: 1', 1, null, 1, 1, 'lastTrick'],
    [
      'closed by seat 0 who did not reach 66: 2 for seat 1 (he had a trick at the closing)',
      1,
      { by: 0, opponentPoints: 21, opponentTricks: 1 },
      1,
      2,
      'closingFailed',
    ],
    [
      'closed by seat 1 who did not reach 66 although he took the last trick: 3 for trickless-at-closing seat 0',
      1,
      { by: 1, opponentPoints: 0, opponentTricks: 0 },
      0,
      3,
      'closingFailed',
    ],
  ] as const)('%s', (_, last, closed, winner, gamePoints, reason) => {
    // Seat 0: 21 + 7 + 12 = 40 (below 66); seat 1: 32 + 6 and the last trick.
    const tricks: [0 | 1, Card, Card][] = [[0, 'EA', 'E10'], ...SEAT1['32'], ...rest, [last, 'EK', 'EO']];
    const deal = dealOf(tricks, [], closed);
    expect(scoreCardsOut({ ...deal, hands: [[], []] })).toMatchObject({ winner, gamePoints, reason, lastTrickBy: last });
  });
});
