import { rankOf, SUITS, type Card, type Suit } from '../../core/cards.js';
import { RuleViolation } from '../../core/errors.js';
import type { TrumpCallAction } from './events.js';

/**
 * The trump call (docs/rules-decisions.md#schnapsen-family-trump-call): the Rufer names a suit after his first three
 * cards (`callTrump`), or turns up one of the cards he has not seen yet (`turnUpTrump`; Bauernschnapsen: one of
 * his two remaining cards, Dreierschnapsen: one of his next three); that card's suit is trump and everyone has
 * seen the card. With three Unter as his first three cards he may demand a redeal (`demandRedeal`).
 */
export const isSuit = (value: unknown): value is Suit => (SUITS as readonly unknown[]).includes(value);

/** Three Unter as the first three cards: the Rufer may demand a redeal. */
export const isThreeUnter = (firstPacket: readonly Card[]): boolean =>
  firstPacket.length === 3 && firstPacket.every((card) => rankOf(card) === 'U');

/** Every trump-call move of a Rufer with `firstPacket` who has `toCome` cards still to come. */
export function trumpCallActions(firstPacket: readonly Card[], toCome: number): TrumpCallAction[] {
  return [
    ...SUITS.map((suit) => ({ type: 'callTrump' as const, suit })),
    ...Array.from({ length: toCome }, (_, position) => ({ type: 'turnUpTrump' as const, position })),
    ...(isThreeUnter(firstPacket) ? [{ type: 'demandRedeal' as const }] : []),
  ];
}

/** The suit field of `callTrump`. */
export function calledSuit(suit: unknown): Suit {
  if (!isSuit(suit)) throw new RuleViolation('INVALID_ACTION', 'callTrump needs "suit": E, G, H or S.');
  return suit;
}

/** The position field of `turnUpTrump`: which of the `toCome` cards still to come, in dealing order. */
export function turnUpPosition(position: unknown, toCome: number): number {
  if (!Number.isInteger(position) || (position as number) < 0 || (position as number) >= toCome) {
    const allowed = Array.from({ length: toCome }, (_, i) => i).join(', ');
    throw new RuleViolation(
      'INVALID_ACTION',
      `turnUpTrump needs "position": ${allowed} (which of your ${toCome} cards still to come, in dealing order).`,
    );
  }
  return position as number;
}

/** A redeal (or a Blinder Bettler) needs three Unter as the Rufer's first three cards. */
export function mustHoldThreeUnter(firstPacket: readonly Card[], what: string): void {
  if (!isThreeUnter(firstPacket)) throw new RuleViolation('NOT_THREE_UNTER', `${what} needs three Unter as the Rufer's first three cards.`);
}
