import { handValue, isFeuer, isSchnauz } from './cards.js';
import { KNOCK, modelMove, PASS, SWAP_ALL } from './model-policy.js';
import type { Prng } from './prng.js';

/** What stays fixed during a deal: who is in play and swimming, and the house rules that matter in play. */
export interface DealRules {
  players: number;
  inPlay: readonly boolean[];
  swimming: readonly boolean[];
  feuerValue: number;
  knockAfterFirstRound: boolean;
}

/**
 * One deal in play, all hands open, as a compact mutable position that follows the engine's turn rules
 * (src/engine/schwimmen/decide.ts, flow.ts, evolve.ts): swaps, passes with table refreshes, the knock and the
 * last turns, Feuer and Schnauz ending the deal at once. Hands are `hands[seat * 3 .. seat * 3 + 2]`; the stock
 * is `stock[stockAt..]`, drawn from the front.
 */
export class DealSim {
  readonly hands: Int8Array;
  readonly table = new Int8Array(3);
  stock: Int8Array = new Int8Array(0);
  stockAt = 0;
  turn = 0;
  passes = 0;
  knockedBy = -1;
  /** Bit per seat that has finished a turn in this deal (the knockAfterFirstRound rule). */
  hadTurn = 0;
  over = false;
  private readonly inPlayCount: number;
  private readonly everyoneMask: number;
  private readonly scratch = new Int8Array(12);

  constructor(readonly rules: DealRules) {
    this.hands = new Int8Array(rules.players * 3);
    this.inPlayCount = rules.inPlay.filter(Boolean).length;
    this.everyoneMask = rules.inPlay.reduce((mask, on, seat) => (on ? mask | (1 << seat) : mask), 0);
  }

  copyFrom(other: DealSim): void {
    this.hands.set(other.hands);
    this.table.set(other.table);
    // The stock is only read, never written, so it is shared.
    this.stock = other.stock;
    this.stockAt = other.stockAt;
    this.turn = other.turn;
    this.passes = other.passes;
    this.knockedBy = other.knockedBy;
    this.hadTurn = other.hadTurn;
    this.over = other.over;
  }

  knockAllowed(): boolean {
    if (this.knockedBy >= 0) return false;
    return !this.rules.knockAfterFirstRound || (this.hadTurn & this.everyoneMask) === this.everyoneMask;
  }

  /** The seat after `seat` clockwise that is in play. */
  nextInPlay(seat: number): number {
    const { players, inPlay } = this.rules;
    for (let step = 1; step <= players; step++) {
      const candidate = (seat + step) % players;
      if (inPlay[candidate]) return candidate;
    }
    return seat;
  }

  /** The player on turn makes move `code` (model-policy.ts); the deal may end with it. */
  play(code: number): void {
    const seat = this.turn;
    const at = seat * 3;
    if (code < SWAP_ALL) {
      const slot = at + Math.floor(code / 3);
      const t = code % 3;
      const card = this.hands[slot];
      this.hands[slot] = this.table[t];
      this.table[t] = card;
      this.afterSwap(seat);
    } else if (code === SWAP_ALL) {
      for (let i = 0; i < 3; i++) {
        const card = this.hands[at + i];
        this.hands[at + i] = this.table[i];
        this.table[i] = card;
      }
      this.afterSwap(seat);
    } else if (code === PASS) {
      this.passes++;
      this.turnDone(seat);
      if (this.knockedBy < 0 && this.passes >= this.inPlayCount) {
        // A full round of passes: new table from the stock, or the showdown when it cannot supply three cards.
        if (this.stock.length - this.stockAt < 3) {
          this.over = true;
          return;
        }
        for (let i = 0; i < 3; i++) this.table[i] = this.stock[this.stockAt++];
        this.passes = 0;
      }
      this.nextTurn();
    } else if (code === KNOCK) {
      this.knockedBy = seat;
      this.turnDone(seat);
      this.nextTurn();
    } else throw new RangeError(`Unknown move ${code}.`);
  }

  /** The start of a turn: Schnauz in the hand of the player on turn ends the deal (flow.ts, startTurn). */
  startTurn(): void {
    const at = this.turn * 3;
    if (isSchnauz(this.hands[at], this.hands[at + 1], this.hands[at + 2])) this.over = true;
  }

  /**
   * Plays the deal to its end with every seat on the heuristic policy, at most `maxTurns` turns; a deal still
   * running then is scored as if it ended now.
   */
  rollout(prng: Prng, maxTurns: number): void {
    const { swimming } = this.rules;
    for (let turns = 0; !this.over && turns < maxTurns; turns++) {
      const seat = this.turn;
      this.play(modelMove(this.hands, seat * 3, this.table, this.knockAllowed(), swimming[seat], prng, this.scratch));
    }
  }

  /** Bit per seat in play with the lowest hand: the seats that pay. */
  payers(): number {
    const { players, inPlay, feuerValue } = this.rules;
    let lowest = Infinity;
    let mask = 0;
    for (let seat = 0; seat < players; seat++) {
      if (!inPlay[seat]) continue;
      const at = seat * 3;
      const value = handValue(this.hands[at], this.hands[at + 1], this.hands[at + 2], feuerValue);
      if (value < lowest) {
        lowest = value;
        mask = 1 << seat;
      } else if (value === lowest) mask |= 1 << seat;
    }
    return mask;
  }

  private afterSwap(seat: number): void {
    this.passes = 0;
    this.turnDone(seat);
    const at = seat * 3;
    const a = this.hands[at];
    const b = this.hands[at + 1];
    const c = this.hands[at + 2];
    if (isFeuer(a, b, c) || isSchnauz(a, b, c)) this.over = true;
    else this.nextTurn();
  }

  private turnDone(seat: number): void {
    this.hadTurn |= 1 << seat;
    this.turn = this.nextInPlay(seat);
  }

  /** After the knock, the turn coming back round to the knocker means every last turn is taken. */
  private nextTurn(): void {
    if (this.knockedBy >= 0 && this.turn === this.knockedBy) this.over = true;
    else this.startTurn();
  }
}
