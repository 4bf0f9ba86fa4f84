import { readFileSync } from 'node:fs';
import { canonicalJson } from '../../../src/audit/chain.js';
import type { Command, Game, GameEvent } from '../../../src/engine/core/game.js';

/**
 * A recorded match (test/golden/*.json) replayed as the verifier does: every recorded command decided again by
 * `game`, each event compared with the recorded one, then the state's outcome and standings with the recorded
 * result. Used to show that a retired rules version still decides old streams exactly (and the current one not).
 */
export interface Recorded {
  rulesVersion: number;
  seats: number;
  options: unknown;
  seed: string;
  presets: unknown[];
  events: { type: string; data: unknown; command?: Command }[];
  result: unknown;
}

export function recorded(file: string): Recorded {
  const doc = JSON.parse(readFileSync(new URL(`../../golden/${file}`, import.meta.url), 'utf8'));
  const events = (doc.events as { type: string; data: unknown; metadata: { command?: Command } | null }[])
    .filter((e) => e.type !== 'PlayerJoined' && e.type !== 'PlayerLeft')
    .map((e) => ({ type: e.type, data: e.data, command: e.metadata?.command }));
  const { rulesVersion, seats, options, seed, presets } = doc.match;
  return { rulesVersion, seats, options, seed, presets: presets ?? [], events, result: doc.result };
}

/** Replays `match` with `game`: the first difference as a sentence, or null if every event and the result agree. */
export function replayDiff(game: Game, match: Recorded): string | null {
  let state = game.initialState({ players: match.seats, options: match.options as never, seed: match.seed, presets: match.presets });
  let expected: GameEvent[] = [];
  for (const [index, event] of match.events.entries()) {
    if (event.command) {
      try {
        expected = game.decide(event.command, state);
      } catch (error) {
        return `event ${index}: the command is refused (${String(error)})`;
      }
    }
    const next = expected.shift();
    if (!next || canonicalJson(next) !== canonicalJson({ type: event.type, data: event.data }))
      return `event ${index}: decided ${canonicalJson(next)}`;
    state = game.evolve(state, next);
  }
  const result = canonicalJson({ outcome: game.outcome(state), standings: game.standings(state) });
  return result === canonicalJson(match.result) ? null : `result ${result}`;
}

/** The state an old stream leads to, evolved (not decided) by `game`. */
export function evolved(game: Game, match: Recorded): unknown {
  const start = game.initialState({ players: match.seats, options: match.options as never, seed: match.seed, presets: match.presets });
  return match.events.reduce((state, event) => game.evolve(state, { type: event.type, data: event.data }), start);
}
