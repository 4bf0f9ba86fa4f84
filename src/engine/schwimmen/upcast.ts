import type { Card } from '../core/cards.js';
import type { GameEvent } from '../core/game.js';
import type { Seat } from '../core/seats.js';
import { summarize } from './rules/summary.js';
import type { DealEndReason, SchwimmenEvent, SchwimmenState } from './types.js';

/**
 * Rules version 1 names three events differently and shapes two others differently:
 *
 * | version 1 | version 2 |
 * | --- | --- |
 * | `Passed {seat}` | `TurnPassed {seat}` |
 * | `MatchWon {winners}` | `MatchEnded {winners}` |
 * | `DealDealt {deal, ...}` | `DealDealt {dealNumber, ...}` |
 * | `DealScored {deal, reason, hands, values, payers}` | `DealScored {dealNumber, winners, summary, items, changes, reason, hands, values, payers}` |
 *
 * Stored version 1 streams keep their events as they were: `evolve` and `redact` read them through `upcast`, and
 * a version 1 match decides version 1 events (`downcast`), so its stream stays one version and verifies exactly.
 */
export type LegacyEvent =
  | GameEvent<'Passed', { seat: Seat }>
  | GameEvent<'MatchWon', { winners: Seat[] }>
  | GameEvent<'DealDealt', LegacyDealDealt>
  | GameEvent<'DealScored', LegacyDealScored>;

interface LegacyDealDealt {
  deal: number;
  dealer: Seat;
  hands: (Card[] | null)[];
  second: Card[] | null;
  stock: Card[] | null;
  stockCount: number;
}

interface LegacyDealScored {
  deal: number;
  reason: DealEndReason;
  hands: (Card[] | null)[];
  values: (number | null)[];
  payers: Seat[];
}

/** An event of either version. */
export type AnyEvent = SchwimmenEvent | LegacyEvent;

/**
 * The event in the current vocabulary; identity for current events. `state` is a state at or after the event
 * (the state it applies to in evolve, the match's current state in redact): an old DealScored's summary needs
 * to know who was swimming in that deal, which `state.swamInDeal` keeps.
 */
export function upcast(event: AnyEvent, state: Pick<SchwimmenState, 'swamInDeal'>): SchwimmenEvent {
  switch (event.type) {
    case 'Passed':
      return { type: 'TurnPassed', data: { seat: event.data.seat } };
    case 'MatchWon':
      return { type: 'MatchEnded', data: { winners: [...event.data.winners] } };
    case 'DealDealt': {
      if (!('deal' in event.data)) return event as SchwimmenEvent;
      const { deal, dealer, hands, second, stock, stockCount } = event.data;
      return { type: 'DealDealt', data: { dealNumber: deal, dealer, hands, second, stock, stockCount } };
    }
    case 'DealScored': {
      if (!('deal' in event.data)) return event as SchwimmenEvent;
      const { deal, reason, hands, values, payers } = event.data;
      const swimming = (seat: Seat) => {
        const since = state.swamInDeal?.[seat] ?? null;
        return since !== null && since < deal;
      };
      return { type: 'DealScored', data: summarize(deal, { reason, hands, values, payers }, swimming) };
    }
    default:
      return event;
  }
}

/** The event as rules version 1 recorded it (what a version 1 match decides). */
export function downcast(event: SchwimmenEvent): AnyEvent {
  switch (event.type) {
    case 'TurnPassed':
      return { type: 'Passed', data: event.data };
    case 'MatchEnded':
      return { type: 'MatchWon', data: event.data };
    case 'DealDealt': {
      const { dealNumber, dealer, hands, second, stock, stockCount } = event.data;
      return { type: 'DealDealt', data: { deal: dealNumber, dealer, hands, second, stock, stockCount } };
    }
    case 'DealScored': {
      const { dealNumber, reason, hands, values, payers } = event.data;
      return { type: 'DealScored', data: { deal: dealNumber, reason, hands, values, payers } };
    }
    default:
      return event;
  }
}
