import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createHash } from 'node:crypto';
import { ManualClock } from '../support/clock.js';
import { bearer, databases, registerPlayer, startApp, type TestApp } from '../support/app.js';

const HOUR = 3600;

describe.each(databases())('players and API keys ($name)', ({ url }) => {
  let t: TestApp;
  let clock: ManualClock;
  beforeAll(async () => {
    clock = new ManualClock();
    t = await startApp(url, { clock, background: false });
  });
  afterAll(() => t.close());

  it('registers a player with an API key shown once and stored only as its hash', async () => {
    const res = await t.http().post('/players').send({ name: ' Anna ', label: 'laptop' }).expect(201);
    expect(res.body.player).toEqual({ id: expect.any(String), name: 'Anna', createdAt: expect.any(String) });
    expect(res.body.apiKey).toMatchObject({ label: 'laptop', revokedAt: null, key: expect.stringMatching(/^key_[A-Za-z0-9_-]{43}$/) });
    const stored = await t.db.prisma.apiKey.findUniqueOrThrow({ where: { id: res.body.apiKey.id } });
    expect(stored.keyHash).toBe(createHash('sha256').update(res.body.apiKey.key).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(res.body.apiKey.key);

    const me = await t.http().get('/players/me').set(bearer(res.body.apiKey.key)).expect(200);
    expect(me.body).toEqual(res.body.player);
    const listed = await t.http().get('/players/me/keys').set(bearer(res.body.apiKey.key)).expect(200);
    expect(listed.body).toEqual([{ id: res.body.apiKey.id, label: 'laptop', createdAt: expect.any(String), revokedAt: null }]);
    expect(JSON.stringify(listed.body)).not.toContain(res.body.apiKey.key);
    // Anyone may look a player up by id (to invite them): id and name only.
    expect((await t.http().get(`/players/${res.body.player.id}`).expect(200)).body).toEqual(res.body.player);
  });

  it('revokes keys: a revoked key stops working at once, the others keep working', async () => {
    const anna = await registerPlayer(t, 'Anna');
    const second = await t.http().post('/players/me/keys').set(bearer(anna.key)).send({ label: 'bot' }).expect(201);
    expect(second.body.key).toMatch(/^key_/);
    await t.http().delete(`/players/me/keys/${second.body.id}`).set(bearer(anna.key)).expect(204);
    const revoked = await t.http().get('/players/me').set(bearer(second.body.key)).expect(401);
    expect(revoked.body.code).toBe('UNAUTHORIZED');
    await t.http().get('/players/me').set(bearer(anna.key)).expect(200);
    const keys = await t.http().get('/players/me/keys').set(bearer(anna.key)).expect(200);
    expect(keys.body.find((k: { id: string }) => k.id === second.body.id).revokedAt).toEqual(expect.any(String));
    // Another player's key id is not yours to revoke.
    const bert = await registerPlayer(t, 'Bert');
    expect((await t.http().delete(`/players/me/keys/${second.body.id}`).set(bearer(bert.key)).expect(404)).body.code).toBe('KEY_NOT_FOUND');
  });

  it('refuses bad requests with problems', async () => {
    expect((await t.http().post('/players').send({ name: '  ' }).expect(400)).body.code).toBe('VALIDATION_FAILED');
    expect((await t.http().post('/players').send({ name: 'A', admin: true }).expect(400)).body.code).toBe('VALIDATION_FAILED');
    expect((await t.http().get('/players/me').expect(401)).body.code).toBe('UNAUTHORIZED');
    expect((await t.http().get('/players/me').set(bearer('key_not-a-real-key-at-all')).expect(401)).body.code).toBe('UNAUTHORIZED');
    expect((await t.http().get('/players/nobody').expect(404)).body.code).toBe('PLAYER_NOT_FOUND');
    const anna = await registerPlayer(t, 'Anna');
    expect((await t.http().get('/players/me/matches?status=lost').set(bearer(anna.key)).expect(400)).body.code).toBe('VALIDATION_FAILED');
    // A match token is not an API key.
    const created = await t.http().post('/matches').send({ game: 'schwimmen', seats: 2 }).expect(201);
    expect((await t.http().get('/players/me').set(bearer(created.body.creatorToken)).expect(403)).body.code).toBe('FORBIDDEN');
  });

  it('plays with the API key alongside anonymous seat tokens', async () => {
    const anna = await registerPlayer(t, 'Anna');
    const created = await t
      .http()
      .post('/matches')
      .set(bearer(anna.key))
      .send({ game: 'schwimmen', seats: 2, dealing: { mode: 'seeded', seed: 'keys' } })
      .expect(201);
    const id: string = created.body.match.id;
    const annaSeat = await t.http().post(`/matches/${id}/players`).set(bearer(anna.key)).send({ seat: 1 }).expect(201);
    expect(annaSeat.body.seat).toBe(1);
    // The same player cannot take a second seat.
    expect((await t.http().post(`/matches/${id}/players`).set(bearer(anna.key)).send({}).expect(409)).body.code).toBe('ALREADY_SEATED');
    // Joining without a key still works, and needs a name.
    expect((await t.http().post(`/matches/${id}/players`).send({}).expect(400)).body.code).toBe('VALIDATION_FAILED');
    const bert = await t.http().post(`/matches/${id}/players`).send({ name: 'Bert' }).expect(201);

    // Seat 1 deals; Anna acts with her key, or equally with her seat token.
    const view = await t.http().get(`/matches/${id}/view`).set(bearer(anna.key)).expect(200);
    expect(view.body.seat).toBe(1);
    const byToken = await t.http().get(`/matches/${id}/view`).set(bearer(annaSeat.body.token)).expect(200);
    expect(byToken.body).toEqual(view.body);
    await t.http().post(`/matches/${id}/actions`).set(bearer(anna.key)).send(view.body.legalActions[0]).expect(200);
    const bertView = await t.http().get(`/matches/${id}/view`).set(bearer(bert.body.token)).expect(200);
    await t.http().post(`/matches/${id}/actions`).set(bearer(bert.body.token)).send(bertView.body.legalActions[0]).expect(200);
    // A key of someone without a seat is refused.
    const stranger = await registerPlayer(t, 'Stranger');
    expect((await t.http().get(`/matches/${id}/view`).set(bearer(stranger.key)).expect(403)).body.code).toBe('FORBIDDEN');
    // The creator's key cancels like the creator token (here too late: the match runs).
    expect((await t.http().delete(`/matches/${id}`).set(bearer(anna.key)).expect(409)).body.code).toBe('MATCH_NOT_WAITING');
    expect((await t.http().delete(`/matches/${id}`).set(bearer(stranger.key)).expect(403)).body.code).toBe('FORBIDDEN');
  });

  it('invites a player to a reserved seat', async () => {
    const host = await registerPlayer(t, 'Host');
    const guest = await registerPlayer(t, 'Guest');
    const created = await t.http().post('/matches').set(bearer(host.key)).send({ game: 'schwimmen', seats: 3 }).expect(201);
    const id: string = created.body.match.id;
    const invited = await t
      .http()
      .post(`/matches/${id}/invitations`)
      .set(bearer(host.key))
      .send({ playerId: guest.id, seat: 2 })
      .expect(201);
    expect(invited.body).toEqual({ matchId: id, seat: 2, playerId: guest.id, notificationId: expect.any(Number) });
    expect(
      (await t.http().post(`/matches/${id}/invitations`).set(bearer(host.key)).send({ playerId: guest.id }).expect(409)).body.code,
    ).toBe('ALREADY_SEATED');
    expect(
      (await t.http().post(`/matches/${id}/invitations`).set(bearer(guest.key)).send({ playerId: host.id }).expect(403)).body.code,
    ).toBe('FORBIDDEN');
    expect(
      (
        await t
          .http()
          .post(`/matches/${id}/invitations`)
          .set(bearer(host.key))
          .send({ playerId: '00000000-0000-4000-8000-000000000000' })
          .expect(404)
      ).body.code,
    ).toBe('PLAYER_NOT_FOUND');

    const pending = await t.http().get('/players/me/matches').set(bearer(guest.key)).expect(200);
    expect(pending.body).toEqual({
      items: [expect.objectContaining({ matchId: id, seat: 2, invited: true, yourMove: false, status: 'waiting' })],
      nextCursor: null,
    });
    // The reserved seat is not anybody's: not asked for, and not given by default.
    expect((await t.http().post(`/matches/${id}/players`).send({ name: 'Crasher', seat: 2 }).expect(409)).body.code).toBe('SEAT_RESERVED');
    expect((await t.http().post(`/matches/${id}/players`).send({ name: 'Early' }).expect(201)).body.seat).toBe(0);
    expect((await t.http().post(`/matches/${id}/players`).send({ name: 'Late' }).expect(201)).body.seat).toBe(1);
    expect((await t.http().post(`/matches/${id}/players`).send({ name: 'Crasher' }).expect(409)).body.code).toBe('SEAT_RESERVED');
    // The guest's key takes the seat they were invited to, under their own name; the match starts.
    const joined = await t.http().post(`/matches/${id}/players`).set(bearer(guest.key)).send({}).expect(201);
    expect(joined.body.seat).toBe(2);
    const summary = await t.http().get(`/matches/${id}`).expect(200);
    expect(summary.body.status).toBe('active');
    expect(summary.body.seats[2]).toEqual({ seat: 2, name: 'Guest', joined: true, playerId: guest.id, bot: null, invitedPlayerId: null });
  });

  it('frees the reserved seat when the invited player takes another one', async () => {
    const host = await registerPlayer(t, 'Host');
    const guest = await registerPlayer(t, 'Guest');
    const id: string = (await t.http().post('/matches').set(bearer(host.key)).send({ game: 'schwimmen', seats: 2 }).expect(201)).body.match
      .id;
    await t.http().post(`/matches/${id}/invitations`).set(bearer(host.key)).send({ playerId: guest.id, seat: 1 }).expect(201);
    expect((await t.http().post(`/matches/${id}/players`).set(bearer(guest.key)).send({ seat: 0 }).expect(201)).body.seat).toBe(0);
    expect((await t.http().post(`/matches/${id}/players`).send({ name: 'Other' }).expect(201)).body.seat).toBe(1);
    expect((await t.http().get(`/matches/${id}`).expect(200)).body.status).toBe('active');
  });

  it('lists my matches newest first, a page at a time; yourMove=true: the ones awaiting my move', async () => {
    const me = await registerPlayer(t, 'Me');
    const newMatch = async (moveSeconds: number | null, mySeat: number) => {
      const body: Record<string, unknown> = {
        game: 'schwimmen',
        seats: 2,
        dealing: { mode: 'seeded', seed: `list-${moveSeconds}-${mySeat}` },
      };
      if (moveSeconds) body.timeControl = { moveSeconds, onTimeout: 'nothing' };
      const id: string = (await t.http().post('/matches').send(body).expect(201)).body.match.id;
      await t.http().post(`/matches/${id}/players`).set(bearer(me.key)).send({ seat: mySeat }).expect(201);
      await t.http().post(`/matches/${id}/players`).send({ name: 'Other' }).expect(201);
      return id;
    };
    // Seat 1 deals and moves first.
    const waitingForOther = await newMatch(null, 0);
    clock.advanceSeconds(60);
    const noDeadline = await newMatch(null, 1);
    clock.advanceSeconds(60);
    const dayLeft = await newMatch(24 * HOUR, 1);
    clock.advanceSeconds(60);
    const hourLeft = await newMatch(HOUR, 1);
    const hourLeftSince = clock.now();
    clock.advanceSeconds(60);
    const waiting = (await t.http().post('/matches').send({ game: 'schwimmen', seats: 2 }).expect(201)).body.match.id;
    await t.http().post(`/matches/${waiting}/players`).set(bearer(me.key)).send({}).expect(201);

    const ids = (page: { items: { matchId: string }[] }) => page.items.map((m) => m.matchId);
    const all = (await t.http().get('/players/me/matches').set(bearer(me.key)).expect(200)).body;
    expect(ids(all)).toEqual([waiting, hourLeft, dayLeft, noDeadline, waitingForOther]);
    expect(all.nextCursor).toBeNull();
    const first = all.items[1];
    expect(first).toMatchObject({
      yourMove: true,
      seat: 1,
      activeSeats: [1],
      since: hourLeftSince.toISOString(),
      game: 'schwimmen',
      title: 'Schwimmen / Schnauz',
    });
    expect(first.deadline).toBe(new Date(hourLeftSince.getTime() + HOUR * 1000).toISOString());
    expect(all.items[3]).toMatchObject({ yourMove: true, deadline: null });
    expect(all.items[4]).toMatchObject({
      yourMove: false,
      activeSeats: [1],
      turns: [{ seat: 1, since: expect.any(String), deadline: null }],
    });

    // Two at a time: the same entries in the same order, each once.
    const pages: string[][] = [];
    let cursor: string | null = null;
    do {
      const page: { items: { matchId: string }[]; nextCursor: string | null } = (
        await t
          .http()
          .get('/players/me/matches')
          .query({ limit: 2, ...(cursor ? { cursor } : {}) })
          .set(bearer(me.key))
          .expect(200)
      ).body;
      pages.push(ids(page));
      cursor = page.nextCursor;
    } while (cursor);
    expect(pages).toEqual([[waiting, hourLeft], [dayLeft, noDeadline], [waitingForOther]]);

    const mine = (await t.http().get('/players/me/matches?yourMove=true').set(bearer(me.key)).expect(200)).body;
    expect(ids(mine)).toEqual([hourLeft, dayLeft, noDeadline]);
    const notMine = (await t.http().get('/players/me/matches?yourMove=false').set(bearer(me.key)).expect(200)).body;
    expect(ids(notMine)).toEqual([waiting, waitingForOther]);
    const onlyWaiting = (await t.http().get('/players/me/matches?status=waiting').set(bearer(me.key)).expect(200)).body;
    expect(ids(onlyWaiting)).toEqual([waiting]);

    for (const bad of [
      'limit=0',
      'limit=101',
      'limit=x',
      'cursor=nonsense',
      'cursor=',
      'yourMove=yes',
      'yourMove=true&yourMove=false',
      'order=asc',
    ]) {
      const res = await t.http().get(`/players/me/matches?${bad}`).set(bearer(me.key));
      expect({ bad, status: res.status, code: res.body.code }).toEqual({ bad, status: 400, code: 'VALIDATION_FAILED' });
    }
  });
});
