import { KEEP_PACKET_AT, KNOCK_AT, KNOCK_AT_SWIMMING } from '../../heuristic/schwimmen.js';
import { handValue, POINTS } from './cards.js';
import type { Prng } from './prng.js';

/**
 * A turn as a small number: 0..8 swap hand slot `code / 3` with table slot `code % 3`, then swap all, pass the
 * turn, knock.
 */
export const SWAP_ALL = 9;
export const PASS = 10;
export const KNOCK = 11;
export const MOVE_CODES = 12;

/** The heuristic bot counts three aces as 33 whatever the option says (src/bots/heuristic/schwimmen.ts). */
const MODEL_FEUER = 33;

/**
 * The moves the heuristic bot (src/bots/heuristic/schwimmen.ts) would choose between, written to `out`; it picks
 * one of them uniformly. Returns how many. The hand is `hands[at..at+2]`. The rollouts play every seat with this
 * policy, and the sampler weighs each dealt world by how well it explains the opponents' moves under it.
 */
export function modelChoices(
  hands: ArrayLike<number>,
  at: number,
  table: ArrayLike<number>,
  knockAllowed: boolean,
  swimming: boolean,
  out: Int8Array,
): number {
  const h0 = hands[at];
  const h1 = hands[at + 1];
  const h2 = hands[at + 2];
  const t0 = table[0];
  const t1 = table[1];
  const t2 = table[2];
  const current = handValue(h0, h1, h2, MODEL_FEUER);
  let best = handValue(t0, t1, t2, MODEL_FEUER);
  // Among equally good swaps the heuristic gives away the least: swapping all "keeps" 0, one card minus its points.
  let bestKept = 0;
  let count = 0;
  out[count++] = SWAP_ALL;
  for (let slot = 0; slot < 3; slot++) {
    const kept = -POINTS[hands[at + slot]];
    for (let t = 0; t < 3; t++) {
      const card = table[t];
      const value =
        slot === 0
          ? handValue(card, h1, h2, MODEL_FEUER)
          : slot === 1
            ? handValue(h0, card, h2, MODEL_FEUER)
            : handValue(h0, h1, card, MODEL_FEUER);
      if (value > best || (value === best && kept > bestKept)) {
        best = value;
        bestKept = kept;
        count = 0;
        out[count++] = slot * 3 + t;
      } else if (value === best && kept === bestKept) out[count++] = slot * 3 + t;
    }
  }
  // A swap to 31 or more (Schnauz, Feuer) ends the deal at once and beats knocking.
  if (best >= 31 && best > current) return count;
  if (knockAllowed && current >= (swimming ? KNOCK_AT_SWIMMING : KNOCK_AT) && best <= current + 1) {
    out[0] = KNOCK;
    return 1;
  }
  if (best > current) return count;
  out[0] = PASS;
  return 1;
}

/** One move of the heuristic policy, its tie drawn from `prng`. */
export function modelMove(
  hands: ArrayLike<number>,
  at: number,
  table: ArrayLike<number>,
  knockAllowed: boolean,
  swimming: boolean,
  prng: Prng,
  scratch: Int8Array,
): number {
  const count = modelChoices(hands, at, table, knockAllowed, swimming, scratch);
  return scratch[count === 1 ? 0 : prng.below(count)];
}

/** The heuristic dealer keeps the packet he looked at when it is worth at least KEEP_PACKET_AT. */
export function modelKeepsPacket(a: number, b: number, c: number): boolean {
  return handValue(a, b, c, MODEL_FEUER) >= KEEP_PACKET_AT;
}
