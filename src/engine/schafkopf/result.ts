import type { Outcome, Standing } from '../core/game.js';
import type { SchafkopfState } from './types.js';

const euros = (cents: number) => `${cents < 0 ? '-' : ''}${(Math.abs(cents) / 100).toFixed(2)} €`;

export function outcome(state: SchafkopfState): Outcome | null {
  if (state.phase !== 'over' || state.winners === null) return null;
  const winners = [...state.winners];
  const list = winners.length === 1 ? `seat ${winners[0]}` : `seats ${winners.join(', ')}`;
  if (state.endReason === 'forfeit') return { winners, summary: `Seat ${state.forfeitedBy} abandoned the session; ${list} win.` };
  const how = state.endReason === 'vote' ? `All four agreed to end the session after ${state.deal} deal${state.deal === 1 ? '' : 's'}` : `The session's ${state.deal} deals are played`;
  return { winners, summary: `${how}: ${list} ${winners.length === 1 ? 'is' : 'are'} ahead with ${euros(state.ledger[winners[0]])}.` };
}

/** Per seat: the balance in cents. */
export function standings(state: SchafkopfState): Standing[] {
  return state.ledger.map((cents, seat) => ({ seat, score: cents, ...(state.forfeitedBy === seat ? { status: 'abandoned' } : {}) }));
}
