import { SUITS, type Card, type Suit } from '../../../engine/core/cards.js';
import type { DealTerms } from '../../../engine/schnapsen/common/play.js';
import type { SearchBudget } from '../../bot.js';
import type { Random } from '../../random.js';
import { indexOf, KING, suitIndex, suitOfIndex } from './cards.js';
import { averaged, cardValues, positionOf, stakeOf } from './evaluate.js';
import { knowledgeOf, type DealMemory, type FamilyView } from './knowledge.js';
import { marriageWith } from './rules.js';
import { dealsFor } from './sampler.js';

type PlayAction = { type: 'playCard'; card: Card } | { type: 'declareMarriage'; suit: Suit };

/** What the card search needs besides the seat's view: its memory, the contract's terms and the table's size. */
export interface PlayInput<A> {
  seat: number;
  players: number;
  view: FamilyView;
  memory: DealMemory;
  terms: DealTerms;
  legalActions: readonly A[];
  random: Random;
  /** The rule-of-thumb bot's choice: it breaks ties between cards the search values alike. */
  preferred: A;
}

/** Tolerance for "valued alike": averages of whole game points over at most a few hundred deals. */
const TIE = 1e-9;

/**
 * Card play by search: every deal of the unseen cards the sampler draws (or all of them, when few enough) is
 * solved with open hands for each legal card, and the card with the best average for the seat's side is played.
 * Leading a König or Ober whose partner is in hand means announcing the 20/40 first (the solver counts it so),
 * so that lead is sent as `declareMarriage`; the next decision then leads the card.
 */
export function chooseCard<A extends { type: string }>(input: PlayInput<A>, budget: SearchBudget): A {
  const plays = input.legalActions.filter((a): a is A & PlayAction & { type: 'playCard' } => a.type === 'playCard');
  const marriages = input.legalActions.filter((a): a is A & PlayAction & { type: 'declareMarriage' } => a.type === 'declareMarriage');
  if (plays.length === 1 && marriages.length === 0) return plays[0];
  const { seat, players, view, memory, terms } = input;
  const stake = stakeOf(terms, players, seat, 1);
  const knowledge = knowledgeOf(seat, players, view, memory, stake.rules);
  const cards = plays.map((a) => indexOf(a.card));
  const deals = dealsFor(knowledge, budget.samples, input.random);
  const means = averaged(deals, cards.length, (holders, table) => {
    const hands = holders.slice(0, players);
    hands[seat] = knowledge.own;
    return cardValues(stake, positionOf(stake.rules, view, memory, seat, hands), cards, budget, table);
  });
  const best = Math.max(...means);
  const preferred = preferredCard(input.preferred as unknown as PlayAction);
  const pick = cards.findIndex((card, i) => card === preferred && means[i] >= best - TIE);
  const chosen = cards[pick >= 0 ? pick : means.findIndex((mean) => mean >= best - TIE)];
  const announce =
    marriageWith(stake.rules, knowledge.own, chosen) > 0 ? marriages.find((a) => a.suit === SUITS[suitOfIndex(chosen)]) : undefined;
  return announce ?? plays[cards.indexOf(chosen)];
}

/** The card a rule-of-thumb move stands for (a 20/40 for the König of its suit), -1 for anything else. */
function preferredCard(action: PlayAction): number {
  if (action.type === 'playCard') return indexOf(action.card);
  if (action.type === 'declareMarriage') return 5 * suitIndex(action.suit) + KING;
  return -1;
}
