import type { Viewer } from '../core/game.js';
import { handValue } from './rules/hand-value.js';
import { outcome } from './result.js';
import { copyResult } from './rules/showdown.js';
import type { PlayerView, SchwimmenEvent, SchwimmenState, SchwimmenView } from './types.js';

/** What `viewer` may see: the table, counts, his own hand, and the last showdown. Never another hidden card. */
export function view(state: SchwimmenState, viewer: Viewer): SchwimmenView {
  const own = viewer === 'spectator' ? null : state.hands[viewer];
  const hand = own ? [...own] : null;
  const players: PlayerView[] = state.status.map((status, seat) => ({
    seat,
    lives: state.lives[seat] ?? 0,
    status,
    swimming: status === 'swimming',
    eliminated: status === 'out',
    cardCount: state.hands[seat]?.length ?? 0,
    knocked: state.knockedBy === seat,
  }));
  return {
    phase: state.phase,
    deal: state.deal,
    dealer: state.dealer,
    turn: state.turn,
    table: [...state.table],
    stockCount: state.stock.length,
    players,
    hand,
    handValue: hand ? handValue(hand, state.options.feuerValue) : null,
    knockedBy: state.knockedBy,
    finalTurnsLeft: [...state.finalTurns],
    passes: state.passes,
    lastDeal: state.lastDeal ? copyResult(state.lastDeal) : null,
    outcome: outcome(state),
  };
}

/** The event as `viewer` may see it: a deal shows only his own packet, never the second packet or the stock. */
export function redact(event: SchwimmenEvent, viewer: Viewer): SchwimmenEvent {
  // Plain JSON: a JSON copy is the cheapest deep copy.
  if (event.type !== 'DealDealt') return JSON.parse(JSON.stringify(event)) as SchwimmenEvent;
  const { deal, dealer, hands, stockCount } = event.data;
  return {
    type: 'DealDealt',
    data: {
      deal,
      dealer,
      hands: hands.map((hand, seat) => (seat === viewer && hand ? [...hand] : null)),
      second: null,
      stock: null,
      stockCount,
    },
  };
}
