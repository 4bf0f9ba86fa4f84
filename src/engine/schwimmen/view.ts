import type { Viewer } from '../core/game.js';
import { copyDealScored } from './evolve.js';
import { activeSeats } from './legal.js';
import { handValue } from './rules/hand-value.js';
import { outcome } from './result.js';
import type { SchwimmenEvent, SchwimmenState, SchwimmenView } from './types.js';
import { upcast, type AnyEvent } from './upcast.js';
import { cloneJson } from '../core/json.js';
import { envelope } from '../core/view.js';

/**
 * What `viewer` may see: the shared envelope (core/view.ts) and Schwimmen's own part: the table, counts, his own
 * hand and its value, the knock, and the last showdown. Never another hidden card.
 */
export function view(state: SchwimmenState, viewer: Viewer): SchwimmenView {
  const hand = viewer === 'spectator' ? null : [...(state.hands[viewer] ?? [])];
  const last = state.lastDeal ? copyDealScored(state.lastDeal) : null;
  return envelope(
    {
      game: 'schwimmen',
      phase: state.phase,
      dealNumber: state.deal,
      dealer: state.dealer,
      waitingFor: activeSeats(state),
      hand,
      trick: [],
      seats: state.status.map((status, seat) => ({ cardCount: state.hands[seat]?.length ?? 0, score: state.lives[seat] ?? 0, status })),
      lastDeal: last,
    },
    {
      table: [...state.table],
      stockCount: state.stock.length,
      handValue: hand && hand.length > 0 ? handValue(hand, state.options.feuerValue) : null,
      knockedBy: state.knockedBy,
      finalTurnsLeft: [...state.finalTurns],
      passes: state.passes,
      lastShowdown: last && { reason: last.reason, hands: last.hands, values: last.values, payers: last.payers },
      outcome: outcome(state),
    },
  );
}

/**
 * The event as `viewer` may see it (in the current vocabulary, whatever version recorded it): a deal shows only
 * his own packet, never the second packet or the stock.
 */
export function redact(stored: AnyEvent, viewer: Viewer, now: SchwimmenState): SchwimmenEvent {
  const event = upcast(stored, now);
  // Plain JSON: a JSON copy is the cheapest deep copy.
  if (event.type !== 'DealDealt') return cloneJson(event) as SchwimmenEvent;
  const { dealNumber, dealer, hands, stockCount } = event.data;
  return {
    type: 'DealDealt',
    data: {
      dealNumber,
      dealer,
      hands: hands.map((hand, seat) => (seat === viewer && hand ? [...hand] : null)),
      second: null,
      stock: null,
      stockCount,
    },
  };
}
