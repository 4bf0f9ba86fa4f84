import { SUITS } from '../../../engine/core/cards.js';
import type { SchafkopfOptions } from '../../../engine/schafkopf/rules/options.js';
import { gameAllowed, GAME_TYPES, GAMES, needsSuit, type GameType } from '../../../engine/schafkopf/rules/games.js';
import { NEEDS, WEIGHTS } from '../../heuristic/schafkopf/hand.js';
import { bit, gameOrder, popcount, TRUMP, type GameOrder } from './cards.js';

/**
 * The heuristic bot's hand reading (heuristic/schafkopf/hand.ts: strengthIn, excessFor; bidding.ts:
 * announcement) on card masks, fast enough to weigh many sampled hands by what their seats said in the
 * announcement. The tests check it against the heuristic bot's own functions.
 */

/** A game the hand reading rates: its order and what the heuristic bot's rule asks for it. */
export interface RatedGame {
  game: GameType;
  suit: number;
  order: GameOrder;
  /** The trumps strongest first, within the pack. */
  trumps: readonly number[];
  /** Per plain suit 0..3 (-1 where the suit is trumps), its cards from the top in the game's plain order. */
  plainRuns: readonly (readonly number[])[];
  single: boolean;
  topRank: string;
  secondRank: string | null;
  need: { trumps: number; power: number };
}

const RANKS = ['A', '10', 'K', 'O', 'U', '9', '8', '7'];
const RATED = new Map<string, RatedGame | null>();

/** The rating tables of a game (suit: 0..3 or -1), or null if the heuristic bot has no rule for it. */
export function ratedGame(game: GameType, suit: number, options: Pick<SchafkopfOptions, 'pack'>, pack: number): RatedGame | null {
  const key = `${game}:${suit}:${options.pack}:${pack}`;
  if (RATED.has(key)) return RATED.get(key)!;
  const need = NEEDS[options.pack][game];
  let rated: RatedGame | null = null;
  if (need !== undefined) {
    const record = GAMES[game];
    const order = gameOrder(game, suit < 0 ? null : SUITS[suit]);
    const trumps = order.ranked[TRUMP].filter((card) => pack & bit(card));
    const plainRuns = [0, 1, 2, 3].map((s) =>
      order.suitMask[s] === 0
        ? []
        : record.plainOrder.map((rank) => s * 8 + RANKS.indexOf(rank)).filter((card) => order.suit[card] === s && pack & bit(card)),
    );
    rated = {
      game,
      suit,
      order,
      trumps,
      plainRuns,
      single: record.kind === 'solo',
      topRank: record.trumpRanks[0],
      secondRank: record.trumpRanks[1] ?? null,
      need,
    };
  }
  RATED.set(key, rated);
  return rated;
}

/** strengthIn and excessFor of the heuristic bot (hand.ts) for a hand given as a mask. */
export function excessOf(hand: number, rated: RatedGame): number {
  const { order, trumps, plainRuns, single, need } = rated;
  let held = 0;
  let power = 0;
  let laufende = -1;
  for (let i = 0; i < trumps.length; i++) {
    const card = trumps[i];
    if (!(hand & bit(card))) {
      if (laufende < 0) laufende = i;
      continue;
    }
    held++;
    const rank = RANKS[card & 7];
    power += rank === rated.topRank ? WEIGHTS.topRank : rank === rated.secondRank ? WEIGHTS.secondRank : WEIGHTS.trumpSuit;
  }
  for (let s = 0; s < 4; s++) {
    const cards = plainRuns[s];
    if (cards.length === 0) continue;
    let run = 0;
    while (run < cards.length && hand & bit(cards[run])) run++;
    for (let i = 0; i < run && i < WEIGHTS.plainRun.length; i++) power += WEIGHTS.plainRun[i];
    const inSuit = popcount(hand & order.suitMask[s]);
    if (single) power -= WEIGHTS.loser * (inSuit - run);
    if (inSuit === 0 && held >= 3) power += WEIGHTS.void;
  }
  power += laufende < 0 ? trumps.length : laufende;
  const excess = power - need.power;
  return held >= need.trumps ? excess : Math.min(excess, 0) - 10;
}

/** The heuristic bot's view of one table's games: the single games it may announce and the Rufspiel. */
export interface TableGames {
  singles: RatedGame[];
  rufspiel: RatedGame | null;
}

export function tableGames(options: SchafkopfOptions, pack: number): TableGames {
  const singles: RatedGame[] = [];
  for (const game of GAME_TYPES) {
    if (!gameAllowed(game, options) || GAMES[game].kind !== 'solo') continue;
    for (const suit of needsSuit(game) ? [0, 1, 2, 3] : [-1]) {
      const rated = ratedGame(game, suit, options, pack);
      if (rated !== null) singles.push(rated);
    }
  }
  return { singles, rufspiel: gameAllowed('rufspiel', options) ? ratedGame('rufspiel', -1, options, pack) : null };
}

/** Would the heuristic bot announce a single game (Solo, Wenz, ... strong enough) with this hand? */
export function hasSingle(hand: number, games: TableGames): boolean {
  for (const rated of games.singles) if (excessOf(hand, rated) >= 0) return true;
  return false;
}

/** The plain suits (0..3) whose ace the hand may call: the ace not held, another card of the suit held. */
export function callableSuits(hand: number, order: GameOrder): number[] {
  const suits: number[] = [];
  for (let s = 0; s < 4; s++) {
    const ace = s * 8;
    if (order.suit[ace] !== s || hand & bit(ace)) continue;
    if (hand & order.suitMask[s]) suits.push(s);
  }
  return suits;
}

/**
 * The heuristic bot's announcement (bidding.ts, without the Hochzeit, a sure Tout or Bettel): "Ich spiele" with
 * a single game strong enough, or (no "Ich spiele" before: `auch` false) with a Rufspiel strong enough and an
 * ace to call (or Renonce allowed).
 */
export function wouldBid(hand: number, games: TableGames, auch: boolean, renonce: boolean): boolean {
  if (hasSingle(hand, games)) return true;
  const ruf = games.rufspiel;
  if (auch || ruf === null) return false;
  return (renonce || callableSuits(hand, ruf.order).length > 0) && excessOf(hand, ruf) >= 0;
}
