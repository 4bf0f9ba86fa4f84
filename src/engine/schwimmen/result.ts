import type { Outcome, Standing } from '../core/game.js';
import type { SchwimmenState } from './types.js';

export function outcome(state: SchwimmenState): Outcome | null {
  if (state.phase !== 'over' || state.winners === null) return null;
  const winners = [...state.winners];
  const summary =
    state.forfeitedBy !== null
      ? `Seat ${state.forfeitedBy} forfeited the match; ${winners.length === 1 ? `seat ${winners[0]} wins` : `seats ${winners.join(' and ')} share the win`}.`
      : winners.length === 1
        ? `Seat ${winners[0]} won the match as the last player left.`
        : `Seats ${winners.join(' and ')} share the win: all of them would have gone under in the same showdown.`;
  return { winners, summary };
}

/** Per seat: lives left, and whether the seat plays, swims or is out. */
export function standings(state: SchwimmenState): Standing[] {
  return state.status.map((status, seat) => ({ seat, score: state.lives[seat] ?? 0, status }));
}
