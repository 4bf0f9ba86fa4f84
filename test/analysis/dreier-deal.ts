import { seededRandom } from '../../src/bots/random.js';
import { findBot } from '../../src/bots/registry.js';
import { TableMemory } from '../../src/bots/log.js';
import type { Action, Game, GameEvent } from '../../src/engine/core/game.js';
import { resolveOptions } from '../../src/engine/core/options.js';
import { GAMES } from '../../src/engine/registry.js';

/** A decision found in a played deal: the seat, its view, its legal actions and its log. */
export interface Decision {
  seat: number;
  view: { phase: string };
  legal: Action[];
  log: GameEvent[];
}

/**
 * Plays a Dreierschnapsen deal dealt from `hands` and `talon` (seeded by `seed`) until `wanted` says a seat's
 * decision is the one sought, and returns it. A seat's action is `choose`'s when it gives one, else the rule-of-thumb
 * bot's. Throws if no such decision comes within `steps` moves.
 */
export function dreierDecision(
  deal: { hands: string[][]; talon: string[]; seed: string; steps: number },
  wanted: (seat: number, view: { phase: string }) => boolean,
  choose: (seat: number, legal: Action[]) => Action | undefined = () => undefined,
): Decision {
  const { hands, talon, seed, steps } = deal;
  return familyDecision('dreierschnapsen', { preset: { hands, talon }, seed, steps }, wanted, choose);
}

/** The same for a Bauernschnapsen deal dealt from `hands` (each seat's five cards in the order dealt). */
export function bauernDecision(
  deal: { hands: string[][]; seed: string; steps: number },
  wanted: (seat: number, view: { phase: string }) => boolean,
  choose: (seat: number, legal: Action[]) => Action | undefined = () => undefined,
): Decision {
  const { hands, seed, steps } = deal;
  return familyDecision('bauernschnapsen', { preset: { hands }, seed, steps }, wanted, choose);
}

function familyDecision(
  id: 'dreierschnapsen' | 'bauernschnapsen',
  deal: { preset: object; seed: string; steps: number },
  wanted: (seat: number, view: { phase: string }) => boolean,
  choose: (seat: number, legal: Action[]) => Action | undefined,
): Decision {
  const game = GAMES[id] as Game;
  const bot = findBot(id, 'heuristic')!;
  const { preset, seed } = deal;
  const players = id === 'bauernschnapsen' ? 4 : 3;
  const setup = { players, options: resolveOptions(game.options, {}), seed, presets: [preset] };
  let state = game.initialState(setup as never);
  const memory = new TableMemory(
    game,
    Array.from({ length: players }, (_, seat) => seat),
  );
  const apply = (events: GameEvent[]) => {
    for (const event of events) {
      state = game.evolve(state, event);
      memory.add(event, state);
    }
  };
  apply(game.decide({ type: 'StartMatch' }, state));
  const random = seededRandom(seed, 'bots');
  for (let step = 0; step < deal.steps; step++) {
    const seat = game.activeSeats(state)[0];
    const view = game.view(state, seat) as { phase: string };
    const legal = game.legalActions(state, seat);
    if (wanted(seat, view)) return { seat, view, legal, log: memory.logOf(seat) };
    const action = choose(seat, legal) ?? bot({ seat, view, legalActions: legal, random });
    apply(game.decide({ type: 'Act', seat, action }, state));
  }
  throw new Error(`No such decision came within ${deal.steps} moves.`);
}
