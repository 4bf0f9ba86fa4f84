import { beatsIndex, bit, POINTS, TRUMP, type GameOrder } from './cards.js';
import { legalMask } from './rules.js';

const lowestBit = (mask: number): number => 31 - Math.clz32(mask & -mask);

/**
 * The solver's estimate beyond its horizon: the rest of the deal played out with all hands open by a rule of
 * thumb, the same for both sides. Leading: a card no opponent can beat (the most Augen), else the cheapest
 * plain card. Following: Augen onto a friend's trick no opponent can still take; else the cheapest card that
 * takes the trick for good (the most Augen first); else the cheapest card. Returns the value as the solver counts
 * it (solver.ts, OpenDeal) from this position on; `steps` is the number of cards it played.
 */
export class Playout {
  private readonly hands = new Int32Array(4);
  private readonly trick = new Int32Array(4);
  steps = 0;

  constructor(
    private readonly order: GameOrder,
    private readonly maximizing: readonly boolean[],
    private readonly counted: readonly boolean[],
  ) {}

  run(
    hands: ArrayLike<number>,
    leader: number,
    call: number,
    calledSuitLed: boolean,
    countedHaveTrick: boolean,
    othersHaveTrick: boolean,
    allTricks: number,
    noTrick: number,
  ): number {
    const order = this.order;
    const own = this.hands;
    for (let s = 0; s < 4; s++) own[s] = hands[s];
    this.steps = 0;
    let value = 0;
    let lead = leader;
    let suitLed = calledSuitLed;
    let countedTrick = countedHaveTrick;
    let otherTrick = othersHaveTrick;
    while ((own[0] | own[1] | own[2] | own[3]) !== 0) {
      let best = 0;
      let points = 0;
      for (let i = 0; i < 4; i++) {
        const seat = (lead + i) & 3;
        const legal = legalMask(order, own[seat], this.trick, i, call, suitLed);
        const card = legal & (legal - 1) ? this.choose(seat, legal, i, lead, best) : lowestBit(legal);
        own[seat] &= ~bit(card);
        this.trick[i] = card;
        points += POINTS[card];
        if (i > 0 && beatsIndex(order, card, this.trick[best])) best = i;
      }
      this.steps += 4;
      const winner = (lead + best) & 3;
      if (call >= 0 && order.suit[this.trick[0]] === order.suit[call]) suitLed = true;
      if (this.counted[winner]) {
        value += points;
        countedTrick = true;
      } else otherTrick = true;
      lead = winner;
    }
    return value + (otherTrick ? 0 : allTricks) + (countedTrick ? 0 : noTrick);
  }

  private choose(seat: number, legal: number, position: number, lead: number, bestAt: number): number {
    const order = this.order;
    if (position === 0) {
      let sure = -1;
      let cheap = -1;
      for (let m = legal >>> 0; m !== 0; m &= m - 1) {
        const card = lowestBit(m);
        if (!this.opponentCanBeat(seat, card, card, 1, lead) && (sure < 0 || POINTS[card] > POINTS[sure])) sure = card;
        if (cheap < 0 || this.cost(card) < this.cost(cheap)) cheap = card;
      }
      return sure >= 0 ? sure : cheap;
    }
    const best = this.trick[bestAt];
    const bestSeat = (lead + bestAt) & 3;
    const led = this.trick[0];
    if (this.maximizing[bestSeat] === this.maximizing[seat] && !this.opponentCanBeat(seat, best, led, position + 1, lead)) {
      let rich = -1;
      for (let m = legal >>> 0; m !== 0; m &= m - 1) {
        const card = lowestBit(m);
        if (rich < 0 || POINTS[card] - (order.suit[card] === TRUMP ? 5 : 0) > POINTS[rich] - (order.suit[rich] === TRUMP ? 5 : 0))
          rich = card;
      }
      return rich;
    }
    let taker = -1;
    let cheap = -1;
    for (let m = legal >>> 0; m !== 0; m &= m - 1) {
      const card = lowestBit(m);
      if (beatsIndex(order, card, best) && !this.opponentCanBeat(seat, card, led, position + 1, lead)) {
        if (taker < 0 || POINTS[card] > POINTS[taker] || (POINTS[card] === POINTS[taker] && order.strength[card] < order.strength[taker]))
          taker = card;
      }
      if (cheap < 0 || this.cost(card) < this.cost(cheap)) cheap = card;
    }
    return taker >= 0 ? taker : cheap;
  }

  /** What giving a card away costs: its Augen, a trump more (the stronger the more). */
  private cost(card: number): number {
    return POINTS[card] + (this.order.suit[card] === TRUMP ? 8 + this.order.strength[card] / 10 : this.order.strength[card] / 100);
  }

  /** Can an opponent of `seat` who plays after position `from` in this trick beat `card` (the lead being `led`)? */
  private opponentCanBeat(seat: number, card: number, led: number, from: number, lead: number): boolean {
    const order = this.order;
    const ledSuit = order.suit[led];
    for (let i = from; i < 4; i++) {
      const other = (lead + i) & 3;
      if (this.maximizing[other] === this.maximizing[seat]) continue;
      const hand = this.hands[other];
      const following = hand & order.suitMask[ledSuit];
      const options = following !== 0 ? following : hand;
      for (let m = options >>> 0; m !== 0; m &= m - 1) if (beatsIndex(order, lowestBit(m), card)) return true;
    }
    return false;
  }
}
