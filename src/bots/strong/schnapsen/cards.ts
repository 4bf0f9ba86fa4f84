import { makeCard, SUITS, type Card, type Suit } from '../../../engine/core/cards.js';
import { RANKS_NORMAL } from '../../../engine/schnapsen/common/cards.js';

/**
 * The solver's cards: index = suit * 5 + rank, suits in pack order (E G H S), ranks strongest first (A 10 K O U,
 * common/cards.ts). A set of cards is a 20-bit mask. Within a suit a lower index beats a higher one.
 */
export const ALL_CARDS = (1 << 20) - 1;

const RANK_POINTS = [11, 10, 4, 3, 2];
export const KING = 2;
export const OBER = 3;
export const UNTER = 4;

export const suitIndex = (card: number): number => (card / 5) | 0;
export const rankIndex = (card: number): number => card % 5;
export const pointsOf = (card: number): number => RANK_POINTS[card % 5];
export const suitMask = (suit: number): number => 0b11111 << (suit * 5);
export const bit = (card: number): number => 1 << card;

export const indexOfCard = (card: Card): number => {
  const suit = SUITS.indexOf(card[0] as Suit);
  const rank = RANKS_NORMAL.indexOf(card.slice(1) as (typeof RANKS_NORMAL)[number]);
  if (suit < 0 || rank < 0) throw new RangeError(`${card} is not a card of the Schnapsen pack.`);
  return suit * 5 + rank;
};

export const cardOfIndex = (index: number): Card => makeCard(SUITS[suitIndex(index)], RANKS_NORMAL[rankIndex(index)]);

export const maskOf = (cards: readonly Card[]): number => cards.reduce((mask, card) => mask | bit(indexOfCard(card)), 0);

export const suitNumber = (suit: Suit): number => SUITS.indexOf(suit);

/** The cards of a mask, lowest index first. */
export function cardsIn(mask: number): number[] {
  const cards: number[] = [];
  for (let m = mask; m !== 0; m &= m - 1) cards.push(31 - Math.clz32(m & -m));
  return cards;
}

export function popCount(mask: number): number {
  let count = 0;
  for (let m = mask; m !== 0; m &= m - 1) count++;
  return count;
}
