/**
 * HMAC-SHA-256 (RFC 2104, FIPS 180-4) in plain JS, for the documented shuffle (shuffle.ts). node:crypto gives the
 * same bytes (test/engine/sha256.spec.ts checks it), but a deal asks for four or five HMACs of a few bytes each
 * under the same key, and each createHmac call re-hashes the key and crosses into C++: together that was a tenth
 * of Schafkopf's self-play time (bench:engine, --cpu-prof). Here the key's two padded blocks are hashed once per
 * key (`hmacKey`), and an HMAC of a short message is then two compressions.
 */

const K = new Int32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98, 0x12835b01, 0x243185be,
  0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa,
  0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85,
  0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3,
  0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f,
  0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
]);

const INITIAL = new Int32Array([0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19]);

/** The message schedule, reused by every compression (the functions here never run concurrently). */
const W = new Int32Array(64);

/** Loads the 64-byte block `block[at .. at + 64)` into the first 16 words of the schedule. */
function load(block: Uint8Array, at: number): void {
  for (let i = 0; i < 16; i++, at += 4) W[i] = (block[at] << 24) | (block[at + 1] << 16) | (block[at + 2] << 8) | block[at + 3];
}

/** One SHA-256 compression: `state` (8 words) absorbs the block loaded into W[0 .. 16). */
function compress(state: Int32Array): void {
  for (let i = 16; i < 64; i++) {
    const x = W[i - 15];
    const y = W[i - 2];
    const s0 = ((x >>> 7) | (x << 25)) ^ ((x >>> 18) | (x << 14)) ^ (x >>> 3);
    const s1 = ((y >>> 17) | (y << 15)) ^ ((y >>> 19) | (y << 13)) ^ (y >>> 10);
    W[i] = (W[i - 16] + s0 + W[i - 7] + s1) | 0;
  }
  let a = state[0];
  let b = state[1];
  let c = state[2];
  let d = state[3];
  let e = state[4];
  let f = state[5];
  let g = state[6];
  let h = state[7];
  for (let i = 0; i < 64; i++) {
    const S1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7));
    const t1 = (h + S1 + ((e & f) ^ (~e & g)) + K[i] + W[i]) | 0;
    const S0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10));
    const t2 = (S0 + ((a & b) ^ (a & c) ^ (b & c))) | 0;
    h = g;
    g = f;
    f = e;
    e = (d + t1) | 0;
    d = c;
    c = b;
    b = a;
    a = (t1 + t2) | 0;
  }
  state[0] = (state[0] + a) | 0;
  state[1] = (state[1] + b) | 0;
  state[2] = (state[2] + c) | 0;
  state[3] = (state[3] + d) | 0;
  state[4] = (state[4] + e) | 0;
  state[5] = (state[5] + f) | 0;
  state[6] = (state[6] + g) | 0;
  state[7] = (state[7] + h) | 0;
}

/**
 * SHA-256 of `prefixBlocks` already absorbed into `state` (each 64 bytes) followed by `message`: pads and
 * compresses the rest, leaving the digest's eight big-endian words in `state`.
 */
function finish(state: Int32Array, prefixBlocks: number, message: Uint8Array): void {
  let at = 0;
  for (; at + 64 <= message.length; at += 64) {
    load(message, at);
    compress(state);
  }
  const rest = message.length - at;
  const tail = new Uint8Array(rest < 56 ? 64 : 128);
  tail.set(message.subarray(at));
  tail[rest] = 0x80;
  // The length in bits, big-endian in the last 8 bytes (messages here stay far below 2^32 bits).
  const bits = (prefixBlocks * 64 + message.length) * 8;
  const end = tail.length;
  tail[end - 5] = Math.floor(bits / 2 ** 32) & 0xff;
  tail[end - 4] = (bits >>> 24) & 0xff;
  tail[end - 3] = (bits >>> 16) & 0xff;
  tail[end - 2] = (bits >>> 8) & 0xff;
  tail[end - 1] = bits & 0xff;
  for (let i = 0; i < end; i += 64) {
    load(tail, i);
    compress(state);
  }
}

/** SHA-256 of `message`: the digest as eight 32-bit words (big-endian word order, as the digest's bytes read). */
export function sha256Words(message: Uint8Array): Int32Array {
  const state = INITIAL.slice();
  finish(state, 0, message);
  return state;
}

/** A key made ready for HMAC-SHA-256: the hash states after its inner and outer padded blocks. */
export interface HmacKey {
  readonly inner: Int32Array;
  readonly outer: Int32Array;
}

export function hmacKey(key: Uint8Array): HmacKey {
  const block = new Uint8Array(64);
  if (key.length > 64) {
    const words = sha256Words(key);
    for (let i = 0; i < 8; i++) {
      block[4 * i] = words[i] >>> 24;
      block[4 * i + 1] = words[i] >>> 16;
      block[4 * i + 2] = words[i] >>> 8;
      block[4 * i + 3] = words[i];
    }
  } else block.set(key);
  const pad = new Uint8Array(64);
  const inner = INITIAL.slice();
  for (let i = 0; i < 64; i++) pad[i] = block[i] ^ 0x36;
  load(pad, 0);
  compress(inner);
  const outer = INITIAL.slice();
  for (let i = 0; i < 64; i++) pad[i] = block[i] ^ 0x5c;
  load(pad, 0);
  compress(outer);
  return { inner, outer };
}

/** A scratch block for short messages (up to 55 bytes: one block with the padding). */
const SHORT = new Uint8Array(64);

/**
 * HMAC-SHA-256 of `message` (as UTF-8) under `key`, written to `out`: the 32-byte digest as eight words (digest
 * bytes 4i .. 4i + 3, big-endian). A short ASCII message (the shuffle's "deal:<n>:<block>") takes the fast path:
 * it is padded in place, without an encoder or new buffers.
 */
export function hmacWords(key: HmacKey, message: string, out: Int32Array = new Int32Array(8)): Int32Array {
  out.set(key.inner);
  if (message.length <= 55 && isAscii(message)) {
    SHORT.fill(0);
    for (let i = 0; i < message.length; i++) SHORT[i] = message.charCodeAt(i);
    SHORT[message.length] = 0x80;
    load(SHORT, 0);
    W[15] = (64 + message.length) * 8;
    compress(out);
  } else finish(out, 1, utf8(message));
  // The outer hash: the key's outer block, then the inner digest (32 bytes) padded to one block.
  for (let i = 0; i < 8; i++) W[i] = out[i];
  W[8] = 0x80000000 | 0;
  for (let i = 9; i < 15; i++) W[i] = 0;
  W[15] = (64 + 32) * 8;
  out.set(key.outer);
  compress(out);
  return out;
}

function isAscii(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) > 0x7f) return false;
  return true;
}

/** UTF-8 bytes of a string, as node:crypto reads a string key or message (a lone surrogate becomes U+FFFD). */
export const utf8 = (text: string): Uint8Array => ENCODER.encode(text);

const ENCODER = new TextEncoder();
