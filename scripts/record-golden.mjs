/**
 * Records a golden export: plays one seeded match of a game on the embedded database (in memory) with a
 * seeded random player and writes its export to test/golden/<game>-<name>.json. test/audit/golden.spec.ts then
 * checks that every golden export still verifies, so a rule change that would alter old matches is caught.
 *
 *   npm run build && node scripts/record-golden.mjs <game> <seats> [name] [options-json]
 *
 * GOLDEN_BOTS=strong,heuristic,-,- seats server-side bots of those kinds in those seats ("-": the seeded random
 * player), so that the golden also holds bot moves for the verifier to re-compute.
 */
import { writeFileSync } from 'node:fs';

const [game, seatsArg, name = 'seeded', optionsArg = '{}'] = process.argv.slice(2);
if (!game || !seatsArg) {
  console.error('usage: node scripts/record-golden.mjs <game> <seats> [name] [options-json]');
  process.exit(2);
}
const seats = Number(seatsArg);
const { createApp } = await import('../dist/app.js');
const { app, db } = await createApp({ dataDir: 'memory://', logger: false });
await app.listen(0, '127.0.0.1');
const base = `http://127.0.0.1:${app.getHttpServer().address().port}`;

async function call(method, path, body, token) {
  const res = await fetch(base + path, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return path.endsWith('/export') ? text : JSON.parse(text);
}

// A small seeded generator (mulberry32), so the recorded match is the same on every run.
let a = 20261123;
const random = (n) => {
  a = (a + 0x6d2b79f5) >>> 0;
  let t = Math.imul(a ^ (a >>> 15), a | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
};

const created = await call('POST', '/matches', {
  game,
  seats,
  options: JSON.parse(optionsArg),
  dealing: { mode: 'seeded', seed: `golden-${game}-${name}` },
});
const id = created.match.id;
const bots = (process.env.GOLDEN_BOTS ?? '').split(',').map((kind) => (kind && kind !== '-' ? kind : null));
const tokens = [];
for (let seat = 0; seat < seats; seat++) {
  if (bots[seat]) await call('POST', `/matches/${id}/bots`, { bot: bots[seat], seat }, created.creatorToken);
  else tokens[seat] = (await call('POST', `/matches/${id}/players`, { name: `P${seat}`, seat })).token;
}
for (let turn = 0; ; turn++) {
  if (turn > 20000) throw new Error('the match did not end');
  const summary = await call('GET', `/matches/${id}`);
  if (summary.status === 'finished') break;
  // The bots move on their own (the scheduler runs in the background); the players' moves are made here.
  const seat = summary.activeSeats.find((s) => !bots[s]);
  if (seat === undefined) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    continue;
  }
  const { legalActions } = await call('GET', `/matches/${id}/view`, undefined, tokens[seat]);
  await call('POST', `/matches/${id}/actions`, legalActions[random(legalActions.length)], tokens[seat]);
}
const file = new URL(`../test/golden/${game}-${name}.json`, import.meta.url);
writeFileSync(file, await call('GET', `/matches/${id}/export`));
// The key set that checks the export's signature (each recording runs on a fresh database with a fresh key).
const keys = new URL(`../test/golden/${game}-${name}.jwks`, import.meta.url);
writeFileSync(keys, JSON.stringify(await call('GET', '/.well-known/jwks.json')) + '\n');
console.log(`wrote ${file.pathname} and ${keys.pathname}`);
await app.close();
await db.close();
