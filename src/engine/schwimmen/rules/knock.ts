import { seatsInPlay } from '../seating.js';
import type { SchwimmenState } from '../types.js';

/** Why the player on turn may not knock now, or null if he may. */
export function knockForbidden(state: SchwimmenState): string | null {
  if (state.knockedBy !== null) {
    return `Seat ${state.knockedBy} has knocked: the others have one last turn to swap or pass, and nobody knocks again.`;
  }
  // House rule: knocking only once every player in play has had one turn in this deal.
  if (state.options.knockAfterFirstRound && !seatsInPlay(state).every((seat) => state.hadTurn.includes(seat))) {
    return 'Knocking is allowed only after every player has had one turn in this deal (house rule knockAfterFirstRound).';
  }
  return null;
}
