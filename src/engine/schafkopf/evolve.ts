import { suitOf, without, type Card } from '../core/cards.js';
import type { MatchSetup } from '../core/game.js';
import type { Seat } from '../core/seats.js';
import { orderOf } from './rules/games.js';
import { readOptions } from './rules/options.js';
import { fromVorhand, mayDouble, replaceAt, vorhandOf } from './seating.js';
import { change, copyOf } from './state.js';
import type { Declaration, EventOf, SchafkopfEvent, SchafkopfState } from './types.js';
import { upcast, type LegacyEvent } from './upcast.js';

const four = <T>(make: () => T): T[] => [make(), make(), make(), make()];

/** What every deal starts without: no cards, no announcements, no contract, no tricks. */
function freshDeal() {
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

export function initialState(setup: MatchSetup): SchafkopfState {
  const options = readOptions(setup.options);
  return {
    phase: 'waiting',
    players: Number.isInteger(setup.players) ? setup.players : 0,
    options,
    seed: String(setup.seed),
    presets: Array.isArray(setup.presets) ? setup.presets : [],
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
 * read as today's (upcast.ts).
 */
export function evolve(state: SchafkopfState, recorded: SchafkopfEvent | LegacyEvent): SchafkopfState {
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
      const auch = state.declarations.includes('bid') ? [...state.auch, seat] : state.auch;
      return declared(change(state, { auch }), seat, 'bid');
    }
    case 'BidPassed':
      return declared(state, event.data.seat, 'pass');
    case 'HochzeitOffered':
      return declared(change(state, { hochzeitOffer: event.data.seat }), event.data.seat, 'offerHochzeit');
    case 'MussSpielRequired':
      return change(state, { phase: 'naming', muss: true, contenders: [event.data.seat], turn: event.data.seat });
    case 'GameNamed':
      return afterNaming(change(state, { best: { ...event.data } }), event.data.seat, false);
    case 'Withdrew':
      return afterNaming(state, event.data.seat, true);
    case 'ContractFixed':
      return contractFixed(state, event);
    case 'HochzeitCardGiven': {
      const { seat, to, card, trump } = event.data;
      if (typeof card !== 'string' || typeof trump !== 'string') return state;
      const hands = state.hands.map((hand, s) => (s === seat ? [...without(hand, [card]), trump] : s === to ? [...without(hand, [trump]), card] : hand));
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
  const next: SchafkopfState = change(state, {
    phase: 'dealing',
    deal,
    dealer,
    schieber,
    ...freshDeal(),
    hands: [0, 1, 2, 3].map((seat) => [...(Array.isArray(hands?.[seat]) ? hands[seat]! : [])]),
  });
  if (state.options.doubling === 'off') return next;
  // Klopfen: right after the first half, each allowed seat in turn from Vorhand.
  const turn = fromVorhand(next).find((s) => mayDouble(next, s)) ?? null;
  return change(next, { phase: 'doubling', turn });
}

function secondHalf(state: SchafkopfState, event: EventOf<'DealDealt'>): SchafkopfState {
  const hands = state.hands.map((hand, seat) => [...hand, ...(Array.isArray(event.data.hands?.[seat]) ? event.data.hands[seat]! : [])]);
  return change(state, { hands, phase: state.schieber ? 'schieber' : 'announcing', spoken: [], turn: vorhandOf(state) });
}

/** "Ich spiele" / "Weiter" in turn from Vorhand; after the fourth, those who want to play name their games. */
function declared(state: SchafkopfState, seat: Seat, what: Declaration): SchafkopfState {
  const declarations = replaceAt(state.declarations, seat, what);
  const spoken = [...state.spoken, seat];
  const order = fromVorhand(state);
  if (spoken.length < 4) return change(state, { declarations, spoken, turn: order[spoken.length] });
  const contenders = order.filter((s) => declarations[s] === 'bid');
  if (contenders.length === 0) return change(state, { declarations, spoken, turn: null });
  return change(state, { declarations, spoken, phase: 'naming', contenders, turn: contenders[0] });
}

/**
 * Naming: without Steigern each contender is asked once, in seat order (a later seat needs a higher game);
 * with Steigern the bidding goes round among those still in until all but the best have said Weiter.
 */
function afterNaming(state: SchafkopfState, seat: Seat, withdrew: boolean): SchafkopfState {
  if (!state.options.steigern || state.muss) {
    const contenders = state.contenders.filter((s) => s !== seat);
    return change(state, { contenders, turn: contenders[0] ?? null });
  }
  const contenders = withdrew ? state.contenders.filter((s) => s !== seat) : state.contenders;
  const order = fromVorhand(state);
  const from = order.indexOf(seat);
  const rotation = [1, 2, 3, 4].map((i) => order[(from + i) % 4]);
  const turn = rotation.find((s) => contenders.includes(s) && s !== state.best?.seat) ?? null;
  return change(state, { contenders, turn });
}

function contractFixed(state: SchafkopfState, event: EventOf<'ContractFixed'>): SchafkopfState {
  const contract = { ...event.data };
  const base = change(state, { contract, contenders: [], best: null });
  if (contract.game === 'hochzeit') {
    return change(base, { partner: contract.hochzeitOffer, partnerKnown: true, phase: 'hochzeit', turn: contract.declarer });
  }
  const call = contract.call;
  const partner = call === null ? -1 : state.hands.findIndex((hand) => hand.includes(call));
  const next = change(base, { partner: partner >= 0 ? partner : null });
  if (state.schieber && contract.declarer === vorhandOf(state)) return change(next, { phase: 'pushing', turn: contract.declarer });
  return playing(next);
}

function playing(state: SchafkopfState): SchafkopfState {
  return change(state, { phase: 'playing', turn: vorhandOf(state), startHands: state.hands.map((hand) => [...hand]) });
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
  const herzSoloWon = result.won === true && contract !== null && (contract.game === 'solo' || contract.game === 'soloTout') && contract.suit === 'H';
  const schieberLeft = herzSoloWon ? state.options.schieberrunde : state.schieber ? Math.max(0, state.schieberLeft - 1) : state.schieberLeft;
  const thrownIn = result.kind === 'thrownIn';
  return change(state, {
    phase: 'dealing',
    turn: null,
    partnerKnown: true,
    ledger: state.ledger.map((cents, seat) => cents + (result.payments?.[seat] ?? 0) + (result.stockPayments?.[seat] ?? 0)),
    stock: state.stock + (result.stockChange ?? 0),
    carriedDoublings: thrownIn ? state.carriedDoublings + (state.options.allPass === 'redealDouble' ? 1 : 0) : 0,
    schieberLeft,
    // The event's own data: events, like states, are never changed once made (views copy what they show).
    lastDeal: result,
  });
}
