import type { Outcome, Standing } from '../../core/game.js';
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

/** Per seat: its team's points in the running Bummerl; status: the team's Bummerl marks. */
export function standings(state: BauernState): Standing[] {
  return [0, 1, 2, 3].map((seat) => ({
    seat,
    score: state.bummerl.scores[teamOf(seat)] ?? 0,
    status: `team ${teamOf(seat)}, ${state.marks[teamOf(seat)] ?? 0} Bummerl`,
  }));
}
