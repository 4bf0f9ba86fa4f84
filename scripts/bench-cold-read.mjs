/**
 * Cold reads of long matches: how long loading a match that is not in the process's cache takes at
 * 200 and at 5,000 events (and 5,000 + SNAPSHOT_EVERY - 1, the longest tail after a snapshot), with snapshots (every SNAPSHOT_EVERY events, default 200) and without (the whole log
 * read, re-hashed and replayed). Run by `npm run bench` after its phases, or alone after `npm run build`:
 *
 *   node scripts/bench-cold-read.mjs        DATABASE_URL as for bench.mjs (default the local `test` database)
 *
 * The matches are Schafkopf sessions without an end, played through the service's own store (load, decide,
 * advance, commit, as every writer does, without HTTP). A cold read is `MatchStore.load` on a new store, whose
 * cache is empty; each figure is the median of BENCH_COLD_READS reads (default 7).
 */
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';

const URL_ = process.env.DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/test';
const READS = Number(process.env.BENCH_COLD_READS || 7);
const EVERY = Number(process.env.SNAPSHOT_EVERY || 200);
// 5,000 + EVERY - 1: the worst case, the newest snapshot EVERY - 1 events behind the head.
const SIZES = [200, 5000, 5000 + EVERY - 1];

async function play(store, id, events) {
  let x = 11;
  let replayed = await store.load(id, true);
  const game = store.gameOf(replayed.match);
  while (replayed.version < events) {
    const seat = game.activeSeats(replayed.state)[0];
    const actions = game.legalActions(replayed.state, seat).filter((a) => a.type !== 'voteEnd');
    x = (x * 1103515245 + 12345) % 2147483648;
    const command = { type: 'Act', seat, action: x % 4 > 0 ? actions[0] : actions[x % actions.length] };
    const advance = store.advance(replayed, command, game.decide(command, replayed.state), { seat });
    await store.commit(advance);
    replayed = advance.next;
  }
  await store.snapshotsWritten();
  return replayed.version;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function coldReads(url = URL_) {
  const { createApp } = await import('../dist/app.js');
  const { MatchStore } = await import('../dist/matches/match-store.js');
  const { Notifier } = await import('../dist/bus/notifier.js');
  const { CLOCK } = await import('../dist/clock.js');
  const { encodeSnapshot } = await import('../dist/matches/snapshots.js');
  const { saveSnapshot } = await import('../dist/persistence/snapshot-repository.js');
  const { app, db } = await createApp({ url, logger: false, background: false, snapshotEvery: EVERY });
  try {
    await app.listen(0, '127.0.0.1');
    const base = `http://127.0.0.1:${app.getHttpServer().address().port}`;
    const post = async (path, body) => {
      const res = await fetch(base + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
      return res.json();
    };
    const cold = (every) => new MatchStore(db, app.get(CLOCK), app.get(Notifier), { every });
    const rows = [];
    for (const size of SIZES) {
      const created = await post('/matches', { game: 'schafkopf', seats: 4, options: { deals: null } });
      const id = created.match.id;
      for (let seat = 0; seat < 4; seat++) await post(`/matches/${id}/players`, { name: `Bench ${seat}`, seat });
      const version = await play(app.get(MatchStore), id, size);
      const time = async (every) => {
        const ms = [];
        for (let i = 0; i < READS; i++) {
          const started = performance.now();
          await cold(every).load(id, true);
          ms.push(performance.now() - started);
        }
        return median(ms);
      };
      const without = await time(0);
      const withSnapshots = await time(EVERY);
      // What a snapshot costs its writer, after the commit: serialising the state, and the upsert.
      const replayed = await cold(0).load(id, true);
      const encode = [];
      const write = [];
      for (let i = 0; i < READS; i++) {
        const started = performance.now();
        const row = encodeSnapshot(replayed.match, replayed);
        encode.push(performance.now() - started);
        await saveSnapshot(db.prisma, id, { ...row, format: `${row.format}-bench${i}` });
        write.push(performance.now() - started);
      }
      rows.push({
        events: version,
        'cold read, whole log (ms)': +without.toFixed(1),
        [`cold read, snapshot every ${EVERY} (ms)`]: +withSnapshots.toFixed(1),
        'snapshot encode (ms)': +median(encode).toFixed(2),
        'snapshot encode + write (ms)': +median(write).toFixed(1),
      });
    }
    console.log('cold reads (a match not in the cache, MatchStore.load on an empty cache, median):');
    console.table(rows);
    return rows;
  } finally {
    await app.close();
    await db.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  coldReads().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
