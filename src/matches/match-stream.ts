import type { Game, GameEvent, MatchSetup, Viewer } from '../engine/core/game.js';
import type { MatchRecord } from '../persistence/match-repository.js';

/**
 * Events the service itself writes into a match's stream (for the audit trail); every other event belongs to
 * the game and is replayed through its `evolve`.
 */
export const SERVICE_EVENTS = ['PlayerJoined'] as const;

/** A seat was taken; `bot` names the server-side bot that took it. */
export interface PlayerJoined extends GameEvent<'PlayerJoined', { seat: number; name: string; bot?: string }> {}

export function isServiceEvent(event: GameEvent): boolean {
  return (SERVICE_EVENTS as readonly string[]).includes(event.type);
}

export function setupOf(match: MatchRecord): MatchSetup {
  return { players: match.seats.length, options: match.options as MatchSetup['options'], seed: match.seed, presets: match.presets };
}

/** Folds events into a game state; service events leave the game state as it is. */
export function evolveAll<S>(game: Game<S>, state: S, events: GameEvent[]): S {
  return events.reduce((current, event) => (isServiceEvent(event) ? current : game.evolve(current, event)), state);
}

/** The event as `viewer` may see it given the match's state `now`: redacted while it runs, complete once it ended. */
export function eventFor(game: Game, event: GameEvent, viewer: Viewer, now: unknown): GameEvent {
  if (game.outcome(now) !== null || isServiceEvent(event)) return event;
  return game.redact(event, viewer, now);
}
