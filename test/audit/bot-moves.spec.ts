import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { BotMoveCheck, describeBotMoves } from '../../src/audit/bot-moves.js';
import { canonicalJson } from '../../src/audit/chain.js';
import type { Command, GameEvent } from '../../src/engine/core/game.js';
import { findGame } from '../../src/engine/registry.js';
import { isServiceEventType } from '../../src/audit/life.js';

type Exported = {
  sequence: number;
  type: string;
  data: unknown;
  metadata: { command?: Command; bot?: string; botVersion?: number } | null;
};

/** The golden match of Schnapsen for two played by the strong and the heuristic bot (scripts/record-golden.mjs). */
const doc = JSON.parse(readFileSync(new URL('../golden/schnapsen-bots.json', import.meta.url), 'utf8')) as {
  match: { game: string; rulesVersion: number; seats: number; options: Record<string, never>; seed: string; presets: unknown[] };
  events: Exported[];
};
const game = findGame(doc.match.game, doc.match.rulesVersion)!;

/** Replays the golden; at each bot move asks `check` about the recorded command or about `alter(command, state)`. */
function replay(alter: (command: Command & { type: 'Act' }, state: unknown) => Command | null) {
  const check = new BotMoveCheck(game, doc.match.seed, doc.match.seats);
  let state = game.initialState({ players: doc.match.seats, options: doc.match.options, seed: doc.match.seed, presets: doc.match.presets });
  const answers: (string | null)[] = [];
  for (const event of doc.events) {
    if (isServiceEventType(event.type)) continue;
    const command = event.metadata?.command;
    if (command?.type === 'Act' && event.metadata?.bot) {
      const asked = alter(command, state);
      if (asked) answers.push(check.mismatch(event.metadata, asked, state, event.sequence - 1));
    }
    state = game.evolve(state, event as GameEvent);
    check.observe(event as GameEvent, state);
  }
  return { answers, result: check.result() };
}

describe('re-computing bot moves', () => {
  it('finds every recorded move of the strong and the heuristic bot to be what the bot chooses', () => {
    const { answers, result } = replay((command) => command);
    expect(answers.length).toBeGreaterThan(20);
    expect(answers.every((a) => a === null)).toBe(true);
    expect(result.unchecked).toEqual([]);
    expect(result.checked).toBe(answers.length);
    expect(describeBotMoves(result)).toMatch(/^\d+ bot moves re-computed from the revealed seed/);
  });

  it('names what the bot chooses when the recorded move is another legal one', () => {
    const { answers } = replay((command, state) => {
      const other = game.legalActions(state, command.seat).find((a) => canonicalJson(a) !== canonicalJson(command.action));
      return other ? { ...command, action: other } : null;
    });
    expect(answers.length).toBeGreaterThan(10);
    expect(answers.every((a) => a !== null && JSON.parse(a).type)).toBe(true);
  });

  it('does not pass a move of a bot version it does not host, nor one recorded without a version', () => {
    const check = new BotMoveCheck(game, doc.match.seed, doc.match.seats);
    const command: Command = { type: 'Act', seat: 0, action: { type: 'playCard', card: 'HA' } };
    expect(check.mismatch({ bot: 'strong', botVersion: 99 }, command, null, 5)).toBeNull();
    expect(check.mismatch({ bot: 'heuristic' }, command, null, 6)).toBeNull();
    expect(check.result()).toEqual({
      checked: 0,
      unchecked: [
        { bot: 'strong', version: 99, moves: 1 },
        { bot: 'heuristic', version: null, moves: 1 },
      ],
    });
    expect(describeBotMoves(check.result())).toBe(
      "0 bot moves re-computed from the revealed seed and each seat's view and log, all as recorded; not re-computed: 1 by the strong bot version 99, which this verifier does not host; 1 by the heuristic bot without a recorded version.",
    );
  });
});
