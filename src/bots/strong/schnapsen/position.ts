import { bit, KING, OBER, suitIndex, suitMask, UNTER } from './cards.js';

/**
 * A deal of Schnapsen for two with every card open, as the solver mutates it: hands as card masks, the talon in
 * drawing order with the face-up trump card as its last element (so that the draws need no special case), and
 * the counts that decide the score. Seats are the deal's local seats 0 and 1.
 */
export interface Position {
  trump: number;
  hands: [number, number];
  /** Face-down cards in drawing order, then the face-up trump card; the cards before `talonAt` are drawn. */
  talon: number[];
  talonAt: number;
  /** The seat that closed the talon (-1: open) and the opponent's points and tricks at that moment. */
  closedBy: number;
  closedOpponentPoints: number;
  closedOpponentTricks: number;
  cardPoints: [number, number];
  /** Points of the marriages each seat declared; they count once the seat has a trick. */
  marriagePoints: [number, number];
  tricks: [number, number];
  leader: number;
  /** The winner of the last trick (-1 before the first): only he may claim 66 on lead. */
  lastWinner: number;
  /** A marriage declared for the current lead (suit, or -1): its König or Ober must be led. */
  mustLead: number;
  rules: PositionRules;
}

/** The deal's house rules the solver needs (deal-options.ts). */
export interface PositionRules {
  exchangeWithOneLeft: boolean;
  closeWithOneLeft: boolean;
  mirrorWrongClaim: boolean;
}

export const GOING_OUT = 66;

export const talonLeft = (p: Position): number => p.talon.length - p.talonAt;

/** Strict play (Farb- und Stichzwang) once the talon is closed or exhausted. */
export const isStrict = (p: Position): boolean => p.closedBy >= 0 || p.talonAt >= p.talon.length;

/** A seat's count: card points plus declared marriages, which count only once he has a trick. */
export const countOf = (p: Position, seat: number): number => (p.tricks[seat] > 0 ? p.cardPoints[seat] + p.marriagePoints[seat] : 0);

/** Does the follower's card take the trick? Same suit: the higher card; else only a trump. */
export function followerWins(lead: number, follow: number, trump: number): boolean {
  const led = suitIndex(lead);
  const suit = suitIndex(follow);
  if (suit === led) return follow < lead;
  return suit === trump;
}

/** The cards the follower may play to `lead`: all while play is free; else beat in suit, follow lower, trump, anything. */
export function followMask(hand: number, lead: number, trump: number, strict: boolean): number {
  if (!strict) return hand;
  const led = suitIndex(lead);
  const following = hand & suitMask(led);
  if (following !== 0) {
    const higher = following & (bit(lead) - 1);
    return higher !== 0 ? higher : following;
  }
  const trumps = hand & suitMask(trump);
  return trumps !== 0 ? trumps : hand;
}

/** Suits in which `hand` holds König and Ober, as a 4-bit mask. */
export function marriageSuits(hand: number): number {
  let suits = 0;
  for (let suit = 0; suit < 4; suit++) {
    if ((hand & bit(suit * 5 + KING)) !== 0 && (hand & bit(suit * 5 + OBER)) !== 0) suits |= 1 << suit;
  }
  return suits;
}

export const marriageValue = (suit: number, trump: number): number => (suit === trump ? 40 : 20);

/** The trump Unter may be exchanged for the face-up trump card (deal-rules.ts, exchangeForbidden). */
export function mayExchange(p: Position, seat: number): boolean {
  if (p.closedBy >= 0 || p.mustLead >= 0) return false;
  const left = talonLeft(p);
  if (left === 0 || (left < 3 && !p.rules.exchangeWithOneLeft)) return false;
  return (p.hands[seat] & bit(p.trump * 5 + UNTER)) !== 0;
}

/** The talon may be closed (deal-rules.ts, closeForbidden). */
export function mayClose(p: Position): boolean {
  if (p.closedBy >= 0 || p.mustLead >= 0) return false;
  const left = talonLeft(p);
  return left > 0 && (left >= 3 || p.rules.closeWithOneLeft);
}

/** Game points from seat 0's side: +g when seat 0 scores g, -g when seat 1 does. */
const award = (winner: number, gamePoints: number): number => (winner === 0 ? gamePoints : -gamePoints);

/** 1, 2 (loser under 33) or 3 (loser without a trick): common/game-points.ts. */
const normalGamePoints = (points: number, tricks: number): number => (tricks === 0 ? 3 : points < 33 ? 2 : 1);

/** When the closer fails his opponent scores 2, or 3 if he had no trick at the closing. */
const failedClosing = (p: Position): number => (p.closedOpponentTricks === 0 ? 3 : 2);

/**
 * The most `seat` can still score in this deal, whatever is played (his opponent's wrong claims aside: the
 * opponent may always play a card instead, so they never raise the minimax value). Once the talon is closed the
 * stakes are fixed; otherwise the opponent's count and tricks only grow, so his state now bounds the result.
 */
export function bestCase(p: Position, seat: number): number {
  if (p.closedBy === seat) return normalGamePoints(p.closedOpponentPoints, p.closedOpponentTricks);
  if (p.closedBy >= 0) return failedClosing(p);
  const opponent = 1 - seat;
  return normalGamePoints(countOf(p, opponent), p.tricks[opponent]);
}

/** What a correct claim by `seat` is worth to him now (deal-scoring.ts, correctClaim). */
function correctClaimPoints(p: Position, seat: number): number {
  if (p.closedBy === seat) return normalGamePoints(p.closedOpponentPoints, p.closedOpponentTricks);
  if (p.closedBy >= 0) return failedClosing(p);
  const opponent = 1 - seat;
  return normalGamePoints(countOf(p, opponent), p.tricks[opponent]);
}

/** The deal's value (seat 0's side) when `seat` claims 66 now: right with 66, else the wrong claim's penalty. */
export function claimValue(p: Position, seat: number): number {
  if (countOf(p, seat) >= GOING_OUT) return award(seat, correctClaimPoints(p, seat));
  const opponent = 1 - seat;
  if (p.closedBy === seat) return award(opponent, failedClosing(p));
  if (p.rules.mirrorWrongClaim) return award(opponent, correctClaimPoints(p, seat));
  return award(opponent, p.tricks[opponent] === 0 ? 3 : 2);
}

/** The deal's value once every card is played: the last trick's winner with 66 goes out, else closing failed or 1. */
export function cardsOutValue(p: Position): number {
  const last = p.lastWinner;
  if (countOf(p, last) >= GOING_OUT) return award(last, correctClaimPoints(p, last));
  if (p.closedBy >= 0) return award(1 - p.closedBy, failedClosing(p));
  return award(last, 1);
}
