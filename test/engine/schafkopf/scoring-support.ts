import { PACKS, type Card, type Suit } from '../../../src/engine/core/cards.js';
import { CARD_POINTS } from '../../../src/engine/core/tricks.js';
import { rankOf } from '../../../src/engine/core/cards.js';
import { trumpsOf, type GameType } from '../../../src/engine/schafkopf/rules/games.js';
import { readOptions, type SchafkopfOptions } from '../../../src/engine/schafkopf/rules/options.js';
import { scoreGame } from '../../../src/engine/schafkopf/rules/scoring.js';
import type { DealResult } from '../../../src/engine/schafkopf/index.js';

/** A subset of `pack` of exactly `size` cards worth exactly `points` (depth-first; the pack is small). */
export function cardsWorth(pack: readonly Card[], size: number, points: number): Card[] {
  const sorted = [...pack].sort((a, b) => CARD_POINTS[rankOf(b)] - CARD_POINTS[rankOf(a)]);
  const pick: Card[] = [];
  const search = (from: number, left: number): boolean => {
    if (pick.length === size) return left === 0;
    for (let i = from; i < sorted.length; i++) {
      const value = CARD_POINTS[rankOf(sorted[i])];
      if (value > left) continue;
      pick.push(sorted[i]);
      if (search(i + 1, left - value)) return true;
      pick.pop();
    }
    return false;
  };
  if (!search(0, points)) throw new Error(`no ${size} cards worth ${points}`);
  return pick;
}

export interface Row {
  game: GameType;
  suit?: Suit;
  /** Card points and tricks of the declaring side (declarer seat 0, partner seat 2 in partner games). */
  points: number;
  tricks: number;
  /** Trumps the declaring side held (for Laufende; default: the top trump only); the defenders hold the others. */
  held?: Card[];
  klopfer?: number[];
  stoss?: number[];
  target?: number;
  options?: Partial<SchafkopfOptions>;
  short?: boolean;
}

/** Scores a deal shaped by `row`: the declaring side took `tricks` tricks worth `points`, the defenders the rest. */
export function score(row: Row): DealResult {
  const options = readOptions({ ...row.options, pack: row.short ? 'short' : 'long' });
  const pack = row.short ? PACKS.short24 : PACKS.long32;
  const perHand = pack.length / 4;
  const ours = cardsWorth(pack, row.tricks * 4, row.points);
  const theirs = pack.filter((card) => !ours.includes(card));
  const chunk = (cards: Card[]) => Array.from({ length: cards.length / 4 }, (_, i) => cards.slice(i * 4, i * 4 + 4));
  const partnerGame = row.game === 'rufspiel' || row.game === 'hochzeit';
  const tricksWon: Card[][][] = [chunk(ours), chunk(theirs), [], []];
  // Hands for the Laufende: the declaring side holds `held` (declarer and partner alternately), the defenders
  // (seats 1 and 3) every other trump, then the plain cards fill up.
  // Without `held` the declaring side holds just the top trump: one Laufender, never paid.
  const held = row.held ?? trumpsOf(row.game, row.suit ?? null, pack).slice(0, 1);
  const hands: Card[][] = [[], [], [], []];
  held.forEach((card, i) => hands[partnerGame && i % 2 === 1 ? 2 : 0].push(card));
  const trumps = trumpsOf(row.game, row.suit ?? null, pack).filter((card) => !held.includes(card));
  const plain = pack.filter((card) => !held.includes(card) && !trumps.includes(card));
  for (const card of [...trumps, ...plain]) {
    const seat =
      (trumps.includes(card) ? [1, 3] : [0, 2, 1, 3]).find((s) => hands[s].length < perHand) ??
      [0, 2, 1, 3].find((s) => hands[s].length < perHand)!;
    hands[seat].push(card);
  }
  return scoreGame({
    deal: 1,
    contract: {
      game: row.game,
      declarer: 0,
      suit: row.suit ?? null,
      call: partnerGame && row.game === 'rufspiel' ? 'GA' : null,
      target: row.target ?? 61,
      muss: false,
      hochzeitOffer: null,
    },
    partner: partnerGame ? 2 : null,
    startHands: hands,
    tricksWon,
    options,
    pack,
    klopfer: row.klopfer ?? [],
    stoss: row.stoss ?? [],
    carried: 0,
    stock: 0,
  });
}
