import type { Card, Suit } from '../../core/cards.js';
import type { Seat } from '../../core/seats.js';
import type { Play } from '../../core/tricks.js';
import type { ResultItem } from '../../core/view.js';
import type { ContractId } from './contracts.js';
import { DOUBLINGS, type DoublingSaid } from './doubling.js';
import { normalGamePoints } from './game-points.js';
import { tallyOf, type DeclaredMarriage, type DealTerms, type PlayState, type TakenTrick, type Tally } from './play.js';
import { copySides, type SideName, type Sides } from './sides.js';
import type { EndReason, Verdict } from './verdict.js';
import { cloneJson } from '../../core/json.js';

/** One doubling of the deal's value. */
export type MultiplierName = 'spritzen' | 'retour' | 're' | 'herzrunde';

export interface Multiplier {
  name: MultiplierName;
  factor: 2;
  /** The seat that said it; null for the Herzrunde (it comes with the trump). */
  seat: Seat | null;
}

/** Points credited to one party (a team in Bauernschnapsen, a player in Dreierschnapsen). */
export interface Award {
  party: number;
  /** The seats the party stands for. */
  seats: Seat[];
  points: number;
}

/**
 * The itemised result of one deal of Bauern- or Dreierschnapsen: everything a client shows and an auditor checks.
 * `DealScored` carries it after the shared deal summary (dealNumber, winners, summary, items, changes).
 */
export interface DealScore {
  contract: ContractId;
  contractName: string;
  trump: Suit | null;
  /** Does trump count in this contract? */
  trumpCounts: boolean;
  sides: Sides;
  winningSide: SideName;
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
  /** What each winning party gets: min(value, cap). */
  points: number;
  awards: Award[];
  /** Every trick, face up now that the deal is over. */
  tricks: TakenTrick[];
  /** Cards of an unfinished trick when the deal ended in the middle of it. */
  openTrick: Play[];
  marriages: DeclaredMarriage[];
  /** Cards laid down to settle the deal (Farbenringerl, Trumpfringerl, Kontra-Herrenbauer). */
  shown: { seat: Seat; cards: Card[] }[];
}

export interface ScoreInput {
  terms: DealTerms;
  state: PlayState;
  verdict: Verdict;
  /** Spritzen, Retour, Re said in the doubling round, in order. */
  doublings: readonly DoublingSaid[];
  herzrunde: boolean;
  /** Which party a seat belongs to (Bauernschnapsen: its team; Dreierschnapsen: the seat). */
  partyOf: (seat: Seat) => number;
  /** The points the winning parties still need to finish the Bummerl (for capped contracts). */
  stillNeeded: (party: number) => number;
  /** All seats of the table, to find the seats of each party. */
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
  const parties = [...new Set(winningSeats.map(input.partyOf))].sort((a, b) => a - b);
  const cap = contract.cappedToBummerl ? Math.min(...parties.map(input.stillNeeded)) : null;
  const points = cap === null ? value : Math.max(0, Math.min(value, cap));
  const seatsOf = (party: number) => Array.from({ length: input.players }, (_, s) => s).filter((s) => input.partyOf(s) === party);
  return {
    contract: contract.id,
    contractName: contract.name,
    trump: terms.trump,
    trumpCounts: contract.trump,
    sides: copySides(sides),
    winningSide: verdict.winner,
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
    awards: parties.map((party) => ({ party, seats: seatsOf(party), points })),
    tricks: state.tricks.map((t) => ({ winner: t.winner, plays: t.plays.map((p) => ({ ...p })) })),
    openTrick: state.trick.map((p) => ({ ...p })),
    marriages: state.marriages.map((a) => ({ ...a })),
    shown: (input.shown ?? []).map((s) => ({ seat: s.seat, cards: [...s.cards] })),
  };
}

/** A JSON-safe deep copy (results are plain data). */
export const copyScore = <T extends object>(score: T): T => cloneJson(score);

/** How a deal ended, in the English of the recorded summaries (sentences.ts has the German beside it). */
export const REASON_TEXT: Readonly<Record<EndReason, string>> = {
  reached66: 'reached 66',
  lastTrick: 'took the last trick',
  tookTrick: 'the declarer took a trick',
  noTrickTaken: 'the declarer took no trick',
  trickLost: 'a trick went to the other side',
  allTricksTaken: 'every trick taken',
  schnapserMade: '66 within the first tricks',
  schnapserMissed: 'no 66 within the first tricks',
  laidDown: 'laid down',
};

const seatList = (seats: readonly Seat[]) => (seats.length === 1 ? `seat ${seats[0]}` : `seats ${seats.join(' and ')}`);

/** The seats that won the deal: the winning side, with a declarer's partner who sat out. */
export const winnersOf = (score: Pick<DealScore, 'won' | 'sides'>): Seat[] =>
  (score.won ? [...score.sides.declaring, ...score.sides.out] : [...score.sides.defending]).sort((a, b) => a - b);

/**
 * The itemised game points of a scored deal, in the order they were reckoned; they add up to `points` (what each
 * winning party gets): the contract (in the Normal game 1, plus 1 for Schneider or 2 for Schwarz), what each
 * doubling and the Herzrunde added, and what a cap took off.
 */
export function itemsOf(score: DealScore): ResultItem[] {
  const items: ResultItem[] = [];
  if (score.contract === 'normal') {
    items.push({ label: score.contractName, value: 1 });
    if (score.baseValue === 2) items.push({ label: 'Schneider', value: 1 });
    if (score.baseValue === 3) items.push({ label: 'Schwarz', value: 2 });
  } else {
    items.push({ label: score.contractName, value: score.baseValue });
  }
  let running = score.baseValue;
  for (const multiplier of score.multipliers) {
    const german = DOUBLINGS.find((d) => d.name === multiplier.name)?.german ?? 'Herzrunde';
    items.push({ label: `${german} x${multiplier.factor}`, value: running * (multiplier.factor - 1) });
    running *= multiplier.factor;
  }
  if (score.points !== score.value) items.push({ label: 'Obergrenze (Bummerl)', value: score.points - score.value });
  return items;
}

/** One sentence: the contract, who declared it, whether it was made and why, and who scores what. */
export function summaryOf(score: DealScore): string {
  const who = score.contract === 'normal' ? `seat ${score.sides.declarer}'s side` : `seat ${score.sides.declarer}`;
  const made = score.won ? 'made' : 'lost';
  return `${score.contractName} of ${who} ${made} (${REASON_TEXT[score.reason]}): ${seatList(winnersOf(score))} score ${score.points}.`;
}

/** Every seat's change of its match score: minus the Bummerl its side takes because of this deal (0 if none). */
export function changesOf(players: number, taken: readonly { seats: readonly Seat[]; bummerl: number }[]): { seat: Seat; delta: number }[] {
  return Array.from({ length: players }, (_, seat) => ({
    seat,
    delta: 0 - taken.filter((t) => t.seats.includes(seat)).reduce((sum, t) => sum + t.bummerl, 0),
  }));
}

/** What a party took when a Bummerl ended, as `BummerlScored` and a deal's `changes` list it. */
export interface BummerlTaken {
  seats: Seat[];
  kind: 'bummerl' | 'schneider' | 'retourschneider';
  bummerl: number;
}

/**
 * The data of a family game's `DealScored`: the shared deal summary (dealNumber, winners, summary, items, changes),
 * the Bummerl it counts for with each party's points before and after, and the contract's result. `taken` is what
 * the deal makes a party take at once (it finished the Bummerl); `more` adds the game's own fields.
 */
export function dealScoredData<M extends object>(input: {
  dealNumber: number;
  bummerlNumber: number;
  score: DealScore;
  scoresBefore: readonly number[];
  taken: readonly BummerlTaken[];
  players: number;
  more: M;
}) {
  const { score } = input;
  const scoresAfter = input.scoresBefore.map(
    (points, party) => points + score.awards.filter((a) => a.party === party).reduce((sum, a) => sum + a.points, 0),
  );
  return {
    dealNumber: input.dealNumber,
    winners: winnersOf(score),
    summary: summaryOf(score),
    items: itemsOf(score),
    changes: changesOf(input.players, input.taken),
    bummerlNumber: input.bummerlNumber,
    ...copyScore(score),
    scoresBefore: [...input.scoresBefore],
    scoresAfter,
    ...input.more,
  };
}
