import { describe, expect, it } from '@jest/globals';
import { spec } from '../../../support/decider.js';
import { act, deal, drive, game, history, ofType, opening, pass, bid, callTrump, setupOf, START, SUITED, types } from './fixtures.js';

/** Deal n with seat (n - 1) % 4 as the Rufer holding all five Eichel. */
const ruferAllE = (rufer: number) => {
  const suits = ['G', 'H', 'S'];
  return deal(
    ...[0, 1, 2, 3].map((seat) => {
      const suit = seat === rufer ? 'E' : suits.shift()!;
      return ['A', '10', 'K', 'O', 'U'].map((rank) => `${suit}${rank}`) as never;
    }),
  );
};
/** The Rufer lays down a Trumpfringerl: 24 for his team, the Bummerl is over. */
const trumpfringerl = (rufer: number) => [
  callTrump(rufer, 'E'),
  bid(rufer, 'trumpfringerl'),
  ...[1, 2, 3].map((step) => pass((rufer + step) % 4)),
];

describe('a match of one or more Bummerl (docs/rules-decisions.md: option)', () => {
  it('by default one Bummerl decides the match', () => {
    const { events, state } = drive(setupOf({ presets: [ruferAllE(0)] }), [START, ...trumpfringerl(0)]);
    expect(types(events).slice(-3)).toEqual(['DealScored', 'BummerlScored', 'MatchEnded']);
    expect(game.outcome(state)).toEqual({ winners: [0, 2], summary: 'Seats 0 and 2 won the match (Bummerl marks 0:2).' });
    // The match score: minus the Bummerl the seat's team has taken (a Schneider counts 2).
    expect(game.standings(state)).toEqual([
      { seat: 0, score: 0, status: 'won' },
      { seat: 1, score: -2, status: 'lost' },
      { seat: 2, score: 0, status: 'won' },
      { seat: 3, score: -2, status: 'lost' },
    ]);
    expect(game.view(state, 'spectator').seats.map((s) => s.score)).toEqual([0, -2, 0, -2]);
    expect(game.activeSeats(state)).toEqual([]);
    expect(() => game.decide(act(0, { type: 'pass' }), state)).toThrow('The match is over.');
  });

  it('with three Bummerl the team with fewer marks after the third wins', () => {
    const presets = [ruferAllE(0), ruferAllE(1), ruferAllE(2)];
    const { events, state } = drive(setupOf({ presets, options: { bummerl: 3 } }), [
      START,
      ...trumpfringerl(0),
      ...trumpfringerl(1),
      ...trumpfringerl(2),
    ]);
    expect(ofType(events, 'BummerlScored').map((e) => [e.data.bummerlNumber, e.data.taken])).toEqual([
      [1, [{ seats: [1, 3], kind: 'schneider', bummerl: 2 }]],
      [2, [{ seats: [0, 2], kind: 'schneider', bummerl: 2 }]],
      [3, [{ seats: [1, 3], kind: 'schneider', bummerl: 2 }]],
    ]);
    expect(state.marks).toEqual([2, 4]);
    expect(ofType(events, 'MatchEnded').map((e) => e.data)).toEqual([{ winners: [0, 2], bummerl: [2, 4] }]);
    expect(game.view(state, 0).parties.map((p) => [p.seats, p.bummerl])).toEqual([
      [[0, 2], 2],
      [[1, 3], 4],
    ]);
  });

  it('marks tied after the last Bummerl: another Bummerl decides', () => {
    const presets = [ruferAllE(0), ruferAllE(1), ruferAllE(2)];
    const { events, state } = drive(setupOf({ presets, options: { bummerl: 2 } }), [START, ...trumpfringerl(0), ...trumpfringerl(1)]);
    expect(ofType(events, 'MatchEnded')).toEqual([]);
    expect(state.marks).toEqual([2, 2]);
    expect([state.phase, state.bummerlNumber, state.deal]).toEqual(['trumpCall', 3, 3]);
    const after = drive(setupOf({ presets, options: { bummerl: 2 } }), [
      START,
      ...trumpfringerl(0),
      ...trumpfringerl(1),
      ...trumpfringerl(2),
    ]);
    expect(ofType(after.events, 'MatchEnded').map((e) => e.data.winners)).toEqual([[0, 2]]);
  });
});

describe('forfeit (docs/bauernschnapsen.md, "Abandonment")', () => {
  const setup = setupOf({ presets: [SUITED, SUITED], options: { bummerl: 3 } });
  const midway = drive(setup, [...opening('H', null, 'farbenringerl'), callTrump(1, 'S'), pass(1)]).events;

  it("the forfeiting seat's team takes the running Bummerl (as if the others had reached 24) and loses the match", () => {
    const state = spec(game, setup)
      .given(midway)
      .when({ type: 'Forfeit', seat: 3 })
      .then([
        { type: 'Forfeited', data: { seat: 3 } },
        {
          type: 'BummerlScored',
          data: { bummerlNumber: 1, scores: [0, 18], taken: [{ seats: [1, 3], kind: 'bummerl', bummerl: 1 }], forfeit: true },
        },
        { type: 'MatchEnded', data: { winners: [0, 2], bummerl: [0, 1] } },
      ]);
    expect(game.outcome(state)?.summary).toBe('Seat 3 forfeited the match; seats 0 and 2 win (Bummerl marks 0:1).');
    expect(game.standings(state).map((s) => [s.score, s.status])).toEqual([
      [0, 'won'],
      [-1, 'lost'],
      [0, 'won'],
      [-1, 'forfeited'],
    ]);
  });

  it('a team without a point takes a Schneider', () => {
    spec(game, setup)
      .given(midway)
      .when({ type: 'Forfeit', seat: 2 })
      .then((events) => expect(events[1].data).toMatchObject({ taken: [{ seats: [0, 2], kind: 'schneider', bummerl: 2 }] }));
  });

  it('not before the start, not after the end, only a seat of the match', () => {
    spec(game, setup).given([]).when({ type: 'Forfeit', seat: 0 }).thenThrows('MATCH_NOT_STARTED');
    spec(game, setup).given(midway).when({ type: 'Forfeit', seat: 4 }).thenThrows('ILLEGAL_ACTION');
    const first = drive(setup, opening('H', null, 'farbenringerl'));
    const over = [...first.events, ...game.decide({ type: 'Forfeit', seat: 0 }, first.state)];
    spec(game, setup).given(over).when({ type: 'Forfeit', seat: 1 }).thenThrows('MATCH_OVER');
  });
});

describe('commands outside the match', () => {
  it('acting before the start or starting twice is refused', () => {
    const setup = setupOf();
    spec(game, setup)
      .given([])
      .when(act(0, { type: 'pass' }))
      .thenThrows('MATCH_NOT_STARTED');
    spec(game, setup)
      .given(history(setup, [START]))
      .when(START)
      .thenThrows('ILLEGAL_ACTION');
  });

  it('an unknown action type is an invalid action', () => {
    const setup = setupOf();
    spec(game, setup)
      .given(history(setup, [START]))
      .when(act(0, { type: 'fold' }))
      .thenThrows('INVALID_ACTION');
  });

  it('evolve ignores unknown events and odd stored options', () => {
    const state = game.initialState({ players: 4, options: { herzrunde: 'yes', bummerl: -2 }, seed: 's', presets: [] });
    expect(state.options).toMatchObject({ herzrunde: false, bummerl: 1 });
    expect(game.evolve(state, { type: 'SomethingNew', data: {} } as never)).toBe(state);
  });
});

export { SUITED };
