/**
 * Micro-benchmark of the validation of an action body (src/http/action-validation.ts), on the path of every move:
 * 100,000 validations of a Schafkopf `playCard`, in 7 rounds after a warm-up; prints the best and the median round.
 *
 * Run with `node scripts/bench-action-validation.mjs` after `npm run build`. With BENCH_BEFORE=<folder>, a build
 * of the service from an older commit (its `http/action-validation.js` and `engine/registry.js`), it measures that
 * build too, with the argument its validateAction takes (the action objects, or the catalogue of versions before
 * them), and prints the ratio.
 */
const N = 100_000;
const ROUNDS = 7;
const CARDS = ['EO', 'GO', 'HO', 'SO', 'EU', 'GU', 'HU', 'SU', 'EA', 'E10', 'EK', 'E9', 'E8', 'E7', 'SA', 'S7'];

async function measure(dist) {
  const { GAMES } = await import(new URL('engine/registry.js', dist));
  const { validateAction } = await import(new URL('http/action-validation.js', dist));
  const game = GAMES.schafkopf;
  const objects = game.actionObjects ?? game.actions;
  // Fresh bodies, as a request's parsed JSON would be, made before the clock starts.
  const bodies = () => Array.from({ length: N }, (_, i) => ({ type: 'playCard', card: CARDS[i % CARDS.length] }));
  for (const body of bodies()) validateAction(objects, body);
  const times = [];
  for (let round = 0; round < ROUNDS; round++) {
    const input = bodies();
    const start = process.hrtime.bigint();
    for (let i = 0; i < N; i++) validateAction(objects, input[i]);
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  times.sort((a, b) => a - b);
  return { best: times[0], median: times[Math.floor(ROUNDS / 2)] };
}

const show = (name, { best, median }) =>
  console.log(
    `${name}: ${N} validations, best ${best.toFixed(1)} ms (${((best * 1e6) / N).toFixed(0)} ns each), median ${median.toFixed(1)} ms`,
  );

const now = await measure(new URL('../dist/', import.meta.url));
show('this build', now);
if (process.env.BENCH_BEFORE) {
  const before = await measure(new URL(`${process.env.BENCH_BEFORE.replace(/\/?$/, '/')}`, `file://${process.cwd()}/`));
  show('before', before);
  console.log(`ratio (this build / before, best rounds): ${(now.best / before.best).toFixed(2)}`);
}
