import { BUMMERL_MARKS, lossKind, type BummerlScore } from '../common/bummerl.js';
import type { BummerlTaken } from '../common/scoring.js';
import { seatsOfTeam } from './table.js';
import type { Team } from './types.js';

/** What the team that lost a Bummerl to `winner` takes: 1, a Schneider 2, a Retourschneider 4. */
export function bummerlTaken(bummerl: BummerlScore, winner: Team): BummerlTaken {
  const loser: Team = winner === 0 ? 1 : 0;
  const kind = lossKind(bummerl, loser, winner);
  return { seats: seatsOfTeam(loser), kind, bummerl: BUMMERL_MARKS[kind] };
}
