import type { Card } from '../../core/cards.js';
import type { Seat } from '../../core/seats.js';
import { contractRank, declarerAllowed, DREIER_CONTRACTS, requirementUnmet, type ContractId } from '../common/contracts.js';
import { contractOffered } from '../common/options.js';
import { DREIER_CONTRACT_IDS, type DreierContractId, type DreierOptions } from './options.js';
import { noPartner } from './terms.js';
import type { Bid, DreierDeal } from './types.js';

const rankOf = (contract: ContractId, options: DreierOptions): number =>
  contract === 'normal' ? 0 : contractRank(DREIER_CONTRACTS[contract], options.gangPrecedence);

/**
 * Does `candidate` outrank the standing bid? A higher contract always does. Between equal contracts the one
 * played without the talon has precedence, and if both are (or neither is), the Rufer has priority
 * (docs/rules-decisions.md#dreierschnapsen-bidding).
 */
export function outranksBid(candidate: Bid, standing: Bid | null, rufer: Seat, options: DreierOptions): boolean {
  if (standing === null) return true;
  const mine = rankOf(candidate.contract, options);
  const theirs = rankOf(standing.contract, options);
  if (mine !== theirs) return mine > theirs;
  if (candidate.withTalon !== standing.withTalon) return !candidate.withTalon;
  return candidate.seat === rufer && standing.seat !== rufer;
}

/** Why `seat` may not declare `contract` with `hand` now, or null if it may (enabled, right seat, requirement). */
export function declareForbidden(
  contract: DreierContractId,
  seat: Seat,
  hand: readonly Card[],
  deal: DreierDeal,
  options: DreierOptions,
): string | null {
  const record = DREIER_CONTRACTS[contract];
  if (!contractOffered(contract, options)) return `${record.name} is not played at this table (rule option ${contract}).`;
  if (!declarerAllowed(record.declarers, seat, deal.rufer, noPartner)) {
    return record.declarers === 'ruferOpponents'
      ? `Only an opponent of the Rufer may declare a ${record.name}.`
      : `Only the Rufer (seat ${deal.rufer}) may declare a ${record.name}.`;
  }
  return requirementUnmet(record.requirement, hand, deal.trump, []);
}

/**
 * Does the bid stand against the standing one now? In the bidding round: it outranks it. The Rufer's second word
 * (raise rule 1) must be a higher contract: "now raises to a Bauernschnapser".
 */
export function bidAllowed(candidate: Bid, deal: DreierDeal, options: DreierOptions, ruferRaise: boolean): boolean {
  if (!ruferRaise) return outranksBid(candidate, deal.best, deal.rufer, options);
  return deal.best === null || rankOf(candidate.contract, options) > rankOf(deal.best.contract, options);
}

/** Every bid `seat` may make now against the standing bid. */
export function possibleBids(deal: DreierDeal, seat: Seat, options: DreierOptions, ruferRaise = false): Bid[] {
  const hand = deal.hands[seat] ?? [];
  return DREIER_CONTRACT_IDS.filter((contract) => declareForbidden(contract, seat, hand, deal, options) === null).flatMap((contract) =>
    [false, true].map((withTalon) => ({ seat, contract, withTalon })).filter((bid) => bidAllowed(bid, deal, options, ruferRaise)),
  );
}

/** Contracts the declarer may raise to after taking the talon (raise rule 2): higher than the one he plays. */
export function possibleRaises(deal: DreierDeal, seat: Seat, options: DreierOptions, ignoreRequirements = false): DreierContractId[] {
  const current = deal.settled?.contract ?? 'normal';
  const hand = deal.hands[seat] ?? [];
  return DREIER_CONTRACT_IDS.filter((contract) => rankOf(contract, options) > rankOf(current, options)).filter((contract) => {
    const why = declareForbidden(contract, seat, hand, deal, options);
    return (
      why === null ||
      (ignoreRequirements &&
        contractOffered(contract, options) &&
        declarerAllowed(DREIER_CONTRACTS[contract].declarers, seat, deal.rufer, noPartner))
    );
  });
}

/** The seats in bidding order: the Rufer first, then clockwise. */
export const biddingOrder = (rufer: Seat): Seat[] => [0, 1, 2].map((step) => (rufer + step) % 3);
