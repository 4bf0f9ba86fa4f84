import type { Outcome, Standing } from '../core/game.js';
import type { Seat } from '../core/seats.js';
import type { SEAT_STATUSES } from './schemas.js';
import { euros } from './summary.js';
import type { SchafkopfState } from './types.js';

export function outcome(state: SchafkopfState): Outcome | null {
  if (state.phase !== 'over' || state.winners === null) return null;
  const winners = [...state.winners];
  const list = winners.length === 1 ? `seat ${winners[0]}` : `seats ${winners.join(', ')}`;
  if (state.endReason === 'forfeit') return { winners, summary: `Seat ${state.forfeitedBy} abandoned the session; ${list} win.` };
  const how =
    state.endReason === 'vote'
      ? `All four agreed to end the session after ${state.deal} deal${state.deal === 1 ? '' : 's'}`
      : `The session's ${state.deal} deals are played`;
  return { winners, summary: `${how}: ${list} ${winners.length === 1 ? 'is' : 'are'} ahead with ${euros(state.ledger[winners[0]])}.` };
}

/** A seat's status code: `abandoned` for the seat that forfeited the session, else `playing`. */
export const seatStatus = (state: SchafkopfState, seat: Seat): (typeof SEAT_STATUSES)[number] =>
  state.forfeitedBy === seat ? 'abandoned' : 'playing';

/** Per seat: the balance in cents (the view's `seats[].score`) and the status code. */
export function standings(state: SchafkopfState): Standing[] {
  return state.ledger.map((cents, seat) => ({ seat, score: cents, status: seatStatus(state, seat) }));
}

/** Rules version 1's standings: the balance, and a status only for the seat that abandoned the session. */
export function standingsV1(state: SchafkopfState): Standing[] {
  return state.ledger.map((cents, seat) => ({ seat, score: cents, ...(state.forfeitedBy === seat ? { status: 'abandoned' } : {}) }));
}
