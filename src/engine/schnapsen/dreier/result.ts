import type { Outcome, Standing } from '../../core/game.js';
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

/** Per seat: points in the running Bummerl; the status counts the Bummerl taken so far (Schneider 2, Retourschneider 4). */
export function standings(state: DreierState): Standing[] {
  return [0, 1, 2].map((seat) => ({
    seat,
    score: state.score.scores[seat] ?? 0,
    status: `${state.penalties[seat] ?? 0} Bummerl${state.forfeitedBy === seat ? ', forfeited' : ''}`,
  }));
}
