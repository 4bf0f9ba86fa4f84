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

describe('a match of one or more Bummerl (NOTES.md: option)', () => {
  it('by default one Bummerl decides the match', () => {
    const { events, state } = drive(setupOf({ presets: [ruferAllE(0)] }), [START, ...trumpfringerl(0)]);
    expect(types(events).slice(-3)).toEqual(['DealScored', 'BummerlScored', 'MatchWon']);
    expect(game.outcome(state)).toEqual({ winners: [0, 2], summary: 'Seats 0 and 2 won the match (Bummerl marks 0:2).' });
    expect(game.standings(state)).toEqual([
      { seat: 0, score: 0, status: 'team 0, 0 Bummerl' },
      { seat: 1, score: 0, status: 'team 1, 2 Bummerl' },
      { seat: 2, score: 0, status: 'team 0, 0 Bummerl' },
      { seat: 3, score: 0, status: 'team 1, 2 Bummerl' },
    ]);
    expect(game.activeSeats(state)).toEqual([]);
    expect(() => game.decide(act(0, { type: 'pass' }), state)).toThrow('The match is over.');
  });

  it('with three Bummerl the team with fewer marks after the third wins', () => {
    const presets = [ruferAllE(0), ruferAllE(1), ruferAllE(2)];
    const { events, state } = drive(setupOf({ presets, options: { bummerl: 3 } }), [START, ...trumpfringerl(0), ...trumpfringerl(1), ...trumpfringerl(2)]);
    expect(ofType(events, 'BummerlScored').map((e) => [e.data.number, e.data.winner, e.data.kind, e.data.marks])).toEqual([
      [1, 0, 'schneider', 2],
      [2, 1, 'schneider', 2],
      [3, 0, 'schneider', 2],
    ]);
    expect(state.marks).toEqual([2, 4]);
    expect(ofType(events, 'MatchWon').map((e) => e.data)).toEqual([{ winners: [0, 2], team: 0 }]);
  });

  it('marks tied after the last Bummerl: another Bummerl decides', () => {
    const presets = [ruferAllE(0), ruferAllE(1), ruferAllE(2)];
    const { events, state } = drive(setupOf({ presets, options: { bummerl: 2 } }), [START, ...trumpfringerl(0), ...trumpfringerl(1)]);
    expect(ofType(events, 'MatchWon')).toEqual([]);
    expect(state.marks).toEqual([2, 2]);
    expect([state.phase, state.bummerlNumber, state.deal]).toEqual(['trumpCall', 3, 3]);
    const after = drive(setupOf({ presets, options: { bummerl: 2 } }), [START, ...trumpfringerl(0), ...trumpfringerl(1), ...trumpfringerl(2)]);
    expect(ofType(after.events, 'MatchWon').map((e) => e.data.team)).toEqual([0]);
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
        { type: 'BummerlScored', data: { number: 1, winner: 0, loser: 1, kind: 'bummerl', marks: 1, scores: [0, 18], forfeit: true } },
        { type: 'MatchWon', data: { winners: [0, 2], team: 0 } },
      ]);
    expect(game.outcome(state)?.summary).toBe('Seat 3 forfeited the match; seats 0 and 2 win (Bummerl marks 0:1).');
  });

  it('a team without a point takes a Schneider', () => {
    spec(game, setup)
      .given(midway)
      .when({ type: 'Forfeit', seat: 2 })
      .then((events) => expect(events[1].data).toMatchObject({ winner: 1, loser: 0, kind: 'schneider', marks: 2 }));
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
    spec(game, setup).given([]).when(act(0, { type: 'pass' })).thenThrows('MATCH_NOT_STARTED');
    spec(game, setup).given(history(setup, [START])).when(START).thenThrows('ILLEGAL_ACTION');
  });

  it('an unknown action type is an invalid action', () => {
    const setup = setupOf();
    spec(game, setup).given(history(setup, [START])).when(act(0, { type: 'fold' })).thenThrows('INVALID_ACTION');
  });

  it('evolve ignores unknown events and odd stored options', () => {
    const state = game.initialState({ players: 4, options: { herzrunde: 'yes', bummerl: -2 }, seed: 's', presets: [] });
    expect(state.options).toMatchObject({ herzrunde: false, bummerl: 1 });
    expect(game.evolve(state, { type: 'SomethingNew', data: {} } as never)).toBe(state);
  });
});

export { SUITED };
