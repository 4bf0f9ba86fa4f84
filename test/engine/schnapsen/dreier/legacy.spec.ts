import { describe, expect, it } from '@jest/globals';
import type { Command, GameEvent } from '../../../../src/engine/core/game.js';
import { findGame } from '../../../../src/engine/registry.js';
import { spec } from '../../../support/decider.js';
import { evolved, recorded, replayDiff } from '../golden-replay.js';
import { act, game, history, setupOf, START, STRONG } from './fixtures.js';

/** Rules versions 1 and 2 (their own names, not the shared vocabulary): hosted for the matches created under them. */
const v2 = findGame('dreierschnapsen', 2)!;
const old = (seat: number, action: Record<string, unknown>): Command => ({ type: 'Act', seat, action: action as never });

describe('Dreierschnapsen, rules versions 1 and 2 (old names) still replay', () => {
  const setup = setupOf({ presets: [STRONG] });
  const E = old(0, { type: 'callTrump', suit: 'E' });

  it('given an old stream, when old actions are sent, then the retired version decides under the old names', () => {
    // Seat 0 bids a Schnapser with the talon ("withTalon" in the bid), the others pass, he discards: then the doubling round.
    const bidding = v2Run([
      START,
      E,
      old(0, { type: 'bid', contract: 'schnapser', withTalon: true }),
      old(1, { type: 'pass' }),
      old(2, { type: 'pass' }),
    ]);
    expect(bidding.events.filter((e) => e.type === 'BidMade')).toEqual([
      { type: 'BidMade', data: { seat: 0, contract: 'schnapser', withTalon: true } },
    ]);
    const discarded = v2Run([
      START,
      E,
      old(0, { type: 'bid', contract: 'schnapser', withTalon: true }),
      old(1, { type: 'pass' }),
      old(2, { type: 'pass' }),
      old(0, { type: 'discard', cards: ['H10', 'GU'] }),
    ]);
    expect(v2.legalActions(discarded.state as never, 1)).toEqual([{ type: 'spritzen' }, { type: 'pass' }]);
    spec(v2, setup)
      .given(discarded.events)
      .when(old(1, { type: 'pass' }))
      .then([{ type: 'DoublingPassed', data: { seat: 1 } }]);
    spec(v2, setup)
      .given(discarded.events)
      .when(old(1, { type: 'spritzen' }))
      .then([{ type: 'Doubled', data: { seat: 1, name: 'spritzen', factor: 2 } }]);
    // Nobody bid: the Rufer names no game with the old "pass" after the talon (RaisePassed).
    const named = v2Run([
      START,
      E,
      old(0, { type: 'pass' }),
      old(1, { type: 'pass' }),
      old(2, { type: 'pass' }),
      old(0, { type: 'discard', cards: ['H10', 'GU'] }),
    ]);
    expect(v2.legalActions(named.state as never, 0)).toContainEqual({ type: 'pass' });
    spec(v2, setup)
      .given(named.events)
      .when(old(0, { type: 'pass' }))
      .then([{ type: 'RaisePassed', data: { seat: 0 } }]);
    // Its legal bids carry withTalon, both ways, as they did.
    const opened = v2Run([START, E]);
    expect(v2.legalActions(opened.state as never, 0)).toContainEqual({ type: 'bid', contract: 'gang', withTalon: false });
    expect(v2.legalActions(opened.state as never, 0)).toContainEqual({ type: 'bid', contract: 'gang', withTalon: true });
  });

  it('the current version reads an old stream (upcast) into the same state as the new names', () => {
    const asNew = history(setup, [
      START,
      act(0, { type: 'callTrump', suit: 'E' }),
      act(0, { type: 'bid', contract: 'schnapser' }),
      act(1, { type: 'pass' }),
      act(2, { type: 'pass' }),
      act(0, { type: 'discard', cards: ['H10', 'GU'] }),
      act(1, { type: 'spritzen' }),
      act(0, { type: 'declineDouble' }),
    ]);
    const asOld = asNew.map((e): GameEvent =>
      e.type === 'Doubled'
        ? { type: 'Doubled', data: { seat: e.data.seat, name: 'spritzen', factor: 2 } }
        : e.type === 'DoublingDeclined'
          ? { type: 'DoublingPassed', data: e.data }
          : e,
    );
    expect(spec(game, setup).given(asOld as never).state).toEqual(spec(game, setup).given(asNew).state);
  });

  it.each([
    'dreierschnapsen-seeded.json',
    'dreierschnapsen-options.json',
    'dreierschnapsen-talon.json',
    'dreierschnapsen-talon-regional.json',
  ])('%s (recorded under an old version): decided exactly again, same result; not by version 3', (file) => {
    const match = recorded(file);
    const retired = findGame('dreierschnapsen', match.rulesVersion)!;
    expect([1, 2]).toContain(retired.rulesVersion);
    expect(replayDiff(retired, match)).toBeNull();
    expect(replayDiff(game, match)).not.toBeNull();
    if (match.rulesVersion === 2) expect(evolved(game, match)).toEqual(evolved(retired, match));
  });

  function v2Run(commands: Command[]): { events: GameEvent[]; state: unknown } {
    let state = v2.initialState(setup);
    const events: GameEvent[] = [];
    for (const command of commands) {
      for (const event of v2.decide(command, state)) {
        state = v2.evolve(state, event);
        events.push(event);
      }
    }
    return { events, state };
  }
});
