import type { Card, Suit } from '../engine/core/cards.js';
import type { Seat } from '../engine/core/seats.js';
import { stillNeeded, type BummerlScore } from '../engine/schnapsen/common/bummerl.js';
import { isHerzrunde, type DoublingSaid } from '../engine/schnapsen/common/doubling.js';
import type { DealTerms, PlayState } from '../engine/schnapsen/common/play.js';
import { scoreDeal } from '../engine/schnapsen/common/scoring.js';
import { termsOf as dreierTerms } from '../engine/schnapsen/dreier/terms.js';
import type { DreierState } from '../engine/schnapsen/dreier/types.js';
import { teamOf } from '../engine/schnapsen/bauern/table.js';
import type { BauernState } from '../engine/schnapsen/bauern/types.js';
import { bit, indexOf, maskOf, POINTS, suitIndex } from '../bots/strong/schnapsen-family/cards.js';
import type { Position, Rules } from '../bots/strong/schnapsen-family/rules.js';

/**
 * A deal of Bauern- or Dreierschnapsen as the analysis reads it, whichever game it comes from: the running trick
 * play and its terms, and everything its scoring depends on besides the play (doublings, Herzrunde, who scores
 * together, what the Bummerl still lacks).
 */
export interface FamilyDeal {
  players: 3 | 4;
  dealNumber: number;
  dealer: Seat;
  rufer: Seat;
  trump: Suit | null;
  terms: DealTerms | null;
  play: PlayState | null;
  doublings: readonly DoublingSaid[];
  herzrunde: boolean;
  partyOf: (seat: Seat) => number;
  stillNeeded: (party: number) => number;
}

export function bauernDeal(state: BauernState): FamilyDeal {
  const bummerl: BummerlScore = state.bummerl;
  return {
    players: 4,
    dealNumber: state.deal,
    dealer: state.dealer,
    rufer: state.rufer,
    trump: state.trump,
    terms: state.terms,
    play: state.play,
    doublings: state.doubling?.said ?? [],
    herzrunde: isHerzrunde(state.options.herzrunde, state.trump),
    partyOf: teamOf,
    stillNeeded: (team) => stillNeeded(bummerl, team),
  };
}

export function dreierDeal(state: DreierState): FamilyDeal {
  const deal = state.deal;
  const score = state.score;
  return {
    players: 3,
    dealNumber: deal?.number ?? state.dealCount,
    dealer: deal?.dealer ?? 0,
    rufer: deal?.rufer ?? 0,
    trump: deal?.trump ?? null,
    terms: deal === null ? null : dreierTerms(deal),
    play: deal?.play ?? null,
    doublings: deal?.doubling?.said ?? [],
    herzrunde: isHerzrunde(state.options.herzrunde, deal?.trump ?? null),
    partyOf: (seat) => seat,
    stillNeeded: (party) => stillNeeded(score, party),
  };
}

/** Three cards worth 33 card points (a losing side with 33 or more makes the Normal game worth 1). */
const THIRTY_THREE: Card[] = ['EA', 'GA', 'HA'];

/**
 * What each seat scores (positive) or its party concedes (negative) in game points toward the Bummerl when the
 * deal ends with the solver's value `v` for the declaring side: in the Normal game 1, 2 or 3 (negative: the other
 * side won it), else +1 made, -1 lost. The engine's own scoring decides (doublings, Herzrunde, the Bummerl cap):
 * it is given a play whose losing side has exactly the tricks and count that make that value.
 */
export function familyResults(deal: FamilyDeal, terms: DealTerms, v: number): number[] {
  const won = v > 0;
  const base = Math.abs(v);
  const loser = won ? terms.sides.defending : terms.sides.declaring;
  const tricks = base === 3 ? [] : [{ winner: loser[0], plays: base === 2 ? [] : THIRTY_THREE.map((card) => ({ seat: loser[0], card })) }];
  const play: PlayState = { hands: [], trick: [], tricks, marriages: [], mustLead: null, turn: 0 };
  const score = scoreDeal({
    terms,
    state: play,
    verdict: { winner: won ? 'declaring' : 'defending', reason: 'lastTrick' },
    doublings: deal.doublings,
    herzrunde: deal.herzrunde,
    partyOf: deal.partyOf,
    stillNeeded: deal.stillNeeded,
    players: deal.players,
  });
  return Array.from({ length: deal.players }, (_, seat) =>
    score.awards.some((a) => a.seats.includes(seat)) ? score.points : -score.points,
  );
}

/**
 * The seat's result for a solver value: exact through the engine's scoring when `v` is a decided value, else
 * (an estimate, between -1 and 1) in proportion: what one unit of the value is worth to the seat.
 */
export function resultFor(deal: FamilyDeal, terms: DealTerms, v: number, seat: Seat): number {
  if (Number.isInteger(v) && v !== 0) return familyResults(deal, terms, v)[seat];
  const unit = familyResults(deal, terms, 1)[seat];
  return v * unit;
}

/** The running deal as the solver's position: hands, the trick on the table, tricks and count per group. */
export function positionOfPlay(play: PlayState, rules: Rules): Position {
  const points: [number, number] = [0, 0];
  const tricks: [number, number] = [0, 0];
  for (const trick of play.tricks) {
    const group = rules.group[trick.winner];
    points[group] += trick.plays.reduce((sum, p) => sum + POINTS[indexOf(p.card)], 0);
    tricks[group]++;
  }
  const declared: [number, number] = [0, 0];
  for (const marriage of play.marriages) declared[rules.group[marriage.seat]] += marriage.points;
  return {
    hands: play.hands.map((hand) => maskOf(hand)),
    trickSeats: play.trick.map((p) => p.seat),
    trickCards: play.trick.map((p) => indexOf(p.card)),
    turn: play.turn,
    tricksDone: play.tricks.length,
    points,
    tricks,
    declared,
    mustLead: play.mustLead === null ? -1 : suitIndex(play.mustLead),
  };
}

/** The position after the seat on turn leads `card` without announcing anything (the trick is not full yet). */
export function afterPlainLead(p: Position, rules: Rules, card: number): Position {
  const seat = p.turn;
  return {
    ...p,
    hands: p.hands.map((hand, s) => (s === seat ? hand & ~bit(card) : hand)),
    trickSeats: [seat],
    trickCards: [card],
    turn: rules.next[seat],
    mustLead: -1,
    points: [p.points[0], p.points[1]],
    tricks: [p.tricks[0], p.tricks[1]],
    declared: [p.declared[0], p.declared[1]],
  };
}
