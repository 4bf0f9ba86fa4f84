import { describe, expect, it } from '@jest/globals';
import { createHash, createHmac } from 'node:crypto';
import { hmacKey, hmacWords, sha256Words, utf8 } from '../../src/engine/core/sha256.js';

/** The words as the digest's bytes. */
const bytes = (words: Int32Array): string => Array.from(words, (w) => (w >>> 0).toString(16).padStart(8, '0')).join('');

describe('the plain-JS SHA-256 and HMAC-SHA-256 of the shuffle', () => {
  // Every length around the block and padding boundaries, and non-ASCII text.
  const lengths = [0, 1, 3, 31, 32, 33, 54, 55, 56, 57, 63, 64, 65, 100, 119, 120, 127, 128, 129, 200, 1000];
  const text = (n: number, salt: number): string =>
    Array.from({ length: n }, (_, i) => String.fromCharCode(32 + ((i * 7 + salt) % 95))).join('');

  it('hashes like node:crypto', () => {
    for (const n of lengths) {
      const message = text(n, 1);
      expect(bytes(sha256Words(utf8(message)))).toBe(createHash('sha256').update(message).digest('hex'));
    }
  });

  it('gives the HMAC node:crypto gives, for short and long keys and messages', () => {
    const keys = [...lengths.map((n) => text(n, 3)), 'seed', 'äöü-Schafkopf-€', 'emoji 🂡 key', 'lone \ud800 surrogate'];
    const messages = ['deal:1:0', 'deal:12345:17', ...lengths.map((n) => text(n, 5)), 'ß€🂡'];
    for (const key of keys) {
      const prepared = hmacKey(utf8(key));
      for (const message of messages) {
        expect(bytes(hmacWords(prepared, message))).toBe(createHmac('sha256', key).update(message).digest('hex'));
      }
    }
  });
});
