import { describe, expect, it } from '@jest/globals';
import { resolveOptions } from '../../../../src/engine/core/options.js';
import { findGame } from '../../../../src/engine/registry.js';
import { spec } from '../../../support/decider.js';
import type { DreierAction, DreierEvent, DreierState, DreierView } from '../../../../src/engine/schnapsen/dreier/index.js';
import type { Game, MatchSetup } from '../../../../src/engine/core/game.js';
import { P, R, RINGS, START, STRONG, act, bid, game, history, run, setupOf, typesAre } from './fixtures.js';

const E = act(0, { type: 'callTrump', suit: 'E' });

/**
 * Nobody bids (docs/rules-decisions.md#dreierschnapsen-normal-game): the Rufer takes the talon, lays two cards away face down and
 * then names his game. The regional variant (no game named after taking the talon unless named before, but a
 * raise allowed) is the option noBidTalon "regional"; rules version 1 always plays it.
 */
describe('nobody bids (rules version 2 on, default): the Rufer must take the talon and then name his game', () => {
  const setup = setupOf({ presets: [STRONG] });
  const passed = history(setup, [START, E, act(0, P), act(1, P)]);
  const allPassed = history(setup, [START, E, act(0, P), act(1, P), act(2, P)]);

  it('the last pass settles the Normal game and hands the Rufer the talon at once', () => {
    const state = spec(game, setup)
      .given(passed)
      .when(act(2, P))
      .then([
        { type: 'BidPassed', data: { seat: 2 } },
        { type: 'ContractSettled', data: { contract: 'normal', declarer: 0, withTalon: false, raisedFrom: null } },
        { type: 'TalonTaken', data: { seat: 0, cards: ['EU', 'GU'] } },
      ]);
    expect(state.phase).toBe('discard');
    expect(game.view(state, 0).hand).toEqual(['EA', 'E10', 'EK', 'EO', 'HA', 'H10', 'EU', 'GU']);
    expect(game.legalActions(state, 0).every((a) => a.type === 'discard')).toBe(true);
    expect(game.legalActions(state, 0)).toHaveLength(28);
  });

  it('he may not leave the talon, nor pick it up a second time', () => {
    spec(game, setup)
      .given(allPassed)
      .when(act(0, { type: 'leaveTalon' }))
      .thenThrows('ILLEGAL_ACTION', /not possible now \(phase discard\)/);
    spec(game, setup)
      .given(allPassed)
      .when(act(0, { type: 'takeTalon' }))
      .thenThrows('ILLEGAL_ACTION', /not possible now \(phase discard\)/);
  });

  it('after laying two cards away he names a game: every contract he may declare with his six cards, or declineRaise for the Normal game', () => {
    const state = spec(game, setup)
      .given(allPassed)
      .when(act(0, { type: 'discard', cards: ['H10', 'GU'] }))
      .then([{ type: 'CardsDiscarded', data: { seat: 0, cards: ['H10', 'GU'] } }]);
    expect(state.phase).toBe('raise');
    expect(game.activeSeats(state)).toEqual([0]);
    // E trump, EA E10 EK EO EU HA: the Rufer's contracts the table plays, and the Herrenschnapser (all five trumps);
    // not the Kontra contracts (an opponent's), not the Farbenring (no five of a plain suit), not the options off.
    expect(game.legalActions(state, 0)).toEqual([
      { type: 'raise', contract: 'bettler' },
      { type: 'raise', contract: 'schnapser' },
      { type: 'raise', contract: 'gang' },
      { type: 'raise', contract: 'bauernschnapser' },
      { type: 'raise', contract: 'trumpfringerl' },
      { type: 'declineRaise' },
    ]);
  });

  it('naming a contract makes it his game; the doubling round follows', () => {
    const discarded = history(setup, [START, E, act(0, P), act(1, P), act(2, P), act(0, { type: 'discard', cards: ['H10', 'GU'] })]);
    const state = spec(game, setup)
      .given(discarded)
      .when(act(0, { type: 'raise', contract: 'trumpfringerl' }))
      .then([{ type: 'ContractRaised', data: { seat: 0, contract: 'trumpfringerl' } }]);
    expect(state.deal?.settled).toEqual({ contract: 'trumpfringerl', declarer: 0, withTalon: false, raisedFrom: 'normal' });
    expect(state.phase).toBe('doubling');
    spec(game, setup)
      .given(discarded)
      .when(act(0, { type: 'raise', contract: 'kontraschnapser' }))
      .thenThrows('ILLEGAL_ACTION', /Only an opponent of the Rufer/);
    spec(game, setup)
      .given(discarded)
      .when(act(0, { type: 'raise', contract: 'farbenringerl' }))
      .thenThrows('ILLEGAL_ACTION');
    spec(game, setup)
      .given(discarded)
      .when(act(0, { type: 'raise', contract: 'zehnergang' }))
      .thenThrows('ILLEGAL_ACTION', /not played at this table/);
  });

  it('or he declines and plays the Normal game with the talon taken', () => {
    const discarded = history(setup, [START, E, act(0, P), act(1, P), act(2, P), act(0, { type: 'discard', cards: ['H10', 'GU'] })]);
    const state = spec(game, setup)
      .given(discarded)
      .when(act(0, R))
      .then([{ type: 'RaiseDeclined', data: { seat: 0 } }]);
    expect(state.deal?.settled).toMatchObject({ contract: 'normal', declarer: 0, raisedFrom: null });
    expect(state.deal?.talonTakenBy).toBe(0);
    expect(state.phase).toBe('doubling');
  });

  it('a bid still ends the question: the winning bidder plays his contract and the Rufer names nothing', () => {
    const rings = setupOf({ presets: [RINGS] });
    const given = history(rings, [START, E, act(0, P), act(1, bid('farbenringerl', true)), act(2, P)]);
    const state = spec(game, rings)
      .given(given)
      .when(act(1, { type: 'discard', cards: ['S10', 'SO'] }))
      .then(typesAre(['CardsDiscarded']));
    expect(state.phase).toBe('doubling');
  });
});

describe('the regional variant (option noBidTalon "regional")', () => {
  const setup = setupOf({ presets: [STRONG], options: { noBidTalon: 'regional' } });

  it('the Rufer may take the talon or leave it', () => {
    const state = run(setup, [START, E, act(0, P), act(1, P), act(2, P)]).state;
    expect(state.phase).toBe('talon');
    expect(game.legalActions(state, 0)).toEqual([{ type: 'takeTalon' }, { type: 'leaveTalon' }]);
  });

  it('after taking it he names no game: the doubling round follows the discard (a game only by raise rule 2)', () => {
    const taken = history(setup, [START, E, act(0, P), act(1, P), act(2, P), act(0, { type: 'takeTalon' })]);
    const state = spec(game, setup)
      .given(taken)
      .when(act(0, { type: 'discard', cards: ['H10', 'GU'] }))
      .then(typesAre(['CardsDiscarded']));
    expect(state.phase).toBe('doubling');
    expect(state.deal?.settled?.contract).toBe('normal');
  });

  it("the option is published with the text's procedure as its default", () => {
    expect(game.options.noBidTalon).toMatchObject({ type: 'enum', values: ['takeAndName', 'regional'], default: 'takeAndName' });
    expect(game.options.noBidTalon.description.en).toMatch(/must pick up the talon/);
  });
});

describe('rules version 1 (retired, hosted for its matches): the Rufer may still leave the talon', () => {
  const v1 = findGame('dreierschnapsen', 1) as Game<DreierState, DreierEvent, DreierAction, DreierView>;
  const v1Setup = (options: Record<string, unknown>): MatchSetup => ({
    players: 3,
    options: resolveOptions(v1.options, options),
    seed: 'dreier-seed',
    presets: [STRONG],
  });
  const v1Run = (setup: MatchSetup, commands: ReturnType<typeof act>[]) => {
    let state = v1.initialState(setup);
    for (const command of commands) for (const event of v1.decide(command, state)) state = v1.evolve(state, event);
    return state;
  };

  it('is hosted next to versions 2 and 3, without the new option', () => {
    expect(v1.rulesVersion).toBe(1);
    expect(findGame('dreierschnapsen')?.rulesVersion).toBe(3);
    expect(findGame('dreierschnapsen', 3)).toBe(findGame('dreierschnapsen'));
    expect(findGame('dreierschnapsen', 2)?.rulesVersion).toBe(2);
    expect(findGame('dreierschnapsen', 4)).toBeUndefined();
    expect(Object.keys(v1.options)).not.toContain('noBidTalon');
    expect(Object.keys(v1.options)).toEqual(Object.keys(game.options).filter((name) => name !== 'noBidTalon'));
  });

  it('nobody bids: the Normal game waits for takeTalon or leaveTalon, and leaving it is allowed', () => {
    const setup = v1Setup({});
    const passed = v1Run(setup, [START, E, act(0, P), act(1, P)]);
    expect(v1.decide(act(2, P), passed)).toEqual([
      { type: 'BidPassed', data: { seat: 2 } },
      { type: 'ContractSettled', data: { contract: 'normal', declarer: 0, withTalon: false, raisedFrom: null } },
    ]);
    const state = v1Run(setup, [START, E, act(0, P), act(1, P), act(2, P)]);
    expect(v1.legalActions(state, 0)).toEqual([{ type: 'takeTalon' }, { type: 'leaveTalon' }]);
    expect(v1.decide(act(0, { type: 'leaveTalon' }), state)).toEqual([{ type: 'TalonLeft', data: { seat: 0 } }]);
  });

  it('even a stored noBidTalon cannot change version 1: after the talon the Rufer names no game', () => {
    const setup: MatchSetup = { ...v1Setup({}), options: { ...v1Setup({}).options, noBidTalon: 'takeAndName' } };
    const taken = v1Run(setup, [
      START,
      E,
      act(0, P),
      act(1, P),
      act(2, P),
      act(0, { type: 'takeTalon' }),
      act(0, { type: 'discard', cards: ['H10', 'GU'] }),
    ]);
    expect(taken.phase).toBe('doubling');
  });
});
