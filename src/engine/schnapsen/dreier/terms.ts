import type { Seat } from '../../core/seats.js';
import { DREIER_CONTRACTS, DREIER_SHAPE } from '../common/contracts.js';
import { firstLeader, playOrder, type DealTerms } from '../common/play.js';
import { sidesFor } from '../common/sides.js';
import type { DreierDeal } from './types.js';

/** No partners at a table of three: the declarer always plays alone against the other two. */
export const noPartner = (): null => null;

/** The terms of the deal's trick play once its contract is settled (shared records, Dreier shape). */
export function termsOf(deal: DreierDeal): DealTerms | null {
  if (deal.settled === null) return null;
  const contract = DREIER_CONTRACTS[deal.settled.contract] ?? DREIER_CONTRACTS.normal;
  return {
    contract,
    trump: deal.trump,
    sides: sidesFor(contract, deal.settled.declarer, 3, noPartner, false),
    shape: DREIER_SHAPE,
    schnapserMitMann: false,
  };
}

export const leaderOf = (deal: DreierDeal): Seat | null => {
  const terms = termsOf(deal);
  return terms === null ? null : firstLeader(terms, deal.rufer);
};

export const trickOrder = (deal: DreierDeal): Seat[] => {
  const terms = termsOf(deal);
  return terms === null ? [0, 1, 2] : playOrder(terms);
};
