import type { Viewer } from '../core/game.js';
import { outcome } from './result.js';
import { dealDoublings, doublingFactor, doublingsOf } from './rules/scoring.js';
import { vorhandOf } from './seating.js';
import type { SchafkopfEvent, SchafkopfState, SchafkopfView } from './types.js';

const copy = <T>(value: T): T => (value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T));

/** What `viewer` may see: his own hand, the public table, and the partner only once everyone may know him. */
export function view(state: SchafkopfState, viewer: Viewer): SchafkopfView {
  const started = state.phase !== 'waiting';
  const partnerVisible = state.partnerKnown || (viewer !== 'spectator' && viewer === state.partner);
  return {
    phase: state.phase,
    deal: state.deal,
    deals: state.options.deals,
    dealer: state.dealer,
    vorhand: started ? vorhandOf(state) : null,
    turn: state.turn,
    schieber: state.schieber,
    hand: viewer === 'spectator' || state.phase === 'waiting' ? null : [...(state.hands[viewer] ?? [])],
    handCounts: state.hands.map((hand) => hand.length),
    klopfer: [...state.klopfer],
    declarations: [...state.declarations],
    hochzeitOffer: state.hochzeitOffer,
    contenders: [...state.contenders],
    best: copy(state.best),
    contract: copy(state.contract),
    partner: partnerVisible ? state.partner : null,
    calledSuitLed: state.calledSuitLed,
    stoss: state.stoss.map((s, i) => ({ seat: s.seat, level: i + 1 })),
    multiplier: multiplierOf(state),
    trick: copy(state.trick),
    lastTrick: copy(state.lastTrick),
    tricks: state.tricksWon.map((list) => list.length),
    ledger: [...state.ledger],
    stock: state.stock,
    lastDeal: copy(state.lastDeal),
    endVotes: [...state.endVotes],
    options: { ...state.options },
    outcome: outcome(state),
  };
}

/**
 * The factor the deal's items will be paid with, from the same doublings the scoring uses: once the game is
 * fixed, every Klopfen, Stoß level and carried throw-in plus Tout (x2) and Sie (x4); before that, what is
 * already certain (carried throw-ins and Klopfen).
 */
function multiplierOf(state: SchafkopfState): number {
  const stoss = state.stoss.map((s) => s.seat);
  const doublings =
    state.contract === null ? doublingsOf(state.klopfer, stoss, state.carriedDoublings) : dealDoublings(state.contract.game, state.klopfer, stoss, state.carriedDoublings);
  return doublingFactor(doublings);
}

/** The event as `viewer` may see it: dealt cards and cards passed face down only for their owners. */
export function redact(event: SchafkopfEvent, viewer: Viewer, now?: SchafkopfState): SchafkopfEvent {
  const event_ = copy(event);
  switch (event_.type) {
    case 'CardsDealt':
      event_.data.hands = event_.data.hands.map((hand, seat) => (seat === viewer ? hand : null));
      return event_;
    case 'HochzeitCardGiven': {
      const { seat, to } = event_.data;
      if (viewer !== seat && viewer !== to) {
        event_.data.card = null;
        // The bride's trump is public only when the Hochzeit was offered face up.
        if (!now?.options.hochzeitOpen) event_.data.trump = null;
      }
      return event_;
    }
    case 'CardsPushed': {
      const { seat, to } = event_.data;
      if (viewer !== seat && viewer !== to) event_.data.cards = null;
      return event_;
    }
    default:
      return event_;
  }
}
