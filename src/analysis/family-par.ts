import type { Card } from '../engine/core/cards.js';
import type { Seat } from '../engine/core/seats.js';
import {
  BAUERN_CONTRACTS,
  BAUERN_SHAPE,
  CONTRACT_IDS,
  declarerAllowed,
  DREIER_CONTRACTS,
  DREIER_SHAPE,
  requirementUnmet,
  type ContractId,
} from '../engine/schnapsen/common/contracts.js';
import { firstLeader, type DealTerms } from '../engine/schnapsen/common/play.js';
import { sidesFor } from '../engine/schnapsen/common/sides.js';
import { contractEnabled, partnerOf } from '../engine/schnapsen/bauern/table.js';
import type { BauernState } from '../engine/schnapsen/bauern/types.js';
import { declareForbidden } from '../engine/schnapsen/dreier/bidding.js';
import { DREIER_CONTRACT_IDS } from '../engine/schnapsen/dreier/options.js';
import { noPartner } from '../engine/schnapsen/dreier/terms.js';
import type { DreierState } from '../engine/schnapsen/dreier/types.js';
import { maskOf } from '../bots/strong/schnapsen-family/cards.js';
import { openingOf } from '../bots/strong/schnapsen-family/evaluate.js';
import { rulesOf } from '../bots/strong/schnapsen-family/rules.js';
import { Solver, type TranspositionTable } from '../bots/strong/schnapsen-family/solver.js';
import { bauernDeal, dreierDeal, familyResults, type FamilyDeal } from './family-value.js';
import type { Sentence } from './types.js';
import { withUnsolved } from './sentences.js';

/** A contract a seat could have announced, as the par lists it. */
export interface FamilyParContract {
  seat: Seat;
  contract: ContractId;
  /** The game points the seat's party scores with it, best play by all and every hand open (Herzrunde counted, no doublings). */
  gamePoints: number;
}

export interface FamilyPar {
  /** Per seat: the contract it could have announced that scores the most for its party, or null (none scores). */
  seats: (FamilyParContract | null)[];
  /** The best of them for its party: the deal's par. */
  best: FamilyParContract | null;
  /** Contracts whose search ran out of budget (left out). */
  unsolved: number;
  text: Sentence;
}

/** What the par of a deal starts from: the table when the bidding began, and the contracts each seat could announce. */
export interface ParSetting {
  deal: FamilyDeal;
  hands: Card[][];
  /** Per seat, the contracts it could announce (the Normal game for the Rufer in Bauernschnapsen). */
  contracts: { terms: DealTerms; leader: Seat }[][];
}

/**
 * Bauernschnapsen: every contract the seat could bid at the start of the bidding with its five cards (the table's
 * catalogue, who may declare it, its requirement), whatever was bid before it, and the Normal game for the Rufer
 * (it is his side's when nobody bids).
 */
export function bauernParSetting(state: BauernState): ParSetting {
  const deal = bauernDeal(state);
  const contracts = [0, 1, 2, 3].map((seat) =>
    CONTRACT_IDS.filter((id) => {
      if (id === 'normal') return seat === state.rufer;
      const record = BAUERN_CONTRACTS[id];
      if (
        id === 'blinderBettler' ||
        !contractEnabled(id, state.options) ||
        !declarerAllowed(record.declarers, seat, state.rufer, partnerOf)
      )
        return false;
      return requirementUnmet(record.requirement, state.hands[seat], state.trump, state.firstPacket) === null;
    }).map((id) => {
      const contract = BAUERN_CONTRACTS[id];
      const terms: DealTerms = {
        contract,
        trump: state.trump,
        sides: sidesFor(contract, seat, 4, partnerOf, state.options.bettlerPartnerSitsOut),
        shape: BAUERN_SHAPE,
        schnapserMitMann: state.options.schnapserMitMann,
      };
      return { terms, leader: firstLeader(terms, state.rufer) };
    }),
  );
  return { deal, hands: state.hands.map((hand) => [...hand]), contracts };
}

/**
 * Dreierschnapsen: every contract the seat could bid without the talon with its six cards as dealt. The Normal
 * game is not among them: it is played with the talon (its two cards are not the Rufer's to count on).
 */
export function dreierParSetting(state: DreierState): ParSetting {
  const deal = dreierDeal(state);
  const d = state.deal!;
  const contracts = [0, 1, 2].map((seat) =>
    DREIER_CONTRACT_IDS.filter((id) => declareForbidden(id, seat, d.hands[seat], d, state.options) === null).map((id) => {
      const contract = DREIER_CONTRACTS[id];
      const terms: DealTerms = {
        contract,
        trump: d.trump,
        sides: sidesFor(contract, seat, 3, noPartner, false),
        shape: DREIER_SHAPE,
        schnapserMitMann: false,
      };
      return { terms, leader: firstLeader(terms, d.rufer) };
    }),
  );
  return { deal, hands: d.hands.map((hand) => [...hand]), contracts };
}

/**
 * The par: for each seat, the contract among those it could announce that scores the most game points for its
 * party with every hand open and best play by all (laid-down contracts at their value); the richest candidates
 * first, and one that cannot beat the best found is not searched.
 */
export function familyPar(setting: ParSetting, nodes: number, table: TranspositionTable): FamilyPar {
  const { deal, hands } = setting;
  const masks = hands.map((hand) => maskOf(hand));
  let unsolved = 0;
  const seats = setting.contracts.map((candidates, seat): FamilyParContract | null => {
    const most = (terms: DealTerms) => familyResults(deal, terms, terms.contract.goal.kind === 'normal' ? 3 : 1)[seat];
    const sorted = [...candidates].sort((a, b) => most(b.terms) - most(a.terms));
    let best: FamilyParContract | null = null;
    for (const { terms, leader } of sorted) {
      if (best !== null && most(terms) <= best.gamePoints) break;
      let v = 1;
      if (terms.contract.goal.kind !== 'layDown') {
        const solver = new Solver(rulesOf(terms, deal.players), nodes, table);
        v = solver.solve(openingOf(masks, leader));
        if (solver.nodes > nodes) {
          unsolved++;
          continue;
        }
      }
      const gamePoints = familyResults(deal, terms, v)[seat];
      if (gamePoints > 0 && (best === null || gamePoints > best.gamePoints)) best = { seat, contract: terms.contract.id, gamePoints };
    }
    return best;
  });
  const best = seats.reduce<FamilyParContract | null>(
    (top, entry) => (entry !== null && (top === null || entry.gamePoints > top.gamePoints) ? entry : top),
    null,
  );
  return { seats, best, unsolved, text: withUnsolved(parSentence(best, deal.players), unsolved, best !== null) };
}

function parSentence(best: FamilyParContract | null, players: number): Sentence {
  if (best === null)
    return { de: 'Mit offenen Karten hätte kein Platz ein Spiel gewonnen.', en: 'With all hands open no seat could have won a contract.' };
  const name = (players === 4 ? BAUERN_CONTRACTS : DREIER_CONTRACTS)[best.contract].name;
  const n = best.gamePoints;
  // Seats are named from 1, as people count them.
  return {
    de: `Par: Platz ${best.seat + 1} gewinnt ${name} mit offenen Karten, ${n} ${n === 1 ? 'Punkt' : 'Punkte'}.`,
    en: `Par: seat ${best.seat + 1} wins ${best.contract === 'normal' ? 'the normal game' : name} with all hands open, ${n} game point${n === 1 ? '' : 's'}.`,
  };
}
