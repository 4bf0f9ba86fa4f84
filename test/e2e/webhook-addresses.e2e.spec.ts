import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import type { LookupAddress } from 'node:dns';
import { NOT_PUBLIC_NAME, WebhookDispatcher } from '../../src/webhooks/dispatcher.js';
import type { HostLookup } from '../../src/webhooks/address-policy.js';
import { ManualClock } from '../support/clock.js';
import { bearer, databases, registerPlayer, startApp, type TestApp } from '../support/app.js';
import { guardConnections, type ConnectGuard } from '../support/connect-guard.js';
import { REFUSED_URLS } from '../support/refused-urls.js';
import { startReceiver, type Receiver } from '../support/receiver.js';

/**
 * Webhooks to loopback, private, link-local, multicast, unspecified and reserved addresses, with the service's
 * default setting (public internet addresses only): refused at registration, and refused at delivery without
 * any connection. Everything runs under a guard that stops any connection to a non-loopback address before it
 * starts, and on clocks far ahead of every other test file's, so no other file's dispatcher (some allow private
 * addresses for their local receivers) ever finds these deliveries due on a shared PostgreSQL database.
 */

/** The test's DNS: names under .kartenrunde.test (never resolvable for real) and what they resolve to. */
function testResolver() {
  const names: Record<string, LookupAddress[]> = {
    'loopback.kartenrunde.test': [{ address: '127.0.0.1', family: 4 }],
    'loopback6.kartenrunde.test': [{ address: '::1', family: 6 }],
    'mapped.kartenrunde.test': [{ address: '::ffff:127.0.0.1', family: 6 }],
    'metadata.kartenrunde.test': [{ address: '169.254.169.254', family: 4 }],
    'intranet.kartenrunde.test': [{ address: '10.20.30.40', family: 4 }],
    'mixed.kartenrunde.test': [
      { address: '93.184.215.14', family: 4 },
      { address: '192.168.1.20', family: 4 },
    ],
  };
  // Not among the names below: a local name, refused before any lookup unless private networks are allowed.
  const localhost: LookupAddress[] = [{ address: '127.0.0.1', family: 4 }];
  const calls: string[] = [];
  const lookup: HostLookup = async (name) => {
    calls.push(name);
    if (name === 'localhost') return localhost;
    if (!names[name]) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${name}`), { code: 'ENOTFOUND' });
    return names[name];
  };
  return { lookup, calls, names: [...Object.keys(names), 'unknown.kartenrunde.test'] };
}

/** `url` aimed at `port` unless it names a port of its own (the raw notation is kept, not normalized). */
const withPort = (url: string, port: number) =>
  /^https?:\/\/(\[[^\]]*\]|[^/:]*):\d+/.test(url) ? url : url.replace(/^(https?:\/\/(\[[^\]]*\]|[^/]*))/, `$1:${port}`);

/** Seats the player in a new two-seat match where it is their move: one yourMove for each of their webhooks. */
async function yourMove(t: TestApp, key: string, seed: string): Promise<void> {
  const id: string = (
    await t
      .http()
      .post('/matches')
      .send({ game: 'schwimmen', seats: 2, dealing: { mode: 'seeded', seed } })
      .expect(201)
  ).body.match.id;
  await t.http().post(`/matches/${id}/players`).send({ name: 'Other' }).expect(201);
  await t.http().post(`/matches/${id}/players`).set(bearer(key)).send({}).expect(201);
}

describe.each(databases())('webhooks to non-public addresses, refused by default ($name)', ({ url }) => {
  let t: TestApp;
  let receiver: Receiver;
  let guard: ConnectGuard;
  let resolver: ReturnType<typeof testResolver>;
  const players: string[] = [];
  beforeAll(async () => {
    receiver = await startReceiver();
    resolver = testResolver();
    guard = guardConnections();
    t = await startApp(url, {
      clock: new ManualClock('2070-01-01T08:00:00.000Z'),
      background: false,
      webhookLookup: resolver.lookup,
      webhookTimeoutMs: 2000,
    });
  });
  afterAll(async () => {
    await t.db.prisma.webhook.deleteMany({ where: { playerId: { in: players } } });
    await t.close();
    guard.restore();
    await receiver.close();
  });

  it('refuses them at registration with a 400 that says why, in every notation', async () => {
    const anna = await registerPlayer(t, 'Anna');
    players.push(anna.id);
    for (const [raw, says] of REFUSED_URLS) {
      for (const hook of [raw, withPort(raw, receiver.port)]) {
        const res = await t.http().post('/webhooks').set(bearer(anna.key)).send({ url: hook }).expect(400);
        expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
        expect(res.body).toMatchObject({
          status: 400,
          code: 'VALIDATION_FAILED',
          errors: [{ field: 'url', message: expect.stringContaining(says) }],
        });
        expect(res.body.detail).toMatch(/^"url" must point to a public internet address: /);
        expect(res.body.detail).toContain(says);
      }
    }
    // Also for a match webhook.
    const created = await t.http().post('/matches').send({ game: 'schwimmen', seats: 2 }).expect(201);
    const res = await t
      .http()
      .post('/webhooks')
      .set(bearer(created.body.creatorToken))
      .send({ url: 'http://[::ffff:127.0.0.1]/', matchId: created.body.match.id })
      .expect(400);
    expect(res.body.detail).toContain('IPv4-mapped');
    expect((await t.http().get('/webhooks').set(bearer(anna.key)).expect(200)).body).toEqual([]);
    // Names are not looked up at registration (only at each delivery, where the answer is used).
    for (const name of ['receiver.example.org', 'loopback.kartenrunde.test']) {
      await t
        .http()
        .post('/webhooks')
        .set(bearer(anna.key))
        .send({ url: `https://${name}/hook` })
        .expect(201);
    }
    expect(resolver.calls).toEqual([]);
    expect(receiver.connections).toBe(0);
  });

  it('refuses them at delivery, after resolving names, without connecting; the log says why and nothing about ports', async () => {
    const bert = await registerPlayer(t, 'Bert');
    players.push(bert.id);
    // Literal addresses and local names cannot be registered now; these stand for ones registered before, or while
    // the operator allowed private networks.
    const literal = new Map<string, string>();
    for (const [raw, says] of REFUSED_URLS) {
      const id = randomUUID();
      literal.set(id, says);
      await t.db.prisma.webhook.create({ data: { id, playerId: bert.id, url: withPort(raw, receiver.port), secret: 'whsec_c2VjcmV0' } });
    }
    // Names are registered as anyone would; what they resolve to decides at delivery.
    const named = new Map<string, string>();
    for (const name of resolver.names) {
      const hook = await t
        .http()
        .post('/webhooks')
        .set(bearer(bert.key))
        .send({ url: `http://${name}:${receiver.port}/hook` })
        .expect(201);
      named.set(hook.body.id, name);
    }
    await yourMove(t, bert.key, 'refused');
    expect(await t.db.prisma.webhookDelivery.count({ where: { webhook: { playerId: bert.id } } })).toBe(literal.size + named.size);
    const attemptsBefore = guard.attempts.length;

    expect(await t.app.get(WebhookDispatcher).runDue()).toBeGreaterThanOrEqual(literal.size + named.size);

    const logOf = async (hook: string) => (await t.http().get(`/webhooks/${hook}/deliveries`).set(bearer(bert.key)).expect(200)).body;
    for (const [hook, says] of literal) {
      const [delivery] = await logOf(hook);
      expect(delivery).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: null });
      expect(delivery.lastError).toMatch(/^Refused: .*; webhooks are sent to public internet addresses only\. No connection was made\.$/);
      expect(delivery.lastError).toContain(says);
      expect(delivery.log[0].durationMs).toBeLessThan(1000);
    }
    // Every name that resolves to a non-public address reads like one that does not resolve at all.
    for (const [hook] of named) {
      const [delivery] = await logOf(hook);
      expect(delivery).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: null, lastError: NOT_PUBLIC_NAME });
      expect(delivery.log[0].durationMs).toBeLessThan(1000);
    }
    // Names were looked up (once per delivery); literal addresses and local names never were.
    expect([...resolver.calls].sort()).toEqual([...resolver.names].sort());
    // No connection was made: the receiver behind the loopback forms saw none, and no socket was even started for
    // a literal address or a local name (a looked-up name's socket fails in its lookup, before connecting).
    expect(receiver.connections).toBe(0);
    expect(receiver.received).toEqual([]);
    const started = guard.attempts.slice(attemptsBefore).filter((a) => a.port === receiver.port);
    expect(started.map((a) => a.host).sort()).toEqual([...resolver.names].sort());
  });
});

describe.each(databases())('webhooks to non-public addresses, allowed by the operator ($name)', ({ url }) => {
  let t: TestApp;
  let receiver: Receiver;
  let guard: ConnectGuard;
  let resolver: ReturnType<typeof testResolver>;
  const players: string[] = [];
  beforeAll(async () => {
    receiver = await startReceiver();
    resolver = testResolver();
    guard = guardConnections();
    // Earlier than the refusing app's clock, so this dispatcher never finds that file's deliveries due.
    const clock = new ManualClock('2065-01-01T08:00:00.000Z');
    t = await startApp(url, {
      clock,
      background: false,
      webhookLookup: resolver.lookup,
      webhookAllowPrivate: true,
      webhookTimeoutMs: 2000,
    });
  });
  afterAll(async () => {
    await t.db.prisma.webhook.deleteMany({ where: { playerId: { in: players } } });
    await t.close();
    guard.restore();
    await receiver.close();
  });

  it('registers loopback URLs and delivers to the address the name resolved to', async () => {
    const cilli = await registerPlayer(t, 'Cilli');
    players.push(cilli.id);
    for (const hook of [
      `http://0x7f.1:${receiver.port}/hook`,
      `http://localhost:${receiver.port}/hook`,
      `http://loopback.kartenrunde.test:${receiver.port}/hook`,
    ]) {
      await t.http().post('/webhooks').set(bearer(cilli.key)).send({ url: hook }).expect(201);
    }
    await yourMove(t, cilli.key, 'allowed');
    expect(await t.app.get(WebhookDispatcher).runDue()).toBeGreaterThanOrEqual(3);
    expect(receiver.received.map((r) => r.headers.host).sort()).toEqual(
      [`127.0.0.1:${receiver.port}`, `localhost:${receiver.port}`, `loopback.kartenrunde.test:${receiver.port}`].sort(),
    );
    // The test's resolver, not the system's, gave the address connected to (the name exists nowhere else).
    expect(resolver.calls.sort()).toEqual(['localhost', 'loopback.kartenrunde.test']);
  });
});
