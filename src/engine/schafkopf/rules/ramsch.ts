import type { Card } from '../../core/cards.js';
import type { Seat } from '../../core/seats.js';
import { cardPoints, type CardOrder } from '../../core/tricks.js';

/**
 * Ramsch losers (docs/rules-decisions.md#schafkopf-ramsch): the most points; tied: the most tricks; tied: the most trumps in
 * the tricks; tied: the higher trump in the tricks. Still tied (possible only without trumps), all tied lose.
 * One player with every trick has made a Durchmarsch: he alone wins.
 */
export function ramschLosers(
  tricksWon: readonly Card[][][],
  order: CardOrder,
  trumps: readonly Card[],
): { losers: Seat[]; durchmarsch: boolean } {
  const total = tricksWon.reduce((sum, list) => sum + list.length, 0);
  const all = tricksWon.findIndex((list) => list.length === total && total > 0);
  if (all >= 0) return { losers: [0, 1, 2, 3].filter((seat) => seat !== all), durchmarsch: true };
  const key = (seat: Seat): number[] => {
    const cards = tricksWon[seat].flat();
    const held = cards.filter((card) => order.suit(card) === 'trump');
    const highest = held.length === 0 ? trumps.length : Math.min(...held.map((card) => trumps.indexOf(card)));
    return [cardPoints(cards), tricksWon[seat].length, held.length, -highest];
  };
  const keys = [0, 1, 2, 3].map(key);
  const compare = (a: number[], b: number[]) => a.map((x, i) => x - b[i]).find((d) => d !== 0) ?? 0;
  const worst = keys.reduce((top, k) => (compare(k, top) > 0 ? k : top), keys[0]);
  return { losers: [0, 1, 2, 3].filter((seat) => compare(keys[seat], worst) === 0), durchmarsch: false };
}
