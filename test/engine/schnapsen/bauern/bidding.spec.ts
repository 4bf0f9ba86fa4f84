import { describe, expect, it } from '@jest/globals';
import { spec } from '../../../support/decider.js';
import { act, bid, callTrump, deal, game, history, includes, pass, setupOf, START, SUITED, types } from './fixtures.js';

/** SUITED with Herz called: seat 2 holds all trumps; every seat holds five cards of one suit. */
const setupWith = (options: Record<string, unknown> = {}, presets: unknown[] = [SUITED]) => setupOf({ presets, options });
const called = (options: Record<string, unknown> = {}, suit = 'H', presets: unknown[] = [SUITED]) =>
  history(setupWith(options, presets), [START, callTrump(0, suit)]);

describe('one round of bidding from the Rufer (docs/rules-decisions.md, Bauernschnapsen: Bidding)', () => {
  it('each player speaks once, clockwise from the Rufer; if all pass the Normal game is played and the Rufer leads', () => {
    const setup = setupWith();
    spec(game, setup)
      .given(history(setup, [START, callTrump(0, 'H'), pass(0), pass(1), pass(2)]))
      .when(pass(3))
      .then([
        { type: 'BidPassed', data: { seat: 3 } },
        {
          type: 'ContractSettled',
          data: {
            deal: 1,
            contract: 'normal',
            declarer: 0,
            sides: { declarer: 0, declaring: [0, 2], defending: [1, 3], out: [] },
            leader: 0,
            trump: 'H',
          },
        },
      ]);
  });

  it('out of order is refused', () => {
    spec(game, setupWith()).given(called()).when(pass(1)).thenThrows('NOT_YOUR_TURN');
  });

  it('the highest bid is played; the declarer leads a Gang', () => {
    const setup = setupWith();
    spec(game, setup)
      .given(history(setup, [START, callTrump(0, 'H'), bid(0, 'schnapser'), bid(1, 'gang'), pass(2)]))
      .when(pass(3))
      .then(
        includes('ContractSettled', {
          contract: 'gang',
          declarer: 1,
          leader: 1,
          sides: { declarer: 1, declaring: [1, 3], defending: [0, 2], out: [] },
        }),
      );
  });

  it('a bid must outrank the standing one; an equal value does not', () => {
    const setup = setupWith();
    const given = history(setup, [START, callTrump(0, 'H'), bid(0, 'schnapser')]);
    spec(game, setup).given(given).when(bid(1, 'bettler')).thenThrows('BID_TOO_LOW');
    const after12 = history(setup, [START, callTrump(0, 'H'), pass(0), bid(1, 'kontraschnapser')]);
    spec(game, setup).given(after12).when(bid(2, 'bauernschnapser')).thenThrows('BID_TOO_LOW');
  });

  it('the Normal game and the Blinder Bettler are not bids', () => {
    spec(game, setupWith({ blinderBettler: true }))
      .given(called({ blinderBettler: true }))
      .when(bid(0, 'normal'))
      .thenThrows('CONTRACT_NOT_OFFERED');
    spec(game, setupWith({ blinderBettler: true }))
      .given(called({ blinderBettler: true }))
      .when(bid(0, 'blinderBettler'))
      .thenThrows('CONTRACT_NOT_OFFERED');
  });

  it('an unknown contract is an invalid action; bidding after the round is over is refused', () => {
    spec(game, setupWith()).given(called()).when(bid(0, 'solo')).thenThrows('INVALID_ACTION');
    const setup = setupWith();
    // Seat 1 is on turn in the doubling round that follows; a bid is no longer possible.
    spec(game, setup)
      .given(history(setup, [START, callTrump(0, 'H'), pass(0), pass(1), pass(2), pass(3)]))
      .when(bid(1, 'gang'))
      .thenThrows('ILLEGAL_ACTION');
  });
});

describe('who may declare (the German table, docs/rules-decisions.md)', () => {
  it.each([
    ['schnapser', 1, 'only the Rufer'],
    ['schnapser', 2, 'only the Rufer'],
    ['kontraschnapser', 0, 'opponent'],
    ['kontrabauernschnapser', 2, 'opponent'],
    ['bauernschnapser', 1, 'Rufer or his partner'],
  ])('%s by seat %i is refused (%s)', (contract, seat, message) => {
    const setup = setupWith();
    const given = history(setup, [START, callTrump(0, 'H'), ...[0, 1, 2].slice(0, seat).map((s) => pass(s))]);
    spec(game, setup).given(given).when(bid(seat, contract)).thenThrows('CONTRACT_NOT_YOURS', new RegExp(message));
  });

  it.each([
    ['bauernloch', { bauernloch: true }, 2],
    ['dokta', { dokta: true }, 2],
    ['schnapserZusammen', { schnapserZusammen: true }, 1],
  ])('%s is refused to seat %i', (contract, options, seat) => {
    const setup = setupWith(options);
    const given = history(setup, [START, callTrump(0, 'H'), ...[0, 1, 2].slice(0, seat).map((s) => pass(s))]);
    spec(game, setup).given(given).when(bid(seat, contract)).thenThrows('CONTRACT_NOT_YOURS');
  });

  it("Schnapser zusammen is declared by the Rufer's partner; the Rufer leads; both may take tricks", () => {
    const setup = setupWith({ schnapserZusammen: true });
    spec(game, setup)
      .given(history(setup, [START, callTrump(0, 'H'), pass(0), pass(1), bid(2, 'schnapserZusammen')]))
      .when(pass(3))
      .then(
        includes('ContractSettled', {
          contract: 'schnapserZusammen',
          declarer: 2,
          leader: 0,
          sides: { declarer: 2, declaring: [0, 2], defending: [1, 3], out: [] },
        }),
      );
  });

  it('Kontraschnapser and Kontrabauernschnapser: the Rufer leads against the declarer', () => {
    const setup = setupWith();
    spec(game, setup)
      .given(history(setup, [START, callTrump(0, 'H'), pass(0), pass(1), pass(2)]))
      .when(bid(3, 'kontrabauernschnapser'))
      .then(includes('ContractSettled', { contract: 'kontrabauernschnapser', declarer: 3, leader: 0 }));
  });
});

describe('what the declarer must hold', () => {
  // s0 HK HO SU GU EU holds no Ass and no complete suit.
  const NO_ACE = deal(
    ['HK', 'HO', 'SU', 'GU', 'EU'],
    ['HA', 'H10', 'HU', 'EA', 'E10'],
    ['GA', 'G10', 'GK', 'GO', 'EK'],
    ['SA', 'S10', 'SK', 'SO', 'EO'],
  );

  it.each([
    ['assBettler', { assBettler: true }, /Ass/],
    ['farbenringerl', {}, /five cards of one suit/],
    ['trumpfringerl', {}, /all five trumps/],
  ])('%s needs its cards', (contract, options, message) => {
    const setup = setupWith(options, [NO_ACE]);
    spec(game, setup)
      .given(called(options, 'H', [NO_ACE]))
      .when(bid(0, contract))
      .thenThrows('REQUIREMENT_NOT_MET', message);
  });

  it('a Farbenringerl in the trump suit is not one (the Rufer named his own suit)', () => {
    const setup = setupWith();
    spec(game, setup).given(called({}, 'E')).when(bid(0, 'farbenringerl')).thenThrows('REQUIREMENT_NOT_MET');
  });

  it('holding the cards, the Farbenringerl and Trumpfringerl are laid down at once', () => {
    const setup = setupWith();
    spec(game, setup)
      .given(history(setup, [START, callTrump(0, 'E'), bid(0, 'trumpfringerl'), pass(1), pass(2)]))
      .when(pass(3))
      .then((events) => {
        expect(types(events).slice(0, 3)).toEqual(['BidPassed', 'ContractSettled', 'DealScored']);
        expect(events[2].data).toMatchObject({
          contract: 'trumpfringerl',
          reason: 'laidDown',
          shown: [{ seat: 0, cards: SUITED.hands[0] }],
        });
      });
  });
});

describe('contracts offered by option (docs/rules-decisions.md: the default catalogue)', () => {
  it.each([
    ['assenbettler', {}],
    ['assBettler', {}],
    ['dokta', {}],
    ['zehnergang', {}],
    ['bauernloch', {}],
    ['plauderer', {}],
    ['schnapserZusammen', {}],
    ['bettler', { bettler: false }],
    ['farbenringerl', { farbenringerl: false }],
    ['trumpfringerl', { trumpfringerl: false }],
    ['kontraHerrenbauer', {}],
    // The rest of the default catalogue can be switched off too (the same option names as in Dreierschnapsen).
    ['schnapser', { schnapser: false }],
    ['gang', { gang: false }],
    ['bauernschnapser', { bauernschnapser: false }],
    ['kontraschnapser', { kontraschnapser: false }],
    ['kontrabauernschnapser', { kontrabauernschnapser: false }],
  ])('%s is not offered with %j', (contract, options) => {
    spec(game, setupWith(options)).given(called(options, 'G')).when(bid(0, contract)).thenThrows('CONTRACT_NOT_OFFERED');
  });

  it('Gang against Zehnergang: by value the Zehnergang outranks the Gang', () => {
    const setup = setupWith({ zehnergang: true });
    spec(game, setup)
      .given(history(setup, [START, callTrump(0, 'H'), bid(0, 'gang')]))
      .when(bid(1, 'zehnergang'))
      .then([{ type: 'BidMade', data: { seat: 1, contract: 'zehnergang' } }]);
  });

  it('Gang against Zehnergang, regional rule "gang": the Gang is played', () => {
    const options = { zehnergang: true, gangPrecedence: 'gang' };
    const setup = setupWith(options);
    spec(game, setup)
      .given(history(setup, [START, callTrump(0, 'H'), bid(0, 'gang')]))
      .when(bid(1, 'zehnergang'))
      .thenThrows('BID_TOO_LOW');
    spec(game, setup)
      .given(history(setup, [START, callTrump(0, 'H'), bid(0, 'zehnergang')]))
      .when(bid(1, 'gang'))
      .then([{ type: 'BidMade', data: { seat: 1, contract: 'gang' } }]);
  });
});

describe('Bettler: the partner sits out (docs/rules-decisions.md default) or plays along (option)', () => {
  it('by default the partner sits out and the declarer leads', () => {
    const setup = setupWith();
    const state = spec(game, setup)
      .given(history(setup, [START, callTrump(0, 'H'), pass(0), bid(1, 'bettler'), pass(2)]))
      .when(pass(3))
      .then(
        includes('ContractSettled', {
          contract: 'bettler',
          declarer: 1,
          leader: 1,
          sides: { declarer: 1, declaring: [1], defending: [0, 2], out: [3] },
        }),
      );
    expect(game.view(state, 3).hand).toHaveLength(5);
  });

  it('with bettlerPartnerSitsOut false he plays along', () => {
    const setup = setupWith({ bettlerPartnerSitsOut: false });
    spec(game, setup)
      .given(history(setup, [START, callTrump(0, 'H'), pass(0), bid(1, 'bettler'), pass(2)]))
      .when(pass(3))
      .then(includes('ContractSettled', { sides: { declarer: 1, declaring: [1, 3], defending: [0, 2], out: [] } }));
  });
});

export { act };
