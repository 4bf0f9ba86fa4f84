import type { Card } from '../../../engine/core/cards.js';
import type { GameEvent } from '../../../engine/core/game.js';
import type { Seat } from '../../../engine/core/seats.js';
import type { Contract, SchafkopfEvent, SchafkopfView } from '../../../engine/schafkopf/index.js';
import { GAMES } from '../../../engine/schafkopf/rules/games.js';
import { packOf } from '../../../engine/schafkopf/rules/options.js';
import { bit, gameOrder, indexOf, maskOf, POINTS, TRUMP, type GameOrder } from './cards.js';

/** A trick of the current deal as the seat saw it: who led, the cards in the order played, who took it (-1: open). */
export interface SeenTrick {
  leader: Seat;
  cards: number[];
  winner: Seat;
}

/**
 * What one seat knows of the deal being played, from its view and its log: its hand, every card played by whom,
 * the suits each other seat has shown to be void in (under the contract's order), cards known to lie in or not in
 * another hand (a Hochzeit or Schieberrunde exchange, the called ace), and how many cards each hand holds.
 */
export interface Knowledge {
  seat: Seat;
  contract: Contract;
  order: GameOrder;
  pack: number;
  hand: number;
  handSizes: number[];
  /** Per seat, the cards it has played this deal. */
  played: number[];
  tricks: SeenTrick[];
  /** Per seat, a mask over the effective suits 0..4 it cannot hold. */
  voids: number[];
  /** Per seat, cards it surely holds now / surely does not hold. */
  holds: number[];
  lacks: number[];
  call: number;
  calledSuitLed: boolean;
  /**
   * The declarer still holds a card of the called suit: he held one when he called the ace (a callable ace needs
   * it) and has played none of them yet.
   */
  declarerHoldsCalledSuit: boolean;
}

/** The events of the deal being played: everything since its first half was dealt. */
export function currentDeal(log: readonly GameEvent[]): SchafkopfEvent[] {
  let start = 0;
  for (let i = log.length - 1; i >= 0; i--) {
    const event = log[i] as SchafkopfEvent;
    if (event.type === 'DealDealt' && event.data.half === 1) {
      start = i;
      break;
    }
  }
  return log.slice(start) as SchafkopfEvent[];
}

export function knowledgeOf(seat: Seat, view: SchafkopfView, log: readonly GameEvent[]): Knowledge {
  const contract = view.contract;
  if (contract === null) throw new Error('The strong Schafkopf bot reads a deal only once its game is fixed.');
  const order = gameOrder(contract.game, contract.suit);
  const call = contract.call === null ? -1 : indexOf(contract.call);
  const k: Knowledge = {
    seat,
    contract,
    order,
    pack: maskOf(packOf(view.options)),
    hand: maskOf(view.hand ?? []),
    handSizes: view.seats.map((s) => s.cardCount),
    played: [0, 0, 0, 0],
    tricks: [],
    voids: [0, 0, 0, 0],
    holds: [0, 0, 0, 0],
    lacks: [0, 0, 0, 0],
    call,
    calledSuitLed: view.calledSuitLed,
    declarerHoldsCalledSuit: contract.game === 'rufspiel' && call >= 0 && !contract.muss && !view.options.renonce,
  };
  const pushedOn = new Set<Seat>();
  const given: { to: Seat; cards: Card[] }[] = [];
  for (const event of currentDeal(log)) {
    switch (event.type) {
      case 'HochzeitOffered':
        // The trump shown with an open offer goes to the groom if the Hochzeit is played.
        if (event.data.card !== null)
          given.push({ to: contract.game === 'hochzeit' ? (contract.declarer ?? seat) : event.data.seat, cards: [event.data.card] });
        break;
      case 'HochzeitCardGiven': {
        const { seat: groom, to: bride, card, trump } = event.data;
        if (card !== null) given.push({ to: bride, cards: [card] });
        if (trump !== null) given.push({ to: groom, cards: [trump] });
        // The bride offered with exactly one trump and gave it away.
        k.voids[bride] |= 1 << TRUMP;
        break;
      }
      case 'SchieberDeclined':
        if (event.data.to !== null) given.push({ to: event.data.to, cards: event.data.cards });
        break;
      case 'CardsPushed':
        pushedOn.add(event.data.seat);
        if (event.data.cards !== null) given.push({ to: event.data.to, cards: event.data.cards });
        break;
      case 'CardPlayed':
        played(k, event.data.seat, indexOf(event.data.card));
        break;
      case 'TrickTaken':
        k.tricks[k.tricks.length - 1].winner = event.data.winner;
        break;
      default:
        break;
    }
  }
  // A seat that passed cards on may have passed on what it was given.
  for (const { to, cards } of given) if (to !== seat && !pushedOn.has(to)) k.holds[to] |= maskOf(cards);
  if (call >= 0) calledCard(k, view);
  for (let s = 0; s < 4; s++) {
    k.holds[s] &= ~k.played[s];
    if (s === seat) k.holds[s] = 0;
  }
  return k;
}

function played(k: Knowledge, seat: Seat, card: number): void {
  const last = k.tricks[k.tricks.length - 1];
  const trick = last === undefined || last.winner >= 0 || last.cards.length === 4 ? undefined : last;
  k.played[seat] |= bit(card);
  if (trick === undefined) {
    k.tricks.push({ leader: seat, cards: [card], winner: -1 });
    return;
  }
  const led = k.order.suit[trick.cards[0]];
  // Farbzwang: a seat that did not follow has none of the led suit (trumps being one suit).
  if (k.order.suit[card] !== led) k.voids[seat] |= 1 << led;
  trick.cards.push(card);
}

/**
 * The called card's rules as knowledge: the declarer never holds it; the first time its suit is led every seat
 * that held it had to play it, so a seat that played another card lacks it, and if nobody played it the leader
 * ran away with it (davonlaufen); a partner who has made himself known (Re before the ace) holds it.
 */
function calledCard(k: Knowledge, view: SchafkopfView): void {
  const call = k.call;
  const declarer = k.contract.declarer;
  if (declarer !== null) k.lacks[declarer] |= bit(call);
  const calledSuit = k.order.suit[call];
  let suitLed = false;
  for (const trick of k.tricks) {
    if (!suitLed && k.order.suit[trick.cards[0]] === calledSuit) {
      const at = trick.cards.indexOf(call);
      trick.cards.forEach((card, i) => {
        if (card !== call) k.lacks[(trick.leader + i) % 4] |= bit(call);
      });
      if (at < 0 && trick.cards.length === 4) k.holds[trick.leader] |= bit(call);
    }
    if (trick.winner >= 0 && k.order.suit[trick.cards[0]] === calledSuit) suitLed = true;
  }
  const partner = view.partner;
  if (partner !== null && partner !== k.seat) k.holds[partner] |= bit(call);
  if (declarer !== null && k.declarerHoldsCalledSuit) {
    const suitPlayed = (k.played[declarer] & k.order.suitMask[calledSuit]) !== 0;
    k.declarerHoldsCalledSuit = !suitPlayed && (k.voids[declarer] & (1 << calledSuit)) === 0;
  }
}

/** The Augen each seat has taken in the completed tricks, and whether it has a trick. */
export function takenSoFar(k: Knowledge): { points: number[]; tricks: number[] } {
  const points = [0, 0, 0, 0];
  const tricks = [0, 0, 0, 0];
  for (const trick of k.tricks) {
    if (trick.winner < 0) continue;
    tricks[trick.winner]++;
    for (const card of trick.cards) points[trick.winner] += POINTS[card];
  }
  return { points, tricks };
}

/** The trick on the table: its leader and cards (an empty trick is led by the seat on turn). */
export function openTrick(k: Knowledge): { leader: Seat; cards: number[] } {
  const last = k.tricks[k.tricks.length - 1];
  if (last === undefined || last.winner >= 0) return { leader: k.seat, cards: [] };
  return { leader: last.leader, cards: last.cards };
}

export const isGameOf = (k: Knowledge, kind: 'partner' | 'solo' | 'ramsch'): boolean => GAMES[k.contract.game].kind === kind;
