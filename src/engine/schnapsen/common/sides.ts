import type { Seat } from '../../core/seats.js';
import type { ContractRecord } from './contracts.js';

/**
 * The two sides of one deal as sets of seats, plus the seats that sit out (Bettler with the partner pausing).
 * Bauernschnapsen: partners opposite; Dreierschnapsen: one against two. The play logic never asks which game
 * it is: it asks whether a seat is on the declaring side.
 */
export interface Sides {
  /** The declarer (the Rufer in the Normal game). */
  declarer: Seat;
  declaring: Seat[];
  defending: Seat[];
  /** Seats holding cards that take no part in this deal's play. */
  out: Seat[];
}

export type SideName = 'declaring' | 'defending';

export const sideOf = (sides: Sides, seat: Seat): SideName | null =>
  sides.declaring.includes(seat) ? 'declaring' : sides.defending.includes(seat) ? 'defending' : null;

/** The side a seat plays or sits out for: a partner who sits out belongs to the declaring side. */
export function sideFor(sides: Sides, seat: Seat): SideName | null {
  if (sides.declaring.includes(seat) || sides.out.includes(seat)) return 'declaring';
  return sides.defending.includes(seat) ? 'defending' : null;
}

/** Partners sit opposite in the four-player game (0+2, 1+3). */
export const oppositePartner =
  (players: number) =>
  (seat: Seat): Seat | null =>
    players === 4 ? (seat + 2) % 4 : null;

/**
 * The sides of a contract: the declarer with his partner (if the game has partners) against the rest; the
 * Normal game is the Rufer's side against the rest; in the Bettler family the partner may sit out.
 */
export function sidesFor(
  contract: ContractRecord,
  declarer: Seat,
  players: number,
  partnerOf: (seat: Seat) => Seat | null,
  bettlerPartnerSitsOut: boolean,
): Sides {
  const partner = partnerOf(declarer);
  const out = partner !== null && contract.bettlerFamily && bettlerPartnerSitsOut ? [partner] : [];
  const declaring = [declarer, ...(partner !== null && out.length === 0 ? [partner] : [])].sort((a, b) => a - b);
  const defending = Array.from({ length: players }, (_, seat) => seat).filter((seat) => !declaring.includes(seat) && !out.includes(seat));
  return { declarer, declaring, defending, out };
}

/** The seats that play to tricks, clockwise from seat 0. */
export const seatsInPlay = (sides: Sides): Seat[] => [...sides.declaring, ...sides.defending].sort((a, b) => a - b);

export const copySides = (sides: Sides): Sides => ({
  declarer: sides.declarer,
  declaring: [...sides.declaring],
  defending: [...sides.defending],
  out: [...sides.out],
});
