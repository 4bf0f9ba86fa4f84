import { nextSeat, type Seat } from '../core/seats.js';
import type { SchwimmenState } from './types.js';

/** A seat is in play until it is abgesoffen. */
export const inPlay =
  (state: Pick<SchwimmenState, 'status'>) =>
  (seat: Seat): boolean =>
    state.status[seat] !== undefined && state.status[seat] !== 'out';

export function seatsInPlay(state: Pick<SchwimmenState, 'status'>): Seat[] {
  return state.status.flatMap((status, seat) => (status === 'out' ? [] : [seat]));
}

/** The next seat clockwise that is still in play. */
export function nextInPlay(state: Pick<SchwimmenState, 'status' | 'players'>, seat: Seat): Seat {
  return nextSeat(seat, state.players, inPlay(state));
}
