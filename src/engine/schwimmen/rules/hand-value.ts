import { rankOf, suitOf, SUITS, type Card, type Rank } from '../../core/cards.js';

/** Zählwerte: Ass 11; König, Dame (Ober), Unter, 10er 10; 9er .. 6er face value. */
export const CARD_POINTS: Readonly<Record<Rank, number>> = {
  A: 11,
  '10': 10,
  K: 10,
  O: 10,
  U: 10,
  '9': 9,
  '8': 8,
  '7': 7,
  '6': 6,
};

/** Three cards of one rank (other than aces) count 30 ½. */
export const THREE_OF_A_RANK = 30.5;

/** Feuer: three aces, thrown down at once whoever holds them. */
export function isFeuer(hand: readonly Card[]): boolean {
  return hand.length === 3 && hand.every((card) => rankOf(card) === 'A');
}

/** Schnauz: Ass + 10er + König, Ober or Unter, all of one suit (31). */
export function isSchnauz(hand: readonly Card[]): boolean {
  if (hand.length !== 3 || new Set(hand.map(suitOf)).size !== 1) return false;
  const ranks = hand.map(rankOf);
  return ranks.includes('A') && ranks.includes('10') && ranks.some((r) => r === 'K' || r === 'O' || r === 'U');
}

/**
 * Value of a hand: the highest sum of the cards of one suit (docs/rules-decisions.md#schwimmen-hand-value); three of a rank 30 ½; three aces are Feuer and count `feuerValue`. Schnauz is naturally 31.
 */
export function handValue(hand: readonly Card[], feuerValue: number): number {
  if (isFeuer(hand)) return feuerValue;
  if (hand.length === 3 && new Set(hand.map(rankOf)).size === 1) return THREE_OF_A_RANK;
  let best = 0;
  for (const suit of SUITS) {
    const sum = hand.filter((card) => suitOf(card) === suit).reduce((total, card) => total + CARD_POINTS[rankOf(card)], 0);
    best = Math.max(best, sum);
  }
  return best;
}
