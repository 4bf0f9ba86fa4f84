/**
 * Analysis benchmark: the time to analyse a whole Schafkopf session of 8 deals, a whole Bummerl of Schnapsen for
 * two, a whole match of Bauernschnapsen and one of Schwimmen for three (src/analysis, as GET /matches/{id}/analysis
 * and npm run analyse do it) at the default budget, on one core
 * (the main thread, nothing else running in the process). The matches are played by the heuristic bots from fixed
 * seeds, so every run analyses the same deals. Prints the time per match (wall clock, and the CPU time this process
 * used, which a busy machine does not inflate) and per deal, and from which trick each deal's values are exact; the exit code is 0 unless something crashed.
 *
 *   npm run bench:analysis (builds first). BENCH_SESSIONS: matches of each game (default 3).
 */
const { analyseMatch, defaultBudget } = await import('../dist/analysis/analyse.js');
const { findBot } = await import('../dist/bots/registry.js');
const { seededRandom } = await import('../dist/bots/random.js');
const { resolveOptions } = await import('../dist/engine/core/options.js');
const { GAMES } = await import('../dist/engine/registry.js');

const SESSIONS = Number(process.env.BENCH_SESSIONS ?? 3);

function play(gameId, seats, options, seed) {
  const game = GAMES[gameId];
  const bot = findBot(gameId, 'heuristic');
  const setup = { players: seats, options: resolveOptions(game.options, options), seed, presets: [] };
  let state = game.initialState(setup);
  const events = [];
  const apply = (fresh) => {
    for (const event of fresh) state = game.evolve(state, event);
    events.push(...fresh);
  };
  apply(game.decide({ type: 'StartMatch' }, state));
  const random = seededRandom('bench-analysis', seed);
  const optional = new Set(game.actions.filter((a) => a.optional).map((a) => a.type));
  while (!game.outcome(state)) {
    const seat = game.activeSeats(state)[0];
    const legalActions = game.legalActions(state, seat).filter((a) => !optional.has(a.type));
    apply(game.decide({ type: 'Act', seat, action: bot({ seat, view: game.view(state, seat), legalActions, random }) }, state));
  }
  return { matchId: seed, game: gameId, rulesVersion: game.rulesVersion, seats, options: setup.options, seed, presets: [], events };
}

function bench(label, inputs) {
  const budget = defaultBudget(inputs[0].game);
  const parWork = budget.parNodes === undefined ? '' : `, ${budget.parNodes.toLocaleString('en')} per contract of a par`;
  const work =
    inputs[0].game === 'schwimmen'
      ? `${budget.samples} sampled deals per decision, rollouts of at most ${budget.nodes} turns`
      : `${budget.nodes.toLocaleString('en')} positions per solver run${parWork}, ${budget.samples} deals per sampled decision`;
  console.log(`${label} (budget: ${work}):`);
  for (const input of inputs) {
    const started = performance.now();
    const cpu = process.cpuUsage();
    const analysis = analyseMatch(input);
    const ms = performance.now() - started;
    const used = process.cpuUsage(cpu);
    const cpuMs = (used.user + used.system) / 1000;
    const deals = analysis.deals;
    const exact = deals.filter((d) => d.exactFromTrick === 1).length;
    const from = deals.map((d) => d.exactFromTrick ?? '-').join(' ');
    const moves = deals.reduce((n, d) => n + d.moves.length, 0);
    const bids = deals.reduce((n, d) => n + (d.bids?.length ?? 0), 0);
    const exactness =
      input.game === 'schwimmen' ? 'sampled, never exact' : `exact from trick: ${from} (${exact} of ${deals.length} from the first)`;
    const pars = deals.filter((d) => d.par?.best);
    const undecided = deals.reduce((n, d) => n + (d.par?.unsolved ?? 0), 0);
    const par = deals.some((d) => d.par && 'unsolved' in d.par)
      ? `; a par in ${pars.length} of ${deals.length} deals, ${undecided} contracts undecided`
      : '';
    console.log(
      `  ${input.seed}: ${(ms / 1000).toFixed(1)} s (CPU ${(cpuMs / 1000).toFixed(1)} s) for ${deals.length} deals (${(ms / Math.max(1, deals.length) / 1000).toFixed(2)} s a deal), ${moves} moves, ${bids} bids; ${exactness}${par}`,
    );
  }
}

bench(
  'Schafkopf, a session of 8 deals (default rules), heuristic bots',
  Array.from({ length: SESSIONS }, (_, i) => play('schafkopf', 4, { deals: 8 }, `bench-session-${i + 1}`)),
);
bench(
  'Schnapsen for two, a whole Bummerl, heuristic bots',
  Array.from({ length: SESSIONS }, (_, i) => play('schnapsen', 2, {}, `bench-bummerl-${i + 1}`)),
);
bench(
  'Bauernschnapsen, a whole match (default rules), heuristic bots',
  Array.from({ length: SESSIONS }, (_, i) => play('bauernschnapsen', 4, {}, `bench-bauern-${i + 1}`)),
);
bench(
  'Schwimmen for three, a whole match (default rules), heuristic bots',
  Array.from({ length: SESSIONS }, (_, i) => play('schwimmen', 3, {}, `bench-schwimmen-${i + 1}`)),
);
