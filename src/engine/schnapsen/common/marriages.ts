import { makeCard, SUITS, type Card, type Suit } from '../../core/cards.js';

/** A marriage (Zwanziger / Vierziger): König and Ober of one suit, announced by the player on lead. */
export interface Marriage {
  suit: Suit;
  /** 40 in the trump suit, 20 otherwise. */
  points: 20 | 40;
}

export const marriagePoints = (suit: Suit, trump: Suit | null): 20 | 40 => (suit === trump ? 40 : 20);

/** The marriages `hand` holds (suits in pack order). */
export function marriagesIn(hand: readonly Card[], trump: Suit | null): Marriage[] {
  return SUITS.filter((suit) => hand.includes(makeCard(suit, 'K')) && hand.includes(makeCard(suit, 'O'))).map((suit) => ({
    suit,
    points: marriagePoints(suit, trump),
  }));
}

/** The two cards of a marriage: after announcing, one of them must be led. */
export const marriageCards = (suit: Suit): [Card, Card] => [makeCard(suit, 'K'), makeCard(suit, 'O')];

/** Announced marriages count only once the announcing side has taken a trick. */
export const countedMarriagePoints = (announced: readonly Marriage[], hasTrick: boolean): number =>
  hasTrick ? announced.reduce((sum, m) => sum + m.points, 0) : 0;
