import type { MatchSetup } from '../../core/game.js';
import { startBidding, withBid } from '../common/bidding.js';
import { newBummerl, withPoints } from '../common/bummerl.js';
import {
  doublingOver,
  doublingSaid,
  doublingTurn,
  openDoubling,
  withDoubling,
  withDoublingDeclined,
  type DoublingRound,
} from '../common/doubling.js';
import { playOrder, startPlay, withMarriage, withCardPlayed, withTrickTaken } from '../common/play.js';
import { copyScore } from '../common/scoring.js';
import { copySides } from '../common/sides.js';
import { upcast } from './legacy.js';
import { readOptions } from './options.js';
import { change } from './state.js';
import { leftOf, recordOf, rightOf, SHAPE } from './table.js';
import type { BauernEvent, BauernState, EventOf } from './types.js';
import { matchBase } from '../../core/match.js';

export function initialState(setup: MatchSetup): BauernState {
  const options = readOptions(setup.options);
  return {
    ...matchBase(setup, options),
    deal: 0,
    dealer: 3,
    rufer: 0,
    hands: [[], [], [], []],
    pending: [[], [], [], []],
    firstPacket: [],
    ritual: null,
    trump: null,
    turnedUp: null,
    bummerlTrump: null,
    bidding: null,
    terms: null,
    play: null,
    doubling: null,
    bummerl: newBummerl(2),
    bummerlNumber: 1,
    marks: [0, 0],
    bummerlResults: [],
    lastDeal: null,
    turn: null,
    winners: null,
    forfeitedBy: null,
  };
}

/** Applies a fact (old names too: legacy.ts). Never validates and never throws: decide has checked everything. */
export function evolve(state: BauernState, old: BauernEvent): BauernState {
  const event = upcast(old, state);
  switch (event.type) {
    case 'MatchStarted':
      return betweenDeals(change(state, { dealer: event.data.firstDealer }));
    case 'BlindTrumpCalled':
      return afterRitualStep(change(state, { bummerlTrump: event.data.suit }));
    case 'PackCut':
      return change(state, { ritual: event.data.at, phase: 'dealing', turn: null });
    case 'PackKnocked':
      return change(state, { ritual: 'knock', phase: 'dealing', turn: null });
    case 'DealDealt':
      return dealt(state, event);
    case 'RedealDemanded':
      // A redeal: the same dealer shuffles (and has the pack cut) again (docs/rules-decisions.md#bauernschnapsen-deal).
      return afterRitualStep(change(state, { ritual: null, hands: [[], [], [], []], pending: [[], [], [], []] }));
    case 'TrumpCalled':
      return change(state, { trump: event.data.suit, turnedUp: event.data.turnedUp });
    case 'SecondPacketsDealt':
      return restDealt(state);
    case 'BlinderBettlerDeclared':
      return change(state, { trump: null });
    case 'BidMade':
    case 'BidPassed': {
      if (!state.bidding) return state;
      const contract = event.type === 'BidMade' ? event.data.contract : null;
      const bidding = withBid(state.bidding, { seat: event.data.seat, contract });
      return change(state, { bidding, turn: bidding.order[bidding.bids.length] ?? null });
    }
    case 'ContractSettled':
      return settled(state, event);
    case 'Doubled':
      return state.doubling && doublingSaid(event.data)
        ? afterDoubling(state, withDoubling(state.doubling, doublingSaid(event.data)!))
        : state;
    case 'DoublingDeclined':
      return state.doubling ? afterDoubling(state, withDoublingDeclined(state.doubling, event.data.seat)) : state;
    case 'MarriageDeclared':
      return state.play ? change(state, { play: withMarriage(state.play, event.data) }) : state;
    case 'CardPlayed': {
      if (!state.play || !state.terms || event.data.card === null) return state;
      const play = withCardPlayed(state.play, event.data.seat, event.data.card, playOrder(state.terms));
      return change(state, { play, hands: play.hands.map((h) => [...h]), turn: play.turn });
    }
    case 'TrickTaken': {
      if (!state.play) return state;
      const play = withTrickTaken(state.play, event.data.winner);
      return change(state, { play, turn: play.turn });
    }
    case 'DealScored':
      // When a deal ends, the Rufer deals the next one (docs/rules-decisions.md#bauernschnapsen-deal).
      return betweenDeals(
        change(state, {
          lastDeal: copyScore(event.data),
          bummerl: withPoints(state.bummerl, event.data.awards),
          hands: [[], [], [], []],
          pending: [[], [], [], []],
          dealer: leftOf(state.dealer),
        }),
      );
    case 'BummerlScored': {
      const marks = state.marks.map(
        (m, team) => m + event.data.taken.filter((t) => t.seats.includes(team)).reduce((sum, t) => sum + t.bummerl, 0),
      );
      return betweenDeals(
        change(state, {
          marks,
          bummerlResults: [...state.bummerlResults, copyScore(event.data)],
          bummerl: newBummerl(2),
          bummerlNumber: state.bummerlNumber + 1,
          bummerlTrump: null,
        }),
      );
    }
    case 'Forfeited':
      return change(state, { forfeitedBy: event.data.seat, turn: null });
    case 'MatchEnded':
      return change(state, { phase: 'over', turn: null, winners: [...event.data.winners] });
    default:
      // An unknown event (from a newer rules version) changes nothing.
      return state;
  }
}

/**
 * Before the cards of a deal: the blind trump call at the start of a Bummerl (option), else the cut-or-knock
 * ritual (option); `turn` says who acts. Without either, decide deals at once.
 */
export function betweenDeals(state: BauernState): BauernState {
  const rufer = leftOf(state.dealer);
  const base: BauernState = change(state, {
    rufer,
    ritual: null,
    trump: null,
    turnedUp: null,
    bidding: null,
    terms: null,
    play: null,
    doubling: null,
  });
  if (state.options.blindTrump && state.bummerlTrump === null) return change(base, { phase: 'blindCall', turn: rufer });
  return afterRitualStep(base);
}

function afterRitualStep(state: BauernState): BauernState {
  if (state.options.cutOrKnock) return change(state, { phase: 'cutting', turn: rightOf(state.dealer) });
  return change(state, { phase: 'dealing', turn: null });
}

function dealt(state: BauernState, event: EventOf<'DealDealt'>): BauernState {
  const { deal, dealer, rufer, first, second } = event.data;
  const hands = first.map((cards) => [...(cards ?? [])]);
  const pending = second.map((cards) => [...(cards ?? [])]);
  const base: BauernState = change(state, {
    deal,
    dealer,
    rufer,
    hands,
    pending,
    firstPacket: [...hands[rufer]],
    trump: null,
    turnedUp: null,
    bidding: null,
    terms: null,
    play: null,
    doubling: null,
  });
  // Blind-Rufen: trump is known, nobody calls; decide deals the rest at once.
  if (state.bummerlTrump !== null && state.options.blindTrump)
    return { ...base, trump: state.bummerlTrump, phase: 'trumpCall', turn: null };
  return { ...base, phase: 'trumpCall', turn: rufer };
}

function restDealt(state: BauernState): BauernState {
  const hands = state.hands.map((hand, seat) => [...hand, ...(state.pending[seat] ?? [])]);
  const order = [0, 1, 2, 3].map((step) => (state.rufer + step) % 4);
  return change(state, { hands, pending: [[], [], [], []], phase: 'bidding', bidding: startBidding(order), turn: state.rufer });
}

function settled(state: BauernState, event: EventOf<'ContractSettled'>): BauernState {
  const { contract, sides, leader, trump } = event.data;
  const record = recordOf(contract);
  const terms = { contract: record, trump, sides: copySides(sides), shape: SHAPE, schnapserMitMann: state.options.schnapserMitMann };
  const doubling = openDoubling(record, terms.sides, 4);
  return afterDoubling(change(state, { terms, play: startPlay(state.hands, leader) }), doubling);
}

/** The doubling round runs until every entitled seat has spoken; then the leader plays the first card. */
function afterDoubling(state: BauernState, doubling: DoublingRound): BauernState {
  if (!doublingOver(doubling)) return change(state, { phase: 'doubling', doubling, turn: doublingTurn(doubling) });
  return change(state, { phase: 'playing', doubling, turn: state.play?.turn ?? null });
}
