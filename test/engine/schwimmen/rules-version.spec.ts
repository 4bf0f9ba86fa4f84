import { describe, expect, it } from '@jest/globals';
import type { Command, Viewer } from '../../../src/engine/core/game.js';
import { findGame } from '../../../src/engine/registry.js';
import {
  schwimmenV1,
  type AnyEvent,
  type SchwimmenAction,
  type SchwimmenEvent,
  type SchwimmenState,
} from '../../../src/engine/schwimmen/index.js';
import { downcast } from '../../../src/engine/schwimmen/upcast.js';
import { seededRandom } from '../../../src/bots/random.js';
import { spec } from '../../support/decider.js';
import { BASIC, START, act, game, setupOf } from './fixtures.js';

const v1 = schwimmenV1;

/** BASIC (seat 1 deals, keeps; seat 0 holds 9, seat 1 19) recorded under rules version 1, up to seat 0's knock. */
const OLD_STREAM = [
  { type: 'MatchStarted', data: { players: 2, lives: 1, firstDealer: 1 } },
  { type: 'DealDealt', data: { deal: 1, dealer: 1, hands: BASIC.hands, second: BASIC.second, stock: null, stockCount: 27 } },
  { type: 'PacketChosen', data: { seat: 1, kept: 'first', table: ['SK', 'SO', 'G6'] } },
  { type: 'Knocked', data: { seat: 0 } },
] as unknown as AnyEvent[];

describe('rules version 1 stays hosted', () => {
  it('is found by its version; the current rules are version 2', () => {
    expect(findGame('schwimmen')).toBe(game);
    expect(game.rulesVersion).toBe(2);
    expect(findGame('schwimmen', 1)).toBe(v1);
    expect(v1).toMatchObject({ id: 'schwimmen', title: game.title, rulesVersion: 1 });
  });

  it('an old-named stream replays, and a recorded "pass" decides the version 1 events', () => {
    const setup = setupOf({ options: { lives: 1 }, presets: [BASIC, BASIC] });
    const state = spec(v1, setup)
      .given(OLD_STREAM)
      .when(act(1, { type: 'pass' }))
      .then((events) => {
        expect(events.slice(0, 4)).toEqual([
          { type: 'Passed', data: { seat: 1 } },
          {
            type: 'DealScored',
            data: {
              deal: 1,
              reason: 'knock',
              hands: [
                ['G7', 'S8', 'E9'],
                ['HK', 'H9', 'E7'],
              ],
              values: [9, 19],
              payers: [0],
            },
          },
          { type: 'LifeLost', data: { seat: 0, livesLeft: 0 } },
          { type: 'PlayerSwam', data: { seat: 0 } },
        ]);
        expect(events[4]).toMatchObject({ type: 'DealDealt', data: { deal: 2, dealer: 0 } });
      });
    // Read in today's vocabulary: the view has the deal summary of the old DealScored.
    expect(v1.view(state, 'spectator')).toMatchObject({
      dealNumber: 2,
      waitingFor: [0],
      seats: [
        { seat: 0, score: 0, status: 'swimming' },
        { seat: 1, score: 1, status: 'playing' },
      ],
      lastDeal: {
        dealNumber: 1,
        winners: [1],
        summary: 'Showdown after a knock: seat 0 loses a life.',
        changes: [
          { seat: 0, delta: -1 },
          { seat: 1, delta: 0 },
        ],
      },
      lastShowdown: { reason: 'knock', payers: [0] },
    });
  });

  it("a version 1 match goes on with today's action names and ends with MatchWon", () => {
    const setup = setupOf({ options: { lives: 1 }, presets: [BASIC, BASIC] });
    const given = [...OLD_STREAM, ...v1.decide(act(1, { type: 'passTurn' }), OLD_STREAM.reduce(v1.evolve, v1.initialState(setup)))];
    // Deal 2: seat 0 deals and keeps G7 S8 E9 (9); seat 1 holds HK H9 E7 (19). Seat 1 knocks, seat 0 passes and goes under.
    const events = [act(0, { type: 'choosePacket', keep: true }), act(1, { type: 'knock' }), act(0, { type: 'passTurn' })].reduce<
      AnyEvent[]
    >((log, command) => {
      const state = log.reduce(v1.evolve, v1.initialState(setup));
      return [...log, ...v1.decide(command, state)];
    }, given);
    expect(events.slice(-3).map((e) => e.type)).toEqual(['DealScored', 'PlayerEliminated', 'MatchWon']);
    const end = events.reduce(v1.evolve, v1.initialState(setup));
    expect(v1.outcome(end)).toEqual({ winners: [1], summary: 'Seat 1 won the match as the last player left.' });
    expect(v1.standings(end)).toEqual([
      { seat: 0, score: 0, status: 'out' },
      { seat: 1, score: 1, status: 'playing' },
    ]);
  });

  it('old events are shown in the current vocabulary while the match runs', () => {
    const setup = setupOf({ options: { lives: 1 }, presets: [BASIC, BASIC] });
    const now = OLD_STREAM.reduce(v1.evolve, v1.initialState(setup));
    expect(v1.redact(OLD_STREAM[1], 0, now)).toEqual({
      type: 'DealDealt',
      data: { dealNumber: 1, dealer: 1, hands: [['G7', 'S8', 'E9'], null], second: null, stock: null, stockCount: 27 },
    });
    expect(v1.redact({ type: 'Passed', data: { seat: 1 } } as unknown as AnyEvent, 'spectator', now)).toEqual({
      type: 'TurnPassed',
      data: { seat: 1 },
    });
    expect(v1.redact({ type: 'MatchWon', data: { winners: [1] } } as unknown as AnyEvent, 'spectator', now)).toEqual({
      type: 'MatchEnded',
      data: { winners: [1] },
    });
  });
});

/**
 * Random matches under the current rules: version 1 decides exactly the downcast events, replaying the version 1
 * events gives the same state, and every version 1 event is shown as the current one (even a DealScored read
 * long after its deal, whose summary depends on who was swimming then).
 */
describe('version 1 and version 2 are the same game in two vocabularies', () => {
  function playBoth(players: number, seed: number, lives: number): { events: SchwimmenEvent[]; old: AnyEvent[]; steps: number } {
    const setup = setupOf({ players, seed: `versions-${seed}`, options: { lives } });
    const random = seededRandom('rules-version', String(seed));
    let state: SchwimmenState = game.initialState(setup);
    let oldState: SchwimmenState = v1.initialState(setup);
    const events: SchwimmenEvent[] = [];
    const old: AnyEvent[] = [];
    const step = (command: Command<SchwimmenAction>) => {
      const now = game.decide(command, state);
      const then = v1.decide(command, oldState);
      expect(then).toEqual(now.map(downcast));
      for (const event of now) state = game.evolve(state, event);
      for (const event of then) oldState = v1.evolve(oldState, event);
      expect(oldState).toEqual(state);
      events.push(...now);
      old.push(...then);
    };
    step(START);
    let steps = 0;
    for (; steps < 600 && game.outcome(state) === null; steps++) {
      const seat = game.activeSeats(state)[0];
      const legal = game.legalActions(state, seat);
      step(act(seat, random.pick(legal)));
    }
    const viewers: Viewer[] = [...Array.from({ length: players }, (_, s) => s), 'spectator'];
    old.forEach((event, i) => {
      for (const viewer of viewers) expect(v1.redact(event, viewer, state)).toEqual(game.redact(events[i], viewer, state));
    });
    expect(v1.outcome(oldState)).toEqual(game.outcome(state));
    expect(v1.standings(oldState)).toEqual(game.standings(state));
    return { events, old, steps };
  }

  it('in random matches with every number of players', () => {
    const seen = new Set<string>();
    for (let seed = 1; seed <= 30; seed++) {
      const { events } = playBoth(2 + (seed % 5), seed, 1 + (seed % 3));
      for (const event of events) if (event.type === 'DealScored') seen.add(event.data.summary.includes('goes under') ? 'under' : 'life');
      for (const event of events) if (event.type === 'MatchEnded') seen.add('ended');
    }
    // The matches reach the cases whose summaries depend on who was swimming.
    expect([...seen].sort()).toEqual(['ended', 'life', 'under']);
  });
});
