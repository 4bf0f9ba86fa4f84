import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { JsonLogger } from '../../src/http/json-logger.js';
import { Lifecycle } from '../../src/ops/health.controller.js';
import { createApp } from '../../src/app.js';
import { bearer, databases, startApp, startMatch, type TestApp } from '../support/app.js';

describe.each(databases())('health ($name)', ({ url }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(url);
  });
  afterAll(() => t.close());

  it('answers liveness, and readiness while the database answers and the service is not stopping', async () => {
    expect((await t.http().get('/health/live').expect(200)).body).toEqual({ status: 'ok', pid: process.pid });
    expect((await t.http().get('/health/ready').expect(200)).body).toEqual({ status: 'ok', pid: process.pid });
    t.app.get(Lifecycle).stopping = true;
    const refused = await t
      .http()
      .get('/health/ready')
      .expect(503)
      .expect('Content-Type', /problem\+json/);
    expect(refused.body.code).toBe('NOT_READY');
    t.app.get(Lifecycle).stopping = false;
  });
});

describe('request ids and structured logs', () => {
  const lines: string[] = [];
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(undefined, { logger: new JsonLogger((line) => lines.push(line)) });
  });
  afterAll(() => t.close());

  it('gives every response an id, keeps a sensible given one, and puts it in problems', async () => {
    const fresh = await t.http().get('/games').expect(200);
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const given = await t.http().get('/matches/nope').set('X-Request-Id', 'client-42').expect(404);
    expect(given.headers['x-request-id']).toBe('client-42');
    expect(given.body).toMatchObject({ code: 'MATCH_NOT_FOUND', requestId: 'client-42' });
    const odd = await t.http().get('/games').set('X-Request-Id', 'no spaces please').expect(200);
    expect(odd.headers['x-request-id']).not.toBe('no spaces please');
  });

  it('writes one JSON line per request with its id, method, path, status and duration', async () => {
    await t.http().get('/games/schwimmen').set('X-Request-Id', 'log-me').expect(200);
    const entry = lines.map((l) => JSON.parse(l)).find((e) => e.requestId === 'log-me');
    expect(entry).toMatchObject({ level: 'info', context: 'HTTP', method: 'GET', path: '/games/schwimmen', status: 200 });
    expect(entry.ms).toEqual(expect.any(Number));
    expect(new Date(entry.time).toISOString()).toBe(entry.time);
  });
});

describe('rate limits', () => {
  let clock = 1_000_000;
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(undefined, { rateLimit: { perIp: 30, perToken: 3, now: () => clock } });
  });
  afterAll(() => t.close());

  it('limits each token, answering 429 problem+json with Retry-After; other tokens and health are not affected', async () => {
    const { id, tokens } = await startMatch(t, { game: 'schwimmen', seats: 2 });
    for (let i = 0; i < 3; i++) await t.http().get(`/matches/${id}/view`).set(bearer(tokens[0])).expect(200);
    const limited = await t
      .http()
      .get(`/matches/${id}/view`)
      .set(bearer(tokens[0]))
      .expect(429)
      .expect('Content-Type', /problem\+json/);
    expect(limited.body).toMatchObject({ code: 'RATE_LIMITED', status: 429, retryAfter: 20 });
    expect(limited.headers['retry-after']).toBe('20');
    await t.http().get(`/matches/${id}/view`).set(bearer(tokens[1])).expect(200);
    await t.http().get('/health/live').expect(200);
    clock += 20_000; // 3 a minute: one more after 20 s
    await t.http().get(`/matches/${id}/view`).set(bearer(tokens[0])).expect(200);
    await t.http().get(`/matches/${id}/view`).set(bearer(tokens[0])).expect(429);
  });

  it('limits each address', async () => {
    clock += 60_000;
    let status = 200;
    let sent = 0;
    while (status === 200 && sent < 100) {
      status = (await t.http().get('/games')).status;
      sent++;
    }
    expect(status).toBe(429);
    expect(sent).toBeLessThanOrEqual(31);
  });
});

describe('CORS', () => {
  it('answers browsers from the configured origins only, and no CORS headers without configuration', async () => {
    const open = await startApp(undefined, { corsOrigins: ['https://client.example'] });
    const preflight = await open
      .http()
      .options('/matches')
      .set('Origin', 'https://client.example')
      .set('Access-Control-Request-Method', 'POST');
    expect(preflight.status).toBeLessThan(300);
    expect(preflight.headers['access-control-allow-origin']).toBe('https://client.example');
    const other = await open.http().get('/games').set('Origin', 'https://elsewhere.example').expect(200);
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    const exposed = await open.http().get('/games').set('Origin', 'https://client.example').expect(200);
    expect(exposed.headers['access-control-expose-headers']).toMatch(/ETag/);
    await open.close();
    const closed = await startApp();
    const plain = await closed.http().get('/games').set('Origin', 'https://client.example').expect(200);
    expect(plain.headers['access-control-allow-origin']).toBeUndefined();
    await closed.close();
  });
});

describe('graceful shutdown', () => {
  it('finishes a request that is in flight, then closes; new connections are refused', async () => {
    const { app, shutdown } = await createApp({ dataDir: 'memory://', logger: false });
    await app.listen(0, '127.0.0.1');
    const { port } = app.getHttpServer().address() as AddressInfo;
    const body = JSON.stringify({ game: 'schwimmen', seats: 2 });
    const socket = connect(port, '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    const answer = new Promise<string>((resolve) => {
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('close', () => resolve(text));
    });
    // Half the request now, the rest once shutdown has begun.
    socket.write(
      `POST /matches HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`,
    );
    await new Promise((r) => setTimeout(r, 50));
    let closed = false;
    const stopping = shutdown().then(() => (closed = true));
    await new Promise((r) => setTimeout(r, 50));
    expect(closed).toBe(false);
    const refused = await new Promise<boolean>((resolve) => {
      const probe = connect(port, '127.0.0.1');
      probe.once('connect', () => resolve(false));
      probe.once('error', () => resolve(true));
    });
    expect(refused).toBe(true);
    socket.end(body.slice(10));
    expect(await answer).toMatch(/^HTTP\/1\.1 201 Created/);
    await stopping;
    expect(closed).toBe(true);
  });
});
