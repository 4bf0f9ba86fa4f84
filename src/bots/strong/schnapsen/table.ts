import { UNTER } from './cards.js';
import type { Position } from './position.js';

/** No stored move. */
export const NO_MOVE = 255;

const HANDS = 2 ** 20;
const WORD = 2 ** 40;

/**
 * A transposition table for the positions at the start of a trick: bounds on the deal's value (seat 0's game
 * points, or an estimate of them) and the best move found. Two exact keys (hands, talon, leader; counts and closing) are stored, so a hit
 * is never a collision. The talon's order is not in the key: `reset` starts a new generation for each sampled deal.
 */
export class TranspositionTable {
  private readonly mask: number;
  private readonly keyA: Float64Array;
  private readonly keyB: Float64Array;
  private readonly generation: Int32Array;
  readonly lower: Float64Array;
  readonly upper: Float64Array;
  readonly best: Uint8Array;
  private current = 1;

  constructor(bits = 16) {
    const size = 1 << bits;
    this.mask = size - 1;
    this.keyA = new Float64Array(size);
    this.keyB = new Float64Array(size);
    this.generation = new Int32Array(size);
    this.lower = new Float64Array(size);
    this.upper = new Float64Array(size);
    this.best = new Uint8Array(size);
  }

  reset(): void {
    this.current++;
  }

  /** The slot of the entry under keys `a` and `b`, or -1 when there is none. */
  find(a: number, b: number): number {
    const slot = this.slotOf(a, b);
    return this.generation[slot] === this.current && this.keyA[slot] === a && this.keyB[slot] === b ? slot : -1;
  }

  store(a: number, b: number, lower: number, upper: number, best: number): void {
    const slot = this.slotOf(a, b);
    this.generation[slot] = this.current;
    this.keyA[slot] = a;
    this.keyB[slot] = b;
    this.lower[slot] = lower;
    this.upper[slot] = upper;
    this.best[slot] = best;
  }

  private slotOf(a: number, b: number): number {
    const low = (a % HANDS) ^ Math.imul((a / HANDS) | 0, 0x9e3779b1);
    let hash = Math.imul(low ^ (b | 0), 0x85ebca6b) ^ Math.imul((b / 2 ** 31) | 0, 0xc2b2ae35);
    hash ^= hash >>> 15;
    return hash & this.mask;
  }
}

/** The first key: both hands, the talon's progress, whether the trump Unter lies there now, the leader. */
export function keyA(p: Position): number {
  const exchanged = p.talon.length > 0 && p.talon[p.talon.length - 1] === p.trump * 5 + UNTER ? 2 : 0;
  return p.hands[0] + p.hands[1] * HANDS + (p.talonAt * 4 + exchanged + p.leader) * WORD;
}

/** The second key: the counts, the closing and whether the leader may claim. */
export function keyB(p: Position): number {
  const closing = p.closedBy < 0 ? 0 : 1 + p.closedBy + (p.closedOpponentTricks > 0 ? 2 : 0) + p.closedOpponentPoints * 4;
  const claim = p.lastWinner === p.leader ? 1 : 0;
  return (
    claim + 2 * (p.cardPoints[0] + 128 * (p.marriagePoints[0] + 128 * (p.cardPoints[1] + 128 * (p.marriagePoints[1] + 128 * closing))))
  );
}
