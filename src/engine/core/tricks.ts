import { cardTable, PACKS, rankOf, suitOf, type Card, type Rank, type Suit } from './cards.js';
import type { Seat } from './seats.js';

/** Augen: Ass 11, Zehn 10, König 4, Ober 3, Unter 2, 9 .. 6 nothing (Schnapsen and Schafkopf count alike). */
export const CARD_POINTS: Readonly<Record<Rank, number>> = { A: 11, '10': 10, K: 4, O: 3, U: 2, '9': 0, '8': 0, '7': 0, '6': 0 };

/** Each card's Augen by its code: scoring counts every trick, and cutting the rank out of each code cost more. */
const POINTS_OF = cardTable(PACKS.long36, (card) => CARD_POINTS[rankOf(card)]);

export const cardPoints = (cards: readonly Card[]): number =>
  cards.reduce((sum, card) => sum + (POINTS_OF[card] ?? CARD_POINTS[rankOf(card)]), 0);

/** One card laid to a trick. */
export interface Play {
  seat: Seat;
  card: Card;
}

/** The cards of a trick in the order they were played; the first is the lead. */
export type Trick = readonly Play[];

/** A card's effective suit in one contract: its own suit, or 'trump' (every trump is one suit). */
export type TrickSuit = Suit | 'trump';

/**
 * How cards compare in one contract. The trump order, Ass-low orders and Schafkopf's Ober/Unter trumps are all
 * expressed as these two functions; the trick rules below never ask which contract is played.
 */
export interface CardOrder {
  /** The card's effective suit: 'trump' for every trump card. */
  suit(card: Card): TrickSuit;
  /** Rank within the effective suit; a higher number beats a lower one. */
  strength(card: Card): number;
}

/** Does `card` beat `best` in a trick whose lead has effective suit `led`? Only the led suit and trumps can win. */
export function beats(order: CardOrder, card: Card, best: Card): boolean {
  const suit = order.suit(card);
  const bestSuit = order.suit(best);
  if (suit === bestSuit) return order.strength(card) > order.strength(best);
  return suit === 'trump';
}

/** The play that currently takes the trick: the highest trump, else the highest card of the led suit. */
export function winningPlay(trick: Trick, order: CardOrder): Play {
  let best = trick[0];
  for (const play of trick.slice(1)) if (beats(order, play.card, best.card)) best = play;
  return best;
}

/**
 * Which cards of `hand` may be played to `trick`:
 * - 'free': any card (Schnapsen for two while the talon is open);
 * - 'follow': a card of the led effective suit if the hand has one, else any (Schafkopf: Farbzwang, trumps
 *   being one suit; no must-win, no must-trump);
 * - 'followAndBeat': Farb- und Stichzwang as the Schnapsen family plays it (docs/rules-decisions.md#schnapsen-family-follow-and-beat): beat the LED card
 *   with a higher card of its suit if possible, else follow lower, else trump if the contract has trumps (on a
 *   plain lead that someone has already trumped, any trump will do), else anything.
 * An empty trick means the player leads: any card (contract-specific lead rules are the caller's business).
 */
export type FollowRule = 'free' | 'follow' | 'followAndBeat';

export function playableCards(hand: readonly Card[], trick: Trick, order: CardOrder, rule: FollowRule): Card[] {
  if (trick.length === 0 || rule === 'free') return [...hand];
  const lead = trick[0].card;
  const led = order.suit(lead);
  const following = hand.filter((card) => order.suit(card) === led);
  if (rule === 'follow') return following.length > 0 ? following : [...hand];
  if (following.length > 0) {
    const higher = following.filter((card) => order.strength(card) > order.strength(lead));
    return higher.length > 0 ? higher : following;
  }
  const trumps = hand.filter((card) => order.suit(card) === 'trump');
  return trumps.length > 0 ? trumps : [...hand];
}

/** Deals `pack` into packets: `packets` lists [seat, count] in dealing order; returns the hands and the rest. */
export function dealPackets(
  pack: readonly Card[],
  players: number,
  packets: readonly (readonly [Seat, number])[],
): { hands: Card[][]; rest: Card[] } {
  // In plain loops: Array.from on an array-like and spreading each packet's slice into push were a few per cent
  // of Schafkopf's self-play time (bench:engine, --cpu-prof).
  const hands: Card[][] = [];
  for (let seat = 0; seat < players; seat++) hands.push([]);
  let next = 0;
  for (const [seat, count] of packets) {
    // Card by card, as `pack.slice(next, next + count)` would give them (fewer at the end of the pack).
    const hand = hands[seat];
    const end = next + count;
    for (let at = next; at < end && at < pack.length; at++) hand.push(pack[at]);
    next = end;
  }
  return { hands, rest: pack.slice(next) };
}

/** A plain order for trump-suit contracts: trump suit `trump` (or none), strengths from `ranks`, highest first. */
export function suitTrumpOrder(trump: Suit | null, ranks: readonly Rank[]): CardOrder {
  const strength = new Map(ranks.map((rank, index) => [rank, ranks.length - index]));
  return {
    suit: (card) => (trump !== null && suitOf(card) === trump ? 'trump' : suitOf(card)),
    strength: (card) => strength.get(rankOf(card)) ?? 0,
  };
}
