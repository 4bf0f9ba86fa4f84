/**
 * Throughput/latency benchmark: the Kartenrunde service on PostgreSQL versus a raw "one INSERT per request" baseline,
 * at several numbers of concurrent clients, with the server's own CPU time per request.
 *
 * Run with `npm run bench` (builds first) or `node scripts/bench.mjs` after `npm run build`.
 *
 * 1. Service: `node dist/main.js` in its own process(es) on PostgreSQL; N concurrent clients each play their own
 *    4-seat Schwimmen matches over HTTP (create, join all seats, then act for whichever seat is to move until the
 *    match ends, then start a new one). Only POST /matches/:id/actions is measured; creating/joining matches and the
 *    GET /view a client needs when the turn passes to another seat are counted as "unmeasured requests".
 * 2. Baseline: a bare node:http server in its own process (scripts/bench-baseline.mjs) that parses each POST's JSON
 *    body and does ONE INSERT into bench_baseline (a pg.Pool of DB_POOL_SIZE connections, same database), driven the same way.
 * For each client count the two phases run one after the other (interleaved, round after round); each phase warms
 * up (not measured), then measures for a fixed duration. The load generator is this process; the servers' CPU
 * time is read from /proc for their process trees (Linux), so "server CPU ms/req" excludes the load generator; a
 * local PostgreSQL server's CPU time is read the same way, so the three figures together are a request's cost to
 * the machine.
 *
 * Configuration (environment):
 *   DATABASE_URL    PostgreSQL URL (default postgresql://postgres@127.0.0.1:5432/test)
 *   DB_POOL_SIZE    the pool size of both phases: the service's setting, and the baseline's pool (default: the
 *                   service's own default, 10; the targets are stated for the service's default settings)
 *   BENCH_CLIENTS   comma-separated client counts (default 1,32,64)
 *   BENCH_ROUNDS    interleaved rounds per client count; the report shows each figure's median (default 1)
 *   BENCH_SECONDS   measured duration per phase in seconds (default 20)
 *   BENCH_WARMUP    warm-up per phase in seconds (default 20: V8 is still optimizing the service's code for about
 *                   20 s under this load, and a server that runs for days is measured after that; the baseline's
 *                   few functions are optimized within a second)
 *   BENCH_WORKERS   the service's WORKERS setting (default 1; `auto`: one per core)
 *   BENCH_BEFORE    a folder holding another build of the service (e.g. `dist-before`, built from an older commit with
 *                   `npx tsc -p tsconfig.build.json --outDir dist-before`): its phase runs in each round too, interleaved
 *                   with the others, so a change is measured against the old build in one run
 *   BENCH_PROFILE   a folder: the service runs with `node --cpu-prof` and leaves one .cpuprofile there per process
 *   BENCH_BOTS      Schafkopf tables of four strong bots that keep thinking during a third phase (default 2; 0: no
 *                   such phase): the service phase again, with the bots' searches on the service's bot threads, so
 *                   the report shows whether bots thinking delay the players' moves (p99 of the two phases)
 *   BENCH_REFERENCE 1: a phase of the hand-written reference (scripts/bench-reference.mjs: node:http and `pg` around
 *                   the service's own compiled engine, chain, append and receipt, without its framework, log line,
 *                   headers and extras) in each round, played by the same clients, so the report shows what the
 *                   service costs beyond the same per-move work (default 0)
 * Action errors (any non-200) are counted over the whole phase, warm-up included.
 * Targets (informational; the exit code is 0 unless something crashed): service throughput at least 40 % of the
 * baseline's measured in the same run at 32 and at 64 clients; at 32 clients p99 at most 40 ms and server CPU at most
 * 0.5 ms per move.
 */
import { execFileSync, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';

const URL_ = process.env.DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/test';
const CLIENT_COUNTS = (process.env.BENCH_CLIENTS || '1,32,64').split(',').map(Number);
const ROUNDS = Number(process.env.BENCH_ROUNDS || 1);
const WORKERS = process.env.BENCH_WORKERS || '1';
const POOL = process.env.DB_POOL_SIZE || '10';
const SECONDS = Number(process.env.BENCH_SECONDS || 20);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 20);
const PROFILE_DIR = process.env.BENCH_PROFILE;
const BEFORE = process.env.BENCH_BEFORE;
const REFERENCE = process.env.BENCH_REFERENCE === '1';
const BOT_TABLES = Number(process.env.BENCH_BOTS ?? 2);
const KNOCK_CHANCE = 0.1; // knock rarely: a match then lasts ~150 actions

/** One HTTP request over a keep-alive agent; resolves { status, body } with body parsed as JSON when possible. */
function request(agent, port, method, path, body, token) {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const headers = { accept: 'application/json' };
    if (payload !== undefined) Object.assign(headers, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) });
    if (token) headers.authorization = `Bearer ${token}`;
    const req = http.request({ host: '127.0.0.1', port, method, path, headers, agent }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        try {
          resolve({ status: res.statusCode, body: text ? JSON.parse(text) : null });
        } catch {
          resolve({ status: res.statusCode, body: text });
        }
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(payload);
  });
}

/** Runs `client(phase, i)` for `clients` clients against `server`: warm-up, the measured window, then waits for all to stop. */
async function runPhase(name, server, clients, client, background = null) {
  const { port, pid } = server;
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients + 1 });
  const phase = {
    name,
    agent,
    port,
    clients,
    stopped: false,
    measureStart: Infinity,
    latencies: [],
    errors: 0,
    errorSamples: [],
    unmeasured: 0,
    finished: 0,
    /** Counts other (unmeasured) requests or finished matches made inside the measured window. */
    tally(field, n = 1) {
      if (performance.now() >= this.measureStart && !this.stopped) this[field] += n;
    },
    /** Records one measured request (only if it started in the window and ended before the stop). */
    record(t0, t1, status, body) {
      if (status !== 200) {
        this.errors++;
        if (this.errorSamples.length < 3) this.errorSamples.push(`${status} ${JSON.stringify(body).slice(0, 200)}`);
      }
      if (t0 >= this.measureStart && !this.stopped) this.latencies.push(t1 - t0);
    },
    call(method, path, body, token) {
      return request(agent, port, method, path, body, token);
    },
  };
  const crashes = [];
  const behind = background ? await background.start(phase) : null;
  const running = Array.from({ length: clients }, (_, i) => client(phase, i).catch((e) => crashes.push(e)));
  await sleep(WARMUP * 1000);
  phase.measureStart = performance.now();
  const behind0 = behind ? await behind.count() : 0;
  const cpu0 = treeCpuMs(pid);
  const pg0 = postgresCpuMs();
  const own0 = process.cpuUsage();
  const machine0 = machineTimes();
  await sleep(SECONDS * 1000);
  phase.stopped = true;
  const elapsed = (performance.now() - phase.measureStart) / 1000;
  phase.cpuMs = treeCpuMs(pid) - cpu0; // the server's processes only
  phase.pgCpuMs = postgresCpuMs() - pg0; // NaN when PostgreSQL does not run on this machine
  const own = process.cpuUsage(own0);
  phase.loadGenCpuMs = (own.user + own.system) / 1000; // this process: the load generator
  const machine1 = machineTimes();
  phase.machineBusy = (100 * (machine1.busy - machine0.busy)) / (machine1.busy - machine0.busy + machine1.idle - machine0.idle);
  phase.botMoves = behind ? ((await behind.count()) - behind0) / elapsed : NaN;
  await Promise.all(running);
  agent.destroy();
  if (crashes.length) throw new AggregateError(crashes, `${name}: ${crashes.length} client(s) crashed: ${crashes[0].message}`);
  return summarize(phase, elapsed);
}

function summarize(phase, elapsed) {
  const sorted = Float64Array.from(phase.latencies).sort();
  const pct = (p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN);
  return {
    name: phase.name,
    requests: sorted.length,
    perSecond: sorted.length / elapsed,
    p50: pct(50),
    p95: pct(95),
    p99: pct(99),
    max: sorted.length ? sorted[sorted.length - 1] : NaN,
    errors: phase.errors,
    errorSamples: phase.errorSamples,
    unmeasured: phase.unmeasured,
    finished: phase.finished,
    cpuPercent: phase.cpuMs / elapsed / 10,
    cpuPerRequest: phase.cpuMs / sorted.length,
    clients: phase.clients,
    loadGenPercent: phase.loadGenCpuMs / elapsed / 10,
    machineBusy: phase.machineBusy,
    pgPerRequest: phase.pgCpuMs / sorted.length,
    loadGenPerRequest: phase.loadGenCpuMs / sorted.length,
    botMoves: phase.botMoves,
  };
}

function expectStatus(res, status, what) {
  if (res.status === status) return res.body;
  throw new Error(`${what}: expected ${status}, got ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
}

const pick = (list) => list[Math.floor(Math.random() * list.length)];

/**
 * How the bench's players choose among the Schwimmen actions their view offers, by name from the game's catalogue:
 * the weight of each kind (a kind not offered is left out; a forced choice, such as the packet, is always taken).
 * Knocking rarely keeps a match near 150 actions, as at a real table. `checkCatalogue` fails the run when the
 * catalogue no longer has a name this mix expects, so a renamed action cannot silently change the workload.
 */
const MIX = { choosePacket: 1, swapOne: 0.45, passTurn: 0.35, swapAll: 0.1, knock: KNOCK_CHANCE };

/** Every action kind the mix plays, by its catalogue name; also counts what was played, for the report. */
const played = Object.fromEntries(Object.keys(MIX).map((name) => [name, 0]));

async function checkCatalogue(call) {
  const game = expectStatus(await call('GET', '/games/schwimmen'), 200, 'the Schwimmen catalogue');
  const names = new Set(game.actions.map((a) => a.type));
  const missing = Object.keys(MIX).filter((name) => !names.has(name));
  if (missing.length > 0)
    throw new Error(`the bench plays ${missing.join(', ')}, which the Schwimmen catalogue no longer has (it has ${[...names].join(', ')})`);
}

/** A player's choice: a kind drawn by the mix's weights among the kinds offered, then one action of that kind. */
function chooseAction(legal) {
  const kinds = [...new Set(legal.map((a) => a.type))];
  const unknown = kinds.filter((kind) => !(kind in MIX));
  if (unknown.length > 0) throw new Error(`the view offers ${unknown.join(', ')}, which the bench's mix does not know`);
  const forced = kinds.find((kind) => MIX[kind] >= 1);
  let kind = forced;
  if (kind === undefined) {
    let r = Math.random() * kinds.reduce((sum, k) => sum + MIX[k], 0);
    kind = kinds.find((k) => (r -= MIX[k]) < 0) ?? kinds[kinds.length - 1];
  }
  played[kind]++;
  return pick(legal.filter((a) => a.type === kind));
}

/** One service client: plays match after match until the phase stops. */
async function serviceClient(phase, index) {
  for (let n = 0; !phase.stopped; n++) {
    const created = expectStatus(
      await phase.call('POST', '/matches', {
        game: 'schwimmen',
        seats: 4,
        dealing: { mode: 'seeded', seed: `bench-${index}-${n}-${Date.now()}` },
      }),
      201,
      'create match',
    );
    const id = created.match.id;
    const tokens = [];
    for (let s = 0; s < 4; s++) {
      const joined = expectStatus(await phase.call('POST', `/matches/${id}/players`, { name: `P${s}` }), 201, 'join');
      tokens[joined.seat] = joined.token;
    }
    let seat = expectStatus(await phase.call('GET', `/matches/${id}`), 200, 'summary').activeSeats[0];
    phase.tally('unmeasured', 6);
    let legal = null;
    while (!phase.stopped && seat !== undefined) {
      if (!legal?.length) {
        legal = expectStatus(await phase.call('GET', `/matches/${id}/view`, undefined, tokens[seat]), 200, 'view').legalActions;
        phase.tally('unmeasured');
      }
      const t0 = performance.now();
      const res = await phase.call('POST', `/matches/${id}/actions`, chooseAction(legal), tokens[seat]);
      phase.record(t0, performance.now(), res.status, res.body);
      if (res.status !== 200) break; // should not happen (one driver per match); start a fresh match
      const view = res.body.view;
      if (view.status !== 'active') {
        phase.tally('finished');
        break;
      }
      const next = view.activeSeats[0];
      legal = next === seat ? view.legalActions : null;
      seat = next;
    }
  }
}

/**
 * Tables of four strong Schafkopf bots in an open-ended session: they think on the service's bot threads for as
 * long as the phase runs. `count` is the bot moves made so far (the tables' versions together).
 */
const strongBotTables = {
  async start(phase) {
    const ids = [];
    for (let n = 0; n < BOT_TABLES; n++) {
      const created = expectStatus(
        await phase.call('POST', '/matches', { game: 'schafkopf', seats: 4, options: { deals: null } }),
        201,
        'create bot table',
      );
      for (let s = 0; s < 4; s++)
        expectStatus(
          await phase.call('POST', `/matches/${created.match.id}/bots`, { bot: 'strong' }, created.creatorToken),
          201,
          'seat a bot',
        );
      ids.push(created.match.id);
    }
    return {
      count: async () => {
        let total = 0;
        for (const id of ids) total += expectStatus(await phase.call('GET', `/matches/${id}`), 200, 'bot table').version;
        return total;
      },
    };
  },
};

/** One baseline client: POSTs action-like bodies back to back. */
async function baselineClient(phase, index) {
  const matchId = `bench-${index}-${Date.now()}`;
  const token = `seat_${'x'.repeat(40)}`;
  const actions = [{ type: 'passTurn' }, { type: 'swapOne', hand: 'G7', table: 'HA' }, { type: 'knock' }];
  for (let version = 1; !phase.stopped; version++) {
    const t0 = performance.now();
    const res = await phase.call('POST', `/matches/${matchId}/actions`, { ...pick(actions), expectedVersion: version }, token);
    phase.record(t0, performance.now(), res.status, res.body);
  }
}

/** The machine's CPU time so far, all cores together: busy and idle (ms). */
function machineTimes() {
  return os.cpus().reduce(
    (acc, c) => {
      for (const [k, v] of Object.entries(c.times)) acc[k === 'idle' ? 'idle' : 'busy'] += v;
      return acc;
    },
    { idle: 0, busy: 0 },
  );
}

/** Machine-wide CPU busy share over one second (before anything starts): shows whether other work was running. */
async function machineBusy() {
  const sample = () =>
    os.cpus().reduce(
      (acc, c) => {
        for (const [k, v] of Object.entries(c.times)) acc[k === 'idle' ? 'idle' : 'busy'] += v;
        return acc;
      },
      { idle: 0, busy: 0 },
    );
  const a = sample(),
    b = await sleep(1000).then(sample);
  return (100 * (b.busy - a.busy)) / (b.busy - a.busy + b.idle - a.idle);
}

const fmt = (x, digits = 1) => (Number.isFinite(x) ? x.toFixed(digits) : 'n/a');

const median = (values) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : NaN;
};

/** The median of each figure over the rounds of one client count. */
function medianOf(results) {
  const figures = [
    'perSecond',
    'p50',
    'p95',
    'p99',
    'max',
    'cpuPercent',
    'cpuPerRequest',
    'loadGenPercent',
    'machineBusy',
    'pgPerRequest',
    'loadGenPerRequest',
    'botMoves',
  ];
  const merged = {
    ...results[0],
    requests: results.reduce((n, r) => n + r.requests, 0),
    errors: results.reduce((n, r) => n + r.errors, 0),
  };
  for (const figure of figures) merged[figure] = median(results.map((r) => r[figure]));
  merged.unmeasured = results.reduce((n, r) => n + r.unmeasured, 0);
  merged.finished = results.reduce((n, r) => n + r.finished, 0);
  merged.errorSamples = results.flatMap((r) => r.errorSamples).slice(0, 3);
  return merged;
}

function printReport(runs, busy) {
  console.log('\n=== Kartenrunde benchmark ===');
  console.log(
    `Node ${process.version}, ${os.cpus().length} CPU(s) (${os.cpus()[0]?.model.trim() ?? '?'}), WORKERS=${WORKERS}, DB_POOL_SIZE=${POOL}, ` +
      `${SECONDS} s measured after ${WARMUP} s warm-up per phase, ${ROUNDS} interleaved round(s) (medians), database ${URL_.replace(/\/\/[^@]*@/, '//')}`,
  );
  const rows = runs.flatMap(({ before, service, baseline, bots, reference }) =>
    [...(before ? [before] : []), service, ...(bots ? [bots] : []), ...(reference ? [reference] : []), baseline].map((r) => ({
      clients: r.clients,
      phase: r.name,
      requests: r.requests,
      'req/s': fmt(r.perSecond),
      'p50 ms': fmt(r.p50, 2),
      'p95 ms': fmt(r.p95, 2),
      'p99 ms': fmt(r.p99, 2),
      'max ms': fmt(r.max, 2),
      errors: r.errors,
      'server CPU %': fmt(r.cpuPercent, 0),
      'server CPU ms/req': fmt(r.cpuPerRequest, 2),
      'load gen CPU %': fmt(r.loadGenPercent, 0),
      'machine busy %': fmt(r.machineBusy, 0),
      'PostgreSQL CPU ms/req': fmt(r.pgPerRequest, 2),
      'load gen CPU ms/req': fmt(r.loadGenPerRequest, 2),
      'bot events/s': fmt(r.botMoves, 0),
    })),
  );
  console.table(rows);
  console.log('"server CPU %" is the server\'s processes only (100 % = one core); "load gen CPU %" this process, which drives both;');
  console.log(
    `"machine busy %" all ${os.cpus().length} cores together (PostgreSQL included): near 100 % the machine, not one process, is the limit.`,
  );
  console.log('"PostgreSQL CPU ms/req" is every local postgres process (backends, WAL writer, checkpointer, ...) per measured request;');
  console.log("with the server's and the load generator's, it is what a request costs the whole machine.");
  console.log(`Machine CPU busy before the run: ${fmt(busy, 0)} %` + (busy > 20 ? '  <- other work was running; figures are noisy' : ''));
  const mark = (ok) => (ok ? 'PASS' : 'MISS');
  for (const { before, service, baseline, bots, reference } of runs) {
    if (before) {
      console.log(
        `${before.clients} clients, ${before.name}: service/baseline ${fmt((before.perSecond / baseline.perSecond) * 100)} %, p99 ${fmt(before.p99, 2)} ms, ` +
          `server CPU ${fmt(before.cpuPerRequest, 2)} ms per move (the build measured against)`,
      );
    }
    if (reference) {
      console.log(
        `${reference.clients} clients, reference: reference/baseline ${fmt((reference.perSecond / baseline.perSecond) * 100)} %, p99 ${fmt(reference.p99, 2)} ms, ` +
          `server CPU ${fmt(reference.cpuPerRequest, 2)} ms per move; the service makes ${fmt((service.perSecond / reference.perSecond) * 100)} % of its moves/s ` +
          `at ${fmt(service.cpuPerRequest / reference.cpuPerRequest, 2)}x its CPU per move`,
      );
    }
    for (const r of [service, baseline, ...(bots ? [bots] : []), ...(reference ? [reference] : [])])
      for (const sample of r.errorSamples) console.log(`  ${r.clients} clients, ${r.name} error sample: ${sample}`);
    if (bots) {
      console.log(
        `${bots.clients} clients with ${BOT_TABLES} tables of strong bots thinking (${fmt(bots.botMoves, 0)} bot events/s): p99 ${fmt(bots.p99, 2)} ms against ${fmt(service.p99, 2)} ms without, ` +
          `${fmt(bots.perSecond)} against ${fmt(service.perSecond)} moves/s (the bots' threads take CPU from the same cores; their searches never run on the event loop)`,
      );
    }
    const ratio = service.perSecond / baseline.perSecond;
    console.log(
      `${service.clients} clients: service/baseline ${fmt(ratio * 100)} %, p99 ${fmt(service.p99, 2)} ms, server CPU ${fmt(service.cpuPerRequest, 2)} ms per move; ` +
        `${service.unmeasured} unmeasured requests (${fmt(service.unmeasured / service.requests, 2)} per move), ${service.finished} matches finished`,
    );
    if (service.clients !== 32 && service.clients !== 64) continue;
    console.log(
      `[${mark(ratio >= 0.4)}] ${service.clients} clients: service throughput at least 40 % of the baseline's (${fmt(service.perSecond)} vs ${fmt(baseline.perSecond)} requests/s)`,
    );
    if (service.clients !== 32) continue;
    console.log(`[${mark(service.p99 <= 40)}] 32 clients: service p99 at most 40 ms: ${fmt(service.p99, 2)} ms`);
    console.log(
      `[${mark(service.cpuPerRequest <= 0.5)}] 32 clients: server CPU at most 0.5 ms per move: ${fmt(service.cpuPerRequest, 2)} ms`,
    );
  }
  if (!CLIENT_COUNTS.includes(32) || !CLIENT_COUNTS.includes(64))
    console.log('(the targets are stated for 32 and 64 clients; this run lacks some)');
  const total = Object.values(played).reduce((a, b) => a + b, 0);
  console.log(
    `Actions the service's players chose (all phases): ${Object.entries(played)
      .map(([kind, n]) => `${kind} ${fmt((100 * n) / total)} %`)
      .join(', ')}`,
  );
}

/** Every process's parent, command name and CPU ticks so far (user + system; `children`: of its ended children), from /proc (Linux). */
const TICK_MS = 1000 / Number(execFileSync('getconf', ['CLK_TCK']).toString().trim() || 100);
function processes() {
  const stats = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const text = readFileSync(`/proc/${name}/stat`, 'utf8');
      // Fields after the command name (which may hold spaces) start at the last ')'.
      const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
      const command = text.slice(text.indexOf('(') + 1, text.lastIndexOf(')'));
      stats.push({
        pid: Number(name),
        ppid: Number(fields[1]),
        command,
        ticks: Number(fields[11]) + Number(fields[12]),
        children: Number(fields[13]) + Number(fields[14]),
      });
    } catch {
      // The process ended meanwhile.
    }
  }
  return stats;
}

/** CPU time in ms used so far by process `root` and its descendants. */
function treeCpuMs(root) {
  const stats = processes();
  const tree = new Set([root]);
  for (let grown = true; grown;) {
    grown = false;
    for (const s of stats)
      if (!tree.has(s.pid) && tree.has(s.ppid)) {
        tree.add(s.pid);
        grown = true;
      }
  }
  return stats.filter((s) => tree.has(s.pid)).reduce((sum, s) => sum + s.ticks, 0) * TICK_MS;
}

/**
 * CPU time in ms used so far by the local PostgreSQL server: every running postgres process, and the postmaster's
 * ended children (backends of closed connections). NaN if no postgres process is visible.
 */
function postgresCpuMs() {
  const stats = processes().filter((s) => s.command === 'postgres' || s.command.startsWith('postgres:'));
  const pids = new Set(stats.map((s) => s.pid));
  const postmasters = stats.filter((s) => !pids.has(s.ppid));
  if (!postmasters.length) return NaN;
  return (stats.reduce((sum, s) => sum + s.ticks, 0) + postmasters.reduce((sum, s) => sum + s.children, 0)) * TICK_MS;
}

/** Starts `node <script>` with `env` and waits until it (and every worker) printed its port; resolves { port, pid, stop }. */
async function startServer(script, env, listeners = 1) {
  const profile = PROFILE_DIR && /(main\.js|bench-reference\.mjs)$/.test(script) ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] : [];
  const child = spawn(process.execPath, [...profile, script], {
    cwd: new URL('..', import.meta.url),
    env: { ...process.env, DATABASE_URL: URL_, DB_POOL_SIZE: POOL, PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  let ports = [];
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const port = await new Promise((resolve, reject) => {
    child.on('exit', (code) => reject(new Error(`${script} exited (code ${code}): ${out.slice(-500)}`)));
    // Until every worker listens, look for their ports; after that, only the last lines are kept (one log line
    // per request arrives here, and the load generator must not spend its CPU on them).
    child.stdout.on('data', (chunk) => {
      out = (out + chunk.toString()).slice(-2000);
      if (ports.length >= listeners) return;
      const lines = out.split('\n');
      out = lines.pop();
      for (const line of lines) {
        const listening = /listening on http:\/\/127\.0\.0\.1:(\d+)/.exec(line);
        if (listening) ports.push(Number(listening[1]));
      }
      if (ports.length >= listeners) resolve(ports[0]);
    });
  });
  return {
    port,
    pid: child.pid,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

async function phaseOn(name, start, clients, client, background = null) {
  const server = await start();
  try {
    console.log(`  ${clients} clients: ${name}`);
    return await runPhase(name, server, clients, client, background);
  } finally {
    await server.stop();
  }
}

async function main() {
  console.log(
    `Benchmarking ${CLIENT_COUNTS.join(', ')} clients, ${ROUNDS} round(s), ${WARMUP} s warm-up + ${SECONDS} s per phase, the service with WORKERS=${WORKERS}, DB_POOL_SIZE=${POOL} ...`,
  );
  const busy = await machineBusy();
  const workers = WORKERS === 'auto' ? os.availableParallelism() : Number(WORKERS);
  const serviceEnv = { WORKERS, RATE_LIMIT_PER_IP: '0', RATE_LIMIT_PER_TOKEN: '0', MAX_STREAMS_PER_IP: '0' };
  const service = () => startServer('dist/main.js', serviceEnv, workers);
  const before = () => startServer(`${BEFORE}/main.js`, serviceEnv, workers);
  const baseline = () => startServer('scripts/bench-baseline.mjs', {});
  const reference = () => startServer('scripts/bench-reference.mjs', {});
  const check = await service();
  try {
    await checkCatalogue((method, path) => request(new http.Agent(), check.port, method, path));
  } finally {
    await check.stop();
  }
  const runs = [];
  for (const clients of CLIENT_COUNTS) {
    const rounds = [];
    for (let round = 0; round < ROUNDS; round++) {
      rounds.push({
        ...(BEFORE ? { before: await phaseOn(`service (${BEFORE})`, before, clients, serviceClient) } : {}),
        service: await phaseOn('service', service, clients, serviceClient),
        ...(BOT_TABLES > 0
          ? { bots: await phaseOn(`service, ${BOT_TABLES} strong-bot tables`, service, clients, serviceClient, strongBotTables) }
          : {}),
        ...(REFERENCE ? { reference: await phaseOn('reference', reference, clients, serviceClient) } : {}),
        baseline: await phaseOn('baseline', baseline, clients, baselineClient),
      });
    }
    runs.push({
      ...(BEFORE ? { before: medianOf(rounds.map((r) => r.before)) } : {}),
      service: medianOf(rounds.map((r) => r.service)),
      ...(BOT_TABLES > 0 ? { bots: medianOf(rounds.map((r) => r.bots)) } : {}),
      ...(REFERENCE ? { reference: medianOf(rounds.map((r) => r.reference)) } : {}),
      baseline: medianOf(rounds.map((r) => r.baseline)),
    });
  }
  printReport(runs, busy);
  // Long matches: a cold read at 200 and 5,000 events, with and without snapshots (bench-cold-read.mjs).
  await (await import('./bench-cold-read.mjs')).coldReads(URL_);
}

main().then(
  // Everything is closed; should some library still hold a handle, do not hang.
  () =>
    setTimeout(() => {
      console.error('warning: open handles after cleanup; exiting');
      process.exit(0);
    }, 5000).unref(),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
