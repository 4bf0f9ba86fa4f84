import type { Card } from '../../../engine/core/cards.js';
import type { BauernAction, BauernView } from '../../../engine/schnapsen/bauern/index.js';
import { BAUERN_CONTRACTS, BAUERN_SHAPE, type ContractRecord } from '../../../engine/schnapsen/common/contracts.js';
import { sidesFor } from '../../../engine/schnapsen/common/sides.js';
import { bauernschnapsenBot } from '../../heuristic/bauernschnapsen.js';
import type { Bot, BotInput, SearchBudget } from '../../bot.js';
import { maskOf } from './cards.js';
import { contractMeans, type Candidate, type TableSetting } from './contracts.js';
import { chooseDoubling, chooseBid } from './choices.js';
import { dealMemory, knowledgeOf, type DealMemory } from './knowledge.js';
import { dealsFor } from './sampler.js';
import { chooseCard } from './play.js';

type Of<T extends BauernAction['type']> = Extract<BauernAction, { type: T }>;

const partnerOf = (seat: number) => (seat + 2) % 4;

/**
 * Bauernschnapsen by search (see index.ts): the cards by the card search; bids and a Normal game's doublings by
 * the candidates' average over sampled deals; the rest as the rule-of-thumb bot decides it: the trump call (it
 * is made on three cards, before anything is known of the others' bids), the cut-or-knock ritual and the blind
 * call (no choice matters), and doubling against a bid contract (the bid says more about the declarer's hand
 * than uniform samples know, and the rule of thumb reads it).
 */
export function bauernBot(budget: SearchBudget): Bot<BauernView, BauernAction> {
  return (input) => {
    const memory = dealMemory(input.log);
    const preferred = bauernschnapsenBot(input);
    switch (input.view.phase) {
      case 'playing':
        return playCard(input, memory, preferred, budget);
      case 'bidding':
        return bid(input, memory, preferred, budget);
      case 'doubling':
        return double(input, memory, preferred, budget);
      default:
        return preferred;
    }
  };
}

function settingOf(input: BotInput<BauernView, BauernAction>): TableSetting {
  const { view } = input;
  return {
    seat: input.seat,
    players: 4,
    rufer: view.rufer ?? 0,
    trump: view.trump,
    shape: BAUERN_SHAPE,
    schnapserMitMann: view.options.schnapserMitMann === true,
  };
}

function playCard(
  input: BotInput<BauernView, BauernAction>,
  memory: DealMemory,
  preferred: BauernAction,
  budget: SearchBudget,
): BauernAction {
  const { view } = input;
  if (!view.contract) return preferred;
  const terms = {
    contract: BAUERN_CONTRACTS[view.contract.id],
    trump: view.trump,
    sides: view.contract.sides,
    shape: BAUERN_SHAPE,
    schnapserMitMann: view.options.schnapserMitMann === true,
  };
  return chooseCard(
    { seat: input.seat, players: 4, view, memory, terms, legalActions: input.legalActions, random: input.random, preferred },
    budget,
  );
}

/** The contract a seat plays as declarer, with the sides the table's options give it. */
function candidateOf(contract: ContractRecord, declarer: number, view: BauernView): Candidate {
  return {
    contract,
    sides: sidesFor(contract, declarer, 4, partnerOf, view.options.bettlerPartnerSitsOut !== false),
    factor: 1,
    own: ownMask(view),
  };
}

const ownMask = (view: BauernView): number => maskOf((view.hand ?? []) as Card[]);

/** The deals of the unseen cards a bid or doubling is searched over (no card played yet). */
const dealsBefore = (input: BotInput<BauernView, BauernAction>, memory: DealMemory, budget: SearchBudget) =>
  dealsFor(knowledgeOf(input.seat, 4, input.view, memory, null), budget.samples, input.random);

/** Every bid it may make, and passing: the standing bid then stands (the Normal game when nobody bid). */
function bid(input: BotInput<BauernView, BauernAction>, memory: DealMemory, preferred: BauernAction, budget: SearchBudget): BauernAction {
  const { view, seat } = input;
  const bids = input.legalActions.filter((a): a is Of<'bid'> => a.type === 'bid');
  const pass = input.legalActions.find((a) => a.type === 'pass');
  if (bids.length === 0 || !pass) return preferred;
  const best = view.bidding?.best ?? null;
  const standing =
    best === null
      ? candidateOf(BAUERN_CONTRACTS.normal, view.rufer ?? 0, view)
      : candidateOf(BAUERN_CONTRACTS[best.contract], best.seat, view);
  const candidates = [standing, ...bids.map((a) => candidateOf(BAUERN_CONTRACTS[a.contract], seat, view))];
  const means = contractMeans(settingOf(input), dealsBefore(input, memory, budget), candidates, budget);
  return chooseBid(
    means,
    [pass, ...bids],
    candidates.map((c) => c.contract),
  );
}

/** Spritzen, Retour, Re against or for a Normal game: by the deal's expected value for the seat's side. */
function double(
  input: BotInput<BauernView, BauernAction>,
  memory: DealMemory,
  preferred: BauernAction,
  budget: SearchBudget,
): BauernAction {
  const { view } = input;
  const contract = view.contract;
  const doubling = input.legalActions.find((a) => a.type === 'spritzen' || a.type === 'retour' || a.type === 're');
  const decline = input.legalActions.find((a) => a.type === 'declineDouble');
  if (!contract || contract.id !== 'normal' || !doubling || !decline) return preferred;
  const candidate: Candidate = { contract: BAUERN_CONTRACTS.normal, sides: contract.sides, factor: 1, own: ownMask(view) };
  const [mean] = contractMeans(settingOf(input), dealsBefore(input, memory, budget), [candidate], budget);
  return chooseDoubling<BauernAction>(mean, doubling, decline);
}
