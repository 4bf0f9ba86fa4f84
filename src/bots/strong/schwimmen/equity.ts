/**
 * What a deal's end is worth to the seat, as a share of the match: each seat has `tokens` payments left before
 * it is out (lives + 1 while it has lives, 1 while swimming), and the seat's share is its tokens over everyone's,
 * which is exactly its chance to win a two-player match when each deal's payer is a coin flip. Losing a life
 * therefore costs more the fewer one has, and another seat paying (or going under) is worth something too.
 */
export function tokensOf(lives: readonly number[], inPlay: readonly boolean[], swimming: readonly boolean[]): number[] {
  return lives.map((life, seat) => (!inPlay[seat] ? 0 : swimming[seat] ? 1 : life + 1));
}

/**
 * The seat's share after the deal, for every set of payers (bit per seat). When everyone left pays while
 * swimming, nobody goes under and they share the match (src/engine/schwimmen/rules/showdown.ts, payments).
 */
export function equityByPayers(seat: number, tokens: readonly number[], swimming: readonly boolean[]): Float64Array {
  const players = tokens.length;
  const table = new Float64Array(1 << players);
  const inPlay = tokens.map((t) => t > 0);
  for (let payers = 0; payers < 1 << players; payers++) {
    const allSink = inPlay.every((on, s) => !on || ((payers >> s) & 1 && swimming[s]));
    const after = tokens.map((t, s) => (allSink ? t : t - ((payers >> s) & 1)));
    const total = after.reduce((a, b) => a + Math.max(0, b), 0);
    table[payers] = after[seat] > 0 && total > 0 ? after[seat] / total : 0;
  }
  return table;
}
