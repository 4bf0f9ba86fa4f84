import { rankOf, type Card } from '../../../engine/core/cards.js';
import type { Seat } from '../../../engine/core/seats.js';
import { CARD_POINTS, type CardOrder, type Play } from '../../../engine/core/tricks.js';
import type { Contract, SchafkopfView } from '../../../engine/schafkopf/index.js';
import { GAMES, orderOf, trumpsOf, type GameRecord } from '../../../engine/schafkopf/rules/games.js';
import { packOf } from '../../../engine/schafkopf/rules/options.js';
import type { Random } from '../../random.js';

/** The seat's picture of a deal in play, from its view only. */
export interface Seen {
  seat: Seat;
  hand: Card[];
  contract: Contract;
  record: GameRecord;
  order: CardOrder;
  /** Every trump of the game, highest first. */
  trumps: Card[];
  trick: Play[];
  /** Cards the seat has seen: its hand, the trick and the last trick (earlier tricks lie face down). */
  seen: Set<Card>;
  pack: readonly Card[];
  declaring: boolean;
  /** Seats known to play on the seat's side. */
  friends: Seat[];
}

export function seenBy(seat: Seat, view: SchafkopfView, contract: Contract): Seen {
  const hand = [...(view.hand ?? [])];
  const record = GAMES[contract.game];
  const pack = packOf(view.options);
  const seen = new Set<Card>([...hand, ...view.trick.map((p) => p.card), ...(view.lastTrick?.plays.map((p) => p.card) ?? [])]);
  const { declaring, friends } = sides(seat, hand, view, contract);
  const order = orderOf(contract.game, contract.suit);
  const trumps = trumpsOf(contract.game, contract.suit, pack);
  return { seat, hand, contract, record, order, trumps, trick: [...view.trick], seen, pack, declaring, friends };
}

/** Who plays with whom as far as the seat knows: the hidden partner of a Rufspiel is unknown until he shows. */
function sides(seat: Seat, hand: Card[], view: SchafkopfView, contract: Contract): { declaring: boolean; friends: Seat[] } {
  const others = [0, 1, 2, 3].filter((s) => s !== seat);
  const declarer = contract.declarer;
  const kind = GAMES[contract.game].kind;
  if (declarer === null || kind === 'ramsch') return { declaring: false, friends: [] };
  if (kind === 'solo') {
    return seat === declarer ? { declaring: true, friends: [] } : { declaring: false, friends: others.filter((s) => s !== declarer) };
  }
  const partner =
    contract.game === 'hochzeit'
      ? contract.hochzeitOffer
      : (view.partner ?? (contract.call !== null && hand.includes(contract.call) ? seat : null));
  if (seat === declarer) return { declaring: true, friends: partner === null ? [] : [partner] };
  if (seat === partner) return { declaring: true, friends: [declarer] };
  return { declaring: false, friends: partner === null ? [] : others.filter((s) => s !== declarer && s !== partner) };
}

export const points = (card: Card): number => CARD_POINTS[rankOf(card)];
export const isTrump = (s: Seen, card: Card): boolean => s.order.suit(card) === 'trump';
/** An Ober or Unter that is trump (Rufspiel, Solo) or the game's only trumps (Wenz, Geier): worth keeping. */
export const isHighTrump = (s: Seen, card: Card): boolean =>
  isTrump(s, card) && (s.record.trumpRanks as readonly string[]).includes(rankOf(card));

/** No card the seat has not seen can beat it in its own suit (trumps: no unseen higher trump). */
export function isBoss(s: Seen, card: Card): boolean {
  const suit = s.order.suit(card);
  return !s.pack.some((other) => !s.seen.has(other) && s.order.suit(other) === suit && s.order.strength(other) > s.order.strength(card));
}

/** What a card is worth keeping: its points, and for a trump more the higher it ranks. */
export function keepValue(s: Seen, card: Card): number {
  const trumpIndex = s.trumps.indexOf(card);
  const trumpKeep = trumpIndex < 0 ? 0 : 4 + (s.trumps.length - 1 - trumpIndex);
  return points(card) + trumpKeep + s.order.strength(card) / 100;
}

/** The seats still to play to the trick after the seat. */
export function seatsAfter(s: Seen): Seat[] {
  return [1, 2, 3].slice(0, 3 - s.trick.length).map((i) => (s.seat + i) % 4);
}

/** The items with the highest score; random breaks a tie. */
export function best<T>(items: readonly T[], score: (item: T) => number, random: Random): T {
  const scores = items.map(score);
  const top = Math.max(...scores);
  return random.pick(items.filter((_, i) => scores[i] === top));
}

/** The items with the lowest score; random breaks a tie. */
export const least = <T>(items: readonly T[], score: (item: T) => number, random: Random): T => best(items, (item) => -score(item), random);
