import type { Viewer } from '../core/game.js';
import { activeSeats } from './legal.js';
import { outcome, seatStatus } from './result.js';
import { dealDoublings, doublingFactor, doublingsOf } from './rules/scoring.js';
import { SPRITZEN } from './schemas.js';
import { vorhandOf } from './seating.js';
import { detailsOf } from './summary.js';
import type { DealDetails, SchafkopfEvent, SchafkopfState, SchafkopfView } from './types.js';
import { upcast, type LegacyEvent } from './upcast.js';
import { cloneJson } from '../core/json.js';
import { envelope } from '../core/view.js';

const copy = <T>(value: T): T => (value === undefined ? value : cloneJson(value));

/**
 * What `viewer` may see: the shared envelope (core/view.ts) with his own hand, then Schafkopf's part: the
 * public table, and the partner only once everyone may know him.
 */
export function view(state: SchafkopfState, viewer: Viewer): SchafkopfView {
  const started = state.phase !== 'waiting';
  const partnerVisible = state.partnerKnown || (viewer !== 'spectator' && viewer === state.partner);
  const last = state.lastDeal;
  return envelope(
    {
      game: 'schafkopf',
      phase: state.phase,
      dealNumber: state.deal,
      dealer: state.dealer,
      waitingFor: activeSeats(state),
      hand: viewer === 'spectator' ? null : (state.hands[viewer] ?? []),
      trick: state.trick,
      seats: state.ledger.map((score, seat) => ({ cardCount: state.hands[seat]?.length ?? 0, score, status: seatStatus(state, seat) })),
      lastDeal: state.lastDeal,
    },
    {
      vorhand: started ? vorhandOf(state) : null,
      schieber: state.schieber,
      klopfer: [...state.klopfer],
      declarations: [...state.declarations],
      hochzeitOffer: state.hochzeitOffer,
      contenders: [...state.contenders],
      best: copy(state.best),
      contract: copy(state.contract),
      partner: partnerVisible ? state.partner : null,
      calledSuitLed: state.calledSuitLed,
      stoss: state.stoss.map((s, i) => ({ seat: s.seat, level: i + 1, name: SPRITZEN[i] })),
      multiplier: multiplierOf(state),
      lastTrick: copy(state.lastTrick),
      tricks: state.tricksWon.map((list) => list.length),
      stock: state.stock,
      lastDealDetails: last === null ? null : shownDetails(detailsOf(last), viewer, outcome(state) !== null),
      endVotes: [...state.endVotes],
      options: { ...state.options },
      outcome: outcome(state),
    },
  );
}

/**
 * The factor the deal's items will be paid with, from the same doublings the scoring uses: once the game is
 * fixed, every Klopfen, Stoß level and carried throw-in plus Tout (x2) and Sie (x4); before that, what is
 * already certain (carried throw-ins and Klopfen).
 */
function multiplierOf(state: SchafkopfState): number {
  const stoss = state.stoss.map((s) => s.seat);
  const doublings =
    state.contract === null
      ? doublingsOf(state.klopfer, stoss, state.carriedDoublings)
      : dealDoublings(state.contract.game, state.klopfer, stoss, state.carriedDoublings);
  return doublingFactor(doublings);
}

/**
 * The event as `viewer` may see it, in today's names (events of rules version 1 are upcast): dealt cards and
 * cards passed face down only for their owners, and a scored deal's hands only the viewer's own (a deal that ends
 * early, is thrown in or finds no Schieber solo never shows the others' cards; eventFor shows all once it is over).
 */
export function redact(recorded: SchafkopfEvent | LegacyEvent, viewer: Viewer, now?: SchafkopfState): SchafkopfEvent {
  const event_ = copy(upcast(recorded));
  switch (event_.type) {
    case 'DealDealt':
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
    case 'DealScored':
      event_.data.hands = ownHandOnly(event_.data.hands, viewer);
      return event_;
    case 'CardsPushed': {
      const { seat, to } = event_.data;
      if (viewer !== seat && viewer !== to) event_.data.cards = null;
      return event_;
    }
    default:
      return event_;
  }
}

/** Each seat's hand as the viewer saw it: his own; the others' stay hidden (null). */
function ownHandOnly<H>(hands: (H | null)[], viewer: Viewer): (H | null)[] {
  return hands.map((hand, seat) => (seat === viewer ? hand : null));
}

/** The last deal's details as `viewer` may see them: the others' hands only once the match is over. */
function shownDetails(details: DealDetails, viewer: Viewer, over: boolean): DealDetails {
  const shown = copy(details);
  if (!over) shown.hands = ownHandOnly(shown.hands, viewer);
  return shown;
}
