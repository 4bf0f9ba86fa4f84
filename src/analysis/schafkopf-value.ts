import type { Card, Rank } from '../engine/core/cards.js';
import type { Seat } from '../engine/core/seats.js';
import { GAMES } from '../engine/schafkopf/rules/games.js';
import type { SchafkopfOptions } from '../engine/schafkopf/rules/options.js';
import { packOf } from '../engine/schafkopf/rules/options.js';
import { scoreGame } from '../engine/schafkopf/rules/scoring.js';
import type { Contract } from '../engine/schafkopf/types.js';

/**
 * Everything a Schafkopf deal's payment depends on besides the play: the contract, who plays with the declarer,
 * the hands when play began (Laufende), the doublings and the Stock.
 */
export interface DealStakes {
  deal: number;
  contract: Contract;
  partner: Seat | null;
  startHands: Card[][];
  options: SchafkopfOptions;
  klopfer: readonly Seat[];
  stoss: readonly Seat[];
  carried: number;
  stock: number;
}

/** The ranks whose Augen make up any count a deal can end with (11, 10, 4, 3, 2). */
const RANKS_BY_POINTS: readonly [number, Rank][] = [
  [11, 'A'],
  [10, '10'],
  [4, 'K'],
  [3, 'O'],
  [2, 'U'],
];

/** Cards whose Augen add up to `points` (any count but 1, which no set of cards makes). */
function cardsWorth(points: number): Card[] {
  const cards: Card[] = [];
  let left = points;
  while (left > 0) {
    const [value, rank] = RANKS_BY_POINTS.find(([value]) => value <= left && left - value !== 1) ?? RANKS_BY_POINTS[4];
    cards.push(`E${rank}` as Card);
    left -= value;
  }
  return cards;
}

/**
 * The cents each seat receives (the game and the Stock) when the deal ends with the solver's value `v` for the
 * declaring side (its Augen; above 120: every trick; below 0: none). The engine's own scoring decides: it is
 * given tricks that carry exactly those Augen and trick counts, which is all it looks at besides the stakes.
 * null for a Ramsch (its losers depend on every seat's Augen, which one value does not tell).
 */
export function paymentsFor(stakes: DealStakes, v: number): number[] | null {
  const { contract } = stakes;
  if (GAMES[contract.game].kind === 'ramsch' || contract.declarer === null) return null;
  const declarer = contract.declarer;
  const side = new Set([declarer, ...(stakes.partner === null ? [] : [stakes.partner])]);
  const other = [0, 1, 2, 3].find((seat) => !side.has(seat))!;
  const all = v > 120;
  const none = v < 0;
  const points = Math.max(0, Math.min(120, v));
  const sideTricks = none ? 0 : all ? 8 : 1;
  const otherTricks = all ? 0 : none ? 8 : 1;
  const tricksWon: Card[][][] = [[], [], [], []];
  for (let i = 0; i < sideTricks; i++) tricksWon[declarer].push(i === 0 ? cardsWorth(points) : []);
  for (let i = 0; i < otherTricks; i++) tricksWon[other].push(i === 0 ? cardsWorth(120 - points) : []);
  const result = scoreGame({
    deal: stakes.deal,
    contract,
    partner: stakes.partner,
    startHands: stakes.startHands,
    tricksWon,
    options: stakes.options,
    pack: packOf(stakes.options),
    klopfer: stakes.klopfer,
    stoss: stakes.stoss,
    carried: stakes.carried,
    stock: stakes.stock,
  });
  return result.payments.map((cents, seat) => cents + result.stockPayments[seat]);
}
