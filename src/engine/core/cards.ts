import { RuleViolation } from './errors.js';

/** Suits by their German initials: Eichel, Gras, Herz, Schellen (French: Kreuz, Pik, Herz, Karo). */
export const SUITS = ['E', 'G', 'H', 'S'] as const;
export type Suit = (typeof SUITS)[number];

/** Ranks: Ass, Zehn, König, Ober (Dame), Unter (Bube), 9 .. 6. */
export const RANKS = ['A', '10', 'K', 'O', 'U', '9', '8', '7', '6'] as const;
export type Rank = (typeof RANKS)[number];

/** A card code: suit letter + rank, e.g. `EO`, `H10`, `SA`, `G7`. */
export type Card = `${Suit}${Rank}`;

export const suitOf = (card: Card): Suit => card[0] as Suit;
export const rankOf = (card: Card): Rank => card.slice(1) as Rank;
export const makeCard = (suit: Suit, rank: Rank): Card => `${suit}${rank}`;

export function isCard(code: unknown): code is Card {
  return typeof code === 'string' && (SUITS as readonly string[]).includes(code[0]) && (RANKS as readonly string[]).includes(code.slice(1));
}

export function parseCard(code: unknown): Card {
  if (!isCard(code)) {
    throw new RuleViolation(
      'INVALID_CARD',
      `"${String(code)}" is not a card code (suit E, G, H or S followed by A, 10, K, O, U, 9, 8, 7 or 6).`,
    );
  }
  return code;
}

/** Every card of the given ranks in every suit, in a fixed order (suits, then ranks as listed). */
export function packOf(ranks: readonly Rank[]): Card[] {
  return SUITS.flatMap((suit) => ranks.map((rank) => makeCard(suit, rank)));
}

export const PACKS = {
  /** 36 cards: A 10 K O U 9 8 7 6 (Schwimmen). */
  long36: packOf(RANKS),
  /** 32 cards: without the sixes (Schafkopf, Schwimmen option). */
  long32: packOf(['A', '10', 'K', 'O', 'U', '9', '8', '7']),
  /** 24 cards: kurze Karte (Schafkopf). */
  short24: packOf(['A', '10', 'K', 'O', 'U', '9']),
  /** 20 cards: the Schnapsen pack. */
  schnapsen20: packOf(['A', '10', 'K', 'O', 'U']),
} as const;

/**
 * A value for each of `cards`, looked up by card code: `table[card]`, undefined for any other code. An object
 * without a prototype (no inherited keys to find), where V8 finds a short string about twice as fast as in a Map:
 * the trick rules and the scoring look cards up many times per deal.
 */
export function cardTable<T>(cards: readonly Card[], value: (card: Card) => T): Readonly<Partial<Record<string, T>>> {
  const table: Partial<Record<string, T>> = Object.create(null);
  for (const card of cards) table[card] = value(card);
  return table;
}

/** Removes `cards` from `from` (each once); the caller has checked they are there. */
export function without(from: readonly Card[], cards: readonly Card[]): Card[] {
  const rest = [...from];
  for (const card of cards) {
    const at = rest.indexOf(card);
    if (at >= 0) rest.splice(at, 1);
  }
  return rest;
}
