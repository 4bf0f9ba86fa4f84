import { createHmac } from 'node:crypto';

/** A bot's source of randomness: reproducible from its key and message, never the process's own generator. */
export interface Random {
  /** An integer in [0, bound). */
  int(bound: number): number;
  pick<T>(items: readonly T[]): T;
}

/**
 * Integers from the byte stream HMAC-SHA-256(key, "<message>:<block>") for block = 0, 1, ..., read as 32-bit
 * big-endian values with rejection sampling (no modulo bias), like the documented shuffle.
 */
export function seededRandom(key: string, message: string): Random {
  let block = 0;
  let buffer = Buffer.alloc(0);
  let offset = 0;
  const nextUint32 = (): number => {
    if (offset + 4 > buffer.length) {
      buffer = createHmac('sha256', key).update(`${message}:${block++}`).digest();
      offset = 0;
    }
    const value = buffer.readUInt32BE(offset);
    offset += 4;
    return value;
  };
  const int = (bound: number): number => {
    if (!Number.isInteger(bound) || bound < 1) throw new RangeError(`Cannot draw below ${bound}.`);
    const limit = 2 ** 32 - (2 ** 32 % bound);
    for (;;) {
      const value = nextUint32();
      if (value < limit) return value % bound;
    }
  };
  return {
    int,
    pick: (items) => {
      if (items.length === 0) throw new RangeError('Cannot pick from nothing.');
      return items[int(items.length)];
    },
  };
}

/**
 * The randomness of a bot's move in a match: keyed by the match's secret seed (so opponents cannot predict it
 * while the match runs) and the seat and version it decides on (so the move is reproducible once the seed is
 * revealed).
 */
export function botRandom(matchSeed: string, seat: number, version: number): Random {
  return seededRandom(matchSeed, `bot:${seat}:${version}`);
}

/** Shuffles `items` in place with `random` (Fisher-Yates, from the last item down) and returns them. */
export function shuffleWith<T>(items: T[], random: Random): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = random.int(i + 1);
    [items[i], items[j]] = [items[j], items[i]];
  }
  return items;
}
