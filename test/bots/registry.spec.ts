import { describe, expect, it } from '@jest/globals';
import { botSpec, botsFor, findBot, HEURISTIC_BOTS } from '../../src/bots/registry.js';
import { randomLegalBot } from '../../src/bots/random-legal.js';
import { GAMES } from '../../src/engine/registry.js';

describe('the bot registry', () => {
  it('has the random-legal bot for every game, and reports a game without a heuristic bot instead of substituting', () => {
    expect(botsFor('schwimmen')).toEqual(['random', 'heuristic', 'strong']);
    expect(findBot('schwimmen', 'heuristic')).toBe(HEURISTIC_BOTS.schwimmen);
    expect(botsFor('a-game-without-one')).toEqual(['random']);
    expect(findBot('a-game-without-one', 'random')).toBe(randomLegalBot);
    expect(findBot('a-game-without-one', 'heuristic')).toBeUndefined();
    expect(findBot('toString', 'heuristic')).toBeUndefined();
  });

  it('knows a strong bot for every hosted game, which reads its log and thinks off the event loop', () => {
    for (const id of Object.keys(GAMES)) {
      expect(botsFor(id)).toContain('strong');
      expect(botSpec(id, 'strong')).toMatchObject({ kind: 'strong', readsLog: true, searches: true });
    }
    expect(botSpec('schafkopf', 'heuristic')).toMatchObject({ readsLog: false, searches: false });
    expect(botSpec('toString', 'strong')).toBeUndefined();
  });

  // Adding a game means adding its heuristic bot (src/bots/heuristic/<game>.ts and a line in the registry).
  it('knows a heuristic bot for every hosted game', () => {
    const missing = Object.keys(GAMES).filter((id) => !botsFor(id).includes('heuristic'));
    expect(missing).toEqual([]);
  });
});
