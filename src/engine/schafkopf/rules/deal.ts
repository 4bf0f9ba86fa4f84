import { isCard, type Card } from '../../core/cards.js';
import { RuleViolation } from '../../core/errors.js';
import { seatsAfter, type Seat } from '../../core/seats.js';
import { shuffledPack } from '../../core/shuffle.js';
import { dealPackets } from '../../core/tricks.js';
import { handSize, packOf, packOption, readOptions } from './options.js';

/** A preset deal: the four hands as dealt, `hands[seat]` (8 cards, 6 with the kurze Karte). */
export interface SchafkopfPreset {
  hands: Card[][];
}

export interface DealSetup {
  players: number;
  options: unknown;
  seed: string;
  presets: readonly unknown[];
}

const invalid: (sentence: string) => never = (sentence) => {
  throw new RuleViolation('INVALID_PRESET', sentence);
};

export function validatePreset(preset: unknown, setup: Pick<DealSetup, 'options'>): asserts preset is SchafkopfPreset {
  if (typeof preset !== 'object' || preset === null || Array.isArray(preset)) invalid('A Schafkopf preset must be an object { hands }.');
  const given = preset as Record<string, unknown>;
  const unknown = Object.keys(given).find((field) => field !== 'hands');
  if (unknown !== undefined) invalid(`"${unknown}" is not a field of a Schafkopf preset (hands).`);
  const options = readOptions(setup.options);
  const pack = packOf(options);
  const size = handSize(options);
  if (!Array.isArray(given.hands) || given.hands.length !== 4) invalid('A preset needs "hands" with one hand per seat (4).');
  const seen = new Set<string>();
  (given.hands as unknown[]).forEach((hand, seat) => {
    if (!Array.isArray(hand) || hand.length !== size) invalid(`hands[${seat}] must be a list of ${size} card codes.`);
    for (const code of hand as unknown[]) {
      if (!isCard(code)) invalid(`hands[${seat}]: "${String(code)}" is not a card code.`);
      if (!pack.includes(code as Card)) invalid(`hands[${seat}]: ${String(code)} is not in the ${pack.length}-card pack.`);
      if (seen.has(code as string)) invalid(`hands[${seat}]: ${String(code)} appears twice in the preset.`);
      seen.add(code as string);
    }
  });
}

/** Packets of 4 (kurze Karte: 3) to each seat clockwise from Vorhand, twice. */
export function packetsOf(dealer: Seat, size: number): [Seat, number][] {
  const order = seatsAfter(dealer, 4);
  const half = size / 2;
  return [...order, ...order].map((seat): [Seat, number] => [seat, half]);
}

/**
 * Schieberrunde: Vorhand first gets Eichel- and Gras-Ober from the dealer, then the rest is dealt 2x4 (2x3) as
 * usual, so the dealer runs two cards short in the second round.
 */
export function schieberPacketsOf(dealer: Seat, size: number): [Seat, number][] {
  const packets = packetsOf(dealer, size);
  packets[packets.length - 1] = [dealer, size / 2 - 2];
  return packets;
}

/** The cards of deal n as they lie after both rounds of dealing: hands[seat]. */
export function dealCards(setup: DealSetup, deal: number, dealer: Seat, schieber: boolean): Card[][] {
  const options = { pack: packOption(setup.options) };
  const size = handSize(options);
  const preset = setup.presets[deal - 1];
  let pack: Card[];
  if (preset !== undefined) {
    validatePreset(preset, setup);
    // A preset is turned into the pack order its hands would come from, so a Schieberrunde can deal from it too.
    const hands = (preset as SchafkopfPreset).hands;
    const taken = hands.map(() => 0);
    pack = packetsOf(dealer, size).flatMap(([seat, count]) => hands[seat].slice(taken[seat], (taken[seat] += count)));
  } else {
    pack = shuffledPack(packOf(options), setup.seed, deal);
  }
  if (!schieber) return dealPackets(pack, 4, packetsOf(dealer, size)).hands;
  const vorhand = (dealer + 1) % 4;
  const high: Card[] = ['EO', 'GO'];
  const { hands } = dealPackets(
    pack.filter((card) => !high.includes(card)),
    4,
    schieberPacketsOf(dealer, size),
  );
  hands[vorhand] = [...high, ...hands[vorhand]];
  return hands;
}

/** How many of a seat's cards came in the first half (Klopfen is said after it). */
export function firstHalfSize(seat: Seat, dealer: Seat, size: number, schieber: boolean): number {
  return size / 2 + (schieber && seat === (dealer + 1) % 4 ? 2 : 0);
}
