import { describe, expect, it } from '@jest/globals';
import { botRandom, seededRandom } from '../../src/bots/random.js';

describe("a bot's random source", () => {
  const draws = (random: ReturnType<typeof seededRandom>, n: number, bound: number) => Array.from({ length: n }, () => random.int(bound));

  it('is reproducible from its key and message, and differs between messages', () => {
    expect(draws(seededRandom('k', 'm'), 50, 1000)).toEqual(draws(seededRandom('k', 'm'), 50, 1000));
    expect(draws(seededRandom('k', 'm'), 50, 1000)).not.toEqual(draws(seededRandom('k', 'n'), 50, 1000));
    expect(draws(seededRandom('k', 'm'), 50, 1000)).not.toEqual(draws(seededRandom('l', 'm'), 50, 1000));
    expect(draws(botRandom('seed', 1, 7), 20, 52)).toEqual(draws(seededRandom('seed', 'bot:1:7'), 20, 52));
    expect(draws(botRandom('seed', 1, 7), 20, 52)).not.toEqual(draws(botRandom('seed', 1, 8), 20, 52));
  });

  it('draws every value of a range about equally often (rejection sampling, no modulo bias)', () => {
    const random = seededRandom('uniform', 'test');
    const counts = new Array(6).fill(0);
    for (let i = 0; i < 60_000; i++) counts[random.int(6)]++;
    for (const count of counts) expect(Math.abs(count - 10_000)).toBeLessThan(400);
  });

  it('picks from a list and refuses impossible draws', () => {
    const random = seededRandom('pick', 'test');
    const items = ['a', 'b', 'c'];
    for (let i = 0; i < 30; i++) expect(items).toContain(random.pick(items));
    expect(() => random.pick([])).toThrow(RangeError);
    expect(() => random.int(0)).toThrow(RangeError);
  });
});
