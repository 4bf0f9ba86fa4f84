import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { canonicalJson, sha256Hex } from '../../../../src/audit/chain.js';
import type { Command, GameEvent } from '../../../../src/engine/core/game.js';
import { resolveOptions } from '../../../../src/engine/core/options.js';
import { findGame } from '../../../../src/engine/registry.js';
import { schafkopf } from '../../../../src/engine/schafkopf/index.js';

/**
 * 64 random sessions played under rules version 1, with its own names (recorded once with the version 1
 * engine): their commands, a hash of the exact events they produced, and the result. The retired
 * version 1 must decide every command into exactly those events (that is what the verifier checks), and replay
 * them into the same result; today's version must replay the same events as well.
 */
interface Recorded {
  options: Record<string, unknown>;
  seed: string;
  presets: unknown[];
  commands: string[];
  events: number;
  types: string[];
  hash: string;
  result: unknown;
}
const SESSIONS = JSON.parse(readFileSync(new URL('./sessions.json', import.meta.url), 'utf8')) as Recorded[];

const commandOf = (line: string): Command => {
  if (line === 'S') return { type: 'StartMatch' };
  if (line.startsWith('F')) return { type: 'Forfeit', seat: Number(line.slice(1)) };
  return { type: 'Act', seat: Number(line[0]), action: JSON.parse(line.slice(1)) };
};

describe('rules version 1 stays hosted', () => {
  const v1 = findGame('schafkopf', 1)!;

  it('is registered as retired, and today is version 2', () => {
    expect(v1.rulesVersion).toBe(1);
    expect(findGame('schafkopf')!.rulesVersion).toBe(2);
    expect(findGame('schafkopf', 2)).toBe(schafkopf);
  });

  it.each(SESSIONS.map((session, i) => [i, session] as const))(
    'session %i: version 1 decides the recorded commands into exactly the recorded events and result',
    (_i, session) => {
      const setup = { players: 4, options: resolveOptions(v1.options, session.options), seed: session.seed, presets: session.presets };
      let state = v1.initialState(setup);
      const events: GameEvent[] = [];
      for (const line of session.commands) {
        const produced = v1.decide(commandOf(line), state);
        for (const event of produced) state = v1.evolve(state, event);
        events.push(...produced);
      }
      expect({ events: events.length, types: [...new Set(events.map((e) => e.type))].sort() }).toEqual({
        events: session.events,
        types: session.types,
      });
      expect(sha256Hex(canonicalJson(events))).toBe(session.hash);
      expect({ outcome: v1.outcome(state), standings: v1.standings(state) }).toEqual(session.result);
      // The stored (JSON) stream replays to the same state under both versions: evolve reads version 1's events.
      const stored = JSON.parse(JSON.stringify(events)) as GameEvent[];
      const replayed = stored.reduce((s, e) => schafkopf.evolve(s, e as never), schafkopf.initialState(setup));
      expect(JSON.parse(JSON.stringify(replayed))).toEqual(JSON.parse(JSON.stringify(state)));
      // Clients see version 1's events in today's names and shapes.
      for (const event of stored)
        for (const viewer of [0, 'spectator'] as const)
          expect(schafkopf.schemas!.event.safeParse(schafkopf.redact(event as never, viewer, state)).success).toBe(true);
    },
  );
});
