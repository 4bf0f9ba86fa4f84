import type { Bot, SearchBudget } from '../../bot.js';
import { bauernBot } from './bauern.js';
import { dreierBot } from './dreier.js';

/**
 * The strong bots of Bauernschnapsen and Dreierschnapsen: perfect-information Monte Carlo. For each decision the
 * unseen cards are dealt `samples` times consistently with everything the seat knows (knowledge.ts, sampler.ts;
 * all deals when there are at most that many, which makes the end of a deal exact), each deal is solved with
 * open hands by alpha-beta (solver.ts), and the legal move with the best average for the seat's side is chosen.
 *
 * Budget: `samples` deals per decision; `nodes` positions per deal and solver run (one run scores every
 * candidate card, or one contract from its first lead). Past `nodes` the solver estimates instead of searching.
 */
export const DEFAULT_BUDGET: SearchBudget = { samples: 24, nodes: 20000 };

export function strongBauernschnapsenBot(budget: SearchBudget = DEFAULT_BUDGET): Bot {
  return bauernBot(budget) as Bot;
}

export function strongDreierschnapsenBot(budget: SearchBudget = DEFAULT_BUDGET): Bot {
  return dreierBot(budget) as Bot;
}
