import { rankOf, suitOf, type Card } from '../../../engine/core/cards.js';
import { beats, cardPoints, winningPlay } from '../../../engine/core/tricks.js';
import type { Random } from '../../random.js';
import { best, isBoss, isHighTrump, isTrump, keepValue, least, points, seatsAfter, type Seen } from './seen.js';

/** Points the others would get if the seat, last to play, let the trick go: worth an Ober or Unter (one for a 9 is waste). */
export const WORTH_A_HIGH_TRUMP = 10;
/** Points in a trick for which a seat that is not last tries its best card. */
export const WORTH_A_FIGHT = 10;

/** The card to play: by the game (Ramsch, Bettel, a Tout) and the seat's side, leading or following. */
export function chooseCard(s: Seen, legal: Card[], random: Random): Card {
  if (legal.length === 1) return legal[0];
  if (s.record.kind === 'ramsch') return ramsch(s, legal, random);
  if (s.record.bettel) return s.declaring ? bettelDeclarer(s, legal, random) : bettelDefender(s, legal, random);
  if (s.record.tout) return s.declaring ? toutDeclarer(s, legal, random) : toutDefender(s, legal, random);
  return s.trick.length === 0 ? lead(s, legal, random) : follow(s, legal, random);
}

const lowest = (s: Seen, cards: Card[], random: Random) => least(cards, (c) => keepValue(s, c), random);
const weakest = (s: Seen, cards: Card[], random: Random) => least(cards, (c) => s.order.strength(c), random);
const strongest = (s: Seen, cards: Card[], random: Random) => best(cards, (c) => s.order.strength(c), random);

function lead(s: Seen, legal: Card[], random: Random): Card {
  const trumps = legal.filter((c) => isTrump(s, c));
  const plain = legal.filter((c) => !isTrump(s, c));
  // Only an ace is led as a sure trick: a lower boss card is often trumped once its suit has gone round.
  const aces = plain.filter((c) => rankOf(c) === s.record.plainOrder[0] && isBoss(s, c));
  const call = s.contract.call;
  const calledSuit = call === null || s.hand.includes(call) ? null : suitOf(call);
  const searching = calledSuit === null ? [] : plain.filter((c) => suitOf(c) === calledSuit);
  if (s.declaring) {
    // Trumpf ziehen: with a boss trump from the top, else with a cheap one while the seat is long in trumps.
    if (trumps.length > 0 && isBoss(s, strongest(s, trumps, random))) return strongest(s, trumps, random);
    if (trumps.length >= 3) return lowest(s, trumps, random);
    if (aces.length > 0) return lowest(s, aces, random);
    // The caller brings his partner's ace home by leading the called suit.
    if (s.friends.length === 0 && searching.length > 0) return weakest(s, searching, random);
    if (trumps.length > 0 && plain.length === 0) return weakest(s, trumps, random);
    return lowest(s, plain.length > 0 ? plain : legal, random);
  }
  // Sau suchen: a defender leads the called suit while its ace is hidden.
  if (searching.length > 0 && !s.friends.length) return weakest(s, searching, random);
  if (aces.length > 0) return lowest(s, aces, random);
  if (plain.length > 0) {
    // Against a single player, a long suit makes him spend trumps.
    const longest = (c: Card) => plain.filter((other) => suitOf(other) === suitOf(c)).length;
    return s.record.kind === 'solo' ? least(plain, (c) => keepValue(s, c) - 20 * longest(c), random) : lowest(s, plain, random);
  }
  return weakest(s, legal, random);
}

function follow(s: Seen, legal: Card[], random: Random): Card {
  const top = winningPlay(s.trick, s.order);
  const wins = legal.filter((c) => beats(s.order, c, top.card));
  const at = cardPoints(s.trick.map((p) => p.card));
  const later = seatsAfter(s);
  const friend = (seat: number) => s.friends.includes(seat);
  if (friend(top.seat)) {
    // Schmieren: give points to a trick the partner surely wins.
    if (later.every(friend) || isBoss(s, top.card))
      return best(legal, (c) => (isHighTrump(s, c) ? -1 : points(c)) - keepValue(s, c) / 1000, random);
    const boss = wins.filter((c) => isBoss(s, c));
    if (boss.length > 0 && at >= WORTH_A_FIGHT) return weakest(s, boss, random);
    return lowest(s, legal, random);
  }
  if (wins.length > 0) {
    const cheapest = weakest(s, wins, random);
    if (later.length === 0) {
      // An Ober or Unter is spent only when letting the trick go would leave the others 10 points or more.
      const ducks = legal.filter((c) => !wins.includes(c));
      if (ducks.length === 0 || !isHighTrump(s, cheapest) || at + points(lowest(s, ducks, random)) >= WORTH_A_HIGH_TRUMP) return cheapest;
    } else {
      const boss = wins.filter((c) => isBoss(s, c));
      const surest = boss.length > 0 ? weakest(s, boss, random) : null;
      if (surest !== null && (at >= WORTH_A_HIGH_TRUMP || !isHighTrump(s, surest))) return surest;
      if (at >= WORTH_A_FIGHT) return strongest(s, wins, random);
    }
  }
  return lowest(s, legal, random);
}

/** A Tout: every trick, so the surest card; once a trick is lost nothing is played on. */
function toutDeclarer(s: Seen, legal: Card[], random: Random): Card {
  if (s.trick.length === 0) {
    const bosses = legal.filter((c) => isBoss(s, c));
    return strongest(s, bosses.length > 0 ? bosses : legal, random);
  }
  const top = winningPlay(s.trick, s.order);
  const wins = legal.filter((c) => beats(s.order, c, top.card));
  return wins.length > 0 ? (seatsAfter(s).length === 0 ? weakest(s, wins, random) : strongest(s, wins, random)) : lowest(s, legal, random);
}

/** Against a Tout one trick is enough: follow with the strongest card that wins, else the cheapest. */
function toutDefender(s: Seen, legal: Card[], random: Random): Card {
  if (s.trick.length === 0) return lead(s, legal, random);
  const top = winningPlay(s.trick, s.order);
  const wins = legal.filter((c) => beats(s.order, c, top.card));
  return wins.length > 0 && top.seat === s.contract.declarer ? strongest(s, wins, random) : lowest(s, legal, random);
}

/** Ramsch: each for himself, fewest points wins: duck with the highest card that stays under, shedding points. */
function ramsch(s: Seen, legal: Card[], random: Random): Card {
  if (s.trick.length === 0) {
    const plain = legal.filter((c) => !isTrump(s, c));
    return least(plain.length > 0 ? plain : legal, (c) => s.order.strength(c) + points(c) / 100, random);
  }
  const top = winningPlay(s.trick, s.order);
  const ducks = legal.filter((c) => !beats(s.order, c, top.card));
  if (ducks.length > 0) return best(ducks, (c) => points(c) * 100 + s.order.strength(c), random);
  // Forced to go over: last, the trick is ours anyway, so away with the strongest card; else the lowest.
  return seatsAfter(s).length === 0 ? strongest(s, legal, random) : weakest(s, legal, random);
}

/** Bettel, the player: never take a trick; get rid of high cards while a lower one stays to duck with. */
function bettelDeclarer(s: Seen, legal: Card[], random: Random): Card {
  if (s.trick.length === 0) return weakest(s, legal, random);
  const top = winningPlay(s.trick, s.order);
  const ducks = legal.filter((c) => !beats(s.order, c, top.card));
  return strongest(s, ducks.length > 0 ? ducks : legal, random);
}

/** Bettel, the defenders: lead low and stay under the player's card, so that he has to take a trick. */
function bettelDefender(s: Seen, legal: Card[], random: Random): Card {
  if (s.trick.length === 0) return weakest(s, legal, random);
  const top = winningPlay(s.trick, s.order);
  const led = s.order.suit(s.trick[0].card);
  const following = legal.every((c) => s.order.suit(c) === led);
  if (!following) return strongest(s, legal, random);
  if (top.seat === s.contract.declarer) {
    const under = legal.filter((c) => !beats(s.order, c, top.card));
    if (under.length > 0) return strongest(s, under, random);
  }
  return weakest(s, legal, random);
}
