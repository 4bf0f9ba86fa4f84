/**
 * Engine benchmark: how many whole deals per second each game's pure engine plays, and how fast a stored
 * stream replays, with nothing but the engine (no HTTP, no database). Prints figures; the exit code is 0 unless
 * something crashed. Target (informational): at least 20,000 Schafkopf deals per second on one core in
 * random-legal self-play, that is decide, evolve and legalActions as a bot playing itself calls them, without
 * views (the engine's figure before its optimisation, 1,899 deals/s at 20 us per action, is measured that way;
 * docs/benchmark-log.md). The figure with every
 * seat's view after every move, as the service's view endpoint would add, is printed beside it.
 *
 *   npm run bench:engine            (builds first)
 *   BENCH_DEALS=5000 BENCH_VIEWS=0 node scripts/bench-engine.mjs   after `npm run build` (BENCH_DEALS: deals measured
 *   per game, after as many unmeasured for warm-up, default 10000; BENCH_VIEWS=0: without
 *   views only, BENCH_VIEWS=1: with views only; unset: both; BENCH_GAME=schafkopf: that game only)
 *
 * Each game is measured in a process of its own, as a bot or a property test that plays one game runs. In one
 * process the games share the core's code (tricks, copies, the shuffle), and the shapes of the games measured
 * first make V8 give up on optimizing it for the next: Schafkopf measured after Schwimmen and the Schnapsen games
 * was about a fifth slower than alone, and the figures depended on the order.
 *
 * A deal is played from its DealDealt to its DealScored by the engine's own legal actions, chosen by a seeded
 * generator (the active seat's first legal action three times in four, else a random one), through decide and
 * evolve exactly as the service calls them; views for every seat are taken once per move, as the service's view
 * endpoint would. Replay folds the recorded events through evolve alone.
 *
 * Rates are per second of this process's CPU time (process.cpuUsage), not of the wall clock, so that a machine
 * shared with other work still gives comparable figures: "on one core" is exactly that.
 */

const { GAMES } = await import('../dist/engine/registry.js');
const { resolveOptions } = await import('../dist/engine/core/options.js');

const DEALS = Number(process.env.BENCH_DEALS ?? 10000);
/** Schafkopf deals per CPU-second without views that a searching bot needs of the engine. */
const TARGET = 20000;
/** Which runs: without views (decide, evolve, legalActions) and with every seat's view after every move. */
const MODES = process.env.BENCH_VIEWS === '0' ? [false] : process.env.BENCH_VIEWS === '1' ? [true] : [false, true];

/** CPU time of this process so far, in milliseconds. */
function cpuMs() {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

function chooser(seed) {
  let x = seed >>> 0;
  return (n) => {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    return x % n;
  };
}

function bench(game, players, views, target) {
  const random = chooser(4711);
  let deals = 0;
  let moves = 0;
  const recorded = [];
  const started = cpuMs();
  let match = 0;
  while (deals < target) {
    const setup = { players, options: resolveOptions(game.options, {}), seed: `bench-${game.id}-${match++}`, presets: [] };
    let state = game.initialState(setup);
    const events = [];
    const apply = (fresh) => {
      for (const event of fresh) state = game.evolve(state, event);
      events.push(...fresh);
      deals += fresh.filter((event) => event.type === 'DealScored').length;
    };
    apply(game.decide({ type: 'StartMatch' }, state));
    while (!game.outcome(state) && deals < target) {
      const seat = game.activeSeats(state)[0];
      if (seat === undefined) break;
      const actions = game.legalActions(state, seat);
      const action = random(4) > 0 ? actions[0] : actions[random(actions.length)];
      apply(game.decide({ type: 'Act', seat, action }, state));
      if (views) for (let viewer = 0; viewer < players; viewer++) game.view(state, viewer);
      moves++;
    }
    recorded.push({ setup, events });
  }
  const played = cpuMs() - started;
  const replayStart = cpuMs();
  let replayed = 0;
  for (const { setup, events } of recorded) {
    events.reduce((state, event) => game.evolve(state, event), game.initialState(setup));
    replayed += events.length;
  }
  const replay = cpuMs() - replayStart;
  return {
    game: game.id,
    players,
    views,
    deals,
    moves,
    dealsPerSecond: Math.round(deals / (played / 1000)),
    movesPerSecond: Math.round(moves / (played / 1000)),
    replayEventsPerSecond: Math.round(replayed / (replay / 1000)),
  };
}

/** One game's rows, measured in this process. */
function measure(game) {
  const players = game.players.min === game.players.max ? game.players.min : 4;
  return MODES.map((views) => {
    // A warm-up of as many deals first (not counted): V8 compiles and re-optimizes the engine for a few thousand
    // deals on background threads, whose CPU time would otherwise be most of a short run's; the figures are of
    // compiled code, as in a server or bot that has been running a while.
    bench(game, players, views, DEALS);
    return bench(game, players, views, DEALS);
  });
}

if (process.env.BENCH_GAME) {
  const game = GAMES[process.env.BENCH_GAME];
  if (!game) throw new Error(`BENCH_GAME: no game "${process.env.BENCH_GAME}" (${Object.keys(GAMES).join(', ')})`);
  // A child of the run below: its rows as one JSON line.
  if (process.env.BENCH_CHILD) {
    const rows = measure(game);
    const heapMiB = Math.round(process.memoryUsage().heapUsed / 2 ** 20);
    console.log(JSON.stringify(rows.map((row) => ({ ...row, heapMiB }))));
    process.exit(0);
  }
}

const { execFileSync } = await import('node:child_process');
const games = process.env.BENCH_GAME ? [process.env.BENCH_GAME] : Object.keys(GAMES);
const measured = games.map((id) =>
  JSON.parse(
    execFileSync(process.execPath, [new URL(import.meta.url).pathname], {
      env: { ...process.env, BENCH_GAME: id, BENCH_CHILD: '1' },
      stdio: ['ignore', 'pipe', 'inherit'],
    }).toString(),
  ),
);
const rows = MODES.flatMap((_, mode) => measured.map((gameRows) => gameRows[mode]));
console.table(rows);
for (const row of rows.filter((r) => r.game === 'schafkopf')) {
  const target = row.views
    ? '(views: no target)'
    : `(target ${TARGET}, random-legal self-play without views): ${row.dealsPerSecond >= TARGET ? 'met' : 'not met'}`;
  console.log(
    `Schafkopf: ${row.dealsPerSecond} deals/s ${row.views ? 'with' : 'without'} views, ${(1e6 / row.movesPerSecond).toFixed(1)} us per action ${target}`,
  );
}
