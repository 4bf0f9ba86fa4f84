import { makeCard, rankOf, suitOf, SUITS, type Card, type Rank, type Suit } from '../../engine/core/cards.js';
import { CARD_POINTS } from '../../engine/core/tricks.js';
import { RANKS_ASS_LOW, RANKS_NORMAL } from '../../engine/schnapsen/common/cards.js';
import type { ContractRecord, GameShape } from '../../engine/schnapsen/common/contracts.js';
import type { TrumpCallAction } from '../../engine/schnapsen/common/events.js';
import type { Random } from '../random.js';

/**
 * The hand judgement Bauernschnapsen's and Dreierschnapsen's bots share (the shared Schnapsen core makes the
 * two games' moves alike): which suit to call, which contract a hand clearly supports, when to double, what to
 * lay away. Everything reads only the seat's own cards and the public contract.
 */

export const points = (card: Card): number => CARD_POINTS[rankOf(card)];

/** Ranks from highest to lowest in a contract's order (Ass low in the Zehner- and Assen-contracts). */
export const ranksOf = (assLow: boolean): readonly Rank[] => (assLow ? RANKS_ASS_LOW : RANKS_NORMAL);

const cardsIn = (hand: readonly Card[], suit: Suit): Card[] => hand.filter((card) => suitOf(card) === suit);

/** The held cards of a suit are exactly its top ranks (A, 10, K ... with nothing missing in between). */
export function isTopRun(held: readonly Card[], suit: Suit, ranks: readonly Rank[]): boolean {
  return ranks.slice(0, held.length).every((rank) => held.includes(makeCard(suit, rank)));
}

/** The held cards of a suit are exactly its bottom ranks (U, O, K ... in the normal order). */
export function isBottomRun(held: readonly Card[], suit: Suit, ranks: readonly Rank[]): boolean {
  return [...ranks]
    .reverse()
    .slice(0, held.length)
    .every((rank) => held.includes(makeCard(suit, rank)));
}

/** How many of the suit's top ranks the hand holds without a gap. */
export function topRunLength(hand: readonly Card[], suit: Suit, ranks: readonly Rank[]): number {
  let length = 0;
  while (length < ranks.length && hand.includes(makeCard(suit, ranks[length]))) length++;
  return length;
}

/** Rough trick strength of a card for choosing trump: Ass 5, Zehn 4, König 3, Ober 2, Unter 1. */
const CALL_WEIGHT: Readonly<Record<string, number>> = { A: 5, '10': 4, K: 3, O: 2, U: 1 };

/**
 * The trump call from the first three cards: with three Unter a redeal (a Blinder Bettler would stake the deal
 * on two unseen cards); the suit it holds most cards of (then the strongest of those); with three different
 * suits it turns up one of the cards still to come (which one is a tie).
 */
export function chooseTrumpCall<A extends { type: string }>(firstPacket: readonly Card[], legal: readonly A[], random: Random): A {
  const redeal = legal.find((a) => a.type === 'demandRedeal');
  if (redeal) return redeal;
  const calls = legal.filter((a): a is A & Extract<TrumpCallAction, { type: 'callTrump' }> => a.type === 'callTrump');
  const most = Math.max(0, ...SUITS.map((suit) => cardsIn(firstPacket, suit).length));
  const turnUps = legal.filter((a) => a.type === 'turnUpTrump');
  if (most < 2 && turnUps.length > 0) return random.pick(turnUps);
  const score = (suit: Suit) =>
    cardsIn(firstPacket, suit).length * 100 + cardsIn(firstPacket, suit).reduce((sum, card) => sum + CALL_WEIGHT[rankOf(card)], 0);
  const best = Math.max(...calls.map((a) => score(a.suit)));
  return random.pick(calls.filter((a) => score(a.suit) === best));
}

/** What a hand is judged with: the cards, the called trump, the game's shape and its number of players. */
export interface HandSense {
  hand: readonly Card[];
  trump: Suit | null;
  shape: GameShape;
  players: number;
  /** Cards out of play that nobody holds and the seat has not seen (Dreierschnapsen's untouched talon). */
  hidden: number;
  /** Cards out of play that the seat knows (its own discards). */
  gone: readonly Card[];
}

/**
 * Every trick is sure: each suit held is a top run (no trump: the declarer leads them one by one); with trump,
 * enough top trumps to draw every trump the others hold (a lone opponent may hold all of them), or one more when
 * an opponent leads the first trick (Kontra contracts).
 */
function allTricksSure(record: ContractRecord, sense: HandSense, declarerLeads: boolean): boolean {
  const ranks = ranksOf(record.assLow);
  const trump = record.trump ? sense.trump : null;
  const runs = SUITS.every((suit) => isTopRun(cardsIn(sense.hand, suit), suit, ranks));
  if (!runs) return false;
  if (trump === null) return declarerLeads;
  const trumps = cardsIn(sense.hand, trump).length;
  return trumps === 5 || (trumps >= 5 - trumps && (declarerLeads || trumps >= 4));
}

/**
 * No trick can be forced on the declarer: in every suit he holds only its lowest cards (counting the ones he
 * knows are out of play), so whatever is led beats them; and he can lead a suit in which the others must hold a
 * higher card (more of it is out than could hide in the talon), which then beats his.
 */
function noTricksSure(record: ContractRecord, sense: HandSense): boolean {
  const ranks = ranksOf(record.assLow);
  let leadable = false;
  for (const suit of SUITS) {
    const held = cardsIn(sense.hand, suit);
    if (held.length === 0) continue;
    const low = [...held, ...cardsIn(sense.gone, suit)];
    if (!isBottomRun(low, suit, ranks)) return false;
    if (5 - low.length > sense.hidden) leadable = true;
  }
  return leadable;
}

/** Opponents' cards are counted low: they throw what they can spare. */
const OPPONENT_CARD = 2;

/**
 * What a Schnapser (66 within the first `shortTricks` tricks, all of them the declarer's) can count on: its sure
 * tricks (top trumps; plain aces once two top trumps hold the others off) with the opponents' cards, and a 40 when
 * the trump König and Ober are sure tricks themselves (the König is then led first).
 */
export function schnapserCount(sense: HandSense): number {
  const trump = sense.trump;
  if (trump === null) return 0;
  const run = topRunLength(sense.hand, trump, RANKS_NORMAL);
  const sureTrumps = RANKS_NORMAL.slice(0, run).map((rank) => makeCard(trump, rank));
  const aces = run >= 2 ? sense.hand.filter((card) => rankOf(card) === 'A' && suitOf(card) !== trump) : [];
  const sure = [...sureTrumps, ...aces].sort((a, b) => points(b) - points(a));
  const perTrick = (sense.players - 1) * OPPONENT_CARD;
  const count = (tricks: Card[]) => tricks.reduce((sum, card) => sum + points(card) + perTrick, 0);
  const plain = count(sure.slice(0, sense.shape.shortTricks));
  if (run < 4) return plain;
  const king = makeCard(trump, 'K');
  const withForty = [king, ...sure.filter((card) => card !== king).slice(0, sense.shape.shortTricks - 1)];
  return Math.max(plain, count(withForty) + 40);
}

/**
 * Does the hand clearly support the contract? Laid-down contracts always (the engine offers them only with the
 * cards they need); all-tricks contracts when every trick is sure; Bettler family when no trick can be forced on
 * it; a Schnapser when its sure tricks count 66 (an opponent's Kontraschnapser also needs three top trumps).
 * Contracts won together with the partner (Dokta, Schnapser zusammen) are left to people.
 */
export function supports(record: ContractRecord, sense: HandSense): boolean {
  const declarerLeads = record.leader === 'declarer' || record.declarers === 'rufer';
  switch (record.goal.kind) {
    case 'layDown':
      return true;
    case 'allTricks':
      return record.goal.by === 'declarer' && allTricksSure(record, sense, declarerLeads);
    case 'noTricks':
      return noTricksSure(record, sense);
    case 'schnapser': {
      if (record.goal.by !== 'declarer' || sense.trump === null) return false;
      const topTrumps = topRunLength(sense.hand, sense.trump, RANKS_NORMAL);
      return schnapserCount(sense) >= 66 && (declarerLeads || topTrumps >= 3);
    }
    case 'normal':
      return false;
  }
}

/**
 * A hand's strength for the Normal game (points): trumps A 4, 10 3, K 2, O 2, U 1; plain aces 3, a plain Zehn 2
 * with its Ass (else 1); König and Ober together 3 in trump, 1 otherwise; scaled to five cards.
 */
export function normalStrength(hand: readonly Card[], trump: Suit | null, handSize: number): number {
  const TRUMP: Readonly<Record<string, number>> = { A: 4, '10': 3, K: 2, O: 2, U: 1 };
  let total = 0;
  for (const card of hand) {
    const suit = suitOf(card);
    const rank = rankOf(card);
    if (suit === trump) total += TRUMP[rank];
    else if (rank === 'A') total += 3;
    else if (rank === '10') total += hand.includes(makeCard(suit, 'A')) ? 2 : 1;
  }
  for (const suit of SUITS) {
    if (hand.includes(makeCard(suit, 'K')) && hand.includes(makeCard(suit, 'O'))) total += suit === trump ? 3 : 1;
  }
  return (total * 5) / handSize;
}

/** Spritzen against a Normal game from this strength (a good five-card hand is about 12). */
export const SPRITZEN_AT = 12;
/** Retour and Re in a Normal game: only a clearly winning hand. */
export const RETOUR_AT = 15;

/** The seat's part in the deal: the declarer, his partner (playing or sitting out), or a defender. */
export type Role = 'declarer' | 'partner' | 'defender';

/**
 * Spritzen, Retour, Re: against a Normal game by strength; against an all-tricks contract or a Schnapser a
 * defender doubles with the top trump (a sure trick ends it), the declarer only with a sure hand; against a
 * Bettler a defender spritzt holding the lowest card of three suits (he can lead each into the declarer's
 * obligation to beat it), the declarer answers only with a sure hand. A partner leaves it to the declarer,
 * except in the Normal game, where the side's strength is his own to judge.
 */
export function wantsDoubling(name: 'spritzen' | 'retour' | 're', record: ContractRecord, role: Role, sense: HandSense): boolean {
  const goal = record.goal.kind;
  if (goal === 'layDown') return false;
  if (goal === 'normal') {
    const strength = normalStrength(sense.hand, sense.trump, sense.shape.handSize);
    return strength >= (name === 'spritzen' ? SPRITZEN_AT : RETOUR_AT);
  }
  if (role === 'partner') return false;
  if (role === 'declarer') return supports(record, sense);
  if (goal === 'noTricks') {
    const lowest = ranksOf(record.assLow).at(-1)!;
    return name === 'spritzen' && SUITS.filter((suit) => sense.hand.includes(makeCard(suit, lowest))).length >= 3;
  }
  const trump = record.trump ? sense.trump : null;
  return trump !== null && sense.hand.includes(makeCard(trump, ranksOf(record.assLow)[0]));
}

/**
 * What laying a card away after taking the talon costs (the two cheapest go; they count for nobody): in a
 * Bettler its height (the highest go); otherwise trumps are kept first, then plain aces (a trick each), a Zehn
 * beside its Ass and marriage halves, and the rest by points.
 */
export function discardCost(card: Card, hand: readonly Card[], record: ContractRecord, trump: Suit | null): number {
  const ranks = ranksOf(record.assLow);
  const height = ranks.length - ranks.indexOf(rankOf(card));
  if (record.goal.kind === 'noTricks') return -height;
  const suit = suitOf(card);
  const rank = rankOf(card);
  if (record.trump && suit === trump) return 30 + points(card);
  if (rank === ranks[0]) return 20;
  const partner = rank === 'K' ? makeCard(suit, 'O') : rank === 'O' ? makeCard(suit, 'K') : null;
  const marriage = record.marriages && partner !== null && hand.includes(partner) ? 15 : 0;
  const guarded = rank === '10' && hand.includes(makeCard(suit, 'A')) ? 5 : 0;
  return points(card) + marriage + guarded;
}
