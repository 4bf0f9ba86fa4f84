import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { findGame, GAMES } from '../../src/engine/registry.js';
import { validateAction } from '../../src/http/action-validation.js';
import { ApiError } from '../../src/http/problem.js';
import { playRandomMatch } from '../support/random-match.js';

/**
 * Bodies of every game and rules version with what the service answers to each: `errors` as the refusal lists
 * them (null for an accepted body). The answers are the public contract of a refused action; they were recorded
 * from the hand-written checker over the published catalogue that the zod action objects replace.
 */
interface Case {
  game: string;
  rulesVersion: number;
  body: Record<string, unknown>;
  errors: { field: string; message: string }[] | null;
}
const CASES = JSON.parse(readFileSync(new URL('./action-refusals.json', import.meta.url), 'utf8')) as Case[];

function answer(game: string, rulesVersion: number, body: Record<string, unknown>) {
  const objects = findGame(game, rulesVersion)!.actionObjects;
  try {
    validateAction(objects, body);
    return { detail: null, errors: null };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    expect({ status: error.status, code: error.code }).toEqual({ status: 400, code: 'VALIDATION_FAILED' });
    return { detail: error.detail, errors: error.extensions.errors };
  }
}

describe('the refusal of an action body', () => {
  it('covers every hosted rules version', () => {
    const versions = new Set(CASES.map((c) => `${c.game}@${c.rulesVersion}`));
    for (const version of versions) expect(findGame(version.split('@')[0], Number(version.split('@')[1]))).toBeDefined();
    expect(versions.size).toBe(11);
  });

  it.each(CASES.map((c) => [`${c.game}@${c.rulesVersion} ${JSON.stringify(c.body)}`, c] as const))('%s', (_name, c) => {
    const detail = c.errors && c.errors.map((e) => `"${e.field}" ${e.message}`).join('; ') + '.';
    expect(answer(c.game, c.rulesVersion, structuredClone(c.body))).toEqual({ detail, errors: c.errors });
  });

  it('accepts the example of every action of every rules version, and returns the body itself', () => {
    for (const version of new Set(CASES.map((c) => `${c.game}@${c.rulesVersion}`))) {
      const [id, rulesVersion] = version.split('@');
      const game = findGame(id, Number(rulesVersion))!;
      for (const action of game.actions) {
        const body = { ...action.example };
        expect(validateAction(game.actionObjects, body)).toBe(body);
      }
    }
  });

  it.each(Object.values(GAMES).map((game) => [game.id, game] as const))('accepts every legal action of random %s matches', (_id, game) => {
    for (let seed = 1; seed <= 3; seed++) {
      const { actions } = playRandomMatch(game, game.players.min, seed * 104729, 400);
      for (const action of actions)
        expect(answer(game.id, game.rulesVersion, structuredClone(action))).toEqual({ detail: null, errors: null });
    }
  });
});
