import { bit, KING, OBER, pointsOf, rankIndex, suitIndex, suitMask, UNTER } from './cards.js';
import {
  bestCase,
  cardsOutValue,
  claimValue,
  countOf,
  followerWins,
  followMask,
  GOING_OUT,
  isStrict,
  marriageSuits,
  marriageValue,
  mayClose,
  mayExchange,
  type Position,
} from './position.js';
import { estimate } from './estimate.js';
import { keyA, keyB, NO_MOVE, type TranspositionTable } from './table.js';

/**
 * Moves on lead, as small integers (the table stores them in a byte): a card index leads that card; DECLARED + card
 * declares the card's marriage and leads it; CLAIM, DECLARE_CLAIM + suit (declare, then claim 66), EXCHANGE, CLOSE.
 */
export const DECLARED = 32;
export const CLAIM = 100;
export const DECLARE_CLAIM = 101;
export const EXCHANGE = 110;
export const CLOSE = 111;

/** The deal's value lies in -3..3 (seat 0's game points); a full window. */
export const LOWEST = -3;
export const HIGHEST = 3;

// Two plies a trick (lead, follow), ten tricks, plus an exchange and a closing.
const MAX_PLY = 24;
const MAX_MOVES = 16;

/**
 * Alpha-beta over a deal with every card open and the talon's order known (PIMC: each sample is such a deal).
 * Seat 0 maximises the deal's game points, seat 1 minimises them. Transposition table entries are kept at the
 * start of each trick. Declaring a marriage is never worse than leading its card silently (more points can only
 * help the declarer), so a König or Ober whose partner is in hand is always led declared.
 *
 * Equivalent cards are not merged: every rank has its own card points, so no two cards are interchangeable.
 *
 * Two limits keep it cheap: `horizon`, the number of tricks taken after which a trick start with the talon open
 * is scored by `horizonValue` instead of searched (strict play is always searched to the end: the estimate knows
 * nothing of a closing's stakes) (`reachedHorizon` tells whether that happened: if not, values are exact); and
 * `budget`, the nodes after which every trick start is scored so (`exhausted`: the values are not to be used).
 */
export class Solver {
  nodes = 0;
  budget = Infinity;
  horizon = 10;
  exhausted = false;
  reachedHorizon = false;
  private ply = 0;
  private readonly moves = new Int32Array(MAX_PLY * MAX_MOVES);
  private readonly order = new Int32Array(MAX_PLY * MAX_MOVES);

  constructor(
    readonly p: Position,
    private readonly table: TranspositionTable,
  ) {}

  /** The value with the leader to move at the start of a trick (or right after declaring a marriage). */
  lead(alpha: number, beta: number): number {
    const p = this.p;
    this.nodes++;
    if (this.nodes > this.budget) this.exhausted = true;
    if (this.exhausted) return estimate(p);
    if (p.tricks[0] + p.tricks[1] >= this.horizon && !isStrict(p)) {
      this.reachedHorizon = true;
      return horizonValue(p);
    }
    // The value lies between the best cases of both seats: a window outside that range is decided at once.
    const highest = bestCase(p, 0);
    if (highest <= alpha) return highest;
    const lowest = -bestCase(p, 1);
    if (lowest >= beta) return lowest;
    const stored = p.mustLead < 0;
    const a = stored ? keyA(p) : 0;
    const b = stored ? keyB(p) : 0;
    let hint = NO_MOVE;
    if (stored) {
      const slot = this.table.find(a, b);
      if (slot >= 0) {
        const lower = this.table.lower[slot];
        const upper = this.table.upper[slot];
        if (lower >= beta || lower === upper) return lower;
        if (upper <= alpha) return upper;
        if (lower > alpha) alpha = lower;
        if (upper < beta) beta = upper;
        hint = this.table.best[slot];
      }
    }
    const alpha0 = alpha;
    const beta0 = beta;
    const maximising = p.leader === 0;
    const base = this.ply * MAX_MOVES;
    const count = this.leadMoves(base, hint);
    this.ply++;
    let best = maximising ? -Infinity : Infinity;
    let bestMove = NO_MOVE;
    for (let i = 0; i < count; i++) {
      const move = this.moves[base + i];
      const value = this.leadMove(move, alpha, beta);
      if (maximising ? value > best : value < best) {
        best = value;
        bestMove = move;
        if (maximising ? best > alpha : best < beta) {
          if (maximising) alpha = best;
          else beta = best;
          if (alpha >= beta) break;
        }
      }
    }
    this.ply--;
    if (stored) {
      const lower = best <= alpha0 ? LOWEST : best;
      const upper = best >= beta0 ? HIGHEST : best;
      this.table.store(a, b, lower, upper, bestMove);
    }
    return best;
  }

  /** The value of one move on lead (see the move constants). */
  leadMove(move: number, alpha: number, beta: number): number {
    const p = this.p;
    const leader = p.leader;
    if (move === CLAIM) return claimValue(p, leader);
    if (move >= DECLARE_CLAIM && move < DECLARE_CLAIM + 4) {
      const points = marriageValue(move - DECLARE_CLAIM, p.trump);
      p.marriagePoints[leader] += points;
      const value = claimValue(p, leader);
      p.marriagePoints[leader] -= points;
      return value;
    }
    if (move === EXCHANGE) return this.exchange(alpha, beta);
    if (move === CLOSE) return this.close(alpha, beta);
    return move >= DECLARED ? this.leadCard(move - DECLARED, true, alpha, beta) : this.leadCard(move, false, alpha, beta);
  }

  /** The value after the leader declares the marriage in `suit`: he leads its König or Ober, or claims 66. */
  declare(suit: number, alpha: number, beta: number): number {
    const p = this.p;
    const points = marriageValue(suit, p.trump);
    p.marriagePoints[p.leader] += points;
    p.mustLead = suit;
    const value = this.lead(alpha, beta);
    p.mustLead = -1;
    p.marriagePoints[p.leader] -= points;
    return value;
  }

  /** Exchanges the trump Unter in the leader's hand for the face-up trump card, then he leads. */
  exchange(alpha: number, beta: number): number {
    const p = this.p;
    const last = p.talon.length - 1;
    const trumpCard = p.talon[last];
    const unter = p.trump * 5 + UNTER;
    p.hands[p.leader] ^= bit(unter) | bit(trumpCard);
    p.talon[last] = unter;
    const value = this.lead(alpha, beta);
    p.talon[last] = trumpCard;
    p.hands[p.leader] ^= bit(unter) | bit(trumpCard);
    return value;
  }

  /** Zudrehen by the leader: the opponent's count and tricks now set the stakes; then he leads. */
  close(alpha: number, beta: number): number {
    const p = this.p;
    const opponent = 1 - p.leader;
    p.closedBy = p.leader;
    p.closedOpponentPoints = countOf(p, opponent);
    p.closedOpponentTricks = p.tricks[opponent];
    const value = this.lead(alpha, beta);
    p.closedBy = -1;
    return value;
  }

  /** The value after the leader leads `card`, declaring its marriage first if `declared`. */
  leadCard(card: number, declared: boolean, alpha: number, beta: number): number {
    const p = this.p;
    const leader = p.leader;
    const points = declared ? marriageValue(suitIndex(card), p.trump) : 0;
    const mustLead = p.mustLead;
    p.hands[leader] ^= bit(card);
    p.marriagePoints[leader] += points;
    p.mustLead = -1;
    const value = this.follow(card, alpha, beta);
    p.mustLead = mustLead;
    p.marriagePoints[leader] -= points;
    p.hands[leader] ^= bit(card);
    return value;
  }

  /** The follower's best answer to `lead`. */
  follow(lead: number, alpha: number, beta: number): number {
    const p = this.p;
    this.nodes++;
    const follower = 1 - p.leader;
    const maximising = follower === 0;
    const legal = followMask(p.hands[follower], lead, p.trump, isStrict(p));
    const base = this.ply * MAX_MOVES;
    const count = this.followMoves(base, legal, lead);
    this.ply++;
    let best = maximising ? -Infinity : Infinity;
    for (let i = 0; i < count; i++) {
      const value = this.followCard(lead, this.moves[base + i], alpha, beta);
      if (maximising ? value > best : value < best) {
        best = value;
        if (maximising ? best > alpha : best < beta) {
          if (maximising) alpha = best;
          else beta = best;
          if (alpha >= beta) break;
        }
      }
    }
    this.ply--;
    return best;
  }

  /** The value after the follower plays `card` to `lead`: the trick is taken, both draw, play goes on. */
  followCard(lead: number, card: number, alpha: number, beta: number): number {
    const p = this.p;
    const leader = p.leader;
    const follower = 1 - leader;
    const winner = followerWins(lead, card, p.trump) ? follower : leader;
    const hands0 = p.hands[0];
    const hands1 = p.hands[1];
    const talonAt = p.talonAt;
    const lastWinner = p.lastWinner;
    p.hands[follower] ^= bit(card);
    p.cardPoints[winner] += pointsOf(lead) + pointsOf(card);
    p.tricks[winner]++;
    p.leader = winner;
    p.lastWinner = winner;
    if (p.closedBy < 0 && talonAt < p.talon.length) {
      // The winner draws first; the other takes the next card (the face-up trump card when it is the last).
      p.hands[winner] |= bit(p.talon[talonAt]);
      p.hands[1 - winner] |= bit(p.talon[talonAt + 1]);
      p.talonAt = talonAt + 2;
    }
    const value = (p.hands[0] | p.hands[1]) === 0 ? cardsOutValue(p) : this.lead(alpha, beta);
    p.hands[0] = hands0;
    p.hands[1] = hands1;
    p.talonAt = talonAt;
    p.cardPoints[winner] -= pointsOf(lead) + pointsOf(card);
    p.tricks[winner]--;
    p.leader = leader;
    p.lastWinner = lastWinner;
    return value;
  }

  /** Writes the leader's moves at `base`, best first, and returns how many. */
  private leadMoves(base: number, hint: number): number {
    const p = this.p;
    const leader = p.leader;
    const hand = p.hands[leader];
    let count = 0;
    const add = (move: number, score: number) => {
      this.moves[base + count] = move;
      this.order[base + count] = move === hint ? 1000 : score;
      count++;
    };
    if (p.mustLead >= 0) {
      add(CLAIM, 0);
      for (const rank of [KING, OBER]) if ((hand & bit(p.mustLead * 5 + rank)) !== 0) add(p.mustLead * 5 + rank, 1);
      return this.sorted(base, count);
    }
    const count0 = countOf(p, leader);
    if (p.lastWinner === leader) add(CLAIM, count0 >= GOING_OUT ? 500 : -500);
    const marriages = marriageSuits(hand);
    const strict = isStrict(p);
    for (let suit = 0; suit < 4; suit++) {
      if ((marriages & (1 << suit)) === 0) continue;
      const points = marriageValue(suit, p.trump);
      if (p.tricks[leader] > 0 && count0 < GOING_OUT && count0 + points >= GOING_OUT) add(DECLARE_CLAIM + suit, 500);
    }
    if (mayExchange(p, leader)) add(EXCHANGE, 200);
    if (mayClose(p)) add(CLOSE, -100);
    for (let m = hand; m !== 0; m &= m - 1) {
      const card = 31 - Math.clz32(m & -m);
      const rank = rankIndex(card);
      const declared = (marriages & (1 << suitIndex(card))) !== 0 && (rank === KING || rank === OBER);
      add(declared ? card + DECLARED : card, leadScore(p, card, strict) + (declared ? 50 : 0));
    }
    return this.sorted(base, count);
  }

  /** Writes the follower's legal cards at `base`, likely best first, and returns how many. */
  private followMoves(base: number, legal: number, lead: number): number {
    const p = this.p;
    let count = 0;
    for (let m = legal; m !== 0; m &= m - 1) {
      const card = 31 - Math.clz32(m & -m);
      const trump = suitIndex(card) === p.trump ? 15 : 0;
      // Take the trick as cheaply as possible, else give the least away.
      const score = followerWins(lead, card, p.trump) ? 100 - pointsOf(card) - trump : -pointsOf(card) - trump;
      this.moves[base + count] = card;
      this.order[base + count] = score;
      count++;
    }
    return this.sorted(base, count);
  }

  /** Sorts the moves at `base` by descending score (insertion sort: at most a dozen moves). */
  private sorted(base: number, count: number): number {
    for (let i = 1; i < count; i++) {
      const move = this.moves[base + i];
      const score = this.order[base + i];
      let j = i - 1;
      while (j >= 0 && this.order[base + j] < score) {
        this.moves[base + j + 1] = this.moves[base + j];
        this.order[base + j + 1] = this.order[base + j];
        j--;
      }
      this.moves[base + j + 1] = move;
      this.order[base + j + 1] = score;
    }
    return count;
  }
}

/** A trick start at the horizon: the estimate, or the leader's claim of 66 when that is better for him. */
function horizonValue(p: Position): number {
  const guess = estimate(p);
  if (p.lastWinner !== p.leader || countOf(p, p.leader) < GOING_OUT) return guess;
  const claim = claimValue(p, p.leader);
  return p.leader === 0 ? Math.max(claim, guess) : Math.min(claim, guess);
}

/** Leads tried first: in strict play high cards and trumps (they draw the opponent's); with the talon open, low plain cards. */
function leadScore(p: Position, card: number, strict: boolean): number {
  const trump = suitIndex(card) === p.trump;
  if (strict) return pointsOf(card) + (trump ? 20 : 0);
  const opponentHolds = (p.hands[1 - p.leader] & suitMask(suitIndex(card))) !== 0;
  return -pointsOf(card) - (trump ? 20 : 0) + (opponentHolds ? 0 : 5);
}
