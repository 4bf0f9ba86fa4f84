import type { Card } from '../engine/core/cards.js';
import type { GameEvent } from '../engine/core/game.js';
import type { Seat } from '../engine/core/seats.js';
import { cardPoints } from '../engine/core/tricks.js';
import type { SchafkopfAction, SchafkopfView } from '../engine/schafkopf/index.js';
import { callableAces } from '../engine/schafkopf/rules/called.js';
import { gameAllowed, needsSuit, orderOf, type GameType } from '../engine/schafkopf/rules/games.js';
import { SPRITZEN_ACTIONS } from '../engine/schafkopf/schemas.js';
import type { SchafkopfState } from '../engine/schafkopf/types.js';
import { SUITS } from '../engine/core/cards.js';
import type { Random } from '../bots/random.js';
import { auctionWeight } from '../bots/strong/schafkopf/auction.js';
import { dealAround } from '../bots/strong/schafkopf/bidding.js';
import { cardsOf, indexOf, popcount } from '../bots/strong/schafkopf/cards.js';
import { knowledgeOf } from '../bots/strong/schafkopf/knowledge.js';
import { payoffFor } from '../bots/strong/schafkopf/payoff.js';
import { openDeal, sideOf, solveWithin } from '../bots/strong/schafkopf/play.js';
import { sampleDeals } from '../bots/strong/schafkopf/sampler.js';
import { Solver } from '../bots/strong/schafkopf/solver.js';
import { bidAnalysis, type BidPlace } from './bids.js';
import { claimPayments, type ValuedClaim } from './schafkopf-bids.js';
import { CENTS } from './sentences.js';
import type { AnalysisBudget, BidAnalysis, Sentence } from './types.js';

/** How Klopfen and the Spritzen are valued. */
export const SCHAFKOPF_DOUBLINGS_ESTIMATE: Sentence = {
  de: 'Klopfen: die übrigen Karten `samples`-mal zufällig verteilt (auch die zweite Hälfte des Platzes); auf jeder Verteilung wird das Spiel gespielt, das einem Platz mit offenen Karten am meisten bringt (Rufspiel, Solo, Wenz, Geier und ihre Farb-Formen, der erste Stich gesucht), keines, wenn keines gewinnt; Klopfen ist das Doppelte des Mittels für den Platz wert, „Gut“ das Mittel. Stoß, Re, Supra und Resupra: für jeden Platz, der sie geben durfte, dort, wo er sie gab oder wo sein Recht dazu endete (ein nicht gegebener Stoß steht als „Gut“); die unbekannten Karten `samples`-mal passend zu dem verteilt, was der Platz wusste, die Stellung mit offenen Karten gesucht; gegeben ist das Doppelte des Mittels für den Platz wert, nicht gegeben das Mittel.',
  en: 'Klopfen: the other cards dealt `samples` times at random (the seat\'s second half too); on each deal the game that brings a seat the most with all hands open is played (Rufspiel, Solo, Wenz, Geier and their Farb- kinds, the first trick searched), none if none wins; Klopfen is worth twice the seat\'s mean, "Gut" the mean. Stoß, Re, Supra and Resupra: for each seat that could give one, where it gave it or where its right to ended (one not given stands as "Gut"); the unseen cards dealt `samples` times to fit what the seat knew, the position searched with all hands open; giving it is worth twice the seat\'s mean, not giving it the mean.',
};

/** The games the Klopfen valuation reckons each seat might play: the common ones, the first trick searched. */
const KLOPFEN_GAMES: readonly GameType[] = ['rufspiel', 'solo', 'wenz', 'geier', 'farbwenz', 'farbgeier'];

/** Positions per sampled position of a Spritze, as the strong bot searches a card. */
const NODES_PER_SPRITZE = 6_000;

const round = (n: number) => Math.round(n * 100) / 100;

/** Klopfen or "Gut" after the first half of the cards, from the seat's first cards. */
export function klopfenBid(
  place: BidPlace,
  seat: Seat,
  action: SchafkopfAction,
  view: SchafkopfView,
  random: Random,
  budget: AnalysisBudget,
): BidAnalysis<SchafkopfAction> {
  const deals = Array.from({ length: Math.max(1, budget.samples) }, () => dealAround(seat, view, view.hand ?? [], random));
  const mean = deals.reduce((sum, hands) => sum + playedGame(view, hands)[seat], 0) / deals.length;
  const candidates = [
    { action: { type: 'klopfen' } as SchafkopfAction, value: round(2 * mean) },
    { action: { type: 'declineDouble' } as SchafkopfAction, value: round(mean) },
  ];
  return bidAnalysis(place, seat, 'doubling', action, candidates, deals.length, CENTS, { game: 'schafkopf' });
}

/**
 * Every seat's cents on one open deal when the game that pays its declarer the most is played (each seat's
 * Rufspiele, Soli, Wenz and Geier the table allows, the first trick searched); nothing when none wins.
 */
function playedGame(view: SchafkopfView, hands: number[]): number[] {
  let best: number[] = [0, 0, 0, 0];
  let top = 0;
  const vorhand = view.vorhand ?? 0;
  for (let i = 0; i < 4; i++) {
    const declarer = (vorhand + i) % 4;
    for (const claim of claimsOf(cardsOf(hands[declarer]), view)) {
      const payments = claimPayments(declarer, claim, view, hands, null);
      if (payments[declarer] > top) {
        top = payments[declarer];
        best = payments;
      }
    }
  }
  return best;
}

function claimsOf(hand: readonly Card[], view: SchafkopfView): ValuedClaim[] {
  const claims: ValuedClaim[] = [];
  for (const game of KLOPFEN_GAMES) {
    if (!gameAllowed(game, view.options)) continue;
    if (game === 'rufspiel') for (const call of callableAces(hand, orderOf('rufspiel', null))) claims.push({ game, call });
    else if (needsSuit(game)) for (const suit of SUITS) claims.push({ game: game as ValuedClaim['game'], suit });
    else claims.push({ game: game as ValuedClaim['game'] });
  }
  return claims;
}

/**
 * A Spritze (Stoß, Re, Supra, Resupra) given, or not given by a seat whose right to it ended, valued in the state
 * `before` it from the seat's view and its memory of the deal (`log`): the unseen cards dealt as the strong bot
 * samples them, the position searched with all hands open, the seat's mean cents at the deal's doublings and at
 * twice them.
 */
export function spritzeBid(
  place: BidPlace,
  seat: Seat,
  given: boolean,
  state: SchafkopfState,
  view: SchafkopfView,
  log: readonly GameEvent[],
  random: Random,
  budget: AnalysisBudget,
): BidAnalysis<SchafkopfAction> {
  const spritze = { type: SPRITZEN_ACTIONS[state.stoss.length] } as SchafkopfAction;
  const decline = { type: 'declineDouble' } as SchafkopfAction;
  const k = knowledgeOf(seat, view, log);
  const deals = sampleDeals(k, random, Math.max(1, budget.samples), 0, auctionWeight(k, view));
  const leader = state.trick[0]?.seat ?? state.turn ?? 0;
  const trick = state.trick.map((play) => indexOf(play.card));
  const tricks = state.tricksWon.map((list) => list.length);
  const mover = (leader + trick.length) % 4;
  let once = 0;
  let twice = 0;
  for (const hands of deals) {
    const side = sideOf(k, hands);
    const deal = openDeal(k, hands, side, trick, leader, tricks);
    const base = state.tricksWon.reduce((sum, list, s) => sum + (side[s] ? list.reduce((n, t) => n + cardPoints(t), 0) : 0), 0);
    const values = solveWithin(new Solver(deal), NODES_PER_SPRITZE, popcount(hands[mover])).map((m) => m.value);
    const value = base + (deal.maximizing[mover] ? Math.max(...values) : Math.min(...values));
    const start = hands.map((hand, s) => hand | k.played[s]);
    once += payoffFor(k, view, start, side)(value);
    twice += payoffFor(k, { ...view, multiplier: 2 * view.multiplier }, start, side)(value);
  }
  const candidates = [
    { action: spritze, value: round(twice / deals.length) },
    { action: decline, value: round(once / deals.length) },
  ];
  return bidAnalysis(place, seat, 'playing', given ? spritze : decline, candidates, deals.length, CENTS, { game: 'schafkopf' });
}
