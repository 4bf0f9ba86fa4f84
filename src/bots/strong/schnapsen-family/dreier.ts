import type { Card } from '../../../engine/core/cards.js';
import { DREIER_CONTRACTS, DREIER_SHAPE, type ContractRecord } from '../../../engine/schnapsen/common/contracts.js';
import { sidesFor } from '../../../engine/schnapsen/common/sides.js';
import type { DreierAction, DreierView } from '../../../engine/schnapsen/dreier/index.js';
import { discardCost } from '../../heuristic/schnapsen-family.js';
import { dreierschnapsenBot } from '../../heuristic/dreierschnapsen.js';
import type { Bot, BotInput, SearchBudget } from '../../bot.js';
import { maskOf } from './cards.js';
import { chooseBid, chooseDoubling } from './choices.js';
import { contractMeans, type Candidate, type TableSetting } from './contracts.js';
import { dealMemory, knowledgeOf, type DealMemory } from './knowledge.js';
import { dealsFor } from './sampler.js';
import { chooseCard } from './play.js';

type Of<T extends DreierAction['type']> = Extract<DreierAction, { type: T }>;
type Input = BotInput<DreierView, DreierAction>;

/** Discards searched: the rule of thumb's cheapest pairs (all of them would be up to 28 deals solved per sample). */
const DISCARDS_SEARCHED = 3;

/**
 * Dreierschnapsen by search (see index.ts): the cards by the card search; bids without the talon, the raise (or,
 * nobody having bid, naming the game after the talon), the discard among the rule of thumb's cheapest pairs and
 * a Normal game's doublings by the candidates' average over sampled deals. As the rule-of-thumb bot decides it:
 * the trump call (three cards, nothing known yet), bids with the talon (their worth hangs on two unseen cards and
 * a discard still to choose), taking the talon in the regional procedure, doubling against a bid contract (the
 * bid says more about the declarer's hand than uniform samples know), the cut-or-knock ritual, and the play-off
 * deal of Schnapsen for two (another bot's game).
 */
export function dreierBot(budget: SearchBudget): Bot<DreierView, DreierAction> {
  return (input) => {
    const memory = dealMemory(input.log);
    const preferred = dreierschnapsenBot(input);
    switch (input.view.phase) {
      case 'playing':
        return playCard(input, memory, preferred, budget);
      case 'bidding':
      case 'ruferRaise':
        return bid(input, memory, preferred, budget);
      case 'raise':
        return raise(input, memory, preferred, budget);
      case 'discard':
        return discard(input, memory, preferred, budget);
      case 'doubling':
        return double(input, memory, preferred, budget);
      default:
        return preferred;
    }
  };
}

const settingOf = (input: Input): TableSetting => ({
  seat: input.seat,
  players: 3,
  rufer: input.view.rufer ?? 0,
  trump: input.view.trump,
  shape: DREIER_SHAPE,
  schnapserMitMann: false,
});

const candidateOf = (contract: ContractRecord, declarer: number, own: number): Candidate => ({
  contract,
  sides: sidesFor(contract, declarer, 3, () => null, false),
  factor: 1,
  own,
});

const ownMask = (view: DreierView): number => maskOf((view.hand ?? []) as Card[]);

/** The deals of the unseen cards a bid, raise, discard or doubling is searched over (no card played yet). */
const dealsBefore = (input: Input, memory: DealMemory, budget: SearchBudget) =>
  dealsFor(knowledgeOf(input.seat, 3, input.view, memory, null), budget.samples, input.random);

function playCard(input: Input, memory: DealMemory, preferred: DreierAction, budget: SearchBudget): DreierAction {
  const { view } = input;
  if (!view.contract) return preferred;
  const terms = {
    contract: DREIER_CONTRACTS[view.contract.id],
    trump: view.trump,
    sides: view.contract.sides,
    shape: DREIER_SHAPE,
    schnapserMitMann: false,
  };
  return chooseCard(
    { seat: input.seat, players: 3, view, memory, terms, legalActions: input.legalActions, random: input.random, preferred },
    budget,
  );
}

/** Bids without the talon against passing (the standing bid, or the Rufer's Normal game). */
function bid(input: Input, memory: DealMemory, preferred: DreierAction, budget: SearchBudget): DreierAction {
  const { view, seat } = input;
  const bids = input.legalActions.filter((a): a is Of<'bidWithoutTalon'> => a.type === 'bidWithoutTalon');
  const pass = input.legalActions.find((a) => a.type === 'pass');
  if (bids.length === 0 || !pass) return preferred;
  const best = view.bidding?.best ?? null;
  const own = ownMask(view);
  const standing =
    best === null
      ? candidateOf(DREIER_CONTRACTS.normal, view.rufer ?? 0, own)
      : candidateOf(DREIER_CONTRACTS[best.contract], best.seat, own);
  const candidates = [standing, ...bids.map((a) => candidateOf(DREIER_CONTRACTS[a.contract], seat, own))];
  const means = contractMeans(settingOf(input), dealsBefore(input, memory, budget), candidates, budget);
  return chooseBid(
    means,
    [pass, ...bids],
    candidates.map((c) => c.contract),
  );
}

/** After the talon: a higher contract, or the one settled (nobody having bid: the Normal game). */
function raise(input: Input, memory: DealMemory, preferred: DreierAction, budget: SearchBudget): DreierAction {
  const { view, seat } = input;
  const raises = input.legalActions.filter((a): a is Of<'raise'> => a.type === 'raise');
  const decline = input.legalActions.find((a) => a.type === 'declineRaise');
  if (raises.length === 0 || !decline || !view.contract) return preferred;
  const own = ownMask(view);
  const candidates = [
    candidateOf(DREIER_CONTRACTS[view.contract.id], seat, own),
    ...raises.map((a) => candidateOf(DREIER_CONTRACTS[a.contract], seat, own)),
  ];
  const means = contractMeans(settingOf(input), dealsBefore(input, memory, budget), candidates, budget);
  return chooseBid(
    means,
    [decline, ...raises],
    candidates.map((c) => c.contract),
  );
}

/** The pair to lay away: the rule of thumb's cheapest few, each played out over the same deals. */
function discard(input: Input, memory: DealMemory, preferred: DreierAction, budget: SearchBudget): DreierAction {
  const { view, seat } = input;
  const pairs = input.legalActions.filter((a): a is Of<'discard'> => a.type === 'discard');
  if (pairs.length < 2 || !view.contract) return preferred;
  const hand = (view.hand ?? []) as Card[];
  const record = DREIER_CONTRACTS[view.contract.id];
  const cost = (a: Of<'discard'>) => a.cards.reduce((sum, card) => sum + discardCost(card as Card, hand, record, view.trump), 0);
  const cheapest = [...pairs].sort((a, b) => cost(a) - cost(b)).slice(0, DISCARDS_SEARCHED);
  const own = ownMask(view);
  const candidates = cheapest.map((pair) => candidateOf(record, seat, own & ~maskOf(pair.cards as Card[])));
  const means = contractMeans(settingOf(input), dealsBefore(input, memory, budget), candidates, budget);
  const best = Math.max(...means);
  return cheapest[means.indexOf(best)];
}

/** Spritzen, Retour, Re against or for a Normal game: by the deal's expected value for the seat. */
function double(input: Input, memory: DealMemory, preferred: DreierAction, budget: SearchBudget): DreierAction {
  const { view } = input;
  const contract = view.contract;
  const doubling = input.legalActions.find((a) => a.type === 'spritzen' || a.type === 'retour' || a.type === 're');
  const decline = input.legalActions.find((a) => a.type === 'declineDouble');
  if (!contract || contract.id !== 'normal' || !doubling || !decline) return preferred;
  const [mean] = contractMeans(
    settingOf(input),
    dealsBefore(input, memory, budget),
    [candidateOf(DREIER_CONTRACTS.normal, contract.declarer, ownMask(view))],
    budget,
  );
  return chooseDoubling<DreierAction>(mean, doubling, decline);
}
