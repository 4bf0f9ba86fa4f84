import { bit, POINTS, suitOfIndex } from './cards.js';
import { beats, copyPosition, legalMask, marriageWith, valueAfterMarriage, valueAfterTrick, type Position, type Rules } from './rules.js';
import { TranspositionTable } from './table.js';

export { TranspositionTable };

const INF = 1000;
const POW5 = Array.from({ length: 20 }, (_, card) => 5 ** card);
/** Room per ply in the move buffers (a hand never offers more cards than that). */
const WIDTH = 8;

/**
 * Alpha-beta over one deal with every hand open. Values are for the declaring side (it maximises, the others
 * minimise): the Normal game's 1/2/3 game points or +1/-1 for every other contract, so the window is tiny and
 * cut-offs come early. Move ordering (the table's best card, then cheapest winning card, highest lead),
 * equivalent cards merged where only tricks matter (Bettler and all-tricks contracts: adjacent cards of a suit
 * with nothing between them left in play), and a transposition table at trick boundaries. The state is plain
 * numbers changed and restored in place; tricks are kept one slot per trick so none is copied.
 *
 * `nodeLimit` caps the work: once that many positions are searched, positions at a trick boundary are no
 * longer searched but estimated (`estimate`), so the answer stays a function of the input.
 */
export class Solver {
  nodes = 0;
  private readonly table: TranspositionTable;
  private readonly byHeight: number[][];
  private readonly merges: boolean;
  private readonly players: number;
  private p!: Position;
  /** Cards and seats of trick t at 4t .. 4t+3; `count` cards are on the table in the running trick. */
  private readonly trickCards = new Int8Array(48);
  private readonly trickSeats = new Int8Array(48);
  private count = 0;
  private readonly buffer = new Int8Array(WIDTH * 24);
  private readonly scores = new Int32Array(WIDTH * 24);
  private ply = 0;

  constructor(
    readonly rules: Rules,
    readonly nodeLimit = Number.POSITIVE_INFINITY,
    table?: TranspositionTable,
  ) {
    this.table = table ?? new TranspositionTable();
    this.table.clear();
    this.byHeight = [0, 1, 2, 3].map((suit) =>
      [0, 1, 2, 3, 4].map((rank) => 5 * suit + rank).sort((a, b) => rules.power[b] - rules.power[a]),
    );
    this.merges = rules.goal === 'noTricks' || rules.goal === 'allTricks';
    this.players = rules.inPlay.length;
  }

  /** The value of the position for the declaring side with best play by all. */
  solve(position: Position): number {
    this.load(position);
    return this.search(-INF, INF);
  }

  /** The value after each of `cards` (legal for the seat on turn) with best play afterwards. */
  values(position: Position, cards: readonly number[]): number[] {
    this.load(position);
    return cards.map((card) => this.play(card, -INF, INF));
  }

  private load(position: Position): void {
    this.p = copyPosition(position);
    this.p.trickCards = [];
    this.p.trickSeats = [];
    const base = 4 * position.tricksDone;
    this.count = position.trickCards.length;
    for (let i = 0; i < this.count; i++) {
      this.trickCards[base + i] = position.trickCards[i];
      this.trickSeats[base + i] = position.trickSeats[i];
    }
    this.ply = 0;
  }

  private search(alpha: number, beta: number): number {
    this.nodes++;
    const p = this.p;
    const leading = this.count === 0;
    const table = this.table;
    let slot = -1;
    let cardsKey = 0;
    let countKey = 0;
    let hint = -1;
    if (leading) {
      if (this.nodes > this.nodeLimit) return this.estimate();
      cardsKey = this.cardsKey();
      countKey = this.countKey();
      slot = table.slotOf(cardsKey, countKey);
      if (table.holds(slot, cardsKey, countKey)) {
        const lower = table.lower[slot];
        const upper = table.upper[slot];
        if (lower >= beta || lower === upper) return lower;
        if (upper <= alpha) return upper;
        if (lower > alpha) alpha = lower;
        if (upper < beta) beta = upper;
        hint = table.move[slot];
      }
    }
    if (this.rules.goal === 'normal') {
      // Game points only fall as the other side counts: 3 while it has no trick, 2 below 33, else 1.
      const most = p.tricks[1] === 0 ? 3 : p.points[1] + p.declared[1] < 33 ? 2 : 1;
      const least = -(p.tricks[0] === 0 ? 3 : p.points[0] + p.declared[0] < 33 ? 2 : 1);
      if (most <= alpha) return most;
      if (least >= beta) return least;
      if (most < beta) beta = most;
      if (least > alpha) alpha = least;
    }
    const maximising = this.rules.declaring[p.turn];
    const from = this.ply * WIDTH;
    const moves = this.order(from, hint);
    const low = alpha;
    const high = beta;
    let best = maximising ? -INF : INF;
    let bestCard = -1;
    this.ply++;
    for (let i = from; i < from + moves; i++) {
      const card = this.buffer[i];
      const value = this.play(card, alpha, beta);
      if (maximising ? value > best : value < best) {
        best = value;
        bestCard = card;
      }
      if (maximising) {
        if (best > alpha) alpha = best;
      } else if (best < beta) beta = best;
      if (alpha >= beta) break;
    }
    this.ply--;
    if (leading) table.store(slot, cardsKey, countKey, best <= low ? -INF : best, best >= high ? INF : best, bestCard);
    return best;
  }

  /** Plays `card` for the seat on turn, searches on (or scores the decided deal) and takes the card back. */
  private play(card: number, alpha: number, beta: number): number {
    const p = this.p;
    const rules = this.rules;
    const seat = p.turn;
    const hand = p.hands[seat];
    const mustLead = p.mustLead;
    const group = rules.group[seat];
    let value = Number.NaN;
    // Leading König or Ober with the other in hand announces the 20/40 first: it can only help its side.
    const marriage = this.count === 0 && mustLead < 0 ? marriageWith(rules, hand, card) : 0;
    p.hands[seat] = hand & ~bit(card);
    p.mustLead = -1;
    if (marriage > 0) {
      p.declared[group] += marriage;
      value = valueAfterMarriage(rules, p, group);
    }
    if (Number.isNaN(value)) {
      const at = 4 * p.tricksDone + this.count;
      this.trickCards[at] = card;
      this.trickSeats[at] = seat;
      this.count++;
      if (this.count === this.players) value = this.completeTrick(alpha, beta);
      else {
        p.turn = rules.next[seat];
        value = this.search(alpha, beta);
      }
      this.count--;
    }
    if (marriage > 0) p.declared[group] -= marriage;
    p.turn = seat;
    p.mustLead = mustLead;
    p.hands[seat] = hand;
    return value;
  }

  private completeTrick(alpha: number, beta: number): number {
    const p = this.p;
    const rules = this.rules;
    const base = 4 * p.tricksDone;
    let best = base;
    let points = POINTS[this.trickCards[base]];
    for (let i = base + 1; i < base + this.players; i++) {
      const card = this.trickCards[i];
      points += POINTS[card];
      if (beats(rules, card, this.trickCards[best])) best = i;
    }
    const winner = this.trickSeats[best];
    const group = rules.group[winner];
    const count = this.count;
    this.count = 0;
    p.points[group] += points;
    p.tricks[group]++;
    p.tricksDone++;
    p.turn = winner;
    let value = valueAfterTrick(rules, p, winner);
    if (Number.isNaN(value)) value = this.search(alpha, beta);
    p.tricksDone--;
    p.tricks[group]--;
    p.points[group] -= points;
    this.count = count;
    return value;
  }

  /**
   * Fills the ply's buffer with the legal cards (merged where the contract allows), best first: the table's card
   * from an earlier visit; a follower's winning cards low to high, then the rest low to high; a leader's high
   * cards first. Returns how many there are.
   */
  private order(from: number, hint: number): number {
    const p = this.p;
    const rules = this.rules;
    const base = 4 * p.tricksDone;
    const lead = this.count === 0 ? -1 : this.trickCards[base];
    let moves = legalMask(rules, p.hands[p.turn], lead, p.mustLead);
    if (this.merges) moves = this.merged(moves);
    const top = this.count === 0 ? -1 : this.topCard();
    let n = 0;
    for (let m = moves; m !== 0; m &= m - 1) {
      const card = 31 - Math.clz32(m & -m);
      const score = card === hint ? 1000 : top < 0 ? height(rules, card) : (beats(rules, card, top) ? 100 : 0) - height(rules, card);
      // Insertion by score, highest first.
      let i = from + n;
      while (i > from && this.scores[i - 1] < score) {
        this.scores[i] = this.scores[i - 1];
        this.buffer[i] = this.buffer[i - 1];
        i--;
      }
      this.scores[i] = score;
      this.buffer[i] = card;
      n++;
    }
    return n;
  }

  /** The card holding the running trick. */
  private topCard(): number {
    const base = 4 * this.p.tricksDone;
    let top = this.trickCards[base];
    for (let i = base + 1; i < base + this.count; i++) if (beats(this.rules, this.trickCards[i], top)) top = this.trickCards[i];
    return top;
  }

  /** One card of each run of the mover's cards that no card left in play separates (they take the same tricks). */
  private merged(legal: number): number {
    const p = this.p;
    let alive = 0;
    for (const seat of this.rules.inPlay) alive |= p.hands[seat];
    const base = 4 * p.tricksDone;
    for (let i = base; i < base + this.count; i++) alive |= bit(this.trickCards[i]);
    let kept = 0;
    for (const suit of this.byHeight) {
      let inRun = false;
      for (const card of suit) {
        if ((alive & bit(card)) === 0) continue;
        const mine = (legal & bit(card)) !== 0;
        if (mine && !inRun) kept |= bit(card);
        inRun = mine;
      }
    }
    return kept;
  }

  /** Who holds each card still in play, as a base-5 number (exact in a double: 5^20 < 2^53). */
  private cardsKey(): number {
    const p = this.p;
    let key = 0;
    const inPlay = this.rules.inPlay;
    for (let i = 0; i < inPlay.length; i++) {
      for (let m = p.hands[inPlay[i]]; m !== 0; m &= m - 1) key += (i + 1) * POW5[31 - Math.clz32(m & -m)];
    }
    return key;
  }

  /** The seat on lead and, where the count matters, the count so far (the rest follows from the cards left). */
  private countKey(): number {
    const p = this.p;
    const counts = this.rules.goal === 'normal' || this.rules.goal === 'schnapser';
    const tally = counts ? ((p.points[0] * 8 + p.tricks[0]) * 8 + p.declared[0] / 20) * 8 + p.declared[1] / 20 : 0;
    return tally * 4 + p.turn;
  }

  /**
   * Past the node limit: a rough value from the count so far (Normal game) or a draw (the other contracts'
   * outcome is open until a trick decides it).
   */
  private estimate(): number {
    const p = this.p;
    if (this.rules.goal !== 'normal') return 0;
    const lead = p.points[0] + p.declared[0] - p.points[1] - p.declared[1];
    return Math.max(-1, Math.min(1, lead / 40));
  }
}

/** Height across suits for ordering: trumps above plain cards. */
const height = (rules: Rules, card: number): number => rules.power[card] + (suitOfIndex(card) === rules.trump ? 10 : 0);
