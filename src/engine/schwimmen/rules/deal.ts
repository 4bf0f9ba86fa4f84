import { isCard, type Card } from '../../core/cards.js';
import { RuleViolation } from '../../core/errors.js';
import { seatsAfter, type Seat } from '../../core/seats.js';
import { shuffledPack } from '../../core/shuffle.js';
import type { SchwimmenPreset } from '../types.js';
import { packFor, readOptions } from './options.js';

/**
 * A preset deal (schemas.ts, PresetSchema): `hands[seat]` is 3 cards (the dealer's entry is the packet he looks
 * at) or null for a seat out of the match; `second` is the dealer's other packet; `stock` defaults to the rest of
 * the pack in pack order.
 */
export type { SchwimmenPreset };

/** What dealing needs from the match setup (options may be unresolved: read with defaults). */
export interface DealSetup {
  players: number;
  options: unknown;
  seed: string;
  presets: readonly unknown[];
}

export interface DealtCards {
  hands: (Card[] | null)[];
  second: Card[];
  stock: Card[];
}

const PRESET_FIELDS = ['hands', 'second', 'stock'];

const invalid: (sentence: string) => never = (sentence) => {
  throw new RuleViolation('INVALID_PRESET', sentence);
};

/** Checks a preset's shape and cards (which seats are in play at its deal is checked when it is dealt). */
export function validatePreset(preset: unknown, setup: Pick<DealSetup, 'players' | 'options'>): asserts preset is SchwimmenPreset {
  if (typeof preset !== 'object' || preset === null || Array.isArray(preset)) {
    invalid('A Schwimmen preset must be an object { hands, second, stock? }.');
  }
  const given = preset as Record<string, unknown>;
  const unknown = Object.keys(given).find((field) => !PRESET_FIELDS.includes(field));
  if (unknown !== undefined) invalid(`"${unknown}" is not a field of a Schwimmen preset (hands, second, stock).`);
  const { hands, second, stock } = given;
  if (!Array.isArray(hands) || hands.length !== setup.players) {
    invalid(`A preset needs "hands" with one entry per seat (${setup.players}).`);
  }
  const deck = packFor(readOptions(setup.options));
  const seen = new Set<string>();
  const checkCards = (cards: unknown, where: string, count?: number) => {
    if (!Array.isArray(cards) || (count !== undefined && cards.length !== count)) {
      invalid(`${where} must be a list of ${count ?? 'any number of'} card codes.`);
    }
    for (const code of cards as unknown[]) {
      if (!isCard(code)) invalid(`${where}: "${String(code)}" is not a card code.`);
      if (!deck.includes(code as Card)) invalid(`${where}: ${String(code)} is not in the ${deck.length}-card pack.`);
      if (seen.has(code as string)) invalid(`${where}: ${String(code)} appears twice in the preset.`);
      seen.add(code as string);
    }
  };
  (hands as unknown[]).forEach((hand, seat) => {
    if (hand !== null) checkCards(hand, `hands[${seat}]`, 3);
  });
  checkCards(second, '"second" (the dealer\'s second packet)', 3);
  if (stock !== undefined) checkCards(stock, '"stock"');
  // A seat without a preset hand draws from the stock; an explicit stock must then be the whole story.
  if (stock !== undefined && (hands as unknown[]).includes(null)) {
    invalid('A preset with an explicit "stock" must give every seat a hand.');
  }
}

/** Deal n: the preset for deal n if there is one, else the documented shuffle. */
export function dealCards(setup: DealSetup, deal: number, dealer: Seat, inPlay: (seat: Seat) => boolean): DealtCards {
  const preset = setup.presets[deal - 1];
  if (preset !== undefined) return presetDeal(preset, setup, inPlay);
  return shuffledDeal(shuffledPack(packFor(readOptions(setup.options)), setup.seed, deal), setup.players, dealer, inPlay);
}

/** Packets of three clockwise from the dealer's left, the dealer's first packet in his turn, then his second. */
export function shuffledDeal(pack: readonly Card[], players: number, dealer: Seat, inPlay: (seat: Seat) => boolean): DealtCards {
  const hands: (Card[] | null)[] = Array.from({ length: players }, () => null);
  let next = 0;
  const packet = () => pack.slice(next, (next += 3));
  for (const seat of seatsAfter(dealer, players, inPlay)) hands[seat] = packet();
  const second = packet();
  return { hands, second, stock: pack.slice(next) };
}

/**
 * Which seats are in play at a later deal is unknown when the preset is written, so a preset never strands a
 * match: a hand for a seat that is out sits out, and a seat in play without a hand takes three cards from the
 * front of the stock (in seat order).
 */
function presetDeal(preset: unknown, setup: Pick<DealSetup, 'players' | 'options'>, inPlay: (seat: Seat) => boolean): DealtCards {
  validatePreset(preset, setup);
  const used = [...preset.hands.flatMap((hand) => hand ?? []), ...preset.second];
  const stock = [...(preset.stock ?? packFor(readOptions(setup.options)).filter((card) => !used.includes(card)))];
  const hands = preset.hands.map((hand, seat) => {
    if (!inPlay(seat)) return null;
    return hand ? [...hand] : stock.splice(0, 3);
  });
  return { hands, second: [...preset.second], stock };
}
