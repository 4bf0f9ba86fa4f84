import type { Seat } from '../core/seats.js';
import { knockForbidden } from './rules/knock.js';
import type { SchwimmenAction, SchwimmenState } from './types.js';

/** Exactly the actions decide accepts from `seat` now. */
export function legalActions(state: SchwimmenState, seat: Seat): SchwimmenAction[] {
  if (state.turn !== seat) return [];
  if (state.phase === 'choosing') {
    return [
      { type: 'choosePacket', keep: true },
      { type: 'choosePacket', keep: false },
    ];
  }
  if (state.phase !== 'playing') return [];
  const swaps: SchwimmenAction[] = (state.hands[seat] ?? []).flatMap((hand) =>
    state.table.map((table) => ({ type: 'swapOne' as const, hand, table })),
  );
  const knock: SchwimmenAction[] = knockForbidden(state) === null ? [{ type: 'knock' }] : [];
  return [...swaps, { type: 'swapAll' }, { type: 'passTurn' }, ...knock];
}

/** The seat to move (the dealer while he chooses); nobody before the start or after the end. */
export function activeSeats(state: SchwimmenState): Seat[] {
  return (state.phase === 'choosing' || state.phase === 'playing') && state.turn !== null ? [state.turn] : [];
}
