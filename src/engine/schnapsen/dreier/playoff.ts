import type { Viewer } from '../../core/game.js';
import type { Seat } from '../../core/seats.js';
import {
  activeInDeal,
  evolveDeal,
  legalInDeal,
  newZweierDeal,
  redactDealEvent,
  viewDeal,
  type ZweierAction,
  type ZweierDeal,
  type ZweierDealEvent,
  type ZweierDealView,
  type ZweierSeat,
} from '../zweier/deal.js';
import type { PlayoffState } from './playoff-types.js';
import type { DreierEvent, DreierState, EventOf } from './types.js';

/**
 * The tie-break (docs/rules-decisions.md#dreierschnapsen-tie-playoff): one deal of Schnapsen for two between the tied seats, inside the
 * same match and event stream. Its events are wrapped in `PlayoffEvent` with the seat mapping; local seat 0 is
 * the tied seat that comes first clockwise from the last dealer's left and leads, local seat 1 deals.
 */
export function playoffSeats(tied: readonly Seat[], lastDealer: Seat): [Seat, Seat] {
  const order = [1, 2, 3].map((step) => (lastDealer + step) % 3).filter((seat) => tied.includes(seat));
  return [order[0], order[1]];
}

export const localOf = (playoff: Pick<PlayoffState, 'seats'>, viewer: Viewer): ZweierSeat | 'spectator' => {
  const index = viewer === 'spectator' ? -1 : playoff.seats.indexOf(viewer);
  return index === 0 || index === 1 ? index : 'spectator';
};

export function evolvePlayoff(state: DreierState, event: EventOf<'PlayoffStarted'> | EventOf<'PlayoffEvent'>): DreierState {
  const seats = Array.isArray(event.data.seats) ? event.data.seats : [0, 1];
  if (event.type === 'PlayoffStarted') {
    const { deal, tiedAt } = event.data;
    const playoff: PlayoffState = { seats: [seats[0], seats[1]], deal, tiedAt, zweier: newZweierDeal(state.options.playoff) };
    return { ...state, phase: 'playoff', dealCount: deal, turn: null, playoff };
  }
  if (state.playoff === null) return state;
  const zweier = evolveDeal(state.playoff.zweier, event.data.event);
  const active = activeInDeal(zweier);
  const turn = active.length > 0 ? state.playoff.seats[active[0]] : null;
  return { ...state, turn, playoff: { ...state.playoff, zweier } };
}

export const wrapped = (playoff: Pick<PlayoffState, 'seats' | 'deal'>, event: ZweierDealEvent): DreierEvent => ({
  type: 'PlayoffEvent',
  data: { deal: playoff.deal, seats: [playoff.seats[0], playoff.seats[1]], event },
});

export function playoffLegal(playoff: PlayoffState, seat: Seat): ZweierAction[] {
  const local = localOf(playoff, seat);
  return local === 'spectator' ? [] : legalInDeal(playoff.zweier, local);
}

/** The play-off's own part of the view (its hand and trick are in the envelope, by match seats). */
export const playoffView = (playoff: PlayoffState): { seats: [Seat, Seat]; tiedAt: number } & ZweierDealView => ({
  seats: [playoff.seats[0], playoff.seats[1]],
  tiedAt: playoff.tiedAt,
  ...viewDeal(playoff.zweier),
});

/** A finished play-off deal shows everything; one that runs is redacted by the zweier rules. */
const OVER: ZweierDeal = { ...newZweierDeal({}), phase: 'over' };

export function redactPlayoffEvent(event: EventOf<'PlayoffEvent'>, viewer: Viewer, now: DreierState): DreierEvent {
  const running = now.playoff !== null && now.playoff.deal === event.data.deal ? now.playoff : null;
  const local = localOf({ seats: event.data.seats }, viewer);
  const inner = redactDealEvent(event.data.event, local, running?.zweier ?? OVER);
  return { type: 'PlayoffEvent', data: { deal: event.data.deal, seats: [event.data.seats[0], event.data.seats[1]], event: inner } };
}
