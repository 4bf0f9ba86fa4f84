import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { MATCH_SCOPED } from '../../src/persistence/partition.js';
import { bearer, startApp, type TestApp } from '../support/app.js';
import { createPartitionedDatabase, dropDatabase } from '../support/partitioned-db.js';
import { openSse } from '../support/sse.js';

// docs/scaling.md plans to spread the match-scoped tables over servers by match id. On one PostgreSQL server the
// same layout is hash partitioning: here every match-scoped table is split into PARTITIONS partitions, the service
// plays on it through HTTP, and every statement it sends is planned again with its own parameters. A statement
// about one match must touch one partition of each table it reads or changes; those that span matches are the
// ones docs/scaling.md lists, and no others.

const PARTITIONS = 4;
const url = process.env.DATABASE_URL;

/** The statements that read across matches by design, each with what it becomes on a distributed database. */
const SPANNING: { label: string; pattern: RegExp }[] = [
  // Resolving a seat token (once per token and instance, then cached): by its hash, not knowing the match.
  { label: 'seat token lookup', pattern: /FROM "match_seat" WHERE "token_hash" = \$1/ },
  // Resolving a creator token the same way.
  { label: 'creator token lookup', pattern: /FROM "match" WHERE "creator_token_hash" = \$1/ },
  // The lobby: public matches by status and time.
  { label: 'lobby', pattern: /FROM "match" m\b[\s\S]*"visibility"/ },
  // Which match continues an ended one (its rematch), for the ended match's page: by the rematch's column.
  { label: 'rematch of a match', pattern: /WHERE \("public"\."match"\."rematch_of" = \$1/ },
];

/** Statements that must be among those seen on one partition: loading the match, a move's append, joining, the chat. */
const ON_ONE_PARTITION: RegExp[] = [
  /^\s*SELECT m\."id", m\."game"[\s\S]*FROM "match" m/,
  /UPDATE "match"\s+SET "version"/,
  /UPDATE "match_seat"\s+SET "name"/,
  /FROM "public"\."chat_message"/,
  /WITH target AS \(\s*SELECT "id" FROM "match"/,
];

interface Sent {
  text: string;
  values: unknown[];
}

/** Every partition of a match-scoped table an executed plan touched (scans, index scans, updates), by table. */
function partitionsIn(plan: unknown, found = new Map<string, Set<string>>()): Map<string, Set<string>> {
  if (Array.isArray(plan)) for (const item of plan) partitionsIn(item, found);
  else if (plan !== null && typeof plan === 'object') {
    const node = plan as Record<string, unknown>;
    const relation = node['Relation Name'];
    const part = typeof relation === 'string' ? /^(.+)_p(\d+)$/.exec(relation) : null;
    // A node the executor never ran (pruned while running: "never executed") touches nothing.
    const ran = node['Actual Loops'] === undefined || Number(node['Actual Loops']) > 0;
    if (part && ran && Object.hasOwn(MATCH_SCOPED, part[1])) {
      const set = found.get(part[1]) ?? new Set<string>();
      set.add(relation as string);
      found.set(part[1], set);
    }
    for (const value of Object.values(node)) if (typeof value === 'object') partitionsIn(value, found);
  }
  return found;
}

(url ? describe : describe.skip)('the match-scoped tables hash-partitioned by match id (PostgreSQL)', () => {
  const name = `kartenrunde_partitioned_${process.pid}`;
  let t: TestApp;
  let explainer: pg.Client;
  let uniqueLost: string[] = [];
  const sent: Sent[] = [];
  const query = pg.Client.prototype.query;

  beforeAll(async () => {
    const created = await createPartitionedDatabase(url!, name, PARTITIONS);
    const partitionedUrl = created.url;
    uniqueLost = created.report.uniqueLost;
    // Every statement any pooled connection sends (the driver and the ORM's adapter alike).
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      const [first, second] = args;
      const config = typeof first === 'string' ? { text: first, values: second } : (first as { text?: string; values?: unknown[] });
      if (typeof config?.text === 'string') sent.push({ text: config.text, values: Array.isArray(config.values) ? config.values : [] });
      return (query as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof query;
    t = await startApp(partitionedUrl, { background: false, keepAliveMs: 100 });
    explainer = new pg.Client({ connectionString: partitionedUrl });
    await explainer.connect();
  });

  afterAll(async () => {
    pg.Client.prototype.query = query;
    await t?.close();
    await explainer?.end().catch(() => undefined);
    await dropDatabase(url!, name);
  });

  it('keeps only the unique indexes that hold the match id unique', () => {
    // Token hashes are 256-bit random values and a rematch names its origin once; neither needs the index to be unique.
    expect(uniqueLost.sort()).toEqual(['match_rematch_of_key', 'match_seat_token_hash_key']);
  });

  it('joins, views, moves, streams, chats and finishes a match with every statement about it on one partition', async () => {
    const base = await t.listen();
    const created = await t
      .http()
      .post('/matches')
      .send({ game: 'schwimmen', seats: 2, options: { lives: 1 }, dealing: { mode: 'seeded', seed: 'partitioned' } })
      .expect(201);
    const id: string = created.body.match.id;
    const tokens: string[] = [];
    for (const seat of [0, 1])
      tokens.push(
        (
          await t
            .http()
            .post(`/matches/${id}/players`)
            .send({ name: `P${seat}`, seat })
            .expect(201)
        ).body.token,
      );
    const stream = await openSse(`${base}/matches/${id}/stream`, bearer(tokens[0]));
    await t.http().post(`/matches/${id}/chat`).set(bearer(tokens[1])).send({ text: 'Servus' }).expect(201);
    await t.http().get(`/matches/${id}/chat`).set(bearer(tokens[0])).expect(200);
    let version = 0;
    for (let moves = 0; moves < 200; moves++) {
      const summary = await t.http().get(`/matches/${id}`).expect(200);
      if (summary.body.status !== 'active') break;
      const seat: number = summary.body.activeSeats[0];
      const view = await t.http().get(`/matches/${id}/view`).set(bearer(tokens[seat])).expect(200);
      const legal = view.body.legalActions as { type: string }[];
      const action = legal.find((a) => a.type === 'knock') ?? legal.find((a) => a.type === 'choosePacket') ?? legal[0];
      version = (await t.http().post(`/matches/${id}/actions`).set(bearer(tokens[seat])).send(action).expect(200)).body.version;
    }
    await stream.until((messages) => messages.some((m) => Number(m.id) === version));
    stream.close();
    expect((await t.http().get(`/matches/${id}`).expect(200)).body.status).toBe('finished');
    await t.http().get(`/matches/${id}/events`).set(bearer(tokens[0])).expect(200);
    await t.http().get(`/matches/${id}/export`).expect(200);
    await t.http().get('/matches').expect(200);

    const spanning = new Map<string, string>();
    const single = new Set<string>();
    const seen = new Set<string>();
    for (const { text, values } of [...sent]) {
      if (!/^\s*(SELECT|UPDATE|DELETE|WITH|INSERT)\b/i.test(text) || seen.has(text)) continue;
      seen.add(text);
      // Run for real (ANALYZE) in a transaction that is rolled back, so that pruning while running counts too; a
      // write that cannot run twice (its row exists now) is planned only.
      const run = (sql: string, params?: unknown[]) => (query as (...a: unknown[]) => Promise<pg.QueryResult>).call(explainer, sql, params);
      const explain = async (options: string) => {
        await run('BEGIN');
        return run(`EXPLAIN (${options}FORMAT JSON) ${text}`, values).finally(() => run('ROLLBACK'));
      };
      const result = await explain('ANALYZE, ').catch(() => explain(''));
      const found = partitionsIn(result.rows[0]['QUERY PLAN']);
      if (process.env.PARTITION_DEBUG)
        console.log(JSON.stringify(Object.fromEntries([...found].map(([k, v]) => [k, [...v]]))), text.replace(/\s+/g, ' ').slice(0, 160));
      if (found.size === 0) continue;
      if ([...found.values()].some((set) => set.size > 1)) spanning.set(text, [...found.keys()].join(', '));
      else single.add(text);
    }
    // The statements about the match, each on one partition of every table it touches. Inserts name no partition
    // in their plan: each row goes to the partition of its own match id, and every insert here writes rows of one match.
    expect(ON_ONE_PARTITION.filter((pattern) => ![...single].some((text) => pattern.test(text))).map(String)).toEqual([]);
    const unexpected = [...spanning.keys()].filter((text) => !SPANNING.some(({ pattern }) => pattern.test(text)));
    expect(unexpected).toEqual([]);
    // The seat token lookup is among those seen: it is on the path of the first request with a new token.
    expect([...spanning.keys()].some((text) => SPANNING[0].pattern.test(text))).toBe(true);
  });
});
