import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import http from 'node:http';
import { bearer, databases, registerPlayer, startApp, startMatch, type TestApp } from '../support/app.js';
import {
  anyText,
  headerText,
  oddNumber,
  oddValue,
  percentEncode,
  PROTOTYPE_NAMES,
  rawSegment,
  SchemaArbitraries,
  withMember,
  type OpenApiDocument,
  type Operation,
  type Schema,
} from '../support/fuzz.js';
import { playToEnd } from '../support/play.js';
import { parseIfMatch } from '../../src/matches/matches.service.js';

/**
 * Fuzzes every operation of the OpenAPI document with requests generated from its schemas (fast-check):
 * wrong types, missing and extra members, huge and negative numbers, odd text, broken JSON and encodings, bad
 * headers and query parameters, real ids and tokens mixed in. Asserts no 5xx, a problem+json body on every
 * error, and that no request changes the "frozen" fixture matches; requests that may legitimately change a
 * match go to throwaway ("scratch") matches. FUZZ_RUNS sets the number of generated requests per database,
 * FUZZ_SEED replays a run (the seed is printed with any failure), FUZZ_REPORT=1 prints the statuses per operation.
 */
// 6000: enough for each of the ~70 operations to reach its success path at least once in almost every run.
const RUNS = Number(process.env.FUZZ_RUNS ?? 6000);
/** Operations no generated request can complete, with the reason (left out of the success check). */
const UNREACHABLE: Record<string, string> = {
  'POST /players/me/email/confirm': 'needs the code mailed to the player, which no request can guess',
};
/** Sending stops after this long (per database), so a loaded machine runs fewer requests rather than timing out. */
const BUDGET_MS = Number(process.env.FUZZ_BUDGET_MS ?? 90_000);
/** Clean requests sent, after the mixed run, to each operation that has not yet succeeded (stopping at a success). */
const TARGETED_RUNS = 300;
/** How many operations may never reach success in a run the time budget cut short (it sends no targeted requests). */
const MISSES_CUT_SHORT = 5;
const BASE_SEED = process.env.FUZZ_SEED !== undefined ? Number(process.env.FUZZ_SEED) : Math.floor(Math.random() * 2 ** 31);
/**
 * Part of every e-mail address the run sets. Confirmation mails are limited per address and hour, and the PostgreSQL
 * database outlives a run: addresses of an earlier run within the hour would answer 429 and never be set.
 */
const RUN = Math.random().toString(36).slice(2, 10);

interface MatchFixture {
  id: string;
  game: string;
  tokens: string[];
  creatorToken: string;
  /** Frozen: must not change. Scratch: any request may change it. */
  frozen: boolean;
}

interface World {
  matches: MatchFixture[];
  games: { id: string; players: { min: number; max: number }; options: Schema }[];
  player: { id: string; key: string };
  /** A second player, and a key of the first player that requests may revoke. */
  other: { id: string; key: string };
  spareKey: { id: string; key: string };
  keyIds: string[];
  hooks: { kept: string[]; spare: string[] };
  deliveryIds: number[];
  tokens: string[];
}

type Body =
  | { json: unknown; contentType: string }
  | { raw: string; contentType: string }
  | { bytes: number[]; contentType: string }
  /** One of the view's legal actions for the token's seat, maybe with one member changed (scratch matches). */
  | { legal: number; tweak: [string, unknown] | null };

interface Recipe {
  method: string;
  template: string;
  segments: Record<string, string>;
  query: string;
  headers: Record<string, string>;
  body?: Body;
  /** The fixture match the path names, if any. */
  match?: MatchFixture;
  /** For actions on scratch matches: the token is replaced by the active seat's, the version by the current one. */
  play?: boolean;
}

interface Outcome {
  status: number;
  contentType: string;
  text: string;
  /** The Allow header of a 405. */
  allow?: string;
}

/** Statuses the document describes once for every operation (refusals of the HTTP parser). */
const ANY_OPERATION = new Set([408, 431]);

const WRITES_TO_MATCH = new Set([
  'POST /matches/{id}/players',
  'POST /matches/{id}/bots',
  'POST /matches/{id}/invitations',
  'POST /matches/{id}/invitations/decline',
  'DELETE /matches/{id}/invitations/{playerId}',
  'POST /matches/{id}/actions',
  'POST /matches/{id}/resign',
  'DELETE /matches/{id}',
]);
/** Operations that change a match whatever version it is at: they only ever go to scratch matches. */
const SCRATCH_ONLY = new Set(['POST /matches/{id}/resign', 'POST /matches/{id}/abort']);

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/JSON',
  'application/problem+json',
  'application/vnd.kartenrunde+json',
  'text/plain',
  'text/json',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/octet-stream',
];

const MALFORMED_BODIES = [
  '',
  ' ',
  '{',
  '}',
  '{"a":',
  '{"a" 1}',
  "{'a':1}",
  '{"a":1,}',
  '[1,2',
  'null',
  'true',
  '0',
  '-',
  '"text"',
  '[]',
  '[{}]',
  '[null]',
  '{}',
  '{"a":1,"a":2}',
  '{"seats":1e999}',
  '{"expectedVersion":-1e999}',
  '\ufeff{}',
  '{"type":"\\ud800"}',
  '{"\\u0000":"\\u0000"}',
  '{"__proto__":{"__proto__":{"x":1}}}',
  `{"a":${'['.repeat(40)}${']'.repeat(40)}}`,
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  `{"x":"${'y'.repeat(17_000)}"}`,
  'type=pass&expectedVersion=1',
];

describe.each(databases())('fuzzing the OpenAPI document ($name)', ({ name, url }) => {
  let t: TestApp;
  let base: string;
  let doc: OpenApiDocument;
  let world: World;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const seed = BASE_SEED + (name === 'PostgreSQL' ? 1 : 0);

  beforeAll(async () => {
    // Generated webhook URLs point at 127.0.0.1:9 only (nothing listens); deliveries never run (background: false).
    // So does SMTP, so that e-mail addresses can be set: no mail is sent (the mailer runs only in the background).
    t = await startApp(url, { background: false, webhookAllowPrivate: true, mail: { smtpUrl: 'smtp://127.0.0.1:9' } });
    base = await t.listen();
    doc = (await t.http().get('/openapi.json').expect(200)).body;
    world = await seedFixtures(t);
  }, 60_000);

  afterAll(async () => {
    agent.destroy();
    // Every webhook the run made belongs to the fixture players or matches: none may outlive it.
    if (world) {
      const owners = [{ playerId: { in: [world.player.id, world.other.id] } }, { matchId: { in: world.matches.map((m) => m.id) } }];
      await t.db.prisma.webhook.deleteMany({ where: { OR: owners } });
    }
    await t.close();
  });

  it(`answers ${RUNS} generated requests without a 5xx, with problem+json errors, and leaves the frozen matches as they were`, async () => {
    const frozen = world.matches.filter((m) => m.frozen);
    const before = await snapshot(
      t,
      frozen.map((m) => m.id),
    );
    const arbitraries = new SchemaArbitraries(doc);
    const requests = fc.sample(requestArbitrary(doc, arbitraries, world), { numRuns: RUNS, seed });
    const started = Date.now();

    const failures: string[] = [];
    const statuses = new Map<string, Map<number, number>>();
    let previous = '';
    let slowest = { ms: 0, request: '' };
    /** Sends one recipe, records its status and what is wrong with the answer; the status is returned. */
    const exercise = async (recipe: Recipe): Promise<number> => {
      const prepared = await prepare(t, base, recipe);
      const sentAt = Date.now();
      const outcome = await send(agent, prepared);
      const ms = Date.now() - sentAt;
      if (ms > slowest.ms) slowest = { ms, request: `${describeRequest(prepared).slice(0, 400)} -> ${outcome.status}` };
      const op = `${recipe.method} ${recipe.template}`;
      const counts = statuses.get(op) ?? new Map<number, number>();
      counts.set(outcome.status, (counts.get(outcome.status) ?? 0) + 1);
      statuses.set(op, counts);
      const documented = doc.paths[recipe.template]?.[recipe.method.toLowerCase()]?.responses;
      // A path parameter left empty can make the URL another path's (DELETE /matches/ is /matches): 405 for it, whose
      // Allow must then lack the method (a 405 that lists it would be a lie).
      const otherPath = outcome.status === 405 && outcome.allow !== undefined && !outcome.allow.split(', ').includes(recipe.method);
      const undocumented =
        documented && outcome.status >= 400 && !ANY_OPERATION.has(outcome.status) && !documented[String(outcome.status)] && !otherPath;
      const problem = check(outcome) ?? (undocumented ? `${outcome.status} is not documented for ${op}` : null);
      const takesBody = doc.paths[recipe.template]?.[recipe.method.toLowerCase()]?.requestBody !== undefined;
      const wrongSuccess = outcome.status < 300 ? acceptedWrongly(recipe, op, prepared, takesBody) : null;
      if (problem || wrongSuccess) {
        const after = outcome.status === 599 ? `\n  after: ${previous}` : '';
        failures.push(
          `${problem ?? wrongSuccess}\n  request: ${describeRequest(prepared)}\n  response: ${outcome.status} ${outcome.contentType} ${outcome.text.slice(0, 300)}${after}`,
        );
      }
      previous = `${describeRequest(prepared).slice(0, 200)} -> ${outcome.status}`;
      return outcome.status;
    };
    let sent = 0;
    for (const recipe of requests) {
      // A loaded machine sends fewer requests, not a slower test.
      if (Date.now() - started > BUDGET_MS) break;
      sent++;
      await exercise(recipe);
    }
    // Operations the mixed run never brought to success get clean requests of their own (seeded too), after the
    // fixtures they need are restored, until one succeeds: whether an operation is reachable does not hang on luck.
    const operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, operation]) => ({ op: `${method.toUpperCase()} ${path}`, method, path, operation })),
    );
    const succeeded = (op: string) => [...(statuses.get(op)?.keys() ?? [])].some((status) => status < 300);
    const missing = operations.filter(({ op }) => !(op in UNREACHABLE) && !succeeded(op));
    if (missing.length > 0 && sent === requests.length) await restoreFixtures(t, world);
    for (const [index, { method, path, operation }] of (sent === requests.length ? missing : []).entries()) {
      const targeted = fc.sample(operationArbitrary(method.toUpperCase(), path, operation, arbitraries, world, true), {
        numRuns: TARGETED_RUNS,
        seed: seed + 1000 + index,
      });
      for (const recipe of targeted) {
        if ((await exercise(recipe)) < 300) break;
      }
    }
    const elapsed = Date.now() - started;

    const report = [...statuses].map(([op, counts]) => `${op}: ${[...counts].map(([s, n]) => `${s}x${n}`).join(' ')}`);
    if (process.env.FUZZ_REPORT)
      console.log(
        `seed ${seed}, ${sent} of ${requests.length} requests in ${elapsed} ms; slowest ${slowest.ms} ms: ${slowest.request}\n${report.join('\n')}`,
      );
    expect({ seed, failures: failures.slice(0, 10), count: failures.length }).toEqual({ seed, failures: [], count: 0 });
    // Every operation was exercised and reached its handler's success path (unless the time budget cut the run short).
    if (sent >= 1000) {
      expect(operations.filter(({ op }) => !statuses.has(op)).map(({ op }) => op)).toEqual([]);
      const neverSucceeded = operations.filter(({ op }) => !(op in UNREACHABLE) && !succeeded(op)).map(({ op }) => op);
      const allowed = sent === requests.length ? 0 : MISSES_CUT_SHORT;
      if (neverSucceeded.length > allowed) {
        throw new Error(
          `too few operations reached success (seed ${seed}, ${sent} of ${requests.length} requests sent): none for ${neverSucceeded.join(', ')}\n${report.join('\n')}`,
        );
      }
    }
    expect(
      await snapshot(
        t,
        frozen.map((m) => m.id),
      ),
    ).toEqual(before);
    // The fixtures still work: the player's key, the kept webhooks.
    await t.http().get('/players/me').set(bearer(world.player.key)).expect(200);
    const hooks = (await t.http().get('/webhooks').set(bearer(world.player.key)).expect(200)).body.map((h: { id: string }) => h.id);
    expect(hooks).toEqual(expect.arrayContaining(world.hooks.kept));
    expect(sent).toBeGreaterThanOrEqual(Math.min(requests.length, 500));
  }, 180_000);
});

// --- fixtures ----------------------------------------------------------------------------------------------

async function seedFixtures(t: TestApp): Promise<World> {
  const games = (await t.http().get('/games').expect(200)).body as World['games'];
  const player = await registerPlayer(t, 'Fuzzy');
  const other = await registerPlayer(t, 'Other');
  const spare = await t.http().post('/players/me/keys').set(bearer(player.key)).send({ label: 'spare' }).expect(201);
  const keys = (await t.http().get('/players/me/keys').set(bearer(player.key)).expect(200)).body as { id: string }[];
  // The other player has a confirmed e-mail address (the code read from the outbox: no mail is sent), so that the
  // e-mail operations can succeed (confirming again answers with the settings) until a request changes it.
  await t
    .http()
    .put('/players/me/email')
    .set(bearer(other.key))
    .send({ address: `other-${RUN}@example.org` })
    .expect(200);
  const confirmation = await t.db.prisma.mailOutbox.findFirstOrThrow({ where: { playerId: other.id, kind: 'confirmation' } });
  await t
    .http()
    .post('/players/me/email/confirm')
    .set(bearer(other.key))
    .send({ code: (confirmation.data as { code: string }).code })
    .expect(200);

  const matches: MatchFixture[] = [];
  const running = async (game: string, seats: number, frozen: boolean, extra: Record<string, unknown> = {}) => {
    const m = await startMatch(t, { game, seats, dealing: { mode: 'seeded', seed: `fuzz-${game}-${matches.length}` }, ...extra });
    matches.push({ ...m, game, frozen });
    return m;
  };
  // The player holds seat 0 of a frozen Schwimmen match (it is their move or soon will be: notifications, deliveries).
  const created = await t
    .http()
    .post('/matches')
    .set(bearer(player.key))
    .send({ game: 'schwimmen', seats: 2, dealing: { mode: 'seeded', seed: 'fuzz-own' } })
    .expect(201);
  const own = created.body.match.id as string;
  const seat0 = await t.http().post(`/matches/${own}/players`).set(bearer(player.key)).send({}).expect(201);
  const seat1 = await t.http().post(`/matches/${own}/players`).send({ name: 'Zweite' }).expect(201);
  matches.push({
    id: own,
    game: 'schwimmen',
    tokens: [seat0.body.token, seat1.body.token],
    creatorToken: created.body.creatorToken,
    frozen: true,
  });
  const hook = await t.http().post('/webhooks').set(bearer(player.key)).send({ url: 'http://127.0.0.1:9/fuzz' }).expect(201);
  const matchHook = await t
    .http()
    .post('/webhooks')
    .set(bearer(created.body.creatorToken))
    .send({ url: 'http://127.0.0.1:9/fuzz-match', matchId: own })
    .expect(201);
  const spareHook = await t.http().post('/webhooks').set(bearer(player.key)).send({ url: 'http://127.0.0.1:9/spare' }).expect(201);

  // Frozen matches of every game, a few moves in; and one that has ended (for the audit endpoints).
  for (const game of games) {
    const m = await running(game.id, game.players.min, true);
    await playSome(t, m.id, m.tokens, 3);
  }
  const ended = await running('schwimmen', 2, true, { options: { lives: 1 } });
  await playToEnd(
    t,
    ended.id,
    ended.tokens,
    (actions) => actions.find((a) => a.type === 'choosePacket') ?? actions.find((a) => a.type === 'knock') ?? actions[0],
  );
  // Scratch matches: running ones of every game, waiting ones (joins, bots, invitations, cancelling).
  for (const game of games) await running(game.id, game.players.max, false, { timeControl: { moveSeconds: 60, onTimeout: 'nothing' } });
  // Three of each: a run whose first requests cancel or fill a game's waiting match still has others for the
  // requests that need one (bots, invitations, abort), so those can reach success whatever the seed.
  for (const game of games) {
    for (let copy = 0; copy < 3; copy++) {
      const waiting = await t.http().post('/matches').set(bearer(other.key)).send({ game: game.id, seats: game.players.max }).expect(201);
      matches.push({ id: waiting.body.match.id, game: game.id, tokens: [], creatorToken: waiting.body.creatorToken, frozen: false });
    }
  }
  matches.push(...(await lifeFixtures(t, 'first')));
  // Invite the player to scratch matches so they show up among their matches (and can be declined or withdrawn).
  for (const waitingOne of matches.filter((m) => !m.frozen && m.tokens.length === 0)) {
    await t
      .http()
      .post(`/matches/${waitingOne.id}/invitations`)
      .set(bearer(waitingOne.creatorToken))
      .send({ playerId: player.id })
      .expect(201);
  }

  const deliveries = async (hookId: string, key: string) =>
    ((await t.http().get(`/webhooks/${hookId}/deliveries`).set(bearer(key)).expect(200)).body as { id: number }[]).map((d) => d.id);
  const deliveryIds = [...(await deliveries(hook.body.id, player.key)), ...(await deliveries(matchHook.body.id, player.key))];

  const tokens = [...matches.flatMap((m) => [...m.tokens, m.creatorToken]), player.key, other.key, spare.body.key];
  return {
    matches,
    games,
    player,
    other,
    spareKey: { id: spare.body.id, key: spare.body.key },
    keyIds: keys.map((k) => k.id),
    hooks: { kept: [hook.body.id, matchHook.body.id], spare: [spareHook.body.id] },
    deliveryIds,
    tokens,
  };
}

/**
 * Scratch matches of a match's life: two waiting ones with seats taken (to leave), an ended one (to offer a
 * rematch), and an ended one with a rematch offered by seat 0 (to accept or decline). `label` names their seeded
 * deals, so that a seed replays the same run.
 */
async function lifeFixtures(t: TestApp, label: string): Promise<MatchFixture[]> {
  const matches: MatchFixture[] = [];
  for (let i = 0; i < 2; i++) {
    const seated = await t.http().post('/matches').send({ game: 'schwimmen', seats: 6 }).expect(201);
    const seatedTokens: string[] = [];
    for (const name of ['Eins', 'Zwei', 'Drei'])
      seatedTokens.push((await t.http().post(`/matches/${seated.body.match.id}/players`).send({ name }).expect(201)).body.token);
    matches.push({
      id: seated.body.match.id,
      game: 'schwimmen',
      tokens: seatedTokens,
      creatorToken: seated.body.creatorToken,
      frozen: false,
    });
  }
  for (const seats of [2, 3]) {
    const dealing = { mode: 'seeded', seed: `fuzz-life-${label}-${seats}` };
    const over = await startMatch(t, { game: 'schwimmen', seats, dealing, options: { lives: 1 } });
    await playToEnd(
      t,
      over.id,
      over.tokens,
      (actions) => actions.find((a) => a.type === 'choosePacket') ?? actions.find((a) => a.type === 'knock') ?? actions[0],
    );
    if (seats === 3) await t.http().post(`/matches/${over.id}/rematch`).set(bearer(over.tokens[0])).expect(201);
    matches.push({ ...over, game: 'schwimmen', frozen: false });
  }
  return matches;
}

/**
 * Puts back what generated requests may have used up, for the targeted requests: the other player's confirmed
 * address (written directly: the run may have spent the hourly confirmation mails) and, per game, a waiting
 * scratch match with a free seat and the player invited (to invite, decline, withdraw or join) and a running one
 * before its first card (to vote on aborting it); and the scratch matches of a match's life (lifeFixtures: to
 * leave, and to offer, accept or decline a rematch).
 */
async function restoreFixtures(t: TestApp, world: World): Promise<void> {
  const address = {
    address: `other-${RUN}@example.org`,
    notices: ['yourMove'],
    codeHash: null,
    codeExpiresAt: null,
    codeTries: 0,
    confirmedAt: new Date(),
  };
  await t.db.prisma.mailAddress.upsert({
    where: { playerId: world.other.id },
    create: { playerId: world.other.id, ...address },
    update: address,
  });
  for (const game of world.games) {
    const waiting = await t
      .http()
      .post('/matches')
      .set(bearer(world.other.key))
      .send({ game: game.id, seats: game.players.max })
      .expect(201);
    await t
      .http()
      .post(`/matches/${waiting.body.match.id}/invitations`)
      .set(bearer(waiting.body.creatorToken))
      .send({ playerId: world.player.id })
      .expect(201);
    world.matches.push({ id: waiting.body.match.id, game: game.id, tokens: [], creatorToken: waiting.body.creatorToken, frozen: false });
    const fresh = await startMatch(t, { game: game.id, seats: game.players.min });
    world.matches.push({ ...fresh, game: game.id, frozen: false });
  }
  world.matches.push(...(await lifeFixtures(t, 'restored')));
}

async function playSome(t: TestApp, id: string, tokens: string[], moves: number): Promise<void> {
  for (let i = 0; i < moves; i++) {
    const summary = (await t.http().get(`/matches/${id}`).expect(200)).body;
    if (summary.status !== 'active') return;
    const token = tokens[summary.activeSeats[0]];
    const view = (await t.http().get(`/matches/${id}/view`).set(bearer(token)).expect(200)).body;
    await t.http().post(`/matches/${id}/actions`).set(bearer(token)).send(view.legalActions[0]).expect(200);
  }
}

/** Everything stored about the matches that the requests must not change. */
async function snapshot(t: TestApp, ids: string[]) {
  const prisma = t.db.prisma;
  // Left out, the service's bookkeeping of an ended match, which requests may start but not change the match by:
  // reading its analysis asks for it (`analysisWanted`), and the analyst then analyses it (`analysed`); the
  // recorder records its result in the background, whenever it gets to it (`recorded`).
  const matches = await prisma.match.findMany({
    where: { id: { in: ids } },
    omit: { analysisWanted: true, analysed: true, recorded: true },
    include: { players: { orderBy: { seat: 'asc' } } },
    orderBy: { id: 'asc' },
  });
  const events = await prisma.matchEvent.groupBy({
    by: ['matchId'],
    where: { matchId: { in: ids } },
    _count: true,
    _max: { sequence: true },
  });
  const idempotent = await prisma.idempotentResponse.count({ where: { matchId: { in: ids } } });
  return JSON.parse(JSON.stringify({ matches, events: events.sort((a, b) => a.matchId.localeCompare(b.matchId)), idempotent }));
}

// --- requests ----------------------------------------------------------------------------------------------

function requestArbitrary(doc: OpenApiDocument, arbitraries: SchemaArbitraries, world: World): fc.Arbitrary<Recipe> {
  const operations: fc.WeightedArbitrary<Recipe>[] = [];
  for (const [template, ops] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(ops)) {
      // Resigning ends a scratch match at once, so it is sent rarely; aborting needs every seat's vote first.
      const op = `${method.toUpperCase()} ${template}`;
      const weight =
        template === '/matches/{id}/actions' ? 6 : method === 'get' || (SCRATCH_ONLY.has(op) && op !== 'POST /matches/{id}/abort') ? 1 : 2;
      operations.push({ weight, arbitrary: operationArbitrary(method.toUpperCase(), template, operation, arbitraries, world) });
    }
  }
  // Routes and methods the document does not have.
  operations.push({ weight: 1, arbitrary: strayArbitrary(world) });
  return fc.oneof(...operations);
}

/**
 * One operation's requests. Half are "clean" (real ids and tokens, declared parameters with valid values, a
 * body from the schema) so that they reach the handlers' deeper code; the other half are noisy everywhere.
 * With `cleanOnly`, all are clean.
 */
function operationArbitrary(
  method: string,
  template: string,
  operation: Operation,
  arbitraries: SchemaArbitraries,
  world: World,
  cleanOnly = false,
): fc.Arbitrary<Recipe> {
  const op = `${method} ${template}`;
  const pathParams = (operation.parameters ?? []).filter((p) => p.in === 'path');
  const matchScoped = template.startsWith('/matches/{id}');
  return (cleanOnly ? fc.constant(true) : fc.boolean()).chain((clean) => {
    // Reads and writes go to frozen and scratch matches alike; writes to frozen ones must all be refused (those that
    // need no version, such as resigning, go to scratch matches only).
    const targets = SCRATCH_ONLY.has(op) ? world.matches.filter((m) => !m.frozen) : world.matches;
    const matchArb: fc.Arbitrary<MatchFixture | undefined> = !matchScoped
      ? fc.constant(undefined)
      : clean
        ? fc.constantFrom(...targets)
        : fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...targets) }, { weight: 1, arbitrary: fc.constant(undefined) });
    return matchArb.chain((match) => {
      const segments = fc.record(
        Object.fromEntries(pathParams.map((p) => [p.name, segmentArbitrary(template, p.name, method, world, match, clean)])),
      );
      const query = queryArbitrary(operation, arbitraries, clean);
      const headers = headersArbitrary(operation, world, match, clean);
      const schema = operation.requestBody?.content['application/json']?.schema;
      const body: fc.Arbitrary<Body | undefined> = schema
        ? bodyArbitrary(op, schema, arbitraries, world, match, clean)
        : clean
          ? fc.constant(undefined)
          : fc.oneof({ weight: 4, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: strayBody() });
      const play = op === 'POST /matches/{id}/actions' && match !== undefined && !match.frozen ? fc.boolean() : fc.constant(false);
      return fc.record({ segments, query, headers, body, play }).map((parts): Recipe => ({ method, template, match, ...parts }));
    });
  });
}

function segmentArbitrary(
  template: string,
  param: string,
  method: string,
  world: World,
  match: MatchFixture | undefined,
  clean: boolean,
): fc.Arbitrary<string> {
  const odd = fc.oneof(
    rawSegment(),
    fc.uuid(),
    fc.constantFrom('00000000-0000-0000-0000-000000000000', '------------------------------------', '1', '-1', '99999999999999999999'),
  );
  const real = (values: (string | number)[]) =>
    values.length === 0
      ? odd
      : clean
        ? fc.constantFrom(...values.map(String))
        : fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...values.map(String)) }, { weight: 2, arbitrary: odd });
  if (template.startsWith('/matches/{id}') && param === 'id') return match ? fc.constant(match.id) : odd;
  if (template.startsWith('/games/')) return real(world.games.map((g) => g.id));
  if (template.startsWith('/players/{id}') || param === 'playerId') return real([world.player.id, world.other.id]);
  if (param === 'keyId') return real([world.spareKey.id]);
  if (template.startsWith('/webhooks/{id}') && param === 'id') return real(method === 'DELETE' ? world.hooks.spare : world.hooks.kept);
  if (param === 'sender') return real(['seat-0', 'seat-1', 'seat-3', `player-${world.player.id}`, `player-${world.other.id}`]);
  if (param === 'deliveryId')
    return clean
      ? real(world.deliveryIds)
      : fc.oneof(
          real(world.deliveryIds),
          oddNumber().map((n) => String(n)),
        );
  return odd;
}

function queryArbitrary(operation: Operation, arbitraries: SchemaArbitraries, clean: boolean): fc.Arbitrary<string> {
  const declared = (operation.parameters ?? []).filter((p) => p.in === 'query');
  const pair = (name: fc.Arbitrary<string>, value: fc.Arbitrary<string>) => fc.tuple(name, value).map(([n, v]) => `${n}=${v}`);
  const text = (v: unknown) => percentEncode(typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));
  const valueOf = (schema: Schema | undefined) =>
    clean && schema
      ? arbitraries.valid(schema).map(text)
      : fc.oneof(
          { weight: 3, arbitrary: (schema ? arbitraries.value(schema) : oddValue()).map(text) },
          { weight: 1, arbitrary: rawSegment() },
        );
  const required = declared.filter((p) => p.required).map((p) => pair(fc.constant(p.name), valueOf(p.schema)));
  const optional = declared.filter((p) => !p.required).map((p) => fc.option(pair(fc.constant(p.name), valueOf(p.schema)), { nil: '' }));
  const declaredParts = fc.tuple(...required, ...optional, fc.constant('')).map((parts) => parts.filter(Boolean));
  if (clean) return declaredParts.map((parts) => parts.join('&'));
  // Noisy: declared parameters may be missing or repeated, and others come along (prototype names among them).
  const extra = pair(
    fc.oneof(fc.constantFrom(...PROTOTYPE_NAMES, 'after[gt]', 'limit', 'status', 'version', ''), rawSegment()),
    valueOf(undefined),
  );
  return fc.tuple(declaredParts, fc.array(extra, { maxLength: 2 }), fc.nat(9), fc.boolean()).map(([parts, extras, repeat, dropFirst]) => {
    const list = [...(dropFirst ? parts.slice(1) : parts), ...extras];
    if (repeat === 0 && list.length > 0) list.push(list[0]);
    return list.join('&');
  });
}

function tokenArbitrary(world: World, match: MatchFixture | undefined, clean: boolean): fc.Arbitrary<string | undefined> {
  const own = match ? [...match.tokens, match.creatorToken, world.player.key] : [world.player.key, world.other.key];
  const owned = fc.constantFrom(...own).map((token) => `Bearer ${token}`);
  if (clean) return fc.oneof({ weight: 8, arbitrary: owned }, { weight: 1, arbitrary: fc.constant(undefined) });
  return fc.oneof(
    { weight: 6, arbitrary: owned },
    { weight: 2, arbitrary: fc.constantFrom(...world.tokens).map((token) => `Bearer ${token}`) },
    { weight: 2, arbitrary: fc.constant(undefined) },
    {
      weight: 2,
      arbitrary: fc.oneof(
        headerText(),
        headerText().map((x) => `Bearer ${x}`),
        fc.constantFrom(
          'Bearer',
          'Bearer ',
          'bearer key_abcdefghijkl',
          'Basic YTpi',
          `Bearer seat_${'x'.repeat(300)}`,
          'Bearer key_revoked-or-unknown-123',
        ),
        fc.constantFrom(...own).map((token) => `Bearer ${token.slice(0, -1)}`),
      ),
    },
  );
}

function headersArbitrary(
  operation: Operation,
  world: World,
  match: MatchFixture | undefined,
  clean: boolean,
): fc.Arbitrary<Record<string, string>> {
  const declared = (operation.parameters ?? []).filter((p) => p.in === 'header' && p.name.toLowerCase() !== 'authorization');
  const version = fc.nat(40);
  const optional: Record<string, fc.Arbitrary<string>> = clean
    ? {}
    : {
        'X-Request-Id': headerText(),
        'If-None-Match': fc.oneof(
          headerText(),
          version.map((n) => `"${n}"`),
        ),
        Accept: fc.constantFrom('*/*', 'text/html', 'application/xml', 'application/problem+json', ''),
        'Content-Encoding': fc.constantFrom('gzip', 'deflate', 'br', 'identity', 'x-unknown', 'gzip, gzip'),
        // Now and then more header than the server takes (431, answered for any operation).
        'X-Padding': fc.oneof({ weight: 30, arbitrary: fc.constant('') }, { weight: 1, arbitrary: fc.constant('p'.repeat(17_000)) }),
      };
  for (const p of declared) {
    if (p.name === 'If-Match')
      optional[p.name] = clean
        ? version.map((n) => `"${n}"`)
        : fc.oneof(
            version.map((n) => `"${n}"`),
            version.map((n) => `W/"${n}"`),
            version.map(String),
            headerText(),
          );
    else if (p.name === 'Last-Event-ID')
      optional[p.name] = clean
        ? version.map(String)
        : fc.oneof(version.map(String), headerText(), fc.constantFrom('2147483648', '99999999999999999999', '-1'));
    else
      optional[p.name] = clean
        ? fc.string({ minLength: 1, maxLength: 40, unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789-') })
        : headerText(210);
  }
  return fc
    .record({ authorization: tokenArbitrary(world, match, clean), optional: fc.record(optional, { requiredKeys: [] }) })
    .map(({ authorization, optional: rest }) => {
      const headers: Record<string, string> = { ...(rest as Record<string, string>) };
      if (authorization !== undefined) headers.Authorization = authorization;
      return headers;
    });
}

function bodyArbitrary(
  op: string,
  schema: Schema,
  arbitraries: SchemaArbitraries,
  world: World,
  match: MatchFixture | undefined,
  clean: boolean,
): fc.Arbitrary<Body | undefined> {
  let value = clean ? arbitraries.valid(schema) : arbitraries.value(schema);
  // Where the document leaves a body's meaning open (the games' options, URLs, invitees), add values that mean something.
  if (op === 'POST /matches') value = fc.oneof(value, createMatchBody(arbitraries, world, clean));
  if (op === 'POST /matches/{id}/invitations')
    value = fc.oneof(
      value,
      fc.record({ playerId: fc.constantFrom(world.player.id, world.other.id), seat: fc.nat(9) }, { requiredKeys: ['playerId'] }),
    );
  if (op === 'PUT /players/me/email') {
    const notices = fc.subarray(['yourMove', 'invitation', 'matchEnded']);
    value = fc.oneof(
      value,
      fc.record({ address: fc.constantFrom(`anna-${RUN}@example.org`, `fuzz+${RUN}@example.com`), notices }, { requiredKeys: ['address'] }),
    );
  }
  if (op === 'POST /webhooks') {
    // Loopback only (port 9 refuses): another test's dispatcher on the same database may try to deliver.
    const loopback = fc
      .tuple(fc.constantFrom('http', 'https', 'HTTP'), fc.webPath(), fc.webQueryParameters())
      .map(([scheme, path, query]) => `${scheme}://127.0.0.1:9${path}?${query}`);
    const url = fc.oneof(
      loopback,
      fc.constantFrom('ftp://127.0.0.1:9/', 'javascript:alert(1)', 'http://[::1', '//x', 'http://127.0.0.1:99999/', 'file:///etc/passwd'),
    );
    value = fc.oneof(value, fc.record({ url, matchId: fc.constantFrom(...world.matches.map((m) => m.id)) }, { requiredKeys: ['url'] }));
  }
  const contentType = clean
    ? fc.constant('application/json')
    : fc.oneof({ weight: 8, arbitrary: fc.constant('application/json') }, { weight: 2, arbitrary: fc.constantFrom(...CONTENT_TYPES) });
  const choices: fc.WeightedArbitrary<Body | undefined>[] = [{ weight: 10, arbitrary: fc.record({ json: value, contentType }) }];
  if (!clean) choices.push({ weight: 3, arbitrary: strayBody() }, { weight: 1, arbitrary: fc.constant(undefined) });
  if (op === 'POST /matches/{id}/actions' && match && !match.frozen) {
    const tweak = clean
      ? fc.constant(null)
      : fc.option(fc.tuple(fc.constantFrom('type', 'card', 'cards', 'seat', 'bid', 'expectedVersion', ...PROTOTYPE_NAMES), oddValue()), {
          nil: null,
        });
    choices.push({ weight: 10, arbitrary: fc.record({ legal: fc.nat(), tweak }) });
  }
  return fc.oneof(...choices);
}

/** A body to create a match of a real game: seats in its range, its own rule options (or broken ones), dealing and time control. */
function createMatchBody(arbitraries: SchemaArbitraries, world: World, clean: boolean): fc.Arbitrary<unknown> {
  const seats = (game: World['games'][number]) => fc.integer({ min: game.players.min, max: game.players.max });
  return fc.constantFrom(...world.games).chain((game) =>
    fc.record(
      {
        game: fc.constant(game.id),
        seats: clean ? seats(game) : fc.oneof(seats(game), oddNumber()),
        options: clean ? arbitraries.valid(game.options) : arbitraries.value(game.options),
        dealing: fc.oneof(
          fc.record({ mode: fc.constant('seeded'), seed: anyText(20) }),
          fc.record(
            {
              mode: fc.constantFrom('preset', 'random', 'seeded'),
              presets: fc.array(
                fc.oneof(
                  oddValue(),
                  fc.dictionary(fc.constantFrom('hands', 'talon', 'pack', 'second', 'stock', 'trumpCard', ...PROTOTYPE_NAMES), oddValue()),
                ),
                { maxLength: 3 },
              ),
            },
            { requiredKeys: ['mode'] },
          ),
        ),
        timeControl: fc.record(
          {
            moveSeconds: fc.oneof(fc.integer({ min: 60, max: 2592000 }), oddNumber()),
            onTimeout: fc.constantFrom('bot', 'forfeit', 'nothing', 'x'),
            bot: fc.constantFrom('heuristic', 'random', 'smart'),
          },
          { requiredKeys: ['moveSeconds', 'onTimeout'] },
        ),
      },
      { requiredKeys: ['game', 'seats'] },
    ),
  );
}

/** Bodies no schema describes: broken JSON, odd media types, invalid UTF-8. */
function strayBody(): fc.Arbitrary<Body> {
  return fc.oneof(
    fc.record({ raw: fc.constantFrom(...MALFORMED_BODIES), contentType: fc.constantFrom(...CONTENT_TYPES) }),
    fc.record({ raw: fc.constantFrom(...MALFORMED_BODIES), contentType: fc.constant('application/json') }),
    fc.record({
      bytes: fc
        .tuple(oddValue(), fc.constantFrom([0xff], [0xc0, 0xaf], [0xed, 0xa0, 0x80], [0xe2, 0x82], [0xf8, 0x88, 0x80, 0x80, 0x80], [0x00]))
        .map(([v, bad]) => {
          const text = Buffer.from(`{"type":"pass","name":"x`);
          return [...text, ...bad, ...Buffer.from(`","v":${JSON.stringify(v) ?? 'null'}}`)];
        }),
      contentType: fc.constant('application/json'),
    }),
  );
}

/** Requests for routes or methods the document does not have: 404 (or 405) as problem+json. */
function strayArbitrary(world: World): fc.Arbitrary<Recipe> {
  const match = world.matches[0];
  return fc
    .tuple(
      fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'),
      fc.constantFrom(
        '/',
        '/matches',
        `/matches/${match.id}/actions`,
        `/matches/${match.id}/nowhere`,
        '/games/schwimmen/x',
        '/players/me/keys',
        '/webhooks',
        '/openapi',
        '/docs/../matches',
        '/%',
        '/matches/%E0%A4%A/view',
      ),
      headersArbitrary({ responses: {} }, world, match, false),
    )
    .map(([method, template, headers]): Recipe => ({ method, template, segments: {}, query: '', headers, match: undefined }));
}

// --- sending -----------------------------------------------------------------------------------------------

interface Prepared {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: Buffer;
}

/** Resolves a recipe against the current state: scratch plays use the active seat and the current version; frozen matches never get theirs. */
async function prepare(t: TestApp, base: string, recipe: Recipe): Promise<Prepared> {
  const headers = { ...recipe.headers };
  let body = recipe.body;
  const match = recipe.match;
  const isAction = recipe.template === '/matches/{id}/actions' && recipe.method === 'POST';
  if (isAction && match && !match.frozen && (recipe.play || (body && 'legal' in body))) {
    const summary = (await t.http().get(`/matches/${match.id}`)).body as { activeSeats?: number[]; version?: number };
    const seat = summary.activeSeats?.[0];
    if (seat !== undefined && match.tokens[seat]) headers.Authorization = `Bearer ${match.tokens[seat]}`;
    if (headers['If-Match'] !== undefined) headers['If-Match'] = `"${summary.version}"`;
    if (body && 'legal' in body) {
      const view = (
        await t
          .http()
          .get(`/matches/${match.id}/view`)
          .set(headers.Authorization ? { Authorization: headers.Authorization } : {})
      ).body as { legalActions?: Record<string, unknown>[] };
      const legal = view.legalActions ?? [];
      const chosen = legal.length > 0 ? { ...legal[body.legal % legal.length] } : { type: 'pass' };
      body = { json: body.tweak ? withMember(chosen, body.tweak[0], body.tweak[1]) : chosen, contentType: 'application/json' };
    } else if (recipe.play && body && 'json' in body && typeof body.json === 'object' && body.json !== null && !Array.isArray(body.json)) {
      body = { ...body, json: { ...body.json, expectedVersion: summary.version } };
    }
  }
  if (isAction && match?.frozen)
    body = neverCurrent(body, headers, (await t.db.prisma.match.findUniqueOrThrow({ where: { id: match.id } })).version);

  const path = recipe.template.replace(/\{(\w+)\}/g, (_, name: string) => recipe.segments[name] ?? '');
  const prepared: Prepared = { method: recipe.method, url: `${base}${path}${recipe.query ? `?${recipe.query}` : ''}`, headers };
  if (body && !('legal' in body)) {
    prepared.headers['Content-Type'] = body.contentType;
    prepared.body =
      'json' in body ? Buffer.from(JSON.stringify(body.json) ?? 'null') : 'raw' in body ? Buffer.from(body.raw) : Buffer.from(body.bytes);
    // Node frames a GET's or DELETE's body only with an explicit length.
    prepared.headers['Content-Length'] = String(prepared.body.length);
  }
  return prepared;
}

/** For a frozen match, makes sure neither If-Match nor expectedVersion names the current version (so no action can apply). */
function neverCurrent(body: Body | undefined, headers: Record<string, string>, current: number): Body | undefined {
  const ifMatch = headers['If-Match'];
  const parsed = ifMatch === undefined ? null : parseIfMatch(ifMatch);
  if (parsed === '*' || (parsed !== null && parsed.versions.includes(current))) headers['If-Match'] = `"${current + 1}"`;
  if (body && 'json' in body && typeof body.json === 'object' && body.json !== null && !Array.isArray(body.json)) {
    const json = body.json as Record<string, unknown>;
    if (Object.hasOwn(json, 'expectedVersion') && json.expectedVersion === current)
      return { ...body, json: withMember(json, 'expectedVersion', current + 2) };
  }
  return body;
}

/** Sends over `agent` (one connection kept alive, as clients do: a response that leaves it unusable shows as 599). */
function send(agent: http.Agent, request: Prepared): Promise<Outcome> {
  return new Promise((resolve) => {
    const url = new URL(request.url);
    const failed = (error: unknown) => resolve({ status: 599, contentType: '', text: `request failed: ${String(error)}` });
    let req: http.ClientRequest;
    try {
      // The path goes as written (broken percent-encodings included); URL would normalise it.
      const path = request.url.slice(url.origin.length);
      req = http.request({
        host: url.hostname,
        port: url.port,
        method: request.method,
        path,
        headers: request.headers,
        agent,
        timeout: 15_000,
      });
    } catch (error) {
      failed(error);
      return;
    }
    req.on('error', failed);
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('response', (res) => {
      const contentType = String(res.headers['content-type'] ?? '');
      if (contentType.startsWith('text/event-stream')) {
        resolve({ status: res.statusCode ?? 0, contentType, text: '' });
        res.destroy();
        return;
      }
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      const allow = res.headers.allow;
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, contentType, text: Buffer.concat(chunks).toString('utf8'), ...(allow ? { allow } : {}) }),
      );
      res.on('error', failed);
    });
    req.end(request.body);
  });
}

/** What is wrong with a response, or null: no 5xx, and every error is problem+json with a stable code. */
function check(outcome: Outcome): string | null {
  if (outcome.status >= 500) return `${outcome.status} answer`;
  if (outcome.status < 400) return null;
  if (!outcome.contentType.startsWith('application/problem+json'))
    return `error without problem+json (${outcome.contentType || 'no content type'})`;
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(outcome.text);
  } catch {
    return 'problem body is not JSON';
  }
  if (body.status !== outcome.status) return 'problem status differs from the HTTP status';
  if (typeof body.code !== 'string' || !/^[A-Z][A-Z0-9_]*$/.test(body.code)) return 'problem without a stable code';
  if (typeof body.type !== 'string' || typeof body.title !== 'string' || typeof body.detail !== 'string')
    return 'problem without type, title or detail';
  return null;
}

/** Why a request that succeeded should not have: it wrote to a frozen match, or its JSON body had a member no schema names or text the database cannot store. */
function acceptedWrongly(recipe: Recipe, op: string, request: Prepared, takesBody: boolean): string | null {
  if (recipe.match?.frozen && WRITES_TO_MATCH.has(op)) return 'a write to a frozen match succeeded';
  // Operations without a request body ignore one.
  if (!takesBody || !request.body || !/^application\/(json|[\w.-]+\+json)/i.test(request.headers['Content-Type'] ?? '')) return null;
  let body: unknown;
  try {
    body = JSON.parse(request.body.toString('utf8'));
  } catch {
    return null;
  }
  const found = { prototypeName: false, unstorable: false };
  const walk = (value: unknown): void => {
    if (typeof value === 'string') found.unstorable ||= /[\u0000\ud800-\udfff]/u.test(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (typeof value === 'object' && value !== null) {
      for (const key of Object.keys(value)) {
        found.prototypeName ||= PROTOTYPE_NAMES.includes(key);
        found.unstorable ||= /[\u0000\ud800-\udfff]/u.test(key);
        walk((value as Record<string, unknown>)[key]);
      }
    }
  };
  walk(body);
  if (found.prototypeName) return 'a body with a member named like an Object.prototype member was accepted';
  if (found.unstorable) return 'a body with NUL or an unpaired surrogate was accepted';
  return null;
}

function describeRequest(request: Prepared): string {
  const body = request.body ? ` body=${JSON.stringify(request.body.toString('latin1').slice(0, 300))}` : '';
  return `${request.method} ${request.url} headers=${JSON.stringify(request.headers).slice(0, 300)}${body}`;
}
