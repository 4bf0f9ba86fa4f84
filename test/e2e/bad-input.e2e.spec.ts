import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import net from 'node:net';
import { bearer, databases, registerPlayer, startApp, startMatch, type TestApp } from '../support/app.js';

// Every class of bad input gets a 4xx problem+json with a stable code, and changes nothing.
describe.each(databases())('bad input ($name)', ({ url }) => {
  let t: TestApp;
  let match: { id: string; tokens: string[]; creatorToken: string };
  let otherMatch: { id: string; tokens: string[] };

  beforeAll(async () => {
    t = await startApp(url, { webhookAllowPrivate: true });
    match = await startMatch(t, { game: 'schwimmen', seats: 2, dealing: { mode: 'seeded', seed: 'bad-input' } });
    otherMatch = await startMatch(t, { game: 'schwimmen', seats: 2 });
  });
  afterAll(() => t.close());

  const version = async () => (await t.http().get(`/matches/${match.id}`).expect(200)).body.version as number;
  const activeSeat = async () => (await t.http().get(`/matches/${match.id}`)).body.activeSeats[0] as number;

  function expectProblem(
    res: { status: number; headers: Record<string, string>; body: Record<string, unknown> },
    status: number,
    code: string,
  ) {
    expect(res.status).toBe(status);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.body).toMatchObject({ type: 'about:blank', status, code });
    expect(typeof res.body.detail).toBe('string');
  }

  it('rejects malformed JSON with 400 MALFORMED_JSON', async () => {
    const res = await t.http().post('/matches').set('Content-Type', 'application/json').send('{"game": "schwimmen",');
    expectProblem(res, 400, 'MALFORMED_JSON');
  });

  it('rejects oversized bodies with 413', async () => {
    const res = await t
      .http()
      .post('/matches')
      .send({ game: 'schwimmen', seats: 2, options: { x: 'y'.repeat(20_000) } });
    expectProblem(res, 413, 'PAYLOAD_TOO_LARGE');
  });

  it('rejects wrong types, missing and unknown fields with 400 VALIDATION_FAILED naming the field', async () => {
    const wrongType = await t.http().post('/matches').send({ game: 'schwimmen', seats: 'four' });
    expectProblem(wrongType, 400, 'VALIDATION_FAILED');
    expect(wrongType.body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'seats' })]));
    expectProblem(await t.http().post('/matches').send({ seats: 2 }), 400, 'VALIDATION_FAILED');
    const unknown = await t.http().post('/matches').send({ game: 'schwimmen', seats: 2, colour: 'red' });
    expectProblem(unknown, 400, 'VALIDATION_FAILED');
    expect(unknown.body.detail).toMatch(/colour/);
    expectProblem(await t.http().post('/matches').send([1, 2]), 400, 'VALIDATION_FAILED');
  });

  it('rejects unknown games, seat counts out of range, unknown and wrong options with 422', async () => {
    expectProblem(await t.http().post('/matches').send({ game: 'poker', seats: 2 }), 422, 'GAME_NOT_FOUND');
    expectProblem(await t.http().post('/matches').send({ game: 'schwimmen', seats: 7 }), 422, 'VALIDATION_FAILED');
    const unknownOption = await t
      .http()
      .post('/matches')
      .send({ game: 'schwimmen', seats: 2, options: { jokers: true } });
    expectProblem(unknownOption, 422, 'INVALID_OPTIONS');
    expect(unknownOption.body.detail).toMatch(/jokers/);
    expectProblem(
      await t
        .http()
        .post('/matches')
        .send({ game: 'schwimmen', seats: 2, options: { lives: 'three' } }),
      422,
      'INVALID_OPTIONS',
    );
    expectProblem(
      await t
        .http()
        .post('/matches')
        .send({ game: 'schwimmen', seats: 2, options: { deck: 40 } }),
      422,
      'INVALID_OPTIONS',
    );
  });

  it('rejects inconsistent dealing modes and bad presets with 422', async () => {
    expectProblem(
      await t
        .http()
        .post('/matches')
        .send({ game: 'schwimmen', seats: 2, dealing: { mode: 'seeded' } }),
      422,
      'VALIDATION_FAILED',
    );
    expectProblem(
      await t
        .http()
        .post('/matches')
        .send({ game: 'schwimmen', seats: 2, dealing: { mode: 'preset' } }),
      422,
      'VALIDATION_FAILED',
    );
    expectProblem(
      await t
        .http()
        .post('/matches')
        .send({ game: 'schwimmen', seats: 2, dealing: { mode: 'shuffled' } }),
      400,
      'VALIDATION_FAILED',
    );
    const badPreset = await t
      .http()
      .post('/matches')
      .send({ game: 'schwimmen', seats: 2, dealing: { mode: 'preset', presets: [{ hands: [['EA', 'EA', 'EK'], null] }] } });
    expectProblem(badPreset, 422, 'INVALID_PRESET');
  });

  it('answers unknown ids and routes with 404', async () => {
    expectProblem(await t.http().get('/matches/00000000-0000-4000-8000-000000000000'), 404, 'MATCH_NOT_FOUND');
    expectProblem(await t.http().get('/matches/not-a-uuid/view'), 404, 'MATCH_NOT_FOUND');
    expectProblem(await t.http().get('/games/poker'), 404, 'GAME_NOT_FOUND');
    expectProblem(await t.http().get('/nowhere'), 404, 'NOT_FOUND');
  });

  it("requires a seat token for actions: 401 without or unknown, 403 with another match's or the creator's", async () => {
    const v = await version();
    const body = { type: 'passTurn', expectedVersion: v };
    expectProblem(await t.http().post(`/matches/${match.id}/actions`).send(body), 401, 'UNAUTHORIZED');
    expectProblem(
      await t.http().post(`/matches/${match.id}/actions`).set(bearer('seat_unknown-token-123')).send(body),
      401,
      'UNAUTHORIZED',
    );
    expectProblem(await t.http().post(`/matches/${match.id}/actions`).set('Authorization', 'Basic abc').send(body), 401, 'UNAUTHORIZED');
    expectProblem(await t.http().post(`/matches/${match.id}/actions`).set(bearer(otherMatch.tokens[0])).send(body), 403, 'FORBIDDEN');
    expectProblem(await t.http().post(`/matches/${match.id}/actions`).set(bearer(match.creatorToken)).send(body), 403, 'FORBIDDEN');
    expectProblem(await t.http().get(`/matches/${match.id}/view`).set(bearer(otherMatch.tokens[1])), 403, 'FORBIDDEN');
    expect(await version()).toBe(v);
  });

  it('rejects bad actions with 400, stale versions with 409, missing versions with 428, and changes nothing', async () => {
    const v = await version();
    const seat = await activeSeat();
    const token = match.tokens[seat];
    const act = (body: unknown, headers: Record<string, string> = {}) =>
      t
        .http()
        .post(`/matches/${match.id}/actions`)
        .set({ ...bearer(token), ...headers })
        .send(body as object);
    expectProblem(await act({ type: 'fold', expectedVersion: v }), 400, 'VALIDATION_FAILED');
    expectProblem(await act({ type: 'swapOne', hand: 'XX', table: 'EA', expectedVersion: v }), 400, 'VALIDATION_FAILED');
    expectProblem(await act({ type: 'passTurn', extra: 1, expectedVersion: v }), 400, 'VALIDATION_FAILED');
    expectProblem(await act({ type: 'passTurn', expectedVersion: 'v' }), 400, 'VALIDATION_FAILED');
    expectProblem(await act({ type: 'passTurn' }), 428, 'PRECONDITION_REQUIRED');
    expectProblem(await act({ type: 'passTurn' }, { 'If-Match': 'yesterday' }), 400, 'VALIDATION_FAILED');
    expectProblem(await act({ type: 'passTurn', expectedVersion: v + 1 }, { 'If-Match': `"${v}"` }), 400, 'VALIDATION_FAILED');
    const stale = await act({ type: 'passTurn', expectedVersion: v - 1 });
    expectProblem(stale, 409, 'VERSION_CONFLICT');
    expect(stale.body.currentVersion).toBe(v);
    const other = match.tokens[1 - seat];
    const notYours = await t.http().post(`/matches/${match.id}/actions`).set(bearer(other)).send({ type: 'passTurn', expectedVersion: v });
    expectProblem(notYours, 409, 'NOT_YOUR_TURN');
    expect(await version()).toBe(v);
  });

  it('rejects joining a full match and a taken seat', async () => {
    expectProblem(await t.http().post(`/matches/${match.id}/players`).send({ name: 'Late' }), 409, 'MATCH_FULL');
    const created = await t.http().post('/matches').send({ game: 'schwimmen', seats: 3 }).expect(201);
    const id = created.body.match.id;
    await t.http().post(`/matches/${id}/players`).send({ name: 'A', seat: 1 }).expect(201);
    expectProblem(await t.http().post(`/matches/${id}/players`).send({ name: 'B', seat: 1 }), 409, 'SEAT_TAKEN');
    expectProblem(await t.http().post(`/matches/${id}/players`).send({ name: 'B', seat: 5 }), 422, 'VALIDATION_FAILED');
    expectProblem(await t.http().post(`/matches/${id}/players`).send({ name: '   ' }), 400, 'VALIDATION_FAILED');
  });

  it('lets only the creator cancel a match, and only before it starts', async () => {
    const created = await t.http().post('/matches').send({ game: 'schwimmen', seats: 2 }).expect(201);
    const id = created.body.match.id;
    expectProblem(await t.http().delete(`/matches/${id}`), 401, 'UNAUTHORIZED');
    expectProblem(await t.http().delete(`/matches/${id}`).set(bearer(match.creatorToken)), 403, 'FORBIDDEN');
    expectProblem(await t.http().delete(`/matches/${match.id}`).set(bearer(match.creatorToken)), 409, 'MATCH_NOT_WAITING');
    await t.http().delete(`/matches/${id}`).set(bearer(created.body.creatorToken)).expect(204);
    expectProblem(await t.http().get(`/matches/${id}`), 404, 'MATCH_NOT_FOUND');
  });

  it('rejects a bad ?after with 400', async () => {
    expectProblem(await t.http().get(`/matches/${match.id}/events?after=-1`), 400, 'VALIDATION_FAILED');
    expectProblem(await t.http().get(`/matches/${match.id}/events?after=abc`), 400, 'VALIDATION_FAILED');
    expectProblem(await t.http().get(`/matches/${match.id}/events?since=3`), 400, 'VALIDATION_FAILED');
  });
  // Each of these is a client error (4xx), never a server error.
  it('answers a body that is not JSON with 415 and a missing or non-object action body with 400, storing nothing', async () => {
    const v = await version();
    const token = match.tokens[await activeSeat()];
    const url = `/matches/${match.id}/actions`;
    const text = await t
      .http()
      .post(url)
      .set(bearer(token))
      .set('If-Match', `"${v}"`)
      .set('Content-Type', 'text/plain')
      .send('{"type":"passTurn"}');
    expectProblem(text, 415, 'UNSUPPORTED_MEDIA_TYPE');
    const form = await t.http().post('/players').set('Content-Type', 'application/x-www-form-urlencoded').send('name=Anna');
    expectProblem(form, 415, 'UNSUPPORTED_MEDIA_TYPE');
    expectProblem(await t.http().post(url).set(bearer(token)).set('If-Match', `"${v}"`), 400, 'VALIDATION_FAILED');
    const array = await t
      .http()
      .post(url)
      .set(bearer(token))
      .set('Content-Type', 'application/json')
      .send(JSON.stringify([{ type: 'passTurn' }]));
    expectProblem(array, 400, 'VALIDATION_FAILED');
    // The parser takes only objects and arrays at the top.
    const scalar = await t.http().post(url).set(bearer(token)).set('Content-Type', 'application/json').send('"passTurn"');
    expectProblem(scalar, 400, 'MALFORMED_JSON');
    const nullBody = await t
      .http()
      .post(url)
      .set(bearer(token))
      .set('If-Match', `"${v}"`)
      .set('Content-Type', 'application/json')
      .send('null');
    expectProblem(nullBody, 400, 'MALFORMED_JSON');
    expect(await version()).toBe(v);
  });

  it('answers invalid UTF-8 and deeply nested bodies as malformed (400), storing nothing', async () => {
    const v = await version();
    const token = match.tokens[await activeSeat()];
    const url = `/matches/${match.id}/actions`;
    // Raw bytes (supertest would serialise a Buffer as JSON).
    const base = await t.listen();
    const postBytes = async (path: string, bytes: Buffer, headers: Record<string, string> = {}) => {
      const res = await fetch(base + path, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: bytes });
      return {
        status: res.status,
        headers: { 'content-type': res.headers.get('content-type') ?? '' },
        body: (await res.json()) as Record<string, unknown>,
      };
    };
    const latin1 = Buffer.concat([
      Buffer.from(`{"type":"passTurn","expectedVersion":${v},"x":"`),
      Buffer.from([0xff, 0xfe, 0xc3]),
      Buffer.from('"}'),
    ]);
    expectProblem(await postBytes(url, latin1, bearer(token)), 400, 'MALFORMED_JSON');
    const withoutVersion = Buffer.concat([Buffer.from('{"type":"passTurn","x":"'), Buffer.from([0xe9]), Buffer.from('"}')]);
    expectProblem(await postBytes(url, withoutVersion, bearer(token)), 400, 'MALFORMED_JSON');
    const overlong = Buffer.concat([Buffer.from('{"name":"'), Buffer.from([0xc0, 0xaf]), Buffer.from('"}')]);
    expectProblem(await postBytes('/players', overlong), 400, 'MALFORMED_JSON');
    const surrogate = Buffer.concat([Buffer.from('{"name":"A'), Buffer.from([0xed, 0xa0, 0x80]), Buffer.from('"}')]);
    expectProblem(await postBytes('/players', surrogate), 400, 'MALFORMED_JSON');
    const deep = `{"type":"passTurn","x":${'['.repeat(5000)}${']'.repeat(5000)}}`;
    expectProblem(await t.http().post(url).set(bearer(token)).set('Content-Type', 'application/json').send(deep), 400, 'MALFORMED_JSON');
    const deepObject = `{"game":"schwimmen","seats":2,"options":${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}}`;
    expectProblem(await t.http().post('/matches').set('Content-Type', 'application/json').send(deepObject), 400, 'MALFORMED_JSON');
    // Brackets inside strings do not count, and ordinary nesting passes.
    const brackets = { type: 'passTurn', expectedVersion: v, note: '['.repeat(100) };
    expectProblem(await t.http().post(url).set(bearer(token)).send(brackets), 400, 'VALIDATION_FAILED');
    expect(await version()).toBe(v);
  });

  it('rejects ?after, ?version and Last-Event-ID beyond the stored range with 400', async () => {
    for (const after of ['99999999999999999999', '2147483648', '1e300', 'Infinity']) {
      expectProblem(await t.http().get(`/matches/${match.id}/events?after=${after}`), 400, 'VALIDATION_FAILED');
    }
    await t.http().get(`/matches/${match.id}/events?after=2147483647`).expect(200);
    expectProblem(await t.http().get(`/matches/${match.id}/state?version=99999999999999999999`), 400, 'VALIDATION_FAILED');
    expectProblem(await t.http().get(`/matches/${match.id}/stream`).set('Last-Event-ID', '999999999999999'), 400, 'VALIDATION_FAILED');
  });

  it('refuses NUL characters and lone surrogates in names and other strings, storing nothing', async () => {
    const players = await t.db.prisma.player.count();
    for (const name of ['A\u0000', 'A\ud800', '\udc00B', 'A\ud800\ud800']) {
      const res = await t.http().post('/players').send({ name });
      expectProblem(res, 400, 'VALIDATION_FAILED');
      expect(res.body.errors).toEqual([expect.objectContaining({ field: 'name' })]);
    }
    expectProblem(await t.http().post('/players').send({ name: 'Anna', label: 'x\u0000' }), 400, 'VALIDATION_FAILED');
    expect(await t.db.prisma.player.count()).toBe(players);
    // A surrogate pair is well-formed text.
    await t.http().post('/players').send({ name: 'Anna \ud83c\udccf' }).expect(201);

    const created = await t.http().post('/matches').send({ game: 'schwimmen', seats: 2 }).expect(201);
    const id = created.body.match.id;
    expectProblem(await t.http().post(`/matches/${id}/players`).send({ name: 'A\u0000' }), 400, 'VALIDATION_FAILED');
    expectProblem(await t.http().post(`/matches/${id}/players`).send({ name: 'A\ud800' }), 400, 'VALIDATION_FAILED');
    expectProblem(
      await t.http().post(`/matches/${id}/bots`).set(bearer(created.body.creatorToken)).send({ bot: 'random', name: 'R\u0000' }),
      400,
      'VALIDATION_FAILED',
    );
    const summary = (await t.http().get(`/matches/${id}`).expect(200)).body;
    expect(summary.version).toBe(0);
    expect(summary.seats.map((s: { joined: boolean; name: string | null }) => [s.joined, s.name])).toEqual([
      [false, null],
      [false, null],
    ]);

    const matches = await t.db.prisma.match.count();
    expectProblem(
      await t
        .http()
        .post('/matches')
        .send({ game: 'schwimmen', seats: 2, dealing: { mode: 'seeded', seed: 's\u0000' } }),
      400,
      'VALIDATION_FAILED',
    );
    const preset = { hands: [['EA\u0000', 'EK', 'EO'], null], second: ['GA', 'GK', 'GO'] };
    expectProblem(
      await t
        .http()
        .post('/matches')
        .send({ game: 'schwimmen', seats: 2, dealing: { mode: 'preset', presets: [preset] } }),
      400,
      'VALIDATION_FAILED',
    );
    expectProblem(
      await t
        .http()
        .post('/matches')
        .send({ game: 'schwimmen', seats: 2, options: { 'l\ud800': 1 } }),
      400,
      'VALIDATION_FAILED',
    );
    expect(await t.db.prisma.match.count()).toBe(matches);

    const { key } = await registerPlayer(t, 'Hooked');
    const hooks = await t.db.prisma.webhook.count();
    expectProblem(await t.http().post('/webhooks').set(bearer(key)).send({ url: 'https://example.org/\u0000' }), 400, 'VALIDATION_FAILED');
    expectProblem(await t.http().post('/players/me/keys').set(bearer(key)).send({ label: '\udfff' }), 400, 'VALIDATION_FAILED');
    expect(await t.db.prisma.webhook.count()).toBe(hooks);
  });

  it('refuses names, labels and chat messages with bidirectional controls or nothing visible, and stores names in NFC', async () => {
    const players = await t.db.prisma.player.count();
    for (const name of ['\u202eanitsirhC', 'Anna\u2066', '\u200b\u200b', '\u3000', '\u0301']) {
      const res = await t.http().post('/players').send({ name });
      expectProblem(res, 400, 'VALIDATION_FAILED');
      expect(res.body.errors).toEqual([expect.objectContaining({ field: 'name' })]);
    }
    expect(await t.db.prisma.player.count()).toBe(players);
    const created = await t.http().post('/matches').send({ game: 'schwimmen', seats: 2 }).expect(201);
    const id = created.body.match.id;
    expectProblem(await t.http().post(`/matches/${id}/players`).send({ name: '\u200e' }), 400, 'VALIDATION_FAILED');
    expectProblem(
      await t.http().post(`/matches/${id}/bots`).set(bearer(created.body.creatorToken)).send({ bot: 'random', name: 'R\u202d' }),
      400,
      'VALIDATION_FAILED',
    );
    const joined = await t.http().post(`/matches/${id}/players`).send({ name: 'Jo\u0308rg' }).expect(201);
    expect((await t.http().get(`/matches/${id}`).expect(200)).body.seats[joined.body.seat].name).toBe('J\u00f6rg');
    const chat = await t.http().post(`/matches/${id}/chat`).set(bearer(joined.body.token)).send({ text: 'gut \u202eblatt' });
    expectProblem(chat, 400, 'VALIDATION_FAILED');
  });

  // A field must be the schema's own, not one inherited from Object.prototype.
  it('refuses fields named like Object.prototype members in actions, storing nothing', async () => {
    const v = await version();
    const token = match.tokens[await activeSeat()];
    const url = `/matches/${match.id}/actions`;
    const raw = (json: string) => t.http().post(url).set(bearer(token)).set('Content-Type', 'application/json').send(json);
    for (const extra of ['"constructor":{"a":1}', '"toString":"x"', '"__proto__":{"a":1}', '"hasOwnProperty":1', '"valueOf":null']) {
      const res = await raw(`{"type":"passTurn","expectedVersion":${v},${extra}}`);
      expectProblem(res, 400, 'VALIDATION_FAILED');
      expect(res.body.errors).toEqual([expect.objectContaining({ field: /^"?(\w+)/.exec(extra.slice(1))![1] })]);
    }
    expectProblem(await raw(`{"type":"constructor","expectedVersion":${v}}`), 400, 'VALIDATION_FAILED');
    expect(await version()).toBe(v);
    const exported = await t.http().get(`/matches/${match.id}/export`).set(bearer(match.creatorToken)).expect(200);
    expect(exported.text).not.toMatch(/constructor|toString|__proto__/);
  });

  it('refuses options, nested and top-level fields named like Object.prototype members, storing nothing', async () => {
    const matches = await t.db.prisma.match.count();
    const create = (json: string) => t.http().post('/matches').set('Content-Type', 'application/json').send(json);
    expectProblem(await create('{"game":"schwimmen","seats":2,"options":{"__proto__":{"lives":1}}}'), 422, 'INVALID_OPTIONS');
    expectProblem(await create('{"game":"schwimmen","seats":2,"options":{"constructor":1}}'), 422, 'INVALID_OPTIONS');
    expectProblem(await create('{"game":"schwimmen","seats":2,"options":{"toString":1}}'), 422, 'INVALID_OPTIONS');
    for (const extra of ['"constructor":{}', '"__proto__":{"seats":3}', '"toString":"x"', '"isPrototypeOf":1']) {
      const res = await create(`{"game":"schwimmen","seats":2,${extra}}`);
      expectProblem(res, 400, 'VALIDATION_FAILED');
    }
    expectProblem(await create('{"game":"schwimmen","seats":2,"dealing":{"mode":"random","constructor":{}}}'), 400, 'VALIDATION_FAILED');
    expectProblem(
      await create('{"game":"schwimmen","seats":2,"timeControl":{"moveSeconds":60,"onTimeout":"nothing","__proto__":{}}}'),
      400,
      'VALIDATION_FAILED',
    );
    const preset = '{"hands":[["EA","EK","EO"],null],"second":["GA","GK","GO"],"__proto__":{}}';
    expectProblem(await create(`{"game":"schwimmen","seats":2,"dealing":{"mode":"preset","presets":[${preset}]}}`), 422, 'INVALID_PRESET');
    expect(await t.db.prisma.match.count()).toBe(matches);

    const players = await t.db.prisma.player.count();
    const register = (json: string) => t.http().post('/players').set('Content-Type', 'application/json').send(json);
    expectProblem(await register('{"name":"Anna","constructor":{}}'), 400, 'VALIDATION_FAILED');
    expectProblem(await register('{"name":"Anna","__proto__":{"label":"x"}}'), 400, 'VALIDATION_FAILED');
    expect(await t.db.prisma.player.count()).toBe(players);

    const created = await t.http().post('/matches').send({ game: 'schwimmen', seats: 2 }).expect(201);
    const id = created.body.match.id;
    const join = await t
      .http()
      .post(`/matches/${id}/players`)
      .set('Content-Type', 'application/json')
      .send('{"name":"Anna","constructor":{}}');
    expectProblem(join, 400, 'VALIDATION_FAILED');
    expect((await t.http().get(`/matches/${id}`).expect(200)).body.version).toBe(0);

    const { key } = await registerPlayer(t, 'Hooker');
    const hooks = await t.db.prisma.webhook.count();
    const hook = await t
      .http()
      .post('/webhooks')
      .set(bearer(key))
      .set('Content-Type', 'application/json')
      .send('{"url":"https://example.org/h","constructor":{}}');
    expectProblem(hook, 400, 'VALIDATION_FAILED');
    expect(await t.db.prisma.webhook.count()).toBe(hooks);
  });

  it('refuses query parameters named like Object.prototype members', async () => {
    for (const query of ['constructor=1', '__proto__=1', 'toString=1', 'after=1&constructor=x']) {
      expectProblem(await t.http().get(`/matches/${match.id}/events?${query}`), 400, 'VALIDATION_FAILED');
    }
  });
  // Found by the fuzzer (test/e2e/fuzz.e2e.spec.ts): 36 characters of hex digits and dashes passed for a UUID.
  it('answers ids that are not UUIDs with 404 and delivery ids beyond the stored range with 400', async () => {
    const { key } = await registerPlayer(t, 'Ids');
    const dashes = '-'.repeat(36);
    expectProblem(await t.http().delete(`/players/me/keys/${dashes}`).set(bearer(key)), 404, 'KEY_NOT_FOUND');
    expectProblem(await t.http().get(`/players/${dashes}`), 404, 'PLAYER_NOT_FOUND');
    expectProblem(await t.http().get(`/players/${'a'.repeat(36)}`), 404, 'PLAYER_NOT_FOUND');
    expectProblem(await t.http().get(`/webhooks/${dashes}/deliveries`).set(bearer(key)), 404, 'WEBHOOK_NOT_FOUND');
    expectProblem(await t.http().delete(`/webhooks/${dashes}`).set(bearer(key)), 404, 'WEBHOOK_NOT_FOUND');
    const hook = (await t.http().post('/webhooks').set(bearer(key)).send({ url: 'http://127.0.0.1:9/ids' }).expect(201)).body.id;
    for (const id of ['99999999999999999999', '2147483648', '-1', '1e3']) {
      expectProblem(await t.http().post(`/webhooks/${hook}/deliveries/${id}/replay`).set(bearer(key)), 400, 'VALIDATION_FAILED');
    }
    expectProblem(await t.http().post(`/webhooks/${hook}/deliveries/2147483647/replay`).set(bearer(key)), 404, 'DELIVERY_NOT_FOUND');
    await t.http().delete(`/webhooks/${hook}`).set(bearer(key)).expect(204);
  });
  // Found by probing below the fuzzer's HTTP client: Node's own parser answered these with a bare status line.
  it("answers requests Node's HTTP parser refuses with problem+json too", async () => {
    const port = Number(new URL(await t.listen()).port);
    const raw = (request: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
        let data = '';
        socket.on('data', (chunk) => (data += chunk.toString('latin1')));
        socket.on('close', () => resolve(data));
        socket.on('error', reject);
        socket.setTimeout(5000, () => socket.destroy(new Error('no answer')));
      });
    const cases: [string, number, string][] = [
      [`GET /games HTTP/1.1\r\nHost: x\r\nX-Big: ${'x'.repeat(20_000)}\r\n\r\n`, 431, 'HEADERS_TOO_LARGE'],
      [`GET /games?${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`, 431, 'HEADERS_TOO_LARGE'],
      ['GET /games HTTP/1.1\r\nHost: x\r\nX-Bad: a\x00b\r\n\r\n', 400, 'MALFORMED_REQUEST'],
      ['GET /games HTTP/1.1\r\nHost: x\r\nBad Name: y\r\n\r\n', 400, 'MALFORMED_REQUEST'],
      ['GARBAGE\r\n\r\n', 400, 'MALFORMED_REQUEST'],
      ['POST /players HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: abc\r\n\r\n{}', 400, 'MALFORMED_REQUEST'],
      ['POST /players HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n', 400, 'MALFORMED_REQUEST'],
    ];
    for (const [request, status, code] of cases) {
      const answer = await raw(request);
      const [head, body] = answer.split('\r\n\r\n');
      expect(head).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
      expect(head).toMatch(/\r\nContent-Type: application\/problem\+json/);
      expect(JSON.parse(body)).toMatchObject({ type: 'about:blank', status, code, detail: expect.any(String) });
    }
  });
});
