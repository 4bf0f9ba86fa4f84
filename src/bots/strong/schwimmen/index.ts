import type { SchwimmenAction, SchwimmenView } from '../../../engine/schwimmen/index.js';
import type { Bot, SearchBudget } from '../../bot.js';
import { readKnowledge } from './knowledge.js';
import { Prng } from './prng.js';
import { sampleWorlds } from './sampler.js';
import { evaluate, worthWeighing } from './search.js';

/**
 * `samples`: worlds (placements of the unseen cards) per decision, each played out once from every legal action;
 * `nodes`: the most turns one such rollout plays before the deal is scored as it stands.
 */
export const DEFAULT_BUDGET: SearchBudget = { samples: 200, nodes: 60 };

/**
 * Schwimmen by Monte Carlo: deal the unseen cards many times consistently with everything the seat saw (its log),
 * weigh each deal by how well it explains the opponents' moves, play each legal action on to the end of the deal
 * in every deal with all seats then following the heuristic policy, and take the action with the best average
 * share of the match (equity.ts). Every decision, the dealer's packet choice included, is made this way; swaps
 * that do not raise the hand are never made (search.ts, worthWeighing).
 */
export function strongSchwimmenBot(budget: SearchBudget = DEFAULT_BUDGET): Bot {
  const bot: Bot<SchwimmenView, SchwimmenAction> = ({ seat, view, legalActions, random, log }) => {
    if (legalActions.length === 1) return legalActions[0];
    const knowledge = readKnowledge(seat, view, legalActions, log);
    const candidates = worthWeighing(knowledge, legalActions);
    if (candidates.length === 1) return candidates[0];
    const prng = Prng.from(random);
    const worlds = sampleWorlds(knowledge, Math.max(1, budget.samples), prng);
    const values = evaluate(knowledge, candidates, worlds, Math.max(1, budget.nodes), prng);
    let best = 0;
    for (let i = 1; i < values.length; i++) if (values[i] > values[best]) best = i;
    return candidates[best];
  };
  return bot as Bot;
}
