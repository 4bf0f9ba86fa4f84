import type { Card } from './cards.js';
import { hmacKey, hmacWords, utf8, type HmacKey } from './sha256.js';

/**
 * The documented shuffle (docs/export-format.md, "Verifying a deal"):
 *  1. A byte stream for deal n (1-based) is HMAC-SHA-256(key = seed as UTF-8, message = "deal:<n>:<block>")
 *     for block = 0, 1, 2, ... concatenated.
 *  2. Random integers are read from the stream as 32-bit big-endian unsigned values; a value is used for the
 *     range [0, k) only if it is below 2^32 - (2^32 mod k) (rejection sampling, so no bias), as value mod k.
 *  3. Fisher-Yates: for i from the last index down to 1, swap position i with position j = random(i + 1).
 * The pack starts in the game's fixed order (`PACKS`), so anyone with the revealed seed can re-deal.
 */
export function shuffledPack(pack: readonly Card[], seed: string, dealNumber: number): Card[] {
  // A deal dealt in two halves (Schafkopf's Klopfen, Bauernschnapsen's talon) reads the same shuffle twice.
  if (last !== null && last.pack === pack && last.seed === seed && last.dealNumber === dealNumber) return [...last.cards];
  const cards = shuffle(pack, seed, dealNumber);
  last = { pack, seed, dealNumber, cards };
  return [...cards];
}

/** The last shuffle made: a cache of a pure function, one entry. */
let last: { pack: readonly Card[]; seed: string; dealNumber: number; cards: readonly Card[] } | null = null;

function shuffle(pack: readonly Card[], seed: string, dealNumber: number): Card[] {
  const next = randomIntegers(seed, dealNumber);
  const cards = [...pack];
  for (let i = cards.length - 1; i > 0; i--) {
    const j = next(i + 1);
    const card = cards[i];
    cards[i] = cards[j];
    cards[j] = card;
  }
  return cards;
}

function randomIntegers(seed: string, dealNumber: number): (bound: number) => number {
  const key = keyOf(seed);
  let block = 0;
  const words = new Int32Array(8);
  let offset = 8;
  // Each HMAC block gives eight 32-bit big-endian values: the digest's words as the hash leaves them.
  const nextUint32 = (): number => {
    if (offset >= words.length) {
      hmacWords(key, `deal:${dealNumber}:${block++}`, words);
      offset = 0;
    }
    return words[offset++] >>> 0;
  };
  return (bound) => {
    // 2^32 - (2^32 mod bound), the largest multiple of bound up to 2^32; and value mod bound. Both by division and
    // Math.floor, which are exact here (quotients below 2^32): a 32-bit value above 2^31 is a double to V8, and `%`
    // on doubles is a call into C, twice per card, that was a few per cent of a deal's shuffle.
    const limit = Math.floor(2 ** 32 / bound) * bound;
    for (;;) {
      const value = nextUint32();
      if (value < limit) return value - Math.floor(value / bound) * bound;
    }
  };
}

/** The seed made ready as an HMAC key, for the last seed asked for (a match deals all its deals from one seed). */
function keyOf(seed: string): HmacKey {
  if (lastKey === null || lastKey.seed !== seed) lastKey = { seed, key: hmacKey(utf8(seed)) };
  return lastKey.key;
}

let lastKey: { seed: string; key: HmacKey } | null = null;
