import type { Card } from '../../core/cards.js';
import type { Seat } from '../../core/seats.js';
import type { DealEndReason, SeatStatus, Showdown } from '../types.js';
import { handValue } from './hand-value.js';

/** Showdown: every hand is shown; the lowest value pays one life, all tied lowest pay. */
export function scoreDeal(reason: DealEndReason, hands: readonly (readonly Card[] | null)[], feuerValue: number): Showdown {
  const values = hands.map((hand) => (hand ? handValue(hand, feuerValue) : null));
  const lowest = Math.min(...values.filter((v): v is number => v !== null));
  const payers = values.flatMap((value, seat) => (value === lowest ? [seat] : []));
  return { reason, hands: hands.map((hand) => (hand ? [...hand] : null)), values, payers };
}

export type Payment = { type: 'LifeLost'; seat: Seat; livesLeft: number; swims: boolean } | { type: 'PlayerEliminated'; seat: Seat };

/**
 * What paying costs each payer: a life, or (when already swimming) the match ("abgesoffen").
 * Returns null when every remaining player pays while swimming: nobody would be left, so they share the win
 * (our decision; the text does not say).
 */
export function payments(payers: readonly Seat[], lives: readonly number[], status: readonly SeatStatus[]): Payment[] | null {
  const remaining = status.flatMap((s, seat) => (s === 'out' ? [] : [seat]));
  const allSink = remaining.every((seat) => payers.includes(seat) && status[seat] === 'swimming');
  if (allSink) return null;
  return payers.map((seat) =>
    status[seat] === 'swimming'
      ? { type: 'PlayerEliminated', seat }
      : { type: 'LifeLost', seat, livesLeft: Math.max(0, lives[seat] - 1), swims: lives[seat] - 1 <= 0 },
  );
}
