import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { bearer, databases, startApp, startMatch, type TestApp } from '../support/app.js';

describe.each(databases())('concurrency and idempotency ($name)', ({ url }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(url);
  });
  afterAll(() => t.close());

  async function moverOf(id: string, tokens: string[]) {
    const seat: number = (await t.http().get(`/matches/${id}`).expect(200)).body.activeSeats[0];
    const view = await t.http().get(`/matches/${id}/view`).set(bearer(tokens[seat])).expect(200);
    return { seat, token: tokens[seat], view: view.body };
  }

  it('accepts exactly one of many simultaneous actions on the same version', async () => {
    const { id, tokens } = await startMatch(t, { game: 'schwimmen', seats: 4, dealing: { mode: 'seeded', seed: 'race' } });
    const { token, view } = await moverOf(id, tokens);
    const bodies = Array.from({ length: 12 }, (_, i) => view.legalActions[i % view.legalActions.length]);
    const results = await Promise.all(bodies.map((body) => t.http().post(`/matches/${id}/actions`).set(bearer(token)).send(body)));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(bodies.length - 1);
    for (const r of results.filter((r) => r.status === 409)) expect(r.body.code).toBe('VERSION_CONFLICT');
    const winner = results.find((r) => r.status === 200)!;
    const log = await t.http().get(`/matches/${id}/events?after=${view.version}`).expect(200);
    expect(log.body.events.length).toBe(winner.body.version - view.version);
    expect(log.body.version).toBe(winner.body.version);
  });

  it('lets a retry with the same Idempotency-Key and body return the first response without appending', async () => {
    const { id, tokens } = await startMatch(t, { game: 'schwimmen', seats: 2, dealing: { mode: 'seeded', seed: 'retry' } });
    const { token, view } = await moverOf(id, tokens);
    const body = view.legalActions[0];
    const send = (key: string, payload = body) =>
      t
        .http()
        .post(`/matches/${id}/actions`)
        .set({ ...bearer(token), 'Idempotency-Key': key })
        .send(payload);
    const first = await send('move-1').expect(200);
    const again = await send('move-1').expect(200);
    // Byte for byte, members in the same order (a jsonb copy would come back in its own key order).
    expect(again.text).toBe(first.text);
    expect(again.body.receipt).toEqual(expect.any(String));
    const summary = await t.http().get(`/matches/${id}`).expect(200);
    expect(summary.body.version).toBe(first.body.version);

    // The same key with another body is refused.
    const other = view.legalActions.find((a: { type: string }) => JSON.stringify(a) !== JSON.stringify(body)) ?? {
      ...body,
      expectedVersion: body.expectedVersion + 1,
    };
    const reused = await send('move-1', other);
    expect(reused.status).toBe(422);
    expect(reused.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect((await t.http().get(`/matches/${id}`)).body.version).toBe(first.body.version);
  });

  it('answers simultaneous retries of one idempotent request identically and appends once', async () => {
    const { id, tokens } = await startMatch(t, { game: 'schwimmen', seats: 3, dealing: { mode: 'seeded', seed: 'retry-race' } });
    const { token, view } = await moverOf(id, tokens);
    const body = view.legalActions[0];
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        t
          .http()
          .post(`/matches/${id}/actions`)
          .set({ ...bearer(token), 'Idempotency-Key': 'same' })
          .send(body),
      ),
    );
    const ok = results.filter((r) => r.status === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    for (const r of ok) expect(r.body).toEqual(ok[0].body);
    for (const r of results.filter((r) => r.status !== 200)) expect(r.body.code).toBe('VERSION_CONFLICT');
    expect((await t.http().get(`/matches/${id}`)).body.version).toBe(ok[0].body.version);
  });

  it('accepts If-Match instead of expectedVersion, as RFC 9110 defines it: 412 when it fails, strong comparison, "*"', async () => {
    const { id, tokens } = await startMatch(t, { game: 'schwimmen', seats: 2, dealing: { mode: 'seeded', seed: 'if-match' } });
    const act = async (ifMatch: string) => {
      const { token, view } = await moverOf(id, tokens);
      const { expectedVersion, ...action } = view.legalActions[0];
      return {
        expectedVersion: expectedVersion as number,
        res: await t
          .http()
          .post(`/matches/${id}/actions`)
          .set({ ...bearer(token), 'If-Match': ifMatch.replace('N', String(expectedVersion)) })
          .send(action),
      };
    };
    const first = await act('"N"');
    expect(first.res.status).toBe(200);
    expect(first.res.headers.etag).toBe(`"${first.res.body.version}"`);
    const stale = await act(`"${first.expectedVersion}"`);
    expect(stale.res.status).toBe(412);
    expect(stale.res.body).toMatchObject({ code: 'PRECONDITION_FAILED', currentVersion: first.res.body.version });
    // A weak tag never matches (strong comparison); a list matches if one of its tags does; "*" matches any version.
    const weak = await act('W/"N"');
    expect(weak.res.status).toBe(412);
    expect(weak.res.body.detail).toMatch(/weak/);
    expect((await act('"0", "N"')).res.status).toBe(200);
    expect((await act('*')).res.status).toBe(200);
    // The body's expectedVersion keeps its 409.
    const { token, view } = await moverOf(id, tokens);
    const body = { ...view.legalActions[0], expectedVersion: 1 };
    expect((await t.http().post(`/matches/${id}/actions`).set(bearer(token)).send(body)).body.code).toBe('VERSION_CONFLICT');
  });

  it('answers views conditionally (If-None-Match, 304), varying by Authorization', async () => {
    const { id, tokens } = await startMatch(t, { game: 'schwimmen', seats: 2, dealing: { mode: 'seeded', seed: 'if-none-match' } });
    const first = await t.http().get(`/matches/${id}/view`).set(bearer(tokens[0])).expect(200);
    expect(first.headers.vary).toMatch(/Authorization/);
    const tag = first.headers.etag;
    const same = await t
      .http()
      .get(`/matches/${id}/view`)
      .set({ ...bearer(tokens[0]), 'If-None-Match': tag });
    expect(same.status).toBe(304);
    expect(same.headers.etag).toBe(tag);
    expect(
      (
        await t
          .http()
          .get(`/matches/${id}/view`)
          .set({ ...bearer(tokens[0]), 'If-None-Match': `W/${tag}, "x"` })
      ).status,
    ).toBe(304);
    expect(
      (
        await t
          .http()
          .get(`/matches/${id}/view`)
          .set({ ...bearer(tokens[0]), 'If-None-Match': '"0"' })
      ).status,
    ).toBe(200);
  });

  it('answers a method a documented path does not have with 405 and Allow', async () => {
    const { id } = await startMatch(t, { game: 'schwimmen', seats: 2 });
    const res = await t.http().delete(`/matches/${id}/view`);
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD');
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.body).toMatchObject({ status: 405, code: 'METHOD_NOT_ALLOWED' });
    expect((await t.http().put('/games')).headers.allow).toBe('GET, HEAD');
    expect((await t.http().get('/no/such/path')).status).toBe(404);
  });

  it('lets simultaneous joins take distinct seats and start the match once', async () => {
    const created = await t.http().post('/matches').send({ game: 'schwimmen', seats: 5 }).expect(201);
    const id = created.body.match.id;
    const joins = await Promise.all(['A', 'B', 'C', 'D', 'E'].map((name) => t.http().post(`/matches/${id}/players`).send({ name })));
    expect(joins.map((j) => j.status)).toEqual([201, 201, 201, 201, 201]);
    expect(joins.map((j) => j.body.seat).sort()).toEqual([0, 1, 2, 3, 4]);
    const log = await t.http().get(`/matches/${id}/events`).expect(200);
    expect(log.body.events.filter((e: { type: string }) => e.type === 'MatchStarted')).toHaveLength(1);
    expect(log.body.events.filter((e: { type: string }) => e.type === 'PlayerJoined')).toHaveLength(5);
  });
});
