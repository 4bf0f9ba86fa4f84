import type { DealTerms } from '../../../engine/schnapsen/common/play.js';
import { seatsInPlay } from '../../../engine/schnapsen/common/sides.js';
import { bit, KING, OBER, powerOf, rankOfIndex, SUIT_MASK, suitIndex, suitOfIndex } from './cards.js';

/**
 * The trick play of one contract on card indices, for the solver: who plays, who wins a trick, which cards are
 * legal, when the deal is decided and what it is worth. It mirrors common/play.ts and common/verdict.ts (the
 * spec checks both on random positions) without their immutable states.
 *
 * Seats are split twice: `declaring` (the seats that maximise the value: the declarer and a partner who plays
 * along) and `group` 0, the seats whose tricks and count the goal looks at (Normal game: the declaring side;
 * Schnapser, Gang, Bauernschnapser ...: the seats that must take every trick; Bettler: the declarer).
 */
export type GoalKind = 'normal' | 'noTricks' | 'allTricks' | 'schnapser';

export interface Rules {
  goal: GoalKind;
  /** Seats that play to tricks, clockwise. */
  inPlay: number[];
  /** The next seat in play after each seat (by seat number). */
  next: number[];
  /** Per seat: on the declaring side (maximises the value). */
  declaring: boolean[];
  /** Per seat: 0 for the goal's group, 1 for the rest. */
  group: number[];
  declarer: number;
  /** The suit that counts as trump in this contract (its marriage counts 40), -1 without. */
  trump: number;
  /** Are 20/40 announced in this contract? */
  marriages: boolean;
  handSize: number;
  shortTricks: number;
  /** Per card: its height in its suit. */
  power: number[];
  /** Per card: the cards of its suit that rank above it. */
  higher: number[];
}

export function rulesOf(terms: DealTerms, players: number): Rules {
  const { contract, sides, shape } = terms;
  const goal = contract.goal.kind;
  if (goal === 'layDown') throw new RangeError(`${contract.name} is laid down, never played out.`);
  const inPlay = seatsInPlay(sides);
  const next = Array.from({ length: players }, (_, seat) => inPlay[(inPlay.indexOf(seat) + 1) % inPlay.length] ?? -1);
  const declaring = Array.from({ length: players }, (_, seat) => sides.declaring.includes(seat) || sides.out.includes(seat));
  // Schnapser mit Mann: the partner's tricks count for the declarer's Schnapser.
  const together = 'by' in contract.goal && (contract.goal.by === 'side' || (goal === 'schnapser' && terms.schnapserMitMann));
  const groupSeats = goal === 'normal' || together ? sides.declaring : [sides.declarer];
  const trump = contract.trump && terms.trump !== null ? suitIndex(terms.trump) : -1;
  const power = Array.from({ length: 20 }, (_, card) => powerOf(card, contract.assLow));
  const higher = power.map((height, card) => {
    let mask = 0;
    for (let other = 0; other < 20; other++) if (suitOfIndex(other) === suitOfIndex(card) && power[other] > height) mask |= bit(other);
    return mask;
  });
  return {
    goal,
    inPlay,
    next,
    declaring,
    group: Array.from({ length: players }, (_, seat) => (groupSeats.includes(seat) ? 0 : 1)),
    declarer: sides.declarer,
    trump,
    marriages: contract.marriages,
    handSize: shape.handSize,
    shortTricks: shape.shortTricks,
    power,
    higher,
  };
}

/** A deal being played, as plain mutable numbers. Tallies are per group (see Rules). */
export interface Position {
  hands: number[];
  trickSeats: number[];
  trickCards: number[];
  turn: number;
  tricksDone: number;
  points: [number, number];
  tricks: [number, number];
  declared: [number, number];
  /** After a 20/40 in the real deal: the suit whose König or Ober must be led now; -1 otherwise. */
  mustLead: number;
}

export const copyPosition = (p: Position): Position => ({
  hands: [...p.hands],
  trickSeats: [...p.trickSeats],
  trickCards: [...p.trickCards],
  turn: p.turn,
  tricksDone: p.tricksDone,
  points: [p.points[0], p.points[1]],
  tricks: [p.tricks[0], p.tricks[1]],
  declared: [p.declared[0], p.declared[1]],
  mustLead: p.mustLead,
});

/** Does `card` beat `best` (the card holding the trick)? Only the same suit higher, or a trump. */
export function beats(rules: Rules, card: number, best: number): boolean {
  const suit = suitOfIndex(card);
  if (suit === suitOfIndex(best)) return rules.power[card] > rules.power[best];
  return suit === rules.trump;
}

export function trickWinnerIndex(rules: Rules, cards: readonly number[]): number {
  let best = 0;
  for (let i = 1; i < cards.length; i++) if (beats(rules, cards[i], cards[best])) best = i;
  return best;
}

/**
 * Farb- und Stichzwang on the led card: beat it in its suit if possible, else follow lower, else trump, else
 * anything; on lead anything, or after a 20/40 only its König or Ober.
 */
export function legalMask(rules: Rules, hand: number, lead: number, mustLead: number): number {
  if (lead < 0) {
    if (mustLead < 0) return hand;
    return hand & (bit(5 * mustLead + KING) | bit(5 * mustLead + OBER));
  }
  const following = hand & SUIT_MASK[suitOfIndex(lead)];
  if (following !== 0) {
    const higher = following & rules.higher[lead];
    return higher !== 0 ? higher : following;
  }
  const trumps = rules.trump >= 0 ? hand & SUIT_MASK[rules.trump] : 0;
  return trumps !== 0 ? trumps : hand;
}

/** The 20/40 leading `card` announces (König or Ober with the other in hand, where marriages count), else 0. */
export function marriageWith(rules: Rules, hand: number, card: number): number {
  if (!rules.marriages) return 0;
  const rank = rankOfIndex(card);
  if (rank !== KING && rank !== OBER) return 0;
  const other = card + (rank === KING ? 1 : -1);
  if ((hand & bit(other)) === 0) return 0;
  return suitOfIndex(card) === rules.trump ? 40 : 20;
}

/** Game points of a decided Normal game: 3 if the loser has no trick, 2 below 33, else 1 (game-points.ts). */
function normalValue(p: Position, loser: number): number {
  if (p.tricks[loser] === 0) return 3;
  return p.points[loser] + p.declared[loser] < 33 ? 2 : 1;
}

const GOING_OUT = 66;

/**
 * The deal's value for the declaring side once it is decided right after a trick taken by `winner`, else NaN:
 * Normal game 1/2/3 (negative when lost), every other contract +1 or -1.
 */
export function valueAfterTrick(rules: Rules, p: Position, winner: number): number {
  const group = rules.group[winner];
  const allPlayed = p.tricksDone === rules.handSize;
  switch (rules.goal) {
    case 'normal':
      if (p.points[group] + p.declared[group] >= GOING_OUT || allPlayed) return (group === 0 ? 1 : -1) * normalValue(p, 1 - group);
      return NaN;
    case 'noTricks':
      if (winner === rules.declarer) return -1;
      return allPlayed ? 1 : NaN;
    case 'allTricks':
      if (group !== 0) return -1;
      return allPlayed ? 1 : NaN;
    case 'schnapser':
      if (group !== 0) return -1;
      if (p.points[0] + p.declared[0] >= GOING_OUT) return 1;
      return p.tricksDone >= rules.shortTricks ? -1 : NaN;
  }
}

/** After a 20/40 by a seat of `group`: is the deal decided at once (its side already has a trick)? NaN if not. */
export function valueAfterMarriage(rules: Rules, p: Position, group: number): number {
  if (p.tricks[group] === 0 || p.points[group] + p.declared[group] < GOING_OUT) return NaN;
  if (rules.goal === 'normal') return (group === 0 ? 1 : -1) * normalValue(p, 1 - group);
  if (rules.goal === 'schnapser' && group === 0) return 1;
  return NaN;
}
