import type { SchafkopfView } from '../../../engine/schafkopf/index.js';
import { GAMES } from '../../../engine/schafkopf/rules/games.js';
import { baseGame, NEEDS } from '../../heuristic/schafkopf/hand.js';
import type { SearchBudget } from '../../bot.js';
import type { Random } from '../../random.js';
import { auctionWeight } from './auction.js';
import { bit, popcount } from './cards.js';
import { openTrick, takenSoFar, type Knowledge } from './knowledge.js';
import { payoffFor } from './payoff.js';
import { sampleDeals } from './sampler.js';
import { Solver, type MoveValue, type OpenDeal } from './solver.js';

/** Iterative deepening goes one trick deeper only if the last depth, this many times over, still fits the budget. */
const GROWTH = 6;

/**
 * Every seat's cards still in hand in the true deal (bitmasks). Given only to measure the method's ceiling
 * (index.ts): the bot then searches this one deal instead of samples.
 */
export type Peek = () => number[];

/** What the samples say about each legal card: the mean cents for the seat, and the mean Augen of its side. */
export interface CardScore {
  card: number;
  cents: number;
  points: number;
  /** Share of the samples in which the seat comes out ahead. */
  wins: number;
}

/**
 * Perfect-information Monte Carlo: `budget.samples` deals of the unseen cards consistent with the seat's knowledge,
 * drawn by how well the other seats' hands fit what they said in the announcement and the Spritzen (auction.ts),
 * each solved with all hands open (at most `budget.nodes` positions per deal: as many tricks deep as fit, the rest
 * played out by a rule of thumb; exact once the whole rest fits), each card's value turned into the cents the seat
 * gets, averaged over the deals.
 */
export function scoreCards(k: Knowledge, view: SchafkopfView, random: Random, budget: SearchBudget, peek?: Peek): CardScore[] {
  const scores = new Map<number, CardScore>();
  const { leader, cards: trick } = openTrick(k);
  const taken = takenSoFar(k);
  const declarerTrumps = expectedTrumps(k, view);
  const tricksLeft = popcount(k.hand);
  const deals = peek ? [peek()] : sampleDeals(k, random, Math.max(1, budget.samples), declarerTrumps, auctionWeight(k, view));
  const samples = deals.length;
  for (const hands of deals) {
    const side = sideOf(k, hands);
    const deal = openDeal(k, hands, side, trick, leader, taken.tricks);
    const base = [0, 1, 2, 3].reduce((sum, s) => sum + (deal.counted[s] ? taken.points[s] : 0), 0);
    const pay = payoffFor(
      k,
      view,
      hands.map((hand, s) => hand | k.played[s]),
      side,
    );
    const mySidePoints = (v: number) => (deal.counted[k.seat] ? v : 120 - v);
    for (const { card, value } of solveWithin(new Solver(deal), budget.nodes, tricksLeft)) {
      const v = base + value;
      const cents = pay(v);
      const score = scores.get(card) ?? { card, cents: 0, points: 0, wins: 0 };
      score.cents += cents / samples;
      score.points += mySidePoints(Math.max(0, Math.min(120, v))) / samples;
      score.wins += (cents > 0 ? 1 : 0) / samples;
      scores.set(card, score);
    }
  }
  return [...scores.values()];
}

/** The best card by the samples: the most cents, then the most Augen for the seat's side. */
export function bestCard(scores: readonly CardScore[]): CardScore {
  return scores.reduce((a, b) => (b.cents > a.cents + 1e-9 || (Math.abs(b.cents - a.cents) <= 1e-9 && b.points > a.points) ? b : a));
}

/**
 * The exact values of the root cards if the whole rest fits `budget` positions; else those of the deepest horizon
 * that fits (the first horizon, the current trick, is always searched to the end).
 */
export function solveWithin(solver: Solver, budget: number, tricksLeft: number): MoveValue[] {
  let best: MoveValue[] | null = null;
  for (let horizon = 1; ; horizon++) {
    const exact = horizon >= tricksLeft;
    const before = solver.nodes;
    const values: MoveValue[] | null = solver.valuesOfMoves(best === null ? Infinity : budget, exact ? Infinity : horizon);
    if (values === null) break;
    best = values;
    if (exact || solver.nodes + (solver.nodes - before) * GROWTH > budget) break;
  }
  return best!;
}

/** Who plays with the declarer in this deal: the Hochzeit's bride, or whoever holds (or played) the called card. */
export function sideOf(k: Pick<Knowledge, 'contract' | 'seat' | 'call' | 'played'>, hands: readonly number[]): boolean[] {
  const { contract, seat } = k;
  const record = GAMES[contract.game];
  if (record.kind === 'ramsch' || contract.declarer === null) return [0, 1, 2, 3].map((s) => s === seat);
  let partner = -1;
  if (contract.game === 'hochzeit') partner = contract.hochzeitOffer ?? -1;
  else if (k.call >= 0) partner = [0, 1, 2, 3].find((s) => (hands[s] | k.played[s]) & bit(k.call)) ?? -1;
  return [0, 1, 2, 3].map((s) => s === contract.declarer || s === partner);
}

/**
 * The open deal of a sample, as the solver counts it: the declaring side's Augen, which it wants high (in a Bettel
 * low: no trick); in a Ramsch the seat's own Augen, "paranoid": the three others are reckoned to load it with them.
 */
export function openDeal(
  k: Pick<Knowledge, 'contract' | 'order' | 'call' | 'calledSuitLed'>,
  hands: number[],
  side: boolean[],
  trick: number[],
  leader: number,
  tricks: number[],
): OpenDeal {
  const record = GAMES[k.contract.game];
  const ramsch = record.kind === 'ramsch';
  const counted = side;
  const maximizing = ramsch || record.bettel ? side.map((mine) => !mine) : side;
  return {
    order: k.order,
    hands,
    trick: [...trick],
    leader,
    counted,
    maximizing,
    call: k.call,
    calledSuitLed: k.calledSuitLed,
    countedHaveTrick: tricks.some((n, s) => n > 0 && counted[s]),
    othersHaveTrick: tricks.some((n, s) => n > 0 && !counted[s]),
    allTricks: ramsch ? -121 : 1,
    noTrick: ramsch ? 0 : -1,
  };
}

/**
 * The trumps the declarer's announcement suggests, which the sampler wishes for his hand: what the heuristic bot's
 * rule asks for a single game, one less for a partner game (a Rufspiel is often played a little thin); none for
 * games that rule does not cover.
 */
function expectedTrumps(k: Knowledge, view: SchafkopfView): number {
  const need = NEEDS[view.options.pack][baseGame(k.contract.game)];
  if (need === undefined) return 0;
  return GAMES[k.contract.game].kind === 'solo' ? need.trumps : need.trumps - 1;
}
