import type { Seat } from '../engine/core/seats.js';
import type { SeatRecord, SeatTurn, TimeControl } from '../persistence/match-repository.js';

/**
 * The turns after an append: each active seat keeps the time it became active, unless it just acted (a new
 * move starts its clock again); with time control, its deadline is that time plus the time per move.
 */
export function nextTurns(
  previous: readonly SeatTurn[],
  active: readonly Seat[],
  actor: Seat | null,
  now: Date,
  timeControl: TimeControl | null,
): SeatTurn[] {
  return active.map((seat) => {
    const before = previous.find((turn) => turn.seat === seat);
    const since = before && seat !== actor ? before.since : now.toISOString();
    const deadline = timeControl ? new Date(Date.parse(since) + timeControl.moveSeconds * 1000).toISOString() : null;
    return { seat, since, deadline };
  });
}

/**
 * When the scheduler must act next: at once for a bot's turn; at a player's deadline when the match's rule
 * acts on it (a bot moves or the seat forfeits); never for the rule "nothing" or without time control.
 */
export function dueAt(turns: readonly SeatTurn[], seats: readonly SeatRecord[], timeControl: TimeControl | null): Date | null {
  const times = turns.flatMap((turn) => {
    if (seats[turn.seat]?.bot) return [Date.parse(turn.since)];
    if (timeControl && timeControl.onTimeout !== 'nothing' && turn.deadline) return [Date.parse(turn.deadline)];
    return [];
  });
  return times.length === 0 ? null : new Date(Math.min(...times));
}

/** The seat's deadline has passed and the match's rule acts on it, so the seat itself may no longer move. */
export function deadlinePassed(turn: SeatTurn | undefined, timeControl: TimeControl | null, now: Date): boolean {
  return !!turn?.deadline && !!timeControl && timeControl.onTimeout !== 'nothing' && Date.parse(turn.deadline) <= now.getTime();
}
