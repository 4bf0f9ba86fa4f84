import type { Card } from '../../core/cards.js';
import type { Viewer } from '../../core/game.js';
import type { Seat } from '../../core/seats.js';
import type { PlaudererOption } from '../common/options.js';
import { plaudererOpenSeats } from '../common/visibility.js';
import { termsOf } from './terms.js';
import type { DreierDeal } from './types.js';

/** The hands of the running deal a viewer may see: his own, and those a Plauderer opens. */
export function handOf(deal: DreierDeal, seat: Seat): Card[] {
  return [...((deal.play ? deal.play.hands[seat] : deal.hands[seat]) ?? [])];
}

/** The seats whose hands a Plauderer lays open to `viewer` (the shared readings a, b, c). */
export function openSeats(deal: DreierDeal, viewer: Viewer, variant: PlaudererOption): Seat[] {
  const terms = termsOf(deal);
  if (!deal.play || terms === null || !terms.contract.plauderer) return [];
  return plaudererOpenSeats(variant, terms.sides, viewer, deal.play.tricks.length);
}
