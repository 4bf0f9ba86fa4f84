import { isFeuer, isSchnauz } from './cards.js';
import type { Knowledge, SeenMove } from './knowledge.js';
import { KNOCK, modelChoices, modelKeepsPacket, PASS, SWAP_ALL } from './model-policy.js';
import type { Prng } from './prng.js';

/** One way the unseen cards may lie: every hand (the seat's own as it holds it), the dealer's other packet, the stock. */
export interface World {
  hands: Int8Array;
  /** The choosing dealer's packet he has not looked at; null once the packets are chosen. */
  second: Int8Array | null;
  stock: Int8Array;
}

/** Candidate deals per world kept: the opponents' moves weigh them, and `count` are drawn by weight. */
export const CANDIDATES_PER_WORLD = 6;
/**
 * How far the opponents are taken to play like the heuristic bot: a move it would not make still has this share
 * of the probability, spread over the legal moves, so a different player only blurs the picture.
 */
export const OFF_MODEL = 0.1;
const MAX_REDEALS = 50;
/** Only the opponents' latest moves are weighed, which bounds the work in a deal that runs long. */
export const MOVES_READ = 40;

/**
 * `count` worlds consistent with what the seat knows (knowledge.ts): its hand, the table, the cards that left
 * the table, the cards others were seen to take. No hand holds Feuer (it would have ended the deal) and no
 * seat that has been on turn holds Schnauz. Each candidate is weighed by how likely the opponents' moves in this
 * deal are under the heuristic policy (model-policy.ts), and the worlds are drawn by that weight.
 */
export function sampleWorlds(knowledge: Knowledge, count: number, prng: Prng): World[] {
  const reads = knowledge.moves.length > 0 || knowledge.dealerKeptFirst === true;
  const candidates = Array.from({ length: reads ? count * CANDIDATES_PER_WORLD : count }, () => dealWorld(knowledge, prng));
  if (!reads) return candidates;
  const weights = candidates.map((world) => likelihood(knowledge, world.hands));
  return resample(candidates, weights, count, prng);
}

/** One uniformly shuffled placement of the unseen cards, redealt while it breaks a Feuer or Schnauz fact. */
export function dealWorld(knowledge: Knowledge, prng: Prng): World {
  const { seat, rules, known, hidden, hand, choosing, noSchnauz } = knowledge;
  const cards = [...knowledge.unknown];
  const hands = new Int8Array(rules.players * 3);
  for (let attempt = 0; ; attempt++) {
    shuffle(cards, prng);
    let next = 0;
    let consistent = true;
    for (let s = 0; s < rules.players; s++) {
      if (!rules.inPlay[s]) continue;
      const own = s === seat ? hand : known[s];
      for (let i = 0; i < own.length; i++) hands[s * 3 + i] = own[i];
      for (let i = own.length; i < own.length + hidden[s]; i++) hands[s * 3 + i] = cards[next++];
      if (s === seat) continue;
      const [a, b, c] = [hands[s * 3], hands[s * 3 + 1], hands[s * 3 + 2]];
      if (isFeuer(a, b, c) || (noSchnauz[s] && isSchnauz(a, b, c))) consistent = false;
    }
    // A hand the knowledge forces (e.g. known cards) is accepted after enough redeals rather than looping.
    if (!consistent && attempt < MAX_REDEALS) continue;
    const second = choosing ? Int8Array.from(cards.slice(next, (next += 3))) : null;
    return { hands: Int8Array.from(hands), second, stock: Int8Array.from(cards.slice(next)) };
  }
}

/**
 * How likely the opponents' moves of this deal are if they hold these hands and play the heuristic policy.
 * Each opponent's earlier hands follow from his hand now: a swap is undone by giving back what he took.
 */
export function likelihood(knowledge: Knowledge, hands: Int8Array): number {
  const now = Int8Array.from(hands);
  const choices = new Int8Array(12);
  let weight = 1;
  for (let i = knowledge.moves.length - 1; i >= 0; i--) {
    const move = knowledge.moves[i];
    const at = move.seat * 3;
    undo(now, at, move);
    if (i < knowledge.moves.length - MOVES_READ) continue;
    const code = moveCode(now, at, move);
    const legal = move.knockAllowed ? 12 : 11;
    const count = modelChoices(now, at, move.table, move.knockAllowed, knowledge.rules.swimming[move.seat], choices);
    let chosen = false;
    for (let c = 0; c < count; c++) if (choices[c] === code) chosen = true;
    weight *= (chosen ? (1 - OFF_MODEL) / count : 0) + OFF_MODEL / legal;
  }
  if (knowledge.dealerKeptFirst === true) {
    const at = knowledge.dealer * 3;
    weight *= (modelKeepsPacket(now[at], now[at + 1], now[at + 2]) ? 1 - OFF_MODEL : 0) + OFF_MODEL / 2;
  }
  return weight;
}

/** The hand before `move`, written over the hand after it. */
function undo(hands: Int8Array, at: number, move: SeenMove): void {
  if (move.kind === SWAP_ALL) for (let i = 0; i < 3; i++) hands[at + i] = move.gave[i];
  else if (move.kind !== PASS && move.kind !== KNOCK) {
    for (let i = 0; i < 3; i++) if (hands[at + i] === move.take) hands[at + i] = move.give;
  }
}

/** The move as a code (model-policy.ts) against the hand before it. */
function moveCode(hands: Int8Array, at: number, move: SeenMove): number {
  if (move.kind === SWAP_ALL || move.kind === PASS || move.kind === KNOCK) return move.kind;
  let slot = 0;
  while (slot < 3 && hands[at + slot] !== move.give) slot++;
  return slot * 3 + move.table.indexOf(move.take);
}

/** Systematic resampling: `count` draws, each candidate about weight / total * count times. */
function resample<T>(items: readonly T[], weights: readonly number[], count: number, prng: Prng): T[] {
  const total = weights.reduce((a, b) => a + b, 0);
  const step = total / count;
  const picked: T[] = [];
  let mark = prng.unit() * step;
  let sum = 0;
  for (let i = 0; i < items.length && picked.length < count; i++) {
    sum += weights[i];
    while (mark < sum && picked.length < count) {
      picked.push(items[i]);
      mark += step;
    }
  }
  while (picked.length < count) picked.push(items[items.length - 1]);
  return picked;
}

function shuffle(cards: number[], prng: Prng): void {
  for (let i = cards.length - 1; i > 0; i--) {
    const j = prng.below(i + 1);
    const card = cards[i];
    cards[i] = cards[j];
    cards[j] = card;
  }
}
