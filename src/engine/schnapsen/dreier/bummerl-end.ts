import type { Seat } from '../../core/seats.js';
import { BUMMERL_MARKS, bummerlWinners, lossKind, type BummerlKind, type BummerlScore } from '../common/bummerl.js';
import type { BummerlTaken } from '../common/scoring.js';
import type { DreierOptions } from './options.js';
import type { SeatPenalty } from './types.js';

/** How a finished Bummerl is settled: penalties now, or first a play-off between two tied seats. */
export type BummerlSettlement =
  { kind: 'penalties'; penalties: SeatPenalty[]; tied: Seat[] | null } | { kind: 'playoff'; tied: [Seat, Seat]; tiedAt: number };

const SEATS: readonly Seat[] = [0, 1, 2];

/** The heaviest loss a seat takes against any seat that reached 24 (Schneider at 0, Retourschneider after 23:0). */
export function penaltyOf(score: BummerlScore, seat: Seat): SeatPenalty {
  const winners = bummerlWinners(score);
  const kinds = winners.map((winner) => lossKind(score, seat, winner));
  const kind = kinds.reduce<BummerlKind>((worst, k) => (BUMMERL_MARKS[k] > BUMMERL_MARKS[worst] ? k : worst), 'bummerl');
  return { seat, kind, count: BUMMERL_MARKS[kind] };
}

/**
 * The end of a Dreierschnapsen Bummerl (docs/rules-decisions.md#dreierschnapsen-scoring): the first to 24 ends it; the lowest takes
 * the Bummerl (Schneider with 0 points); two players at 23 each whom the third, at 0, overtakes both take a
 * Retourschneider. Tied lowest play off (docs/rules-decisions.md#dreierschnapsen-tie-playoff) unless the table
 * chose that both take it; a tie where both take a Retourschneider needs no play-off: both take it.
 * Regional variant (option bummerlTo): everyone below 24 takes a Bummerl.
 */
export function settleBummerl(score: BummerlScore, options: DreierOptions): BummerlSettlement {
  const winners = bummerlWinners(score);
  const others = SEATS.filter((seat) => !winners.includes(seat));
  if (others.length === 0) return { kind: 'penalties', penalties: [], tied: null };
  if (options.bummerlTo === 'allBelow24') return { kind: 'penalties', penalties: others.map((seat) => penaltyOf(score, seat)), tied: null };
  const low = Math.min(...others.map((seat) => score.scores[seat]));
  const lowest = others.filter((seat) => score.scores[seat] === low);
  if (lowest.length === 1) return { kind: 'penalties', penalties: [penaltyOf(score, lowest[0])], tied: null };
  const penalties = lowest.map((seat) => penaltyOf(score, seat));
  if (options.tieBreak === 'bothBummerl' || penalties.every((p) => p.kind === 'retourschneider')) {
    return { kind: 'penalties', penalties, tied: lowest };
  }
  return { kind: 'playoff', tied: [lowest[0], lowest[1]], tiedAt: low };
}

/** The match's winners: the seats with the fewest Bummerl (several share the win on equal counts). */
export function matchWinners(penalties: readonly number[]): Seat[] {
  const fewest = Math.min(...penalties);
  return SEATS.filter((seat) => penalties[seat] === fewest);
}

/** What the deal's points make a seat take at once: the Bummerl it finished, unless a play-off decides first. */
export function takenNow(after: BummerlScore, options: DreierOptions): BummerlTaken[] {
  if (!after.scores.some((s) => s >= 24)) return [];
  const settlement = settleBummerl(after, options);
  return settlement.kind === 'penalties' ? settlement.penalties.map(takenOf) : [];
}

/** A seat's penalty as `BummerlScored` lists it. */
export const takenOf = (p: SeatPenalty): BummerlTaken => ({ seats: [p.seat], kind: p.kind, bummerl: p.count });
