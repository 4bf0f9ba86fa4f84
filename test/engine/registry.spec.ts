import { describe, expect, it } from '@jest/globals';
import { findGame, GAMES } from '../../src/engine/registry.js';

describe('the game registry', () => {
  it('finds a game in its current rules, by id alone or with its rules version', () => {
    for (const game of Object.values(GAMES)) {
      expect(findGame(game.id)).toBe(game);
      expect(findGame(game.id, game.rulesVersion)).toBe(game);
    }
  });

  it('hosts no rules version it does not know, and no unknown game', () => {
    expect(findGame('schwimmen', 999)).toBeUndefined();
    expect(findGame('toString')).toBeUndefined();
    expect(findGame('nope', 1)).toBeUndefined();
  });
});
