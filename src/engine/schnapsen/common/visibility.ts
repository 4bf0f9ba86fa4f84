import type { Viewer } from '../../core/game.js';
import type { PlayState } from './play.js';
import { doublingSide } from './doubling.js';
import type { Sides } from './sides.js';

/**
 * Which completed tricks a viewer may see while the deal runs (bauernschnapsen.de.txt: the first trick of
 * each team stays face up for the whole deal; NOTES.md: the other tricks and the running card points stay
 * hidden until the deal ends; option "soft": a player may look at his own side's tricks). The current trick
 * is always on the table, and the trick just completed stays there until the next card is led (its cards were
 * all seen being played). Once the deal is over every trick is shown in its result.
 */
export function visibleTricks(state: Pick<PlayState, 'tricks' | 'trick'>, sides: Sides, viewer: Viewer, soft: boolean): boolean[] {
  const firstOf = (side: 'declaring' | 'defending') =>
    state.tricks.findIndex((trick) => doublingSide(sides, trick.winner) === side);
  const faceUp = new Set([firstOf('declaring'), firstOf('defending')]);
  const own = viewer === 'spectator' ? null : doublingSide(sides, viewer);
  const lying = state.trick.length === 0 ? state.tricks.length - 1 : -1;
  return state.tricks.map((trick, index) => faceUp.has(index) || index === lying || (soft && own !== null && doublingSide(sides, trick.winner) === own));
}

/** May the viewer see his own side's running card points (only with "soft")? */
export const seesOwnPoints = (viewer: Viewer, soft: boolean): boolean => soft && viewer !== 'spectator';
