import type { Outcome, Standing, Viewer } from '../../core/game.js';
import type { Seat } from '../../core/seats.js';
import { activeInDeal, handOf, legalInDeal, redactDealEvent, viewDeal } from './deal.js';
import type { ZweierDealEvent } from './deal-types.js';
import { upcast } from './legacy.js';
import { BUMMERL } from './options.js';
import type { SchnapsenAction, SchnapsenEvent, SchnapsenState, SchnapsenView } from './types.js';
import { cloneJson } from '../../core/json.js';
import { envelope } from '../../core/view.js';

const dealViewer = (viewer: Viewer): 0 | 1 | 'spectator' => (viewer === 0 || viewer === 1 ? viewer : 'spectator');

type SeatStatus = SchnapsenView['seats'][number]['status'];

/** A seat's code: playing, then won, lost or forfeited once the match is over. */
function statusOf(state: SchnapsenState, seat: number): SeatStatus {
  if (state.winner === null) return 'playing';
  return state.winner === seat ? 'won' : state.forfeitedBy === seat ? 'forfeited' : 'lost';
}

/** The seat's match score: minus the Bummerl it took (the match is one Bummerl: -1 for its loser, else 0). */
const scoreOf = (state: SchnapsenState, seat: number): number => (state.winner === null || state.winner === seat ? 0 : -1);

export function view(state: SchnapsenState, viewer: Viewer): SchnapsenView {
  const { deal } = state;
  return envelope(
    {
      game: 'schnapsen',
      phase: state.phase,
      dealNumber: state.dealNumber,
      dealer: deal.dealer,
      waitingFor: activeSeats(state),
      hand: handOf(deal, dealViewer(viewer)),
      trick: deal.trick,
      seats: [0, 1].map((seat) => ({
        cardCount: deal.hands[seat as 0 | 1].length,
        score: scoreOf(state, seat),
        status: statusOf(state, seat),
      })),
      lastDeal: state.lastDeal,
    },
    // The deal's fields sit between the match's, added without a spread (see `envelope`).
    Object.assign({ target: BUMMERL, needed: [...state.needed] as [number, number] }, viewDeal(deal), {
      history: state.history.map((record) => ({ ...record, needed: [...record.needed] as [number, number] })),
      options: { ...state.options },
      outcome: outcome(state),
    }),
  );
}

/**
 * Match events are public, but a scored deal shows of its dealt and remaining cards only the viewer's own (and the
 * face-up trump card): a deal that ends with a claim or a closed talon never shows the rest. Deal events as the
 * deal shows them (the running deal hides the hands and the talon).
 */
export function redact(old: SchnapsenEvent, viewer: Viewer, now: SchnapsenState): SchnapsenEvent {
  const event = upcast(old, now);
  if (event.type === 'DealScored') return { type: 'DealScored', data: hideUnshownCards(cloneJson(event.data), dealViewer(viewer)) };
  if (event.type === 'MatchStarted' || event.type === 'Forfeited' || event.type === 'MatchEnded') {
    return cloneJson(event) as SchnapsenEvent;
  }
  return redactDealEvent(event as ZweierDealEvent, dealViewer(viewer), now.deal) as SchnapsenEvent;
}

type DealScoredData = Extract<SchnapsenEvent, { type: 'DealScored' }>['data'];

function hideUnshownCards(data: DealScoredData, viewer: 0 | 1 | 'spectator'): DealScoredData {
  const own = <H>(hands: [H | null, H | null]): [H | null, H | null] => [viewer === 0 ? hands[0] : null, viewer === 1 ? hands[1] : null];
  return {
    ...data,
    dealt: data.dealt && { ...data.dealt, hands: own(data.dealt.hands), talon: null },
    remaining: { ...data.remaining, hands: own(data.remaining.hands), talon: null },
  };
}

export function legalActions(state: SchnapsenState, seat: Seat): SchnapsenAction[] {
  if (state.phase !== 'playing' || (seat !== 0 && seat !== 1)) return [];
  return legalInDeal(state.deal, seat);
}

export function activeSeats(state: SchnapsenState): Seat[] {
  return state.phase === 'playing' ? activeInDeal(state.deal) : [];
}

export function outcome(state: SchnapsenState): Outcome | null {
  if (state.phase !== 'over' || state.winner === null) return null;
  const loser = state.winner === 0 ? 1 : 0;
  const summary =
    state.forfeitedBy !== null
      ? `Seat ${state.forfeitedBy} forfeited the match; seat ${state.winner} wins the Bummerl.`
      : `Seat ${state.winner} counted down from ${BUMMERL} to 0 and wins the Bummerl; seat ${loser} still needed ${state.needed[loser]}.`;
  return { winners: [state.winner], summary };
}

/** Per seat: minus the Bummerl taken (-1 for the loser once the match is over, else 0), and the seat's status code. */
export function standings(state: SchnapsenState): Standing[] {
  return [0, 1].map((seat) => ({ seat, score: scoreOf(state, seat), status: statusOf(state, seat) }));
}
