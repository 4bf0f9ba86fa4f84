import type { ActionObject } from './actions.js';
import { RuleViolation } from './errors.js';
import type { OptionsSchema, OptionValue } from './options.js';
import type { Texts } from './language.js';
import type { Seat } from './seats.js';
import type { Term } from './vocabulary.js';
import type { GameSchemas } from './schemas.js';

/** Who looks at a match: a seat, or anyone else (a spectator sees only what is public). */
export type Viewer = Seat | 'spectator';

/** Facts in the past tense. `data` is plain JSON. */
export interface GameEvent<T extends string = string, D = unknown> {
  type: T;
  data: D;
}

/**
 * Everything a game needs to start a match. The seed is the match's secret: it stays in the state (which only
 * the server holds) and is never part of a view or a redacted event.
 */
export interface MatchSetup<O = Record<string, OptionValue>> {
  players: number;
  options: O;
  /** Secret seed for the documented shuffle (core/shuffle.ts). */
  seed: string;
  /** Deals supplied by the match creator, used in order before dealing from the seed. Game-specific shape. */
  presets: unknown[];
}

/** A player's move as a client sends it: `{ type, ...fields }`. */
export interface Action {
  type: string;
  [field: string]: unknown;
}

/**
 * Commands: the service starting the match once every seat is taken, a seat's action, or a seat forfeiting the
 * match (its move deadline passed and the match's rule says so). Forfeit ends the match at once: the seat (in a
 * team game, its team) loses, scored as the game's docs define abandonment.
 * Anything from outside the game (time, seeds) arrives here or in the setup, never from a global.
 */
export type Command<A extends Action = Action> =
  { type: 'StartMatch' } | { type: 'Act'; seat: Seat; action: A } | { type: 'Forfeit'; seat: Seat };

/** What a game does with each command; `decide` hands every command to one of them (handleCommand). */
export interface CommandHandlers<A extends Action, E> {
  start(): E[];
  act(seat: Seat, action: A): E[];
  forfeit(seat: Seat): E[];
}

/** Hands `command` to its handler; anything that is not a command is an INVALID_ACTION. */
export function handleCommand<A extends Action, E>(command: Command<A>, handlers: CommandHandlers<A, E>): E[] {
  switch (command.type) {
    case 'StartMatch':
      return handlers.start();
    case 'Act':
      return handlers.act(command.seat, command.action);
    case 'Forfeit':
      return handlers.forfeit(command.seat);
    default: {
      const unknown: never = command;
      throw new RuleViolation('INVALID_ACTION', `"${String((unknown as { type?: unknown }).type)}" is not a command.`);
    }
  }
}

/** `game.decide(command, state)`, its refusals naming the game (RefusalFacts.game). */
export function decideIn<S, E extends GameEvent, A extends Action>(
  game: Pick<Game<S, E, A>, 'id' | 'decide'>,
  command: Command<A>,
  state: S,
): E[] {
  try {
    return game.decide(command, state);
  } catch (error) {
    throw error instanceof RuleViolation ? error.inGame(game.id) : error;
  }
}

export interface Standing {
  seat: Seat;
  /**
   * The seat's match score, higher is better, in the game's unit: Schwimmen lives left, Schafkopf balance in
   * cents, the Schnapsen games minus the Bummerl the seat's side has taken.
   */
  score: number;
  /** A code, one of the game's seat statuses (e.g. "playing", "swimming", "out"). */
  status?: string;
}

export interface Outcome {
  /** Seats that won the match (more than one for a shared win). */
  winners: Seat[];
  /** One sentence saying how the match ended. */
  summary: string;
}

/** The JSON Schema of one action, for OpenAPI and clients: derived from its zod object (core/actions.ts). */
export interface ActionSchema {
  type: string;
  description: string;
  /** JSON Schema of the fields besides `type`. */
  properties: Record<string, unknown>;
  required: string[];
  example: Action;
  /**
   * True for an action a seat may take without the match waiting for it (Stoß, voting to end a session): such an
   * action never makes its seat one of `activeSeats`. Each action type is either always optional or never.
   */
  optional?: boolean;
}

/**
 * A game is a decider. `decide` throws RuleViolation; `evolve` never throws (a rule fix in `decide` must never
 * break the replay of an old match). Replay is `events.reduce(evolve, initialState(setup))`.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a list of games holds games of different state types
export interface Game<S = any, E extends GameEvent = GameEvent, A extends Action = Action, V = unknown> {
  id: string;
  /** The game's name in English, as matches record it. */
  title: string;
  /** The game's name in each language, as the catalogue shows it to people. */
  titles: Texts;
  players: { min: number; max: number };
  /** Bumped when a rule change would make old streams replay differently. */
  rulesVersion: number;
  options: OptionsSchema;
  /**
   * The zod object of every action a client may send (for a current version, the options of `schemas.action`):
   * the source of `actions` and of the validation of an action sent over HTTP.
   */
  actionObjects: readonly ActionObject[];
  /** The published catalogue of the actions, `actionCatalogue(actionObjects)`. */
  actions: ActionSchema[];
  /**
   * Every action and event name the game uses, with its concept (shared ones as SHARED_TERMS): core/vocabulary.ts.
   * Every hosted current version has them (`PublishedGame`); a retired version, which speaks its old names, not.
   */
  terms?: readonly Term[];
  /** zod schemas of the game's view, events, actions and presets: the source of its types and published schemas. */
  schemas?: GameSchemas;
  /** Checks a preset deal's shape before the match is created (throws INVALID_PRESET). */
  validatePreset(preset: unknown, setup: Omit<MatchSetup, 'presets'>): void;
  initialState(setup: MatchSetup): S;
  decide(command: Command<A>, state: S): E[];
  evolve(state: S, event: E): S;
  view(state: S, viewer: Viewer): V;
  /** Every action `seat` may take now, optional ones (see ActionSchema.optional) included. */
  legalActions(state: S, seat: Seat): A[];
  /** The seats whose decision the match waits for: each has a legal action that is not optional. */
  activeSeats(state: S): Seat[];
  outcome(state: S): Outcome | null;
  standings(state: S): Standing[];
  /**
   * The event as `viewer` may see it while the match runs (hidden cards removed). `now` is the match's current
   * state: what was public when an event happened may be hidden again later (a Schnapsen trick turned over).
   */
  redact(event: E, viewer: Viewer, now: S): E;
}

/** A game in its current rules, as the service publishes it: with its vocabulary and its schemas. */
export type PublishedGame = Game & Required<Pick<Game, 'terms' | 'schemas'>>;
