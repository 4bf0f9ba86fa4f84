import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { Access } from '../../src/access/access.js';
import { bearer, databases, registerPlayer, startApp, startMatch, type TestApp } from '../support/app.js';

const MISSING = '00000000-0000-4000-8000-000000000000';

interface Operation {
  method: string;
  /** As the document names it, and with its parameters filled. */
  template: string;
  path: string;
  security: Record<string, string[]>[];
}

/** Every operation of the served document, its path parameters filled with an id no match or player has. */
function operations(document: { paths: Record<string, Record<string, { security?: Record<string, string[]>[] }>> }): Operation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, operation]) => ({
        method,
        template: path,
        path: path.replace(/\{[^}]+\}/g, MISSING),
        security: operation.security ?? [],
      })),
  );
}

const readsToken = (operation: Operation) => operation.security.some((requirement) => 'bearer' in requirement);

// Operations whose token matters only in some cases, so it is looked at only then: a private match, the lobby's
// createdByMe, a stream that first takes its slot within the caps.
const ON_DEMAND = new Set([
  'get /matches',
  'get /matches/{id}',
  'get /matches/{id}/rematch',
  'get /matches/{id}/state',
  'get /matches/{id}/analysis',
  'get /matches/{id}/stream',
  'get /players/me/stream',
]);
const onDemand = (operation: Operation) => ON_DEMAND.has(`${operation.method} ${operation.template}`);
const resolvedFirst = (operation: Operation) => readsToken(operation) && !onDemand(operation);

// The caller is resolved once, at the edge, before the handler and its parameters: a token that is unknown, revoked
// or malformed is 401 on every operation that reads a token, whatever the path, the query or the body hold. Where
// the token matters only in some cases it is read only then, and an operation that reads none ignores the header.
describe.each(databases())('the caller, resolved before anything else ($name)', ({ url }) => {
  let t: TestApp;
  let all: Operation[];

  beforeAll(async () => {
    t = await startApp(url, { background: false, botThreads: 1 });
    all = operations((await t.http().get('/openapi.json').expect(200)).body);
  });
  afterAll(async () => t?.close());

  const send = (operation: Operation, headers: Record<string, string>) => {
    const request = t.http()[operation.method as 'get'](`${operation.path}?limit=oops&after=-1`).set(headers);
    return ['post', 'put', 'patch'].includes(operation.method) ? request.send({ nonsense: true }) : request;
  };

  it('lists operations of both kinds', () => {
    expect(all.filter(resolvedFirst).length).toBeGreaterThan(30);
    expect(all.filter(onDemand).length).toBe(ON_DEMAND.size);
    expect(all.filter((o) => !readsToken(o)).length).toBeGreaterThan(2);
  });

  it.each([
    ['an unknown seat token', bearer('seat_neverIssuedToAnyone')],
    ['an unknown API key', bearer('key_neverIssuedToAnyone')],
    ['a header that is not a bearer token', { Authorization: 'Basic dXNlcjpwYXNz' }],
  ])('answers %s with 401 on every operation that reads a token', async (_, headers) => {
    const answers: string[] = [];
    for (const operation of all.filter(resolvedFirst)) {
      const res = await send(operation, headers);
      answers.push(`${operation.method} ${operation.path} ${res.status} ${res.body?.code}`);
    }
    expect(answers.filter((a) => !a.endsWith(' 401 UNAUTHORIZED'))).toEqual([]);
  });

  it('answers a revoked API key with 401 before the 404 of a missing match', async () => {
    const player = await registerPlayer(t, 'Vroni');
    const keys = await t.http().get('/players/me/keys').set(bearer(player.key)).expect(200);
    await t.http().get(`/matches/${MISSING}/view`).set(bearer(player.key)).expect(404);
    await t.http().delete(`/players/me/keys/${keys.body[0].id}`).set(bearer(player.key)).expect(204);
    const res = await t.http().get(`/matches/${MISSING}/view`).set(bearer(player.key)).expect(401);
    expect(res.body.code).toBe('UNAUTHORIZED');
  });

  it('answers as without a token where the token is not read', async () => {
    const answer = async (operation: Operation, headers: Record<string, string>) => {
      // No stream opens: its match does not exist, or it needs a token.
      const res = await send(operation, headers);
      return `${operation.method} ${operation.template} ${res.status} ${res.body?.code ?? ''}`;
    };
    const unread = all.filter((o) => onDemand(o) || (!readsToken(o) && o.method === 'get'));
    const withToken: string[] = [];
    const without: string[] = [];
    for (const operation of unread) {
      withToken.push(await answer(operation, bearer('seat_neverIssuedToAnyone')));
      without.push(await answer(operation, {}));
    }
    expect(withToken).toEqual(without);
  });

  it('resolves a token once per request', async () => {
    const { id, tokens } = await startMatch(t, { game: 'schwimmen', seats: 3 });
    const caller = jest.spyOn(t.app.get(Access), 'caller');
    try {
      const view = await t.http().get(`/matches/${id}/view`).set(bearer(tokens[0])).expect(200);
      expect(caller).toHaveBeenCalledTimes(1);
      await t.http().post(`/matches/${id}/actions`).set(bearer(tokens[0])).send(view.body.legalActions[0]);
      expect(caller).toHaveBeenCalledTimes(2);
    } finally {
      caller.mockRestore();
    }
  });
});
