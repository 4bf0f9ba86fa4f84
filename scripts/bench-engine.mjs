/**
 * Engine benchmark (issue 14): how many whole deals per second each game's pure engine plays, and how fast a stored
 * stream replays, with nothing but the engine (no HTTP, no database). Prints figures; the exit code is 0 unless
 * something crashed. Target (informational): at least 10,000 Schafkopf deals per second on one core.
 *
 *   npm run bench:engine            (builds first)
 *   BENCH_DEALS=5000 BENCH_VIEWS=0 node scripts/bench-engine.mjs   after `npm run build` (BENCH_VIEWS=0: no views)
 *
 * A deal is played from its DealDealt to its DealScored by the engine's own legal actions, chosen by a seeded
 * generator (the active seat's first legal action three times in four, else a random one), through decide and
 * evolve exactly as the service calls them; views for every seat are taken once per move, as the service's view
 * endpoint would. Replay folds the recorded events through evolve alone.
 */
import { performance } from 'node:perf_hooks';

const { GAMES } = await import('../dist/engine/registry.js');
const { resolveOptions } = await import('../dist/engine/core/options.js');

const DEALS = Number(process.env.BENCH_DEALS ?? 3000);
/** BENCH_VIEWS=0 leaves out the views (decide and evolve alone). */
const VIEWS = process.env.BENCH_VIEWS !== '0';

function chooser(seed) {
  let x = seed >>> 0;
  return (n) => {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    return x % n;
  };
}

function bench(game, players) {
  const random = chooser(4711);
  let deals = 0;
  let moves = 0;
  const recorded = [];
  const started = performance.now();
  let match = 0;
  while (deals < DEALS) {
    const setup = { players, options: resolveOptions(game.options, {}), seed: `bench-${game.id}-${match++}`, presets: [] };
    let state = game.initialState(setup);
    const events = [];
    const apply = (fresh) => {
      for (const event of fresh) state = game.evolve(state, event);
      events.push(...fresh);
      deals += fresh.filter((event) => event.type === 'DealScored').length;
    };
    apply(game.decide({ type: 'StartMatch' }, state));
    while (!game.outcome(state) && deals < DEALS) {
      const seat = game.activeSeats(state)[0];
      if (seat === undefined) break;
      const actions = game.legalActions(state, seat);
      const action = random(4) > 0 ? actions[0] : actions[random(actions.length)];
      apply(game.decide({ type: 'Act', seat, action }, state));
      if (VIEWS) for (let viewer = 0; viewer < players; viewer++) game.view(state, viewer);
      moves++;
    }
    recorded.push({ setup, events });
  }
  const played = performance.now() - started;
  const replayStart = performance.now();
  let replayed = 0;
  for (const { setup, events } of recorded) {
    events.reduce((state, event) => game.evolve(state, event), game.initialState(setup));
    replayed += events.length;
  }
  const replay = performance.now() - replayStart;
  return { game: game.id, players, deals, moves, dealsPerSecond: Math.round(deals / (played / 1000)), movesPerSecond: Math.round(moves / (played / 1000)), replayEventsPerSecond: Math.round(replayed / (replay / 1000)) };
}

const rows = Object.values(GAMES).map((game) => bench(game, game.players.min === game.players.max ? game.players.min : 4));
console.table(rows);
const schafkopf = rows.find((row) => row.game === 'schafkopf');
console.log(`Schafkopf: ${schafkopf.dealsPerSecond} deals/s${VIEWS ? ' with views' : ' without views'} (target 10000): ${schafkopf.dealsPerSecond >= 10000 ? 'met' : 'not met'}; heap used ${Math.round(process.memoryUsage().heapUsed / 2 ** 20)} MiB`);
