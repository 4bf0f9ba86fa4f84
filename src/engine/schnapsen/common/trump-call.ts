import { rankOf, suitOf, SUITS, type Card, type Suit } from '../../core/cards.js';

/**
 * The trump call (bauernschnapsen.de.txt, "Beginn und Ende"): the Rufer names a suit after his first three
 * cards, or turns up one of the cards he has not seen yet (Bauernschnapsen: one of his two remaining cards;
 * Dreierschnapsen: one of his next three); that card's suit is trump and everyone has seen the card.
 */
export type TrumpCall = { kind: 'named'; suit: Suit } | { kind: 'turnedUp'; card: Card };

export const trumpOf = (call: TrumpCall): Suit => (call.kind === 'named' ? call.suit : suitOf(call.card));

export const isSuit = (value: unknown): value is Suit => (SUITS as readonly unknown[]).includes(value);

/** Three Unter as the first three cards: the Rufer may demand a redeal. */
export const isThreeUnter = (firstPacket: readonly Card[]): boolean =>
  firstPacket.length === 3 && firstPacket.every((card) => rankOf(card) === 'U');
