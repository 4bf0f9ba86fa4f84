import { RANKS, SUITS, type Card } from '../../../engine/core/cards.js';
import { CARD_POINTS, THREE_OF_A_RANK } from '../../../engine/schwimmen/rules/hand-value.js';

/**
 * Cards as small integers for the rollouts: index = suit * 9 + rank, in the engine's SUITS and RANKS order
 * (rank 0 is the Ass, 1 the 10er, 2-4 König, Ober, Unter). The 32-card pack simply never uses the sixes.
 */
export const CARD_COUNT = 36;

const SUIT_OF = Array.from({ length: CARD_COUNT }, (_, card) => Math.floor(card / 9));
const RANK_OF = Array.from({ length: CARD_COUNT }, (_, card) => card % 9);
/** Zählwert of each card index (Ass 11, 10er and figures 10, else face value). */
export const POINTS: readonly number[] = Array.from({ length: CARD_COUNT }, (_, card) => CARD_POINTS[RANKS[card % 9]]);

const ACE = 0;

export function indexOf(card: Card): number {
  const suit = SUITS.indexOf(card[0] as (typeof SUITS)[number]);
  const rank = RANKS.indexOf(card.slice(1) as (typeof RANKS)[number]);
  if (suit < 0 || rank < 0) throw new RangeError(`${card} is not a card.`);
  return suit * 9 + rank;
}

export function cardOf(index: number): Card {
  return `${SUITS[SUIT_OF[index]]}${RANKS[RANK_OF[index]]}` as Card;
}

export const isFeuer = (a: number, b: number, c: number): boolean => RANK_OF[a] === ACE && RANK_OF[b] === ACE && RANK_OF[c] === ACE;

/** Schnauz: Ass, 10er and a König, Ober or Unter of one suit (the engine's isSchnauz). */
export function isSchnauz(a: number, b: number, c: number): boolean {
  if (SUIT_OF[a] !== SUIT_OF[b] || SUIT_OF[b] !== SUIT_OF[c]) return false;
  let mask = 0;
  mask |= 1 << RANK_OF[a];
  mask |= 1 << RANK_OF[b];
  mask |= 1 << RANK_OF[c];
  // Bits 0 (Ass), 1 (10er) and one of 2..4 (König, Ober, Unter).
  return (mask & 0b11) === 0b11 && (mask & 0b11100) !== 0;
}

/** The engine's handValue on three card indices: best suit sum, three of a rank 30 ½, Feuer `feuerValue`. */
export function handValue(a: number, b: number, c: number, feuerValue: number): number {
  const ra = RANK_OF[a];
  if (ra === RANK_OF[b] && ra === RANK_OF[c]) return ra === ACE ? feuerValue : THREE_OF_A_RANK;
  const sa = SUIT_OF[a];
  const sb = SUIT_OF[b];
  const sc = SUIT_OF[c];
  const pa = POINTS[a];
  const pb = POINTS[b];
  const pc = POINTS[c];
  const va = pa + (sb === sa ? pb : 0) + (sc === sa ? pc : 0);
  const vb = pb + (sa === sb ? 0 : sc === sb ? pc : 0);
  const vc = pc;
  return Math.max(va, vb, vc);
}
