import type { ZweierAction, ZweierDealEvent, ZweierDealOptions } from '../../../engine/schnapsen/zweier/deal.js';
import type { SearchBudget } from '../../bot.js';
import { playDeal } from '../../heuristic/schnapsen.js';
import type { Random } from '../../random.js';
import { indexOfCard } from './cards.js';
import { knowledgeOf, type SeatSight } from './knowledge.js';
import { sampleDeal } from './sampler.js';
import { positionOf, rootMoveOf, valuesInSample } from './search.js';
import { TranspositionTable } from './table.js';

/** One decision in a deal of Schnapsen for two, in the deal's local seats (a host maps its own seats to 0 and 1). */
export interface ZweierDecision extends SeatSight {
  legalActions: readonly ZweierAction[];
  /** The deal's events so far, as the seat saw them (redacted for it). */
  events: readonly ZweierDealEvent[];
  options: ZweierDealOptions;
  random: Random;
  budget: SearchBudget;
  /** What a result of the deal is worth to the seat, from -3 (the opponent scores 3) to +3; default: the game points. */
  utility?: (gamePoints: number) => number;
}

/** Averages closer than this are a tie. */
const TIE = 1e-9;

/**
 * What closing the talon must gain over the best other action, in the utility's unit (the chance to win the
 * Bummerl), before the bot closes. Each sampled deal is solved with the opponent's hand open, so after closing the
 * search plays as if it knew it; in play it does not, and closing is worth less than the samples say.
 */
export const CLOSE_DOUBT = 0.08;

/**
 * Perfect-information Monte Carlo: deals the unseen cards `budget.samples` times consistently with what the seat
 * knows, values every legal action in each deal with all cards open (search.ts; at most `budget.nodes` nodes per
 * sampled deal), and takes the action with the best average utility. Exchanging, closing, declaring and claiming
 * are valued so like any card. Once the talon is exhausted nothing is hidden and one deal is searched exactly.
 * Ties (typically when every action wins the same) go to the rule-of-thumb bot's choice among them, else to the
 * first in the legal order.
 */
export function chooseInZweierDeal(decision: ZweierDecision): ZweierAction {
  const { legalActions, seat, random, budget } = decision;
  if (legalActions.length === 1) return legalActions[0];
  const utility = decision.utility ?? ((gamePoints: number) => gamePoints);
  const knowledge = knowledgeOf(decision, decision.events);
  const following = decision.trick.length > 0;
  const lead = following ? indexOfCard(decision.trick[0].card) : -1;
  const moves = legalActions.map((action) => rootMoveOf(action, following));
  const samples = knowledge.unseen === 0 ? 1 : budget.samples;
  const table = new TranspositionTable();
  const totals = legalActions.map(() => 0);
  for (let i = 0; i < samples; i++) {
    const position = positionOf(decision, knowledge, sampleDeal(knowledge, random), decision.options);
    const values = valuesInSample(position, moves, lead, budget.nodes, table);
    values.forEach((value, m) => (totals[m] += utility(seat === 0 ? value : -value)));
  }
  legalActions.forEach((action, m) => {
    if (action.type === 'closeTalon') totals[m] -= CLOSE_DOUBT * samples;
  });
  const best = Math.max(...totals);
  const tied = legalActions.filter((_, m) => totals[m] >= best - TIE * samples);
  if (tied.length === 1) return tied[0];
  const preferred = playDeal(seat, { ...decision.view, hand: decision.hand, trick: decision.trick }, tied, random);
  return tied.find((action) => action === preferred) ?? tied[0];
}
