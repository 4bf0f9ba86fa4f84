import { describe, expect, it } from '@jest/globals';
import { spec } from '../../support/decider.js';
import { START, act, game, history, run, setupOf, types } from './fixtures.js';

const keep = (dealer: number) => act(dealer, { type: 'choosePacket', keep: true });
const knock = (seat: number) => act(seat, { type: 'knock' });
const pass = (seat: number) => act(seat, { type: 'passTurn' });

/** Two-player deals that end straight away: seat `holder` gets Feuer, the other player 9 points. */
const feuerFor = (holder: number) => ({
  hands:
    holder === 0
      ? [
          ['EA', 'GA', 'HA'],
          ['G7', 'S8', 'E9'],
        ]
      : [
          ['G7', 'S8', 'E9'],
          ['EA', 'GA', 'HA'],
        ],
  second: ['SK', 'SO', 'G6'],
});
/** A two-player deal where both hands are worth 9. */
const tie = {
  hands: [
    ['G7', 'S8', 'E9'],
    ['S9', 'G8', 'E7'],
  ],
  second: ['SK', 'SO', 'G6'],
};

describe('the showdown: the lowest pays', () => {
  it('all tied lowest pay one life each', () => {
    const setup = setupOf({
      players: 3,
      presets: [
        {
          hands: [
            ['G7', 'S8', 'E9'],
            ['H9', 'G8', 'E7'],
            ['SK', 'SO', 'G6'],
          ],
          second: ['EK', 'EO', 'H8'],
        },
      ],
    });
    spec(game, setup)
      .given(history(setup, [START, keep(2), knock(0), pass(1)]))
      .when(pass(2))
      .then((events) => {
        expect(events[1].data).toEqual({
          dealNumber: 1,
          winners: [2],
          summary: 'Showdown after a knock: seats 0 and 1 lose a life each.',
          items: [
            { label: 'Seat 0: lowest hand (9): loses a life', value: -1 },
            { label: 'Seat 1: lowest hand (9): loses a life', value: -1 },
          ],
          changes: [
            { seat: 0, delta: -1 },
            { seat: 1, delta: -1 },
            { seat: 2, delta: 0 },
          ],
          reason: 'knock',
          hands: [
            ['G7', 'S8', 'E9'],
            ['H9', 'G8', 'E7'],
            ['SK', 'SO', 'G6'],
          ],
          values: [9, 9, 20],
          payers: [0, 1],
        });
        expect(events.slice(2, 4)).toEqual([
          { type: 'LifeLost', data: { seat: 0, livesLeft: 2 } },
          { type: 'LifeLost', data: { seat: 1, livesLeft: 2 } },
        ]);
      });
  });

  it('a player who loses his last life swims and plays on', () => {
    const setup = setupOf({ options: { lives: 1 }, presets: [feuerFor(0)] });
    const { events, state } = run(setup, [START]);
    expect(types(events)).toEqual(['MatchStarted', 'DealDealt', 'FeuerShown', 'DealScored', 'LifeLost', 'PlayerSwam', 'DealDealt']);
    expect(events[4].data).toEqual({ seat: 1, livesLeft: 0 });
    expect(game.view(state, 1).seats[1]).toEqual({ seat: 1, cardCount: 3, score: 0, status: 'swimming' });
    expect(game.standings(state)).toEqual([
      { seat: 0, score: 1, status: 'playing' },
      { seat: 1, score: 0, status: 'swimming' },
    ]);
  });
});

describe('going under (abgesoffen) and the end of the match', () => {
  it('a swimmer who pays again is out; the last player left wins', () => {
    const setup = setupOf({ options: { lives: 1 }, presets: [feuerFor(0), feuerFor(0)] });
    // Deal 2 is dealt by seat 0, whose Feuer counts once he keeps it.
    const state = spec(game, setup)
      .given(history(setup, [START]))
      .when(keep(0))
      .then((events) => {
        expect(types(events)).toEqual(['PacketChosen', 'FeuerShown', 'DealScored', 'PlayerEliminated', 'MatchEnded']);
        // A swimmer who pays loses no life (he has none): he goes under, his score stays 0.
        expect(events[2].data).toMatchObject({
          winners: [0],
          summary: 'Feuer (three aces) ends the deal: seat 1 was swimming and goes under.',
          items: [{ label: 'Seat 1: lowest hand (9) while swimming: goes under (abgesoffen)', value: 0 }],
          changes: [
            { seat: 0, delta: 0 },
            { seat: 1, delta: 0 },
          ],
        });
        expect(events.slice(3)).toEqual([
          { type: 'PlayerEliminated', data: { seat: 1 } },
          { type: 'MatchEnded', data: { winners: [0] } },
        ]);
      });
    expect(game.outcome(state)).toEqual({ winners: [0], summary: 'Seat 0 won the match as the last player left.' });
    expect(game.standings(state)[1]).toEqual({ seat: 1, score: 0, status: 'out' });
    expect(game.activeSeats(state)).toEqual([]);
    expect(game.legalActions(state, 0)).toEqual([]);
    expect(game.view(state, 'spectator')).toMatchObject({ phase: 'over', waitingFor: [], outcome: { winners: [0] } });
  });

  it('nothing is accepted once the match is over', () => {
    const setup = setupOf({ options: { lives: 1 }, presets: [feuerFor(0), feuerFor(0)] });
    spec(game, setup)
      .given(history(setup, [START, keep(0)]))
      .when(pass(1))
      .thenThrows('MATCH_OVER');
    spec(game, setup)
      .given(history(setup, [START, keep(0)]))
      .when(START)
      .thenThrows('MATCH_OVER');
  });

  it('a swimmer goes under while a tied player with a life swims on and wins', () => {
    const setup = setupOf({ options: { lives: 1 }, presets: [feuerFor(0), { ...tie, hands: [tie.hands[1], tie.hands[0]] }] });
    spec(game, setup)
      .given(history(setup, [START, keep(0), knock(1)]))
      .when(pass(0))
      .then((events) => {
        expect(events[1].data).toMatchObject({
          winners: [],
          summary: 'Showdown after a knock: seat 0 loses a life; seat 1 was swimming and goes under.',
          items: [
            { label: 'Seat 0: lowest hand (9): loses a life', value: -1 },
            { label: 'Seat 1: lowest hand (9) while swimming: goes under (abgesoffen)', value: 0 },
          ],
          changes: [
            { seat: 0, delta: -1 },
            { seat: 1, delta: 0 },
          ],
        });
        expect(events.slice(2)).toEqual([
          { type: 'LifeLost', data: { seat: 0, livesLeft: 0 } },
          { type: 'PlayerSwam', data: { seat: 0 } },
          { type: 'PlayerEliminated', data: { seat: 1 } },
          { type: 'MatchEnded', data: { winners: [0] } },
        ]);
      });
  });

  it('when everyone left would go under at once, they share the win', () => {
    const setup = setupOf({ options: { lives: 1 }, presets: [feuerFor(0), feuerFor(1), tie] });
    const dealt = history(setup, [START]);
    expect(types(dealt).filter((t) => t === 'PlayerSwam')).toHaveLength(2);
    const state = spec(game, setup)
      .given(history(setup, [START, keep(1), knock(0)]))
      .when(pass(1))
      .then((events) => {
        expect(events[1]).toMatchObject({
          type: 'DealScored',
          data: {
            dealNumber: 3,
            winners: [],
            summary: 'Showdown after a knock: seats 0 and 1, all swimming, would all go under at once: they share the win.',
            changes: [
              { seat: 0, delta: 0 },
              { seat: 1, delta: 0 },
            ],
            payers: [0, 1],
          },
        });
        expect(events.slice(2)).toEqual([{ type: 'MatchEnded', data: { winners: [0, 1] } }]);
      });
    expect(game.outcome(state)?.winners).toEqual([0, 1]);
    expect(game.outcome(state)?.summary).toMatch(/share the win/);
  });
});

describe('the deal passes to the left', () => {
  // Three players, one life: seat 1 swims after deal 1, goes under in deal 2.
  const presets = [
    {
      hands: [
        ['EA', 'GA', 'HA'],
        ['G7', 'S8', 'E9'],
        ['HK', 'H9', 'E7'],
      ],
      second: ['SK', 'SO', 'G6'],
    },
    {
      hands: [
        ['HK', 'H9', 'E7'],
        ['G7', 'S8', 'E9'],
        ['EA', 'GA', 'HA'],
      ],
      second: ['SK', 'SO', 'G6'],
    },
    { hands: [['HK', 'H9', 'E7'], null, ['G7', 'S8', 'E9']], second: ['SK', 'SO', 'G6'] },
  ];
  const setup = setupOf({ players: 3, options: { lives: 1 }, presets });

  it('to the left neighbour, skipping players who are out', () => {
    const { events, state } = run(setup, [START]);
    const deals = events.filter((e) => e.type === 'DealDealt').map((e) => e.data);
    expect(deals.map((d) => [d.dealNumber, d.dealer])).toEqual([
      [1, 2],
      [2, 0],
      [3, 2],
    ]);
    expect(events.find((e) => e.type === 'PlayerEliminated')?.data).toEqual({ seat: 1 });
    expect(game.view(state, 0).seats[1]).toEqual({ seat: 1, cardCount: 0, score: 0, status: 'out' });
  });

  it('players who are out are skipped in turn', () => {
    const { state } = run(setup, [START, keep(2)]);
    expect(state.turn).toBe(0);
    const after = spec(game, setup)
      .given(history(setup, [START, keep(2)]))
      .when(pass(0))
      .then([{ type: 'TurnPassed', data: { seat: 0 } }]);
    expect(after.turn).toBe(2);
    // Two players in play: two passes are a full round.
    spec(game, setup)
      .given(history(setup, [START, keep(2), pass(0)]))
      .when(pass(2))
      .then((events) => expect(types(events)).toEqual(['TurnPassed', 'TableRefreshed']));
  });
});
