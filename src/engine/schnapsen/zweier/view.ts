import type { Outcome, Standing, Viewer } from '../../core/game.js';
import type { Seat } from '../../core/seats.js';
import { copyDealResult } from './deal-evolve.js';
import { activeInDeal, legalInDeal, redactDealEvent, viewDeal } from './deal.js';
import type { ZweierDealEvent } from './deal-types.js';
import { BUMMERL } from './options.js';
import type { SchnapsenAction, SchnapsenEvent, SchnapsenState, SchnapsenView } from './types.js';

const dealViewer = (viewer: Viewer): 0 | 1 | 'spectator' => (viewer === 0 || viewer === 1 ? viewer : 'spectator');

export function view(state: SchnapsenState, viewer: Viewer): SchnapsenView {
  return {
    phase: state.phase,
    deal: state.dealNumber,
    needed: [...state.needed],
    target: BUMMERL,
    options: { ...state.options },
    current: state.dealNumber > 0 ? viewDeal(state.deal, dealViewer(viewer)) : null,
    lastDeal: state.lastDeal ? { ...copyDealResult(state.lastDeal), deal: state.lastDeal.deal } : null,
    history: state.history.map((record) => ({ ...record, needed: [...record.needed] })),
    outcome: outcome(state),
  };
}

/** Match events are public; deal events as the deal shows them (the running deal hides the hands and the talon). */
export function redact(event: SchnapsenEvent, viewer: Viewer, now: SchnapsenState): SchnapsenEvent {
  if (event.type === 'MatchStarted' || event.type === 'Forfeited' || event.type === 'MatchWon') {
    return JSON.parse(JSON.stringify(event)) as SchnapsenEvent;
  }
  return redactDealEvent(event as ZweierDealEvent, dealViewer(viewer), now.deal);
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

/** Per seat: the game points still needed to win the Bummerl (counting down from 7). */
export function standings(state: SchnapsenState): Standing[] {
  return state.needed.map((needed, seat) => {
    const status = state.winner === null ? undefined : state.winner === seat ? 'won' : state.forfeitedBy === seat ? 'forfeited' : 'lost';
    return status === undefined ? { seat, score: needed } : { seat, score: needed, status };
  });
}
