import type { Card, Suit } from '../../core/cards.js';
import type { Seat } from '../../core/seats.js';
import type { Play } from '../../core/tricks.js';
import type { ContractId } from './contracts.js';
import type { DoublingSaid } from './doubling.js';
import { normalGamePoints } from './game-points.js';
import { tallyOf, type Announcement, type DealTerms, type PlayState, type TakenTrick, type Tally } from './play.js';
import { copySides, type SideName, type Sides } from './sides.js';
import type { EndReason, Verdict } from './verdict.js';

/** One doubling of the deal's value. */
export type MultiplierName = 'spritzen' | 'retour' | 're' | 'herzrunde';

export interface Multiplier {
  name: MultiplierName;
  factor: 2;
  /** The seat that said it; null for the Herzrunde (it comes with the trump). */
  seat: Seat | null;
}

/** Points credited to one scorer (a team in Bauernschnapsen, a player in Dreierschnapsen). */
export interface Award {
  scorer: number;
  /** The seats the scorer stands for. */
  seats: Seat[];
  points: number;
}

/** The itemised result of one deal: everything a client shows and an auditor checks. */
export interface DealScore {
  deal: number;
  contract: ContractId;
  contractName: string;
  trump: Suit | null;
  /** Does trump count in this contract? */
  trumpCounts: boolean;
  sides: Sides;
  winner: SideName;
  /** Did the declaring side make its contract? */
  won: boolean;
  reason: EndReason;
  declaring: Tally;
  defending: Tally;
  /** Game points before doubling: the contract's value, or 1/2/3 in the Normal game. */
  baseValue: number;
  multipliers: Multiplier[];
  /** The product of the multipliers. */
  factor: number;
  /** baseValue x factor. */
  value: number;
  /** Kontra-Herrenbauer: at most what the Bummerl still needs; null when nothing caps the value. */
  cap: number | null;
  /** What each winning scorer gets: min(value, cap). */
  points: number;
  awards: Award[];
  /** Every trick, face up now that the deal is over. */
  tricks: TakenTrick[];
  /** Cards of an unfinished trick when the deal ended in the middle of it. */
  openTrick: Play[];
  announcements: Announcement[];
  /** Cards laid down to settle the deal (Farbenringerl, Trumpfringerl, Kontra-Herrenbauer). */
  shown: { seat: Seat; cards: Card[] }[];
}

export interface ScoreInput {
  deal: number;
  terms: DealTerms;
  state: PlayState;
  verdict: Verdict;
  /** Spritzen, Retour, Re said in the doubling round, in order. */
  doublings: readonly DoublingSaid[];
  herzrunde: boolean;
  /** Which scorer a seat belongs to (Bauernschnapsen: its team; Dreierschnapsen: the seat). */
  scorerOf: (seat: Seat) => number;
  /** The points the winning scorers still need to finish the Bummerl (for capped contracts). */
  stillNeeded: (scorer: number) => number;
  /** All seats of the table, to find the seats of each scorer. */
  players: number;
  shown?: { seat: Seat; cards: Card[] }[];
}

/** Scores a decided deal: base value, doublings (x2 each), Herzrunde (x2), cap, and the awards. */
export function scoreDeal(input: ScoreInput): DealScore {
  const { terms, state, verdict } = input;
  const { contract, sides } = terms;
  const declaring = tallyOf(state, sides.declaring);
  const defending = tallyOf(state, sides.defending);
  const won = verdict.winner === 'declaring';
  const loser = won ? defending : declaring;
  const baseValue = contract.goal.kind === 'normal' ? normalGamePoints(loser.total, loser.tricks) : contract.value;
  const multipliers: Multiplier[] = [
    ...input.doublings.slice(0, 3).map((d) => ({ name: d.name, factor: 2 as const, seat: d.seat })),
    ...(input.herzrunde ? [{ name: 'herzrunde' as const, factor: 2 as const, seat: null }] : []),
  ];
  const factor = multipliers.reduce((product, m) => product * m.factor, 1);
  const value = baseValue * factor;
  // The winning side's seats, with a sitting-out partner of the declarer (his team scores too).
  const winningSeats = won ? [...sides.declaring, ...sides.out] : sides.defending;
  const scorers = [...new Set(winningSeats.map(input.scorerOf))].sort((a, b) => a - b);
  const cap = contract.cappedToBummerl ? Math.min(...scorers.map(input.stillNeeded)) : null;
  const points = cap === null ? value : Math.max(0, Math.min(value, cap));
  const seatsOf = (scorer: number) => Array.from({ length: input.players }, (_, s) => s).filter((s) => input.scorerOf(s) === scorer);
  return {
    deal: input.deal,
    contract: contract.id,
    contractName: contract.name,
    trump: terms.trump,
    trumpCounts: contract.trump,
    sides: copySides(sides),
    winner: verdict.winner,
    won,
    reason: verdict.reason,
    declaring,
    defending,
    baseValue,
    multipliers,
    factor,
    value,
    cap,
    points,
    awards: scorers.map((scorer) => ({ scorer, seats: seatsOf(scorer), points })),
    tricks: state.tricks.map((t) => ({ winner: t.winner, plays: t.plays.map((p) => ({ ...p })) })),
    openTrick: state.trick.map((p) => ({ ...p })),
    announcements: state.announcements.map((a) => ({ ...a })),
    shown: (input.shown ?? []).map((s) => ({ seat: s.seat, cards: [...s.cards] })),
  };
}

/** A JSON-safe deep copy (results are plain data). */
export const copyScore = (score: DealScore): DealScore => JSON.parse(JSON.stringify(score)) as DealScore;
