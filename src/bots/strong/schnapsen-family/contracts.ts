import type { ContractRecord, GameShape } from '../../../engine/schnapsen/common/contracts.js';
import { firstLeader, type DealTerms } from '../../../engine/schnapsen/common/play.js';
import { sideFor, type Sides } from '../../../engine/schnapsen/common/sides.js';
import type { SearchBudget } from '../../bot.js';
import { averaged, contractValue, stakeOf } from './evaluate.js';

/** One contract the seat could end up playing, with everything the solver needs to play it from the first lead. */
export interface Candidate {
  contract: ContractRecord;
  sides: Sides;
  /** The doublings so far and a Herzrunde, as a factor. */
  factor: number;
  /** The hand the seat plays it with. */
  own: number;
}

export interface TableSetting {
  seat: number;
  players: number;
  rufer: number;
  trump: DealTerms['trump'];
  shape: GameShape;
  schnapserMitMann: boolean;
}

/**
 * The expected game points for the seat's party of each candidate contract over the same deals of the unseen
 * cards (dealsFor). A laid-down contract cannot be lost: it is worth its value.
 */
export function contractMeans(
  setting: TableSetting,
  deals: readonly number[][],
  candidates: readonly Candidate[],
  budget: SearchBudget,
): number[] {
  const stakes = candidates.map((candidate) => {
    const terms: DealTerms = {
      contract: candidate.contract,
      trump: setting.trump,
      sides: candidate.sides,
      shape: setting.shape,
      schnapserMitMann: setting.schnapserMitMann,
    };
    if (candidate.contract.goal.kind === 'layDown') {
      const sign = sideFor(candidate.sides, setting.seat) === 'declaring' ? 1 : -1;
      return { fixed: sign * candidate.contract.value * candidate.factor, stake: null, leader: 0, own: 0 };
    }
    return {
      fixed: 0,
      stake: stakeOf(terms, setting.players, setting.seat, candidate.factor),
      leader: firstLeader(terms, setting.rufer),
      own: candidate.own,
    };
  });
  return averaged(deals, candidates.length, (holders, table) =>
    stakes.map(({ fixed, stake, leader, own }) => {
      if (stake === null) return fixed;
      const hands = holders.slice(0, setting.players);
      hands[setting.seat] = own;
      return contractValue(stake, hands, leader, budget, table);
    }),
  );
}
