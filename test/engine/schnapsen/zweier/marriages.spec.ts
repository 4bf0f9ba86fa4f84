import { describe, expect, it } from '@jest/globals';
import { spec } from '../../../support/decider.js';
import { D1 } from './deals.js';
import { START, announce, claim, game, history, play, preset, run, setupOf } from './fixtures.js';

const setup = setupOf({ presets: [D1] });
const given = (commands: Parameters<typeof history>[1], s = setup) => spec(game, s).given(history(s, commands));

describe('marriages (docs/rules-decisions.md: the player on lead announces 20 or 40 and leads one of the pair)', () => {
  it('20 in a plain suit; he must then lead its König or Ober (or claim 66)', () => {
    const state = given([START])
      .when(announce(0, 'G'))
      .then([{ type: 'MarriageDeclared', data: { seat: 0, suit: 'G', points: 20 } }]);
    expect(game.legalActions(state, 0)).toEqual([{ type: 'playCard', card: 'GK' }, { type: 'playCard', card: 'GO' }, { type: 'claimOut' }]);
    given([START, announce(0, 'G')])
      .when(play(0, 'EA'))
      .thenThrows('MUST_LEAD_MARRIAGE');
    given([START, announce(0, 'G')])
      .when(announce(0, 'G'))
      .thenThrows('ILLEGAL_ACTION');
    // Both cards were shown: everybody knows the partner stays in his hand.
    expect(game.view(state, 1).known[0]).toEqual(['GK', 'GO']);
    expect(game.view(run(setup, [START, announce(0, 'G'), play(0, 'GO')]).state, 1).known[0]).toEqual(['GK']);
  });

  it('40 in trumps', () => {
    const forty = setupOf({ presets: [preset(['HK', 'HO', 'EA', 'GA', 'SU'], ['HA', 'SA', 'S10', 'EK', 'EO'], 'H10')] });
    given([START], forty)
      .when(announce(0, 'H'))
      .then([{ type: 'MarriageDeclared', data: { seat: 0, suit: 'H', points: 40 } }]);
  });

  it('only with König and Ober of the suit, only on lead and before leading', () => {
    given([START]).when(announce(0, 'E')).thenThrows('NO_MARRIAGE');
    given([START]).when(announce(0, 'X')).thenThrows('INVALID_ACTION');
    given([START, play(0, 'GO')])
      .when(announce(1, 'E'))
      .thenThrows('ILLEGAL_ACTION');
    given([START]).when(announce(1, 'E')).thenThrows('NOT_YOUR_TURN');
  });

  it('count only once the announcing player has a trick', () => {
    // Seat 0 announces 20 and leads GO; seat 1 trumps it with HA: seat 0 has no trick, the 20 does not count yet.
    const lost = run(setup, [START, announce(0, 'G'), play(0, 'GO'), play(1, 'HA')]).state;
    expect(game.view(lost, 0).scores[0]).toEqual({
      seat: 0,
      tricks: 0,
      cardPoints: 0,
      marriages: [{ suit: 'G', points: 20, counted: false }],
      points: 0,
    });
    // Seat 1 drew HK, seat 0 HO; seat 1 leads S10 and seat 0 trumps with HU: now the 20 counts.
    const won = run(setup, [START, announce(0, 'G'), play(0, 'GO'), play(1, 'HA'), play(1, 'S10'), play(0, 'HU')]).state;
    expect(game.view(won, 1).scores[0]).toEqual({
      seat: 0,
      tricks: 1,
      cardPoints: 12,
      marriages: [{ suit: 'G', points: 20, counted: true }],
      points: 32,
    });
  });

  it('a claim right after announcing, without a trick, is wrong: the marriage does not count', () => {
    given([START, announce(0, 'G')])
      .when(claim(0))
      .then((events) => {
        expect(events[0]).toEqual({ type: 'OutClaimed', data: { seat: 0, points: 0, correct: false } });
        expect(events[1]).toMatchObject({ type: 'DealScored', data: { winner: 1, gamePoints: 3, reason: 'wrongClaim' } });
      });
  });
});
