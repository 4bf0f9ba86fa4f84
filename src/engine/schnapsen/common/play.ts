import { makeCard, suitOf, type Card, type Suit } from '../../core/cards.js';
import type { Seat } from '../../core/seats.js';
import { cardPoints, playableCards, winningPlay, type CardOrder, type Play } from '../../core/tricks.js';
import { schnapsenOrder } from './cards.js';
import type { ContractRecord, GameShape } from './contracts.js';
import { marriagePoints } from './marriages.js';
import { seatsInPlay, type Sides } from './sides.js';

/** A completed trick: its cards in playing order and who took it. */
export interface TakenTrick {
  plays: Play[];
  winner: Seat;
}

/** A 20 or 40, declared by the player on lead before leading one of the pair. */
export interface DeclaredMarriage {
  seat: Seat;
  suit: Suit;
  points: 20 | 40;
  /** Tricks completed when it was declared. */
  afterTricks: number;
}

/** What the trick play of one deal needs to know; fixed once the contract is settled. */
export interface DealTerms {
  contract: ContractRecord;
  /** The called trump (kept even when the contract ignores it: Herzrunde and requirements look at it). */
  trump: Suit | null;
  sides: Sides;
  shape: GameShape;
  /** Schnapser mit Mann: the declarer's partner may take tricks in a Schnapser (regional option). */
  schnapserMitMann: boolean;
}

/** The running trick play of a deal. */
export interface PlayState {
  /** Per seat (an out seat keeps its cards). */
  hands: Card[][];
  trick: Play[];
  tricks: TakenTrick[];
  marriages: DeclaredMarriage[];
  /** After a 20/40: the suit whose König or Ober must be led now. */
  mustLead: Suit | null;
  turn: Seat;
}

/** The card order of the contract: trump only if it counts; Ass low in the Zehner- and Assen-contracts. */
export const orderOf = (terms: Pick<DealTerms, 'contract' | 'trump'>): CardOrder =>
  schnapsenOrder(terms.contract.trump ? terms.trump : null, terms.contract.assLow);

/** Who leads the first trick. `rufer` is the trump caller. */
export const firstLeader = (terms: DealTerms, rufer: Seat): Seat => (terms.contract.leader === 'rufer' ? rufer : terms.sides.declarer);

export function startPlay(hands: readonly (readonly Card[])[], leader: Seat): PlayState {
  return { hands: hands.map((hand) => [...hand]), trick: [], tricks: [], marriages: [], mustLead: null, turn: leader };
}

/** Farb- und Stichzwang on the LED card (docs/rules-decisions.md#schnapsen-family-follow-and-beat), and after a 20/40 one of the pair must be led. */
export function legalCards(state: PlayState, terms: DealTerms, seat: Seat): Card[] {
  if (seat !== state.turn) return [];
  const hand = state.hands[seat] ?? [];
  if (state.trick.length === 0 && state.mustLead !== null) {
    const pair = [makeCard(state.mustLead, 'K'), makeCard(state.mustLead, 'O')];
    return hand.filter((card) => pair.includes(card));
  }
  return playableCards(hand, state.trick, orderOf(terms), 'followAndBeat');
}

/** The 20/40 the seat may declare now: on lead, holding König and Ober, in a contract where points decide. */
export function marriageSuits(state: PlayState, terms: DealTerms, seat: Seat): Suit[] {
  if (!terms.contract.marriages || seat !== state.turn || state.trick.length > 0 || state.mustLead !== null) return [];
  const hand = state.hands[seat] ?? [];
  return (['E', 'G', 'H', 'S'] as const).filter((suit) => hand.includes(makeCard(suit, 'K')) && hand.includes(makeCard(suit, 'O')));
}

export function marriageOf(state: PlayState, terms: DealTerms, seat: Seat, suit: Suit): DeclaredMarriage {
  const trump = terms.contract.trump ? terms.trump : null;
  return { seat, suit, points: marriagePoints(suit, trump), afterTricks: state.tricks.length };
}

/** Applies a declared 20/40 (evolve uses this). */
export function withMarriage(state: PlayState, marriage: DeclaredMarriage): PlayState {
  return { ...state, marriages: [...state.marriages, { ...marriage }], mustLead: marriage.suit };
}

/** Applies a card; a full trick stays on the table until `withTrickTaken`. */
export function withCardPlayed(state: PlayState, seat: Seat, card: Card, order: readonly Seat[]): PlayState {
  const hands = state.hands.map((hand, s) => (s === seat ? hand.filter((c) => c !== card) : hand));
  const trick = [...state.trick, { seat, card }];
  const full = trick.length === order.length;
  return { ...state, hands, trick, mustLead: null, turn: full ? state.turn : nextIn(order, seat) };
}

/** Moves the full trick to the taken tricks; the winner leads next. */
export function withTrickTaken(state: PlayState, winner: Seat): PlayState {
  return { ...state, tricks: [...state.tricks, { plays: state.trick.map((p) => ({ ...p })), winner }], trick: [], turn: winner };
}

const nextIn = (order: readonly Seat[], seat: Seat): Seat => order[(order.indexOf(seat) + 1) % order.length];

/** The seats in play in trick order (clockwise). */
export const playOrder = (terms: DealTerms): Seat[] => seatsInPlay(terms.sides);

export const trickComplete = (state: PlayState, terms: DealTerms): boolean => state.trick.length === playOrder(terms).length;

export const trickWinner = (state: PlayState, terms: DealTerms): Seat => winningPlay(state.trick, orderOf(terms)).seat;

/** A side's count: tricks, card points, declared and counted 20/40 (they count once the side has a trick). */
export interface Tally {
  seats: Seat[];
  tricks: number;
  cardPoints: number;
  declared: number;
  counted: number;
  /** cardPoints + counted. */
  total: number;
}

export function tallyOf(state: PlayState, seats: readonly Seat[]): Tally {
  const taken = state.tricks.filter((t) => seats.includes(t.winner));
  const points = cardPoints(taken.flatMap((t) => t.plays.map((p) => p.card)));
  const declared = state.marriages.filter((a) => seats.includes(a.seat)).reduce((sum, a) => sum + a.points, 0);
  const counted = taken.length > 0 ? declared : 0;
  return { seats: [...seats], tricks: taken.length, cardPoints: points, declared, counted, total: points + counted };
}

/** All cards still on the table or in hands, and in tricks: for the "every card once" invariant. */
export const cardsOf = (state: PlayState): Card[] => [
  ...state.hands.flat(),
  ...state.trick.map((p) => p.card),
  ...state.tricks.flatMap((t) => t.plays.map((p) => p.card)),
];

export const suitsOf = (cards: readonly Card[]): Suit[] => [...new Set(cards.map(suitOf))];
