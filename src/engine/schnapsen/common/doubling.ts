import type { Seat } from '../../core/seats.js';
import type { SideName, Sides } from './sides.js';

/**
 * Spritzen (Flecken, Schießen): the side against the declarer doubles, the declaring side may redouble
 * (Retour), the other side again (Re): x2, x4, x8, each allowed until the first card is played
 * (bauernschnapsen.de.txt, "Flecken"). A seat sitting out belongs to the declaring side here: "der Spieler
 * (oder sein Partner)" may say Retour.
 */
export const DOUBLINGS = [
  { name: 'spritzen', by: 'defending' },
  { name: 'retour', by: 'declaring' },
  { name: 're', by: 'defending' },
] as const satisfies readonly { name: string; by: SideName }[];

export type DoublingName = (typeof DOUBLINGS)[number]['name'];

/** The next doubling after `level` said ones, or null after Re. */
export const nextDoubling = (level: number) => DOUBLINGS[level] ?? null;

/** The side a seat doubles for: the declaring side includes a seat that sits out. */
export function doublingSide(sides: Sides, seat: Seat): SideName | null {
  if (sides.declaring.includes(seat) || sides.out.includes(seat)) return 'declaring';
  return sides.defending.includes(seat) ? 'defending' : null;
}

/** The doubling `seat` may say now (null: none), given how many were said and whether a card was played. */
export function doublingFor(sides: Sides, seat: Seat, level: number, cardPlayed: boolean): DoublingName | null {
  if (cardPlayed) return null;
  const next = nextDoubling(level);
  return next !== null && doublingSide(sides, seat) === next.by ? next.name : null;
}

export const doublingFactor = (level: number): number => 2 ** Math.max(0, Math.min(3, level));
