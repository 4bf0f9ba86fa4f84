import type { SchafkopfAction, SchafkopfView } from '../../../engine/schafkopf/index.js';
import { SPRITZEN_ACTIONS } from '../../../engine/schafkopf/schemas.js';
import type { Bot, BotInput, SearchBudget } from '../../bot.js';
import { schafkopfBot, wantsStoss, wantsToEnd } from '../../heuristic/schafkopf/index.js';
import { chooseBid } from './bidding.js';
import { cardOf, indexOf } from './cards.js';
import { knowledgeOf } from './knowledge.js';
import { bestCard, scoreCards, type Peek } from './play.js';

/**
 * 20 sampled deals per decision, each searched with at most 6000 positions (a position: one card played in the
 * search, or in a playout beyond its horizon). The bidding uses the same budget (bidding.ts).
 */
export const DEFAULT_BUDGET: SearchBudget = { samples: 20, nodes: 6000 };

/**
 * Spritzen (Stoß, Re, Supra, Resupra): the share of sampled deals the seat must come out ahead in, per level. The
 * samples see more than the seat will (every hand open), so they are trusted only together with the heuristic
 * bot's hand reading (wantsStoss): against its games, Stoß on the samples alone lost money.
 */
export const SPRITZE_CONFIDENCE = [0.8, 0.85, 0.9, 0.9] as const;

type Input = BotInput<SchafkopfView, SchafkopfAction>;
const isSpritze = (action: SchafkopfAction): boolean => (SPRITZEN_ACTIONS as readonly string[]).includes(action.type);

/**
 * Bayerischer Schafkopf by perfect-information Monte Carlo (play.ts): every card by search over sampled deals; a
 * Spritze when the same samples say the seat wins often enough and the heuristic bot would give it too; the announcement and the game named by evaluating
 * the candidate games over sampled deals (bidding.ts); the rest as the heuristic bot does it: Klopfen, the
 * Hochzeit gift and the Schieberrunde's choices and pushes (no search: they are rare and made before the game is
 * known well enough to search), and the vote to end a session.
 *
 * `peek` is for measurement only (`npm run bench:bots` with BENCH_ORACLE): the bot then searches the true deal
 * instead of samples, which shows how much the method could gain if the seat saw every card. The service never
 * gives it.
 */
export function strongSchafkopfBot(budget: SearchBudget = DEFAULT_BUDGET, peek?: Peek): Bot {
  const bot = (input: Input): SchafkopfAction => {
    const { seat, view, legalActions, log } = input;
    if (log === undefined) throw new Error("The strong Schafkopf bot needs the seat's log (BotInput.log).");
    const vote = legalActions.find((a) => a.type === 'voteEnd' && a.end);
    if (vote && wantsToEnd(seat, view)) return vote;
    const cards = legalActions.filter((a) => a.type === 'playCard');
    if (view.phase === 'playing' && view.contract !== null && cards.length > 0) return play(input, cards, budget, peek);
    if (view.phase === 'announcing' || view.phase === 'naming') return chooseBid(input, budget, peek) ?? schafkopfBot(input);
    return schafkopfBot(input);
  };
  return bot as Bot;
}

function play(input: Input, cards: SchafkopfAction[], budget: SearchBudget, peek: Peek | undefined): SchafkopfAction {
  const { seat, view, legalActions, log, random } = input;
  const spritze = legalActions.find(isSpritze);
  if (cards.length === 1 && spritze === undefined) return cards[0];
  const k = knowledgeOf(seat, view, log!);
  const best = bestCard(scoreCards(k, view, random, budget, peek));
  // The true deal needs no second opinion.
  const trusted = peek !== undefined || wantsStoss(view, view.hand ?? []);
  if (spritze !== undefined && best.wins >= SPRITZE_CONFIDENCE[view.stoss.length] && trusted) return spritze;
  const card = cardOf(best.card);
  return cards.find((a) => a.type === 'playCard' && indexOf(a.card) === indexOf(card)) ?? cards[0];
}
