import { describe, expect, it } from '@jest/globals';
import { spec } from '../../../support/decider.js';
import { START, game, run, setupOf } from './fixtures.js';

/** Abandonment (docs/dreierschnapsen.md): the seat whose deadline passed loses the match; the other two share the win. */
describe('forfeit', () => {
  const setup = setupOf({ seed: 'forfeit' });
  const started = run(setup, [START]).events;

  it('ends the match at once; the other two share the win; the Bummerl counted so far are kept', () => {
    const state = spec(game, setup)
      .given(started)
      .when({ type: 'Forfeit', seat: 1 })
      .then([
        { type: 'Forfeited', data: { seat: 1 } },
        { type: 'MatchEnded', data: { winners: [0, 2], bummerl: [0, 0, 0] } },
      ]);
    expect(game.outcome(state)?.summary).toBe('Seat 1 forfeited the match; seats 0 and 2 share the win.');
    expect(game.activeSeats(state)).toEqual([]);
    expect(game.standings(state)).toEqual([
      { seat: 0, score: 0, status: 'won' },
      { seat: 1, score: 0, status: 'forfeited' },
      { seat: 2, score: 0, status: 'won' },
    ]);
  });

  it('is refused before the start, after the end, and for a seat not in the match', () => {
    const over = run(setup, [START, { type: 'Forfeit', seat: 0 }]).events;
    spec(game, setup).given(over).when({ type: 'Forfeit', seat: 1 }).thenThrows('MATCH_OVER');
    spec(game, setup).given(started).when({ type: 'Forfeit', seat: 3 }).thenThrows('ILLEGAL_ACTION');
    spec(game, setup).given([]).when({ type: 'Forfeit', seat: 0 }).thenThrows('MATCH_NOT_STARTED');
  });

  it('needs exactly three players', () => {
    spec(game, setupOf({ players: 4 }))
      .given([])
      .when(START)
      .thenThrows('INVALID_OPTIONS');
  });
});
