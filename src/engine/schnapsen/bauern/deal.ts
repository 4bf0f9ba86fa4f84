import { isCard, type Card } from '../../core/cards.js';
import { RuleViolation } from '../../core/errors.js';
import type { Seat } from '../../core/seats.js';
import { shuffledPack } from '../../core/shuffle.js';
import { dealPackets } from '../../core/tricks.js';
import { SCHNAPSEN_PACK } from '../common/cards.js';

/**
 * A preset deal: `hands[seat]` is that seat's five cards in the order they are dealt: the first three are the
 * first packet, the last two come after the trump call (the Rufer's turn-up index 0 is his fourth card).
 * Presets take precedence deal by deal (redeals count as deals); the cut position does not change them.
 */
export interface BauernPreset {
  hands: Card[][];
}

export interface DealtPackets {
  first: Card[][];
  second: Card[][];
}

const invalid: (sentence: string) => never = (sentence) => {
  throw new RuleViolation('INVALID_PRESET', sentence);
};

export function validatePreset(preset: unknown): asserts preset is BauernPreset {
  if (typeof preset !== 'object' || preset === null || Array.isArray(preset))
    invalid('A Bauernschnapsen preset must be an object { hands }.');
  const given = preset as Record<string, unknown>;
  const unknown = Object.keys(given).find((field) => field !== 'hands');
  if (unknown !== undefined) invalid(`"${unknown}" is not a field of a Bauernschnapsen preset (hands).`);
  const hands = given.hands;
  if (!Array.isArray(hands) || hands.length !== 4) invalid('A preset needs "hands": four lists of five cards, seat 0 to 3.');
  const seen = new Set<string>();
  (hands as unknown[]).forEach((hand, seat) => {
    if (!Array.isArray(hand) || hand.length !== 5) invalid(`hands[${seat}] must be a list of five card codes.`);
    for (const code of hand as unknown[]) {
      if (!isCard(code) || !SCHNAPSEN_PACK.includes(code))
        invalid(`hands[${seat}]: "${String(code)}" is not a card of the 20-card Schnapsen pack.`);
      if (seen.has(code)) invalid(`hands[${seat}]: ${code} appears twice in the preset.`);
      seen.add(code);
    }
  });
}

/**
 * Deal n (docs/rules-decisions.md#bauernschnapsen-deal): packets of three clockwise from the Rufer, then packets
 * of two; after a knock the Rufer gets three (then two) and everyone else five at once. A cut lifts `at`
 * cards from the top of the shuffled pack to the bottom.
 */
export function dealCards(
  seed: string,
  presets: readonly unknown[],
  deal: number,
  rufer: Seat,
  ritual: number | 'knock' | null,
): DealtPackets {
  const preset = presets[deal - 1];
  const order = [0, 1, 2, 3].map((step) => (rufer + step) % 4);
  let hands: Card[][];
  if (preset !== undefined) {
    validatePreset(preset);
    hands = preset.hands.map((hand) => [...hand]);
  } else {
    const shuffled = shuffledPack(SCHNAPSEN_PACK, seed, deal);
    const at = typeof ritual === 'number' ? ritual : 0;
    const pack = [...shuffled.slice(at), ...shuffled.slice(0, at)];
    const packets: [Seat, number][] =
      ritual === 'knock'
        ? [[order[0], 3], [order[0], 2], ...order.slice(1).map((seat): [Seat, number] => [seat, 5])]
        : [...order.map((seat): [Seat, number] => [seat, 3]), ...order.map((seat): [Seat, number] => [seat, 2])];
    hands = dealPackets(pack, 4, packets).hands;
  }
  // After a knock only the Rufer picks up three first; the others get all five after the trump call.
  const first = hands.map((hand, seat) => (ritual === 'knock' && seat !== rufer ? [] : hand.slice(0, 3)));
  const second = hands.map((hand, seat) => (ritual === 'knock' && seat !== rufer ? [...hand] : hand.slice(3)));
  return { first, second };
}
