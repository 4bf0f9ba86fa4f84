import type { Card } from '../../core/cards.js';
import type { Viewer } from '../../core/game.js';
import type { Seat } from '../../core/seats.js';
import { visibleTricks } from '../common/visibility.js';
import type { PlaudererVariant } from './options.js';
import { opponentsOf, termsOf } from './terms.js';
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

/**
 * Plauderer (bauernschnapsen.*.txt, three readings): (a) the opponents see each other's cards; (b) the
 * opponents' hands lie open after the first trick; (c) the declarer's hand lies open after the first trick.
 */
export function openSeats(deal: DreierDeal, viewer: Viewer, variant: PlaudererVariant): Seat[] {
  if (!deal.play || deal.settled?.contract !== 'plauderer') return [];
  const declarer = deal.settled.declarer;
  const opponents = opponentsOf(declarer);
  const afterFirst = deal.play.tricks.length >= 1;
  const seats =
    variant === 'a' ? (viewer !== 'spectator' && opponents.includes(viewer) ? opponents : []) : variant === 'b' ? (afterFirst ? opponents : []) : afterFirst ? [declarer] : [];
  return seats.filter((seat) => seat !== viewer);
}
