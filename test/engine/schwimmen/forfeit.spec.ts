import { describe, expect, it } from '@jest/globals';
import { spec } from '../../support/decider.js';
import { START, game, run, setupOf } from './fixtures.js';

describe('forfeit (a deadline passed and the match rule says the seat forfeits)', () => {
  const setup = setupOf({ players: 3, seed: 'forfeit' });
  const started = run(setup, [START]).events;

  it('takes the seat out and ends the match; the others share the win', () => {
    const state = spec(game, setup)
      .given(started)
      .when({ type: 'Forfeit', seat: 1 })
      .then([
        { type: 'Forfeited', data: { seat: 1 } },
        { type: 'MatchEnded', data: { winners: [0, 2] } },
      ]);
    expect(game.outcome(state)?.summary).toBe('Seat 1 forfeited the match; seats 0 and 2 share the win.');
    expect(game.activeSeats(state)).toEqual([]);
  });

  it('is refused once the match is over or for a seat that is not in it', () => {
    const over = [
      ...started,
      { type: 'Forfeited', data: { seat: 1 } },
      { type: 'MatchEnded', data: { winners: [0, 2] } },
    ] as typeof started;
    spec(game, setup).given(over).when({ type: 'Forfeit', seat: 0 }).thenThrows('MATCH_OVER');
    spec(game, setup).given(started).when({ type: 'Forfeit', seat: 7 }).thenThrows('ILLEGAL_ACTION');
    spec(game, setup).given([]).when({ type: 'Forfeit', seat: 0 }).thenThrows('MATCH_NOT_STARTED');
  });
});
