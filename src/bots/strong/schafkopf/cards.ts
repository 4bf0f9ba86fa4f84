import { rankOf, SUITS, type Card, type Rank } from '../../../engine/core/cards.js';
import { CARD_POINTS } from '../../../engine/core/tricks.js';
import { orderOf, type GameType } from '../../../engine/schafkopf/rules/games.js';
import type { Suit } from '../../../engine/core/cards.js';

/**
 * The search's compact cards: index = suit * 8 + rank (suits E G H S, ranks A 10 K O U 9 8 7), so a hand is a
 * 32-bit mask. The effective suit of a card in one game is 0..3 for the plain suits and TRUMP for every trump.
 */
export const RANKS_32: readonly Rank[] = ['A', '10', 'K', 'O', 'U', '9', '8', '7'];
export const TRUMP = 4;

export const cardOf = (index: number): Card => `${SUITS[index >> 3]}${RANKS_32[index & 7]}` as Card;
export const indexOf = (card: Card): number => SUITS.indexOf(card[0] as Suit) * 8 + RANKS_32.indexOf(rankOf(card));

/** Augen by card index. */
export const POINTS: readonly number[] = Array.from({ length: 32 }, (_, index) => CARD_POINTS[RANKS_32[index & 7]]);

export const bit = (index: number): number => 1 << index;

export function maskOf(cards: readonly Card[]): number {
  let mask = 0;
  for (const card of cards) mask |= bit(indexOf(card));
  return mask;
}

export function cardsOf(mask: number): Card[] {
  const cards: Card[] = [];
  for (let i = 0; i < 32; i++) if (mask & bit(i)) cards.push(cardOf(i));
  return cards;
}

export function popcount(mask: number): number {
  let m = mask >>> 0;
  let count = 0;
  while (m !== 0) {
    m &= m - 1;
    count++;
  }
  return count;
}

/** Sum of the Augen of the cards in `mask`. */
export function pointsOf(mask: number): number {
  let sum = 0;
  for (let m = mask >>> 0; m !== 0; m &= m - 1) sum += POINTS[31 - Math.clz32(m & -m)];
  return sum;
}

/**
 * One game's card order as tables, built from the engine's CardOrder (rules/games.ts) so the two cannot part:
 * each card's effective suit and strength, the mask of each effective suit, and each effective suit's cards
 * strongest first.
 */
export interface GameOrder {
  suit: Int8Array;
  strength: Int16Array;
  suitMask: Int32Array;
  ranked: readonly (readonly number[])[];
}

const ORDERS = new Map<string, GameOrder>();

export function gameOrder(game: GameType, trumpSuit: Suit | null): GameOrder {
  const key = `${game}:${trumpSuit}`;
  const cached = ORDERS.get(key);
  if (cached) return cached;
  const order = orderOf(game, trumpSuit);
  const suit = new Int8Array(32);
  const strength = new Int16Array(32);
  const suitMask = new Int32Array(5);
  for (let i = 0; i < 32; i++) {
    const effective = order.suit(cardOf(i));
    suit[i] = effective === 'trump' ? TRUMP : SUITS.indexOf(effective);
    strength[i] = order.strength(cardOf(i));
    suitMask[suit[i]] |= bit(i);
  }
  const ranked = [0, 1, 2, 3, 4].map((s) =>
    Array.from({ length: 32 }, (_, i) => i)
      .filter((i) => suit[i] === s)
      .sort((a, b) => strength[b] - strength[a]),
  );
  const built = { suit, strength, suitMask, ranked };
  ORDERS.set(key, built);
  return built;
}

/** Does `card` beat `best` (the trick's best so far)? Only the led suit and trumps can win. */
export function beatsIndex(order: GameOrder, card: number, best: number): boolean {
  const suit = order.suit[card];
  if (suit === order.suit[best]) return order.strength[card] > order.strength[best];
  return suit === TRUMP;
}

/** The position (0..3) in `cards` of the card that takes the trick. */
export function trickWinner(order: GameOrder, cards: readonly number[]): number {
  let best = 0;
  for (let i = 1; i < cards.length; i++) if (beatsIndex(order, cards[i], cards[best])) best = i;
  return best;
}
