import { describe, expect, it } from '@jest/globals';
import { createHmac } from 'node:crypto';
import { PACKS } from '../../src/engine/core/cards.js';
import { shuffledPack } from '../../src/engine/core/shuffle.js';

describe('the documented shuffle', () => {
  it('is deterministic for a seed and deal number, and differs between deals and seeds', () => {
    const a = shuffledPack(PACKS.long36, 'seed', 1);
    expect(shuffledPack(PACKS.long36, 'seed', 1)).toEqual(a);
    expect(shuffledPack(PACKS.long36, 'seed', 2)).not.toEqual(a);
    expect(shuffledPack(PACKS.long36, 'other', 1)).not.toEqual(a);
    expect([...a].sort()).toEqual([...PACKS.long36].sort());
  });

  it('matches an independent implementation of the README algorithm', () => {
    // Written from the description in docs/export-format.md, not from the engine's code.
    function reference(pack: string[], seed: string, deal: number): string[] {
      const bytes: number[] = [];
      for (let block = 0; bytes.length < 4 * 400; block++) {
        bytes.push(...createHmac('sha256', seed).update(`deal:${deal}:${block}`).digest());
      }
      let at = 0;
      const uint32 = () => {
        const v = ((bytes[at] << 24) >>> 0) + (bytes[at + 1] << 16) + (bytes[at + 2] << 8) + bytes[at + 3];
        at += 4;
        return v;
      };
      const random = (k: number) => {
        const limit = 2 ** 32 - (2 ** 32 % k);
        for (;;) {
          const v = uint32();
          if (v < limit) return v % k;
        }
      };
      const cards = [...pack];
      for (let i = cards.length - 1; i > 0; i--) {
        const j = random(i + 1);
        [cards[i], cards[j]] = [cards[j], cards[i]];
      }
      return cards;
    }
    for (const [seed, deal] of [
      ['abc', 1],
      ['abc', 7],
      ['e2e-seed', 3],
    ] as const) {
      expect(shuffledPack(PACKS.long36, seed, deal)).toEqual(reference([...PACKS.long36], seed, deal));
      expect(shuffledPack(PACKS.long32, seed, deal)).toEqual(reference([...PACKS.long32], seed, deal));
    }
  });

  it('starts from packs in a fixed, documented order', () => {
    expect(PACKS.long36.slice(0, 10)).toEqual(['EA', 'E10', 'EK', 'EO', 'EU', 'E9', 'E8', 'E7', 'E6', 'GA']);
    expect(PACKS.long32).toHaveLength(32);
    expect(new Set(PACKS.long36).size).toBe(36);
  });
});
