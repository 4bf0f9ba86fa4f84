import { isCard, type Card } from '../../core/cards.js';
import { RuleViolation } from '../../core/errors.js';
import { SCHNAPSEN_PACK } from '../common/cards.js';
import type { ZweierCards } from './deal.js';

/**
 * A preset deal: `hands[seat]` five cards each, `trumpCard` the face-up card, `talon` the nine face-down cards in
 * drawing order (default: the rest of the pack in pack order, E G H S and A 10 K O U within each suit).
 */
export interface SchnapsenPreset {
  hands: [Card[], Card[]];
  trumpCard: Card;
  talon?: Card[];
}

const FIELDS = ['hands', 'trumpCard', 'talon'];

const invalid: (sentence: string) => never = (sentence) => {
  throw new RuleViolation('INVALID_PRESET', sentence);
};

/** Checks a preset's shape and cards: every card of the 20-card pack at most once, five per hand, nine in the talon. */
export function validatePreset(preset: unknown): asserts preset is SchnapsenPreset {
  if (typeof preset !== 'object' || preset === null || Array.isArray(preset)) {
    invalid('A Schnapsen preset must be an object { hands, trumpCard, talon? }.');
  }
  const given = preset as Record<string, unknown>;
  const unknown = Object.keys(given).find((field) => !FIELDS.includes(field));
  if (unknown !== undefined) invalid(`"${unknown}" is not a field of a Schnapsen preset (hands, trumpCard, talon).`);
  const seen = new Set<string>();
  const check = (cards: unknown, where: string, count: number) => {
    if (!Array.isArray(cards) || cards.length !== count) invalid(`${where} must be a list of ${count} card codes.`);
    for (const code of cards as unknown[]) {
      if (!isCard(code) || !SCHNAPSEN_PACK.includes(code))
        invalid(`${where}: "${String(code)}" is not a card of the 20-card Schnapsen pack.`);
      if (seen.has(code as string)) invalid(`${where}: ${String(code)} appears twice in the preset.`);
      seen.add(code as string);
    }
  };
  if (!Array.isArray(given.hands) || given.hands.length !== 2) invalid('A preset needs "hands": two lists of five cards, seat 0 first.');
  (given.hands as unknown[]).forEach((hand, seat) => check(hand, `hands[${seat}]`, 5));
  check([given.trumpCard], '"trumpCard"', 1);
  if (given.talon !== undefined) check(given.talon, '"talon"', 9);
}

/** The cards of a preset deal (validated again: a stored preset is only data). */
export function presetCards(preset: unknown): ZweierCards {
  validatePreset(preset);
  const used = [...preset.hands[0], ...preset.hands[1], preset.trumpCard];
  const talon = preset.talon ?? SCHNAPSEN_PACK.filter((card) => !used.includes(card));
  return { hands: [[...preset.hands[0]], [...preset.hands[1]]], trumpCard: preset.trumpCard, talon: [...talon] };
}
