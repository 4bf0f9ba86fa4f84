import type { Card, Suit } from '../engine/core/cards.js';
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
import { bit, cardsOf, CODES, maskOf } from '../bots/strong/schnapsen-family/cards.js';
import { discardCost, supports } from '../bots/heuristic/schnapsen-family.js';
import { contractMeans, type Candidate } from '../bots/strong/schnapsen-family/contracts.js';
import { dealMemory, knowledgeOf, type FamilyView, type Knowledge } from '../bots/strong/schnapsen-family/knowledge.js';
import { dealsFor, sampleHolders } from '../bots/strong/schnapsen-family/sampler.js';
import { bidAnalysis, type BidPlace } from './bids.js';
import { GAME_POINTS } from './sentences.js';
import type { BidAnalysis, BidCandidate, Sentence } from './types.js';

/** How the family's bidding decisions are valued. */
export const FAMILY_BIDS_ESTIMATE: Sentence = {
  de: 'Jeder Kandidat mit offenen Karten auf denselben Verteilungen der Karten gespielt, die der Platz nicht sah, gezogen passend zu dem, was er wusste (der Stichproben-Geber des starken Bots); sein Mittel in Punkten für die Partei des Platzes. Passen ist so viel wert wie das stehende Gebot (hat niemand geboten: das Normalspiel); ein Doppeln das Doppelte des Mittels des Spiels, Nicht-Doppeln das Mittel; beim Doppeln eines gebotenen Spiels nur auf Verteilungen, in denen die Hand des Spielers das Spiel nach der Faustregel trägt. Ein Gebot, das den Talon nimmt (Dreierschnapsen), und das Normalspiel, das der Rufer mit dem Talon spielt, wenn niemand bietet: auf jeder Verteilung der Talon zur Hand des Spielers und die zwei nach der Faustregel billigsten Karten weggelegt. Offene Karten schmeicheln Spielen, bei denen man wissen muss, wo die Karten sitzen (Bettler, Gang).',
  en: "Each candidate played with every hand open on the same deals of the cards the seat could not see, drawn to fit what it knew (the strong bot's sampler), its mean in game points for the seat's party; passing is worth the standing bid (nobody having bid: the Normal game); a doubling twice the contract's mean, not doubling the mean; a doubling of a bid contract only on deals in which the declarer's hand clearly supports the contract by the rule of thumb. A bid that takes the talon (Dreierschnapsen), and the Normal game the Rufer plays with the talon when nobody bids: on each deal the talon joins the declarer's hand and the two cards the rule of thumb finds cheapest are laid away. Open hands flatter contracts that need to know where the cards are (Bettler, Gang).",
};

/** A legal action's valuation: the contract it leads to, a multiple of its mean, and the seat that takes the talon. */
interface Plan {
  candidate: Candidate;
  times: number;
  talonTo: Seat | null;
}

/** A hand with the talon taken: the two cards the rule of thumb finds cheapest to lay away for the contract are gone. */
function withTalon(hand: number, contract: ContractRecord, trump: Suit | null): number {
  const cards = cardsOf(hand).map((card) => CODES[card]);
  const cheapest = [...cards].sort((a, b) => discardCost(a, cards, contract, trump) - discardCost(b, cards, contract, trump)).slice(0, 2);
  return hand & ~maskOf(cheapest);
}

/** At most this many hands of the declarer are looked at for a doubling of a bid contract. */
const HAND_LIMIT = 20_000;

/** Is the decision a doubling of a bid contract (anything but the Normal game)? */
const doublingOfBid = (view: BiddingView): boolean => view.phase === 'doubling' && view.contract !== null && view.contract.id !== 'normal';

/** Every set of `size` cards of `cards` (masks), or null when there are more than `limit`. */
function handsOf(cards: readonly number[], size: number, limit: number): number[] | null {
  const hands: number[] = [];
  const pick = (from: number, left: number, hand: number): boolean => {
    if (left === 0) {
      hands.push(hand);
      return hands.length <= limit;
    }
    for (let i = from; i <= cards.length - left; i++) if (!pick(i + 1, left - 1, hand | bit(cards[i]))) return false;
    return true;
  };
  return pick(0, size, 0) ? hands : null;
}

/**
 * The deals a doubling of a bid contract is valued on: the declarer's hand drawn among the hands the seat's
 * knowledge allows him that clearly support the contract as the rule-of-thumb bot reads a hand before bidding
 * (supports), the rest of the unseen cards then drawn by the strong bot's sampler. No such hand (or too many
 * hands to look at): the strong bot's deals as they come (dealsFor).
 */
function bidDeals(table: FamilyTable, view: BiddingView, knowledge: Knowledge, random: Random, budget: SearchBudget): number[][] {
  const contract = view.contract!;
  const declarer = contract.declarer;
  const record = table.catalogue[contract.id];
  const open = cardsOf(knowledge.unknown).filter((card) => (knowledge.allowed[card] & bit(declarer)) !== 0);
  const hands = handsOf(open, knowledge.capacity[declarer], HAND_LIMIT) ?? [];
  const plausible = hands.filter((hand) =>
    supports(record, {
      hand: cardsOf(hand).map((card) => CODES[card]),
      trump: view.trump ?? null,
      shape: table.players === 4 ? BAUERN_SHAPE : DREIER_SHAPE,
      players: table.players,
      hidden: table.players === 3 ? 2 : 0,
      gone: [],
    }),
  );
  const deals: number[][] = [];
  for (let draw = 0; plausible.length > 0 && draw < 4 * budget.samples && deals.length < budget.samples; draw++) {
    const hand = plausible[random.int(plausible.length)];
    const allowed = knowledge.allowed.map((holders, card) => ((hand & bit(card)) !== 0 ? bit(declarer) : holders & ~bit(declarer)));
    try {
      deals.push(sampleHolders({ ...knowledge, allowed }, random));
    } catch {
      // The rest of the cards do not fit beside this hand: another one is drawn.
    }
  }
  return deals.length > 0 ? deals : dealsFor(knowledge, budget.samples, random);
}

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
  // Dreierschnapsen's bids with the talon: the declarer takes the two talon cards (Talonschnapsen).
  const dreier = table.players === 3;
  // Per legal action: the contract it leads to, a multiple of its mean, and who takes the talon (null: not valued).
  const plans = legal.map((a): Plan | null => {
    const contract = a.contract as ContractId | undefined;
    switch (a.type) {
      case 'pass': {
        const best = (view.bidding?.best ?? null) as { seat: Seat; contract: ContractId; withTalon?: boolean } | null;
        if (best === null) {
          const rufer = view.rufer ?? 0;
          return { candidate: candidateOf('normal', rufer), times: 1, talonTo: dreier && view.phase === 'bidding' ? rufer : null };
        }
        return {
          candidate: candidateOf(best.contract, best.seat),
          times: 1,
          talonTo: dreier && best.withTalon === true ? best.seat : null,
        };
      }
      case 'bid':
        return { candidate: candidateOf(contract!, seat), times: 1, talonTo: dreier ? seat : null };
      case 'bidWithoutTalon':
      case 'raise':
        return { candidate: candidateOf(contract!, seat), times: 1, talonTo: null };
      case 'declineRaise':
        return view.contract === null ? null : { candidate: candidateOf(view.contract.id, seat), times: 1, talonTo: null };
      case 'declineDouble':
      case 'spritzen':
      case 'retour':
      case 're': {
        if (view.contract === null) return null;
        const factor = view.doubling?.factor ?? base;
        const candidate: Candidate = { contract: table.catalogue[view.contract.id], sides: view.contract.sides, factor, own };
        return { candidate, times: a.type === 'declineDouble' ? 1 : 2, talonTo: null };
      }
      default:
        return null;
    }
  });
  const valued = plans.filter((plan): plan is Plan => plan !== null);
  if (valued.length === 0) return null;
  const knowledge = knowledgeOf(seat, table.players, view, dealMemory(log), null);
  const deals =
    doublingOfBid(view) && view.contract!.declarer !== seat
      ? bidDeals(table, view, knowledge, random, budget)
      : dealsFor(knowledge, budget.samples, random);
  const plain = valued.filter((plan) => plan.talonTo === null);
  const plainMeans = contractMeans(
    setting,
    deals,
    plain.map((plan) => plan.candidate),
    budget,
  );
  const means = valued.map((plan) => {
    if (plan.talonTo === null) return plainMeans[plain.indexOf(plan)];
    const talonTo = plan.talonTo;
    const sum = deals.reduce((total, holders) => {
      const dealt = [...holders];
      dealt[seat] = own;
      const hand = withTalon(dealt[talonTo] | holders[table.players], plan.candidate.contract, view.trump ?? null);
      dealt[talonTo] = hand;
      const candidate = { ...plan.candidate, own: dealt[seat] };
      return total + contractMeans(setting, [dealt], [candidate], budget)[0];
    }, 0);
    return sum / Math.max(1, deals.length);
  });
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
