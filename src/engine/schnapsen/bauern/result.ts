import type { Outcome, Standing } from '../../core/game.js';
import type { Seat } from '../../core/seats.js';
import type { SeatStatus } from '../common/schemas.js';
import { seatsOfTeam, teamOf } from './table.js';
import type { BauernState } from './types.js';

export function outcome(state: BauernState): Outcome | null {
  if (state.phase !== 'over' || state.winners === null) return null;
  const winners = [...state.winners];
  const team = teamOf(winners[0] ?? 0);
  const marks = `Bummerl marks ${state.marks[0]}:${state.marks[1]}`;
  const summary =
    state.forfeitedBy !== null
      ? `Seat ${state.forfeitedBy} forfeited the match; seats ${winners.join(' and ')} win (${marks}).`
      : `Seats ${seatsOfTeam(team).join(' and ')} won the match (${marks}).`;
  return { winners, summary };
}

/**
 * A seat's code: won, lost or forfeited once the match is over; sittingOut while its partner plays a Bettler
 * without it (`running`: the contract is being played); else playing.
 */
export function statusOf(state: BauernState, seat: Seat, running: boolean): SeatStatus {
  if (state.phase === 'over' && state.winners !== null)
    return state.winners.includes(seat) ? 'won' : state.forfeitedBy === seat ? 'forfeited' : 'lost';
  return running && state.terms?.sides.out.includes(seat) ? 'sittingOut' : 'playing';
}

/** Per seat: minus the Bummerl its team has taken (a Schneider 2, a Retourschneider 4), and its status code. */
export function standings(state: BauernState): Standing[] {
  const running = state.phase === 'doubling' || state.phase === 'playing';
  return [0, 1, 2, 3].map((seat) => ({ seat, score: 0 - (state.marks[teamOf(seat)] ?? 0), status: statusOf(state, seat, running) }));
}
