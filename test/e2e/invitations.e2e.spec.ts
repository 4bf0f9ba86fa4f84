import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { WebhookDispatcher } from '../../src/webhooks/dispatcher.js';
import { ManualClock } from '../support/clock.js';
import { bearer, databases, registerPlayer, startApp, type TestApp } from '../support/app.js';
import { startReceiver, verifyDelivery, type Receiver } from '../support/receiver.js';
import { openSse, type SseClient } from '../support/sse.js';

/**
 * Invitations declined by the invited player and withdrawn by the creator, through the typed client: the seat
 * is open again and the other side is told, on the player stream and by webhook like every notification.
 */
describe.each(databases())('invitations declined and withdrawn ($name)', ({ url }) => {
  let t: TestApp;
  let base: string;
  let clock: ManualClock;
  let receiver: Receiver;
  const streams: SseClient[] = [];
  beforeAll(async () => {
    clock = new ManualClock();
    // Deliveries are sent by the test (dispatcher.runDue) to a local receiver.
    t = await startApp(url, { clock, background: false, webhookAllowPrivate: true, webhookTimeoutMs: 1500 });
    base = await t.listen();
    receiver = await startReceiver();
  });
  afterEach(() => streams.splice(0).forEach((s) => s.close()));
  afterAll(async () => {
    // Leave nothing due behind for later runs on the same database.
    await t.db.prisma.webhook.deleteMany({ where: { url: { startsWith: receiver.url } } });
    await receiver.close();
    await t.close();
  });

  const stream = async (key: string, headers: Record<string, string> = {}) => {
    const s = await openSse(`${base}/players/me/stream`, { ...bearer(key), ...headers });
    expect(s.status).toBe(200);
    streams.push(s);
    return s;
  };
  const hook = async (token: string, body: Record<string, unknown> = {}) =>
    (
      await t
        .http()
        .post('/webhooks')
        .set(bearer(token))
        .send({ url: `${receiver.url}/${Math.random()}`, ...body })
        .expect(201)
    ).body as { id: string; url: string; secret: string };
  const deliveries = async (token: string, hookId: string) =>
    (await t.http().get(`/webhooks/${hookId}/deliveries`).set(bearer(token)).expect(200)).body as {
      type: string;
      notificationId: number;
    }[];
  const problem = async (req: PromiseLike<{ status: number; body: { code?: string } }>) => {
    const res = await req;
    return [res.status, res.body.code];
  };

  it("the invited player declines: the seat is open again and the creator is told (stream, their webhook, the match's webhook)", async () => {
    const host = await registerPlayer(t, 'Host');
    const guest = await registerPlayer(t, 'Guest');
    const hostStream = await stream(host.key);
    const created = await t.client(host.key).POST('/matches', { body: { game: 'schwimmen', seats: 3 } });
    const id = created.data!.match.id;
    const hostHook = await hook(host.key);
    const matchHook = await hook(created.data!.creatorToken, { matchId: id });
    const path = { params: { path: { id } } };
    const invited = await t.client(host.key).POST('/matches/{id}/invitations', { ...path, body: { playerId: guest.id, seat: 1 } });
    expect(invited.response.status).toBe(201);
    expect((await t.client(guest.key).GET('/players/me/matches')).data!.items.map((m) => [m.matchId, m.invited])).toEqual([[id, true]]);

    const declined = await t.client(guest.key).POST('/matches/{id}/invitations/decline', path);
    expect(declined.response.status).toBe(200);
    expect(declined.data).toEqual({
      matchId: id,
      seat: 1,
      playerId: guest.id,
      reason: 'declined',
      notificationIds: [expect.any(Number), expect.any(Number)],
    });

    // The creator hears of it on their stream...
    await hostStream.until((m) => m.some((x) => x.event === 'invitationDeclined'));
    const note = hostStream.messages.find((m) => m.event === 'invitationDeclined')!;
    expect(note.data).toEqual({
      id: declined.data!.notificationIds[0],
      type: 'invitationDeclined',
      matchId: id,
      data: { matchId: id, game: 'schwimmen', seat: 1, playerId: guest.id, name: 'Guest' },
      sentence: 'Guest (Seat 2) declined your invitation to Schwimmen / Schnauz.',
      createdAt: expect.any(String),
    });
    // ... and by webhook: theirs and the match's, signed like every delivery.
    expect((await deliveries(host.key, hostHook.id)).map((d) => d.type)).toEqual(['invitationDeclined']);
    expect((await deliveries(host.key, matchHook.id)).map((d) => [d.type, d.notificationId])).toEqual([
      ['invitationDeclined', declined.data!.notificationIds[1]],
    ]);
    await t.app.get(WebhookDispatcher).runDue();
    for (const [h, notificationId] of [
      [hostHook, declined.data!.notificationIds[0]],
      [matchHook, declined.data!.notificationIds[1]],
    ] as const) {
      const delivery = receiver.received.find((r) => JSON.parse(r.body).id === notificationId)!;
      expect(delivery.headers['kartenrunde-event']).toBe('invitationDeclined');
      expect(verifyDelivery(h.secret, delivery, clock.now().getTime())).toMatchObject({
        id: notificationId,
        type: 'invitationDeclined',
        matchId: id,
        data: { seat: 1, playerId: guest.id },
      });
    }
    // The guest is told nothing: they declined themselves.
    expect(await t.db.prisma.notification.count({ where: { playerId: guest.id, type: { not: 'invitation' } } })).toBe(0);

    // The seat is open again: anyone takes it, and the invitation is gone from the guest's list.
    const summary = await t.client().GET('/matches/{id}', path);
    expect(summary.data!.seats[1]).toMatchObject({ joined: false, invitedPlayerId: null });
    expect((await t.client(guest.key).GET('/players/me/matches')).data!.items).toEqual([]);
    expect((await t.http().post(`/matches/${id}/players`).send({ name: 'Anyone', seat: 1 }).expect(201)).body.seat).toBe(1);
    expect(await problem(t.http().post(`/matches/${id}/invitations/decline`).set(bearer(guest.key)))).toEqual([
      404,
      'INVITATION_NOT_FOUND',
    ]);
  });

  it('the creator withdraws: the seat is open again and the invited player is told (stream, webhook)', async () => {
    const host = await registerPlayer(t, 'Host');
    const guest = await registerPlayer(t, 'Guest');
    const guestStream = await stream(guest.key);
    const germanStream = await stream(guest.key, { 'Accept-Language': 'de' });
    expect(germanStream.headers['content-language']).toBe('de');
    const guestHook = await hook(guest.key);
    const created = await t.client(host.key).POST('/matches', { body: { game: 'schwimmen', seats: 2, visibility: 'private' } });
    const id = created.data!.match.id;
    const path = { params: { path: { id } } };
    await t.client(host.key).POST('/matches/{id}/invitations', { ...path, body: { playerId: guest.id } });
    await guestStream.until((m) => m.some((x) => x.event === 'invitation'));
    // Invited to a private match: the guest sees it.
    expect((await t.client(guest.key).GET('/matches/{id}', path)).response.status).toBe(200);

    // Only the creator withdraws.
    const withdrawPath = { params: { path: { id, playerId: guest.id } } };
    expect((await t.client().DELETE('/matches/{id}/invitations/{playerId}', withdrawPath)).response.status).toBe(404);
    expect(await problem(t.http().delete(`/matches/${id}/invitations/${guest.id}`).set(bearer(guest.key)))).toEqual([403, 'FORBIDDEN']);

    const withdrawn = await t.client(created.data!.creatorToken).DELETE('/matches/{id}/invitations/{playerId}', withdrawPath);
    expect(withdrawn.response.status).toBe(200);
    expect(withdrawn.data).toEqual({
      matchId: id,
      seat: 0,
      playerId: guest.id,
      reason: 'withdrawn',
      notificationIds: [expect.any(Number)],
    });
    await guestStream.until((m) => m.some((x) => x.event === 'invitationWithdrawn'));
    expect(guestStream.messages.map((m) => m.event)).toEqual(['invitation', 'invitationWithdrawn']);
    expect(guestStream.messages[1].data).toMatchObject({
      id: withdrawn.data!.notificationIds[0],
      matchId: id,
      data: { matchId: id, game: 'schwimmen', seat: 0 },
    });
    // Each stream has the sentences in its request's language, rendered from the same notifications.
    expect(guestStream.messages.map((m) => (m.data as { sentence?: string }).sentence)).toEqual([
      'You are invited to Schwimmen / Schnauz, at seat 1.',
      'Your invitation to Schwimmen / Schnauz was withdrawn.',
    ]);
    await germanStream.until((m) => m.some((x) => x.event === 'invitationWithdrawn'));
    expect(germanStream.messages.map((m) => (m.data as { sentence?: string }).sentence)).toEqual([
      'Du bist zu Schwimmen / Schnauz eingeladen, auf Platz 1.',
      'Deine Einladung zu Schwimmen / Schnauz wurde zurückgezogen.',
    ]);
    expect((await deliveries(guest.key, guestHook.id)).map((d) => d.type)).toEqual(['invitationWithdrawn', 'invitation']);

    // The private match is closed to the guest again; the seat is free for the creator's next guest.
    expect(await problem(t.http().get(`/matches/${id}`).set(bearer(guest.key)))).toEqual([404, 'MATCH_NOT_FOUND']);
    expect(await problem(t.http().post(`/matches/${id}/players`).set(bearer(guest.key)).send({}))).toEqual([404, 'MATCH_NOT_FOUND']);
    expect((await t.client(host.key).GET('/matches/{id}', path)).data!.seats[0]).toMatchObject({ joined: false, invitedPlayerId: null });
    expect(await problem(t.http().delete(`/matches/${id}/invitations/${guest.id}`).set(bearer(host.key)))).toEqual([
      404,
      'INVITATION_NOT_FOUND',
    ]);
    expect(await problem(t.http().delete(`/matches/${id}/invitations/not-a-player`).set(bearer(host.key)))).toEqual([
      404,
      'INVITATION_NOT_FOUND',
    ]);
  });

  it('an accepted invitation can be neither declined nor withdrawn; only a registered player declines', async () => {
    const host = await registerPlayer(t, 'Host');
    const guest = await registerPlayer(t, 'Guest');
    const stranger = await registerPlayer(t, 'Stranger');
    const created = await t.http().post('/matches').send({ game: 'schwimmen', seats: 3 }).expect(201);
    const id: string = created.body.match.id;
    const creator = bearer(created.body.creatorToken);
    await t.http().post(`/matches/${id}/invitations`).set(creator).send({ playerId: guest.id, seat: 2 }).expect(201);

    expect(await problem(t.http().post(`/matches/${id}/invitations/decline`))).toEqual([401, 'UNAUTHORIZED']);
    expect(await problem(t.http().post(`/matches/${id}/invitations/decline`).set(creator))).toEqual([403, 'FORBIDDEN']);
    expect(await problem(t.http().post(`/matches/${id}/invitations/decline`).set(bearer(stranger.key)))).toEqual([
      404,
      'INVITATION_NOT_FOUND',
    ]);
    expect(
      await problem(t.http().post('/matches/00000000-0000-4000-8000-000000000000/invitations/decline').set(bearer(guest.key))),
    ).toEqual([404, 'MATCH_NOT_FOUND']);

    await t.http().post(`/matches/${id}/players`).set(bearer(guest.key)).send({}).expect(201);
    expect(await problem(t.http().post(`/matches/${id}/invitations/decline`).set(bearer(guest.key)))).toEqual([409, 'ALREADY_SEATED']);
    expect(await problem(t.http().delete(`/matches/${id}/invitations/${guest.id}`).set(creator))).toEqual([409, 'ALREADY_SEATED']);

    // A creator without a key hears of a decline through the match's webhooks only; without any, nothing is kept.
    await t.http().post(`/matches/${id}/invitations`).set(creator).send({ playerId: host.id }).expect(201);
    const declined = await t.http().post(`/matches/${id}/invitations/decline`).set(bearer(host.key)).expect(200);
    expect(declined.body).toEqual({ matchId: id, seat: 0, playerId: host.id, reason: 'declined', notificationIds: [] });
    expect(await t.db.prisma.notification.count({ where: { matchId: id, type: 'invitationDeclined' } })).toBe(0);
  });
});
