import { bit, POINTS, TRUMP, type GameOrder } from './cards.js';
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

/**
 * The transposition table, shared by every solver of the thread: typed arrays, two slots per hash (a position goes
 * to the slot that holds it, else to one not used by its own search, else to the second; the old entry is
 * replaced). An entry belongs to one search (its `generation`, part of `ttMeta`); an entry of another generation is
 * never read and never decides where a position goes, so what earlier searches left in the table cannot change a
 * result: every decision stays a pure function of its input.
 */
const TT_BITS = 18;
const TT_SIZE = 1 << TT_BITS;
const ttCards = new Int32Array(TT_SIZE);
const ttMeta = new Int32Array(TT_SIZE);
const ttLower = new Int16Array(TT_SIZE);
const ttUpper = new Int16Array(TT_SIZE);
const ttMove = new Int8Array(TT_SIZE);
let generations = 0;

function nextGeneration(): number {
  generations++;
  if (generations >= 1 << 25) {
    generations = 1;
    ttMeta.fill(0);
  }
  return generations;
}

/** Bit per distinct Augen value (0, 2, 3, 4, 10, 11), for merging equivalent cards. */
const POINT_CLASS: readonly number[] = POINTS.map((p) => 1 << [0, 2, 3, 4, 10, 11].indexOf(p));

/** Per game order: each effective suit's cards, strongest first, as one flat array (8 slots per suit, 16 for trumps). */
const RANKED = new WeakMap<GameOrder, { cards: Int8Array; from: Int8Array; to: Int8Array }>();

function rankedOf(order: GameOrder): { cards: Int8Array; from: Int8Array; to: Int8Array } {
  let ranked = RANKED.get(order);
  if (ranked === undefined) {
    const cards = new Int8Array(32);
    const from = new Int8Array(5);
    const to = new Int8Array(5);
    let at = 0;
    for (let s = 0; s <= TRUMP; s++) {
      from[s] = at;
      for (const card of order.ranked[s]) cards[at++] = card;
      to[s] = at;
    }
    ranked = { cards, from, to };
    RANKED.set(order, ranked);
  }
  return ranked;
}

/** Plies the search can go down: every card of the deal and the trick on the table. */
const MAX_PLY = 36;

/**
 * Alpha-beta on one open deal: the rules as masks (Farbzwang with trumps as one suit, and the Ruf-Sau rules of
 * rules/called.ts), moves ordered by a cheap guess (the table's best move first at a trick's lead), cards of one
 * hand that are equivalent (same Augen, adjacent in their suit with nothing between them still out or on the
 * table) searched once, and a transposition table at trick boundaries keyed by the cards still out, the leader
 * and the flags the value depends on. Its bounds stay valid between searches of the same solver to the end of the
 * deal, so repeated null-window searches (`atLeast`) share their work. `budget` caps the positions visited; once
 * spent, the search stops and reports it.
 */
export class Solver {
  private readonly order: GameOrder;
  private readonly suitOf: Int8Array;
  private readonly strength: Int16Array;
  private readonly suitMask: Int32Array;
  private readonly rankedCards: Int8Array;
  private readonly rankedFrom: Int8Array;
  private readonly rankedTo: Int8Array;
  private readonly hands: Int32Array;
  private readonly counted: boolean[];
  private readonly maximizing: boolean[];
  private readonly call: number;
  private readonly calledSuit: number;
  private readonly allTricks: number;
  private readonly noTrick: number;
  private readonly trickCards = new Int32Array(4);
  /** Per position in the trick, the position of the card winning it so far. */
  private readonly trickBest = new Int32Array(4);
  private count: number;
  private leader: number;
  private turn: number;
  private calledSuitLed: boolean;
  private countedHaveTrick: boolean;
  private othersHaveTrick: boolean;
  private remaining: number;
  private readonly moveBuffer = new Int32Array(MAX_PLY * 16);
  private readonly scoreBuffer = new Float64Array(16);
  private ply = 0;
  nodes = 0;
  private budget = Infinity;
  /** The best card of the last node searched, for the transposition table (-1: none). */
  private bestAt = -1;
  /** Tricks completed since the root; at `horizon` of them a playout estimates the rest. */
  private tricksDone = 0;
  private horizon = Infinity;
  /** The transposition table's generation of this solver's exact searches (a limited horizon takes a new one per search). */
  private exactGeneration = 0;
  private generation = 0;
  private readonly playout: Playout;

  constructor(deal: OpenDeal) {
    this.order = deal.order;
    this.suitOf = deal.order.suit;
    this.strength = deal.order.strength;
    this.suitMask = deal.order.suitMask;
    const ranked = rankedOf(deal.order);
    this.rankedCards = ranked.cards;
    this.rankedFrom = ranked.from;
    this.rankedTo = ranked.to;
    this.hands = Int32Array.from(deal.hands);
    this.counted = deal.counted;
    this.maximizing = deal.maximizing;
    this.call = deal.call;
    this.calledSuit = deal.call >= 0 ? deal.order.suit[deal.call] : -1;
    this.allTricks = deal.allTricks;
    this.noTrick = deal.noTrick;
    this.count = deal.trick.length;
    for (let i = 0; i < deal.trick.length; i++) {
      this.trickCards[i] = deal.trick[i];
      this.trickBest[i] = i === 0 ? 0 : this.beats(deal.trick[i], deal.trick[this.trickBest[i - 1]]) ? i : this.trickBest[i - 1];
    }
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

  private prepare(budget: number, horizon: number): void {
    this.budget = budget;
    this.horizon = horizon;
    if (horizon === Infinity) {
      if (this.exactGeneration === 0) this.exactGeneration = nextGeneration();
      this.generation = this.exactGeneration;
    } else this.generation = nextGeneration();
  }

  /**
   * The exact value of each legal card at the root (equivalent cards share one search), or null if the budget
   * of positions ran out. The transposition table is shared by the cards, so the later ones cost little.
   */
  valuesOfMoves(budget = Infinity, horizon = Infinity): MoveValue[] | null {
    this.prepare(budget, horizon);
    const seat = this.turn;
    const values: MoveValue[] = [];
    for (const card of this.rootMoves()) {
      const same = values.find((done) => this.equivalent(seat, card, done.card));
      const value = same !== undefined ? same.value : this.afterPlaying(seat, card, -INFINITY, INFINITY);
      if (this.nodes > this.budget) return null;
      values.push({ card, value });
    }
    return values;
  }

  /** The legal cards at the root, in the order the search tries them. */
  rootMoves(): number[] {
    const seat = this.turn;
    const n = this.ordered(seat, this.legal(seat), -1);
    return Array.from(this.moveBuffer.subarray(this.ply * 16, this.ply * 16 + n));
  }

  /** The value of the root position within (alpha, beta) (fail-soft), or null if the budget ran out. */
  value(alpha = -INFINITY, beta = INFINITY, budget = Infinity, horizon = Infinity): number | null {
    this.prepare(budget, horizon);
    const value = this.search(alpha, beta);
    return this.nodes > this.budget ? null : value;
  }

  /**
   * After the root seat plays `card`: is the value at least `threshold`? A null-window search to the end of the
   * deal; its bounds stay in the table for the next question. null if the budget ran out.
   */
  atLeastAfter(card: number, threshold: number, budget = Infinity): boolean | null {
    this.prepare(budget, Infinity);
    const value = this.afterPlaying(this.turn, card, threshold - 1, threshold);
    return this.nodes > this.budget ? null : value >= threshold;
  }

  /** Is the value of the root position at least `threshold`? As atLeastAfter, for the position itself. */
  atLeast(threshold: number, budget = Infinity): boolean | null {
    this.prepare(budget, Infinity);
    const value = this.search(threshold - 1, threshold);
    return this.nodes > this.budget ? null : value >= threshold;
  }

  /** Is the card the same as `other`, already searched: same Augen, adjacent in the suit among the cards still in play? */
  private equivalent(seat: number, card: number, other: number): boolean {
    if (POINTS[card] !== POINTS[other] || this.suitOf[card] !== this.suitOf[other] || card === this.call || other === this.call)
      return false;
    const inPlay = this.inPlay();
    const hand = this.hands[seat];
    const suit = this.suitOf[card];
    let inside = false;
    for (let i = this.rankedFrom[suit]; i < this.rankedTo[suit]; i++) {
      const c = this.rankedCards[i];
      if (c === card || c === other) {
        if (inside) return true;
        inside = true;
      } else if (inside && inPlay & bit(c) && !(hand & bit(c))) return false;
    }
    return false;
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

  /** One card of each set of equivalent legal cards (the strongest of each). */
  private distinct(seat: number, legal: number): number {
    if ((legal & (legal - 1)) === 0) return legal;
    const hand = this.hands[seat];
    const inPlay = this.inPlay();
    const cards = this.rankedCards;
    let out = 0;
    for (let suit = 0; suit <= TRUMP; suit++) {
      if ((legal & this.suitMask[suit]) === 0) continue;
      let seen = 0;
      for (let i = this.rankedFrom[suit], to = this.rankedTo[suit]; i < to; i++) {
        const c = cards[i];
        const b = bit(c);
        if ((inPlay & b) === 0) continue;
        if ((hand & b) === 0) {
          seen = 0;
          continue;
        }
        if ((legal & b) === 0) continue;
        if (c === this.call) {
          out |= b;
          continue;
        }
        const cls = POINT_CLASS[c];
        if ((seen & cls) === 0) {
          out |= b;
          seen |= cls;
        }
      }
    }
    return out;
  }

  private search(alpha: number, beta: number): number {
    if (this.count === 0) return this.boundary(alpha, beta);
    return this.node(alpha, beta, -1);
  }

  /** A trick boundary: the end of the deal, quick bounds, the transposition table, then the leads. */
  private boundary(alpha: number, beta: number): number {
    const hands = this.hands;
    const all = hands[0] | hands[1] | hands[2] | hands[3];
    const allBonus = this.othersHaveTrick ? 0 : this.allTricks;
    const noBonus = this.countedHaveTrick ? 0 : this.noTrick;
    if (all === 0) return allBonus + noBonus;
    const low = Math.min(0, allBonus, noBonus, allBonus + noBonus);
    const high = this.remaining + Math.max(0, allBonus, noBonus);
    if (low >= beta) return low;
    if (high <= alpha) return high;
    if (this.tricksDone >= this.horizon) return this.estimate();
    // At a trick boundary every hand holds as many cards: one each, the last trick.
    if ((hands[this.leader] & (hands[this.leader] - 1)) === 0) return this.lastTrick();
    const meta =
      (this.leader << 3) |
      (this.calledSuitLed ? 4 : 0) |
      (this.countedHaveTrick ? 2 : 0) |
      (this.othersHaveTrick ? 1 : 0) |
      (this.generation << 5);
    const first = (Math.imul(all ^ Math.imul(meta, 0x2545f491), 0x9e3779b1) >>> (32 - TT_BITS)) & ~1;
    // Two slots per position: the one holding it, else one of another search, else the first.
    let slot = first;
    if (
      !(ttMeta[first] === meta && ttCards[first] === all) &&
      ((ttMeta[first + 1] === meta && ttCards[first + 1] === all) || ttMeta[first] === meta)
    )
      slot = first + 1;
    let lower = low;
    let upper = high;
    let hint = -1;
    if (ttMeta[slot] === meta && ttCards[slot] === all) {
      lower = Math.max(lower, ttLower[slot]);
      upper = Math.min(upper, ttUpper[slot]);
      hint = ttMove[slot];
      if (lower >= beta) return lower;
      if (upper <= alpha) return upper;
      if (lower === upper) return lower;
    }
    const a = Math.max(alpha, lower);
    const b = Math.min(beta, upper);
    const value = this.node(a, b, hint);
    if (this.nodes > this.budget) return value;
    let newLower = lower;
    let newUpper = upper;
    if (value <= a) newUpper = Math.min(upper, value);
    else if (value >= b) newLower = Math.max(lower, value);
    else newLower = newUpper = value;
    if (ttMeta[slot] !== meta || ttCards[slot] !== all) {
      ttMeta[slot] = meta;
      ttCards[slot] = all;
    }
    ttLower[slot] = newLower;
    ttUpper[slot] = newUpper;
    ttMove[slot] = this.bestAt;
    return value;
  }

  /** One card left in each hand: the last trick played out. */
  private lastTrick(): number {
    const hands = this.hands;
    const leader = this.leader;
    let bestCard = 31 - Math.clz32(hands[leader]);
    let winner = leader;
    let points = POINTS[bestCard];
    for (let i = 1; i < 4; i++) {
      const seat = (leader + i) & 3;
      const card = 31 - Math.clz32(hands[seat]);
      points += POINTS[card];
      if (this.beats(card, bestCard)) {
        bestCard = card;
        winner = seat;
      }
    }
    this.nodes += 4;
    this.bestAt = 31 - Math.clz32(hands[leader]);
    if (this.counted[winner]) return points + (this.othersHaveTrick ? 0 : this.allTricks);
    return this.countedHaveTrick ? 0 : this.noTrick;
  }

  private beats(card: number, best: number): boolean {
    const suit = this.suitOf[card];
    if (suit === this.suitOf[best]) return this.strength[card] > this.strength[best];
    return suit === TRUMP;
  }

  /** The seat on turn tries its cards (fail-soft alpha-beta); `hint`: a card to try first. */
  private node(alpha: number, beta: number, hint: number): number {
    const seat = this.turn;
    const n = this.ordered(seat, this.distinct(seat, this.legal(seat)), hint);
    const base = this.ply * 16;
    const moves = this.moveBuffer;
    const maximizing = this.maximizing[seat];
    let best = maximizing ? -INFINITY : INFINITY;
    let bestCard = -1;
    this.ply++;
    for (let i = 0; i < n; i++) {
      const card = moves[base + i];
      const value = this.afterPlaying(seat, card, alpha, beta);
      if (this.nodes > this.budget) {
        this.ply--;
        return best;
      }
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
    this.ply--;
    this.bestAt = bestCard;
    return best;
  }

  /** Plays `card` for `seat`, searches on, takes it back; the value includes the trick's Augen if it completes. */
  private afterPlaying(seat: number, card: number, alpha: number, beta: number): number {
    this.nodes++;
    const hands = this.hands;
    const cardBit = bit(card);
    hands[seat] &= ~cardBit;
    const at = this.count;
    const cards = this.trickCards;
    cards[at] = card;
    this.trickBest[at] = at === 0 ? 0 : this.beats(card, cards[this.trickBest[at - 1]]) ? at : this.trickBest[at - 1];
    let value: number;
    if (at < 3) {
      this.count = at + 1;
      this.turn = (seat + 1) & 3;
      value = this.search(alpha, beta);
    } else {
      const winner = (this.leader + this.trickBest[3]) & 3;
      const points = POINTS[cards[0]] + POINTS[cards[1]] + POINTS[cards[2]] + POINTS[card];
      const gained = this.counted[winner] ? points : 0;
      const { leader, calledSuitLed, countedHaveTrick, othersHaveTrick } = this;
      const first = cards[0];
      const second = cards[1];
      const third = cards[2];
      const bestSoFar = this.trickBest[2];
      if (this.suitOf[first] === this.calledSuit) this.calledSuitLed = true;
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
      this.leader = leader;
      this.calledSuitLed = calledSuitLed;
      this.countedHaveTrick = countedHaveTrick;
      this.othersHaveTrick = othersHaveTrick;
      cards[0] = first;
      cards[1] = second;
      cards[2] = third;
      this.trickBest[1] = this.beats(second, first) ? 1 : 0;
      this.trickBest[2] = bestSoFar;
    }
    this.count = at;
    this.turn = seat;
    hands[seat] |= cardBit;
    return value;
  }

  /** Beyond the horizon: the rest played out by the rule of thumb (playout.ts), counted as nodes. */
  private estimate(): number {
    const playout = this.playout;
    const value = playout.run(
      this.hands,
      this.leader,
      this.call,
      this.calledSuitLed,
      this.countedHaveTrick,
      this.othersHaveTrick,
      this.allTricks,
      this.noTrick,
    );
    this.nodes += playout.steps;
    this.bestAt = -1;
    return value;
  }

  /**
   * The cards of `legal` in the order to try them, written to the move buffer at the current ply; returns how
   * many. `hint` first; leading, the strongest first; following, a card that takes the trick from the other side
   * as cheaply as possible, then Augen onto a friend's trick, then the cheapest.
   */
  private ordered(seat: number, legal: number, hint: number): number {
    const moves = this.moveBuffer;
    const base = this.ply * 16;
    const scores = this.scoreBuffer;
    const strength = this.strength;
    let bestCard = -1;
    let bestSeat = -1;
    if (this.count > 0) {
      const winnerAt = this.trickBest[this.count - 1];
      bestCard = this.trickCards[winnerAt];
      bestSeat = (this.leader + winnerAt) & 3;
    }
    const friendWins = bestSeat >= 0 && this.maximizing[bestSeat] === this.maximizing[seat];
    let n = 0;
    for (let m = legal >>> 0; m !== 0; m &= m - 1) {
      const card = 31 - Math.clz32(m & -m);
      let score: number;
      if (card === hint) score = 1e6;
      else if (bestCard < 0) score = strength[card] + POINTS[card] / 16;
      else if (friendWins) score = this.beats(card, bestCard) ? -strength[card] : 300 + POINTS[card];
      else if (this.beats(card, bestCard)) score = 1000 - strength[card] + POINTS[card];
      else score = -POINTS[card] - strength[card] / 100 - (this.suitOf[card] === TRUMP ? 20 : 0);
      let at = n;
      while (at > 0 && scores[at - 1] < score) {
        moves[base + at] = moves[base + at - 1];
        scores[at] = scores[at - 1];
        at--;
      }
      moves[base + at] = card;
      scores[at] = score;
      n++;
    }
    return n;
  }
}

function sumPoints(mask: number): number {
  let sum = 0;
  for (let m = mask >>> 0; m !== 0; m &= m - 1) sum += POINTS[31 - Math.clz32(m & -m)];
  return sum;
}
