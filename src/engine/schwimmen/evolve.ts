import { without } from '../core/cards.js';
import { seatsAfter, type Seat } from '../core/seats.js';
import type { MatchSetup } from '../core/game.js';
import { readOptions } from './rules/options.js';
import { inPlay, nextInPlay } from './seating.js';
import type { DealScoredData, EventOf, SchwimmenState } from './types.js';
import { upcast, type AnyEvent } from './upcast.js';
import { matchBase } from '../core/match.js';

export function initialState(setup: MatchSetup): SchwimmenState {
  const options = readOptions(setup.options);
  const base = matchBase(setup, options);
  const players = base.players;
  return {
    ...base,
    lives: Array.from({ length: players }, () => options.lives),
    status: Array.from({ length: players }, () => 'playing' as const),
    swamInDeal: Array.from({ length: players }, () => null),
    deal: 0,
    dealer: null,
    hands: Array.from({ length: players }, () => null),
    second: null,
    table: [],
    stock: [],
    discarded: [],
    turn: null,
    passes: 0,
    hadTurn: [],
    knockedBy: null,
    finalTurns: [],
    lastDeal: null,
    winners: null,
    forfeitedBy: null,
  };
}

/**
 * Applies a fact. Never validates and never throws: decide has checked everything. Reads the events of every
 * rules version (upcast.ts).
 */
export function evolve(state: SchwimmenState, stored: AnyEvent): SchwimmenState {
  const event = upcast(stored, state);
  switch (event.type) {
    case 'MatchStarted':
      return {
        ...state,
        phase: 'dealing',
        lives: state.lives.map(() => event.data.lives),
        dealer: event.data.firstDealer,
      };
    case 'DealDealt':
      return dealt(state, event);
    case 'PacketChosen':
      return packetChosen(state, event);
    case 'CardSwapped': {
      const { seat, hand, table } = event.data;
      const held = state.hands[seat] ?? [];
      const next = { ...state, table: state.table.map((c) => (c === table ? hand : c)), passes: 0 };
      next.hands = replaceAt(
        state.hands,
        seat,
        held.map((c) => (c === hand ? table : c)),
      );
      return turnDone(next, seat);
    }
    case 'AllCardsSwapped': {
      const { seat, hand, table } = event.data;
      const next = { ...state, table: [...hand], hands: replaceAt(state.hands, seat, [...table]), passes: 0 };
      return turnDone(next, seat);
    }
    case 'TurnPassed':
      return turnDone({ ...state, passes: state.passes + 1 }, event.data.seat);
    case 'Knocked': {
      const seat = event.data.seat;
      const others = seatsAfter(seat, state.players, inPlay(state)).filter((s) => s !== seat);
      return turnDone({ ...state, knockedBy: seat, finalTurns: others }, seat);
    }
    case 'TableRefreshed':
      return {
        ...state,
        table: [...event.data.table],
        stock: without(state.stock, event.data.table),
        discarded: [...state.discarded, ...event.data.discarded],
        passes: 0,
      };
    case 'FeuerShown':
    case 'SchnauzShown':
      return { ...state, turn: null };
    case 'DealScored':
      return { ...state, phase: 'dealing', turn: null, lastDeal: copyDealScored(event.data) };
    case 'LifeLost':
      return { ...state, lives: replaceAt(state.lives, event.data.seat, event.data.livesLeft) };
    case 'PlayerSwam':
      return {
        ...state,
        status: replaceAt(state.status, event.data.seat, 'swimming' as const),
        swamInDeal: replaceAt(state.swamInDeal, event.data.seat, state.deal),
      };
    case 'PlayerEliminated':
      return { ...state, status: replaceAt(state.status, event.data.seat, 'out' as const) };
    case 'Forfeited':
      return { ...state, forfeitedBy: event.data.seat, turn: null, status: replaceAt(state.status, event.data.seat, 'out' as const) };
    case 'MatchEnded':
      return { ...state, phase: 'over', turn: null, winners: [...event.data.winners] };
    default:
      // An unknown event (from a newer rules version) changes nothing.
      return state;
  }
}

function dealt(state: SchwimmenState, event: EventOf<'DealDealt'>): SchwimmenState {
  const { dealNumber, dealer, hands, second, stock } = event.data;
  return {
    ...state,
    phase: 'choosing',
    deal: dealNumber,
    dealer,
    hands: hands.map((hand) => (hand ? [...hand] : null)),
    second: second ? [...second] : null,
    table: [],
    stock: stock ? [...stock] : [],
    discarded: [],
    turn: dealer,
    passes: 0,
    hadTurn: [],
    knockedBy: null,
    finalTurns: [],
  };
}

function packetChosen(state: SchwimmenState, event: EventOf<'PacketChosen'>): SchwimmenState {
  const { seat, kept } = event.data;
  const first = state.hands[seat] ?? [];
  const second = state.second ?? [];
  return {
    ...state,
    phase: 'playing',
    hands: replaceAt(state.hands, seat, kept === 'first' ? first : [...second]),
    table: kept === 'first' ? [...second] : [...first],
    second: null,
    // The player left of the dealer begins.
    turn: nextInPlay(state, seat),
  };
}

/** The seat finished its turn: the next player moves, or nobody once every last turn after a knock is taken. */
function turnDone(state: SchwimmenState, seat: Seat): SchwimmenState {
  const hadTurn = state.hadTurn.includes(seat) ? state.hadTurn : [...state.hadTurn, seat];
  if (state.knockedBy !== null && state.knockedBy !== seat) {
    const finalTurns = state.finalTurns.filter((s) => s !== seat);
    return { ...state, hadTurn, finalTurns, turn: finalTurns[0] ?? null };
  }
  return { ...state, hadTurn, turn: nextInPlay(state, seat) };
}

export function copyDealScored(data: DealScoredData): DealScoredData {
  return {
    ...data,
    winners: [...data.winners],
    items: data.items.map((item) => ({ ...item })),
    changes: data.changes.map((change) => ({ ...change })),
    hands: data.hands.map((hand) => (hand ? [...hand] : null)),
    values: [...data.values],
    payers: [...data.payers],
  };
}

function replaceAt<T>(list: readonly T[], index: number, value: T): T[] {
  return list.map((item, i) => (i === index ? value : item));
}
