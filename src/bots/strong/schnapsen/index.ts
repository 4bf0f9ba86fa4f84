import type { GameEvent } from '../../../engine/core/game.js';
import { readDealOptions, type ZweierDealEvent, type ZweierSeat } from '../../../engine/schnapsen/zweier/deal.js';
import type { SchnapsenAction, SchnapsenView } from '../../../engine/schnapsen/zweier/index.js';
import type { Bot, SearchBudget } from '../../bot.js';
import { chooseInZweierDeal } from './choose.js';
import { bummerlUtility } from './utility.js';

export { chooseInZweierDeal, type ZweierDecision } from './choose.js';

/**
 * Per decision: 20 sampled deals, each searched with at most 5000 nodes (all legal actions together, every round
 * of the iterative deepening included). Early in the deal that reaches a few tricks ahead; from about the third
 * trick on most samples are searched to the end.
 */
export const DEFAULT_BUDGET: SearchBudget = { samples: 20, nodes: 5000 };

/**
 * The strong bot of Schnapsen for two: every decision of a deal by perfect-information Monte Carlo search
 * (choose.ts), valuing each deal's result by the chance to win the Bummerl from the game points both still need.
 */
export function strongSchnapsenBot(budget: SearchBudget = DEFAULT_BUDGET): Bot {
  const bot: Bot<SchnapsenView, SchnapsenAction> = ({ seat, view, legalActions, random, log }) => {
    if (log === undefined) throw new Error('The strong Schnapsen bot needs the seat log (BotInput.log).');
    if (legalActions.length <= 1 || view.hand === null || (seat !== 0 && seat !== 1)) return legalActions[0];
    const opponent = seat === 0 ? 1 : 0;
    return chooseInZweierDeal({
      seat: seat as ZweierSeat,
      view,
      hand: view.hand,
      trick: view.trick,
      legalActions,
      events: currentDealEvents(log),
      options: readDealOptions(view.options),
      random,
      budget,
      utility: bummerlUtility(view.needed[seat], view.needed[opponent]),
    });
  };
  return bot as Bot;
}

/** The events of the running deal: those since the last `DealDealt` (the match's deal events are the deal's own). */
function currentDealEvents(log: readonly GameEvent[]): ZweierDealEvent[] {
  let start = log.length;
  while (start > 0 && log[start - 1].type !== 'DealDealt') start--;
  return log.slice(Math.max(0, start - 1)) as unknown as ZweierDealEvent[];
}
