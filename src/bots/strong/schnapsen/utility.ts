/**
 * How likely a deal is to be worth 1, 2 or 3 game points, for the rough match model below (about what bots
 * scored in self-play; only the shape matters).
 */
const DEAL_VALUES: readonly [number, number][] = [
  [1, 0.55],
  [2, 0.3],
  [3, 0.15],
];

/**
 * The chance to win the Bummerl needing `mine` game points against an opponent needing `theirs`, if every deal
 * from now on were a coin toss worth 1, 2 or 3 as DEAL_VALUES says.
 */
export function bummerlChance(mine: number, theirs: number, memo = new Map<number, number>()): number {
  if (mine <= 0) return 1;
  if (theirs <= 0) return 0;
  const key = mine * 64 + theirs;
  const known = memo.get(key);
  if (known !== undefined) return known;
  let chance = 0;
  for (const [points, weight] of DEAL_VALUES) {
    chance += 0.5 * weight * (bummerlChance(mine - points, theirs, memo) + bummerlChance(mine, theirs - points, memo));
  }
  memo.set(key, chance);
  return chance;
}

/**
 * The worth of a deal's result to a seat that needs `mine` game points against `theirs`: its chance to win the
 * Bummerl afterwards, for results from -3 (the opponent scores 3) to +3; between whole results (the search's
 * estimates) it is interpolated, 0 standing for the chance now.
 */
export function bummerlUtility(mine: number, theirs: number): (gamePoints: number) => number {
  const memo = new Map<number, number>();
  const table = [-3, -2, -1, 0, 1, 2, 3].map((g) =>
    g >= 0 ? bummerlChance(mine - g, theirs, memo) : bummerlChance(mine, theirs + g, memo),
  );
  return (gamePoints) => {
    const x = Math.min(3, Math.max(-3, gamePoints)) + 3;
    const low = Math.floor(x);
    const high = Math.min(6, low + 1);
    return table[low] + (table[high] - table[low]) * (x - low);
  };
}
