import { describe, expect, it } from '@jest/globals';
import { shuffledPack } from '../../../../src/engine/core/shuffle.js';
import { SCHNAPSEN_PACK } from '../../../../src/engine/schnapsen/common/cards.js';
import { dealPack, packOf } from '../../../../src/engine/schnapsen/dreier/deal.js';
import { spec } from '../../../support/decider.js';
import { RINGS, START, act, game, history, preset, setupOf } from './fixtures.js';

/** The deal (docs/rules-decisions.md#dreierschnapsen-deal). */
describe('dealing: three each from the Rufer, two to the talon, three more each', () => {
  it('deals the shuffled pack in packets: Rufer, next, dealer; talon; Rufer, next, dealer', () => {
    const setup = setupOf({ seed: 'packets' });
    const pack = shuffledPack(SCHNAPSEN_PACK, 'packets', 1);
    spec(game, setup)
      .given([])
      .when(START)
      .then([
        { type: 'MatchStarted', data: { players: 3, firstDealer: 2, bummerl: 1 } },
        {
          type: 'DealDealt',
          data: {
            deal: 1,
            dealer: 2,
            rufer: 0,
            first: [pack.slice(0, 3), pack.slice(3, 6), pack.slice(6, 9)],
            second: [pack.slice(11, 14), pack.slice(14, 17), pack.slice(17, 20)],
            talon: pack.slice(9, 11),
            ritual: null,
          },
        },
      ]);
  });

  it('firstDealer moves the Rufer: seat 0 deals, seat 1 calls', () => {
    const events = history(setupOf({ options: { firstDealer: 0 } }), [START]);
    expect(events[1].data).toMatchObject({ dealer: 0, rufer: 1 });
  });

  it('a preset is read as a pack in dealing order, and hands + talon convert to it', () => {
    expect(dealPack(packOf(RINGS.hands, RINGS.talon, 2), 2)).toEqual({
      first: RINGS.hands.map((h) => h.slice(0, 3)),
      second: RINGS.hands.map((h) => h.slice(3)),
      talon: RINGS.talon,
    });
    expect(() => game.validatePreset({ hands: RINGS.hands, talon: ['SO'] }, setupOf())).toThrow(/talon/);
    expect(() => game.validatePreset({ pack: [...SCHNAPSEN_PACK.slice(0, 19), 'EA'] }, setupOf())).toThrow(/twice/);
    expect(() => game.validatePreset({ pack: SCHNAPSEN_PACK, talon: [] }, setupOf())).toThrow(/either/);
    expect(() => game.validatePreset({ pack: [...SCHNAPSEN_PACK] }, setupOf())).not.toThrow();
  });

  it('the Rufer sees only his first three cards before he calls; nobody sees the second packets yet', () => {
    const { state } = { state: spec(game, setupOf({ presets: [RINGS] })).given(history(setupOf({ presets: [RINGS] }), [START])).state };
    expect(game.view(state, 0).hand).toEqual(['EA', 'E10', 'EK']);
    expect(game.view(state, 1).hand).toEqual(['GA', 'G10', 'GK']);
    expect(game.activeSeats(state)).toEqual([0]);
  });
});

describe('cut or knock (option cutOrKnock; docs/dreierschnapsen.md "Beginning and end")', () => {
  const setup = setupOf({ seed: 'ritual', options: { cutOrKnock: true } });
  const pack = shuffledPack(SCHNAPSEN_PACK, 'ritual', 1);

  it('before each deal the player right of the dealer cuts or knocks', () => {
    const state = spec(game, setup)
      .given([])
      .when(START)
      .then([
        { type: 'MatchStarted', data: { players: 3, firstDealer: 2, bummerl: 1 } },
        { type: 'CuttingStarted', data: { dealer: 2, cutter: 1 } },
      ]);
    expect(game.activeSeats(state)).toEqual([1]);
    expect(game.legalActions(state, 1)).toHaveLength(20);
    spec(game, setup)
      .given(history(setup, [START]))
      .when(act(1, { type: 'cut', at: 20 }))
      .thenThrows('INVALID_ACTION');
    spec(game, setup)
      .given(history(setup, [START]))
      .when(act(0, { type: 'knockOnPack' }))
      .thenThrows('NOT_YOUR_TURN');
  });

  it('a cut lifts cards from the top to the bottom, then the usual packets', () => {
    const cut = [...pack.slice(7), ...pack.slice(0, 7)];
    spec(game, setup)
      .given(history(setup, [START]))
      .when(act(1, { type: 'cut', at: 7 }))
      .then([
        { type: 'PackCut', data: { seat: 1, at: 7 } },
        {
          type: 'DealDealt',
          data: {
            deal: 1,
            dealer: 2,
            rufer: 0,
            first: [cut.slice(0, 3), cut.slice(3, 6), cut.slice(6, 9)],
            second: [cut.slice(11, 14), cut.slice(14, 17), cut.slice(17, 20)],
            talon: cut.slice(9, 11),
            ritual: 7,
          },
        },
      ]);
  });

  it('a knock: the first two cards are the talon; the Rufer calls from his first three, the others take six', () => {
    const state = spec(game, setup)
      .given(history(setup, [START]))
      .when(act(1, { type: 'knockOnPack' }))
      .then([
        { type: 'PackKnocked', data: { seat: 1 } },
        {
          type: 'DealDealt',
          data: {
            deal: 1,
            dealer: 2,
            rufer: 0,
            first: [pack.slice(2, 5), [], []],
            second: [pack.slice(5, 8), pack.slice(8, 14), pack.slice(14, 20)],
            talon: pack.slice(0, 2),
            ritual: 'knock',
          },
        },
      ]);
    expect(game.view(state, 0).hand).toEqual(pack.slice(2, 5));
    const called = spec(game, setup).given(
      history(setup, [START, act(1, { type: 'knockOnPack' }), act(0, { type: 'callTrump', suit: 'S' })]),
    ).state;
    expect(game.view(called, 2).hand).toEqual(pack.slice(14, 20));
  });
});

describe('the trump call', () => {
  const setup = setupOf({ presets: [RINGS] });
  const started = history(setup, [START]);

  it('the Rufer names a suit; then the second packets are dealt and the bidding begins with him', () => {
    const state = spec(game, setup)
      .given(started)
      .when(act(0, { type: 'callTrump', suit: 'E' }))
      .then([
        { type: 'TrumpCalled', data: { seat: 0, suit: 'E', turnedUp: null } },
        { type: 'SecondPacketsDealt', data: { deal: 1, second: RINGS.hands.map((h) => h.slice(3)) } },
      ]);
    expect(state.phase).toBe('bidding');
    expect(game.activeSeats(state)).toEqual([0]);
    expect(game.view(state, 0).hand).toEqual(RINGS.hands[0]);
  });

  it('or he turns up one of his next three cards before seeing them: its suit is trump, everyone sees it', () => {
    const state = spec(game, setup)
      .given(started)
      .when(act(0, { type: 'turnUpTrump', position: 2 }))
      .then([
        { type: 'TrumpCalled', data: { seat: 0, suit: 'H', turnedUp: 'HA' } },
        { type: 'SecondPacketsDealt', data: { deal: 1, second: RINGS.hands.map((h) => h.slice(3)) } },
      ]);
    expect(game.view(state, 'spectator')).toMatchObject({ trump: 'H', turnedUp: 'HA' });
  });

  it('only the Rufer calls, only once, and only a suit', () => {
    spec(game, setup)
      .given(started)
      .when(act(1, { type: 'callTrump', suit: 'E' }))
      .thenThrows('NOT_YOUR_TURN');
    spec(game, setup)
      .given(started)
      .when(act(0, { type: 'callTrump', suit: 'X' as never }))
      .thenThrows('INVALID_ACTION');
    spec(game, setup)
      .given(started)
      .when(act(0, { type: 'turnUpTrump', position: 3 }))
      .thenThrows('INVALID_ACTION', /0, 1, 2/);
    spec(game, setup)
      .given(started)
      .when(act(0, { type: 'bidWithoutTalon', contract: 'gang' }))
      .thenThrows('ILLEGAL_ACTION');
  });

  it('three Unter as the first three cards: the Rufer may demand a redeal by the same dealer', () => {
    const unter = preset(
      [
        ['EU', 'GU', 'HU', 'EA', 'E10', 'EK'],
        ['GA', 'G10', 'GK', 'GO', 'HA', 'S10'],
        ['H10', 'HK', 'HO', 'SU', 'SA', 'SK'],
      ],
      ['SO', 'EO'],
    );
    const withUnter = setupOf({ presets: [unter], seed: 'redeal' });
    const begun = history(withUnter, [START]);
    expect(game.legalActions(spec(game, withUnter).given(begun).state, 0)).toContainEqual({ type: 'demandRedeal' });
    const again = shuffledPack(SCHNAPSEN_PACK, 'redeal', 2);
    spec(game, withUnter)
      .given(begun)
      .when(act(0, { type: 'demandRedeal' }))
      .then((events) => {
        expect(events[0]).toEqual({ type: 'RedealDemanded', data: { seat: 0, unter: ['EU', 'GU', 'HU'] } });
        expect(events[1]).toMatchObject({ type: 'DealDealt', data: { deal: 2, dealer: 2, rufer: 0, talon: again.slice(9, 11) } });
      });
    spec(game, setup)
      .given(started)
      .when(act(0, { type: 'demandRedeal' }))
      .thenThrows('NOT_THREE_UNTER', /three Unter/);
  });
});
