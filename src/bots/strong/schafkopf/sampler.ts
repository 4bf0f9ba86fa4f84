import { shuffleWith, type Random } from '../../random.js';
import { bit, popcount, TRUMP } from './cards.js';
import type { Knowledge } from './knowledge.js';

/** Attempts at a deal that also fits the soft wish (the declarer's trumps), then at one that fits the hard rules. */
const SOFT_TRIES = 20;
const HARD_TRIES = 40;

/**
 * One deal of the cards the seat has not seen, consistent with everything it knows (knowledge.ts): each other hand
 * gets exactly its number of cards, the cards it is known to hold, none of a suit it has shown void in and none it
 * is known to lack; a Rufspiel declarer who has not played the called suit yet keeps a card of it. `declarerTrumps`:
 * a soft wish, that the declarer's hand as dealt held that many trumps (what his game announces); dropped when it
 * does not come after a few tries. Returns every seat's current hand (the seat's own as it is).
 */
export function sampleHands(k: Knowledge, random: Random, declarerTrumps = 0): number[] {
  for (let attempt = 0; attempt < HARD_TRIES; attempt++) {
    const hands = dealOnce(k, random, true);
    if (hands === null || !fitsCalledSuit(k, hands)) continue;
    if (attempt < SOFT_TRIES && !fitsTrumps(k, hands, declarerTrumps)) continue;
    return hands;
  }
  return dealByMatching(k, random) ?? dealOnce(k, random, false) ?? dealByMatching(k, random, false)!;
}

/** Candidate deals drawn per deal kept when the announcement weighs them (auction.ts). */
export const CANDIDATES_PER_SAMPLE = 8;

/**
 * `count` deals for the search: without `weight`, each from sampleHands; with it, CANDIDATES_PER_SAMPLE times as
 * many candidates (without the soft trump wish, which the weight replaces), weighed by their start hands (the
 * hands now plus the cards played) and `count` of them drawn by weight (systematic resampling).
 */
export function sampleDeals(
  k: Knowledge,
  random: Random,
  count: number,
  declarerTrumps: number,
  weight: ((startHands: readonly number[]) => number) | null,
): number[][] {
  if (weight === null) return Array.from({ length: count }, () => sampleHands(k, random, declarerTrumps));
  const candidates = Array.from({ length: count * CANDIDATES_PER_SAMPLE }, () => sampleHands(k, random));
  const weights = candidates.map((hands) => weight(hands.map((hand, s) => hand | k.played[s])));
  return drawByWeight(candidates, weights, count, random);
}

/** `count` of the candidates drawn with chances proportional to their weights (systematic resampling). */
export function drawByWeight<T>(candidates: readonly T[], weights: readonly number[], count: number, random: Random): T[] {
  const total = weights.reduce((a, b) => a + b, 0);
  const step = total / count;
  let at = (random.int(1 << 20) / (1 << 20)) * step;
  const chosen: T[] = [];
  let sum = 0;
  for (let i = 0; i < candidates.length && chosen.length < count; i++) {
    sum += weights[i];
    while (at < sum && chosen.length < count) {
      chosen.push(candidates[i]);
      at += step;
    }
  }
  while (chosen.length < count) chosen.push(candidates[candidates.length - 1]);
  return chosen;
}

/** The cards still to be dealt, and how many each seat still needs. */
function open(k: Knowledge): { cards: number[]; need: number[] } {
  let seen = k.hand | k.played[0] | k.played[1] | k.played[2] | k.played[3];
  for (let s = 0; s < 4; s++) if (s !== k.seat) seen |= k.holds[s];
  const cards: number[] = [];
  for (let i = 0; i < 32; i++) if (k.pack & bit(i) && !(seen & bit(i))) cards.push(i);
  const need = [0, 1, 2, 3].map((s) => (s === k.seat ? 0 : k.handSizes[s] - popcount(k.holds[s] & ~k.played[s])));
  return { cards, need };
}

function mayHold(k: Knowledge, seat: number, card: number, strict: boolean): boolean {
  if (seat === k.seat) return false;
  if (!strict) return true;
  return (k.voids[seat] & (1 << k.order.suit[card])) === 0 && (k.lacks[seat] & bit(card)) === 0;
}

function startHands(k: Knowledge): number[] {
  return [0, 1, 2, 3].map((s) => (s === k.seat ? k.hand : k.holds[s] & ~k.played[s]));
}

/**
 * Deals card by card, the most constrained first, each to a seat that may hold it with a chance proportional to
 * the room left in its hand; null when a card finds no room.
 */
function dealOnce(k: Knowledge, random: Random, strict: boolean): number[] | null {
  const { cards, need } = open(k);
  shuffleWith(cards, random);
  const holders = cards.map((card) => [0, 1, 2, 3].filter((s) => mayHold(k, s, card, strict)));
  const byConstraint = cards.map((_, i) => i).sort((a, b) => holders[a].length - holders[b].length);
  const hands = startHands(k);
  const room = [...need];
  for (const i of byConstraint) {
    const seats = holders[i].filter((s) => room[s] > 0);
    const total = seats.reduce((sum, s) => sum + room[s], 0);
    if (total === 0) return null;
    let pick = random.int(total);
    let seat = seats[0];
    for (const s of seats) {
      if (pick < room[s]) {
        seat = s;
        break;
      }
      pick -= room[s];
    }
    hands[seat] |= bit(cards[i]);
    room[seat]--;
  }
  return room.every((r) => r === 0) ? hands : null;
}

/** A deal that fits the hard rules whenever one exists (augmenting paths), for when the random deals keep failing. */
function dealByMatching(k: Knowledge, random: Random, strict = true): number[] | null {
  const { cards, need } = open(k);
  shuffleWith(cards, random);
  const slots: number[] = [];
  for (let s = 0; s < 4; s++) for (let n = 0; n < need[s]; n++) slots.push(s);
  if (slots.length !== cards.length) return null;
  const cardOfSlot = new Array<number>(slots.length).fill(-1);
  const tryCard = (c: number, visited: boolean[]): boolean => {
    for (let slot = 0; slot < slots.length; slot++) {
      if (visited[slot] || !mayHold(k, slots[slot], cards[c], strict)) continue;
      visited[slot] = true;
      if (cardOfSlot[slot] < 0 || tryCard(cardOfSlot[slot], visited)) {
        cardOfSlot[slot] = c;
        return true;
      }
    }
    return false;
  };
  for (let c = 0; c < cards.length; c++) if (!tryCard(c, new Array<boolean>(slots.length).fill(false))) return null;
  const hands = startHands(k);
  cardOfSlot.forEach((c, slot) => (hands[slots[slot]] |= bit(cards[c])));
  return hands;
}

function fitsCalledSuit(k: Knowledge, hands: number[]): boolean {
  const declarer = k.contract.declarer;
  if (!k.declarerHoldsCalledSuit || declarer === null || declarer === k.seat) return true;
  return (hands[declarer] & k.order.suitMask[k.order.suit[k.call]]) !== 0;
}

function fitsTrumps(k: Knowledge, hands: number[], trumps: number): boolean {
  const declarer = k.contract.declarer;
  if (trumps <= 0 || declarer === null || declarer === k.seat) return true;
  return popcount((hands[declarer] | k.played[declarer]) & k.order.suitMask[TRUMP]) >= trumps;
}
