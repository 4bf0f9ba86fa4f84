import { describe, expect, it } from '@jest/globals';
import type { BotInput } from '../../src/bots/bot.js';
import { think, type BotRequest } from '../../src/bots/think.js';
import type { Card } from '../../src/engine/core/cards.js';
import type { SchwimmenState } from '../../src/engine/schwimmen/index.js';
import { botInput, dueCommand, type BotHost } from '../../src/scheduler/due.js';
import { game, setupOf } from '../engine/schwimmen/fixtures.js';
import { replayedOf } from './play.js';

/** The same table from `seat`'s chair: every card it cannot see (others' hands, the unseen packet, the stock) shuffled around. */
function withHiddenCardsMoved(state: SchwimmenState, seat: number, shift: number): SchwimmenState {
  const others = state.hands.map((hand, s) => (s === seat || hand === null ? null : hand));
  const hidden: Card[] = [...others.flatMap((h) => h ?? []), ...(state.second ?? []), ...state.stock];
  if (hidden.length === 0) return state;
  const moved = hidden.map((_, i) => hidden[(i + shift) % hidden.length]);
  let next = 0;
  const take = (n: number) => moved.slice(next, (next += n));
  const hands = state.hands.map((hand, s) => (others[s] ? take(others[s]!.length) : hand));
  const second = state.second ? take(state.second.length) : null;
  return { ...state, hands, second, stock: take(state.stock.length) };
}

const withoutRandom = ({ random: _random, ...rest }: BotInput) => rest;

describe('a bot never receives hidden information', () => {
  it("gets its seat's view and legal actions only, whatever the hidden cards are (thousands of positions)", async () => {
    let positions = 0;
    for (let m = 0; m < 40; m++) {
      const players = 2 + (m % 5);
      const kinds = Array.from({ length: players }, () => 'heuristic' as const);
      const setup = setupOf({ players, seed: `hidden-${m}`, options: { lives: 1 } });
      let state = game.initialState(setup);
      let version = 0;
      const apply = (events: ReturnType<typeof game.decide>) => {
        for (const event of events) state = game.evolve(state, event);
        version += events.length;
      };
      apply(game.decide({ type: 'StartMatch' }, state));
      while (game.outcome(state) === null) {
        const replayed = replayedOf(game, state, version, setup.seed, kinds);
        let seen: BotRequest | undefined;
        const host: BotHost = {
          logOf: () => Promise.reject(new Error('the heuristic bot reads no log')),
          run: (request) => {
            seen = request;
            return Promise.resolve(think(request));
          },
        };
        const due = (await dueCommand(game, replayed, new Date(0), host))!;
        const seat = due.seat;
        // Exactly these inputs (the seed and version only key its random source), and the view is the seat's own view.
        expect(Object.keys(seen!).sort()).toEqual(['game', 'kind', 'legalActions', 'seat', 'seed', 'version', 'view']);
        expect(due.actor).toEqual({ seat, bot: 'heuristic', botVersion: 1 });
        expect(seen!.seat).toBe(seat);
        expect(seen!.view).toEqual(game.view(state, seat));
        expect(seen!.legalActions).toEqual(game.legalActions(state, seat));
        // Moving every hidden card elsewhere changes nothing the bot gets.
        for (const shift of [1, 7]) {
          const twin = replayedOf(game, withHiddenCardsMoved(state, seat, shift), version, setup.seed, kinds);
          expect(withoutRandom(botInput(game, twin, seat))).toEqual({ seat, view: seen!.view, legalActions: seen!.legalActions });
        }
        apply(game.decide(due.command as never, state));
        positions++;
      }
    }
    expect(positions).toBeGreaterThan(1000);
  });

  it('the random source is keyed by the match seed, seat and version, not by the state', () => {
    const setup = setupOf({ players: 3, seed: 'keyed' });
    const state = game.evolve(game.initialState(setup), game.decide({ type: 'StartMatch' }, game.initialState(setup))[0]);
    const input = (seed: string, version: number) =>
      botInput(game, replayedOf(game, state, version, seed, [null, null, null]), 0).random.int(1_000_000);
    expect(input('keyed', 4)).toBe(input('keyed', 4));
    expect(input('keyed', 4)).not.toBe(input('keyed', 5));
    expect(input('keyed', 4)).not.toBe(input('other', 4));
  });
});
