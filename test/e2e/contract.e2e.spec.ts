import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Server } from 'node:http';
import { Analyst } from '../../src/scheduler/analyst.js';
import { ContractChecker, type ContractDocument } from '../support/contract.js';
import { playToEnd } from '../support/play.js';
import { bearer, databases, registerPlayer, startApp, startMatch, type TestApp } from '../support/app.js';

const MISSING = '00000000-0000-4000-8000-000000000000';

// Every response of a representative run through every endpoint (successes and problems) is checked against the
// served document: its status is documented for the operation, its content type too, and its body matches the
// schema, as a client generated from the document would read it.
describe.each(databases())('the responses match the OpenAPI document ($name)', ({ url }) => {
  let t: TestApp;
  let checker: ContractChecker;
  let stop: () => void;
  let base: string;

  beforeAll(async () => {
    // An SMTP address nothing answers at: e-mail is on, so the address endpoints answer; no mail is delivered.
    t = await startApp(url, {
      background: false,
      botThreads: 1,
      webhookAllowPrivate: true,
      mail: { smtpUrl: 'smtp://127.0.0.1:9', from: 'Kartenrunde <noreply@example.org>' },
    });
    const document = (await t.http().get('/openapi.json').expect(200)).body as ContractDocument;
    checker = new ContractChecker(document);
    stop = checker.watch(t.app.getHttpServer() as Server);
    base = await t.listen();
  });
  afterAll(async () => {
    stop?.();
    await t?.close();
  });

  // Fails with each response's path, status and ajv errors; the collected ones are cleared for the next test.
  const expectConforming = () => {
    const report = checker.report();
    checker.violations.length = 0;
    expect(report).toBe('');
  };

  it('compiles every schema of the document with a strict validator, every $ref resolved', () => {
    expect(() => checker.compileAll()).not.toThrow();
  });

  // OpenAPI 3.0's `nullable` means something only next to `type`; a schema only null matches does not exist in
  // 3.0 (client generators turn `enum: [null]` into code that does not compile); `allOf` next to `nullable` makes
  // null fail the referenced schema; header names are case-insensitive, so one header is one parameter.
  it('writes nullability and parameters the OpenAPI 3.0 way', () => {
    const found: string[] = [];
    const visit = (at: string, value: unknown) => {
      if (Array.isArray(value)) return value.forEach((item, i) => visit(`${at}/${i}`, item));
      if (value === null || typeof value !== 'object') return;
      const node = value as Record<string, unknown>;
      if (node.nullable !== undefined && typeof node.type !== 'string') found.push(`${at}: nullable without a type`);
      if (Array.isArray(node.enum) && node.enum.every((v) => v === null)) found.push(`${at}: an enum of null only`);
      if (Array.isArray(node.enum) && node.enum.includes(null) && node.nullable !== true)
        found.push(`${at}: null in the enum of a schema that is not nullable`);
      if (node.nullable === true && Array.isArray(node.enum) && !node.enum.includes(null))
        found.push(`${at}: a nullable enum without null`);
      if (node.nullable === true && (node.allOf || node.anyOf || node.oneOf || node.$ref))
        found.push(`${at}: nullable next to a composition or reference`);
      if (node.type === 'null' || Array.isArray(node.type)) found.push(`${at}: a type of OpenAPI 3.1`);
      for (const [key, child] of Object.entries(node)) if (key !== 'example' && key !== 'examples') visit(`${at}/${key}`, child);
    };
    visit('#', { paths: checker.document.paths, components: checker.document.components });
    expect(checker.document.openapi).toMatch(/^3\.0\./);
    expect(found).toEqual([]);
    for (const [path, item] of Object.entries(checker.document.paths)) {
      for (const [method, operation] of Object.entries(item) as [string, { parameters?: { in: string; name: string }[] }][]) {
        const names = (operation.parameters ?? []).map((p) => `${p.in} ${p.in === 'header' ? p.name.toLowerCase() : p.name}`);
        expect({ operation: `${method} ${path}`, duplicates: names.filter((name, i) => names.indexOf(name) !== i) }).toEqual({
          operation: `${method} ${path}`,
          duplicates: [],
        });
      }
    }
  });

  it('gives only examples that match their schemas', () => {
    expect(checker.invalidExamples()).toEqual([]);
  });

  // The checker itself: what it reports when the server and the document disagree.
  it('reports undocumented statuses and content types, and bodies that do not match', () => {
    const id = MISSING;
    checker.check({ method: 'GET', url: `/matches/${id}`, status: 418, contentType: 'application/json', body: '{}' });
    checker.check({ method: 'GET', url: `/matches/${id}`, status: 404, contentType: 'application/json', body: '{}' });
    checker.check({
      method: 'GET',
      url: `/matches/${id}`,
      status: 404,
      contentType: 'application/problem+json',
      body: '{"code":"MATCH_NOT_FOUND"}',
    });
    checker.check({ method: 'GET', url: '/players/me', status: 200, contentType: 'application/json', body: '{"id":"me"}' });
    expect(checker.violations.map((v) => `${v.path} ${v.status}: ${v.problem}`)).toEqual([
      '/matches/{id} 418: status 418 is not documented (documented: 200, 304, 400, 401, 404, 429)',
      '/matches/{id} 404: content type "application/json" is not documented (documented: application/problem+json)',
      '/matches/{id} 404: the body does not match the schema',
      '/players/me 200: the body does not match the schema',
    ]);
    expect(checker.report()).toContain("must have required property 'title'");
    checker.violations.length = 0;
  });

  it('describes the catalogue, the health checks and the keys', async () => {
    await t.http().get('/health/live').expect(200);
    await t.http().get('/health/ready').expect(200);
    await t.http().get('/.well-known/jwks.json').expect(200);
    await t.http().get('/games').expect(200);
    for (const game of ['schwimmen', 'schafkopf', 'schnapsen', 'bauernschnapsen', 'dreierschnapsen'])
      await t.http().get(`/games/${game}`).expect(200);
    await t.http().get('/games/skat').expect(404);
    expectConforming();
  });

  it('describes players, their API keys, their e-mail address and their matches', async () => {
    const anna = await registerPlayer(t, 'Anna');
    await t.http().post('/players').send({}).expect(400);
    await t.http().post('/players').set('Content-Type', 'application/json').send('{"name":').expect(400);
    await t.http().post('/players').set('Content-Type', 'text/plain').send('Anna').expect(415);
    await t.http().get('/players/me').set(bearer(anna.key)).expect(200);
    await t.http().get('/players/me').expect(401);
    await t.http().get(`/players/${anna.id}`).expect(200);
    await t.http().get(`/players/${MISSING}`).expect(404);
    await t.http().get(`/players/${anna.id}/record`).expect(200);
    await t.http().get(`/players/${anna.id}/results`).expect(200);
    await t.http().get(`/players/${anna.id}/results?limit=0`).expect(400);
    const key = await t.http().post('/players/me/keys').set(bearer(anna.key)).send({ label: 'bot' }).expect(201);
    await t.http().get('/players/me/keys').set(bearer(anna.key)).expect(200);
    await t.http().delete(`/players/me/keys/${key.body.id}`).set(bearer(anna.key)).expect(204);
    await t.http().delete(`/players/me/keys/${MISSING}`).set(bearer(anna.key)).expect(404);
    await t.http().get('/players/me/matches').set(bearer(anna.key)).expect(200);
    await t.http().get('/players/me/matches?status=active&yourMove=true').set(bearer(anna.key)).expect(200);

    await t.http().get('/players/me/email').set(bearer(anna.key)).expect(404);
    await t
      .http()
      .put('/players/me/email')
      .set(bearer(anna.key))
      .send({ address: 'anna@example.org', notices: ['yourMove'] })
      .expect(200);
    await t.http().get('/players/me/email').set(bearer(anna.key)).expect(200);
    await t
      .http()
      .patch('/players/me/email')
      .set(bearer(anna.key))
      .send({ notices: ['matchEnded'] })
      .expect(200);
    await t.http().post('/players/me/email/confirm').set(bearer(anna.key)).send({ code: 'WRONGCODE' }).expect(422);
    await t.http().delete('/players/me/email').set(bearer(anna.key)).expect(204);
    await t.http().delete('/players/me/email').set(bearer(anna.key)).expect(404);
    expectConforming();
  });

  it('describes the lobby and the problems of creating and joining', async () => {
    await t.http().get('/matches').expect(200);
    await t.http().get('/matches?limit=1&game=schwimmen&status=waiting').expect(200);
    await t.http().get('/matches?limit=500').expect(400);
    await t.http().post('/matches').send({ game: 'skat', seats: 3 }).expect(422);
    await t.http().post('/matches').send({ game: 'schwimmen', seats: 2, colour: 'red' }).expect(400);
    await t.http().post('/matches').send({ game: 'schwimmen', seats: 9 }).expect(422);
    const created = await t.http().post('/matches').send({ game: 'schwimmen', seats: 2 }).expect(201);
    const id: string = created.body.match.id;
    await t.http().get(`/matches/${id}`).expect(200);
    const etag = (await t.http().get(`/matches/${id}`)).headers.etag;
    await t.http().get(`/matches/${id}`).set('If-None-Match', etag).expect(304);
    await t.http().get(`/matches/${MISSING}`).expect(404);
    await t.http().post(`/matches/${id}/players`).send({ name: 'Anna', seat: 0 }).expect(201);
    await t.http().post(`/matches/${id}/players`).send({ name: 'Bert', seat: 0 }).expect(409);
    await t.http().post(`/matches/${MISSING}/players`).send({ name: 'Bert' }).expect(404);
    await t.http().delete(`/matches/${id}`).expect(401);
    await t.http().delete(`/matches/${id}`).set(bearer(created.body.creatorToken)).expect(204);
    expectConforming();
  });

  // Each game played to its end by its seats' first legal actions: every view, action result and event of it.
  it.each([
    { game: 'schwimmen', seats: 3, options: { lives: 1 } },
    { game: 'schnapsen', seats: 2, options: {} },
    { game: 'bauernschnapsen', seats: 4, options: {} },
    { game: 'dreierschnapsen', seats: 3, options: {} },
    { game: 'schafkopf', seats: 4, options: {} },
  ])(
    'describes a whole $game match: views, actions, events, export, states, analysis',
    async ({ game, seats, options }) => {
      const match = await startMatch(t, { game, seats, options, dealing: { mode: 'seeded', seed: `contract-${game}` } });
      const { id, tokens } = match;
      await t.http().get(`/matches/${id}/view`).expect(200);
      await t.http().get(`/matches/${id}/view`).set(bearer(tokens[0])).expect(200);
      await t.http().get(`/matches/${id}/state?version=1`).expect(409);
      await t.http().get(`/matches/${id}/analysis`).expect(409);
      const summary = (await t.http().get(`/matches/${id}`).expect(200)).body as { version: number; activeSeats: number[] };
      const mover = tokens[summary.activeSeats[0]];
      const idle = tokens.find((_, seat) => !summary.activeSeats.includes(seat))!;
      const [legal] = (await t.http().get(`/matches/${id}/view`).set(bearer(mover)).expect(200)).body.legalActions as {
        expectedVersion: number;
      }[];
      const { expectedVersion: _version, ...unversioned } = legal;
      await t.http().post(`/matches/${id}/actions`).send(legal).expect(401);
      await t.http().post(`/matches/${id}/actions`).set(bearer(mover)).send(unversioned).expect(428);
      await t.http().post(`/matches/${id}/actions`).set(bearer(mover)).set('If-Match', '"999"').send(unversioned).expect(412);
      await t
        .http()
        .post(`/matches/${id}/actions`)
        .set(bearer(mover))
        .send({ ...legal, expectedVersion: 999 })
        .expect(409);
      await t
        .http()
        .post(`/matches/${id}/actions`)
        .set(bearer(mover))
        .send({ ...legal, type: 'nothing' })
        .expect((res) => expect([400, 422]).toContain(res.status));
      // A seat whose turn it is not: refused (the contract checks the status is documented, and the problem's shape).
      if (idle)
        await t
          .http()
          .post(`/matches/${id}/actions`)
          .set(bearer(idle))
          .send(legal)
          .expect((res) => expect(res.status).toBeGreaterThanOrEqual(400));
      // Knocking whenever it may ends a Schwimmen round soon; the other games end with any legal actions.
      await playToEnd(t, id, tokens, (actions) => actions.find((action) => action.type === 'knock') ?? actions[0]);
      for (const token of [undefined, tokens[0]]) {
        const as = token ? bearer(token) : {};
        await t.http().get(`/matches/${id}/view`).set(as).expect(200);
        await t.http().get(`/matches/${id}/events`).set(as).expect(200);
        await t.http().get(`/matches/${id}/events?after=3`).set(as).expect(200);
        await t.http().get(`/matches/${id}/export`).set(as).expect(200);
      }
      const last = (await t.http().get(`/matches/${id}`).expect(200)).body.version as number;
      for (const at of new Set([0, 1, Math.floor(last / 2), last])) await t.http().get(`/matches/${id}/state?version=${at}`).expect(200);
      await t
        .http()
        .get(`/matches/${id}/state?version=${last + 5}`)
        .expect(422);
      await t.http().get(`/matches/${id}/analysis`).expect(200);
      await t.app.get(Analyst).analyse(id);
      await t.http().get(`/matches/${id}/analysis`).expect(200);
      await t.http().get(`/matches/${id}/rematch`).expect(200);
      expectConforming();
    },
    120_000,
  );

  it('describes resigning, leaving, aborting and rematches', async () => {
    const over = await startMatch(t, { game: 'schnapsen', seats: 2 });
    await t.http().post(`/matches/${over.id}/abort`).set(bearer(over.tokens[0])).send({ abort: true }).expect(200);
    await t.http().post(`/matches/${over.id}/abort`).set(bearer(over.tokens[0])).send({ abort: true }).expect(409);
    await t.http().post(`/matches/${over.id}/resign`).set(bearer(over.tokens[0])).send({ confirm: true }).expect(200);
    await t.http().post(`/matches/${over.id}/resign`).set(bearer(over.tokens[0])).send({ confirm: true }).expect(409);
    await t.http().post(`/matches/${over.id}/rematch/accept`).set(bearer(over.tokens[1])).expect(409);
    await t.http().post(`/matches/${over.id}/rematch`).set(bearer(over.tokens[0])).expect(201);
    await t.http().get(`/matches/${over.id}/rematch`).expect(200);
    await t.http().post(`/matches/${over.id}/rematch`).set(bearer(over.tokens[0])).expect(409);
    await t.http().post(`/matches/${over.id}/rematch/decline`).set(bearer(over.tokens[1])).expect(200);
    await t.http().post(`/matches/${over.id}/rematch`).set(bearer(over.tokens[1])).expect(201);
    await t.http().post(`/matches/${over.id}/rematch/accept`).set(bearer(over.tokens[0])).expect(200);
    await t.http().get(`/matches/${over.id}/rematch`).expect(200);

    const waiting = await t.http().post('/matches').send({ game: 'schnapsen', seats: 2 }).expect(201);
    const seat = await t.http().post(`/matches/${waiting.body.match.id}/players`).send({ name: 'Anna' }).expect(201);
    await t.http().post(`/matches/${waiting.body.match.id}/leave`).set(bearer(seat.body.token)).expect(200);
    await t
      .http()
      .post(`/matches/${waiting.body.match.id}/leave`)
      .set(bearer(seat.body.token))
      .expect((res) => expect([401, 403, 409]).toContain(res.status));
    await t
      .http()
      .post(`/matches/${waiting.body.match.id}/bots`)
      .set(bearer(waiting.body.creatorToken))
      .send({ bot: 'heuristic', seat: 1 })
      .expect(201);
    await t
      .http()
      .post(`/matches/${waiting.body.match.id}/bots`)
      .set(bearer(waiting.body.creatorToken))
      .send({ bot: 'heuristic', seat: 1 })
      .expect(409);
    await t
      .http()
      .post(`/matches/${waiting.body.match.id}/bots`)
      .set(bearer(waiting.body.creatorToken))
      .send({ bot: 'nobody', seat: 0 })
      .expect(400);
    expectConforming();
  });

  it('describes invitations, chat and webhooks', async () => {
    const host = await registerPlayer(t, 'Host');
    const guest = await registerPlayer(t, 'Guest');
    const created = await t.http().post('/matches').set(bearer(host.key)).send({ game: 'schwimmen', seats: 3 }).expect(201);
    const id: string = created.body.match.id;
    await t.http().post(`/matches/${id}/invitations`).set(bearer(host.key)).send({ playerId: guest.id, seat: 2 }).expect(201);
    await t
      .http()
      .post(`/matches/${id}/invitations`)
      .set(bearer(host.key))
      .send({ playerId: MISSING })
      .expect((res) => expect([404, 422]).toContain(res.status));
    await t.http().post(`/matches/${id}/invitations/decline`).set(bearer(guest.key)).expect(200);
    await t.http().post(`/matches/${id}/invitations/decline`).set(bearer(guest.key)).expect(404);
    await t.http().post(`/matches/${id}/invitations`).set(bearer(host.key)).send({ playerId: guest.id }).expect(201);
    await t.http().delete(`/matches/${id}/invitations/${guest.id}`).set(bearer(guest.key)).expect(403);
    await t.http().delete(`/matches/${id}/invitations/${guest.id}`).set(bearer(host.key)).expect(200);

    const seated = await t.http().post(`/matches/${id}/players`).set(bearer(host.key)).send({ seat: 0 }).expect(201);
    const other = await t.http().post(`/matches/${id}/players`).send({ name: 'Bert', seat: 1 }).expect(201);
    await t.http().post(`/matches/${id}/chat`).set(bearer(seated.body.token)).send({ text: 'Servus!' }).expect(201);
    await t.http().post(`/matches/${id}/chat`).set(bearer(other.body.token)).send({ text: 'Gut Blatt.' }).expect(201);
    await t.http().post(`/matches/${id}/chat`).set(bearer(seated.body.token)).send({}).expect(400);
    await t.http().get(`/matches/${id}/chat`).set(bearer(seated.body.token)).expect(200);
    await t.http().get(`/matches/${id}/chat?after=1&limit=5`).set(bearer(other.body.token)).expect(200);
    await t.http().get(`/matches/${id}/chat`).expect(401);
    await t.http().put(`/matches/${id}/chat/hidden-senders/seat-1`).set(bearer(seated.body.token)).expect(200);
    await t
      .http()
      .put(`/matches/${id}/chat/hidden-senders/seat-5`)
      .set(bearer(seated.body.token))
      .expect((res) => expect([404, 422]).toContain(res.status));
    await t.http().delete(`/matches/${id}/chat/hidden-senders/seat-1`).set(bearer(seated.body.token)).expect(200);

    const hook = await t.http().post('/webhooks').set(bearer(host.key)).send({ url: 'http://127.0.0.1:9/hook', matchId: id }).expect(201);
    await t.http().post('/webhooks').set(bearer(host.key)).send({ url: 'not a url' }).expect(400);
    await t.http().get('/webhooks').set(bearer(host.key)).expect(200);
    await t.http().get(`/webhooks/${hook.body.id}/deliveries`).set(bearer(host.key)).expect(200);
    await t.http().post(`/webhooks/${hook.body.id}/deliveries/999999/replay`).set(bearer(host.key)).expect(404);
    await t.http().delete(`/webhooks/${hook.body.id}`).set(bearer(host.key)).expect(204);
    await t.http().delete(`/webhooks/${hook.body.id}`).set(bearer(host.key)).expect(404);
    expectConforming();
  });

  // HEAD is GET without the body (RFC 9110): the same status, content type and validators, as the document's GET says.
  it('answers HEAD as GET, without a body', async () => {
    const match = await startMatch(t, { game: 'schnapsen', seats: 2 });
    const seat = bearer(match.tokens[0]);
    const paths: [string, Record<string, string>][] = [
      ['/games', {}],
      ['/games/schafkopf', {}],
      ['/matches', {}],
      [`/matches/${match.id}`, {}],
      [`/matches/${match.id}/view`, seat],
      [`/matches/${match.id}/view`, {}],
      [`/matches/${match.id}/events`, seat],
      [`/matches/${match.id}/export`, {}],
      [`/matches/${MISSING}`, {}],
      ['/players/me', {}],
    ];
    for (const [path, headers] of paths) {
      const get = await t.http().get(path).set(headers);
      const head = await t.http().head(path).set(headers);
      expect({ path, status: head.status, type: head.headers['content-type'], etag: head.headers.etag }).toEqual({
        path,
        status: get.status,
        type: get.headers['content-type'],
        etag: get.headers.etag,
      });
      expect({ path, body: head.text ?? '' }).toEqual({ path, body: '' });
    }
    expectConforming();
  });

  it('describes the event streams and the problems of opening one', async () => {
    const me = await registerPlayer(t, 'Streamer');
    const match = await startMatch(t, { game: 'schwimmen', seats: 2 });
    for (const [path, token] of [
      [`/matches/${match.id}/stream`, match.tokens[0]],
      ['/players/me/stream', me.key],
    ] as const) {
      const abort = new AbortController();
      const res = await fetch(`${base}${path}`, { headers: { Authorization: `Bearer ${token}` }, signal: abort.signal });
      expect(res.status).toBe(200);
      const reader = res.body!.getReader();
      await reader.read();
      abort.abort();
      await reader.cancel().catch(() => undefined);
    }
    await t.http().get(`/matches/${match.id}/stream`).set('Last-Event-ID', 'x').expect(400);
    await t.http().get('/players/me/stream').expect(401);
    // The server sees a closed stream a moment after the client closes it.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expectConforming();
  });

  it('saw every operation of the document', () => {
    const operations = Object.entries(checker.document.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const seen = new Set([...checker.covered].map((entry) => entry.split(' ').slice(0, 2).join(' ')));
    expect(operations.filter((operation) => !seen.has(operation))).toEqual([]);
    expect(checker.undocumented.filter((entry) => !entry.startsWith('GET /openapi.json'))).toEqual([]);
  });
});
