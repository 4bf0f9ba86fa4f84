import type { Card } from '../../core/cards.js';
import type { Viewer } from '../../core/game.js';
import type { Seat } from '../../core/seats.js';
import type { PlaudererOption } from '../common/options.js';
import { plaudererOpenSeats, visibleTricks } from '../common/visibility.js';
import { termsOf } from './terms.js';
import type { DreierDeal } from './types.js';

/**
 * Which completed tricks of the running deal `viewer` may see (the shared rule): each side's first trick stays
 * face up, the latest lies on the table until the next card is led, the rest are turned over (option soft: one's
 * own side's stay visible to that side).
 */
export function shownTricks(deal: DreierDeal, viewer: Viewer, soft: boolean): boolean[] {
  const terms = termsOf(deal);
  return !deal.play || terms === null ? [] : visibleTricks(deal.play, terms.sides, viewer, soft);
}

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
