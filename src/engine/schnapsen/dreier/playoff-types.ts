import type { Seat } from '../../core/seats.js';
import type { ZweierDeal } from '../zweier/deal.js';

/** A tie for the lowest place being played off as one deal of Schnapsen for two inside the match. */
export interface PlayoffState {
  /** Match seats for the play-off's local seats 0 and 1 (local 1 deals, local 0 leads). */
  seats: [Seat, Seat];
  /** The match's deal number of the play-off deal. */
  deal: number;
  /** The score both stood at when the Bummerl ended. */
  tiedAt: number;
  /** The Schnapsen-for-two deal (zweier/deal.ts), over local seats 0/1. */
  zweier: ZweierDeal;
}

export interface PlayoffResult {
  deal: number;
  seats: [Seat, Seat];
  winner: Seat;
  loser: Seat;
  /** Game points the winner made in the play-off deal (1, 2 or 3; they decide only the placing). */
  gamePoints: number;
}
