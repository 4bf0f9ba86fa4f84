import { RuleViolation } from '../../core/errors.js';
import type { Seat } from '../../core/seats.js';

/** The checks every move of both games starts with, with the same codes and sentences. */
export function mustBeRunning(phase: string): void {
  if (phase === 'waiting') throw new RuleViolation('MATCH_NOT_STARTED', 'The match has not started yet.');
  if (phase === 'over') throw new RuleViolation('MATCH_OVER', 'The match is over.');
}

export function mustBeOnTurn(turn: Seat | null, seat: Seat): void {
  if (turn === seat) return;
  const whose = turn === null ? "nobody's turn" : `seat ${turn}'s turn`;
  throw new RuleViolation('NOT_YOUR_TURN', `It is ${whose}, not seat ${String(seat)}'s.`, { waitingFor: turn === null ? [] : [turn] });
}

/** The action's type if the game knows it (INVALID_ACTION otherwise). */
export function actionTypeOf<T extends string>(action: unknown, types: readonly T[], game: string): T {
  const type = typeof action === 'object' && action !== null ? (action as { type?: unknown }).type : undefined;
  if (!types.includes(type as T))
    throw new RuleViolation('INVALID_ACTION', `"${String(type)}" is not a ${game} action (${types.join(', ')}).`);
  return type as T;
}
