import { suitOf, without, type Card } from '../core/cards.js';
import type { MatchSetup } from '../core/game.js';
import type { Seat } from '../core/seats.js';
import { orderOf } from './rules/games.js';
import { readOptions } from './rules/options.js';
import { fromVorhand, mayDouble, replaceAt, vorhandOf } from './seating.js';
import { change, copyOf } from './state.js';
import type { Claim, Declaration, EventOf, SchafkopfEvent, SchafkopfState } from './types.js';
import { upcast, type LegacyEvent } from './upcast.js';
import { rememberingFolds } from '../core/tape.js';
import { matchBase } from '../core/match.js';

const four = <T>(make: () => T): T[] => [make(), make(), make(), make()];

/** What every deal starts without: no cards, no announcements, no contract, no tricks. */
export function freshDeal() {
  return {
    hands: four((): Card[] => []),
    startHands: four((): Card[] => []),
    turn: null,
    spoken: [],
    klopfer: [],
    declarations: four(() => null),
    hochzeitOffer: null,
    contenders: [],
    auch: [],
    best: null,
    muss: false,
    contract: null,
    partner: null,
    partnerKnown: false,
    calledSuitLed: false,
    stoss: [],
    trick: [],
    lastTrick: null,
    tricksWon: four((): Card[][] => []),
    playedCount: [0, 0, 0, 0],
  } satisfies Partial<SchafkopfState>;
}

/**
 * Sets freshDeal's fields on `next`, a copy being made (copyOf). Field by field, because V8 merges an object of
 * this many fields into a state several times slower than it sets them one by one (a new deal was the dearest
 * fold of a deal, bench:engine --cpu-prof). A field added to freshDeal must be added here too (the speed
 * equivalence spec checks that every one is set).
 */
export function clearDeal(next: SchafkopfState): void {
  const fresh = freshDeal();
  next.hands = fresh.hands;
  next.startHands = fresh.startHands;
  next.turn = fresh.turn;
  next.spoken = fresh.spoken;
  next.klopfer = fresh.klopfer;
  next.declarations = fresh.declarations;
  next.hochzeitOffer = fresh.hochzeitOffer;
  next.contenders = fresh.contenders;
  next.auch = fresh.auch;
  next.best = fresh.best;
  next.muss = fresh.muss;
  next.contract = fresh.contract;
  next.partner = fresh.partner;
  next.partnerKnown = fresh.partnerKnown;
  next.calledSuitLed = fresh.calledSuitLed;
  next.stoss = fresh.stoss;
  next.trick = fresh.trick;
  next.lastTrick = fresh.lastTrick;
  next.tricksWon = fresh.tricksWon;
  next.playedCount = fresh.playedCount;
}

export function initialState(setup: MatchSetup): SchafkopfState {
  const options = readOptions(setup.options);
  return {
    ...matchBase(setup, options),
    deal: 0,
    dealer: null,
    ...freshDeal(),
    schieber: false,
    schieberLeft: 0,
    ledger: [0, 0, 0, 0],
    stock: 0,
    carriedDoublings: 0,
    lastDeal: null,
    endVotes: [],
    winners: null,
    endReason: null,
    forfeitedBy: null,
  };
}

/**
 * Applies a fact. Never validates and never throws: decide has checked everything. Events of rules version 1 are
 * read as today's (upcast.ts). The folds decide's Tape has made are remembered, so the caller applying decide's
 * events to the same state does not work them out a second time (core/tape.ts).
 */
export const evolve: (state: SchafkopfState, recorded: SchafkopfEvent | LegacyEvent) => SchafkopfState = rememberingFolds(applyEvent);

function applyEvent(state: SchafkopfState, recorded: SchafkopfEvent | LegacyEvent): SchafkopfState {
  const event = upcast(recorded);
  switch (event.type) {
    case 'MatchStarted':
      return change(state, { phase: 'dealing', dealer: event.data.firstDealer });
    case 'DealDealt':
      return event.data.half === 1 ? firstHalf(state, event) : secondHalf(state, event);
    case 'Doubled':
      if (event.data.name !== 'Klopfen') {
        const stoss = [...state.stoss, { seat: event.data.seat, played: [...state.playedCount] }];
        return change(state, { stoss, partnerKnown: state.partnerKnown || event.data.seat === state.partner });
      }
      return klopfenDecided(state, event.data.seat, true);
    case 'DoublingDeclined':
      return klopfenDecided(state, event.data.seat, false);
    case 'BidMade': {
      const seat = event.data.seat;
      // "Ich spiele auch": a bid after another's.
      const auch = state.declarations.includes('bid') ? [...state.auch, seat] : state.auch;
      return declared(state, seat, 'bid', auch);
    }
    case 'BidPassed':
      return declared(state, event.data.seat, 'pass');
    case 'HochzeitOffered':
      return declared(change(state, { hochzeitOffer: event.data.seat }), event.data.seat, 'offerHochzeit');
    case 'MussSpielRequired':
      return change(state, { phase: 'naming', muss: true, contenders: [event.data.seat], turn: event.data.seat });
    case 'GameNamed':
      return afterNaming(state, event.data.seat, false, { ...event.data });
    case 'Withdrew':
      return afterNaming(state, event.data.seat, true, state.best);
    case 'ContractFixed':
      return contractFixed(state, event);
    case 'HochzeitCardGiven': {
      const { seat, to, card, trump } = event.data;
      if (typeof card !== 'string' || typeof trump !== 'string') return state;
      const hands = state.hands.map((hand, s) =>
        s === seat ? [...without(hand, [card]), trump] : s === to ? [...without(hand, [trump]), card] : hand,
      );
      return playing(change(state, { hands }));
    }
    case 'CardsPushed': {
      const { seat, to, cards } = event.data;
      if (!Array.isArray(cards)) return state;
      const hands = state.hands.map((hand, s) => (s === seat ? without(hand, cards) : s === to ? [...hand, ...cards] : hand));
      return to === state.dealer ? playing(change(state, { hands })) : change(state, { hands, phase: 'pushing', turn: to });
    }
    case 'SchieberDeclined': {
      const { seat, to, cards } = event.data;
      if (to === null || !Array.isArray(cards)) return change(state, { turn: null });
      const hands = state.hands.map((hand, s) => (s === seat ? without(hand, cards) : s === to ? [...hand, ...cards] : hand));
      return change(state, { hands, turn: to });
    }
    case 'CardPlayed':
      return cardPlayed(state, event);
    case 'TrickTaken':
      return trickTaken(state, event);
    case 'DealScored':
      return dealScored(state, event);
    case 'EndVoted': {
      const { seat, end } = event.data;
      const others = state.endVotes.filter((s) => s !== seat);
      return change(state, { endVotes: end ? [...others, seat] : others });
    }
    case 'Forfeited':
      return change(state, { forfeitedBy: event.data.seat, turn: null });
    case 'MatchEnded': {
      const refund = Array.isArray(event.data.stockRefund) ? event.data.stockRefund : [];
      return change(state, {
        phase: 'over',
        turn: null,
        ledger: state.ledger.map((cents, seat) => cents + (refund[seat] ?? 0)),
        stock: state.stock - refund.reduce((a, b) => a + b, 0),
        winners: Array.isArray(event.data.winners) ? [...event.data.winners] : [],
        endReason: event.data.reason,
      });
    }
    default:
      // An unknown event (from a newer rules version) changes nothing.
      return state;
  }
}

/** Klopfen: each allowed seat in turn from Vorhand says whether it klopft. */
function klopfenDecided(state: SchafkopfState, seat: number, klopft: boolean): SchafkopfState {
  const spoken = [...state.spoken, seat];
  const klopfer = klopft ? [...state.klopfer, seat] : state.klopfer;
  const next = fromVorhand(state).find((s) => mayDouble(state, s) && !spoken.includes(s)) ?? null;
  return change(state, { spoken, klopfer, turn: next });
}

function firstHalf(state: SchafkopfState, event: EventOf<'DealDealt'>): SchafkopfState {
  const { dealNumber: deal, dealer, schieber, hands } = event.data;
  const next = copyOf(state);
  next.phase = 'dealing';
  next.deal = deal;
  next.dealer = dealer;
  next.schieber = schieber;
  clearDeal(next);
  next.hands = [0, 1, 2, 3].map((seat) => [...(Array.isArray(hands?.[seat]) ? hands[seat]! : [])]);
  if (state.options.doubling === 'off') return next;
  // Klopfen: right after the first half, each allowed seat in turn from Vorhand.
  next.phase = 'doubling';
  next.turn = fromVorhand(next).find((s) => mayDouble(next, s)) ?? null;
  return next;
}

function secondHalf(state: SchafkopfState, event: EventOf<'DealDealt'>): SchafkopfState {
  const next = copyOf(state);
  next.hands = state.hands.map((hand, seat) => [...hand, ...(Array.isArray(event.data.hands?.[seat]) ? event.data.hands[seat]! : [])]);
  next.phase = state.schieber ? 'schieber' : 'announcing';
  next.spoken = [];
  next.turn = vorhandOf(state);
  return next;
}

/**
 * "Ich spiele" / "Weiter" in turn from Vorhand; after the fourth, those who want to play name their games.
 * `auch`: the seats bound by "Ich spiele auch" after this declaration.
 */
function declared(state: SchafkopfState, seat: Seat, what: Declaration, auch: Seat[] = state.auch): SchafkopfState {
  const declarations = replaceAt(state.declarations, seat, what);
  const spoken = [...state.spoken, seat];
  const order = fromVorhand(state);
  const next = copyOf(state);
  next.auch = auch;
  next.declarations = declarations;
  next.spoken = spoken;
  if (spoken.length < 4) {
    next.turn = order[spoken.length];
    return next;
  }
  const contenders = order.filter((s) => declarations[s] === 'bid');
  if (contenders.length === 0) {
    next.turn = null;
    return next;
  }
  next.phase = 'naming';
  next.contenders = contenders;
  next.turn = contenders[0];
  return next;
}

/**
 * Naming: without Steigern each contender is asked once, in seat order (a later seat needs a higher game);
 * with Steigern the bidding goes round among those still in until all but the best have said Weiter.
 * `best`: the best claim after this one (the claim just named, or the best so far after a withdrawal).
 */
function afterNaming(state: SchafkopfState, seat: Seat, withdrew: boolean, best: Claim | null): SchafkopfState {
  const next = copyOf(state);
  next.best = best;
  if (!state.options.steigern || state.muss) {
    next.contenders = state.contenders.filter((s) => s !== seat);
    next.turn = next.contenders[0] ?? null;
    return next;
  }
  const contenders = withdrew ? state.contenders.filter((s) => s !== seat) : state.contenders;
  const order = fromVorhand(state);
  const from = order.indexOf(seat);
  const rotation = [1, 2, 3, 4].map((i) => order[(from + i) % 4]);
  next.contenders = contenders;
  next.turn = rotation.find((s) => contenders.includes(s) && s !== best?.seat) ?? null;
  return next;
}

function contractFixed(state: SchafkopfState, event: EventOf<'ContractFixed'>): SchafkopfState {
  const contract = { ...event.data };
  const next = copyOf(state);
  next.contract = contract;
  next.contenders = [];
  next.best = null;
  if (contract.game === 'hochzeit') {
    next.partner = contract.hochzeitOffer;
    next.partnerKnown = true;
    next.phase = 'hochzeit';
    next.turn = contract.declarer;
    return next;
  }
  const call = contract.call;
  const partner = call === null ? -1 : state.hands.findIndex((hand) => hand.includes(call));
  next.partner = partner >= 0 ? partner : null;
  if (state.schieber && contract.declarer === vorhandOf(state)) {
    next.phase = 'pushing';
    next.turn = contract.declarer;
  } else startPlay(next);
  return next;
}

function playing(state: SchafkopfState): SchafkopfState {
  const next = copyOf(state);
  startPlay(next);
  return next;
}

/** The play begins: Vorhand leads, and the hands as they are now are the deal's start hands. */
function startPlay(next: SchafkopfState): void {
  next.phase = 'playing';
  next.turn = vorhandOf(next);
  next.startHands = next.hands.map((hand) => [...hand]);
}

function cardPlayed(state: SchafkopfState, event: EventOf<'CardPlayed'>): SchafkopfState {
  const { seat, card } = event.data;
  const next = copyOf(state);
  next.hands = replaceAt(state.hands, seat, without(state.hands[seat] ?? [], [card]));
  next.trick = [...state.trick, { seat, card }];
  next.playedCount = replaceAt(state.playedCount, seat, (state.playedCount[seat] ?? 0) + 1);
  next.partnerKnown = state.partnerKnown || card === state.contract?.call;
  next.turn = (seat + 1) % 4;
  return next;
}

function trickTaken(state: SchafkopfState, event: EventOf<'TrickTaken'>): SchafkopfState {
  const { winner, cards } = event.data;
  const call = state.contract?.call ?? null;
  const lead = state.trick[0]?.card;
  const order = orderOf(state.contract?.game ?? 'rufspiel', state.contract?.suit ?? null);
  const calledSuitLed = state.calledSuitLed || (call !== null && lead !== undefined && order.suit(lead) === suitOf(call));
  const next = copyOf(state);
  next.tricksWon = replaceAt(state.tricksWon, winner, [...(state.tricksWon[winner] ?? []), [...(cards ?? [])]]);
  next.lastTrick = { winner, plays: state.trick.map((play) => ({ ...play })) };
  next.trick = [];
  next.calledSuitLed = calledSuitLed;
  next.turn = winner;
  return next;
}

function dealScored(state: SchafkopfState, event: EventOf<'DealScored'>): SchafkopfState {
  const result = event.data;
  const contract = result.contract ?? null;
  const herzSoloWon =
    result.won === true && contract !== null && (contract.game === 'solo' || contract.game === 'soloTout') && contract.suit === 'H';
  const schieberLeft = herzSoloWon
    ? state.options.schieberrunde
    : state.schieber
      ? Math.max(0, state.schieberLeft - 1)
      : state.schieberLeft;
  const thrownIn = result.kind === 'thrownIn';
  const next = copyOf(state);
  next.phase = 'dealing';
  next.turn = null;
  next.partnerKnown = true;
  next.ledger = state.ledger.map((cents, seat) => cents + (result.payments?.[seat] ?? 0) + (result.stockPayments?.[seat] ?? 0));
  next.stock = state.stock + (result.stockChange ?? 0);
  next.carriedDoublings = thrownIn ? state.carriedDoublings + (state.options.allPass === 'redealDouble' ? 1 : 0) : 0;
  next.schieberLeft = schieberLeft;
  // The event's own data: events, like states, are never changed once made (views copy what they show).
  next.lastDeal = result;
  return next;
}
