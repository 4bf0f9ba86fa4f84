import type { ZweierAction, ZweierDealOptions } from '../../../engine/schnapsen/zweier/deal.js';
import { indexOfCard, suitNumber } from './cards.js';
import type { Knowledge, SeatSight } from './knowledge.js';
import { claimValue, type Position } from './position.js';
import type { SampledDeal } from './sampler.js';
import { HIGHEST, LOWEST, Solver } from './solver.js';
import type { TranspositionTable } from './table.js';

/** A legal action of the seat to move, as the solver plays it. */
export type RootMove =
  | { kind: 'claim' }
  | { kind: 'declare'; suit: number }
  | { kind: 'exchange' }
  | { kind: 'close' }
  | { kind: 'lead'; card: number }
  | { kind: 'follow'; card: number };

export function rootMoveOf(action: ZweierAction, following: boolean): RootMove {
  switch (action.type) {
    case 'playCard':
      return { kind: following ? 'follow' : 'lead', card: indexOfCard(action.card) };
    case 'declareMarriage':
      return { kind: 'declare', suit: suitNumber(action.suit) };
    case 'exchangeTrump':
      return { kind: 'exchange' };
    case 'closeTalon':
      return { kind: 'close' };
    case 'claimOut':
      return { kind: 'claim' };
  }
}

/** The sampled deal as the solver's open position, the seat's own cards and the table's facts as they are now. */
export function positionOf(sight: SeatSight, knowledge: Knowledge, sample: SampledDeal, options: ZweierDealOptions): Position {
  const { seat, view } = sight;
  const hands: [number, number] = seat === 0 ? [knowledge.hand, sample.opponentHand] : [sample.opponentHand, knowledge.hand];
  const marriages = (s: 0 | 1) => view.scores[s].marriages.reduce((sum, m) => sum + m.points, 0);
  const last = view.tricks.at(-1);
  return {
    trump: knowledge.trump,
    hands,
    talon: sample.talon,
    talonAt: 0,
    closedBy: view.closed === null ? -1 : view.closed.by,
    closedOpponentPoints: view.closed?.opponentPoints ?? 0,
    closedOpponentTricks: view.closed?.opponentTricks ?? 0,
    cardPoints: [view.scores[0].cardPoints, view.scores[1].cardPoints],
    marriagePoints: [marriages(0), marriages(1)],
    tricks: [view.scores[0].tricks, view.scores[1].tricks],
    leader: sight.trick.length === 0 ? seat : sight.trick[0].seat,
    lastWinner: last === undefined ? -1 : last.winner,
    mustLead: view.mustLead === null ? -1 : suitNumber(view.mustLead),
    rules: {
      exchangeWithOneLeft: options.exchangeWithOneLeft,
      closeWithOneLeft: options.closeWithOneLeft,
      mirrorWrongClaim: options.wrongClaim === 'mirror',
    },
  };
}

/** One root move's value (seat 0's game points) in the solver's position; `lead` is the card on the table when following. */
export function rootValue(solver: Solver, move: RootMove, lead: number): number {
  switch (move.kind) {
    case 'claim':
      return claimValue(solver.p, solver.p.leader);
    case 'declare':
      return solver.declare(move.suit, LOWEST, HIGHEST);
    case 'exchange':
      return solver.exchange(LOWEST, HIGHEST);
    case 'close':
      return solver.close(LOWEST, HIGHEST);
    case 'lead':
      return solver.leadCard(move.card, false, LOWEST, HIGHEST);
    case 'follow':
      return solver.followCard(lead, move.card, LOWEST, HIGHEST);
  }
}

/**
 * Every root move's value in one sampled deal (seat 0's game points), by iterative deepening: searched one more
 * trick ahead each round (the table starts afresh), until a round sees the end of every line (exact values) or
 * the `nodes` budget runs out; then the last finished round counts (the first one always does).
 */
export function valuesInSample(
  position: Position,
  moves: readonly RootMove[],
  lead: number,
  nodes: number,
  table: TranspositionTable,
): number[] {
  const solver = new Solver(position, table);
  solver.budget = nodes;
  const taken = position.tricks[0] + position.tricks[1];
  let values: number[] | null = null;
  for (let horizon = taken + 1; horizon <= 10; horizon++) {
    table.reset();
    solver.horizon = horizon;
    solver.reachedHorizon = false;
    const found = moves.map((move) => rootValue(solver, move, lead));
    if (solver.exhausted && values !== null) break;
    values = found;
    if (!solver.reachedHorizon || solver.exhausted) break;
  }
  return values!;
}
