import type { Viewer } from '../../core/game.js';
import type { Seat } from '../../core/seats.js';
import type { PlaudererOption } from './options.js';
import type { TrickView } from './events.js';
import { tallyOf, type PlayState } from './play.js';
import { sideFor, type SideName, type Sides } from './sides.js';

/**
 * Which completed tricks a viewer may see while the deal runs (docs/rules-decisions.md#schnapsen-family-visibility: the first trick of
 * each team stays face up for the whole deal; the other tricks and the running card points stay
 * hidden until the deal ends; option "soft": a player may look at his own side's tricks). The current trick
 * is always on the table, and the trick just completed stays there until the next card is led (its cards were
 * all seen being played). Once the deal is over every trick is shown in its result.
 */
export function visibleTricks(state: Pick<PlayState, 'tricks' | 'trick'>, sides: Sides, viewer: Viewer, soft: boolean): boolean[] {
  const firstOf = (side: 'declaring' | 'defending') => state.tricks.findIndex((trick) => sideFor(sides, trick.winner) === side);
  const faceUp = new Set([firstOf('declaring'), firstOf('defending')]);
  const own = viewer === 'spectator' ? null : sideFor(sides, viewer);
  const lying = state.trick.length === 0 ? state.tricks.length - 1 : -1;
  return state.tricks.map(
    (trick, index) => faceUp.has(index) || index === lying || (soft && own !== null && sideFor(sides, trick.winner) === own),
  );
}

/** The completed tricks of the running deal as `viewer` sees them (the same shape in both games). */
export function trickViews(state: Pick<PlayState, 'tricks' | 'trick'>, sides: Sides, viewer: Viewer, soft: boolean): TrickView[] {
  const visible = visibleTricks(state, sides, viewer, soft);
  return state.tricks.map((trick, index) => ({
    index,
    winner: trick.winner,
    side: sideFor(sides, trick.winner) ?? 'defending',
    plays: visible[index] ? trick.plays.map((p) => ({ ...p })) : null,
  }));
}

/** Does trick `index` of the running deal lie face down for `viewer` now (redacting its old events)? */
export function trickFaceDown(
  state: Pick<PlayState, 'tricks' | 'trick'>,
  sides: Sides,
  viewer: Viewer,
  soft: boolean,
  index: number,
): boolean {
  return index < state.tricks.length && !visibleTricks(state, sides, viewer, soft)[index];
}

/** One side of the running deal as a viewer sees it. */
export interface SideView {
  seats: Seat[];
  tricks: number;
  /** Card points plus counted 20/40; null while hidden from this viewer (shown only to his own side with "soft"). */
  points: number | null;
}

/** Both sides: seats and trick counts are public, the running points only to one's own side with "soft". */
export function sideViews(state: PlayState, sides: Sides, viewer: Viewer, soft: boolean): Record<SideName, SideView> {
  const own = viewer === 'spectator' ? null : sideFor(sides, viewer);
  const one = (side: SideName): SideView => {
    const tally = tallyOf(state, sides[side]);
    return { seats: [...sides[side]], tricks: tally.tricks, points: soft && own === side ? tally.total : null };
  };
  return { declaring: one('declaring'), defending: one('defending') };
}

/**
 * The hands a Plauderer lays open to `viewer` (docs/rules-decisions.md#bauernschnapsen-plauderer, three readings): a) the opponents see
 * each other's cards; b) the opponents' cards lie open after the first trick; c) the declarer's cards lie open
 * after the first trick. Never the viewer's own hand (he has it).
 */
export function plaudererOpenSeats(variant: PlaudererOption, sides: Sides, viewer: Viewer, tricksTaken: number): Seat[] {
  const seats =
    variant === 'a'
      ? viewer !== 'spectator' && sides.defending.includes(viewer)
        ? sides.defending
        : []
      : variant === 'b' && tricksTaken > 0
        ? sides.defending
        : variant === 'c' && tricksTaken > 0
          ? [sides.declarer]
          : [];
  return seats.filter((seat) => seat !== viewer);
}
