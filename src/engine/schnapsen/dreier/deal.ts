import { isCard, type Card } from '../../core/cards.js';
import { RuleViolation } from '../../core/errors.js';
import type { Seat } from '../../core/seats.js';
import { shuffledPack } from '../../core/shuffle.js';
import { SCHNAPSEN_PACK } from '../common/cards.js';

/**
 * A preset deal: either the whole pack in dealing order, or each seat's six cards (first packet, then second
 * packet, in the order the cards come) and the two talon cards. Both read as a pack in dealing order, so a
 * preset also serves a play-off deal of Schnapsen for two.
 */
export type DreierPreset = { pack: Card[] } | { hands: Card[][]; talon: Card[] };

export interface DealtPackets {
  first: Card[][];
  second: Card[][];
  talon: Card[];
}

const invalid: (sentence: string) => never = (sentence) => {
  throw new RuleViolation('INVALID_PRESET', sentence);
};

/**
 * The packet order (docs/rules-decisions.md#dreierschnapsen-deal): three cards to each seat clockwise from the
 * Rufer (left of the dealer), then two to the talon, then three more to each seat in the same order. In pack
 * positions: Rufer 0-2, next 3-5, dealer 6-8, talon 9-10, Rufer 11-13, next 14-16, dealer 17-19.
 */
export function dealPack(pack: readonly Card[], dealer: Seat): DealtPackets {
  const first: Card[][] = [[], [], []];
  const second: Card[][] = [[], [], []];
  const order = [1, 2, 3].map((step) => (dealer + step) % 3);
  order.forEach((seat, i) => (first[seat] = pack.slice(3 * i, 3 * i + 3)));
  const talon = pack.slice(9, 11);
  order.forEach((seat, i) => (second[seat] = pack.slice(11 + 3 * i, 14 + 3 * i)));
  return { first, second, talon };
}

/** The inverse of dealPack: a pack in dealing order from hands (first packet, then second) and the talon. */
export function packOf(hands: readonly (readonly Card[])[], talon: readonly Card[], dealer: Seat): Card[] {
  const order = [1, 2, 3].map((step) => (dealer + step) % 3);
  return [...order.flatMap((seat) => hands[seat].slice(0, 3)), ...talon, ...order.flatMap((seat) => hands[seat].slice(3, 6))];
}

/** Checks a preset's shape: 20 distinct Schnapsen cards, as a pack or as hands + talon. */
export function validatePreset(preset: unknown): asserts preset is DreierPreset {
  if (typeof preset !== 'object' || preset === null || Array.isArray(preset)) {
    invalid('A Dreierschnapsen preset must be an object { pack } or { hands, talon }.');
  }
  const given = preset as Record<string, unknown>;
  const fields = Object.keys(given).sort().join(',');
  if (fields !== 'pack' && fields !== 'hands,talon')
    invalid('A Dreierschnapsen preset has either "pack" (20 cards) or "hands" (3 x 6 cards) and "talon" (2 cards).');
  const seen = new Set<string>();
  const checkCards = (cards: unknown, where: string, count: number) => {
    if (!Array.isArray(cards) || cards.length !== count) invalid(`${where} must be a list of ${count} card codes.`);
    for (const code of cards as unknown[]) {
      if (!isCard(code) || !SCHNAPSEN_PACK.includes(code))
        invalid(`${where}: "${String(code)}" is not a card of the 20-card Schnapsen pack.`);
      if (seen.has(code as string)) invalid(`${where}: ${String(code)} appears twice in the preset.`);
      seen.add(code as string);
    }
  };
  if ('pack' in given) {
    checkCards(given.pack, '"pack"', 20);
    return;
  }
  if (!Array.isArray(given.hands) || given.hands.length !== 3) invalid('"hands" needs one list of six cards per seat (3 seats).');
  (given.hands as unknown[]).forEach((hand, seat) => checkCards(hand, `hands[${seat}]`, 6));
  checkCards(given.talon, '"talon"', 2);
}

/** The preset for deal n as a pack in dealing order, or null when deal n is shuffled. */
function presetPack(presets: readonly unknown[], deal: number, dealer: Seat): Card[] | null {
  const preset = presets[deal - 1];
  if (preset === undefined || preset === null) return null;
  validatePreset(preset);
  return 'pack' in preset ? [...preset.pack] : packOf(preset.hands, preset.talon, dealer);
}

/** The pack for deal n in dealing order: the preset for deal n if there is one, else the documented shuffle. */
export function packFor(presets: readonly unknown[], seed: string, deal: number, dealer: Seat): Card[] {
  return presetPack(presets, deal, dealer) ?? shuffledPack(SCHNAPSEN_PACK, seed, deal);
}

/** Cut-or-knock (option): a cut lifts `at` cards from the top to the bottom; a knock changes the dealing. */
export type Ritual = number | 'knock' | null;

/**
 * Deal n with the cut-or-knock ritual (docs/rules-decisions.md#dreierschnapsen-deal). Without it, or after a cut,
 * the packets above. After a knock the first two cards of the pile are the talon and each seat gets six at
 * once in the same order (Rufer 2-7, next 8-13, dealer 14-19); the Rufer picks up three to call trump, the
 * others take their six with his second three. A cut only lifts the shuffled pack; a preset deal is dealt as
 * given, the ritual changing only when the cards are picked up.
 */
export function dealFor(presets: readonly unknown[], seed: string, deal: number, dealer: Seat, ritual: Ritual): DealtPackets {
  const rufer = (dealer + 1) % 3;
  const preset = presetPack(presets, deal, dealer);
  let hands: Card[][];
  let talon: Card[];
  if (preset === null && ritual === 'knock') {
    const pack = shuffledPack(SCHNAPSEN_PACK, seed, deal);
    hands = [[], [], []];
    [0, 1, 2].forEach((step) => (hands[(rufer + step) % 3] = pack.slice(2 + 6 * step, 8 + 6 * step)));
    talon = pack.slice(0, 2);
  } else {
    const shuffled = preset ?? shuffledPack(SCHNAPSEN_PACK, seed, deal);
    const at = preset === null && typeof ritual === 'number' ? ritual : 0;
    const dealt = dealPack([...shuffled.slice(at), ...shuffled.slice(0, at)], dealer);
    hands = dealt.first.map((first, seat) => [...first, ...dealt.second[seat]]);
    talon = dealt.talon;
  }
  const knocked = ritual === 'knock';
  return {
    first: hands.map((hand, seat) => (knocked && seat !== rufer ? [] : hand.slice(0, 3))),
    second: hands.map((hand, seat) => (knocked && seat !== rufer ? [...hand] : hand.slice(3))),
    talon,
  };
}
