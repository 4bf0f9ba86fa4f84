import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { verifyExport } from '../../src/audit/verify.js';
import { bearer, databases, startApp, startMatch, type TestApp } from '../support/app.js';

// A seat gives up by its own choice, at any time while the match runs, scored as the game defines abandonment.
describe.each(databases())('resigning ($name)', ({ url }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(url);
  });
  afterAll(() => t.close());

  it('needs confirm: true, then ends the match for the seat even off its turn; the log records it and verifies', async () => {
    const { id, tokens } = await startMatch(t, { game: 'schnapsen', seats: 2 });
    const before = (await t.http().get(`/matches/${id}`).expect(200)).body;
    const idle = before.activeSeats.includes(0) ? 1 : 0;
    for (const body of [{}, { confirm: false }, { confirm: 'yes' }, { confirm: true, extra: 1 }]) {
      const refused = await t.http().post(`/matches/${id}/resign`).set(bearer(tokens[idle])).send(body);
      expect(refused.status).toBe(400);
      expect(refused.body.code).toBe('VALIDATION_FAILED');
    }
    await t.http().post(`/matches/${id}/resign`).send({ confirm: true }).expect(401);
    expect((await t.http().get(`/matches/${id}`).expect(200)).body.version).toBe(before.version);

    const res = await t.http().post(`/matches/${id}/resign`).set(bearer(tokens[idle])).send({ confirm: true }).expect(200);
    expect(res.headers.etag).toBe(`"${res.body.version}"`);
    expect(res.body.receipt).toEqual(expect.any(String));
    expect(res.body.events[0]).toMatchObject({ type: 'Forfeited', seat: idle });
    const after = (await t.http().get(`/matches/${id}`).expect(200)).body;
    expect(after).toMatchObject({ status: 'finished', outcome: { winners: [1 - idle] } });

    const again = await t
      .http()
      .post(`/matches/${id}/resign`)
      .set(bearer(tokens[1 - idle]))
      .send({ confirm: true });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('MATCH_OVER');
    const exported = (await t.http().get(`/matches/${id}/export`).expect(200)).text;
    await expect(verifyExport(exported)).resolves.toMatchObject({ ok: true });
  });

  it('is refused before the match starts', async () => {
    const created = await t.http().post('/matches').send({ game: 'schwimmen', seats: 3 }).expect(201);
    const joined = await t.http().post(`/matches/${created.body.match.id}/players`).send({ name: 'Anna' }).expect(201);
    const res = await t.http().post(`/matches/${created.body.match.id}/resign`).set(bearer(joined.body.token)).send({ confirm: true });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('MATCH_NOT_STARTED');
  });
});
