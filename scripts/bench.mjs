/**
 * Throughput/latency benchmark: the Kartenrunde service on PostgreSQL versus a raw "one INSERT per request" baseline.
 *
 * Run with `npm run bench` (builds first) or `node scripts/bench.mjs` after `npm run build`.
 *
 * 1. Service: starts dist/app.js in this process on PostgreSQL and lets N concurrent clients each play their own
 *    4-seat Schwimmen matches over HTTP (create, join all seats, then act for whichever seat is to move until the
 *    match ends, then start a new one). Only POST /matches/:id/actions is measured; creating/joining matches and the
 *    GET /view a client needs when the turn passes to another seat are counted as "unmeasured requests".
 * 2. Baseline: a bare node:http server in this process that parses each POST's JSON body and does ONE INSERT into
 *    bench_baseline (pg.Pool, max 10, same database), driven by the same number of clients with action-like bodies.
 * Each phase warms up (not measured), then measures for a fixed duration. Note the load generator shares the
 * process (and CPUs) with the server under test, in both phases alike.
 *
 * Configuration (environment):
 *   DATABASE_URL    PostgreSQL URL (default postgresql://postgres@127.0.0.1:5432/test)
 *   BENCH_CLIENTS   concurrent clients (default 32)
 *   BENCH_SECONDS   measured duration per phase in seconds (default 20)
 *   BENCH_WARMUP    warm-up per phase in seconds (default 3)
 *   BENCH_WORKERS   unset: the service runs in this process (as above). A count (or `auto`): the service runs as
 *                   `node dist/main.js` with WORKERS set to it, in its own processes (the load generator stays
 *                   here); compare BENCH_WORKERS=1 with BENCH_WORKERS=2 for what several workers gain.
 * Action errors (any non-200) are counted over the whole phase, warm-up included.
 * Targets (informational; the exit code is 0 unless something crashed): service throughput >= 50% of the
 * baseline's, and service p99 < 50 ms at 32 clients.
 */
import { spawn } from 'node:child_process';
import http from 'node:http';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';

const URL_ = process.env.DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/test';
const CLIENTS = Number(process.env.BENCH_CLIENTS || 32);
const SECONDS = Number(process.env.BENCH_SECONDS || 20);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 3);
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
        try { resolve({ status: res.statusCode, body: text ? JSON.parse(text) : null }); } catch { resolve({ status: res.statusCode, body: text }); }
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(payload);
  });
}

/** Runs `client(phase, i)` for CLIENTS clients: warm-up, then the measured window, then waits for all to stop. */
async function runPhase(name, port, client) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });
  const phase = {
    name, agent, port, stopped: false, measureStart: Infinity, latencies: [], errors: 0, errorSamples: [], unmeasured: 0, finished: 0,
    /** Counts other (unmeasured) requests or finished matches made inside the measured window. */
    tally(field, n = 1) { if (performance.now() >= this.measureStart && !this.stopped) this[field] += n; },
    /** Records one measured request (only if it started in the window and ended before the stop). */
    record(t0, t1, status, body) {
      if (status !== 200) {
        this.errors++;
        if (this.errorSamples.length < 3) this.errorSamples.push(`${status} ${JSON.stringify(body).slice(0, 200)}`);
      }
      if (t0 >= this.measureStart && !this.stopped) this.latencies.push(t1 - t0);
    },
    call(method, path, body, token) { return request(agent, port, method, path, body, token); },
  };
  const crashes = [];
  const clients = Array.from({ length: CLIENTS }, (_, i) => client(phase, i).catch((e) => crashes.push(e)));
  await sleep(WARMUP * 1000);
  phase.measureStart = performance.now();
  const cpu0 = process.cpuUsage();
  await sleep(SECONDS * 1000);
  phase.stopped = true;
  const elapsed = (performance.now() - phase.measureStart) / 1000;
  const cpu = process.cpuUsage(cpu0);
  phase.cpuMs = (cpu.user + cpu.system) / 1000; // this process: server under test plus load generator
  await Promise.all(clients);
  agent.destroy();
  if (crashes.length) throw new AggregateError(crashes, `${name}: ${crashes.length} client(s) crashed: ${crashes[0].message}`);
  return summarize(phase, elapsed);
}

function summarize(phase, elapsed) {
  const sorted = Float64Array.from(phase.latencies).sort();
  const pct = (p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN);
  return {
    name: phase.name, requests: sorted.length, perSecond: sorted.length / elapsed, p50: pct(50), p95: pct(95), p99: pct(99),
    max: sorted.length ? sorted[sorted.length - 1] : NaN, errors: phase.errors, errorSamples: phase.errorSamples, unmeasured: phase.unmeasured,
    finished: phase.finished, cpuPercent: phase.cpuMs / elapsed / 10, cpuPerRequest: phase.cpuMs / sorted.length,
  };
}

function expectStatus(res, status, what) {
  if (res.status === status) return res.body;
  throw new Error(`${what}: expected ${status}, got ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
}

const pick = (list) => list[Math.floor(Math.random() * list.length)];

/** A playing policy: choose a packet when asked, knock rarely, else pass or swap one card. */
function chooseAction(legal) {
  const packets = legal.filter((a) => a.type === 'choosePacket');
  if (packets.length) return pick(packets);
  const knock = legal.find((a) => a.type === 'knock');
  if (knock && Math.random() < KNOCK_CHANCE) return knock;
  const swaps = legal.filter((a) => a.type === 'swapOne');
  const pass = legal.find((a) => a.type === 'pass');
  if (swaps.length && (!pass || Math.random() < 0.5)) return pick(swaps);
  return pass ?? pick(legal);
}

/** One service client: plays match after match until the phase stops. */
async function serviceClient(phase, index) {
  for (let n = 0; !phase.stopped; n++) {
    const created = expectStatus(
      await phase.call('POST', '/matches', { game: 'schwimmen', seats: 4, dealing: { mode: 'seeded', seed: `bench-${index}-${n}-${Date.now()}` } }),
      201, 'create match');
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
      if (view.status !== 'active') { phase.tally('finished'); break; }
      const next = view.activeSeats[0];
      legal = next === seat ? view.legalActions : null;
      seat = next;
    }
  }
}

/** The baseline server: parse the JSON body, one INSERT, a small JSON answer. */
async function startBaseline(pool) {
  await pool.query(`CREATE TABLE IF NOT EXISTS bench_baseline (
    id bigserial PRIMARY KEY, match_id text, body jsonb, created_at timestamptz DEFAULT now())`);
  const server = http.createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', async () => {
      try {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        const matchId = req.url.split('/')[2] ?? null;
        const { rows } = await pool.query('INSERT INTO bench_baseline (match_id, body) VALUES ($1, $2) RETURNING id', [matchId, body]);
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ ok: true, id: rows[0].id, version: body.expectedVersion + 1 }));
      } catch (error) {
        res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: String(error) }));
      }
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

/** One baseline client: POSTs action-like bodies back to back. */
async function baselineClient(phase, index) {
  const matchId = `bench-${index}-${Date.now()}`;
  const token = `seat_${'x'.repeat(40)}`;
  const actions = [{ type: 'pass' }, { type: 'swapOne', hand: 'G7', table: 'HA' }, { type: 'knock' }];
  for (let version = 1; !phase.stopped; version++) {
    const t0 = performance.now();
    const res = await phase.call('POST', `/matches/${matchId}/actions`, { ...pick(actions), expectedVersion: version }, token);
    phase.record(t0, performance.now(), res.status, res.body);
  }
}

/** Machine-wide CPU busy share over one second (before anything starts): shows whether other work was running. */
async function machineBusy() {
  const sample = () => os.cpus().reduce((acc, c) => { for (const [k, v] of Object.entries(c.times)) acc[k === 'idle' ? 'idle' : 'busy'] += v; return acc; }, { idle: 0, busy: 0 });
  const a = sample(), b = await sleep(1000).then(sample);
  return (100 * (b.busy - a.busy)) / (b.busy - a.busy + b.idle - a.idle);
}

const fmt = (x, digits = 1) => (Number.isFinite(x) ? x.toFixed(digits) : 'n/a');

function printReport(service, baseline, busy) {
  console.log('\n=== Kartenrunde benchmark ===');
  console.log(`Node ${process.version}, ${os.cpus().length} CPU(s) (${os.cpus()[0]?.model.trim() ?? '?'}), ${CLIENTS} clients, ` +
    `${SECONDS} s measured after ${WARMUP} s warm-up per phase, database ${URL_.replace(/\/\/[^@]*@/, '//')}`);
  const rows = [service, baseline].map((r) => ({
    phase: r.name, requests: r.requests, 'req/s': fmt(r.perSecond), 'p50 ms': fmt(r.p50, 2), 'p95 ms': fmt(r.p95, 2),
    'p99 ms': fmt(r.p99, 2), 'max ms': fmt(r.max, 2), errors: r.errors, 'node CPU %': fmt(r.cpuPercent, 0), 'CPU ms/req': fmt(r.cpuPerRequest, 2),
  }));
  console.table(rows);
  console.log(`Service clients also made ${service.unmeasured} unmeasured requests in the window (create/join/summary, and ` +
    `GET /view when the turn passed: ${fmt(service.unmeasured / service.requests, 2)} per action); ${service.finished} matches finished.`);
  console.log('"node CPU %" is this process (server + load generator; 100 % = one core): near 100 % means Node-bound.');
  console.log(`Machine CPU busy before the run: ${fmt(busy, 0)} %` + (busy > 20 ? '  <- other work was running; figures are noisy' : ''));
  for (const r of [service, baseline]) for (const sample of r.errorSamples) console.log(`  ${r.name} error sample: ${sample}`);
  const ratio = service.perSecond / baseline.perSecond;
  const mark = (ok) => (ok ? 'PASS' : 'MISS');
  console.log(`Throughput ratio service/baseline: ${fmt(ratio * 100)} %`);
  console.log(`[${mark(ratio >= 0.5)}] service throughput at least half the baseline's (${fmt(service.perSecond)} vs ${fmt(baseline.perSecond)} actions/s)`);
  const p99Note = CLIENTS === 32 ? '' : ` (target is stated for 32 clients; this run used ${CLIENTS})`;
  console.log(`[${mark(service.p99 < 50)}] service p99 under 50 ms: ${fmt(service.p99, 2)} ms${p99Note}`);
}

/** The service as `node dist/main.js` with WORKERS=`workers` on a free port; resolves its port and a stop function. */
async function startWorkers(workers) {
  const child = spawn(process.execPath, ['dist/main.js'], {
    cwd: new URL('..', import.meta.url),
    env: { ...process.env, WORKERS: workers, DATABASE_URL: URL_, PORT: '0', HOST: '127.0.0.1', RATE_LIMIT_PER_IP: '0', RATE_LIMIT_PER_TOKEN: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const port = await new Promise((resolve, reject) => {
    child.on('exit', (code) => reject(new Error(`the service exited (code ${code}): ${out.slice(-500)}`)));
    child.stdout.on('data', (chunk) => {
      out += chunk.toString();
      const listening = [...out.matchAll(/listening on http:\/\/127\.0\.0\.1:(\d+)/g)];
      const expected = workers === 'auto' ? os.availableParallelism() : Number(workers);
      if (listening.length >= expected) resolve(Number(listening[0][1]));
    });
  });
  return { port, stop: async () => { child.kill('SIGTERM'); await exited; } };
}

/** With BENCH_WORKERS, "node CPU %" is the load generator's only (the service runs in other processes). */
async function main() {
  const workers = process.env.BENCH_WORKERS;
  console.log(`Benchmarking with ${CLIENTS} clients, ${WARMUP} s warm-up + ${SECONDS} s per phase` +
    (workers ? `, the service as ${workers} worker process(es) apart from the load generator` : '') + ' ...');

  const busy = await machineBusy();
  let service;
  if (workers) {
    const { port, stop } = await startWorkers(workers);
    try {
      console.log('phase 1: service (POST /matches/:id/actions)');
      service = await runPhase('service', port, serviceClient);
    } finally {
      await stop();
    }
  } else {
    const { createApp } = await import('../dist/app.js');
    const { app, db } = await createApp({ url: URL_, logger: false });
    try {
      await app.listen(0, '127.0.0.1');
      console.log('phase 1: service (POST /matches/:id/actions)');
      service = await runPhase('service', app.getHttpServer().address().port, serviceClient);
    } finally {
      await app.close();
      await db.close();
    }
  }

  const pool = new pg.Pool({ connectionString: URL_, max: 10 });
  let baseline, server;
  try {
    server = await startBaseline(pool);
    console.log('phase 2: baseline (one INSERT per POST)');
    baseline = await runPhase('baseline', server.address().port, baselineClient);
  } finally {
    server?.closeAllConnections();
    if (server) await new Promise((resolve) => server.close(resolve));
    await pool.end();
  }
  printReport(service, baseline, busy);
  // Long matches: a cold read at 200 and 5,000 events, with and without snapshots (bench-cold-read.mjs).
  await (await import('./bench-cold-read.mjs')).coldReads(URL_);
}

main().then(
  // Everything is closed; should some library still hold a handle, do not hang.
  () => setTimeout(() => { console.error('warning: open handles after cleanup; exiting'); process.exit(0); }, 5000).unref(),
  (error) => { console.error(error); process.exit(1); },
);
