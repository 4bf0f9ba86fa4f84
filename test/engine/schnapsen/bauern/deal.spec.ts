import { describe, expect, it } from '@jest/globals';
import { RuleViolation } from '../../../../src/engine/core/errors.js';
import { shuffledPack } from '../../../../src/engine/core/shuffle.js';
import { SCHNAPSEN_PACK } from '../../../../src/engine/schnapsen/common/cards.js';
import { spec } from '../../../support/decider.js';
import { act, callTrump, deal, game, history, includes, ofType, pass, setupOf, START, SUITED, types } from './fixtures.js';

const UNTER_FIRST = deal(
  ['EU', 'GU', 'SU', 'HA', 'H10'],
  ['EA', 'E10', 'EK', 'EO', 'HK'],
  ['GA', 'G10', 'GK', 'GO', 'HO'],
  ['SA', 'S10', 'SK', 'SO', 'HU'],
);

describe('dealing (docs/bauernschnapsen.md, "Beginn und Ende")', () => {
  it('the last seat deals first; packets of three clockwise from the Rufer, then packets of two after the trump call', () => {
    const setup = setupOf({ seed: 'deal-order' });
    const pack = shuffledPack(SCHNAPSEN_PACK, 'deal-order', 1);
    spec(game, setup)
      .given([])
      .when(START)
      .then([
        { type: 'MatchStarted', data: { players: 4, firstDealer: 3 } },
        {
          type: 'DealDealt',
          data: {
            deal: 1,
            dealer: 3,
            rufer: 0,
            ritual: null,
            first: [pack.slice(0, 3), pack.slice(3, 6), pack.slice(6, 9), pack.slice(9, 12)],
            second: [pack.slice(12, 14), pack.slice(14, 16), pack.slice(16, 18), pack.slice(18, 20)],
          },
        },
      ]);
  });

  it('the first dealer is an option; the player left of him is the Rufer and on turn', () => {
    const state = spec(game, setupOf({ options: { firstDealer: 1 } }))
      .given([])
      .when(START)
      .then(includes('DealDealt', { dealer: 1, rufer: 2 }));
    expect(game.activeSeats(state)).toEqual([2]);
    expect(state.hands.map((h) => h.length)).toEqual([3, 3, 3, 3]);
  });

  it('Bauernschnapsen is for exactly four players', () => {
    spec(game, { ...setupOf(), players: 3 })
      .given([])
      .when(START)
      .thenThrows('INVALID_OPTIONS', /exactly 4 players/);
  });

  it('the Kontra-Herrenbauer option needs Blind-Rufen', () => {
    spec(game, setupOf({ options: { kontraHerrenbauer: true } }))
      .given([])
      .when(START)
      .thenThrows('INVALID_OPTIONS', /blindTrump/);
  });

  it('after each deal the Rufer becomes the dealer ("Am Ende jeden Spiels wird der Rufer zum Geber")', () => {
    const events = history(setupOf({ presets: [SUITED], options: { bummerl: 2 } }), [
      START,
      callTrump(0, 'E'),
      act(0, { type: 'bid', contract: 'trumpfringerl' }),
      pass(1),
      pass(2),
      pass(3),
    ]);
    expect(ofType(events, 'DealDealt').map((e) => [e.data.deal, e.data.dealer, e.data.rufer])).toEqual([
      [1, 3, 0],
      [2, 0, 1],
    ]);
  });
});

describe('the trump call', () => {
  const setup = setupOf({ presets: [SUITED] });
  const dealt = history(setup, [START]);

  it('the Rufer names a suit after three cards; then everyone gets two more and the bidding starts with him', () => {
    const state = spec(game, setup)
      .given(dealt)
      .when(callTrump(0, 'G'))
      .then([
        { type: 'TrumpCalled', data: { seat: 0, suit: 'G', turnedUp: null } },
        { type: 'SecondPacketsDealt', data: { deal: 1, second: SUITED.hands.map((h) => h.slice(3)) } },
      ]);
    expect(state.trump).toBe('G');
    expect(state.hands).toEqual(SUITED.hands);
    expect(state.phase).toBe('bidding');
    expect(game.activeSeats(state)).toEqual([0]);
  });

  it('or turns up one of his two remaining cards: its suit is trump and everyone sees it', () => {
    const state = spec(game, setup)
      .given(dealt)
      .when(act(0, { type: 'turnUpTrump', position: 1 }))
      .then(includes('TrumpCalled', { seat: 0, suit: 'E', turnedUp: 'EU' }));
    expect(game.view(state, 2).turnedUp).toBe('EU');
  });

  it('only one of his two cards still to come can be turned up', () => {
    spec(game, setup)
      .given(dealt)
      .when(act(0, { type: 'turnUpTrump', position: 2 }))
      .thenThrows('INVALID_ACTION', /0, 1/);
    spec(game, setup)
      .given(dealt)
      .when(act(0, { type: 'turnUpTrump', position: -1 }))
      .thenThrows('INVALID_ACTION');
  });

  it('only the Rufer calls trump', () => {
    spec(game, setup).given(dealt).when(callTrump(1, 'G')).thenThrows('NOT_YOUR_TURN');
  });

  it('a suit must be E, G, H or S', () => {
    spec(game, setup).given(dealt).when(callTrump(0, 'X')).thenThrows('INVALID_ACTION');
  });

  it('three Unter: the Rufer may demand a redeal; the same dealer deals again (a new deal number)', () => {
    const s = setupOf({ presets: [UNTER_FIRST, SUITED] });
    const state = spec(game, s)
      .given(history(s, [START]))
      .when(act(0, { type: 'demandRedeal' }))
      .then((events) => {
        expect(types(events)).toEqual(['RedealDemanded', 'DealDealt']);
        expect(events[0]).toEqual({ type: 'RedealDemanded', data: { seat: 0, unter: ['EU', 'GU', 'SU'] } });
        expect(events[1].data).toMatchObject({ deal: 2, dealer: 3, rufer: 0 });
      });
    expect(state.hands[0]).toEqual(['EA', 'E10', 'EK']);
  });

  it('no redeal without three Unter', () => {
    spec(game, setup)
      .given(dealt)
      .when(act(0, { type: 'demandRedeal' }))
      .thenThrows('NOT_THREE_UNTER', /three Unter/);
  });

  it('Blinder Bettler (option): with three Unter the Rufer declares a Bettler blind; no trump, no bidding', () => {
    const s = setupOf({ presets: [UNTER_FIRST], options: { blinderBettler: true } });
    const state = spec(game, s)
      .given(history(s, [START]))
      .when(act(0, { type: 'declareBlinderBettler' }))
      .then((events) => {
        expect(types(events)).toEqual(['BlinderBettlerDeclared', 'SecondPacketsDealt', 'ContractSettled']);
        expect(events[2].data).toMatchObject({
          contract: 'blinderBettler',
          declarer: 0,
          leader: 0,
          trump: null,
          sides: { declaring: [0], defending: [1, 3], out: [2] },
        });
      });
    // The doubling round comes first (the opponents 1 and 3); then the declarer leads.
    expect(game.activeSeats(state)).toEqual([1]);
    expect(game.legalActions(state, 1)).toEqual([{ type: 'spritzen' }, { type: 'declineDouble' }]);
  });

  it('without the option there is no Blinder Bettler', () => {
    const s = setupOf({ presets: [UNTER_FIRST] });
    spec(game, s)
      .given(history(s, [START]))
      .when(act(0, { type: 'declareBlinderBettler' }))
      .thenThrows('CONTRACT_NOT_OFFERED');
    expect(game.legalActions(history(s, [START]).reduce(game.evolve, game.initialState(s)), 0)).toContainEqual({ type: 'demandRedeal' });
  });
});

describe('the cut-or-knock ritual (option)', () => {
  const setup = setupOf({ seed: 'ritual', options: { cutOrKnock: true } });

  it('the player right of the dealer cuts or knocks before the cards are dealt', () => {
    const state = spec(game, setup)
      .given([])
      .when(START)
      .then([{ type: 'MatchStarted', data: { players: 4, firstDealer: 3 } }]);
    expect(state.phase).toBe('cutting');
    expect(game.activeSeats(state)).toEqual([2]);
  });

  it('a cut lifts cards from the top to the bottom; then 3+2 as usual', () => {
    const pack = shuffledPack(SCHNAPSEN_PACK, 'ritual', 1);
    const cut = [...pack.slice(7), ...pack.slice(0, 7)];
    spec(game, setup)
      .given(history(setup, [START]))
      .when(act(2, { type: 'cut', at: 7 }))
      .then([
        { type: 'PackCut', data: { seat: 2, at: 7 } },
        {
          type: 'DealDealt',
          data: {
            deal: 1,
            dealer: 3,
            rufer: 0,
            ritual: 7,
            first: [cut.slice(0, 3), cut.slice(3, 6), cut.slice(6, 9), cut.slice(9, 12)],
            second: [cut.slice(12, 14), cut.slice(14, 16), cut.slice(16, 18), cut.slice(18, 20)],
          },
        },
      ]);
  });

  it('a knock: the Rufer gets three, calls trump, then his two; everyone else five at once', () => {
    const pack = shuffledPack(SCHNAPSEN_PACK, 'ritual', 1);
    spec(game, setup)
      .given(history(setup, [START]))
      .when(act(2, { type: 'knockOnPack' }))
      .then([
        { type: 'PackKnocked', data: { seat: 2 } },
        {
          type: 'DealDealt',
          data: {
            deal: 1,
            dealer: 3,
            rufer: 0,
            ritual: 'knock',
            first: [pack.slice(0, 3), [], [], []],
            second: [pack.slice(3, 5), pack.slice(5, 10), pack.slice(10, 15), pack.slice(15, 20)],
          },
        },
      ]);
  });

  it('a cut must lift 1 to 19 cards, by the right seat', () => {
    const given = history(setup, [START]);
    spec(game, setup)
      .given(given)
      .when(act(2, { type: 'cut', at: 20 }))
      .thenThrows('INVALID_ACTION');
    spec(game, setup)
      .given(given)
      .when(act(1, { type: 'cut', at: 3 }))
      .thenThrows('NOT_YOUR_TURN');
  });
});

describe('Blind-Rufen (option blindTrump)', () => {
  // Deal 2: seat 1 (the Rufer) holds all five Eichel.
  const RUFER_1_ALL_E = deal(
    ['GA', 'G10', 'GK', 'GO', 'GU'],
    ['EA', 'E10', 'EK', 'EO', 'EU'],
    ['HA', 'H10', 'HK', 'HO', 'HU'],
    ['SA', 'S10', 'SK', 'SO', 'SU'],
  );
  const setup = setupOf({ presets: [SUITED, RUFER_1_ALL_E, SUITED], options: { blindTrump: true, bummerl: 2 } });

  it("the Bummerl's first Rufer names trump before any card; the cards come 3+2 without a trump call", () => {
    const state = spec(game, setup)
      .given(history(setup, [START]))
      .when(callTrump(0, 'S'))
      .then((events) => expect(types(events)).toEqual(['BlindTrumpCalled', 'DealDealt', 'SecondPacketsDealt']));
    expect(state.phase).toBe('bidding');
    expect(state.trump).toBe('S');
  });

  it('the trump stays for the whole Bummerl; the next Bummerl starts with a new blind call', () => {
    const firstDeal = [START, callTrump(0, 'E'), pass(0), act(1, { type: 'bid', contract: 'farbenringerl' }), pass(2), pass(3)];
    const events = history(setup, firstDeal);
    const state = events.reduce(game.evolve, game.initialState(setup));
    expect(types(events).slice(-3)).toEqual(['DealScored', 'DealDealt', 'SecondPacketsDealt']);
    expect([state.phase, state.trump, state.rufer]).toEqual(['bidding', 'E', 1]);
    const state2 = spec(game, setup)
      .given([
        ...events,
        ...history(setup, [...firstDeal, act(1, { type: 'bid', contract: 'trumpfringerl' }), pass(2), pass(3)]).slice(events.length),
      ])
      .when(pass(0))
      .then((more) => expect(types(more)).toEqual(['BidPassed', 'ContractSettled', 'DealScored', 'BummerlScored']));
    expect([state2.phase, state2.turn, state2.trump, state2.bummerlTrump]).toEqual(['blindCall', 2, null, null]);
  });
});

describe('presets', () => {
  it.each([
    [{}, /hands/],
    [{ hands: [] }, /four lists/],
    [{ hands: [['EA'], [], [], []] }, /five card codes/],
    [
      {
        hands: [
          ['EA', 'EA', 'EK', 'EO', 'EU'],
          ['GA', 'G10', 'GK', 'GO', 'GU'],
          ['HA', 'H10', 'HK', 'HO', 'HU'],
          ['SA', 'S10', 'SK', 'SO', 'SU'],
        ],
      },
      /twice/,
    ],
    [
      {
        hands: [
          ['E9', 'E10', 'EK', 'EO', 'EU'],
          ['GA', 'G10', 'GK', 'GO', 'GU'],
          ['HA', 'H10', 'HK', 'HO', 'HU'],
          ['SA', 'S10', 'SK', 'SO', 'SU'],
        ],
      },
      /20-card/,
    ],
    [{ hands: SUITED.hands, stock: [] }, /not a field/],
  ])('%j is refused', (preset, message) => {
    expect(() => game.validatePreset(preset, setupOf())).toThrow(RuleViolation);
    expect(() => game.validatePreset(preset, setupOf())).toThrow(message);
  });

  it('a valid preset is accepted and dealt as given', () => {
    expect(() => game.validatePreset(SUITED, setupOf())).not.toThrow();
    const events = history(setupOf({ presets: [SUITED] }), [START]);
    expect(ofType(events, 'DealDealt')[0].data.first).toEqual(SUITED.hands.map((h) => h.slice(0, 3)));
  });
});
