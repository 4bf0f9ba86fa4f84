import { makeCard, rankOf, suitOf, SUITS, type Card, type Suit } from '../../engine/core/cards.js';
import { beats, CARD_POINTS, type CardOrder } from '../../engine/core/tricks.js';
import { SCHNAPSEN_PACK, schnapsenOrder } from '../../engine/schnapsen/common/cards.js';
import type { Play } from '../../engine/core/tricks.js';
import type { SchnapsenAction, SchnapsenView } from '../../engine/schnapsen/zweier/index.js';
import type { Bot } from '../bot.js';
import type { Random } from '../random.js';

/**
 * What the bot reads of one deal: the seat's hand and the trick on the table (the view envelope) and the deal's
 * public facts. Seats are the deal's own (0 and 1): Dreierschnapsen's play-off hands its view over mapped so.
 */
export interface DealView {
  hand: readonly Card[];
  trick: readonly Play[];
  trump: Suit | null;
  trumpCard: Card | null;
  strict: boolean;
  exhausted: boolean;
  tricks: readonly { plays: readonly Play[] }[];
  scores: SchnapsenView['scores'];
}

/** Going out: cards taken plus counted marriages (docs/rules-decisions.md#schnapsen-going-out). */
export const GOAL = 66;
/** What a trump is worth beyond its card points when choosing what to give away or win with. */
export const TRUMP_KEEP = 12;
/** A König or Ober whose partner is in hand: a marriage still to announce. */
export const MARRIAGE_KEEP = 12;
/** A König or Ober whose partner is still unseen while the talon is open: it may yet be drawn. */
export const PARTNER_KEEP = 4;
/** What the opponent is assumed to add to a trick we take for sure (a König; found best against 2 and 8 in bot-vs-bot play). */
export const OPPONENT_ADDS = 4;

/** What the seat knows: its hand, the trump, the played cards, and the cards it has not seen (the opponent's hand and the talon). */
interface Seen {
  deal: DealView;
  hand: Card[];
  trump: Suit;
  order: CardOrder;
  /** Neither in our hand, nor played, nor the face-up trump card (which stays out of play once the talon is closed). */
  unseen: Card[];
  /** Card points of our tricks, and every marriage we announced (they count once we have a trick). */
  cardPoints: number;
  marriagePoints: number;
}

const value = (card: Card): number => CARD_POINTS[rankOf(card)];

/**
 * Schnapsen for two by basic strategy, from the seat's view only: claim 66 exactly when the count reaches it;
 * exchange the trump Unter; close only with a hand that makes 66 by sure tricks; declare marriages (40 first);
 * while the talon is open keep trumps, high cards and marriage partners, take aces and tens cheaply, else play low;
 * in strict play lead sure winners and win with the cheapest winning card.
 */
export const schnapsenBot: Bot<SchnapsenView, SchnapsenAction> = ({ seat, view, legalActions, random }) => {
  if (!view.hand) return legalActions[0];
  const deal: DealView = { ...view, hand: view.hand as Card[], trick: view.trick as Play[] };
  return playDeal(seat, deal, legalActions, random);
};

/** One move in a deal of Schnapsen for two (also Dreierschnapsen's play-off), by local seat. */
export function playDeal(seat: number, deal: DealView, legalActions: readonly SchnapsenAction[], random: Random): SchnapsenAction {
  const fallback = legalActions[0];
  if (deal.trump === null || (seat !== 0 && seat !== 1)) return fallback;
  const seen = seenBy(deal, [...deal.hand], deal.trump, seat);
  const has = (type: SchnapsenAction['type']) => legalActions.find((a) => a.type === type);

  const claim = has('claimOut');
  if (claim && deal.scores[seat].points >= GOAL) return claim;
  const exchange = has('exchangeTrump');
  if (exchange) return exchange;
  const close = has('closeTalon');
  if (close && closingMakes66(seen)) return close;
  const marriages = legalActions.filter((a): a is Extract<SchnapsenAction, { type: 'declareMarriage' }> => a.type === 'declareMarriage');
  if (marriages.length > 0) return marriages.find((a) => a.suit === deal.trump) ?? marriages[0];

  const plays = legalActions.filter((a): a is Extract<SchnapsenAction, { type: 'playCard' }> => a.type === 'playCard');
  if (plays.length === 0) return fallback;
  const cards = plays.map((a) => a.card);
  const card = deal.trick.length === 0 ? lead(seen, cards, random) : follow(seen, cards, random);
  return plays.find((a) => a.card === card) ?? fallback;
}

function seenBy(deal: DealView, hand: Card[], trump: Suit, seat: 0 | 1): Seen {
  const played = [...deal.tricks.flatMap((t) => t.plays.map((p) => p.card)), ...deal.trick.map((p) => p.card)];
  const unseen = SCHNAPSEN_PACK.filter((c) => !hand.includes(c) && !played.includes(c) && c !== deal.trumpCard);
  const score = deal.scores[seat];
  return {
    deal,
    hand,
    trump,
    order: schnapsenOrder(trump),
    unseen,
    cardPoints: score.cardPoints,
    marriagePoints: score.marriages.reduce((sum, m) => sum + m.points, 0),
  };
}

const isTrump = (seen: Seen, card: Card): boolean => suitOf(card) === seen.trump;

/** No unseen card of its suit beats it (in strict play the opponent may still trump a plain suit). */
const isMaster = (seen: Seen, card: Card): boolean =>
  !seen.unseen.some((other) => suitOf(other) === suitOf(card) && seen.order.strength(other) > seen.order.strength(card));

/** A sure trick in strict play: a master trump, or a plain master the opponent cannot trump (no trump unseen, or he must follow). */
function sureWinner(seen: Seen, card: Card): boolean {
  if (!isMaster(seen, card)) return false;
  if (isTrump(seen, card)) return true;
  const trumpsOut = seen.unseen.some((c) => isTrump(seen, c));
  // Once the talon is exhausted the unseen cards are exactly the opponent's hand: holding the suit, he must follow.
  const mustFollow = seen.deal.exhausted && seen.unseen.some((c) => suitOf(c) === suitOf(card));
  return !trumpsOut || mustFollow;
}

/** A König or Ober kept for a marriage: its partner is in hand, or (talon open) may still be drawn. */
function marriageKeep(seen: Seen, card: Card): number {
  const rank = rankOf(card);
  if (rank !== 'K' && rank !== 'O') return 0;
  const partner = makeCard(suitOf(card), rank === 'K' ? 'O' : 'K');
  if (seen.hand.includes(partner)) return MARRIAGE_KEEP;
  return !seen.deal.strict && seen.unseen.includes(partner) ? PARTNER_KEEP : 0;
}

/** What giving a card away (or spending it on a trick) costs: its points, more for a trump or a marriage partner. */
const keepCost = (seen: Seen, card: Card): number => value(card) + (isTrump(seen, card) ? TRUMP_KEEP : 0) + marriageKeep(seen, card);

/** The cheapest of `cards` by `cost`; equal costs are a tie broken by `random`. */
function cheapest(cards: Card[], cost: (card: Card) => number, random: Random): Card {
  const least = Math.min(...cards.map(cost));
  return random.pick(cards.filter((card) => cost(card) === least));
}

/**
 * Close (zudrehen) only when sure tricks make 66: the card points so far, every marriage announced or in hand (a
 * sure trick makes them count), and each sure winner's points plus OPPONENT_ADDS for the opponent's card. The
 * face-up trump card stays out of play after closing, so it is not among the unseen cards the opponent could hold.
 */
function closingMakes66(seen: Seen): boolean {
  // Trumps are pulled first: once our master trumps outnumber the unseen trumps, plain masters are sure too.
  const masterTrumps = seen.hand.filter((c) => isTrump(seen, c) && isMaster(seen, c)).length;
  const unseenTrumps = seen.unseen.filter((c) => isTrump(seen, c)).length;
  const trumpsDrawn = masterTrumps > 0 && masterTrumps >= unseenTrumps;
  const sure = seen.hand.filter((c) => sureWinner(seen, c) || (trumpsDrawn && isMaster(seen, c)));
  if (sure.length === 0) return false;
  const toAnnounce = SUITS.filter((s) => seen.hand.includes(makeCard(s, 'K')) && seen.hand.includes(makeCard(s, 'O'))).reduce(
    (sum, s) => sum + (s === seen.trump ? 40 : 20),
    0,
  );
  const tricks = sure.reduce((sum, c) => sum + value(c) + OPPONENT_ADDS, 0);
  return seen.cardPoints + seen.marriagePoints + toAnnounce + tricks >= GOAL;
}

/**
 * Leading. Free play: a low card, never a trump or a marriage partner when something cheaper will do. Strict play:
 * the highest sure winner (master trumps draw the opponent's trumps), else the cheapest card.
 */
function lead(seen: Seen, cards: Card[], random: Random): Card {
  const sure = seen.deal.strict ? cards.filter((c) => sureWinner(seen, c)) : [];
  if (sure.length > 0) return cheapest(sure, (c) => -value(c), random);
  return cheapest(cards, (c) => keepCost(seen, c), random);
}

/**
 * Following. Take the trick whenever it brings 66; in strict play win with the cheapest winning card if any wins;
 * with the talon open take an Ass or Zehn cheaply, take any lead with a higher card of its (plain) suit, and
 * otherwise play low rather than spend a trump.
 */
function follow(seen: Seen, cards: Card[], random: Random): Card {
  const led = seen.deal.trick[0].card;
  const winners = cards.filter((c) => beats(seen.order, c, led));
  const cost = (c: Card) => keepCost(seen, c);
  const out = winners.filter((c) => seen.cardPoints + seen.marriagePoints + value(led) + value(c) >= GOAL);
  if (out.length > 0) return cheapest(out, cost, random);
  if (winners.length > 0 && (seen.deal.strict || value(led) >= 10)) return cheapest(winners, cost, random);
  const plain = winners.filter((c) => !isTrump(seen, c) && marriageKeep(seen, c) < MARRIAGE_KEEP);
  if (plain.length > 0) return cheapest(plain, cost, random);
  return cheapest(cards, cost, random);
}
