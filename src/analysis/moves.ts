import type { Action } from '../engine/core/game.js';
import type { Alternative, MoveAnalysis, Mistake } from './types.js';
import { mistakeSentence, type UnitWords, type WordsContext } from './sentences.js';

/** What a seat plays for, as one number (higher is better): the result in the deal's unit, or Augen where there is none. */
export interface Objective {
  objective: number;
}

/** Best first: the seat's objective, then the Augen its side takes. */
export function compareValues(a: Alternative & Objective, b: Alternative & Objective): number {
  if (a.objective !== b.objective) return b.objective - a.objective;
  return (b.value.points ?? 0) - (a.value.points ?? 0);
}

/** The first trick from which every move's value is exact; null when no move is or there are none. */
export function exactFrom(moves: readonly MoveAnalysis[]): number | null {
  if (moves.length === 0) return null;
  const lastInexact = moves.reduce((at, move) => (move.exact ? at : Math.max(at, move.trick)), 0);
  if (lastInexact === 0) return 1;
  return lastInexact < moves[moves.length - 1].trick ? lastInexact + 1 : null;
}

/** Values equal within rounding (expected values are averages). */
const EPSILON = 1e-9;

/** The moves that cost their seat something in the deal's unit, each with its sentence (naming the moves as `context` says). */
export function mistakesOf<A extends Action>(
  moves: readonly MoveAnalysis<A>[],
  unit: UnitWords,
  context: WordsContext,
  trickWord?: { de: string; en: string },
): Mistake<A>[] {
  return moves
    .filter((move) => move.loss > EPSILON)
    .map((move) => {
      const best = move.alternatives[0].action;
      const mistake = {
        move: move.index,
        trick: move.trick,
        seat: move.seat,
        action: move.action,
        best,
        loss: move.loss,
        exact: move.exact,
      };
      return { ...mistake, text: mistakeSentence({ ...mistake, pointsLoss: move.pointsLoss }, unit, context, trickWord) };
    });
}
