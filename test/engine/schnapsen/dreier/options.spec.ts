import { describe, expect, it } from '@jest/globals';
import { resolveOptions } from '../../../../src/engine/core/options.js';
import { DEFAULT_OPTIONS, readOptions } from '../../../../src/engine/schnapsen/dreier/options.js';
import { D, P, RINGS, STRONG, START, act, bid, dealTo, game, run, setupOf } from './fixtures.js';

describe('rule options', () => {
  it('are published with their defaults (docs/rules-decisions.md: the default catalogue, one Bummerl, ties played off)', () => {
    const resolved = resolveOptions(game.options, {});
    expect(resolved).toMatchObject({
      firstDealer: null,
      bummerl: 1,
      tieBreak: 'playoff',
      bummerlTo: 'lowest',
      ruferRaise: false,
      raiseAfterTalon: false,
      gangPrecedence: 'value',
      herzrunde: false,
      softTricks: false,
      countDown: false,
      cutOrKnock: false,
      bettler: true,
      schnapser: true,
      gang: true,
      bauernschnapser: true,
      kontraschnapser: true,
      farbenringerl: true,
      kontrabauernschnapser: true,
      trumpfringerl: true,
      assenbettler: false,
      assBettler: false,
      plauderer: 'off',
      zehnergang: false,
      bauernloch: false,
      exchangeWithOneLeft: true,
    });
    expect(() => resolveOptions(game.options, { tieBreak: 'coin' })).toThrow(/tieBreak/);
    expect(() => resolveOptions(game.options, { firstDealer: 3 })).toThrow(/firstDealer/);
    // Contracts that need a partner or blind calling are not offered at a table of three.
    for (const name of ['blinderBettler', 'dokta', 'schnapserZusammen', 'kontraHerrenbauer'])
      expect(() => resolveOptions(game.options, { [name]: true })).toThrow(/not a rule option/);
  });

  it('are read defensively: odd stored values fall back to the defaults', () => {
    expect(readOptions({ bummerl: 'x', tieBreak: 7, gang: 'yes', plauderer: 'x', softTricks: null })).toEqual(DEFAULT_OPTIONS);
    expect(readOptions(null)).toEqual(DEFAULT_OPTIONS);
    const state = game.initialState({ players: 3, options: { bummerl: -1 } as never, seed: 's', presets: [] });
    expect(game.evolve(state, { type: 'Unknown', data: null } as never)).toBe(state);
  });

  it('countDown shows each score as what is left to 24', () => {
    const setup = setupOf({ presets: [RINGS], options: { countDown: true } });
    const { state } = dealTo(
      setup,
      [act(0, { type: 'callTrump', suit: 'S' }), act(0, bid('schnapser')), act(1, P), act(2, P), act(1, D), act(2, D)],
      ['EA', 'S10'],
    );
    expect(game.view(state, 0).parties.map((p) => [p.points, p.display])).toEqual([
      [0, 24],
      [6, 18],
      [6, 18],
    ]);
  });

  it("plauderer a: the opponents see each other's hands from the first card on; c: the declarer's hand opens after the first trick", () => {
    const moves = [act(0, { type: 'callTrump', suit: 'E' }), act(0, P), act(1, P), act(2, bid('plauderer')), act(0, D), act(1, D)];
    const a = dealTo(setupOf({ presets: [STRONG], options: { plauderer: 'a' } }), moves);
    expect(game.view(a.state, 0).openHands).toEqual([{ seat: 1, cards: STRONG.hands[1] }]);
    expect(game.view(a.state, 2).openHands).toEqual([]);
    const c = setupOf({ presets: [STRONG], options: { plauderer: 'c' } });
    expect(game.view(dealTo(c, moves, ['SU', 'HA']).state, 0).openHands).toEqual([]);
    const afterFirst = dealTo(c, moves, ['SU', 'HA', 'S10']).state;
    expect(game.view(afterFirst, 0).openHands).toEqual([{ seat: 2, cards: ['HK', 'HO', 'HU', 'SK', 'SO'] }]);
    expect(game.view(afterFirst, 2).openHands).toEqual([]);
  });

  it('the match is for exactly three seats', () => {
    expect(game.players).toEqual({ min: 3, max: 3 });
    expect(run(setupOf(), [START]).state.phase).toBe('trumpCall');
  });
});

describe('evolve', () => {
  it('never throws, whatever a stored event holds', () => {
    // Current names and the old ones (rules versions 1 and 2, read through the upcast).
    const types = [
      'MatchStarted',
      'DealDealt',
      'RedealDemanded',
      'TrumpCalled',
      'SecondPacketsDealt',
      'BidMade',
      'BidPassed',
      'ContractSettled',
      'TalonTaken',
      'TalonLeft',
      'CardsDiscarded',
      'ContractRaised',
      'RaiseDeclined',
      'RaisePassed',
      'Doubled',
      'DoublingDeclined',
      'DoublingPassed',
      'MarriageDeclared',
      'MarriageAnnounced',
      'CardPlayed',
      'TrickTaken',
      'DealScored',
      'PlayoffStarted',
      'PlayoffEvent',
      'BummerlScored',
      'BummerlEnded',
      'Forfeited',
      'MatchEnded',
    ];
    const kontra = [
      act(0, { type: 'callTrump', suit: 'G' }),
      act(0, P),
      act(1, bid('kontrabauernschnapser')),
      act(2, P),
      act(2, D),
      act(0, D),
    ];
    const tricks = ['HA', 'GU', 'H10', 'GA', 'SA', 'EU', 'G10', 'HU', 'EO', 'GK', 'HO', 'EK', 'GO', 'HK', 'E10', 'S10', 'SK', 'EA'];
    const states = [
      game.initialState(setupOf()),
      run(setupOf({ presets: [STRONG] }), [START, act(0, { type: 'callTrump', suit: 'E' })]).state,
      dealTo(setupOf({ presets: [STRONG] }), [
        act(0, { type: 'callTrump', suit: 'E' }),
        act(0, bid('schnapser', true)),
        act(1, P),
        act(2, P),
      ]).state,
      dealTo(setupOf({ presets: [RINGS] }), kontra.slice(0, 4)).state,
      dealTo(setupOf({ presets: [RINGS] }), kontra, tricks.slice(0, 4)).state,
      dealTo(setupOf({ presets: [RINGS] }), kontra, tricks).state,
    ];
    expect(states.map((s) => s.phase)).toEqual(['waiting', 'bidding', 'discard', 'doubling', 'playing', 'playoff']);
    for (const state of states) {
      for (const type of types) {
        for (const data of [
          null,
          {},
          {
            seat: 9,
            cards: 'x',
            second: 3,
            turnedUp: 7,
            suit: 'Q',
            first: 1,
            credited: 'y',
            penalties: {},
            taken: 3,
            awards: 'z',
            winners: 2,
            seats: null,
            event: null,
          },
        ]) {
          expect(() => game.evolve(state, { type, data } as never)).not.toThrow();
        }
      }
    }
  });
});
