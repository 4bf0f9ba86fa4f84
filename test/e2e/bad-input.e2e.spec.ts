import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { bearer, databases, startApp, startMatch, type TestApp } from '../support/app.js';

// Every class of bad input gets a 4xx problem+json with a stable code, and changes nothing.
describe.each(databases())('bad input ($name)', ({ url }) => {
  let t: TestApp;
  let match: { id: string; tokens: string[]; creatorToken: string };
  let otherMatch: { id: string; tokens: string[] };

  beforeAll(async () => {
    t = await startApp(url);
    match = await startMatch(t, { game: 'schwimmen', seats: 2, dealing: { mode: 'seeded', seed: 'bad-input' } });
    otherMatch = await startMatch(t, { game: 'schwimmen', seats: 2 });
  });
  afterAll(() => t.close());

  const version = async () => (await t.http().get(`/matches/${match.id}`).expect(200)).body.version as number;
  const activeSeat = async () => (await t.http().get(`/matches/${match.id}`)).body.activeSeats[0] as number;

  function expectProblem(res: { status: number; headers: Record<string, string>; body: Record<string, unknown> }, status: number, code: string) {
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
    const res = await t.http().post('/matches').send({ game: 'schwimmen', seats: 2, options: { x: 'y'.repeat(20_000) } });
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
    const unknownOption = await t.http().post('/matches').send({ game: 'schwimmen', seats: 2, options: { jokers: true } });
    expectProblem(unknownOption, 422, 'INVALID_OPTIONS');
    expect(unknownOption.body.detail).toMatch(/jokers/);
    expectProblem(await t.http().post('/matches').send({ game: 'schwimmen', seats: 2, options: { lives: 'three' } }), 422, 'INVALID_OPTIONS');
    expectProblem(await t.http().post('/matches').send({ game: 'schwimmen', seats: 2, options: { deck: 40 } }), 422, 'INVALID_OPTIONS');
  });

  it('rejects inconsistent dealing modes and bad presets with 422', async () => {
    expectProblem(await t.http().post('/matches').send({ game: 'schwimmen', seats: 2, dealing: { mode: 'seeded' } }), 422, 'VALIDATION_FAILED');
    expectProblem(await t.http().post('/matches').send({ game: 'schwimmen', seats: 2, dealing: { mode: 'preset' } }), 422, 'VALIDATION_FAILED');
    expectProblem(await t.http().post('/matches').send({ game: 'schwimmen', seats: 2, dealing: { mode: 'shuffled' } }), 400, 'VALIDATION_FAILED');
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

  it('requires a seat token for actions: 401 without or unknown, 403 with another match\'s or the creator\'s', async () => {
    const v = await version();
    const body = { type: 'pass', expectedVersion: v };
    expectProblem(await t.http().post(`/matches/${match.id}/actions`).send(body), 401, 'UNAUTHORIZED');
    expectProblem(await t.http().post(`/matches/${match.id}/actions`).set(bearer('seat_unknown-token-123')).send(body), 401, 'UNAUTHORIZED');
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
      t.http().post(`/matches/${match.id}/actions`).set({ ...bearer(token), ...headers }).send(body as object);
    expectProblem(await act({ type: 'fold', expectedVersion: v }), 400, 'VALIDATION_FAILED');
    expectProblem(await act({ type: 'swapOne', hand: 'XX', table: 'EA', expectedVersion: v }), 400, 'VALIDATION_FAILED');
    expectProblem(await act({ type: 'pass', extra: 1, expectedVersion: v }), 400, 'VALIDATION_FAILED');
    expectProblem(await act({ type: 'pass', expectedVersion: 'v' }), 400, 'VALIDATION_FAILED');
    expectProblem(await act({ type: 'pass' }), 428, 'PRECONDITION_REQUIRED');
    expectProblem(await act({ type: 'pass' }, { 'If-Match': 'yesterday' }), 400, 'VALIDATION_FAILED');
    expectProblem(await act({ type: 'pass', expectedVersion: v + 1 }, { 'If-Match': `"${v}"` }), 400, 'VALIDATION_FAILED');
    const stale = await act({ type: 'pass', expectedVersion: v - 1 });
    expectProblem(stale, 409, 'VERSION_CONFLICT');
    expect(stale.body.currentVersion).toBe(v);
    const other = match.tokens[1 - seat];
    const notYours = await t.http().post(`/matches/${match.id}/actions`).set(bearer(other)).send({ type: 'pass', expectedVersion: v });
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
});
