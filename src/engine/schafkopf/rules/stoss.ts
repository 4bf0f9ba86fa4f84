import type { Seat } from '../../core/seats.js';
import { SPRITZEN } from '../schemas.js';
import { declaringSide } from '../seating.js';
import type { SchafkopfState } from '../types.js';

/** The Spritzen levels' German names, in order (the actions are `stoss`, `re`, `supra`, `resupra`). */
export const STOSS_LEVELS = SPRITZEN;

/**
 * Why `seat` may not give the next Spritze now, or null (docs/rules-decisions.md#schafkopf-spritzen): a defender gives Stoß
 * (until his first card, or until the first trick is complete, per option); the declaring side answers with
 * Re, the defenders with Supra, the declaring side with Resupra, each before the answering player plays his
 * next card. No Stoß in a Muss-Spiel or Ramsch.
 */
export function stossProblem(state: SchafkopfState, seat: Seat): string | null {
  const contract = state.contract;
  if (state.phase !== 'playing' || contract === null)
    return 'A Stoß is given only once the game is fixed and before the play has gone too far.';
  if (contract.game === 'ramsch' || contract.game === 'sie') return `There is no Stoß in a ${contract.game}.`;
  if (contract.muss) return 'There is no Stoß in a Muss-Spiel.';
  const level = state.stoss.length;
  if (level >= state.options.stossMax)
    return level === 0 ? 'Stoß is not played at this table.' : `No ${STOSS_LEVELS[level] ?? 'further doubling'} at this table.`;
  const declaring = declaringSide(state).includes(seat);
  if (level === 0) {
    if (declaring) return 'Only the defenders may give Stoß.';
    if (state.options.stossUntil === 'ownFirstCard' && state.playedCount[seat] > 0) return 'Stoß must be given before your first card.';
    if (state.options.stossUntil === 'firstTrick' && state.lastTrick !== null) return 'Stoß must be given during the first trick.';
    return null;
  }
  const answeringDeclarers = level % 2 === 1;
  if (declaring !== answeringDeclarers) return `${STOSS_LEVELS[level]} is for the ${answeringDeclarers ? 'declaring side' : 'defenders'}.`;
  if (state.playedCount[seat] !== state.stoss[level - 1].played[seat])
    return `${STOSS_LEVELS[level]} must be said before you play your next card after ${STOSS_LEVELS[level - 1]}.`;
  return null;
}
