import { isCard, without, type Card } from '../../core/cards.js';
import { isSuit } from '../common/trump-call.js';
import type { MatchSetup } from '../../core/game.js';
import type { Seat } from '../../core/seats.js';
import { newBummerl, withPoints } from '../common/bummerl.js';
import { doublingOver, doublingSaid, doublingTurn, openDoubling, withDoubling, withDoublingDeclined } from '../common/doubling.js';
import { startPlay, withMarriage, withCardPlayed, withTrickTaken } from '../common/play.js';
import { biddingOrder, possibleRaises } from './bidding.js';
import { CURRENT_RULES_VERSION, readOptions, type DreierRulesVersion } from './options.js';
import { evolvePlayoff } from './playoff.js';
import { upcast } from './legacy.js';
import { leaderOf, termsOf, trickOrder } from './terms.js';
import type { DreierDeal, DreierEvent, DreierState, EventOf } from './types.js';
import { cloneJson } from '../../core/json.js';
import { matchBase } from '../../core/match.js';

/** The state before the first command, under the match's rules version (the current one unless told). */
export function initialState(setup: MatchSetup, rulesVersion: DreierRulesVersion = CURRENT_RULES_VERSION): DreierState {
  return {
    ...matchBase(setup, readOptions(setup.options, rulesVersion)),
    dealCount: 0,
    bummerl: 1,
    dealer: null,
    score: newBummerl(3),
    penalties: [0, 0, 0],
    turn: null,
    deal: null,
    playoff: null,
    lastDeal: null,
    bummerlResults: [],
    winners: null,
    forfeitedBy: null,
  };
}

const copy = <T>(value: T): T => cloneJson(value ?? null) as T;
const cards = (value: unknown): Card[] => (Array.isArray(value) ? (value.filter((c) => typeof c === 'string') as Card[]) : []);

/** Applies a fact (old names too: legacy.ts). Never validates and never throws: decide has checked everything. */
export function evolve(state: DreierState, old: DreierEvent): DreierState {
  const deal = state.deal;
  if (typeof old !== 'object' || old === null || typeof old.data !== 'object' || old.data === null) return state;
  const event = upcast(old, state);
  switch (event.type) {
    case 'MatchStarted':
      return { ...state, phase: 'trumpCall', dealer: event.data.firstDealer, score: newBummerl(3), penalties: [0, 0, 0] };
    case 'CuttingStarted':
      return { ...state, phase: 'cutting', dealer: event.data.dealer, turn: event.data.cutter, deal: null };
    case 'PackCut':
    case 'PackKnocked':
      return { ...state, turn: null };
    case 'DealDealt':
      return dealt(state, event);
    case 'RedealDemanded':
      return { ...state, deal: null, turn: null };
    case 'TrumpCalled': {
      const turnedUp = isCard(event.data.turnedUp) ? event.data.turnedUp : null;
      return deal && isSuit(event.data.suit) ? { ...state, deal: { ...deal, trump: event.data.suit, turnedUp } } : state;
    }
    case 'SecondPacketsDealt': {
      if (!deal) return state;
      const packets = Array.isArray(event.data.second) ? event.data.second : [];
      const hands = deal.hands.map((hand, seat) => [...hand, ...cards(packets[seat])]);
      const toSpeak = biddingOrder(deal.rufer);
      return { ...state, phase: 'bidding', turn: toSpeak[0], deal: { ...deal, hands, undealt: null, toSpeak } };
    }
    case 'BidMade':
    case 'BidPassed':
      return deal ? called(state, deal, event) : state;
    case 'ContractSettled':
      return deal ? settled(state, deal, event) : state;
    case 'TalonTaken': {
      if (!deal) return state;
      const seat = event.data.seat;
      const hands = deal.hands.map((hand, s) => (s === seat ? [...hand, ...deal.talon] : hand));
      return { ...state, phase: 'discard', turn: seat, deal: { ...deal, hands, talon: [], talonTakenBy: seat } };
    }
    case 'TalonLeft':
      return deal ? startDoubling(state, deal) : state;
    case 'CardsDiscarded': {
      if (!deal) return state;
      const { seat } = event.data;
      const laid = cards(event.data.cards);
      const next: DreierDeal = { ...deal, hands: deal.hands.map((hand, s) => (s === seat ? without(hand, laid) : hand)), discards: laid };
      // Nobody bid (noBidTalon takeAndName): the Rufer names his game now. Raise rule 2: a higher contract may be
      // announced after the talon. Either way only if any could be.
      const namesGame = state.options.noBidTalon === 'takeAndName' && next.settled?.contract === 'normal';
      if ((state.options.raiseAfterTalon || namesGame) && possibleRaises(next, seat, state.options, true).length > 0) {
        return { ...state, phase: 'raise', turn: seat, deal: next };
      }
      return startDoubling(state, next);
    }
    case 'ContractRaised': {
      if (!deal || !deal.settled) return state;
      const raisedFrom = deal.settled.raisedFrom ?? deal.settled.contract;
      return startDoubling(state, { ...deal, settled: { ...deal.settled, contract: event.data.contract, raisedFrom } });
    }
    case 'RaiseDeclined':
      return deal ? startDoubling(state, deal) : state;
    case 'Doubled':
      if (!deal?.doubling || doublingSaid(event.data) === null) return state;
      return afterDoubling(state, { ...deal, doubling: withDoubling(deal.doubling, doublingSaid(event.data)!) });
    case 'DoublingDeclined':
      return deal?.doubling ? afterDoubling(state, { ...deal, doubling: withDoublingDeclined(deal.doubling, event.data.seat) }) : state;
    case 'MarriageDeclared': {
      if (!deal?.play) return state;
      return { ...state, deal: { ...deal, play: withMarriage(deal.play, copy(event.data)) } };
    }
    case 'CardPlayed': {
      if (!deal?.play || !isCard(event.data.card)) return state;
      const play = withCardPlayed(deal.play, event.data.seat, event.data.card, trickOrder(deal));
      return { ...state, turn: play.turn, deal: { ...deal, play } };
    }
    case 'TrickTaken': {
      if (!deal?.play) return state;
      const play = withTrickTaken(deal.play, event.data.winner);
      return { ...state, turn: play.turn, deal: { ...deal, play } };
    }
    case 'DealScored': {
      const awards = (Array.isArray(event.data.awards) ? event.data.awards : []).map((a) => ({
        party: a.party,
        points: Number(a.points) || 0,
      }));
      return { ...state, score: withPoints(state.score, awards), lastDeal: copy(event.data), deal: null, turn: null };
    }
    case 'PlayoffStarted':
    case 'PlayoffEvent':
      return evolvePlayoff(state, event);
    case 'BummerlScored': {
      const penalties = [...state.penalties];
      for (const t of Array.isArray(event.data.taken) ? event.data.taken : [])
        for (const seat of t.seats) if (seat >= 0 && seat < 3) penalties[seat] += Number(t.bummerl) || 0;
      return {
        ...state,
        penalties,
        bummerlResults: [...state.bummerlResults, copy(event.data)],
        bummerl: state.bummerl + 1,
        score: newBummerl(3),
        playoff: null,
        turn: null,
      };
    }
    case 'Forfeited':
      return { ...state, forfeitedBy: event.data.seat, turn: null };
    case 'MatchEnded':
      return {
        ...state,
        phase: 'over',
        turn: null,
        winners: Array.isArray(event.data.winners) ? [...event.data.winners] : [],
        deal: null,
        playoff: null,
      };
    default:
      // An unknown event (from a newer rules version) changes nothing.
      return state;
  }
}

function dealt(state: DreierState, event: EventOf<'DealDealt'>): DreierState {
  const { deal: number, dealer, rufer } = event.data;
  const ritual = typeof event.data.ritual === 'number' || event.data.ritual === 'knock' ? event.data.ritual : null;
  const packets = (value: unknown): Card[][] => [0, 1, 2].map((seat) => cards(Array.isArray(value) ? value[seat] : null));
  const first = packets(event.data.first);
  const deal: DreierDeal = {
    number,
    dealer,
    rufer,
    ritual,
    hands: first,
    undealt: packets(event.data.second),
    talon: cards(event.data.talon),
    trump: null,
    turnedUp: null,
    calls: [],
    toSpeak: [],
    best: null,
    settled: null,
    talonTakenBy: null,
    discards: [],
    doubling: null,
    play: null,
  };
  return { ...state, phase: 'trumpCall', dealCount: number, dealer, turn: rufer, deal };
}

/** A bid or a pass; once everyone has spoken, the outbid Rufer may raise (raise rule 1), else decide settles. */
function called(state: DreierState, deal: DreierDeal, event: EventOf<'BidMade'> | EventOf<'BidPassed'>): DreierState {
  const bid = event.type === 'BidMade' ? { ...event.data } : null;
  const seat = event.data.seat;
  const next: DreierDeal = {
    ...deal,
    calls: [...deal.calls, { seat, bid }],
    best: bid ?? deal.best,
    toSpeak: deal.toSpeak.filter((s) => s !== seat),
  };
  if (state.phase === 'bidding' && next.toSpeak.length === 0 && ruferMayRaise(state, next)) {
    return { ...state, phase: 'ruferRaise', turn: next.rufer, deal: next };
  }
  return { ...state, turn: next.toSpeak[0] ?? null, deal: next };
}

/** Raise rule 1: the Rufer bid a contract and another player outbid him. */
const ruferMayRaise = (state: DreierState, deal: DreierDeal): boolean =>
  state.options.ruferRaise &&
  deal.best !== null &&
  deal.best.seat !== deal.rufer &&
  deal.calls.some((c) => c.seat === deal.rufer && c.bid !== null);

function settled(state: DreierState, deal: DreierDeal, event: EventOf<'ContractSettled'>): DreierState {
  const next = { ...deal, settled: { ...event.data } };
  if (event.data.contract === 'normal') return { ...state, phase: 'talon', turn: deal.rufer, deal: next };
  if (event.data.withTalon) return { ...state, phase: 'discard', turn: event.data.declarer, deal: next };
  return startDoubling(state, next);
}

/** The contract is final (after the talon and any raise): the doubling round opens. */
function startDoubling(state: DreierState, deal: DreierDeal): DreierState {
  const terms = termsOf(deal);
  return terms === null ? state : afterDoubling(state, { ...deal, doubling: openDoubling(terms.contract, terms.sides, 3) });
}

/** The doubling round runs until every entitled seat has spoken; then the first card may be played. */
function afterDoubling(state: DreierState, deal: DreierDeal): DreierState {
  if (!doublingOver(deal.doubling)) return { ...state, phase: 'doubling', turn: doublingTurn(deal.doubling), deal };
  const leader: Seat = leaderOf(deal) ?? deal.rufer;
  return { ...state, phase: 'playing', turn: leader, deal: { ...deal, play: startPlay(deal.hands, leader) } };
}
