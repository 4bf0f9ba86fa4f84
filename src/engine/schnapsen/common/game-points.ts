/**
 * Game points for winning a Normal game (Schnapsen for two, Bauern- and Dreierschnapsen alike): 3 if the losing
 * side has no trick, 2 if it has fewer than 33 card points, else 1.
 */
export function normalGamePoints(loserPoints: number, loserTricks: number): 1 | 2 | 3 {
  if (loserTricks === 0) return 3;
  return loserPoints < 33 ? 2 : 1;
}

/** Going out: a side that reaches 66 (cards plus counted marriages) may end the deal. */
export const GOING_OUT = 66;
