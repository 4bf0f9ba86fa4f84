import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import type { Command, Game, MatchSetup } from '../../../../src/engine/core/game.js';
import { findGame } from '../../../../src/engine/registry.js';
import { RuleViolation } from '../../../../src/engine/core/errors.js';

/**
 * v1-replays.json: three seeded matches (random legal moves, mostly passing in the bidding so that Normal games
 * come often: the Rufer leaves the talon 7 times and takes it 8 times) played and recorded with the rules version 1
 * engine. The retired version 1 must decide exactly those events, byte
 * for byte, from the same commands; the current version must not (it refuses leaving the talon).
 */
interface Recorded {
  options: Record<string, unknown>;
  seed: string;
  commands: Command[];
  events: unknown[];
}
const { matches } = JSON.parse(readFileSync(new URL('./v1-replays.json', import.meta.url), 'utf8')) as { matches: Recorded[] };

function replay(game: Game, match: Recorded): unknown[] {
  const setup = { players: 3, options: match.options, seed: match.seed, presets: [] } as MatchSetup;
  let state = game.initialState(setup);
  const events: unknown[] = [];
  for (const command of match.commands) {
    for (const event of game.decide(command, state)) {
      state = game.evolve(state, event);
      events.push(event);
    }
  }
  return events;
}

describe('Dreierschnapsen rules version 1 decides exactly as it did before version 2', () => {
  it('the recordings hold Normal games with the talon left and taken', () => {
    const all = JSON.stringify(matches);
    expect(all.match(/"type":"TalonLeft"/g)?.length).toBeGreaterThanOrEqual(5);
    expect(all.match(/"type":"TalonTaken"/g)?.length).toBeGreaterThanOrEqual(5);
  });

  it.each(matches.map((m, i) => [i, m] as const))('match %i: the same events from the same commands, byte for byte', (_, match) => {
    const v1 = findGame('dreierschnapsen', 1)!;
    expect(JSON.stringify(replay(v1, match))).toBe(JSON.stringify(match.events));
  });

  it('the current rules would not replay them: the Rufer may not leave the talon any more', () => {
    const current = findGame('dreierschnapsen')!;
    expect(current.rulesVersion).toBe(3);
    const withLeave = matches.find((m) =>
      m.commands.some((c) => c.type === 'Act' && (c.action as { type: string }).type === 'leaveTalon'),
    )!;
    expect(() => replay(current, withLeave)).toThrow(RuleViolation);
  });
});
