import { describe, expect, it } from '@jest/globals';
import { findGame, GAMES } from '../../src/engine/registry.js';
import { resolveOptions } from '../../src/engine/core/options.js';

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

describe('every game', () => {
  it.each(Object.values(GAMES).map((game) => [game.id, game] as const))('%s refuses what is not a command, naming it', (_id, game) => {
    const state = game.initialState({
      players: game.players.min,
      options: resolveOptions(game.options, {}),
      seed: 'commands',
      presets: [],
    });
    const decide = () => game.decide({ type: 'Shuffle' } as never, state);
    expect(decide).toThrow(expect.objectContaining({ code: 'INVALID_ACTION', message: '"Shuffle" is not a command.' }));
  });
});
