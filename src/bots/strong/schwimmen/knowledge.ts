import type { GameEvent } from '../../../engine/core/game.js';
import type { Card } from '../../../engine/core/cards.js';
import type { SchwimmenAction, SchwimmenEvent, SchwimmenView } from '../../../engine/schwimmen/index.js';
import { CARD_COUNT, indexOf, isFeuer } from './cards.js';
import type { DealRules } from './deal-sim.js';
import { KNOCK, PASS, SWAP_ALL } from './model-policy.js';

/**
 * One move an opponent made in this deal, as everyone saw it: the table before it and what he did
 * (`give`/`take` are the cards of a single swap). The sampler asks how likely each dealt world makes it.
 */
export interface SeenMove {
  seat: number;
  table: number[];
  /** SWAP_ALL, PASS or KNOCK; any other value means a single swap of `give` for `take`. */
  kind: number;
  give: number;
  take: number;
  /** After SWAP_ALL: the hand he laid on the table (his whole hand before the move). */
  gave: number[];
  knockAllowed: boolean;
}

/** Everything the seat knows about the running deal, read from its view and its log (nothing else). */
export interface Knowledge {
  seat: number;
  rules: DealRules;
  /** The dealer is choosing his packet (then `hand` is the packet he looked at; his other one is unseen). */
  choosing: boolean;
  dealer: number;
  hand: number[];
  table: number[];
  /** Per seat, the cards everyone saw it take from the table and still holds (or its whole hand after swapping all). */
  known: number[][];
  /** Per seat, how many of its cards nobody but itself has seen. */
  hidden: number[];
  /** The cards whose place the seat does not know: others' hidden cards, the stock, the dealer's other packet. */
  unknown: number[];
  stockCount: number;
  /** Per seat: it has been on turn in this deal, so it cannot hold Schnauz (it would have ended the deal). */
  noSchnauz: boolean[];
  /** The opponents' moves in this deal, in order (their knockAllowed read with the default house rule in doubt). */
  moves: SeenMove[];
  /** The opponent dealer's packet choice in this deal (true: kept the one he looked at), or null. */
  dealerKeptFirst: boolean | null;
  passes: number;
  knockedBy: number;
  hadTurn: number;
  /** Whether the table plays knockAfterFirstRound, as far as the seat can tell (null: it cannot tell yet). */
  knockRule: boolean | null;
  /** Per seat: lives left, the seat's status in the view. */
  lives: number[];
}

/** The pack a deal was dealt from: three cards per seat in play, the dealer's second packet, the stock. */
function deckSize(stockCount: number, inPlay: number): number {
  return stockCount + 3 * inPlay + 3;
}

export function readKnowledge(
  seat: number,
  view: SchwimmenView,
  legalActions: readonly SchwimmenAction[],
  log: readonly GameEvent[] | undefined,
): Knowledge {
  if (!log) throw new Error("The strong Schwimmen bot needs the seat's log (BotInput.log) to know which cards it saw.");
  const events = log as readonly SchwimmenEvent[];
  const players = view.seats.length;
  const inPlay = view.seats.map((s) => s.status !== 'out');
  const swimming = view.seats.map((s) => s.status === 'swimming');
  const inPlayCount = inPlay.filter(Boolean).length;
  let start = events.length - 1;
  while (start >= 0 && events[start].type !== 'DealDealt') start--;
  if (start < 0) throw new Error('The log holds no deal.');
  const dealt = events[start] as Extract<SchwimmenEvent, { type: 'DealDealt' }>;
  const pack = deckSize(dealt.data.stockCount, inPlayCount);
  if (pack !== 36 && pack !== 32) throw new Error(`The deal does not add up to a pack (${pack} cards).`);

  const known: number[][] = Array.from({ length: players }, () => []);
  const noSchnauz = Array.from({ length: players }, () => false);
  const moves: SeenMove[] = [];
  const gone = new Set<number>();
  let table: number[] = [];
  let dealerKeptFirst: boolean | null = null;
  let knockedBy = -1;
  let hadTurn = 0;
  const everyone = inPlay.reduce((mask, on, s) => (on ? mask | (1 << s) : mask), 0);
  // In doubt about the house rule, the default (knocking allowed from the first turn) is assumed.
  const knockRule = knockAfterFirstRoundFrom(view, legalActions, hadTurnOf(events, start), everyone) ?? earlyKnockSeen(events, everyone);
  const knockAllowed = () => knockedBy < 0 && (knockRule !== true || (hadTurn & everyone) === everyone);
  const cards = (list: readonly Card[]) => list.map(indexOf);

  for (const event of events.slice(start + 1)) {
    switch (event.type) {
      case 'PacketChosen':
        table = cards(event.data.table);
        if (event.data.seat !== seat) dealerKeptFirst = event.data.kept === 'first';
        break;
      case 'CardSwapped': {
        const { seat: who, hand, table: taken } = event.data;
        const give = indexOf(hand);
        const take = indexOf(taken);
        if (who !== seat) {
          moves.push({ seat: who, table: [...table], kind: 0, give, take, gave: [], knockAllowed: knockAllowed() });
          known[who] = [...known[who].filter((c) => c !== give), take];
        }
        table = table.map((c) => (c === take ? give : c));
        noSchnauz[who] = true;
        hadTurn |= 1 << who;
        break;
      }
      case 'AllCardsSwapped': {
        const who = event.data.seat;
        if (who !== seat) {
          moves.push({
            seat: who,
            table: [...table],
            kind: SWAP_ALL,
            give: -1,
            take: -1,
            gave: cards(event.data.hand),
            knockAllowed: knockAllowed(),
          });
          known[who] = cards(event.data.table);
        }
        table = cards(event.data.hand);
        noSchnauz[who] = true;
        hadTurn |= 1 << who;
        break;
      }
      case 'TurnPassed':
      case 'Knocked': {
        const who = event.data.seat;
        const kind = event.type === 'Knocked' ? KNOCK : PASS;
        if (who !== seat) moves.push({ seat: who, table: [...table], kind, give: -1, take: -1, gave: [], knockAllowed: knockAllowed() });
        if (kind === KNOCK) knockedBy = who;
        noSchnauz[who] = true;
        hadTurn |= 1 << who;
        break;
      }
      case 'TableRefreshed':
        for (const card of event.data.discarded) gone.add(indexOf(card));
        table = cards(event.data.table);
        break;
      default:
        break;
    }
  }

  const hand = cards((view.hand ?? []) as Card[]);
  const viewTable = cards(view.table as Card[]);
  const choosing = view.phase === 'choosing';
  const seen = new Set<number>([...hand, ...viewTable, ...gone, ...known.flat()]);
  const unknown: number[] = [];
  for (let card = 0; card < CARD_COUNT; card++) {
    if (pack === 32 && card % 9 === 8) continue;
    if (!seen.has(card)) unknown.push(card);
  }
  const hidden = known.map((k, s) => (s === seat || !inPlay[s] ? 0 : 3 - k.length));
  const stockCount = view.stockCount;
  const slots = hidden.reduce((a, b) => a + b, 0) + stockCount + (choosing ? 3 : 0);
  if (slots !== unknown.length) throw new Error(`Lost track of the cards: ${unknown.length} unseen for ${slots} places.`);

  return {
    seat,
    rules: { players, inPlay, swimming, feuerValue: feuerValueFrom(events), knockAfterFirstRound: knockRule === true },
    knockRule,
    choosing,
    dealer: dealt.data.dealer,
    hand,
    table: viewTable,
    known,
    hidden,
    unknown,
    stockCount,
    noSchnauz,
    moves,
    dealerKeptFirst,
    passes: view.passes,
    knockedBy: view.knockedBy ?? -1,
    hadTurn,
    lives: view.seats.map((s) => s.score),
  };
}

function hadTurnOf(events: readonly SchwimmenEvent[], start: number): number {
  let mask = 0;
  for (const event of events.slice(start + 1)) {
    if (event.type === 'CardSwapped' || event.type === 'AllCardsSwapped' || event.type === 'TurnPassed' || event.type === 'Knocked') {
      mask |= 1 << event.data.seat;
    }
  }
  return mask;
}

/**
 * Whether the table plays knockAfterFirstRound, as far as the seat can tell (the view does not carry the
 * options): no knock offered before anyone knocked means yes; a knock offered before everyone had a turn means
 * no; otherwise unknown (null), and the default (no) is assumed.
 */
function knockAfterFirstRoundFrom(
  view: SchwimmenView,
  legalActions: readonly SchwimmenAction[],
  hadTurn: number,
  everyone: number,
): boolean | null {
  if (view.phase !== 'playing' || view.knockedBy !== null) return null;
  const offered = legalActions.some((a) => a.type === 'knock');
  if (!offered) return true;
  return (hadTurn & everyone) === everyone ? null : false;
}

/**
 * False when some deal of the log shows a knock before every player of that deal had a turn (someone who had
 * not moved yet moved after it), so the table does not play knockAfterFirstRound; else null (no evidence).
 */
function earlyKnockSeen(events: readonly SchwimmenEvent[], everyoneNow: number): false | null {
  let acted = 0;
  let beforeKnock: number | null = null;
  for (const event of events) {
    if (event.type === 'DealDealt') {
      acted = 0;
      beforeKnock = null;
    } else if (event.type === 'DealScored') {
      if (beforeKnock !== null && beforeKnock !== acted) return false;
      beforeKnock = null;
    } else if (
      event.type === 'CardSwapped' ||
      event.type === 'AllCardsSwapped' ||
      event.type === 'TurnPassed' ||
      event.type === 'Knocked'
    ) {
      if (event.type === 'Knocked') beforeKnock = acted;
      acted |= 1 << event.data.seat;
    }
  }
  // The running deal: its players are the seats in play now.
  return beforeKnock !== null && beforeKnock !== everyoneNow ? false : null;
}

/** Feuer's value shows in any showdown with three aces in it; until then the default (33). */
function feuerValueFrom(events: readonly SchwimmenEvent[]): number {
  for (const event of events) {
    if (event.type !== 'DealScored') continue;
    const { hands, values } = event.data;
    for (let s = 0; s < hands.length; s++) {
      const hand = hands[s];
      if (hand && values[s] !== null && isFeuer(indexOf(hand[0]), indexOf(hand[1]), indexOf(hand[2]))) return values[s] as number;
    }
  }
  return 33;
}
