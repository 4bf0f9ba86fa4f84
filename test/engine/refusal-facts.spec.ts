import { describe, expect, it } from '@jest/globals';
import { seededRandom } from '../../src/bots/random.js';
import { RuleViolation } from '../../src/engine/core/errors.js';
import { decideIn, type Action, type GameEvent, type PublishedGame as Game } from '../../src/engine/core/game.js';
import { resolveOptions } from '../../src/engine/core/options.js';
import type { CommonView } from '../../src/engine/core/view.js';
import { GAMES } from '../../src/engine/registry.js';

const MATCHES_PER_GAME = 6;

/** The refusal `attempt` throws (the test fails if it throws nothing or something else). */
function refusalOf(attempt: () => unknown): RuleViolation {
  try {
    attempt();
  } catch (error) {
    if (error instanceof RuleViolation) return error;
    throw error;
  }
  throw new Error('the command was accepted');
}

/** The card field of an action that plays or gives a card from the hand ("card", or Schwimmen's "hand"). */
const handCardOf = (action: Action): string | undefined =>
  typeof action.card === 'string' ? action.card : action.type === 'swapOne' && typeof action.hand === 'string' ? action.hand : undefined;

/**
 * Random matches of every game; at every step each seat also tries what a player gets wrong: a card it does not
 * hold, a card of its hand the rules do not allow now, any move out of turn. The refusals must carry the
 * particulars their sentences state (RefusalFacts), equal to what the seat's view and legal actions say.
 */
describe('refusals carry their particulars as data', () => {
  it.each(Object.values(GAMES).map((game) => [game.id, game] as const))('%s', (_id, game: Game) => {
    const seen = new Set<string>();
    for (let seed = 1; seed <= MATCHES_PER_GAME; seed++) {
      const players = game.players.min + (seed % (game.players.max - game.players.min + 1));
      const random = seededRandom('refusal-facts', `${game.id}-${seed}`);
      let state = game.initialState({ players, options: resolveOptions(game.options, {}), seed: `facts-${seed}`, presets: [] });
      const apply = (events: GameEvent[]) => {
        for (const event of events) state = game.evolve(state, event);
      };
      apply(game.decide({ type: 'StartMatch' }, state));
      for (let step = 0; step < 1500 && !game.outcome(state); step++) {
        const active = game.activeSeats(state);
        for (let seat = 0; seat < players; seat++) {
          const legal = game.legalActions(state, seat);
          const playing = legal.filter((action) => handCardOf(action) !== undefined);
          const hand = ((game.view(state, seat) as CommonView).hand ?? []) as string[];
          if (playing.length > 0) {
            const template = playing[0];
            const field = typeof template.card === 'string' ? 'card' : 'hand';
            const allowed = [...new Set(playing.map(handCardOf))].sort();
            const absent = ['EA', 'E10', 'GK', 'HO', 'SU', 'S7', 'G9'].find((card) => !hand.includes(card));
            if (absent !== undefined) {
              const refusal = refusalOf(() => decideIn(game, { type: 'Act', seat, action: { ...template, [field]: absent } }, state));
              expect(refusal.code).toBe('CARD_NOT_IN_HAND');
              expect(refusal.facts).toEqual({ card: absent, game: game.id });
              seen.add(refusal.code);
            }
            for (const card of hand.filter((card) => !allowed.includes(card))) {
              const refusal = refusalOf(() => decideIn(game, { type: 'Act', seat, action: { ...template, [field]: card } }, state));
              expect(refusal.facts.card).toBe(card);
              expect([...(refusal.facts.playable ?? [])].sort()).toEqual(allowed);
              expect(refusal.facts.game).toBe(game.id);
              seen.add(refusal.code);
            }
          }
          if (active.length > 0 && !active.includes(seat)) {
            const move = game.legalActions(state, active[0]).find((action) => !legal.some((own) => own.type === action.type));
            if (move === undefined) continue;
            const refusal = refusalOf(() => decideIn(game, { type: 'Act', seat, action: move }, state));
            if (refusal.code !== 'NOT_YOUR_TURN') continue;
            expect(refusal.facts.waitingFor).toEqual(active);
            seen.add(refusal.code);
          }
        }
        const movers = Array.from({ length: players }, (_, seat) => seat).filter((seat) => game.legalActions(state, seat).length > 0);
        if (movers.length === 0) break;
        const seat = active.find((s) => movers.includes(s)) ?? random.pick(movers);
        apply(game.decide({ type: 'Act', seat, action: random.pick(game.legalActions(state, seat)) }, state));
      }
    }
    // The matches met each kind of refusal this game has.
    expect(seen.has('CARD_NOT_IN_HAND')).toBe(true);
    expect(seen.has('NOT_YOUR_TURN')).toBe(true);
    if (game.id !== 'schwimmen') expect([...seen].some((code) => code === 'MUST_FOLLOW' || code === 'ILLEGAL_ACTION')).toBe(true);
  });
});
