import type { Card } from '../engine/core/cards.js';
import type { Action, GameEvent } from '../engine/core/game.js';
import type { Seat } from '../engine/core/seats.js';
import {
  BAUERN_CONTRACTS,
  BAUERN_SHAPE,
  DREIER_CONTRACTS,
  DREIER_SHAPE,
  type ContractId,
  type ContractRecord,
} from '../engine/schnapsen/common/contracts.js';
import { sidesFor, type Sides } from '../engine/schnapsen/common/sides.js';
import { partnerOf } from '../engine/schnapsen/bauern/table.js';
import { noPartner } from '../engine/schnapsen/dreier/terms.js';
import type { SearchBudget } from '../bots/bot.js';
import type { Random } from '../bots/random.js';
import { maskOf } from '../bots/strong/schnapsen-family/cards.js';
import { contractMeans, type Candidate } from '../bots/strong/schnapsen-family/contracts.js';
import { dealMemory, knowledgeOf, type FamilyView } from '../bots/strong/schnapsen-family/knowledge.js';
import { dealsFor } from '../bots/strong/schnapsen-family/sampler.js';
import { bidAnalysis, type BidPlace } from './bids.js';
import { GAME_POINTS } from './sentences.js';
import type { BidAnalysis, BidCandidate, Sentence } from './types.js';

/** How the family's bidding decisions are valued. */
export const FAMILY_BIDS_ESTIMATE: Sentence = {
  de: 'Jeder Kandidat mit offenen Karten auf denselben Verteilungen der Karten gespielt, die der Platz nicht sah, gezogen passend zu dem, was er wusste (der Stichproben-Geber des starken Bots); sein Mittel in Punkten für die Partei des Platzes. Passen ist so viel wert wie das stehende Gebot (hat niemand geboten: das Normalspiel); ein Doppeln (nur des Normalspiels: die Stichproben wissen nichts davon, was ein Gebot über die Hand des Spielers sagt) das Doppelte des Mittels des Spiels. Offene Karten schmeicheln Spielen, bei denen man wissen muss, wo die Karten sitzen (Bettler, Gang). Ein Gebot, das den Talon nimmt (Dreierschnapsen), wird nicht bewertet.',
  en: "Each candidate played with every hand open on the same deals of the cards the seat could not see, drawn to fit what it knew (the strong bot's sampler), its mean in game points for the seat's party; passing is worth the standing bid (nobody having bid: the Normal game); a doubling (of the Normal game only: the samples know nothing of what a bid says about the declarer's hand) twice the contract's mean. Open hands flatter contracts that need to know where the cards are (Bettler, Gang). A bid that takes the talon (Dreierschnapsen) is not valued.",
};

/** The parts of a family view the bidding reads. */
type BiddingView = FamilyView & {
  phase: string;
  bidding: { best: { seat: Seat; contract: ContractId } | null } | null;
  contract: { id: ContractId; declarer: Seat; sides: Sides } | null;
  doubling: { factor: number } | null;
  options: Record<string, unknown>;
};

export interface FamilyTable {
  players: 3 | 4;
  catalogue: Readonly<Record<ContractId, ContractRecord>>;
}

export const BAUERN_TABLE: FamilyTable = { players: 4, catalogue: BAUERN_CONTRACTS };
export const DREIER_TABLE: FamilyTable = { players: 3, catalogue: DREIER_CONTRACTS };

const BIDDING_PHASES = new Set(['bidding', 'ruferRaise', 'raise', 'doubling']);

/** The family's bidding decision an event records, as the action the seat sent; null for anything else. */
export function familyBidOf(event: GameEvent): { seat: Seat; action: Action } | null {
  const data = event.data as { seat: Seat; contract?: ContractId; withTalon?: boolean; name?: string };
  switch (event.type) {
    case 'BidMade':
      return { seat: data.seat, action: { type: data.withTalon === false ? 'bidWithoutTalon' : 'bid', contract: data.contract } };
    case 'BidPassed':
      return { seat: data.seat, action: { type: 'pass' } };
    case 'ContractRaised':
      return { seat: data.seat, action: { type: 'raise', contract: data.contract } };
    case 'RaiseDeclined':
      return { seat: data.seat, action: { type: 'declineRaise' } };
    case 'Doubled':
      return { seat: data.seat, action: { type: String(data.name).toLowerCase() } };
    case 'DoublingDeclined':
      return { seat: data.seat, action: { type: 'declineDouble' } };
    default:
      return null;
  }
}

/**
 * One bidding decision valued from the seat's knowledge: its view and its memory of the match (the log), the
 * unseen cards dealt `budget.samples` times by the strong bot's sampler, every candidate contract solved with
 * open hands on each deal (contractMeans). `herzrunde`: the deal counts double.
 */
export function familyBid(
  table: FamilyTable,
  place: BidPlace,
  seat: Seat,
  action: Action,
  view: BiddingView,
  legal: readonly Action[],
  log: readonly GameEvent[],
  random: Random,
  budget: SearchBudget,
  herzrunde: boolean,
): BidAnalysis | null {
  if (!BIDDING_PHASES.has(view.phase) || legal.length < 2) return null;
  const own = maskOf((view.hand ?? []) as Card[]);
  const setting = {
    seat,
    players: table.players,
    rufer: view.rufer ?? 0,
    trump: view.trump,
    shape: table.players === 4 ? BAUERN_SHAPE : DREIER_SHAPE,
    schnapserMitMann: view.options.schnapserMitMann === true,
  };
  const base = herzrunde ? 2 : 1;
  const sitsOut = view.options.bettlerPartnerSitsOut !== false;
  const candidateOf = (id: ContractId, declarer: Seat, factor = base): Candidate => ({
    contract: table.catalogue[id],
    sides: sidesFor(
      table.catalogue[id],
      declarer,
      table.players,
      table.players === 4 ? partnerOf : noPartner,
      table.players === 4 && sitsOut,
    ),
    factor,
    own,
  });
  // Per legal action: the contract it leads to and a multiple of its mean (null: not valued).
  const plans = legal.map((a): { candidate: Candidate; times: number } | null => {
    const contract = a.contract as ContractId | undefined;
    switch (a.type) {
      case 'pass': {
        const best = view.bidding?.best ?? null;
        return { candidate: best === null ? candidateOf('normal', view.rufer ?? 0) : candidateOf(best.contract, best.seat), times: 1 };
      }
      case 'bid':
        return table.players === 4 ? { candidate: candidateOf(contract!, seat), times: 1 } : null;
      case 'bidWithoutTalon':
      case 'raise':
        return { candidate: candidateOf(contract!, seat), times: 1 };
      case 'declineRaise':
        return view.contract === null ? null : { candidate: candidateOf(view.contract.id, seat), times: 1 };
      case 'declineDouble':
      case 'spritzen':
      case 'retour':
      case 're': {
        // Uniform samples know nothing of what a bid says about the declarer's hand: only the Normal game's doublings.
        if (view.contract === null || view.contract.id !== 'normal') return null;
        const factor = view.doubling?.factor ?? base;
        const candidate: Candidate = { contract: table.catalogue[view.contract.id], sides: view.contract.sides, factor, own };
        return { candidate, times: a.type === 'declineDouble' ? 1 : 2 };
      }
      default:
        return null;
    }
  });
  const valued = plans.filter((plan): plan is { candidate: Candidate; times: number } => plan !== null);
  if (valued.length === 0) return null;
  const knowledge = knowledgeOf(seat, table.players, view, dealMemory(log), null);
  const deals = dealsFor(knowledge, budget.samples, random);
  const means = contractMeans(
    setting,
    deals,
    valued.map((plan) => plan.candidate),
    budget,
  );
  const candidates: BidCandidate[] = legal.map((a, i) => {
    const plan = plans[i];
    return { action: a, value: plan === null ? null : Math.round(means[valued.indexOf(plan)] * plan.times * 1000) / 1000 };
  });
  return bidAnalysis(place, seat, view.phase, action, candidates, deals.length, GAME_POINTS, {
    game: table.players === 4 ? 'bauernschnapsen' : 'dreierschnapsen',
    trump: view.trump ?? null,
    contracts: table.catalogue,
  });
}
