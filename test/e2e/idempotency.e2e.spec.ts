import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createHash, randomUUID } from 'node:crypto';
import { canonicalJson } from '../../src/audit/canonical.js';
import { bearer, databases, registerPlayer, startApp, type TestApp } from '../support/app.js';
import { ManualClock } from '../support/clock.js';

/**
 * Creating requests sent with an Idempotency-Key: a retry answers as the first request did and creates nothing
 * again; another request under the same key, a key still being answered and a short anonymous key are refused.
 */
describe.each(databases())('Idempotency-Key on creating requests ($name)', ({ url }) => {
  let t: TestApp;
  const clock = new ManualClock();
  beforeAll(async () => {
    t = await startApp(url, { clock, background: false });
  });
  afterAll(async () => {
    await t?.close();
  });

  const create = (key: string | undefined, body: Record<string, unknown>, token?: string) => {
    const req = t.http().post('/matches');
    if (key !== undefined) req.set('Idempotency-Key', key);
    if (token) req.set(bearer(token));
    return req.send(body);
  };
  const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
  const matchesNamed = (seed: string) => t.db.prisma.match.count({ where: { seed } });

  it('answers a retried create as the first time, without a second match; a quoted key is the same key', async () => {
    const key = randomUUID();
    const body = { game: 'schwimmen', seats: 2, dealing: { mode: 'seeded', seed: `idem-${key}` } };
    const first = await create(key, body).expect(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await create(key, body).expect(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    // RFC 8941 string form, members in another order: the same key and the same request.
    const quoted = await create(`"${key}"`, { dealing: body.dealing, seats: 2, game: 'schwimmen' }).expect(201);
    expect(quoted.body.creatorToken).toBe(first.body.creatorToken);
    expect(await matchesNamed(`idem-${key}`)).toBe(1);
    // Without a key, each request creates.
    await create(undefined, body).expect(201);
    expect(await matchesNamed(`idem-${key}`)).toBe(2);
  });

  it('keeps no token in the clear: only the key hash and the sealed answer are stored', async () => {
    const key = randomUUID();
    const created = await create(key, { game: 'schwimmen', seats: 2 }).expect(201);
    const joined = await t
      .http()
      .post(`/matches/${created.body.match.id}/players`)
      .set('Idempotency-Key', `${key}-join`)
      .send({ name: 'Anna' })
      .expect(201);
    const rows = await t.db.sql.query<{ key: string; body: string }>(`SELECT "key", "body" FROM "idempotent_create"`, []);
    const text = JSON.stringify(rows);
    for (const secret of [key, created.body.creatorToken, joined.body.token]) expect(text).not.toContain(secret);
  });

  it('refuses the same key with another request (422), a key still being answered (409) and a short anonymous key (400)', async () => {
    const key = randomUUID();
    await create(key, { game: 'schwimmen', seats: 2 }).expect(201);
    const other = await create(key, { game: 'schwimmen', seats: 3 }).expect(422);
    expect(other.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
    // The same key on another operation is another request too.
    const player = await t.http().post('/players').set('Idempotency-Key', key).send({ name: 'Zweite' }).expect(422);
    expect(player.body.code).toBe('IDEMPOTENCY_KEY_REUSED');

    const running = randomUUID();
    const scope = 'anonymous';
    await t.db.sql.query(
      `INSERT INTO "idempotent_create" ("scope", "key", "request_hash", "status", "body", "created_at") VALUES ($1, $2, $3, 0, '', $4::timestamptz)`,
      [
        scope,
        sha256(`${scope}\n${running}`),
        sha256(JSON.stringify(['POST', '/matches', canonicalJson({ game: 'schwimmen', seats: 2 })])),
        clock.now().toISOString(),
      ],
    );
    const busy = await create(running, { game: 'schwimmen', seats: 2 }).expect(409);
    expect(busy.body.code).toBe('IDEMPOTENCY_KEY_IN_USE');
    // A first request that never finished frees its key after a minute.
    clock.advanceSeconds(61);
    await create(running, { game: 'schwimmen', seats: 2 }).expect(201);

    const short = await create('abc', { game: 'schwimmen', seats: 2 }).expect(400);
    expect(short.body.code).toBe('VALIDATION_FAILED');
    for (const bad of ['"unterminated', '"bad \\x"', 'ä'.repeat(3), 'k'.repeat(201)]) {
      expect((await create(bad, { game: 'schwimmen', seats: 2 })).status).toBe(400);
    }
  });

  it('keeps answers per credential, forgets failed requests, and lets a key go after 24 hours', async () => {
    const anna = await registerPlayer(t, 'Anna');
    const bert = await registerPlayer(t, 'Bert');
    const key = 'same-key-1';
    const a = await create(key, { game: 'schwimmen', seats: 2 }, anna.key).expect(201);
    const b = await create(key, { game: 'schwimmen', seats: 2 }, bert.key).expect(201);
    expect(
      await t.db.sql.query(`SELECT "key" FROM "idempotent_create" WHERE "scope" = $1`, [`credential:${sha256(`Bearer ${bert.key}`)}`]),
    ).toHaveLength(1);
    expect(b.body.match.id).not.toBe(a.body.match.id);
    expect((await create(key, { game: 'schwimmen', seats: 2 }, anna.key).expect(201)).body.match.id).toBe(a.body.match.id);

    // A refused request keeps nothing: the key is free for the corrected one.
    const fresh = 'fresh-key-1';
    expect((await create(fresh, { game: 'nope', seats: 2 }, anna.key)).status).toBe(422);
    const corrected = await create(fresh, { game: 'schwimmen', seats: 2 }, anna.key).expect(201);
    expect(corrected.headers['idempotent-replayed']).toBeUndefined();

    clock.advance(24 * 3600_000 + 1000);
    const later = await create(key, { game: 'schwimmen', seats: 2 }, anna.key).expect(201);
    expect(later.body.match.id).not.toBe(a.body.match.id);
    // A new key cleared the expired answers of every scope (Bert's too).
    const bertsScope = `credential:${sha256(`Bearer ${bert.key}`)}`;
    expect(await t.db.sql.query(`SELECT "key" FROM "idempotent_create" WHERE "scope" = $1`, [bertsScope])).toEqual([]);
  });

  it('makes joining, registering and adding a key retry-safe too', async () => {
    const created = await create(undefined, { game: 'schwimmen', seats: 3 }).expect(201);
    const key = randomUUID();
    const join = () => t.http().post(`/matches/${created.body.match.id}/players`).set('Idempotency-Key', key).send({ name: 'Cilli' });
    const first = await join().expect(201);
    expect((await join().expect(201)).body).toEqual(first.body);
    const seats = await t.http().get(`/matches/${created.body.match.id}`).expect(200);
    expect(seats.body.seats.filter((s: { joined: boolean }) => s.joined)).toHaveLength(1);

    const registerKey = randomUUID();
    const register = () => t.http().post('/players').set('Idempotency-Key', registerKey).send({ name: 'Done' });
    const player = await register().expect(201);
    expect((await register().expect(201)).body).toEqual(player.body);

    const addKey = () =>
      t.http().post('/players/me/keys').set(bearer(player.body.apiKey.key)).set('Idempotency-Key', 'laptop').send({ label: 'laptop' });
    const added = await addKey().expect(201);
    expect((await addKey().expect(201)).body).toEqual(added.body);
    const keys = await t.http().get('/players/me/keys').set(bearer(player.body.apiKey.key)).expect(200);
    expect(keys.body).toHaveLength(2);
  });
});
