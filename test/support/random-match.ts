import type { Action, Game, GameEvent, MatchSetup, Viewer } from '../../src/engine/core/game.js';
import { seededRandom } from '../../src/bots/random.js';
import { resolveOptions } from '../../src/engine/core/options.js';

export interface Observation {
  /** Every event of the match, in order. */
  events: GameEvent[];
  /** Each viewer's view after each step (every seat and a spectator), with the seats the match then waited for. */
  views: { viewer: Viewer; view: unknown; activeSeats: number[]; lastDealScored: unknown }[];
  /** Each event as each viewer was shown it when it happened (redacted), for seat 0 and a spectator. */
  redacted: GameEvent[];
  /** Every legal action offered to any seat at any step. */
  actions: Action[];
  /** Each step's seats the match waited for, and the seats that had a legal action the game does not mark optional. */
  waits: { activeSeats: number[]; withRequiredActions: number[] }[];
}

/**
 * Plays a match of `game` with `players` seats and default options from `seed`: at each step a random seat among
 * those with legal actions (the active ones three times in four, when any) takes a random legal action. `observe`
 * sees the state after each step. Stops when the match ends or after `maxSteps`.
 */
export function playRandomMatch(
  game: Game,
  players: number,
  seed: number,
  maxSteps = 3000,
  observe?: (o: Observation) => void,
): Observation {
  const random = seededRandom('random-match', String(seed));
  const setup: MatchSetup = { players, options: resolveOptions(game.options, {}), seed: `random-${seed}`, presets: [] };
  const observation: Observation = { events: [], views: [], redacted: [], actions: [], waits: [] };
  const optional = new Set(game.actions.filter((action) => action.optional).map((action) => action.type));
  let state = game.initialState(setup);
  const apply = (events: GameEvent[]) => {
    for (const event of events) state = game.evolve(state, event);
    observation.events.push(...events);
    for (const viewer of [0, 'spectator'] as const) observation.redacted.push(...events.map((event) => game.redact(event, viewer, state)));
  };
  const look = () => {
    const viewers: Viewer[] = [...Array.from({ length: players }, (_, seat) => seat), 'spectator'];
    const activeSeats = game.outcome(state) ? [] : game.activeSeats(state);
    const lastDealScored = observation.events.findLast((event) => event.type === 'DealScored')?.data ?? null;
    for (const viewer of viewers) observation.views.push({ viewer, view: game.view(state, viewer), activeSeats, lastDealScored });
  };
  apply(game.decide({ type: 'StartMatch' }, state));
  look();
  for (let step = 0; step < maxSteps && !game.outcome(state); step++) {
    const offers = Array.from({ length: players }, (_, seat) => ({ seat, actions: game.legalActions(state, seat) }));
    for (const offer of offers) observation.actions.push(...offer.actions);
    const active = new Set(game.activeSeats(state));
    observation.waits.push({
      activeSeats: [...active].sort(),
      withRequiredActions: offers.filter((offer) => offer.actions.some((action) => !optional.has(action.type))).map((offer) => offer.seat),
    });
    const withActions = offers.filter((offer) => offer.actions.length > 0);
    const preferred = withActions.filter((offer) => active.has(offer.seat));
    const pool = preferred.length > 0 && random.int(4) > 0 ? preferred : withActions;
    if (pool.length === 0) break;
    const { seat, actions } = random.pick(pool);
    apply(game.decide({ type: 'Act', seat, action: random.pick(actions) }, state));
    look();
    observe?.(observation);
  }
  return observation;
}
