import { seededRandom } from '../../src/bots/random.js';
import { findBot } from '../../src/bots/registry.js';
import type { AnalysisInput } from '../../src/analysis/types.js';
import type { Action, Game, GameEvent } from '../../src/engine/core/game.js';
import { resolveOptions } from '../../src/engine/core/options.js';
import { findGame } from '../../src/engine/registry.js';

// Brute force for the analysis specs: the engine itself searched over every legal move to the end of the deal,
// each seat taking what is best for it by the deal's own DealScored; and matches played by the heuristic bots.

/** The seat's result from a DealScored event. */
export type ResultOf = (scored: GameEvent, seat: number) => number;

export const schafkopfResult: ResultOf = (scored, seat) => {
  const data = scored.data as { payments: number[]; stockPayments: number[] };
  return data.payments[seat] + data.stockPayments[seat];
};
export const schnapsenResult: ResultOf = (scored, seat) => {
  const data = scored.data as { winner: number; gamePoints: number };
  return data.winner === seat ? data.gamePoints : -data.gamePoints;
};
/** Bauern- and Dreierschnapsen: the points when the seat's party scored, minus them when the other side did. */
export const familyResult: ResultOf = (scored, seat) => {
  const data = scored.data as { points: number; awards: { seats: number[] }[] };
  return data.awards.some((a) => a.seats.includes(seat)) ? data.points : -data.points;
};

/** The actions brute force tries: the moves of the play (not a Stoß, which nobody must give). */
export const PLAY = new Set(['playCard', 'declareMarriage', 'exchangeTrump', 'closeTalon', 'claimOut']);

/** Minimax over the engine: the result for every seat with best play by each from `state` to the deal's end. */
export function bruteForce(game: Game, state: unknown, resultOf: ResultOf, seats: number): number[] {
  const seat = game.activeSeats(state)[0];
  const actions = game.legalActions(state, seat).filter((a) => PLAY.has(a.type));
  let best: number[] | null = null;
  for (const action of actions) {
    const values = afterAction(game, state, seat, action, resultOf, seats);
    if (best === null || values[seat] > best[seat]) best = values;
  }
  return best!;
}

export function afterAction(game: Game, state: unknown, seat: number, action: Action, resultOf: ResultOf, seats: number): number[] {
  let next = state;
  const events = game.decide({ type: 'Act', seat, action }, state);
  for (const event of events) next = game.evolve(next, event);
  const scored = events.find((e) => e.type === 'DealScored');
  if (scored) return Array.from({ length: seats }, (_, s) => resultOf(scored, s));
  return bruteForce(game, next, resultOf, seats);
}

/** Plays a match with heuristic bots; `override` may replace a seat's action (the deliberately bad card). */
export function play(
  gameId: string,
  seats: number,
  options: Record<string, unknown>,
  seed: string,
  override?: (state: unknown, seat: number, action: Action) => Action,
) {
  const game = findGame(gameId)!;
  const bot = findBot(gameId, 'heuristic')!;
  const setup = { players: seats, options: resolveOptions(game.options, options), seed, presets: [] };
  let state = game.initialState(setup);
  const events: GameEvent[] = [];
  const apply = (fresh: GameEvent[]) => {
    for (const event of fresh) state = game.evolve(state, event);
    events.push(...fresh);
  };
  apply(game.decide({ type: 'StartMatch' }, state));
  const random = seededRandom('analysis-spec', seed);
  for (let step = 0; step < 2000 && !game.outcome(state); step++) {
    const seat = game.activeSeats(state)[0];
    const legalActions = game.legalActions(state, seat).filter((a) => !game.actions.find((s) => s.type === a.type)?.optional);
    let action = bot({ seat, view: game.view(state, seat), legalActions, random });
    if (override) action = override(state, seat, action);
    apply(game.decide({ type: 'Act', seat, action }, state));
  }
  const input: AnalysisInput = {
    matchId: 'm',
    game: gameId,
    rulesVersion: game.rulesVersion,
    seats,
    options: setup.options,
    seed,
    presets: [],
    events,
  };
  return { game, input, events, setup };
}

/** Every state right before each move of the deals, in order, with the move (for brute force on the late ones). */
export function statesBeforeMoves(
  game: Game,
  setup: { players: number; options: never; seed: string; presets: [] },
  events: GameEvent[],
  isMove: (e: GameEvent) => boolean,
) {
  let state = game.initialState(setup);
  const list: unknown[] = [];
  for (const event of events) {
    if (isMove(event)) list.push(state);
    state = game.evolve(state, event);
  }
  return list;
}
