import type { Seat } from '../core/seats.js';
import type { SchafkopfState } from './types.js';

/** Vorhand: the dealer's left neighbour, who speaks first and leads the first trick. */
export const vorhandOf = (state: Pick<SchafkopfState, 'dealer'>): Seat => ((state.dealer ?? 3) + 1) % 4;

/** The four seats in announcement order, from Vorhand. */
export const fromVorhand = (state: Pick<SchafkopfState, 'dealer'>): Seat[] => [0, 1, 2, 3].map((i) => (vorhandOf(state) + i) % 4);

/** Who may klopfen under the doubling option. */
export function mayDouble(state: Pick<SchafkopfState, 'dealer' | 'options'>, seat: Seat): boolean {
  if (state.options.doubling === 'off') return false;
  return state.options.doubling === 'everyone' || seat !== state.dealer;
}

/** The declaring side of the current game (empty in Ramsch). */
export function declaringSide(state: Pick<SchafkopfState, 'contract' | 'partner'>): Seat[] {
  const declarer = state.contract?.declarer ?? null;
  if (declarer === null) return [];
  return state.partner === null ? [declarer] : [declarer, state.partner];
}

export function replaceAt<T>(list: readonly T[], index: number, value: T): T[] {
  return list.map((item, i) => (i === index ? value : item));
}
