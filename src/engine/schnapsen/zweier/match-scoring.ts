import { itemsOfDeal } from './deal-scoring.js';
import type { ZweierDealResult } from './deal-types.js';
import type { SchnapsenEvent, SchnapsenState } from './types.js';

/**
 * The match's `DealScored`: the shared deal summary (the deal number, the winner, the itemised game points and
 * what the deal changed in the seats' scores: -1 for the loser when it decides the Bummerl), then the deal's result.
 */
export function matchDealScored(
  state: Pick<SchnapsenState, 'dealNumber' | 'needed'>,
  result: ZweierDealResult,
): Extract<SchnapsenEvent, { type: 'DealScored' }> {
  const decides = state.needed[result.winner] - result.gamePoints <= 0;
  const changes = ([0, 1] as const).map((seat) => ({ seat, delta: decides && seat !== result.winner ? -1 : 0 }));
  const { summary, ...rest } = result;
  return {
    type: 'DealScored',
    data: { dealNumber: state.dealNumber, winners: [result.winner], summary, items: itemsOfDeal(result), changes, ...rest },
  };
}
