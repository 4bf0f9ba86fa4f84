import type { Outcome, Standing } from '../../core/game.js';
import type { Seat } from '../../core/seats.js';
import type { SeatStatus } from '../common/schemas.js';
import type { DreierState } from './types.js';

const list = (seats: readonly number[]) => (seats.length === 1 ? `seat ${seats[0]}` : `seats ${seats.join(' and ')}`);

export function outcome(state: DreierState): Outcome | null {
  if (state.phase !== 'over' || state.winners === null) return null;
  const winners = [...state.winners];
  const share = winners.length === 1 ? `${list(winners)} wins` : `${list(winners)} share the win`;
  const summary =
    state.forfeitedBy !== null
      ? `Seat ${state.forfeitedBy} forfeited the match; ${share}.`
      : `${share[0].toUpperCase()}${share.slice(1)} with the fewest Bummerl (${state.penalties.join(' / ')} for seats 0 / 1 / 2).`;
  return { winners, summary };
}

/** A seat's code: won, lost or forfeited once the match is over; sittingOut while two others play off; else playing. */
export function statusOf(state: DreierState, seat: Seat): SeatStatus {
  if (state.phase === 'over' && state.winners !== null)
    return state.winners.includes(seat) ? 'won' : state.forfeitedBy === seat ? 'forfeited' : 'lost';
  return state.playoff && !state.playoff.seats.includes(seat) ? 'sittingOut' : 'playing';
}

/** Per seat: minus the Bummerl it has taken (Schneider 2, Retourschneider 4), and its status code. */
export function standings(state: DreierState): Standing[] {
  return [0, 1, 2].map((seat) => ({ seat, score: 0 - (state.penalties[seat] ?? 0), status: statusOf(state, seat) }));
}
