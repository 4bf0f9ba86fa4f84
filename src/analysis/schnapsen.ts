import type { Card, Suit } from '../engine/core/cards.js';
import type { Action } from '../engine/core/game.js';
import { legalInDeal } from '../engine/schnapsen/zweier/deal.js';
import type { ZweierAction, ZweierDeal, ZweierSeat } from '../engine/schnapsen/zweier/deal-types.js';
import type { SchnapsenEvent, SchnapsenState } from '../engine/schnapsen/zweier/types.js';
import { indexOfCard, maskOf, suitNumber } from '../bots/strong/schnapsen/cards.js';
import { type Position } from '../bots/strong/schnapsen/position.js';
import { rootMoveOf, rootValue, valuesInSample } from '../bots/strong/schnapsen/search.js';
import { Solver } from '../bots/strong/schnapsen/solver.js';
import { TranspositionTable } from '../bots/strong/schnapsen/table.js';
import { compareValues, exactFrom, mistakesOf, type Objective } from './moves.js';
import { GAME_POINTS } from './sentences.js';
import type { AnalysisBudget, Alternative, MoveAnalysis, Mistake, Sentence } from './types.js';

export const SCHNAPSEN_ESTIMATE: Sentence = {
  de: 'So viele Stiche voraus gesucht, wie das Budget erlaubt; dahinter die Schätzung des starken Bots aus dem Stand und den übrigen Karten.',
  en: "Searched as many tricks ahead as the budget allows; beyond, the strong bot's estimate from the count and the cards left.",
};

export interface SchnapsenPar {
  /** The seat that scores with best play by both, every card open and the talon's order known. */
  winner: ZweierSeat;
  gamePoints: number;
  exact: boolean;
  text: Sentence;
}

export interface SchnapsenDealAnalysis {
  dealNumber: number;
  dealer: ZweierSeat;
  trump: Suit;
  /** The cards as dealt: both hands, the face-up trump card and the talon in drawing order. */
  dealt: { hands: Card[][]; trumpCard: Card; talon: Card[] };
  unit: 'gamePoints';
  /** The deal as it was scored. */
  outcome: { winner: ZweierSeat; gamePoints: number; reason: string };
  exactFromTrick: number | null;
  estimate: Sentence | null;
  moves: MoveAnalysis<ZweierAction>[];
  mistakes: Mistake<ZweierAction>[];
  par: SchnapsenPar | null;
}

type Decision = { seat: ZweierSeat; action: ZweierAction };

/** The action a deal event records, if it is a seat's decision in the play. */
function decisionOf(event: SchnapsenEvent): Decision | null {
  switch (event.type) {
    case 'CardPlayed':
      return { seat: event.data.seat, action: { type: 'playCard', card: event.data.card } };
    case 'MarriageDeclared':
      return { seat: event.data.seat, action: { type: 'declareMarriage', suit: event.data.suit } };
    case 'TrumpExchanged':
      return { seat: event.data.seat, action: { type: 'exchangeTrump' } };
    case 'TalonClosed':
      return { seat: event.data.by, action: { type: 'closeTalon' } };
    case 'OutClaimed':
      return { seat: event.data.seat, action: { type: 'claimOut' } };
    default:
      return null;
  }
}

const sameAction = (a: Action, b: Action) => a.type === b.type && a.card === b.card && a.suit === b.suit;

/** The deal with every card open, as the strong bot's solver takes it (its talon ends with the face-up trump card). */
export function positionOfDeal(deal: ZweierDeal): Position {
  const score = (seat: ZweierSeat) => deal.taken.filter((t) => t.winner === seat);
  const points = (seat: ZweierSeat) =>
    score(seat).reduce((sum, t) => sum + t.plays.reduce((n, p) => n + [11, 10, 4, 3, 2][indexOfCard(p.card) % 5], 0), 0);
  const marriages = (seat: ZweierSeat) => deal.marriages[seat].reduce((sum, m) => sum + m.points, 0);
  return {
    trump: suitNumber(deal.trump!),
    hands: [maskOf(deal.hands[0]), maskOf(deal.hands[1])],
    talon: [...deal.talon, ...(deal.trumpCard === null ? [] : [deal.trumpCard])].map(indexOfCard),
    talonAt: 0,
    closedBy: deal.closed === null ? -1 : deal.closed.by,
    closedOpponentPoints: deal.closed?.opponentPoints ?? 0,
    closedOpponentTricks: deal.closed?.opponentTricks ?? 0,
    cardPoints: [points(0), points(1)],
    marriagePoints: [marriages(0), marriages(1)],
    tricks: [score(0).length, score(1).length],
    leader: deal.trick.length === 0 ? deal.turn! : deal.trick[0].seat,
    lastWinner: deal.taken.at(-1)?.winner ?? -1,
    mustLead: deal.mustLead === null ? -1 : suitNumber(deal.mustLead),
    rules: {
      exchangeWithOneLeft: deal.options.exchangeWithOneLeft,
      closeWithOneLeft: deal.options.closeWithOneLeft,
      mirrorWrongClaim: deal.options.wrongClaim === 'mirror',
    },
  };
}

/**
 * Every legal action of the seat on turn in one deal of Schnapsen for two, valued with every card open and the
 * talon's order known (from the revealed seed: the deal is then a game of perfect information), in game points
 * for the seat's side. Exact when the whole rest fits `nodes`; else by the bot's iterative deepening.
 */
export function valuesOfDeal(
  deal: ZweierDeal,
  seat: ZweierSeat,
  nodes: number,
  table: TranspositionTable,
): { actions: ZweierAction[]; values: number[]; exact: boolean } {
  const actions = legalInDeal(deal, seat);
  const following = deal.trick.length > 0;
  const moves = actions.map((action) => rootMoveOf(action, following));
  const lead = following ? indexOfCard(deal.trick[0].card) : -1;
  table.reset();
  const solver = new Solver(positionOfDeal(deal), table);
  solver.budget = nodes;
  let values = moves.map((move) => rootValue(solver, move, lead));
  const exact = !solver.exhausted;
  if (!exact) values = valuesInSample(positionOfDeal(deal), moves, lead, nodes, table);
  const sign = seat === 0 ? 1 : -1;
  return { actions, values: values.map((v) => sign * v), exact };
}

/** Collects a match of Schnapsen for two deal by deal. */
export class SchnapsenAnalyser {
  private readonly deals: SchnapsenDealAnalysis[] = [];
  private moves: MoveAnalysis<ZweierAction>[] = [];
  private readonly table = new TranspositionTable();

  constructor(private readonly budget: AnalysisBudget) {}

  observe(before: SchnapsenState, event: SchnapsenEvent, after: SchnapsenState, sequence: number): void {
    const decision = decisionOf(event);
    if (decision !== null && before.deal.phase === 'playing') this.moves.push(this.decision(before.deal, decision, sequence));
    if (event.type === 'DealScored') {
      const result = event.data;
      const moves = this.moves;
      this.moves = [];
      const dealt = result.dealt!;
      const first = moves[0];
      const firstExact = first !== undefined && first.exact && first.index === 0;
      const par = first === undefined ? null : parOf(first.seat as ZweierSeat, first.best.result!, firstExact);
      this.deals.push({
        dealNumber: before.dealNumber,
        dealer: before.deal.dealer!,
        trump: before.deal.trump!,
        dealt: { hands: dealt.hands.map((hand) => [...(hand ?? [])]), trumpCard: dealt.trumpCard, talon: [...(dealt.talon ?? [])] },
        unit: 'gamePoints',
        outcome: { winner: result.winner, gamePoints: result.gamePoints, reason: result.reason },
        exactFromTrick: exactFrom(moves),
        estimate: moves.some((move) => !move.exact) ? SCHNAPSEN_ESTIMATE : null,
        moves,
        mistakes: mistakesOf(moves, GAME_POINTS, { game: 'schnapsen', trump: before.deal.trump }),
        par,
      });
    }
    void after;
  }

  finish(): SchnapsenDealAnalysis[] {
    return this.deals;
  }

  private decision(deal: ZweierDeal, { seat, action }: Decision, sequence: number): MoveAnalysis<ZweierAction> {
    const { actions, values, exact } = valuesOfDeal(deal, seat, this.budget.nodes, this.table);
    const alternatives: (Alternative<ZweierAction> & Objective)[] = actions.map((a, i) => ({
      action: a,
      value: { result: values[i], points: null },
      objective: values[i],
    }));
    alternatives.sort(compareValues);
    const mine = alternatives.find((a) => sameAction(a.action, action));
    if (mine === undefined) throw new Error(`Seat ${seat}'s ${action.type} is not among its legal actions.`);
    const best = alternatives[0];
    return {
      index: this.moves.length,
      sequence,
      trick: deal.taken.length + 1,
      seat,
      action,
      exact,
      value: mine.value,
      alternatives: alternatives.map(({ action: a, value }) => ({ action: a, value })),
      best: best.value,
      loss: best.value.result! - mine.value.result!,
      pointsLoss: 0,
    };
  }
}

/** The deal's par: the value of its first position, from the seat that leads first. */
function parOf(leader: ZweierSeat, value: number, exact: boolean): SchnapsenPar {
  const winner: ZweierSeat = value >= 0 ? leader : leader === 0 ? 1 : 0;
  const gamePoints = Math.round(Math.abs(value) * 100) / 100;
  const estimated = exact ? { de: '', en: '' } : { de: ' (geschätzt)', en: ' (estimated)' };
  return {
    winner,
    gamePoints,
    exact,
    text: {
      de: `Par: mit offenen Karten und bekanntem Talon schreibt Platz ${winner + 1} ${gamePoints} ${gamePoints === 1 ? 'Punkt' : 'Punkte'}${estimated.de}.`,
      en: `Par: with every card open and the talon's order known, seat ${winner + 1} scores ${gamePoints} game point${gamePoints === 1 ? '' : 's'}${estimated.en}.`,
    },
  };
}
