import { makeCard, rankOf, suitOf, type Card, type Suit } from '../../engine/core/cards.js';
import type { Seat } from '../../engine/core/seats.js';
import { beats, winningPlay, type CardOrder, type Play } from '../../engine/core/tricks.js';
import { SCHNAPSEN_PACK, schnapsenOrder } from '../../engine/schnapsen/common/cards.js';
import type { ContractRecord } from '../../engine/schnapsen/common/contracts.js';
import type { Random } from '../random.js';
import { points, type Role } from './schnapsen-family.js';

/** What the seat knows while the cards are played, read from its view. */
export interface TableSense {
  seat: Seat;
  hand: readonly Card[];
  trump: Suit | null;
  record: ContractRecord;
  declarer: Seat;
  /** Seats playing on the declarer's side (a partner who sits out is in `out`). */
  declaring: readonly Seat[];
  defending: readonly Seat[];
  out: readonly Seat[];
  /** The trick on the table. */
  trick: readonly Play[];
  /** Cards it has seen leave the hands: face-up tricks, the trick on the table, its own discards. */
  seen: readonly Card[];
}

/** A trump, or half of a marriage still to announce, is worth keeping beyond its points. */
const TRUMP_KEEP = 12;
const MARRIAGE_KEEP = 8;

/**
 * How the seat plays the contract:
 * points: the Normal game; winAll: the declarer must take every trick (all-tricks contracts, Schnapser);
 * quiet: his partner must not take one; together: a side that must take every trick (Dokta, Schnapser zusammen);
 * stop: a defender, one trick beats the contract; dodge: the Bettler declarer; overtake: his partner playing along;
 * feed: a defender against a Bettler.
 */
type Aim = 'points' | 'winAll' | 'quiet' | 'together' | 'stop' | 'dodge' | 'overtake' | 'feed';

export const roleOf = (t: Pick<TableSense, 'seat' | 'declarer' | 'declaring' | 'out'>): Role =>
  t.seat === t.declarer ? 'declarer' : t.declaring.includes(t.seat) || t.out.includes(t.seat) ? 'partner' : 'defender';

function aimOf(t: TableSense): Aim {
  const role = roleOf(t);
  const goal = t.record.goal;
  switch (goal.kind) {
    case 'normal':
    case 'layDown':
      return 'points';
    case 'noTricks':
      return role === 'declarer' ? 'dodge' : role === 'partner' ? 'overtake' : 'feed';
    case 'allTricks':
    case 'schnapser':
      if (role === 'defender') return 'stop';
      if (goal.by === 'side') return 'together';
      return role === 'declarer' ? 'winAll' : 'quiet';
  }
}

/** The card to play among the legal ones, by the contract's aim; `random` only breaks ties. */
export function chooseCard(t: TableSense, legal: readonly Card[], random: Random): Card {
  const table = new Table(t, legal, random);
  return table.choose(aimOf(t));
}

class Table {
  readonly order: CardOrder;
  readonly unseen: Card[];
  readonly inPlay: number;

  constructor(
    readonly t: TableSense,
    readonly legal: readonly Card[],
    readonly random: Random,
  ) {
    this.order = schnapsenOrder(t.record.trump ? t.trump : null, t.record.assLow);
    this.unseen = SCHNAPSEN_PACK.filter((card) => !t.hand.includes(card) && !t.seen.includes(card));
    this.inPlay = t.declaring.length + t.defending.length;
  }

  choose(aim: Aim): Card {
    return this.t.trick.length === 0 ? this.lead(aim) : this.follow(aim);
  }

  isTrump = (card: Card): boolean => this.order.suit(card) === 'trump';
  /** Height across suits: any trump above any plain card, then the rank. */
  height = (card: Card): number => (this.isTrump(card) ? 10 : 0) + this.order.strength(card);
  keepCost = (card: Card): number => points(card) + (this.isTrump(card) ? TRUMP_KEEP : 0) + this.marriageHalf(card);

  marriageHalf(card: Card): number {
    const rank = rankOf(card);
    if (!this.t.record.marriages || (rank !== 'K' && rank !== 'O')) return 0;
    return this.t.hand.includes(makeCard(suitOf(card), rank === 'K' ? 'O' : 'K')) ? MARRIAGE_KEEP : 0;
  }

  /** The card among `cards` with the least `cost`; equal costs are a tie. */
  least(cards: readonly Card[], cost: (card: Card) => number): Card {
    const low = Math.min(...cards.map(cost));
    return this.random.pick(cards.filter((card) => cost(card) === low));
  }

  most = (cards: readonly Card[], gain: (card: Card) => number): Card => this.least(cards, (card) => -gain(card));

  /** No card the seat has not seen is higher in the card's own suit (a trump may still cut a plain card). */
  top = (card: Card): boolean =>
    !this.unseen.some(
      (other) => this.order.suit(other) === this.order.suit(card) && this.order.strength(other) > this.order.strength(card),
    );

  /** Nothing the seat has not seen could beat the card: the top of its suit and, if plain, no trump unseen. */
  safe = (card: Card): boolean => !this.unseen.some((other) => beats(this.order, other, card));

  allies(): readonly Seat[] {
    const mine = roleOf(this.t) === 'defender' ? this.t.defending : [...this.t.declaring, ...this.t.out];
    return mine.filter((seat) => seat !== this.t.seat);
  }

  // ---- leading ----

  lead(aim: Aim): Card {
    const cards = this.legal;
    switch (aim) {
      case 'points': {
        // Cash a plain Ass or Zehn that no unseen card of its suit outranks; else lead the cheapest card.
        const cash = cards.filter((c) => !this.isTrump(c) && points(c) >= 10 && this.top(c));
        return cash.length > 0 ? this.most(cash, points) : this.least(cards, this.keepCost);
      }
      case 'winAll':
      case 'together':
      case 'stop': {
        // Sure tricks first, trumps before plain suits (they draw the trumps that could cut the plain ones).
        const sure = cards.filter(this.top);
        return sure.length > 0 ? this.most(sure, (c) => this.height(c) * 100 + points(c)) : this.most(cards, this.height);
      }
      case 'dodge':
      case 'feed':
        // The lowest card of the suit the others hold most of: whoever holds it must beat it.
        return this.least(cards, (c) => this.height(c) - this.outstanding(suitOf(c)) * 100);
      case 'quiet':
      case 'overtake':
        return this.least(cards, this.height);
    }
  }

  outstanding = (suit: Suit): number => this.unseen.filter((card) => suitOf(card) === suit).length;

  // ---- following ----

  follow(aim: Aim): Card {
    const trick = this.t.trick;
    const best = winningPlay(trick, this.order);
    const winners = this.legal.filter((c) => beats(this.order, c, best.card));
    const last = trick.length === this.inPlay - 1;
    const declarerPlayed = trick.some((p) => p.seat === this.t.declarer);
    const allyWins = this.allies().includes(best.seat);
    const lowest = () => this.least(this.legal, this.height);
    switch (aim) {
      case 'points':
        return this.followForPoints(best, winners, last, allyWins);
      case 'winAll':
        if (winners.length === 0) return lowest();
        return last ? this.least(winners, this.keepCost) : this.most(winners, this.height);
      case 'together':
        if (allyWins && (last || this.safe(best.card))) return this.most(this.legal, (c) => points(c) - this.height(c) / 100);
        if (winners.length === 0) return lowest();
        return last ? this.least(winners, this.keepCost) : this.most(winners, this.height);
      case 'stop':
        if (allyWins && declarerPlayed) return lowest();
        if (winners.length === 0) return lowest();
        return declarerPlayed ? this.least(winners, this.keepCost) : this.most(winners, this.height);
      case 'quiet': {
        // The declarer must take it himself: never overtake him; a Schnapser is glad of the points.
        const under = this.legal.filter((c) => !winners.includes(c));
        if (best.seat !== this.t.declarer || under.length === 0) return lowest();
        return this.most(under, (c) => points(c) - (this.isTrump(c) ? TRUMP_KEEP : 0));
      }
      case 'feed': {
        // Leave the declarer's card on top; throw high cards and keep the low ones to lead into him later.
        const under = this.legal.filter((c) => !winners.includes(c));
        if (!declarerPlayed) return lowest();
        return under.length > 0 ? this.most(under, this.height) : lowest();
      }
      case 'dodge': {
        // Throw the highest card that does not take the trick; a later card only raises the bar.
        const under = this.legal.filter((c) => !winners.includes(c));
        if (under.length > 0) return this.most(under, this.height);
        return last ? this.most(this.legal, this.height) : lowest();
      }
      case 'overtake':
        return best.seat === this.t.declarer && winners.length > 0 ? this.most(winners, this.height) : lowest();
    }
  }

  /**
   * The Normal game: give points to a trick the partner surely takes (schmieren); take a trick with points (or
   * as the last card, or with a cheap card) with the cheapest card that wins it; otherwise throw the cheapest.
   */
  followForPoints(best: Play, winners: Card[], last: boolean, allyWins: boolean): Card {
    if (allyWins && (last || this.safe(best.card))) {
      return this.most(this.legal, (c) => points(c) - (this.keepCost(c) - points(c)));
    }
    if (winners.length > 0) {
      const onTable = this.t.trick.reduce((sum, p) => sum + points(p.card), 0);
      const cheapest = this.least(winners, this.keepCost);
      if (onTable >= 10 || (last && onTable > 0) || this.keepCost(cheapest) <= 4) return cheapest;
    }
    return this.least(this.legal, this.keepCost);
  }
}
