import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import pg from 'pg';
import { Notifier, NOTIFIER_STATEMENTS, TRUST_MS, type Announcement } from '../../src/bus/notifier.js';
import { bearer, databases, eventually, startApp, startMatch, type TestApp } from '../support/app.js';
import { countQueries } from '../support/reads.js';

type Legal = { type: string };

/** A move by the seat to move (a pass where it can); returns the new version. */
async function move(t: TestApp, id: string, tokens: string[]): Promise<number> {
  const summary = await t.http().get(`/matches/${id}`).expect(200);
  const seat: number = summary.body.activeSeats[0];
  const view = await t.http().get(`/matches/${id}/view`).set(bearer(tokens[seat])).expect(200);
  const legal = view.body.legalActions as Legal[];
  const action = legal.find((a) => a.type === 'passTurn') ?? legal.find((a) => a.type === 'choosePacket') ?? legal[0];
  const done = await t.http().post(`/matches/${id}/actions`).set(bearer(tokens[seat])).send(action).expect(200);
  return done.body.version as number;
}

/** Resolves once `t`'s notifier heard an announcement for the match matching `test` (its NOTIFY arrived). */
function heard(t: TestApp, id: string, test: (a: Announcement) => boolean): Promise<void> {
  return new Promise((resolve) => {
    const stop = t.app.get(Notifier).onMatch(id, (a) => {
      if (!test(a)) return;
      stop();
      resolve();
    });
  });
}

const version = async (t: TestApp, id: string, token: string) =>
  (await t.http().get(`/matches/${id}/view`).set(bearer(token)).expect(200)).body.version as number;

describe.each(databases())('views served from the cache while announcements are heard ($name)', ({ url }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(url, { background: false });
  });
  afterAll(() => t.close());

  it('a view right after a move makes no database query', async () => {
    const { id, tokens } = await startMatch(t, { game: 'schwimmen', seats: 2, dealing: { mode: 'seeded', seed: 'view-cache' } });
    // Each seat token is looked up once (then cached by the access check): out of the way before counting.
    for (const token of tokens) await version(t, id, token);
    const after = await move(t, id, tokens);
    const counter = countQueries(t.db);
    try {
      for (const token of tokens) expect(await version(t, id, token)).toBe(after);
      expect(counter.total()).toBe(0);
      // The move's own NOTIFY arrives later: it announces nothing newer, so the cache stays trusted.
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await version(t, id, tokens[0])).toBe(after);
      expect(counter.total()).toBe(0);
      // The events page still reads the log (the events), but not the match's head.
      await t.http().get(`/matches/${id}/events`).set(bearer(tokens[0])).expect(200);
      expect(counter.total()).toBe(1);
      expect(counter.eventReads(id)).toBe(1);
    } finally {
      counter.restore();
    }
  });

  it('a cancelled match is gone for views at once', async () => {
    const created = await t.http().post('/matches').send({ game: 'schwimmen', seats: 2 }).expect(201);
    const id: string = created.body.match.id;
    const joined = await t.http().post(`/matches/${id}/players`).send({ name: 'Anna' }).expect(201);
    await t.http().get(`/matches/${id}/view`).set(bearer(joined.body.token)).expect(200);
    await t.http().delete(`/matches/${id}`).set(bearer(created.body.creatorToken)).expect(204);
    await t.http().get(`/matches/${id}/view`).expect(404);
    await t.http().get(`/matches/${id}`).expect(404);
  });
});

const url = process.env.DATABASE_URL;

// Losing the LISTEN connection, and announcements between instances, need the PostgreSQL server.
(url ? describe : describe.skip)('views when announcements come from another instance or stop coming', () => {
  let a: TestApp;
  let b: TestApp;
  let admin: pg.Client;
  beforeAll(async () => {
    a = await startApp(url, { background: false });
    b = await startApp(url, { background: false });
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
  });
  afterAll(async () => {
    await admin.end();
    await a.close();
    await b.close();
  });

  it("after the LISTEN connection is lost, views check the database, and another instance's move is not missed", async () => {
    const { id, tokens } = await startMatch(a, { game: 'schwimmen', seats: 2, dealing: { mode: 'seeded', seed: 'listen-lost' } });
    const first = await move(a, id, tokens);
    const notifier = a.app.get(Notifier);
    const lostPid = notifier.listening.backendPid;
    expect(notifier.listening.connected).toBe(true);
    expect(lostPid).not.toBeNull();

    // The server ends A's LISTEN connection; A notices it at once (and reconnects about a second later).
    await admin.query('SELECT pg_terminate_backend($1)', [lostPid]);
    await eventually(async () => !notifier.listening.connected || notifier.listening.backendPid !== lostPid, 5000, 5);
    // A move through B while A could not hear it (should A be listening again already, it was not when A cached).
    const second = await move(b, id, tokens);
    expect(second).toBeGreaterThan(first);
    const counter = countQueries(a.db);
    try {
      expect(await version(a, id, tokens[0])).toBe(second);
      expect(counter.total()).toBeGreaterThan(0);
    } finally {
      counter.restore();
    }

    // Listening again: one more check (what was read before may be stale), then the cache is trusted again.
    await eventually(async () => notifier.listening.connected && notifier.listening.backendPid !== lostPid, 10_000);
    const again = countQueries(a.db);
    try {
      expect(await version(a, id, tokens[0])).toBe(second);
      expect(again.total()).toBe(1);
      again.reset();
      expect(await version(a, id, tokens[1])).toBe(second);
      expect(again.total()).toBe(0);
    } finally {
      again.restore();
    }
  });

  it('a move whose NOTIFY never came (its instance died after the commit) is seen within TRUST_MS', async () => {
    const { id, tokens } = await startMatch(a, { game: 'schwimmen', seats: 2, dealing: { mode: 'seeded', seed: 'notify-lost' } });
    const before = await version(a, id, tokens[0]);
    // B commits a move but sends no NOTIFY, as if it had died right after its commit.
    const send = b.db.sql.query.bind(b.db.sql);
    const silenced = jest
      .spyOn(b.db.sql, 'query')
      .mockImplementation((text, values, name) => (name === NOTIFIER_STATEMENTS.notify ? Promise.resolve([]) : send(text, values, name)));
    let moved: number;
    try {
      moved = await move(b, id, tokens);
      await b.app.get(Notifier).flushed();
    } finally {
      silenced.mockRestore();
    }
    expect(moved).toBeGreaterThan(before);
    // Nothing told A: it still serves the version it read.
    expect(await version(a, id, tokens[0])).toBe(before);
    // A serves its cached state on the announcements' word for TRUST_MS at most, then checks and sees the move.
    const started = Date.now();
    await eventually(async () => (await version(a, id, tokens[0])) === moved, TRUST_MS + 3000, 50);
    expect(Date.now() - started).toBeLessThanOrEqual(TRUST_MS + 1000);
  });

  it("another instance's move is seen once its NOTIFY arrived, and its cancel too", async () => {
    const { id, tokens } = await startMatch(a, { game: 'schwimmen', seats: 2, dealing: { mode: 'seeded', seed: 'cross-view' } });
    const before = await version(a, id, tokens[0]);
    const arrived = new Promise<number>((resolve) => {
      const stop = a.app.get(Notifier).onMatch(id, (x) => {
        if ((x.version ?? 0) > before) {
          stop();
          resolve(x.version!);
        }
      });
    });
    const moved = await move(b, id, tokens);
    // Eventually (the window between B's commit and the NOTIFY reaching A) ...
    await eventually(async () => (await version(a, id, tokens[0])) === moved, 5000, 5);
    // ... and with no window at all once the NOTIFY was delivered.
    expect(await arrived).toBe(moved);
    const started = Date.now();
    expect(await version(a, id, tokens[1])).toBe(moved);
    expect(Date.now() - started).toBeLessThan(1000);

    const created = await a.http().post('/matches').send({ game: 'schwimmen', seats: 2 }).expect(201);
    const waiting: string = created.body.match.id;
    await a.http().get(`/matches/${waiting}/view`).expect(200);
    await a.http().get(`/matches/${waiting}/view`).expect(200);
    const deleted = heard(a, waiting, (x) => x.deleted === true);
    await b.http().delete(`/matches/${waiting}`).set(bearer(created.body.creatorToken)).expect(204);
    await eventually(async () => (await a.http().get(`/matches/${waiting}/view`)).status === 404, 5000, 5);
    await deleted;
    await a.http().get(`/matches/${waiting}/view`).expect(404);
  });
});
