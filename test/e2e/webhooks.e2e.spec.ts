import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { WebhookVerificationError } from 'standardwebhooks';
import { RETRY_DELAYS_SECONDS, MAX_ATTEMPTS, NO_ANSWER, WebhookDispatcher } from '../../src/webhooks/dispatcher.js';
import { ManualClock } from '../support/clock.js';
import { bearer, databases, eventually, registerPlayer, startApp, type TestApp } from '../support/app.js';
import { closedPort, startReceiver, verifyDelivery, type Receiver } from '../support/receiver.js';

describe.each(databases())('webhooks ($name)', ({ url }) => {
  let t: TestApp;
  let clock: ManualClock;
  let dispatcher: WebhookDispatcher;
  let receiver: Receiver;
  beforeAll(async () => {
    clock = new ManualClock();
    // The test sends due deliveries itself (dispatcher.runDue) after moving the clock. Its receivers are local:
    // the operator's setting that allows private networks is on (test/e2e/webhook-addresses covers it off).
    t = await startApp(url, { clock, background: false, webhookAllowPrivate: true, webhookTimeoutMs: 1500 });
    dispatcher = t.app.get(WebhookDispatcher);
  });
  afterAll(() => t.close());
  afterEach(async () => {
    // Leave nothing due behind for later runs on the same database, even when a test failed half-way.
    if (receiver) await t.db.prisma.webhook.deleteMany({ where: { url: receiver.url } });
    await receiver?.close();
  });

  const seconds = () => Math.floor(clock.now().getTime() / 1000);
  const deliveries = async (key: string, hook: string) =>
    (await t.http().get(`/webhooks/${hook}/deliveries`).set(bearer(key)).expect(200)).body;

  /** A player with a webhook, seated at seat 1 of a running two-seat match (seat 1 deals, so it is their move). */
  async function playerWithMatch(
    name: string,
    register: (key: string) => Promise<{ body: unknown }> = (key) =>
      t.http().post('/webhooks').set(bearer(key)).send({ url: receiver.url }).expect(201),
  ) {
    const player = await registerPlayer(t, name);
    const hook = await register(player.key);
    const id: string = (
      await t
        .http()
        .post('/matches')
        .send({ game: 'schwimmen', seats: 2, dealing: { mode: 'seeded', seed: name } })
        .expect(201)
    ).body.match.id;
    await t.http().post(`/matches/${id}/players`).send({ name: 'Other' }).expect(201);
    await t.http().post(`/matches/${id}/players`).set(bearer(player.key)).send({}).expect(201);
    return { ...player, matchId: id, hook: hook.body as { id: string; secret: string } };
  }

  it('signs each delivery as Standard Webhooks says, checked with its library, and records it in the delivery log', async () => {
    receiver = await startReceiver();
    const anna = await playerWithMatch('Anna');
    expect(anna.hook).toEqual({
      id: expect.any(String),
      url: receiver.url,
      playerId: anna.id,
      matchId: null,
      language: 'en',
      createdAt: expect.any(String),
      secret: expect.stringMatching(/^whsec_[A-Za-z0-9+/]{43}=$/),
    });
    const listed = await t.http().get('/webhooks').set(bearer(anna.key)).expect(200);
    expect(listed.body).toEqual([
      { id: anna.hook.id, url: receiver.url, playerId: anna.id, matchId: null, language: 'en', createdAt: expect.any(String) },
    ]);

    expect(await dispatcher.runDue()).toBe(1);
    expect(receiver.received).toHaveLength(1);
    const [{ headers, body }] = receiver.received;
    expect(headers['content-type']).toBe('application/json');
    expect(headers['kartenrunde-event']).toBe('yourMove');
    const payload = JSON.parse(body);
    expect(payload).toMatchObject({
      type: 'yourMove',
      matchId: anna.matchId,
      data: { matchId: anna.matchId, seat: 1, version: expect.any(Number) },
    });
    // The notification in a sentence, in the webhook's language (English: the request asked for none).
    expect(payload.sentence).toBe('It is your move: Schwimmen / Schnauz, Anna (seat 2).');
    expect(headers['kartenrunde-delivery']).toBe(String(payload.deliveryId));
    expect(headers['webhook-id']).toBe(`msg_${payload.id}`);
    expect(headers['webhook-timestamp']).toBe(String(seconds()));
    expect(headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]{43}=$/);
    expect(headers['kartenrunde-signature']).toBeUndefined();
    // A receiver checks it with the specification's library, its clock agreeing with ours.
    const now = clock.now().getTime();
    expect(verifyDelivery(anna.hook.secret, receiver.received[0], now)).toEqual(payload);
    expect(verifyDelivery(anna.hook.secret, receiver.received[0], now + 299_000)).toEqual(payload);
    const otherSecret = (await t.http().post('/webhooks').set(bearer(anna.key)).send({ url: receiver.url }).expect(201)).body.secret;
    expect(() => verifyDelivery(otherSecret, receiver.received[0], now)).toThrow(WebhookVerificationError);
    expect(() => verifyDelivery(anna.hook.secret, { headers, body: body.replace('yourMove', 'yourMovf') }, now)).toThrow(
      WebhookVerificationError,
    );
    expect(() => verifyDelivery(anna.hook.secret, { headers: { ...headers, 'webhook-id': 'msg_0' }, body }, now)).toThrow(
      WebhookVerificationError,
    );
    expect(() => verifyDelivery(anna.hook.secret, receiver.received[0], now + 301_000)).toThrow(WebhookVerificationError);

    const log = await deliveries(anna.key, anna.hook.id);
    expect(log).toEqual([
      expect.objectContaining({
        id: payload.deliveryId,
        notificationId: payload.id,
        type: 'yourMove',
        status: 'delivered',
        attempts: 1,
        lastStatusCode: 200,
        lastError: null,
        nextAttemptAt: null,
        deliveredAt: clock.now().toISOString(),
        log: [{ at: clock.now().toISOString(), statusCode: 200, error: null, durationMs: expect.any(Number) }],
      }),
    ]);
    expect(await dispatcher.runDue()).toBe(0);
  });

  it("writes each delivery's sentence in the webhook's language: the one given, else the registering request's", async () => {
    receiver = await startReceiver();
    const asked = await playerWithMatch('Berta', (key) =>
      t.http().post('/webhooks').set(bearer(key)).set('Accept-Language', 'de-AT, en;q=0.5').send({ url: receiver.url }).expect(201),
    );
    const given = await playerWithMatch('Carl', (key) =>
      t.http().post('/webhooks').set(bearer(key)).set('Accept-Language', 'en').send({ url: receiver.url, language: 'de' }).expect(201),
    );
    expect([asked.hook, given.hook]).toEqual([expect.objectContaining({ language: 'de' }), expect.objectContaining({ language: 'de' })]);
    await t.http().post('/webhooks').set(bearer(given.key)).send({ url: receiver.url, language: 'fr' }).expect(400);
    expect(await dispatcher.runDue()).toBe(2);
    const sentences = receiver.received.map(({ body }) => JSON.parse(body) as { matchId: string; sentence: string });
    expect(sentences.find((p) => p.matchId === asked.matchId)?.sentence).toBe('Du bist am Zug: Schwimmen / Schnauz, Berta (Platz 2).');
    expect(sentences.find((p) => p.matchId === given.matchId)?.sentence).toBe('Du bist am Zug: Schwimmen / Schnauz, Carl (Platz 2).');
  });

  it('retries a failing receiver with back-off until it answers', async () => {
    receiver = await startReceiver((n) => (n <= 2 ? 500 : 204));
    const bert = await playerWithMatch('Bert');
    expect(await dispatcher.runDue()).toBe(1);
    let [delivery] = await deliveries(bert.key, bert.hook.id);
    expect(delivery).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: 500, lastError: 'The receiver answered 500.' });
    expect(delivery.nextAttemptAt).toBe(new Date(clock.now().getTime() + RETRY_DELAYS_SECONDS[0] * 1000).toISOString());
    // Not due yet.
    clock.advanceSeconds(RETRY_DELAYS_SECONDS[0] - 1);
    expect(await dispatcher.runDue()).toBe(0);
    clock.advanceSeconds(1);
    expect(await dispatcher.runDue()).toBe(1);
    [delivery] = await deliveries(bert.key, bert.hook.id);
    expect(delivery.nextAttemptAt).toBe(new Date(clock.now().getTime() + RETRY_DELAYS_SECONDS[1] * 1000).toISOString());
    clock.advanceSeconds(RETRY_DELAYS_SECONDS[1]);
    expect(await dispatcher.runDue()).toBe(1);
    [delivery] = await deliveries(bert.key, bert.hook.id);
    expect(delivery).toMatchObject({ status: 'delivered', attempts: 3, lastStatusCode: 204, lastError: null });
    expect(delivery.log.map((a: { statusCode: number }) => a.statusCode)).toEqual([500, 500, 204]);
    // The same notification each time, as the same message (webhook-id), signed afresh with the attempt's own timestamp.
    const bodies = receiver.received.map((r) => r.body);
    expect(new Set(bodies).size).toBe(1);
    expect(new Set(receiver.received.map((r) => r.headers['webhook-id'])).size).toBe(1);
    const stamps = receiver.received.map((r) => Number(r.headers['webhook-timestamp']));
    expect(new Set(stamps).size).toBe(3);
    receiver.received.forEach((r, i) => expect(verifyDelivery(bert.hook.secret, r, stamps[i] * 1000)).toEqual(JSON.parse(r.body)));
  });

  it('logs a closed port and a receiver that never answers alike: the same text, after the same time', async () => {
    receiver = await startReceiver(() => 'hang');
    const closed = `http://127.0.0.1:${await closedPort()}/hook`;
    try {
      const dana = await registerPlayer(t, 'Dana');
      const hooks: string[] = [];
      for (const target of [receiver.url, closed])
        hooks.push((await t.http().post('/webhooks').set(bearer(dana.key)).send({ url: target }).expect(201)).body.id);
      const id: string = (
        await t
          .http()
          .post('/matches')
          .send({ game: 'schwimmen', seats: 2, dealing: { mode: 'seeded', seed: 'Dana' } })
          .expect(201)
      ).body.match.id;
      await t.http().post(`/matches/${id}/players`).send({ name: 'Other' }).expect(201);
      await t.http().post(`/matches/${id}/players`).set(bearer(dana.key)).send({}).expect(201);
      expect(await dispatcher.runDue()).toBe(2);
      expect(receiver.received).toHaveLength(1);
      const [silent, refused] = await Promise.all(hooks.map(async (hook) => (await deliveries(dana.key, hook))[0]));
      for (const delivery of [silent, refused]) {
        expect(delivery).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: null, lastError: NO_ANSWER });
        // Attempts without an answer are recorded when the timeout (1.5 s here) has passed, however early they failed.
        expect(delivery.log[0].durationMs).toBeGreaterThanOrEqual(1450);
        expect(delivery.log[0].durationMs).toBeLessThan(4000);
      }
    } finally {
      await t.db.prisma.webhook.deleteMany({ where: { url: closed } });
    }
  });

  it('gives up after the last retry; a replay sends the notification again as a new delivery', async () => {
    receiver = await startReceiver(() => 503);
    const cilli = await playerWithMatch('Cilli');
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      expect(await dispatcher.runDue()).toBe(1);
      clock.advanceSeconds(RETRY_DELAYS_SECONDS[attempt] ?? 0);
    }
    const [failed] = await deliveries(cilli.key, cilli.hook.id);
    expect(failed).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, nextAttemptAt: null });
    clock.advanceSeconds(7 * 24 * 3600);
    expect(await dispatcher.runDue()).toBe(0);

    receiver.answer = () => 200;
    const replay = await t.http().post(`/webhooks/${cilli.hook.id}/deliveries/${failed.id}/replay`).set(bearer(cilli.key)).expect(201);
    expect(replay.body).toMatchObject({ replayOf: failed.id, notificationId: failed.notificationId, status: 'pending', attempts: 0 });
    expect(await dispatcher.runDue()).toBe(1);
    // The same message as before (receivers that drop repeats by webhook-id may drop it), as a new delivery.
    const [first, replayed] = [receiver.received[0], receiver.received.at(-1)!];
    expect(replayed.headers['webhook-id']).toBe(first.headers['webhook-id']);
    expect(JSON.parse(replayed.body)).toMatchObject({ id: JSON.parse(first.body).id, deliveryId: replay.body.id });
    expect(verifyDelivery(cilli.hook.secret, replayed, clock.now().getTime())).toBeDefined();
    const log = await deliveries(cilli.key, cilli.hook.id);
    expect(log.map((d: { id: number; status: string }) => [d.id, d.status])).toEqual([
      [replay.body.id, 'delivered'],
      [failed.id, 'failed'],
    ]);
    expect((await t.http().post(`/webhooks/${cilli.hook.id}/deliveries/999999/replay`).set(bearer(cilli.key)).expect(404)).body.code).toBe(
      'DELIVERY_NOT_FOUND',
    );
    expect((await t.http().post(`/webhooks/${cilli.hook.id}/deliveries/x/replay`).set(bearer(cilli.key)).expect(400)).body.code).toBe(
      'VALIDATION_FAILED',
    );
  });

  it("sends a match's updates, with public events only, to the creator's match webhook", async () => {
    receiver = await startReceiver();
    const created = await t
      .http()
      .post('/matches')
      .send({ game: 'schwimmen', seats: 2, dealing: { mode: 'seeded', seed: 'match-hook' } })
      .expect(201);
    const id: string = created.body.match.id;
    const creator = bearer(created.body.creatorToken);
    const stranger = await registerPlayer(t, 'Stranger');
    expect(
      (await t.http().post('/webhooks').set(bearer(stranger.key)).send({ url: receiver.url, matchId: id }).expect(403)).body.code,
    ).toBe('FORBIDDEN');
    const hook = await t.http().post('/webhooks').set(creator).send({ url: receiver.url, matchId: id }).expect(201);
    expect((await t.http().get('/webhooks').set(creator).expect(200)).body.map((h: { id: string }) => h.id)).toEqual([hook.body.id]);
    // Someone else's webhook is not found for them.
    expect((await t.http().get(`/webhooks/${hook.body.id}/deliveries`).set(bearer(stranger.key)).expect(404)).body.code).toBe(
      'WEBHOOK_NOT_FOUND',
    );

    const a = await t.http().post(`/matches/${id}/players`).send({ name: 'A' }).expect(201);
    const b = await t.http().post(`/matches/${id}/players`).send({ name: 'B' }).expect(201);
    expect(await dispatcher.runDue()).toBe(2);
    const updates = receiver.received.map((r) => JSON.parse(r.body));
    expect(updates.map((u) => u.type)).toEqual(['matchUpdated', 'matchUpdated']);
    const started = updates[1].data;
    expect(started).toMatchObject({ matchId: id, status: 'active', activeSeats: [1] });
    const dealt = started.events.find((e: { type: string }) => e.type === 'DealDealt');
    expect(dealt.data.hands.every((h: unknown) => h === null)).toBe(true);
    const hand = (await t.http().get(`/matches/${id}/view`).set(bearer(a.body.token)).expect(200)).body.state.hand as string[];
    for (const card of hand) expect(receiver.received[1].body).not.toContain(`"${card}"`);

    // Deleted: nothing more is sent.
    await t.http().delete(`/webhooks/${hook.body.id}`).set(creator).expect(204);
    expect((await t.http().delete(`/webhooks/${hook.body.id}`).set(creator).expect(404)).body.code).toBe('WEBHOOK_NOT_FOUND');
    const view = await t.http().get(`/matches/${id}/view`).set(bearer(b.body.token)).expect(200);
    await t.http().post(`/matches/${id}/actions`).set(bearer(b.body.token)).send(view.body.legalActions[0]).expect(200);
    expect(await dispatcher.runDue()).toBe(0);
    expect(receiver.received).toHaveLength(2);
  });

  it('refuses bad webhook requests', async () => {
    const anna = await registerPlayer(t, 'Anna');
    const created = await t.http().post('/matches').send({ game: 'schwimmen', seats: 2 }).expect(201);
    expect((await t.http().post('/webhooks').send({ url: 'http://127.0.0.1/x' }).expect(401)).body.code).toBe('UNAUTHORIZED');
    expect(
      (await t.http().post('/webhooks').set(bearer(created.body.creatorToken)).send({ url: 'http://127.0.0.1/x' }).expect(403)).body.code,
    ).toBe('FORBIDDEN');
    expect((await t.http().post('/webhooks').set(bearer(anna.key)).send({ url: 'ftp://example.org/x' }).expect(400)).body.code).toBe(
      'VALIDATION_FAILED',
    );
    expect((await t.http().post('/webhooks').set(bearer(anna.key)).send({ url: 'not a url' }).expect(400)).body.code).toBe(
      'VALIDATION_FAILED',
    );
    expect(
      (
        await t
          .http()
          .post('/webhooks')
          .set(bearer(anna.key))
          .send({ url: 'http://127.0.0.1/x', matchId: '00000000-0000-4000-8000-000000000000' })
          .expect(404)
      ).body.code,
    ).toBe('MATCH_NOT_FOUND');
    expect((await t.http().get('/webhooks/nope/deliveries').set(bearer(anna.key)).expect(404)).body.code).toBe('WEBHOOK_NOT_FOUND');
    expect((await t.http().get('/webhooks').expect(401)).body.code).toBe('UNAUTHORIZED');
  });
});

describe('a failing receiver never blocks or slows a move', () => {
  it('moves answer at once while the dispatcher waits on a receiver that never answers', async () => {
    const receiver = await startReceiver(() => 'hang');
    // Background dispatching on, as in production.
    const t = await startApp(process.env.DATABASE_URL, { webhookPollMs: 20, webhookTimeoutMs: 5000, webhookAllowPrivate: true });
    try {
      const players = [await registerPlayer(t, 'Hanging A'), await registerPlayer(t, 'Hanging B')];
      for (const p of players) await t.http().post('/webhooks').set(bearer(p.key)).send({ url: receiver.url }).expect(201);
      const id: string = (
        await t
          .http()
          .post('/matches')
          .send({ game: 'schwimmen', seats: 2, dealing: { mode: 'seeded', seed: 'hang' } })
          .expect(201)
      ).body.match.id;
      for (const p of players) await t.http().post(`/matches/${id}/players`).set(bearer(p.key)).send({}).expect(201);
      await eventually(async () => receiver.received.length > 0);
      const times: number[] = [];
      for (let i = 0; i < 6; i++) {
        const seat: number = (await t.http().get(`/matches/${id}`)).body.activeSeats[0];
        const view = await t.http().get(`/matches/${id}/view`).set(bearer(players[seat].key)).expect(200);
        const action = view.body.legalActions.find((a: { type: string }) => a.type === 'passTurn') ?? view.body.legalActions[0];
        const started = performance.now();
        await t.http().post(`/matches/${id}/actions`).set(bearer(players[seat].key)).send(action).expect(200);
        times.push(performance.now() - started);
      }
      // Each move queued a delivery that the receiver is sitting on; none waited for it.
      await eventually(async () => receiver.received.length >= 3);
      expect(Math.max(...times)).toBeLessThan(2500);
      const pending = await t.db.prisma.webhookDelivery.count({
        where: { status: 'pending', webhook: { playerId: { in: players.map((p) => p.id) } } },
      });
      expect(pending).toBeGreaterThanOrEqual(6);
    } finally {
      await receiver.close();
      // Leave no deliveries to a receiver that is gone for later runs on the same database.
      await t.db.prisma.webhook.deleteMany({ where: { url: receiver.url } });
      await t.close();
    }
  });
});
