import type { Seat } from '../../core/seats.js';
import { beatsStanding } from '../common/bidding.js';
import { CONTRACT_IDS, declarerAllowed, requirementUnmet, type ContractId } from '../common/contracts.js';
import { CATALOGUE, contractEnabled, partnerOf } from './table.js';
import type { BauernState } from './types.js';

const WHO: Record<string, string> = {
  rufer: 'only the Rufer',
  ruferSide: 'only the Rufer or his partner',
  ruferPartner: "only the Rufer's partner",
  ruferOpponents: 'only an opponent of the Rufer',
  anyone: 'anyone',
};

/** Why `seat` may not bid `id` now (code and sentence), or null if it may. */
export function bidRefusal(state: BauernState, seat: Seat, id: ContractId): { code: string; sentence: string } | null {
  const contract = CATALOGUE[id];
  // The Normal game is what nobody bids; the Blinder Bettler is declared at the trump call.
  if (id === 'normal' || id === 'blinderBettler' || !contractEnabled(id, state.options)) {
    return { code: 'CONTRACT_NOT_OFFERED', sentence: `${contract.name} cannot be bid at this table.` };
  }
  if (!declarerAllowed(contract.declarers, seat, state.rufer, partnerOf)) {
    return { code: 'CONTRACT_NOT_YOURS', sentence: `A ${contract.name} may be declared by ${WHO[contract.declarers]}.` };
  }
  const unmet = requirementUnmet(contract.requirement, state.hands[seat], state.trump, state.firstPacket);
  if (unmet) return { code: 'REQUIREMENT_NOT_MET', sentence: unmet };
  if (!state.bidding || !beatsStanding(contract, state.bidding, CATALOGUE, state.options.gangPrecedence)) {
    const standing = state.bidding?.best ? CATALOGUE[state.bidding.best.contract].name : 'nothing';
    return { code: 'BID_TOO_LOW', sentence: `A ${contract.name} does not outrank the standing ${standing}.` };
  }
  return null;
}

/** Every contract `seat` may bid now. */
export const legalBids = (state: BauernState, seat: Seat): ContractId[] =>
  CONTRACT_IDS.filter((id) => bidRefusal(state, seat, id) === null);
