import { describe, expect, it } from '@jest/globals';
import { initialRating, ordinal, rateMatch, RATING_MODEL } from '../../src/records/rating.js';
import { RECORD_SPECS, seatOutcomes } from '../../src/records/totals.js';
import { rerate, unratedReason } from '../../src/records/recorder.js';

describe('ratings (Weng-Lin / OpenSkill)', () => {
  // openskill's README, "Usage": a1, a2 win as a team against b1, b2 (shown there to two decimals).
  it("rates two teams of two as the library's README example does", () => {
    const a1 = initialRating();
    const a2 = { mu: 32.444, sigma: 5.123 };
    const b1 = { mu: 43.381, sigma: 2.421 };
    const b2 = { mu: 25.188, sigma: 6.211 };
    const [[x1, x2], [y1, y2]] = rateMatch(
      [
        [a1, a2],
        [b1, b2],
      ],
      [1, 2],
    );
    const shown = (r: { mu: number; sigma: number }) => [r.mu.toFixed(2), r.sigma.toFixed(2)];
    expect([x1, x2, y1, y2].map(shown)).toEqual([
      ['28.67', '8.07'],
      ['33.83', '5.06'],
      ['43.07', '2.42'],
      ['23.15', '6.14'],
    ]);
  });

  // openskill.js src/__tests__/rate.test.ts, "accepts a tau term": two equal players, the first wins, tau 0.3.
  it("rates two players as the library's own test does", () => {
    const model = { ...RATING_MODEL, tau: 0.3 };
    const [[winner], [loser]] = rateMatch([[{ mu: 25, sigma: 3 }], [{ mu: 25, sigma: 3 }]], [1, 2], model);
    expect(winner.mu).toBeCloseTo(25.624880438870754, 12);
    expect(loser.mu).toBeCloseTo(24.375119561129246, 12);
    expect(winner.sigma).toBeCloseTo(2.9879993738476953, 12);
    expect(loser.sigma).toBeCloseTo(2.9879993738476953, 12);
  });

  // openskill's README, "Ranking": ordinal({ mu: 43.07, sigma: 2.42 }) is 35.81.
  it('shows mu - 3 sigma', () => {
    expect(ordinal({ mu: 43.07, sigma: 2.42 })).toBeCloseTo(35.81, 10);
    expect(ordinal(initialRating())).toBeCloseTo(0, 10);
  });

  it('treats a shared place as a tie: equal players stay equal', () => {
    const [[a], [b], [c]] = rateMatch([[initialRating()], [initialRating()], [initialRating()]], [1, 1, 3]);
    expect(a).toEqual(b);
    expect(a.mu).toBeGreaterThan(25);
    expect(c.mu).toBeLessThan(25);
  });
});

describe('match results per game', () => {
  it('Bauernschnapsen: the winning team won (not shared), both partners rated as one side', () => {
    const outcomes = seatOutcomes(
      RECORD_SPECS.bauernschnapsen,
      { winners: [1, 3], summary: '' },
      [0, 1, 2, 3].map((seat) => ({ seat, score: seat % 2 ? 0 : -2 })),
    );
    expect(outcomes.map((o) => [o.result, o.place, o.total])).toEqual([
      ['lost', 2, 2],
      ['won', 1, 0],
      ['lost', 2, 2],
      ['won', 1, 0],
    ]);
    const players = new Map([0, 1, 2, 3].map((seat) => [seat, `p${seat}`]));
    const after = rerate(outcomes, players, new Map());
    expect(after.get('p1')!.mu).toBeGreaterThan(25);
    expect(after.get('p0')!.mu).toBeLessThan(25);
    // Equal partners of one team change alike.
    expect(after.get('p1')).toEqual(after.get('p3'));
  });

  it('Schwimmen: two winners share; the others lose in one tied place; lives are the total', () => {
    const outcomes = seatOutcomes(RECORD_SPECS.schwimmen, { winners: [0, 2], summary: '' }, [
      { seat: 0, score: 1 },
      { seat: 1, score: 0 },
      { seat: 2, score: 1 },
      { seat: 3, score: 0 },
    ]);
    expect(outcomes.map((o) => [o.result, o.place, o.total])).toEqual([
      ['shared', 1, 1],
      ['lost', 3, 0],
      ['shared', 1, 1],
      ['lost', 3, 0],
    ]);
  });

  it('Schafkopf: places follow the balance in cents', () => {
    const outcomes = seatOutcomes(RECORD_SPECS.schafkopf, { winners: [2], summary: '' }, [
      { seat: 0, score: -30 },
      { seat: 1, score: 10 },
      { seat: 2, score: 50 },
      { seat: 3, score: -30 },
    ]);
    expect(outcomes.map((o) => [o.result, o.place, o.total])).toEqual([
      ['lost', 3, -30],
      ['lost', 2, 10],
      ['won', 1, 50],
      ['lost', 3, -30],
    ]);
  });

  it('rates only random deals with every seat a registered player and no bot', () => {
    const seat = (playerId: string | null, bot: 'random' | null = null) => ({
      seat: 0,
      name: 'x',
      playerId,
      bot,
      tokenHash: null,
      joinedAt: null,
      invitedPlayerId: null,
    });
    expect(unratedReason({ dealingMode: 'random', seats: [seat('a'), seat('b')] })).toBeNull();
    expect(unratedReason({ dealingMode: 'seeded', seats: [seat('a'), seat('b')] })).toBe('arrangedDeal');
    expect(unratedReason({ dealingMode: 'preset', seats: [seat('a'), seat('b')] })).toBe('arrangedDeal');
    expect(unratedReason({ dealingMode: 'random', seats: [seat('a'), seat(null, 'random')] })).toBe('bot');
    expect(unratedReason({ dealingMode: 'random', seats: [seat('a'), seat(null)] })).toBe('unregistered');
  });
});
