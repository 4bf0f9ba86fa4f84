/**
 * Solver benchmark: how many open-hands Schafkopf positions the strong bot's solver (src/bots/strong/schafkopf/
 * solver.ts) solves exactly per second, by cards per hand. Each position is a random deal of a Herz-Solo (seat 0
 * declares and leads) cut to `k` cards per hand; its value, the Augen the declarer takes from there, is solved to
 * the end without a node limit, by a full window and by the value of every legal card at the root (what a card
 * decision asks of each sampled deal), and by null-window searches asking only whether each legal card at the root
 * brings the declarer 61 Augen or more (atLeastAfter: the question a game's win asks). Prints medians; the exit
 * code is 0 unless something crashed.
 *
 *   node scripts/bench-solver.mjs after `npm run build` (npm run bench:bots builds and runs it after the bot
 *   tables). BENCH_POSITIONS: positions per size (default 200; 20 for 7 and 8 cards).
 */
const { Solver } = await import('../dist/bots/strong/schafkopf/solver.js');
const { gameOrder } = await import('../dist/bots/strong/schafkopf/cards.js');
const { seededRandom } = await import('../dist/bots/random.js');

const POSITIONS = Number(process.env.BENCH_POSITIONS ?? 200);
const order = gameOrder('solo', 'H');
const random = seededRandom('bench-solver', 'deals');

function position(k) {
  const cards = Array.from({ length: 32 }, (_, i) => i);
  for (let i = cards.length - 1; i > 0; i--) {
    const j = random.int(i + 1);
    [cards[i], cards[j]] = [cards[j], cards[i]];
  }
  const hands = [0, 1, 2, 3].map((seat) => cards.slice(seat * 8, seat * 8 + k).reduce((mask, card) => mask | (1 << card), 0));
  const declarer = [true, false, false, false];
  return {
    order,
    hands,
    trick: [],
    leader: 0,
    counted: declarer,
    maximizing: declarer,
    call: -1,
    calledSuitLed: false,
    countedHaveTrick: false,
    othersHaveTrick: false,
    allTricks: 0,
    noTrick: 0,
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

console.log('Schafkopf open-hands solver (Herz-Solo), exact values without a node limit, medians per position:');
for (let k = 1; k <= 8; k++) {
  const count = k >= 7 ? Math.min(POSITIONS, 20) : POSITIONS;
  const times = { value: [], moves: [], wins: [] };
  const nodes = [];
  for (let i = 0; i < count; i++) {
    const deal = position(k);
    let solver = new Solver(deal);
    let started = performance.now();
    solver.value();
    times.value.push(performance.now() - started);
    nodes.push(solver.nodes);
    solver = new Solver(deal);
    started = performance.now();
    solver.valuesOfMoves();
    times.moves.push(performance.now() - started);
    solver = new Solver(deal);
    started = performance.now();
    for (const card of solver.rootMoves()) solver.atLeastAfter(card, 61);
    times.wins.push(performance.now() - started);
  }
  const ms = median(times.value);
  console.log(
    `${k} card${k === 1 ? ' ' : 's'} per hand: ${ms.toFixed(3)} ms (${(1000 / ms).toFixed(0)} positions/s), ${median(nodes)} nodes; ` +
      `every root card valued: ${median(times.moves).toFixed(3)} ms; every root card "61 or more?": ${median(times.wins).toFixed(3)} ms; ${count} positions`,
  );
}
