import { makeCard, SUITS, type Card, type Suit } from '../../../engine/core/cards.js';
import { CARD_POINTS } from '../../../engine/core/tricks.js';
import { RANKS_NORMAL } from '../../../engine/schnapsen/common/cards.js';

/**
 * The 20 cards as indices 0..19 (suit E G H S times rank A 10 K O U: index = 5 * suit + rank), so that a hand is a
 * 20-bit mask. Everything the solver and the sampler do works on these; codes appear only at the edges.
 */
export const CARD_COUNT = 20;
export const CODES: readonly Card[] = SUITS.flatMap((suit) => RANKS_NORMAL.map((rank) => makeCard(suit, rank)));
const INDEX = new Map<Card, number>(CODES.map((card, index) => [card, index]));

export const indexOf = (card: Card): number => {
  const index = INDEX.get(card);
  if (index === undefined) throw new RangeError(`${card} is not a card of the Schnapsen pack.`);
  return index;
};

export const suitIndex = (suit: Suit): number => SUITS.indexOf(suit);
export const suitOfIndex = (card: number): number => (card / 5) | 0;
export const rankOfIndex = (card: number): number => card % 5;

/** Rank indices within a suit. */
export const ACE = 0;
export const KING = 2;
export const OBER = 3;

export const POINTS: readonly number[] = CODES.map((card) => CARD_POINTS[card.slice(1) as keyof typeof CARD_POINTS]);

export const SUIT_MASK: readonly number[] = [0, 1, 2, 3].map((suit) => 0x1f << (5 * suit));
export const FULL_MASK = (1 << CARD_COUNT) - 1;

export const bit = (card: number): number => 1 << card;

export function maskOf(cards: readonly Card[]): number {
  let mask = 0;
  for (const card of cards) mask |= bit(indexOf(card));
  return mask;
}

export function cardsOf(mask: number): number[] {
  const cards: number[] = [];
  for (let card = 0; card < CARD_COUNT; card++) if (mask & bit(card)) cards.push(card);
  return cards;
}

export function popCount(mask: number): number {
  let count = 0;
  for (let m = mask; m !== 0; m &= m - 1) count++;
  return count;
}

/** Height of a card within its suit (higher beats lower): A 10 K O U, or 10 K O U A when the Ass is low. */
export function powerOf(card: number, assLow: boolean): number {
  const rank = rankOfIndex(card);
  if (!assLow) return 4 - rank;
  return rank === ACE ? 0 : 5 - rank;
}
