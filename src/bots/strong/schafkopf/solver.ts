import { beatsIndex, bit, POINTS, TRUMP, trickWinner, type GameOrder } from './cards.js';
import { Playout } from './playout.js';
import { legalMask } from './rules.js';

/**
 * A deal with all hands open, from some point of the play: the solver's whole input. Seats are 0..3; hands are
 * masks of card indices (cards.ts). The value of a position is the Augen the `counted` seats take from here on,
 * plus `allTricks` if they end with every trick of the deal and `noTrick` if they end with none (Schwarz; Tout,
 * Bettel and Ramsch's Durchmarsch are read from the same value). `maximizing` seats want the value high, the
 * others low.
 */
export interface OpenDeal {
  order: GameOrder;
  hands: number[];
  /** The cards of the trick on the table, in the order played (the first led by `leader`). */
  trick: number[];
  leader: number;
  counted: boolean[];
  maximizing: boolean[];
  /** The called card (-1: none) and whether its suit has been led in an earlier trick (rules/called.ts). */
  call: number;
  calledSuitLed: boolean;
  countedHaveTrick: boolean;
  othersHaveTrick: boolean;
  allTricks: number;
  noTrick: number;
}

/** A root card's exact value, or null when the node budget ran out first. */
export interface MoveValue {
  card: number;
  value: number;
}

const INFINITY = 1000;
const OFFSET = 512;

/**
 * Alpha-beta on one open deal: the rules as masks (Farbzwang with trumps as one suit, and the Ruf-Sau rules of
 * rules/called.ts), moves ordered by a cheap guess, cards of one hand that are equivalent (same Augen, adjacent
 * in their suit with nothing between them still out or on the table) searched once, and a transposition table at
 * trick boundaries keyed by the cards still out, the leader and the flags the value depends on. `budget` caps the
 * positions visited; once spent, the search stops and reports it.
 */
export class Solver {
  private readonly order: GameOrder;
  private readonly hands: Int32Array;
  private readonly counted: boolean[];
  private readonly maximizing: boolean[];
  private readonly call: number;
  private readonly calledSuit: number;
  private readonly allTricks: number;
  private readonly noTrick: number;
  private readonly trickCards = new Int32Array(4);
  private count: number;
  private leader: number;
  private turn: number;
  private calledSuitLed: boolean;
  private countedHaveTrick: boolean;
  private othersHaveTrick: boolean;
  private remaining: number;
  private readonly moveBuffer = new Int32Array(40 * 8);
  private readonly scoreBuffer = new Float64Array(8);
  private readonly table = new Map<number, number>();
  nodes = 0;
  private budget = Infinity;
  /** The best card of the last node searched, for the transposition table (-1: none). */
  private bestAt = -1;
  /** Tricks completed since the root; at `horizon` of them a playout estimates the rest. */
  private tricksDone = 0;
  private horizon = Infinity;
  private readonly playout: Playout;

  constructor(deal: OpenDeal) {
    this.order = deal.order;
    this.hands = Int32Array.from(deal.hands);
    this.counted = deal.counted;
    this.maximizing = deal.maximizing;
    this.call = deal.call;
    this.calledSuit = deal.call >= 0 ? deal.order.suit[deal.call] : -1;
    this.allTricks = deal.allTricks;
    this.noTrick = deal.noTrick;
    this.count = deal.trick.length;
    deal.trick.forEach((card, i) => (this.trickCards[i] = card));
    this.leader = deal.leader;
    this.turn = (deal.leader + deal.trick.length) & 3;
    this.calledSuitLed = deal.calledSuitLed;
    this.countedHaveTrick = deal.countedHaveTrick;
    this.othersHaveTrick = deal.othersHaveTrick;
    this.remaining = 0;
    for (const hand of deal.hands) this.remaining += sumPoints(hand);
    for (const card of deal.trick) this.remaining += POINTS[card];
    this.playout = new Playout(deal.order, deal.maximizing, deal.counted);
  }

  /**
   * The exact value of each legal card at the root (equivalent cards share one search), or null if the budget
   * of positions ran out. The transposition table is shared by the cards, so the later ones cost little.
   */
  valuesOfMoves(budget = Infinity, horizon = Infinity): MoveValue[] | null {
    this.budget = budget;
    this.horizon = horizon;
    this.table.clear();
    const seat = this.turn;
    const legal = this.legal(seat);
    const values: MoveValue[] = [];
    for (const card of this.ordered(seat, legal)) {
      const same = values.find((done) => this.equivalent(seat, card, done.card));
      const value = same !== undefined ? same.value : this.afterPlaying(seat, card, -INFINITY, INFINITY);
      if (this.nodes > this.budget) return null;
      values.push({ card, value });
    }
    return values;
  }

  /** The value of the root position within (alpha, beta) (fail-soft), or null if the budget ran out. */
  value(alpha = -INFINITY, beta = INFINITY, budget = Infinity, horizon = Infinity): number | null {
    this.budget = budget;
    this.horizon = horizon;
    this.table.clear();
    const value = this.search(alpha, beta);
    return this.nodes > this.budget ? null : value;
  }

  /** Is the card equivalent to one already searched? */
  private repeats(seat: number, card: number, searched: readonly number[]): boolean {
    for (const other of searched) if (this.equivalent(seat, card, other)) return true;
    return false;
  }

  /** Is the card the same as `other`, already searched: same Augen, adjacent in the suit among the cards still in play? */
  private equivalent(seat: number, card: number, other: number): boolean {
    if (POINTS[card] !== POINTS[other] || this.order.suit[card] !== this.order.suit[other] || card === this.call || other === this.call) return false;
    const inPlay = this.inPlay();
    const hand = this.hands[seat];
    const ranked = this.order.ranked[this.order.suit[card]];
    let from = ranked.indexOf(card);
    let to = ranked.indexOf(other);
    if (from > to) [from, to] = [to, from];
    for (let i = from + 1; i < to; i++) {
      const between = ranked[i];
      if (inPlay & bit(between) && !(hand & bit(between))) return false;
    }
    return true;
  }

  /** Cards in the hands or on the table. */
  private inPlay(): number {
    let mask = this.hands[0] | this.hands[1] | this.hands[2] | this.hands[3];
    for (let i = 0; i < this.count; i++) mask |= bit(this.trickCards[i]);
    return mask;
  }

  /** The cards `seat` may play now (rules.ts). */
  legal(seat: number): number {
    return legalMask(this.order, this.hands[seat], this.trickCards, this.count, this.call, this.calledSuitLed);
  }

  private search(alpha: number, beta: number): number {
    if (this.count === 0) return this.boundary(alpha, beta);
    return this.node(alpha, beta, -1);
  }

  /** A trick boundary: the end of the deal, quick bounds, the transposition table, then the leads. */
  private boundary(alpha: number, beta: number): number {
    const hands = this.hands;
    const all = hands[0] | hands[1] | hands[2] | hands[3];
    if (all === 0) return (this.othersHaveTrick ? 0 : this.allTricks) + (this.countedHaveTrick ? 0 : this.noTrick);
    const allBonus = this.othersHaveTrick ? 0 : this.allTricks;
    const noBonus = this.countedHaveTrick ? 0 : this.noTrick;
    const low = Math.min(0, allBonus, noBonus);
    const high = this.remaining + Math.max(0, allBonus, noBonus);
    if (low >= beta) return low;
    if (high <= alpha) return high;
    const key = (all >>> 0) * 32 + this.leader * 8 + (this.calledSuitLed ? 4 : 0) + (this.countedHaveTrick ? 2 : 0) + (this.othersHaveTrick ? 1 : 0);
    const entry = this.table.get(key);
    let lower = low;
    let upper = high;
    let hint = -1;
    if (entry !== undefined) {
      lower = Math.max(lower, (entry & 1023) - OFFSET);
      upper = Math.min(upper, ((entry >>> 10) & 1023) - OFFSET);
      hint = (entry >>> 20) - 1;
      if (lower >= beta) return lower;
      if (upper <= alpha) return upper;
      if (lower === upper) return lower;
    }
    const a = Math.max(alpha, lower);
    const b = Math.min(beta, upper);
    const value = this.tricksDone >= this.horizon ? this.estimate() : this.node(a, b, hint);
    if (this.nodes > this.budget) return value;
    let newLower = lower;
    let newUpper = upper;
    if (value <= a) newUpper = Math.min(upper, value);
    else if (value >= b) newLower = Math.max(lower, value);
    else newLower = newUpper = value;
    this.table.set(key, (newLower + OFFSET) | ((newUpper + OFFSET) << 10) | ((this.bestAt + 1) << 20));
    return value;
  }

  /** The seat on turn tries its cards (fail-soft alpha-beta); `hint`: a card to try first. */
  private node(alpha: number, beta: number, hint: number): number {
    const seat = this.turn;
    const legal = this.legal(seat);
    const moves = this.ordered(seat, legal, hint);
    const maximizing = this.maximizing[seat];
    let best = maximizing ? -INFINITY : INFINITY;
    let bestCard = -1;
    const searched: number[] = [];
    for (const card of moves) {
      if (this.repeats(seat, card, searched)) continue;
      searched.push(card);
      const value = this.afterPlaying(seat, card, alpha, beta);
      if (this.nodes > this.budget) return best;
      if (maximizing) {
        if (value > best) {
          best = value;
          bestCard = card;
        }
        if (best > alpha) alpha = best;
      } else {
        if (value < best) {
          best = value;
          bestCard = card;
        }
        if (best < beta) beta = best;
      }
      if (alpha >= beta) break;
    }
    this.bestAt = bestCard;
    return best;
  }

  /** Plays `card` for `seat`, searches on, takes it back; the value includes the trick's Augen if it completes. */
  private afterPlaying(seat: number, card: number, alpha: number, beta: number): number {
    this.nodes++;
    const hands = this.hands;
    const cardBit = bit(card);
    hands[seat] &= ~cardBit;
    this.trickCards[this.count] = card;
    this.count++;
    let value: number;
    if (this.count < 4) {
      this.turn = (seat + 1) & 3;
      value = this.search(alpha, beta);
    } else {
      const cards = this.trickCards;
      let at = 0;
      for (let i = 1; i < 4; i++) if (beatsIndex(this.order, cards[i], cards[at])) at = i;
      const winner = (this.leader + at) & 3;
      const points = POINTS[cards[0]] + POINTS[cards[1]] + POINTS[cards[2]] + POINTS[cards[3]];
      const gained = this.counted[winner] ? points : 0;
      const { leader, calledSuitLed, countedHaveTrick, othersHaveTrick } = this;
      const first = cards[0];
      const second = cards[1];
      const third = cards[2];
      if (this.order.suit[cards[0]] === this.calledSuit) this.calledSuitLed = true;
      if (this.counted[winner]) this.countedHaveTrick = true;
      else this.othersHaveTrick = true;
      this.leader = winner;
      this.turn = winner;
      this.count = 0;
      this.remaining -= points;
      this.tricksDone++;
      value = gained + this.search(alpha - gained, beta - gained);
      this.tricksDone--;
      this.remaining += points;
      this.count = 4;
      this.leader = leader;
      this.calledSuitLed = calledSuitLed;
      this.countedHaveTrick = countedHaveTrick;
      this.othersHaveTrick = othersHaveTrick;
      cards[0] = first;
      cards[1] = second;
      cards[2] = third;
    }
    this.count--;
    this.turn = seat;
    hands[seat] |= cardBit;
    return value;
  }

  /** Beyond the horizon: the rest played out by the rule of thumb (playout.ts), counted as nodes. */
  private estimate(): number {
    const playout = this.playout;
    const value = playout.run(this.hands, this.leader, this.call, this.calledSuitLed, this.countedHaveTrick, this.othersHaveTrick, this.allTricks, this.noTrick);
    this.nodes += playout.steps;
    this.bestAt = -1;
    return value;
  }

  /**
   * The legal cards in the order to try them: `hint` first; leading, the strongest first; following, a card that
   * takes the trick from the other side as cheaply as possible, then Augen onto a friend's trick, then the cheapest.
   */
  private ordered(seat: number, legal: number, hint = -1): number[] {
    const moves: number[] = [];
    const scores = this.scoreBuffer;
    const order = this.order;
    let bestCard = -1;
    let bestSeat = -1;
    if (this.count > 0) {
      const winnerAt = trickWinner(order, Array.from(this.trickCards.subarray(0, this.count)));
      bestCard = this.trickCards[winnerAt];
      bestSeat = (this.leader + winnerAt) & 3;
    }
    const friendWins = bestSeat >= 0 && this.maximizing[bestSeat] === this.maximizing[seat];
    for (let m = legal >>> 0; m !== 0; m &= m - 1) {
      const card = 31 - Math.clz32(m & -m);
      let score: number;
      if (card === hint) score = 1e6;
      else if (bestCard < 0) score = order.strength[card] + POINTS[card] / 16;
      else if (friendWins) score = beatsIndex(order, card, bestCard) ? -order.strength[card] : 300 + POINTS[card];
      else if (beatsIndex(order, card, bestCard)) score = 1000 - order.strength[card] + POINTS[card];
      else score = -POINTS[card] - order.strength[card] / 100 - (order.suit[card] === TRUMP ? 20 : 0);
      let at = moves.length;
      moves.push(card);
      while (at > 0 && scores[at - 1] < score) {
        moves[at] = moves[at - 1];
        scores[at] = scores[at - 1];
        at--;
      }
      moves[at] = card;
      scores[at] = score;
    }
    return moves;
  }
}

function sumPoints(mask: number): number {
  let sum = 0;
  for (let m = mask >>> 0; m !== 0; m &= m - 1) sum += POINTS[31 - Math.clz32(m & -m)];
  return sum;
}
