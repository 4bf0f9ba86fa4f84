/**
 * The solver's transposition table: one entry per slot (a newer position replaces an older one), keyed by the
 * cards' holders and the count, holding the bounds known for the position's value and the best card found there
 * (tried first when the position comes again). `clear` empties it in O(1), so one table serves every sample of a
 * decision.
 */
export class TranspositionTable {
  private static readonly SIZE = 1 << 15;
  private readonly cards = new Float64Array(TranspositionTable.SIZE);
  private readonly counts = new Float64Array(TranspositionTable.SIZE);
  private readonly stamps = new Int32Array(TranspositionTable.SIZE);
  readonly lower = new Float64Array(TranspositionTable.SIZE);
  readonly upper = new Float64Array(TranspositionTable.SIZE);
  readonly move = new Int8Array(TranspositionTable.SIZE);
  private stamp = 1;

  clear(): void {
    this.stamp++;
  }

  slotOf(cards: number, counts: number): number {
    const mixed = Math.imul((cards % 2147483647) ^ Math.imul(counts, 0x9e3779b1), 0x85ebca6b);
    return (mixed ^ (mixed >>> 15)) & (TranspositionTable.SIZE - 1);
  }

  holds(slot: number, cards: number, counts: number): boolean {
    return this.stamps[slot] === this.stamp && this.cards[slot] === cards && this.counts[slot] === counts;
  }

  store(slot: number, cards: number, counts: number, lower: number, upper: number, move: number): void {
    this.stamps[slot] = this.stamp;
    this.cards[slot] = cards;
    this.counts[slot] = counts;
    this.lower[slot] = lower;
    this.upper[slot] = upper;
    this.move[slot] = move;
  }
}
