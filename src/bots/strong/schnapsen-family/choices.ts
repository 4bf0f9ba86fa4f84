import type { ContractRecord } from '../../../engine/schnapsen/common/contracts.js';

/**
 * Open-hand solving flatters whoever needs to know where the cards are: a declarer who must take (or avoid)
 * every trick finds the one line that works in each sample. A bid must beat passing by this share of its value.
 */
export const BID_MARGIN = 0.1;

/**
 * Doubling doubles whatever the seat's side can expect; the other side may double back and the samples know
 * nothing of what its bids and passes said, so only a clearly favourable deal (game points per unit) is doubled.
 */
export const DOUBLE_AT = 0.5;

/**
 * The bid (or pass) with the best expected game points: `means[i]` belongs to `actions[i]`, index 0 being the
 * pass (the standing contract) and `contracts[i]` the contract each action leads to.
 */
export function chooseBid<A>(means: readonly number[], actions: readonly A[], contracts: readonly ContractRecord[]): A {
  let best = 0;
  let bestScore = means[0];
  for (let i = 1; i < actions.length; i++) {
    const score = means[i] - BID_MARGIN * contracts[i].value;
    if (score > bestScore) {
      best = i;
      bestScore = score;
    }
  }
  return actions[best];
}

export const chooseDoubling = <A>(mean: number, doubling: A, decline: A): A => (mean > DOUBLE_AT ? doubling : decline);
