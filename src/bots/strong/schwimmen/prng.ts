import type { Random } from '../../random.js';

/**
 * A fast generator for the rollouts (mulberry32), seeded from the bot's `Random`: the seeded source is the only
 * randomness, and drawing millions of numbers from it directly would cost an HMAC per eight of them.
 */
export class Prng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  reseed(seed: number): void {
    this.state = seed >>> 0;
  }

  static from(random: Random): Prng {
    return new Prng(random.int(2 ** 31) * 2 + random.int(2));
  }

  /** A 32-bit unsigned integer. */
  next(): number {
    let t = (this.state = (this.state + 0x6d2b79f5) >>> 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  }

  /** An integer in [0, bound); the tiny modulo bias does not matter for sampling. */
  below(bound: number): number {
    return bound <= 1 ? 0 : this.next() % bound;
  }

  /** A float in [0, 1). */
  unit(): number {
    return this.next() / 2 ** 32;
  }
}
