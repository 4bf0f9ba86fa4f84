import type { Action, Game } from '../engine/core/game.js';
import type { Seat } from '../engine/core/seats.js';

/**
 * What one seat may do now, split the way a client needs it: the decisions the match waits for from
 * this seat, and the optional actions it may take although nothing waits for them (Stoß, voting to end a session).
 */
export interface Choices {
  /** The match waits for this seat's decision (the seat is one of `activeSeats`). */
  waitingForYou: boolean;
  /** The actions that answer what the match waits for; empty when it does not wait for this seat. */
  legalActions: Action[];
  /** Actions the seat may take now without the match waiting for them. */
  optionalActions: Action[];
}

export const NO_CHOICES: Choices = { waitingForYou: false, legalActions: [], optionalActions: [] };

/** The action types `game` marks optional (ActionSchema.optional). */
const optionalTypes = new WeakMap<Game, ReadonlySet<string>>();
function optionalOf(game: Game): ReadonlySet<string> {
  let types = optionalTypes.get(game);
  if (!types) optionalTypes.set(game, (types = new Set(game.actions.filter((action) => action.optional).map((action) => action.type))));
  return types;
}

export function choicesOf(game: Game, state: unknown, seat: Seat): Choices {
  if (game.outcome(state) !== null) return NO_CHOICES;
  const optional = optionalOf(game);
  const all = game.legalActions(state, seat);
  const waitingForYou = game.activeSeats(state).includes(seat);
  return {
    waitingForYou,
    legalActions: waitingForYou ? all.filter((action) => !optional.has(action.type)) : [],
    optionalActions: all.filter((action) => optional.has(action.type)),
  };
}

/** The optional action types `seat` may take now (for "you may" notices), sorted. */
export function optionalTypesOf(game: Game, state: unknown, seat: Seat): string[] {
  return [...new Set(choicesOf(game, state, seat).optionalActions.map((action) => action.type))].sort();
}
