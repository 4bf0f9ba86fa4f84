import { describe, expect, it } from '@jest/globals';
import { outranksBid } from '../../../../src/engine/schnapsen/dreier/bidding.js';
import { readOptions } from '../../../../src/engine/schnapsen/dreier/options.js';
import { spec } from '../../../support/decider.js';
import { P, R, RINGS, START, STRONG, act, bid, game, history, setupOf, types, typesAre } from './fixtures.js';

/** Bidding, the talon and the raise rules (docs/rules-decisions.md#dreierschnapsen-bidding). */
describe('bidding: one round from the Rufer, each bid outranking the standing one', () => {
  const setup = setupOf({ presets: [STRONG] });
  const called = history(setup, [START, act(0, { type: 'callTrump', suit: 'E' })]);

  it('starts with the Rufer and goes clockwise; a higher contract outranks', () => {
    const afterRufer = history(setup, [START, act(0, { type: 'callTrump', suit: 'E' }), act(0, bid('gang', true))]);
    spec(game, setup)
      .given(afterRufer)
      .when(act(1, bid('bettler')))
      .thenThrows('ILLEGAL_ACTION', /does not outrank/);
    spec(game, setup)
      .given(afterRufer)
      .when(act(2, bid('gang')))
      .thenThrows('NOT_YOUR_TURN');
    spec(game, setup)
      .given(afterRufer)
      .when(act(1, bid('bauernschnapser')))
      .thenThrows('ILLEGAL_ACTION', /Only the Rufer/);
    spec(game, setup)
      .given(afterRufer)
      .when(act(1, bid('kontraschnapser')))
      .then([{ type: 'BidMade', data: { seat: 1, contract: 'kontraschnapser', withTalon: false } }]);
  });

  it('legal actions name each contract once per kind of bid: bidWithoutTalon (precedence) and bid (with the talon)', () => {
    const legal = game.legalActions(spec(game, setup).given(called).state, 0);
    for (const type of ['bid', 'bidWithoutTalon']) {
      const contracts = legal.flatMap((a) => (a.type === type && 'contract' in a ? [a.contract] : []));
      expect(contracts.length).toBeGreaterThan(0);
      expect(new Set(contracts).size).toBe(contracts.length);
    }
    expect(legal).toContainEqual({ type: 'bid', contract: 'gang' });
    expect(legal).toContainEqual({ type: 'bidWithoutTalon', contract: 'gang' });
    // The old shape is refused: the talon is in the action's name now.
    spec(game, setup)
      .given(called)
      .when(act(0, { type: 'bid', contract: 'gang', withTalon: false } as Record<string, unknown>))
      .thenThrows('INVALID_ACTION');
  });

  it('the highest bid is played; a bid with the talon takes it up at once', () => {
    const given = history(setup, [START, act(0, { type: 'callTrump', suit: 'E' }), act(0, bid('schnapser')), act(1, bid('gang', true))]);
    const state = spec(game, setup)
      .given(given)
      .when(act(2, P))
      .then([
        { type: 'BidPassed', data: { seat: 2 } },
        { type: 'ContractSettled', data: { contract: 'gang', declarer: 1, withTalon: true, raisedFrom: null } },
        { type: 'TalonTaken', data: { seat: 1, cards: ['EU', 'GU'] } },
      ]);
    expect(state.phase).toBe('discard');
    expect(game.view(state, 1).hand).toHaveLength(8);
    expect(game.activeSeats(state)).toEqual([1]);
  });

  it('equal contracts: without the talon has precedence over with the talon', () => {
    const given = history(setup, [START, act(0, { type: 'callTrump', suit: 'E' }), act(0, bid('gang', true))]);
    spec(game, setup)
      .given(given)
      .when(act(1, bid('gang', true)))
      .thenThrows('ILLEGAL_ACTION');
    spec(game, setup)
      .given(given)
      .when(act(1, bid('gang', false)))
      .then([{ type: 'BidMade', data: { seat: 1, contract: 'gang', withTalon: false } }]);
  });

  it('equal contracts, both without the talon: the Rufer has priority', () => {
    const options = readOptions({});
    expect(outranksBid({ seat: 1, contract: 'gang', withTalon: false }, { seat: 0, contract: 'gang', withTalon: false }, 0, options)).toBe(
      false,
    );
    expect(outranksBid({ seat: 0, contract: 'gang', withTalon: false }, { seat: 1, contract: 'gang', withTalon: false }, 0, options)).toBe(
      true,
    );
    expect(outranksBid({ seat: 0, contract: 'gang', withTalon: true }, { seat: 1, contract: 'gang', withTalon: false }, 0, options)).toBe(
      false,
    );
    const given = history(setup, [START, act(0, { type: 'callTrump', suit: 'E' }), act(0, bid('gang'))]);
    spec(game, setup)
      .given(given)
      .when(act(1, bid('gang')))
      .thenThrows('ILLEGAL_ACTION');
  });

  it('a contract the table does not play is refused (Zehnergang is an option)', () => {
    spec(game, setup)
      .given(called)
      .when(act(0, bid('zehnergang')))
      .thenThrows('ILLEGAL_ACTION', /not played at this table/);
    const withZehner = setupOf({ presets: [STRONG], options: { zehnergang: true } });
    spec(game, withZehner)
      .given(history(withZehner, [START, act(0, { type: 'callTrump', suit: 'E' })]))
      .when(act(0, bid('zehnergang')))
      .then(typesAre(['BidMade']));
  });

  it('gangPrecedence "gang": a Gang outranks a Zehnergang (the first regional difference)', () => {
    const byValue = readOptions({ zehnergang: true });
    const byGang = readOptions({ zehnergang: true, gangPrecedence: 'gang' });
    const zehner = { seat: 0, contract: 'zehnergang' as const, withTalon: false };
    const gang = { seat: 1, contract: 'gang' as const, withTalon: false };
    expect(outranksBid(gang, zehner, 0, byValue)).toBe(false);
    expect(outranksBid(gang, zehner, 0, byGang)).toBe(true);
    expect(outranksBid(zehner, gang, 0, byGang)).toBe(false);
  });

  it('holding requirements: a Farbenring needs five of a suit that is not trump, a Herrenschnapser all five trumps', () => {
    const rings = setupOf({ presets: [RINGS] });
    const trumpE = history(rings, [START, act(0, { type: 'callTrump', suit: 'E' })]);
    spec(game, rings)
      .given(trumpE)
      .when(act(0, bid('farbenringerl')))
      .thenThrows('ILLEGAL_ACTION', /not trump/);
    spec(game, rings)
      .given(trumpE)
      .when(act(0, bid('trumpfringerl')))
      .then(typesAre(['BidMade']));
    const trumpG = history(rings, [START, act(0, { type: 'callTrump', suit: 'G' })]);
    spec(game, rings)
      .given(trumpG)
      .when(act(0, bid('farbenringerl')))
      .then(typesAre(['BidMade']));
    spec(game, rings)
      .given(trumpG)
      .when(act(0, bid('trumpfringerl')))
      .thenThrows('ILLEGAL_ACTION', /all five trumps/);
  });
});

describe('nobody bids, regional variant (option noBidTalon "regional"): the Normal game, the Rufer alone against the other two', () => {
  const setup = setupOf({ presets: [STRONG], options: { noBidTalon: 'regional' } });
  const passed = history(setup, [START, act(0, { type: 'callTrump', suit: 'E' }), act(0, P), act(1, P)]);

  it('is settled with the Rufer as declarer, who may look at the talon', () => {
    const state = spec(game, setup)
      .given(passed)
      .when(act(2, P))
      .then([
        { type: 'BidPassed', data: { seat: 2 } },
        { type: 'ContractSettled', data: { contract: 'normal', declarer: 0, withTalon: false, raisedFrom: null } },
      ]);
    expect(game.legalActions(state, 0)).toEqual([{ type: 'takeTalon' }, { type: 'leaveTalon' }]);
  });

  it('he exchanges: takes the talon, lays two cards away face down; they count for nobody', () => {
    const given = history(setup, [
      START,
      act(0, { type: 'callTrump', suit: 'E' }),
      act(0, P),
      act(1, P),
      act(2, P),
      act(0, { type: 'takeTalon' }),
    ]);
    spec(game, setup)
      .given(given)
      .when(act(0, { type: 'discard', cards: ['H10', 'H10'] }))
      .thenThrows('INVALID_ACTION');
    spec(game, setup)
      .given(given)
      .when(act(0, { type: 'discard', cards: ['H10', 'SA'] }))
      .thenThrows('CARD_NOT_IN_HAND');
    const state = spec(game, setup)
      .given(given)
      .when(act(0, { type: 'discard', cards: ['H10', 'GU'] }))
      .then([{ type: 'CardsDiscarded', data: { seat: 0, cards: ['H10', 'GU'] } }]);
    expect(game.view(state, 0).hand).toEqual(['EA', 'E10', 'EK', 'EO', 'HA', 'EU']);
    expect(state.phase).toBe('doubling');
  });

  it('or he leaves the talon face down', () => {
    const given = history(setup, [START, act(0, { type: 'callTrump', suit: 'E' }), act(0, P), act(1, P), act(2, P)]);
    const state = spec(game, setup)
      .given(given)
      .when(act(0, { type: 'leaveTalon' }))
      .then([{ type: 'TalonLeft', data: { seat: 0 } }]);
    expect(game.view(state, 0).talonCount).toBe(2);
    expect(game.activeSeats(state)).toEqual([1]);
  });

  it('a declarer with the talon must keep what his contract needs', () => {
    const rings = setupOf({ presets: [RINGS] });
    const given = history(rings, [
      START,
      act(0, { type: 'callTrump', suit: 'E' }),
      act(0, P),
      act(1, bid('farbenringerl', true)),
      act(2, P),
    ]);
    spec(game, rings)
      .given(given)
      .when(act(1, { type: 'discard', cards: ['GA', 'SO'] }))
      .thenThrows('ILLEGAL_ACTION', /Keep those cards/);
    spec(game, rings)
      .given(given)
      .when(act(1, { type: 'discard', cards: ['S10', 'SO'] }))
      .then(typesAre(['CardsDiscarded']));
  });
});

describe('raise rule 1 (option ruferRaise): the outbid Rufer may raise once more before the talon', () => {
  const setup = setupOf({ presets: [STRONG], options: { ruferRaise: true } });
  const outbid = history(setup, [START, act(0, { type: 'callTrump', suit: 'E' }), act(0, bid('schnapser')), act(1, bid('gang', true))]);

  it('after the round the Rufer speaks again and may raise to a higher contract', () => {
    const state = spec(game, setup)
      .given(outbid)
      .when(act(2, P))
      .then([{ type: 'BidPassed', data: { seat: 2 } }]);
    expect(state.phase).toBe('ruferRaise');
    expect(game.activeSeats(state)).toEqual([0]);
    const raised = spec(game, setup)
      .given([...outbid, { type: 'BidPassed', data: { seat: 2 } }])
      .when(act(0, bid('bauernschnapser', true)))
      .then(typesAre(['BidMade', 'ContractSettled', 'TalonTaken']));
    expect(raised.deal?.settled).toMatchObject({ contract: 'bauernschnapser', declarer: 0 });
  });

  it('his second word must be a higher contract, not the same one without the talon', () => {
    const given = history(setup, [
      START,
      act(0, { type: 'callTrump', suit: 'E' }),
      act(0, bid('gang', true)),
      act(1, bid('gang', false)),
      act(2, P),
    ]);
    spec(game, setup)
      .given(given)
      .when(act(0, bid('gang', false)))
      .thenThrows('ILLEGAL_ACTION', /does not outrank/);
    expect(game.legalActions(spec(game, setup).given(given).state, 0)).not.toContainEqual(bid('gang', false) as never);
  });

  it('or he passes and the higher bid stands', () => {
    spec(game, setup)
      .given([...outbid, { type: 'BidPassed', data: { seat: 2 } }])
      .when(act(0, P))
      .then(typesAre(['BidPassed', 'ContractSettled', 'TalonTaken']));
  });

  it('without the option, or when the Rufer had passed, the round simply ends', () => {
    const plain = setupOf({ presets: [STRONG] });
    const events = history(plain, [
      START,
      act(0, { type: 'callTrump', suit: 'E' }),
      act(0, bid('schnapser')),
      act(1, bid('gang', true)),
      act(2, P),
    ]);
    expect(types(events).slice(-2)).toEqual(['ContractSettled', 'TalonTaken']);
    const ruferPassed = history(setup, [START, act(0, { type: 'callTrump', suit: 'E' }), act(0, P), act(1, bid('gang', true)), act(2, P)]);
    expect(types(ruferPassed).slice(-2)).toEqual(['ContractSettled', 'TalonTaken']);
  });
});

describe('raise rule 2 (option raiseAfterTalon): a higher contract after taking the talon', () => {
  const setup = setupOf({ presets: [STRONG], options: { raiseAfterTalon: true } });

  it('the declarer may raise after laying two cards away, before the first card', () => {
    const given = history(setup, [
      START,
      act(0, { type: 'callTrump', suit: 'E' }),
      act(0, bid('schnapser', true)),
      act(1, P),
      act(2, P),
      act(0, { type: 'discard', cards: ['H10', 'GU'] }),
    ]);
    const state = spec(game, setup)
      .given(given)
      .when(act(0, { type: 'raise', contract: 'bauernschnapser' }))
      .then([{ type: 'ContractRaised', data: { seat: 0, contract: 'bauernschnapser' } }]);
    expect(state.deal?.settled).toMatchObject({ contract: 'bauernschnapser', raisedFrom: 'schnapser' });
    spec(game, setup)
      .given(given)
      .when(act(0, { type: 'raise', contract: 'bettler' }))
      .thenThrows('ILLEGAL_ACTION', /not higher/);
    spec(game, setup)
      .given(given)
      .when(act(0, P))
      .thenThrows('ILLEGAL_ACTION', /declineRaise/);
    spec(game, setup)
      .given(given)
      .when(act(0, R))
      .then([{ type: 'RaiseDeclined', data: { seat: 0 } }]);
  });

  it('in a Normal game (regional variant) the Rufer may announce a contract after seeing the talon', () => {
    const regional = setupOf({ presets: [STRONG], options: { raiseAfterTalon: true, noBidTalon: 'regional' } });
    const given = history(regional, [
      START,
      act(0, { type: 'callTrump', suit: 'E' }),
      act(0, P),
      act(1, P),
      act(2, P),
      act(0, { type: 'takeTalon' }),
      act(0, { type: 'discard', cards: ['H10', 'GU'] }),
    ]);
    spec(game, regional)
      .given(given)
      .when(act(0, { type: 'raise', contract: 'schnapser' }))
      .then(typesAre(['ContractRaised']));
  });

  it('without the option the doubling round follows the discard at once', () => {
    const plain = setupOf({ presets: [STRONG] });
    const state = spec(game, plain)
      .given(history(plain, [START, act(0, { type: 'callTrump', suit: 'E' }), act(0, bid('schnapser', true)), act(1, P), act(2, P)]))
      .when(act(0, { type: 'discard', cards: ['H10', 'GU'] }))
      .then(typesAre(['CardsDiscarded']));
    expect(state.phase).toBe('doubling');
  });
});
