/**
 * Bot benchmark: the strong bot against the heuristic bot on duplicate deals. Every board (a seed) is played once
 * per rotation of the bots over the seats, so every bot holds every hand of the board in turn and card luck
 * cancels; a board's result is the mean over its rotations, and the 95% interval is over boards. Prints, per
 * table and budget, the strong side's result, the strong bot's decisions per second and its p50/p95 time per
 * decision (each worker thread is one core). Exit code 0 unless something crashed.
 *
 *   npm run bench:bots             (builds first)
 *   node scripts/bench-bots.mjs    after `npm run build`. Settings:
 *     BENCH_TABLES=schafkopf-2v2,schnapsen   tables to play (default: all, names below)
 *     BENCH_BOARDS=200                       boards per table (default: each table's own, see TABLES)
 *     BENCH_FIRST_BOARD=1000                 the first board's number (default 0): other deals, e.g. to check a tuning
 *     BENCH_BUDGETS=1,0.25                   the strong bot's samples per decision as factors of its default budget
 *     BENCH_JOBS=2                           worker threads (default: one per core)
 *     BENCH_OUT=results.json                 also write every board's result (per table and budget) to this file,
 *                                            for a paired comparison of two versions on the same boards
 *     BENCH_ORACLE=4000000                   Schafkopf only: the strong bot sees the true deal (every hand) and searches
 *                                            it alone, with this many positions, instead of samples: not a bot anyone
 *                                            plays against, but the ceiling of its method against the heuristic bot
 *
 * Results per table: Schafkopf, cents per deal per strong seat (a one-deal session at the default tariff, so a
 * board is one deal); the other games, the share of whole matches the strong side wins (Schnapsen for two: one
 * Bummerl; Bauernschnapsen: to 24 points; Schwimmen: three players, last one in); Dreierschnapsen, whose match
 * has one loser (the seat that takes the Bummerl) and two winners, the share of matches the strong seat ends
 * among the winners.
 */
import { writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';

const S = 'strong';
const H = 'heuristic';
function rotations(seats) {
  return seats.map((_, r) => seats.map((__, i) => seats[(i + r) % seats.length]));
}

/** Each table: the game, its options, the bots on the seats in the first rotation, how a board is counted, and the default board count. */
const TABLES = {
  'schafkopf-2v2': {
    game: 'schafkopf',
    options: { deals: 1 },
    seats: [S, H, S, H],
    rotations: 2,
    measure: 'cents',
    boards: 1000,
    what: 'Schafkopf, 2 strong vs 2 heuristic (crosswise), cents per deal per strong seat',
  },
  'schafkopf-1v3': {
    game: 'schafkopf',
    options: { deals: 1 },
    seats: [S, H, H, H],
    rotations: 4,
    measure: 'cents',
    boards: 500,
    what: 'Schafkopf, 1 strong vs 3 heuristic, cents per deal',
  },
  schnapsen: {
    game: 'schnapsen',
    options: {},
    seats: [S, H],
    rotations: 2,
    measure: 'wins',
    boards: 300,
    what: 'Schnapsen for two, share of Bummerl won',
  },
  bauernschnapsen: {
    game: 'bauernschnapsen',
    options: {},
    seats: [S, H, S, H],
    rotations: 2,
    measure: 'wins',
    boards: 150,
    what: 'Bauernschnapsen, strong team vs heuristic team, share of matches won',
  },
  dreierschnapsen: {
    game: 'dreierschnapsen',
    options: {},
    seats: [S, H, H],
    rotations: 3,
    measure: 'spared',
    boards: 150,
    what: 'Dreierschnapsen, 1 strong vs 2 heuristic, share of matches without the Bummerl (two thirds is even)',
  },
  schwimmen: {
    game: 'schwimmen',
    options: {},
    seats: [S, H, H],
    rotations: 3,
    measure: 'wins',
    boards: 300,
    what: 'Schwimmen, 1 strong among 3, share of matches won (a third is even)',
  },
};

if (isMainThread) await main();
else parentPort.postMessage(await playBoards(workerData));

async function main() {
  const names = (process.env.BENCH_TABLES ?? Object.keys(TABLES).join(',')).split(',').map((n) => n.trim());
  for (const name of names) if (!TABLES[name]) throw new Error(`No table "${name}"; tables: ${Object.keys(TABLES).join(', ')}`);
  // The oracle has one budget of its own (playBoards).
  const budgets = process.env.BENCH_ORACLE ? [1] : (process.env.BENCH_BUDGETS ?? '1,0.25').split(',').map(Number);
  const jobs = Number(process.env.BENCH_JOBS ?? availableParallelism());
  console.log(
    `duplicate boards, strong vs heuristic; ${jobs} worker threads; budgets as factors of the default samples: ${budgets.join(', ')}`,
  );
  const out = {};
  for (const name of names) {
    const table = TABLES[name];
    const boards = Number(process.env.BENCH_BOARDS ?? table.boards);
    for (const factor of budgets) {
      const started = Date.now();
      const parts = await Promise.all(
        Array.from(
          { length: jobs },
          (_, job) =>
            new Promise((resolve, reject) => {
              const worker = new Worker(new URL(import.meta.url), { workerData: { name, factor, boards, job, jobs } });
              worker.once('message', resolve);
              worker.once('error', reject);
            }),
        ),
      );
      report(table, factor, parts, Date.now() - started);
      out[`${name}@${factor}`] = Object.fromEntries(parts.flatMap((p) => p.boards.map((board, i) => [board, p.results[i]])));
    }
  }
  if (process.env.BENCH_OUT) writeFileSync(process.env.BENCH_OUT, JSON.stringify(out));
}

function report(table, factor, parts, wallMs) {
  const results = parts.flatMap((p) => p.results);
  const times = parts.flatMap((p) => p.times).sort((a, b) => a - b);
  const n = results.length;
  const mean = results.reduce((a, b) => a + b, 0) / n;
  const sd = Math.sqrt(results.reduce((a, b) => a + (b - mean) ** 2, 0) / Math.max(1, n - 1));
  const half = (1.96 * sd) / Math.sqrt(n);
  const pct = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? NaN;
  const thinking = times.reduce((a, b) => a + b, 0);
  const budget = parts[0].budget;
  const shown =
    table.measure === 'cents'
      ? `${sign(mean)} ct [${sign(mean - half)}, ${sign(mean + half)}]`
      : `${(mean * 100).toFixed(1)} % [${((mean - half) * 100).toFixed(1)}, ${((mean + half) * 100).toFixed(1)}]`;
  const who = process.env.BENCH_ORACLE ? ' (the strong bot seeing every hand)' : '';
  console.log(
    `${table.what}${who}: ${shown} over ${n} boards x ${table.rotations} rotations; budget ${JSON.stringify(budget)}; ` +
      `${times.length} strong decisions, ${(times.length / (thinking / 1000)).toFixed(0)}/s, p50 ${pct(0.5).toFixed(1)} ms, p95 ${pct(0.95).toFixed(1)} ms, max ${times.at(-1)?.toFixed(0)} ms; ${(wallMs / 1000).toFixed(0)} s`,
  );
}

function sign(x) {
  return `${x >= 0 ? '+' : ''}${x.toFixed(1)}`;
}

async function playBoards({ name, factor, boards, job, jobs }) {
  const { GAMES } = await import('../dist/engine/registry.js');
  const { resolveOptions } = await import('../dist/engine/core/options.js');
  const { HEURISTIC_BOTS, STRONG_BOTS } = await import('../dist/bots/registry.js');
  const { TableMemory } = await import('../dist/bots/log.js');
  const { botRandom } = await import('../dist/bots/random.js');
  const table = TABLES[name];
  const game = GAMES[table.game];
  const { build, budget: base } = STRONG_BOTS[table.game];
  const oracle = Number(process.env.BENCH_ORACLE ?? 0);
  if (oracle > 0 && table.game !== 'schafkopf') throw new Error('BENCH_ORACLE is for the Schafkopf tables only');
  const budget = oracle > 0 ? { samples: 1, nodes: oracle } : { ...base, samples: Math.max(1, Math.round(base.samples * factor)) };
  // With BENCH_ORACLE the bot peeks at the hands of the match being played (`truth`, set before each of its moves).
  const { maskOf } = await import('../dist/bots/strong/schafkopf/cards.js');
  const truth = { state: null };
  const peek = () => truth.state.hands.map((hand) => maskOf(hand));
  const bots = { strong: oracle > 0 ? build(budget, peek) : build(budget), heuristic: HEURISTIC_BOTS[table.game] };
  const results = [];
  const played = [];
  const times = [];
  const first = Number(process.env.BENCH_FIRST_BOARD ?? 0);
  for (let board = first + job; board < first + boards; board += jobs) {
    let total = 0;
    for (const seats of rotations(table.seats).slice(0, table.rotations)) {
      const setup = {
        players: seats.length,
        options: resolveOptions(game.options, table.options),
        seed: `bench-bots-${table.game}-${board}`,
        presets: [],
      };
      const state = playMatch(game, setup, seats, bots, times, TableMemory, botRandom, truth);
      const strongSeats = seats.flatMap((kind, seat) => (kind === S ? [seat] : []));
      if (table.measure === 'cents') {
        const scores = game.standings(state);
        total += strongSeats.reduce((sum, seat) => sum + scores[seat].score, 0) / strongSeats.length;
      } else if (table.measure === 'spared') {
        total += strongSeats.some((seat) => game.outcome(state).winners.includes(seat)) ? 1 : 0;
      } else {
        const winners = game.outcome(state).winners;
        // A shared win counts in equal parts; a team's win counts once for the team.
        total += strongSeats.filter((seat) => winners.includes(seat)).length / winners.length;
      }
    }
    results.push(total / table.rotations);
    played.push(board);
  }
  return { results, boards: played, times, budget };
}

/** One match from its start to its outcome; the strong bot's decision times go to `times`. */
function playMatch(game, setup, seats, bots, times, TableMemory, botRandom, truth) {
  let state = game.initialState(setup);
  let version = 0;
  const memory = new TableMemory(
    game,
    seats.map((_, seat) => seat),
  );
  const apply = (events) => {
    for (const event of events) {
      state = game.evolve(state, event);
      memory.add(event, state);
    }
    version += events.length;
  };
  apply(game.decide({ type: 'StartMatch' }, state));
  for (let steps = 0; game.outcome(state) === null; steps++) {
    if (steps > 20000) throw new Error(`${game.id} ${setup.seed}: no end after 20000 moves`);
    const seat = game.activeSeats(state)[0];
    const input = {
      seat,
      view: game.view(state, seat),
      legalActions: game.legalActions(state, seat),
      random: botRandom(setup.seed, seat, version),
      log: memory.logOf(seat),
    };
    truth.state = state;
    const started = performance.now();
    const action = bots[seats[seat]](input);
    if (seats[seat] === S) times.push(performance.now() - started);
    apply(game.decide({ type: 'Act', seat, action }, state));
  }
  return state;
}
