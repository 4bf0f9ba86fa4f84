import type { Seat } from '../../core/seats.js';
import { BAUERN_CONTRACTS, BAUERN_SHAPE, type ContractId, type ContractRecord } from '../common/contracts.js';
import { contractOffered } from '../common/options.js';
import type { BauernOptions } from './options.js';
import type { Team } from './types.js';

/** Partners sit opposite: team 0 is seats 0 and 2, team 1 seats 1 and 3. */
export const teamOf = (seat: Seat): Team => (seat % 2) as Team;
export const partnerOf = (seat: Seat): Seat => (seat + 2) % 4;
export const seatsOfTeam = (team: number): Seat[] => [team, team + 2];
export const leftOf = (seat: Seat): Seat => (seat + 1) % 4;
/** The player right of the dealer cuts or knocks. */
export const rightOf = (seat: Seat): Seat => (seat + 3) % 4;

export const SHAPE = BAUERN_SHAPE;
export const CATALOGUE = BAUERN_CONTRACTS;

/** Is the contract in this table's catalogue (docs/rules-decisions.md#bauernschnapsen-default-catalogue: every other contract an option)? */
export function contractEnabled(id: ContractId, options: BauernOptions): boolean {
  // Only where trump is called blind (docs/rules-decisions.md#bauernschnapsen-kontra-herrenbauer).
  if (id === 'kontraHerrenbauer' && !options.blindTrump) return false;
  return contractOffered(id, options);
}

export const recordOf = (id: ContractId): ContractRecord => CATALOGUE[id];
