import type { Card, Suit } from '../../../engine/core/cards.js';
import type { GameEvent } from '../../../engine/core/game.js';
import { bit, FULL_MASK, indexOf, KING, maskOf, OBER, SUIT_MASK, suitIndex, suitOfIndex } from './cards.js';
import type { Rules } from './rules.js';

/** The parts of a Bauern- or Dreierschnapsen view the strong bot reads (both views have them). */
export interface FamilyView {
  dealNumber: number;
  hand: readonly Card[] | null;
  trick: readonly { seat: number; card: Card }[];
  trump: Suit | null;
  turnedUp: Card | null;
  rufer: number | null;
  marriages: readonly { seat: number; suit: Suit; points: number }[];
  mustLead: Suit | null;
  openHands: readonly { seat: number; cards: readonly Card[] }[];
  seats: readonly { seat: number; cardCount: number }[];
  ownDiscards?: readonly Card[] | null;
}

/** One trick of the running deal as the seat saw it played. */
export interface SeenTrick {
  seats: number[];
  cards: number[];
  /** null while it is still on the table. */
  winner: number | null;
}

/** What the seat's memory says about the running deal: the tricks in order, and who discarded after a talon. */
export interface DealMemory {
  tricks: SeenTrick[];
  /** Seats that laid two cards away after taking the talon (Dreierschnapsen). */
  discarders: number[];
}

/** The events of the running deal (after its last `DealDealt`), read from the seat's log. */
export function dealMemory(log: readonly GameEvent[] | undefined): DealMemory {
  if (!log) throw new Error("The strong Schnapsen-family bot needs the seat's log (BotInput.log): it remembers every card played.");
  let start = 0;
  for (let i = log.length - 1; i >= 0; i--) {
    if (log[i].type === 'DealDealt') {
      start = i + 1;
      break;
    }
  }
  const tricks: SeenTrick[] = [];
  const discarders: number[] = [];
  for (const event of log.slice(start)) {
    const data = event.data as Record<string, unknown>;
    if (event.type === 'CardPlayed') {
      const index = data.trick as number;
      const card = data.card as Card | null;
      if (card === null)
        throw new Error(
          `The log hides trick ${index}'s card of seat ${String(data.seat)}: it should show every card as it was seen played.`,
        );
      tricks[index] ??= { seats: [], cards: [], winner: null };
      tricks[index].seats.push(data.seat as number);
      tricks[index].cards.push(indexOf(card));
    } else if (event.type === 'TrickTaken') {
      tricks[data.trick as number].winner = data.winner as number;
    } else if (event.type === 'CardsDiscarded') {
      discarders.push(data.seat as number);
    }
  }
  return { tricks, discarders };
}

/**
 * Where the cards the seat cannot see may be. Holders are the seats (0 .. players-1) and, at index `players`,
 * the cards out of play nobody may look at (Dreierschnapsen's talon or another seat's discards).
 * `allowed[card]` is a bit set of holders for each card in `unknown`; `capacity[holder]` says how many of them
 * each holder has.
 */
export interface Knowledge {
  seat: number;
  players: number;
  own: number;
  unknown: number;
  allowed: number[];
  capacity: number[];
}

/**
 * Reads the seat's knowledge from its view and memory under the contract's `rules`: its hand; every card played;
 * the voids the trick rules reveal (Farb- und Stichzwang on the led card: not beating it in its suit means no
 * higher card of it, not following means none of it, not trumping then means no trump); the 20/40 halves still
 * held; the card turned up for trump (the Rufer's); hands laid open (Plauderer); its own discards.
 */
export function knowledgeOf(seat: number, players: number, view: FamilyView, memory: DealMemory, rules: Rules | null): Knowledge {
  const own = maskOf((view.hand ?? []) as Card[]);
  let placed = own | maskOf((view.ownDiscards ?? []) as Card[]);
  const dead = players;
  const everyone = (1 << (players + 1)) - 1;
  const banned = Array.from({ length: players + 1 }, () => 0);
  const onlyAt = new Map<number, number>();
  for (const trick of memory.tricks) {
    for (const card of trick.cards) placed |= bit(card);
    if (rules) inferFromTrick(rules, trick, banned);
  }
  for (const marriage of view.marriages) {
    const suit = suitIndex(marriage.suit);
    for (const card of [5 * suit + KING, 5 * suit + OBER]) onlyAt.set(card, bit(marriage.seat));
  }
  if (view.turnedUp !== null && view.rufer !== null) {
    const discarded = memory.discarders.includes(view.rufer);
    onlyAt.set(indexOf(view.turnedUp), bit(view.rufer) | (discarded ? bit(dead) : 0));
  }
  for (const open of view.openHands) for (const card of open.cards) onlyAt.set(indexOf(card), bit(open.seat));
  const unknown = FULL_MASK & ~placed;
  const allowed = Array.from({ length: 20 }, () => 0);
  for (let card = 0; card < 20; card++) {
    if ((unknown & bit(card)) === 0) continue;
    let holders = (onlyAt.get(card) ?? everyone) & ~bit(seat);
    for (let holder = 0; holder <= players; holder++) if (banned[holder] & bit(card)) holders &= ~bit(holder);
    allowed[card] = holders;
  }
  const capacity = Array.from({ length: players + 1 }, (_, holder) =>
    holder === seat || holder === dead ? 0 : (view.seats[holder]?.cardCount ?? 0),
  );
  let cardsUnknown = 0;
  for (let m = unknown; m !== 0; m &= m - 1) cardsUnknown++;
  capacity[dead] = cardsUnknown - capacity.reduce((sum, count) => sum + count, 0);
  if (capacity[dead] < 0) throw new Error(`The seat's memory does not add up: ${-capacity[dead]} card(s) too few unseen.`);
  return { seat, players, own, unknown, allowed, capacity };
}

/** The voids a trick reveals about each seat that followed the lead. */
function inferFromTrick(rules: Rules, trick: SeenTrick, banned: number[]): void {
  const lead = trick.cards[0];
  const led = suitOfIndex(lead);
  for (let i = 1; i < trick.cards.length; i++) {
    const seat = trick.seats[i];
    const card = trick.cards[i];
    const suit = suitOfIndex(card);
    if (suit === led) {
      if (rules.power[card] < rules.power[lead]) banned[seat] |= rules.higher[lead];
    } else {
      banned[seat] |= SUIT_MASK[led];
      if (rules.trump >= 0 && suit !== rules.trump) banned[seat] |= SUIT_MASK[rules.trump];
    }
  }
}
