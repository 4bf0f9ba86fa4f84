import type { SearchBudget } from '../../bot.js';
import type { DealTerms } from '../../../engine/schnapsen/common/play.js';
import { sideFor } from '../../../engine/schnapsen/common/sides.js';
import { POINTS, suitIndex } from './cards.js';
import type { DealMemory, FamilyView } from './knowledge.js';
import { rulesOf, type Position, type Rules } from './rules.js';
import { Solver, TranspositionTable } from './solver.js';

/**
 * A contract seen from one seat: its rules for the solver, and what one unit of the solver's value (declaring
 * side +1 per game point) is worth to the seat's party in game points: the contract's value times the doublings,
 * negative when the seat is against the declarer.
 */
export interface Stake {
  terms: DealTerms;
  rules: Rules;
  /** Game points per unit of the solver's value, for the seat's party. */
  worth: number;
}

export function stakeOf(terms: DealTerms, players: number, seat: number, factor: number): Stake {
  const sign = sideFor(terms.sides, seat) === 'declaring' ? 1 : -1;
  const base = terms.contract.goal.kind === 'normal' ? 1 : terms.contract.value;
  return { terms, rules: rulesOf(terms, players), worth: sign * base * factor };
}

/** The position of the running deal with the sampled hands: tricks, count and 20/40 as the seat remembers them. */
export function positionOf(rules: Rules, view: FamilyView, memory: DealMemory, seat: number, hands: readonly number[]): Position {
  const points: [number, number] = [0, 0];
  const tricks: [number, number] = [0, 0];
  let done = 0;
  for (const trick of memory.tricks) {
    if (trick.winner === null) continue;
    const group = rules.group[trick.winner];
    points[group] += trick.cards.reduce((sum, card) => sum + POINTS[card], 0);
    tricks[group]++;
    done++;
  }
  const declared: [number, number] = [0, 0];
  for (const marriage of view.marriages) declared[rules.group[marriage.seat]] += marriage.points;
  const running = memory.tricks.find((trick) => trick.winner === null);
  return {
    hands: [...hands],
    trickSeats: running ? [...running.seats] : [],
    trickCards: running ? [...running.cards] : [],
    turn: seat,
    tricksDone: done,
    points,
    tricks,
    declared,
    mustLead: view.mustLead === null ? -1 : suitIndex(view.mustLead),
  };
}

/** A fresh deal of `rules` from its first lead. */
export function openingOf(hands: readonly number[], leader: number): Position {
  return {
    hands: [...hands],
    trickSeats: [],
    trickCards: [],
    turn: leader,
    tricksDone: 0,
    points: [0, 0],
    tricks: [0, 0],
    declared: [0, 0],
    mustLead: -1,
  };
}

/**
 * Averages `valuesOf(deal)` over the deals: one number per candidate, in the seat's game points. Each deal gets
 * its own solver (the node budget is per deal and candidate set); one transposition table serves them all.
 */
export function averaged(
  deals: readonly number[][],
  candidates: number,
  valuesOf: (hands: number[], table: TranspositionTable) => number[],
): number[] {
  const sums = Array.from({ length: candidates }, () => 0);
  const table = new TranspositionTable();
  for (const hands of deals) {
    const values = valuesOf(hands, table);
    for (let i = 0; i < candidates; i++) sums[i] += values[i];
  }
  return sums.map((sum) => sum / Math.max(1, deals.length));
}

/** Each candidate card's value for the seat in one deal (the seat on turn plays it, everyone plays on best). */
export function cardValues(
  stake: Stake,
  position: Position,
  cards: readonly number[],
  budget: SearchBudget,
  table: TranspositionTable,
): number[] {
  const solver = new Solver(stake.rules, budget.nodes, table);
  return solver.values(position, cards).map((value) => value * stake.worth);
}

/** The deal's value for the seat when `stake` is played from its first lead with these hands. */
export function contractValue(
  stake: Stake,
  hands: readonly number[],
  leader: number,
  budget: SearchBudget,
  table: TranspositionTable,
): number {
  return new Solver(stake.rules, budget.nodes, table).solve(openingOf(hands, leader)) * stake.worth;
}
