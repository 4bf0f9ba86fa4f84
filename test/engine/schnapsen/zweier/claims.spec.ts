import { describe, expect, it } from '@jest/globals';
import { spec } from '../../../support/decider.js';
import { D1, FIVE_TRICKS, FOUR_TRICKS } from './deals.js';
import { START, announce, claim, close, exchange, game, history, play, run, setupOf } from './fixtures.js';

const setup = setupOf({ presets: [D1] });
const given = (commands: Parameters<typeof history>[1], s = setup) => spec(game, s).given(history(s, commands));
const THREE_TRICKS = FOUR_TRICKS.slice(0, -2);
const scored = (events: { type: string; data: unknown }[]) => events.find((e) => e.type === 'DealScored')?.data as Record<string, unknown>;

describe('claiming 66 (going out): when', () => {
  it('right after winning a trick, before leading again', () => {
    expect(game.legalActions(run(setup, [START, play(0, 'EA'), play(1, 'EO')]).state, 0)).toContainEqual({ type: 'claimOut' });
    given([START]).when(claim(0)).thenThrows('CLAIM_NOT_NOW');
    given([START, play(0, 'EA')])
      .when(claim(0))
      .thenThrows('NOT_YOUR_TURN');
    given([START, play(0, 'EA')])
      .when(claim(1))
      .thenThrows('CLAIM_NOT_NOW');
    // Seat 1 took trick 4 and leads: seat 0 cannot claim on seat 1's lead.
    given([...FOUR_TRICKS, play(1, 'S10')])
      .when(claim(0))
      .thenThrows('CLAIM_NOT_NOW');
  });

  it('right after announcing a marriage: 49 + 20 = 69 against a trickless opponent is 3 game points', () => {
    given([...THREE_TRICKS, announce(0, 'G')])
      .when(claim(0))
      .then((events) => {
        expect(events[0]).toEqual({ type: 'OutClaimed', data: { seat: 0, points: 69, correct: true } });
        expect(scored(events)).toMatchObject({
          winner: 0,
          gamePoints: 3,
          reason: 'claim',
          measuredAgainst: { seat: 1, points: 0, tricks: 0, when: 'now' },
          scores: [
            { points: 69, cardPoints: 49, tricks: 3 },
            { points: 0, tricks: 0 },
          ],
        });
      });
  });
});

describe('a correct claim scores 1, 2 or 3 (docs/rules-decisions.md: 1 if the opponent has 33, 2 below 33 with a trick, 3 without a trick)', () => {
  it('2: the opponent has a trick but fewer than 33', () => {
    // Trick 5: seat 0 trumps S10 with HK (63) and draws SU; 20 in Gras makes 83 against seat 1's 15.
    given([...FOUR_TRICKS, play(1, 'S10'), play(0, 'HK'), announce(0, 'G')])
      .when(claim(0))
      .then((events) =>
        expect(scored(events)).toMatchObject({ winner: 0, gamePoints: 2, reason: 'claim', measuredAgainst: { points: 15, tricks: 1 } }),
      );
  });

  it('1: the opponent has 33 or more', () => {
    // Strict play after trick 5: SO HU (54), GK HO (seat 1: 34), EU H10 (66).
    given([...FIVE_TRICKS, play(1, 'SO'), play(0, 'HU'), play(0, 'GK'), play(1, 'HO'), play(1, 'EU'), play(0, 'H10')])
      .when(claim(0))
      .then((events) =>
        expect(scored(events)).toMatchObject({ winner: 0, gamePoints: 1, reason: 'claim', measuredAgainst: { points: 34, tricks: 3 } }),
      );
  });
});

describe('a wrong claim (docs/rules-decisions.md: the opponent scores 2, or 3 if he had no trick)', () => {
  it('3 when the opponent has no trick', () => {
    given([START, play(0, 'EA'), play(1, 'EO')])
      .when(claim(0))
      .then((events) => {
        expect(events[0]).toEqual({ type: 'OutClaimed', data: { seat: 0, points: 14, correct: false } });
        expect(scored(events)).toMatchObject({
          winner: 1,
          gamePoints: 3,
          reason: 'wrongClaim',
          claim: { seat: 0, points: 14, correct: false },
        });
      });
  });

  it('2 when he has a trick', () => {
    given(FOUR_TRICKS)
      .when(claim(1))
      .then((events) => expect(scored(events)).toMatchObject({ winner: 0, gamePoints: 2, reason: 'wrongClaim' }));
  });

  it('house rule wrongClaim = mirror: the opponent scores what the claim would have won (1 against his 49)', () => {
    const mirror = setupOf({ presets: [D1], options: { wrongClaim: 'mirror' } });
    given(FOUR_TRICKS, mirror)
      .when(claim(1))
      .then((events) => expect(scored(events)).toMatchObject({ winner: 0, gamePoints: 1, reason: 'wrongClaim' }));
  });
});

describe('closing (docs/rules-decisions.md: measured against the opponent at the moment of closing; a failed closing gives him 2, or 3)', () => {
  it('closing with the opponent trickless: 3, although he takes a trick afterwards', () => {
    // Exchange HU for H10, close; EA EK (15), E10 EO (28), 20 in Gras + GO lost to HA, SA trumped with H10 (69).
    const commands = [
      START,
      exchange(0),
      close(0),
      play(0, 'EA'),
      play(1, 'EK'),
      play(0, 'E10'),
      play(1, 'EO'),
      announce(0, 'G'),
      play(0, 'GO'),
      play(1, 'HA'),
      play(1, 'SA'),
      play(0, 'H10'),
    ];
    given(commands)
      .when(claim(0))
      .then((events) =>
        expect(scored(events)).toMatchObject({
          winner: 0,
          gamePoints: 3,
          reason: 'closed',
          closed: { by: 0, opponentPoints: 0, opponentTricks: 0 },
          measuredAgainst: { seat: 1, points: 0, tricks: 0, when: 'closing' },
          scores: [{ points: 69 }, { points: 14, tricks: 1 }],
        }),
      );
  });

  it('a failed closing: the cards run out below 66; the opponent, trickless at the closing, scores 3', () => {
    // Close at once; EA EK, E10 EO, GO HA (seat 1), SA HU (seat 0), GK S10: seat 0 ends with 55.
    const commands = [
      START,
      close(0),
      play(0, 'EA'),
      play(1, 'EK'),
      play(0, 'E10'),
      play(1, 'EO'),
      play(0, 'GO'),
      play(1, 'HA'),
      play(1, 'SA'),
      play(0, 'HU'),
      play(0, 'GK'),
    ];
    given(commands)
      .when(play(1, 'S10'))
      .then((events) =>
        expect(scored(events)).toMatchObject({
          winner: 1,
          gamePoints: 3,
          reason: 'closingFailed',
          claim: null,
          scores: [{ points: 55 }, { points: 14 }],
        }),
      );
  });

  it('a failed closing: the opponent goes out first and, holding tricks at the closing, scores 2', () => {
    // Seat 1 closes after trick 4 (seat 0: 49 in 3 tricks); seat 0 trumps S10 with HK (63) and shows 20 in Gras.
    given([...FOUR_TRICKS, close(1), play(1, 'S10'), play(0, 'HK'), announce(0, 'G')])
      .when(claim(0))
      .then((events) =>
        expect(scored(events)).toMatchObject({
          winner: 0,
          gamePoints: 2,
          reason: 'closingFailed',
          closed: { by: 1, opponentPoints: 49, opponentTricks: 3 },
        }),
      );
  });

  it('a wrong claim by the closer is a failed closing', () => {
    given([START, close(0), play(0, 'EA'), play(1, 'EK')])
      .when(claim(0))
      .then((events) =>
        expect(scored(events)).toMatchObject({
          winner: 1,
          gamePoints: 3,
          reason: 'closingFailed',
          claim: { seat: 0, points: 15, correct: false },
        }),
      );
  });
});

describe('nobody goes out: the last trick (docs/rules-decisions.md: its winner scores 1)', () => {
  // Strict play after trick 5: SO HU, GK HO, EU HK, H10 HA, then SU GO: 60 all.
  const TEN = [
    ...FIVE_TRICKS,
    play(1, 'SO'),
    play(0, 'HU'),
    play(0, 'GK'),
    play(1, 'HO'),
    play(1, 'EU'),
    play(0, 'HK'),
    play(0, 'H10'),
    play(1, 'HA'),
    play(1, 'SU'),
  ];

  it('60 : 60, seat 1 takes the last trick and scores 1', () => {
    given(TEN)
      .when(play(0, 'GO'))
      .then((events) => {
        // No draw after the tenth trick; the deal is scored and the next one dealt.
        expect(events.map((e) => e.type)).toEqual(['CardPlayed', 'TrickTaken', 'DealScored', 'DealDealt']);
        expect(scored(events)).toMatchObject({
          winner: 1,
          gamePoints: 1,
          reason: 'lastTrick',
          claim: null,
          lastTrickBy: 1,
          scores: [
            { points: 60, tricks: 5 },
            { points: 60, tricks: 5 },
          ],
        });
      });
  });

  it('a last-trick winner who has 66 goes out as if he had claimed', () => {
    // As above, but seat 0 leads GO at trick 9 (HA takes it) and trumps SU with H10 at the last: 72 against 48.
    const commands = [
      ...FIVE_TRICKS,
      play(1, 'SO'),
      play(0, 'HU'),
      play(0, 'GK'),
      play(1, 'HO'),
      play(1, 'EU'),
      play(0, 'HK'),
      play(0, 'GO'),
      play(1, 'HA'),
      play(1, 'SU'),
    ];
    given(commands)
      .when(play(0, 'H10'))
      .then((events) =>
        expect(scored(events)).toMatchObject({
          winner: 0,
          gamePoints: 1,
          reason: 'claim',
          claim: { seat: 0, points: 72, correct: true, automatic: true },
        }),
      );
  });
});
