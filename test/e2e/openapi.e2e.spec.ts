import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { GAMES } from '../../src/engine/registry.js';
import { gameComponent } from '../../src/http/game-schemas.js';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import spectralCore from '@stoplight/spectral-core';
import spectralParsers from '@stoplight/spectral-parsers';
import spectralRulesets from '@stoplight/spectral-rulesets';
import { ERROR_CODES } from '../../src/http/problem.js';
import { startApp, type TestApp } from '../support/app.js';

// Spectral's packages are CommonJS: their named exports come through the default import.
const { Spectral, Document } = spectralCore as unknown as typeof import('@stoplight/spectral-core');
const { Json } = spectralParsers as unknown as typeof import('@stoplight/spectral-parsers');
const { oas } = spectralRulesets as unknown as typeof import('@stoplight/spectral-rulesets');

type Media = { schema?: Schema; example?: unknown; examples?: Record<string, { value: unknown }> };
type Schema = {
  $ref?: string;
  example?: unknown;
  default?: unknown;
  enum?: unknown[];
  properties?: Record<string, Schema>;
  items?: Schema;
  allOf?: Schema[];
};
type Operation = {
  operationId?: string;
  summary?: string;
  tags?: string[];
  responses: Record<string, { description?: string; content?: Record<string, Media> }>;
  requestBody?: { content: Record<string, Media> };
};

// Clients are generated from this document, so it is tested like code.
describe('the OpenAPI document', () => {
  let t: TestApp;
  let doc: {
    openapi: string;
    paths: Record<
      string,
      Record<
        string,
        {
          responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
          requestBody?: { content: Record<string, { schema: { anyOf?: { $ref: string }[] } }> };
        }
      >
    >;
    components: { schemas: Record<string, { properties?: Record<string, unknown>; required?: string[] }> };
  };

  beforeAll(async () => {
    t = await startApp();
    doc = (await t.http().get('/openapi.json').expect(200)).body;
  });
  afterAll(() => t.close());

  it('lists every route with its methods', () => {
    const routes = Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`));
    expect(routes.sort()).toEqual(
      [
        'GET /.well-known/jwks.json',
        'GET /games',
        'GET /games/{id}',
        'POST /matches',
        'GET /matches',
        'GET /matches/{id}',
        'GET /matches/{id}/analysis',
        'DELETE /matches/{id}',
        'POST /matches/{id}/players',
        'GET /matches/{id}/view',
        'POST /matches/{id}/actions',
        'POST /matches/{id}/resign',
        'POST /matches/{id}/leave',
        'POST /matches/{id}/abort',
        'POST /matches/{id}/rematch',
        'POST /matches/{id}/rematch/accept',
        'POST /matches/{id}/rematch/decline',
        'GET /matches/{id}/events',
        'GET /matches/{id}/export',
        'GET /matches/{id}/rematch',
        'GET /matches/{id}/state',
        'GET /health/live',
        'GET /health/ready',
        'GET /matches/{id}/stream',
        'POST /matches/{id}/bots',
        'POST /matches/{id}/invitations',
        'POST /matches/{id}/invitations/decline',
        'DELETE /matches/{id}/invitations/{playerId}',
        'POST /players',
        'GET /players/me',
        'GET /players/{id}',
        'GET /players/me/keys',
        'POST /players/me/keys',
        'DELETE /players/me/keys/{keyId}',
        'GET /players/me/matches',
        'GET /players/me/stream',
        'GET /players/{id}/record',
        'GET /players/{id}/results',
        'GET /players/me/email',
        'PUT /players/me/email',
        'PATCH /players/me/email',
        'DELETE /players/me/email',
        'POST /players/me/email/confirm',
        'POST /webhooks',
        'GET /webhooks',
        'DELETE /webhooks/{id}',
        'GET /webhooks/{id}/deliveries',
        'POST /webhooks/{id}/deliveries/{deliveryId}/replay',
        'POST /matches/{id}/chat',
        'GET /matches/{id}/chat',
        'PUT /matches/{id}/chat/hidden-senders/{sender}',
        'DELETE /matches/{id}/chat/hidden-senders/{sender}',
      ].sort(),
    );
  });

  it('describes the bodies, responses and problem responses', () => {
    const schemas = doc.components.schemas;
    for (const name of [
      'CreateMatchDto',
      'SchafkopfCreateMatch',
      'SchafkopfDealing',
      'JoinMatchDto',
      'MatchSummaryDto',
      'CreatedMatchDto',
      'JoinedDto',
      'ViewDto',
      'ActionResultDto',
      'EventsPageDto',
      'ProblemDto',
      'GameDto',
      'ExportDto',
      'ExportedEventDto',
      'StateAtDto',
    ]) {
      expect(schemas[name]).toBeDefined();
    }
    expect(schemas.ProblemDto.required).toEqual(expect.arrayContaining(['type', 'title', 'status', 'code', 'detail']));
    const act = doc.paths['/matches/{id}/actions'].post;
    for (const status of ['200', '400', '401', '403', '404', '409', '413', '422', '428']) expect(act.responses[status]).toBeDefined();
    expect(act.responses['409'].content?.['application/problem+json']).toBeDefined();
  });

  it('documents the correspondence endpoints: bodies, responses, streams and problems', () => {
    const schemas = doc.components.schemas as Record<string, { properties: Record<string, any>; required?: string[] }>;
    for (const name of [
      'RegisterPlayerDto',
      'RegisteredDto',
      'PlayerDto',
      'ApiKeyDto',
      'NewApiKeyDto',
      'CreateApiKeyDto',
      'PlayerMatchDto',
      'PlayerSeatDto',
      'AddBotDto',
      'BotSeatedDto',
      'InviteDto',
      'InvitationDto',
      'TimeControlDto',
      'TimeControlViewDto',
      'TurnDto',
      'CreateWebhookDto',
      'WebhookDto',
      'CreatedWebhookDto',
      'DeliveryDto',
      'AttemptDto',
    ]) {
      expect(schemas[name]).toBeDefined();
    }
    expect(schemas.NewApiKeyDto.required).toContain('key');
    expect(schemas.CreatedWebhookDto.required).toContain('secret');
    expect(schemas.ApiKeyDto.properties.key).toBeUndefined();
    expect(schemas.WebhookDto.properties.secret).toBeUndefined();
    expect(schemas.TimeControlDto.properties.moveSeconds).toMatchObject({ minimum: 60, maximum: 2592000 });
    expect(schemas.TimeControlDto.properties.onTimeout.enum).toEqual(['bot', 'forfeit', 'nothing']);
    // The body that creates a match is one per game, told apart by `game`, each with the time control.
    const created = schemas.CreateMatchDto as unknown as { discriminator: { propertyName: string }; oneOf: unknown[] };
    expect(created.discriminator).toMatchObject({ propertyName: 'game' });
    expect(created.oneOf).toHaveLength(5);
    expect(schemas.SchwimmenCreateMatch.properties.timeControl).toBeDefined();
    expect(schemas.JoinMatchDto.required ?? []).not.toContain('name');
    expect(schemas.SchwimmenMatchView.required).toEqual(
      expect.arrayContaining(['turns', 'waitingForYou', 'legalActions', 'optionalActions']),
    );
    expect(schemas.MatchSummaryDto.required).toEqual(expect.arrayContaining(['turns', 'timeControl']));
    expect(schemas.EventDto.required).toEqual(expect.arrayContaining(['sequence', 'bot', 'timeout', 'type', 'data']));
    expect(schemas.SeatDto.properties.bot.enum).toEqual(['random', 'heuristic', 'strong', null]);
    expect(schemas.EventDto.required).toContain('botVersion');
    expect(schemas.GameDto.required).toContain('bots');

    const paths = doc.paths as Record<string, Record<string, any>>;
    for (const stream of [paths['/matches/{id}/stream'].get, paths['/players/me/stream'].get]) {
      expect(Object.keys(stream.responses['200'].content)).toEqual(['text/event-stream']);
      expect(stream.parameters.map((p: { name: string }) => p.name)).toContain('Last-Event-ID');
      // Too many open streams: 429 TOO_MANY_STREAMS with Retry-After.
      expect(stream.responses['429'].description).toContain('TOO_MANY_STREAMS');
      expect(stream.responses['429'].headers['Retry-After'].schema).toEqual({ type: 'integer' });
      expect(stream.responses['429'].content['application/problem+json'].schema.$ref).toBe('#/components/schemas/ProblemDto');
    }
    const problems = (method: string, path: string) =>
      Object.keys(paths[path][method].responses)
        .filter((status) => paths[path][method].responses[status].content?.['application/problem+json'])
        .sort();
    // Registering takes an Idempotency-Key: 409 while its first request runs, 422 for another request under it.
    expect(problems('post', '/players')).toEqual(['400', '409', '413', '415', '422', '429']);
    expect(problems('delete', '/players/me/keys/{keyId}')).toEqual(['400', '401', '403', '404', '413', '429']);
    expect(problems('put', '/players/me/email')).toEqual(['400', '401', '403', '409', '413', '415', '429']);
    expect(problems('post', '/players/me/email/confirm')).toEqual(['400', '401', '403', '404', '413', '415', '422', '429']);
    expect(problems('get', '/players/{id}/record')).toEqual(['400', '404', '429']);
    expect(problems('post', '/matches/{id}/bots')).toEqual(['400', '401', '403', '404', '409', '413', '415', '422', '429']);
    expect(problems('post', '/webhooks')).toEqual(['400', '401', '403', '404', '409', '413', '415', '422', '429']);
    expect(problems('post', '/webhooks/{id}/deliveries/{deliveryId}/replay')).toEqual(['400', '401', '404', '413', '415', '429']);
    // Every operation that takes input documents the problems of malformed input (the body parser and validation pipe).
    for (const [path, ops] of Object.entries(paths)) {
      for (const [method, op] of Object.entries(ops)) {
        if (['post', 'put', 'patch'].includes(method))
          expect({ path, method, statuses: problems(method, path) }).toEqual({
            path,
            method,
            statuses: expect.arrayContaining(['400', '413', '415']),
          });
        else if ((op.parameters ?? []).length > 0)
          expect({ path, method, statuses: problems(method, path) }).toEqual({ path, method, statuses: expect.arrayContaining(['400']) });
      }
    }
    expect(paths['/players'].post.responses['201'].content['application/json'].schema.$ref).toBe('#/components/schemas/RegisteredDto');
    expect(paths['/players/me/matches'].get.responses['200'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/PlayerMatchPageDto',
    });
    expect(schemas.PlayerMatchPageDto.properties.items.items.$ref).toBe('#/components/schemas/PlayerMatchDto');
    expect(paths['/matches'].get.responses['200'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/LobbyPageDto',
    });
    for (const list of ['/matches', '/players/me/matches']) {
      const limit = paths[list].get.parameters.find((p: { name: string }) => p.name === 'limit').schema;
      expect(limit).toMatchObject({ minimum: 1, maximum: 100, default: 20 });
    }
    expect(paths['/players/me/matches'].get.parameters.find((p: { name: string }) => p.name === 'status').schema.enum).toEqual([
      'waiting',
      'active',
      'finished',
      'aborted',
    ]);
    // The match's life: leave, abort, rematch, with their stable problem codes.
    const codesOf = (
      op: { responses: Record<string, { content?: Record<string, { example?: { code: string }; examples?: Record<string, unknown> }> }> },
      status: string,
    ) => {
      const media = op.responses[status]?.content?.['application/problem+json'];
      return media?.example ? [media.example.code] : Object.keys(media?.examples ?? {});
    };
    expect(codesOf(paths['/matches/{id}/leave'].post, '409')).toEqual(expect.arrayContaining(['MATCH_STARTED']));
    expect(codesOf(paths['/matches/{id}/abort'].post, '409')).toEqual(
      expect.arrayContaining(['PLAY_STARTED', 'ABORT_NOT_PROPOSED', 'ALREADY_VOTED']),
    );
    expect(codesOf(paths['/matches/{id}/rematch/accept'].post, '409')).toEqual(
      expect.arrayContaining(['MATCH_NOT_FINISHED', 'REMATCH_NOT_OFFERED', 'ALREADY_ACCEPTED', 'REMATCH_DECLINED', 'REMATCH_STARTED']),
    );
    expect(paths['/matches/{id}/rematch'].post.responses['201'].content!['application/json'].schema).toEqual({
      $ref: '#/components/schemas/RematchAnswerDto',
    });
    expect(paths['/webhooks/{id}/deliveries'].get.responses['200'].content['application/json'].schema.items.$ref).toBe(
      '#/components/schemas/DeliveryDto',
    );
  });

  // anyOf, not oneOf: games share action names (playCard); within a game, a union told apart by `type`.
  it("documents the actions as a union of the games' action unions, each member with its type, fields and example", () => {
    const body = doc.paths['/matches/{id}/actions'].post.requestBody!.content['application/json'].schema;
    const unions = body.anyOf!.map((r) => r.$ref.replace('#/components/schemas/', ''));
    expect(unions.sort()).toEqual(
      Object.values(GAMES)
        .map((game) => gameComponent(game, 'Action'))
        .sort(),
    );
    const schemas = doc.components.schemas as Record<string, any>;
    for (const game of Object.values(GAMES)) {
      const union = schemas[gameComponent(game, 'Action')];
      expect(union.discriminator.propertyName).toBe('type');
      expect(Object.keys(union.discriminator.mapping).sort()).toEqual(game.actions.map((action) => action.type).sort());
      for (const [type, $ref] of Object.entries(union.discriminator.mapping as Record<string, string>)) {
        const member = schemas[$ref.replace('#/components/schemas/', '')];
        expect(member.properties.type.enum).toEqual([type]);
        expect(member.properties.expectedVersion).toBeDefined();
        expect(member.required).toContain('type');
        expect(member.example).toMatchObject({ type });
      }
    }
    expect(schemas.ViewDto.discriminator).toEqual({
      propertyName: 'game',
      mapping: expect.objectContaining({ schwimmen: '#/components/schemas/SchwimmenMatchView' }),
    });
    expect(schemas.SchwimmenMatchView.properties.state.allOf).toEqual([{ $ref: '#/components/schemas/SchwimmenView' }]);
    expect(schemas.SchwimmenMatchView.properties.legalActions.items).toEqual({ $ref: '#/components/schemas/SchwimmenAction' });
  });

  it('serves interactive docs and the game catalogue with option schemas', async () => {
    await t.http().get('/docs').expect(200);
    const games = await t.http().get('/games').expect(200);
    const schwimmen = games.body.find((g: { id: string }) => g.id === 'schwimmen');
    expect(schwimmen.players).toEqual({ min: 2, max: 6 });
    expect(schwimmen.options.properties.lives.default).toBe(3);
    expect(schwimmen.options.properties.deck.default).toBe(36);
    expect(schwimmen.options.additionalProperties).toBe(false);
  });

  const operations = () =>
    Object.entries(doc.paths as unknown as Record<string, Record<string, Operation>>).flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => ({ where: `${method.toUpperCase()} ${path}`, path, op })),
    );

  it('names every operation with a unique camelCase operationId, a summary, a description and a tag', () => {
    const ids = operations().map(({ where, op }) => ({ where, id: op.operationId }));
    for (const { where, id } of ids) expect({ where, id }).toEqual({ where, id: expect.stringMatching(/^[a-z][a-zA-Z]+$/) });
    expect(new Set(ids.map((i) => i.id)).size).toBe(ids.length);
    for (const { where, op } of operations()) {
      const described = {
        summary: Boolean(op.summary),
        description: Boolean((op as { description?: string }).description),
        tags: (op.tags ?? []).length,
      };
      expect({ where, described }).toEqual({ where, described: { summary: true, description: true, tags: 1 } });
    }
    const byRoute = Object.fromEntries(ids.map(({ where, id }) => [where, id]));
    expect(byRoute).toMatchObject({
      'POST /matches': 'createMatch',
      'POST /matches/{id}/actions': 'takeAction',
      'GET /matches/{id}': 'getMatch',
      'GET /matches/{id}/view': 'getView',
      'GET /matches/{id}/events': 'listEvents',
      'GET /matches/{id}/export': 'exportMatch',
      'POST /matches/{id}/players': 'joinMatch',
      'GET /matches': 'listMatches',
      'POST /matches/{id}/invitations/decline': 'declineInvitation',
      'DELETE /matches/{id}/invitations/{playerId}': 'withdrawInvitation',
      'POST /matches/{id}/chat': 'postChatMessage',
      'GET /matches/{id}/chat': 'listChatMessages',
      'PUT /matches/{id}/chat/hidden-senders/{sender}': 'hideChatSender',
      'DELETE /matches/{id}/chat/hidden-senders/{sender}': 'showChatSender',
    });
  });

  // The example values of a media type: its example, or each of its examples.
  const examplesOf = (media: Media | undefined): unknown[] =>
    media?.example !== undefined ? [media.example] : Object.values(media?.examples ?? {}).map((e) => e.value);

  it('gives every problem response examples of its own status, with codes the service has', () => {
    for (const { where, path, op } of operations()) {
      for (const [status, response] of Object.entries(op.responses).filter(([s]) => /^[45]/.test(s))) {
        const examples = examplesOf(response.content?.['application/problem+json']) as { status?: number; code?: string; title?: string }[];
        expect({ where, status, hasExamples: examples.length > 0 }).toEqual({ where, status, hasExamples: true });
        for (const example of examples) {
          expect({
            where,
            status,
            example: { status: example.status, known: (ERROR_CODES as readonly string[]).includes(example.code!) },
          }).toEqual({
            where,
            status,
            example: { status: Number(status), known: true },
          });
          // The description names the codes the examples show.
          expect({ where, status, described: response.description?.includes(example.code!) }).toEqual({ where, status, described: true });
        }
      }
      // Rate limits apply to every operation but the health checks.
      const limited = examplesOf(op.responses['429']?.content?.['application/problem+json']).map((e) => (e as { code: string }).code);
      expect({ where, limited }).toEqual({ where, limited: path.startsWith('/health/') ? [] : expect.arrayContaining(['RATE_LIMITED']) });
      expect({ where, has4xx: Object.keys(op.responses).some((s) => s.startsWith('4')) }).toEqual({ where, has4xx: true });
    }
    // Operations document the codes they can answer with, not every code of the status.
    const act = doc.paths['/matches/{id}/actions'].post.responses as Operation['responses'];
    expect(Object.keys(act['409'].content!['application/problem+json'].examples!)).toEqual(['VERSION_CONFLICT', 'DEADLINE_PASSED']);
    expect(examplesOf(act['428'].content!['application/problem+json'])).toEqual([
      expect.objectContaining({ status: 428, code: 'PRECONDITION_REQUIRED' }),
    ]);
    const getMatch = doc.paths['/matches/{id}'].get.responses as Operation['responses'];
    expect(examplesOf(getMatch['404'].content!['application/problem+json'])).toEqual([
      expect.objectContaining({ status: 404, code: 'MATCH_NOT_FOUND' }),
    ]);
    const stream = doc.paths['/matches/{id}/stream'].get.responses as Operation['responses'];
    expect(Object.keys(stream['429'].content!['application/problem+json'].examples!).sort()).toEqual(['RATE_LIMITED', 'TOO_MANY_STREAMS']);
  });

  it('answers with the documented codes', async () => {
    const documented = (method: string, path: string, status: number) =>
      examplesOf(
        (doc.paths as unknown as Record<string, Record<string, Operation>>)[path][method].responses[status]?.content?.[
          'application/problem+json'
        ],
      ).map((e) => (e as { code: string }).code);
    const missing = '00000000-0000-4000-8000-000000000000';
    const notFound = await t.http().get(`/matches/${missing}`).expect(404);
    expect(documented('get', '/matches/{id}', 404)).toContain(notFound.body.code);
    const created = await t.http().post('/matches').send({ game: 'schwimmen', seats: 2 }).expect(201);
    const noToken = await t.http().delete(`/matches/${created.body.match.id}`).expect(401);
    expect(documented('delete', '/matches/{id}', 401)).toContain(noToken.body.code);
    const badBody = await t.http().post('/matches').set('Content-Type', 'application/json').send('{"game":').expect(400);
    expect(documented('post', '/matches', 400)).toContain(badBody.body.code);
    const unknownGame = await t.http().post('/matches').send({ game: 'skat', seats: 3 }).expect(422);
    expect(documented('post', '/matches', 422)).toContain(unknownGame.body.code);
  });

  const placeholders = (value: unknown, at: string): string[] =>
    Array.isArray(value)
      ? value.flatMap((v, i) => placeholders(v, `${at}[${i}]`))
      : value !== null && typeof value === 'object'
        ? Object.entries(value).flatMap(([k, v]) => placeholders(v, `${at}.${k}`))
        : value === 'string'
          ? [at]
          : [];

  it('gives every success response with a body an example', () => {
    for (const { where, op } of operations()) {
      for (const [status, response] of Object.entries(op.responses).filter(([s]) => s.startsWith('2'))) {
        for (const [type, media] of Object.entries(response.content ?? {})) {
          expect({ where, status, type, hasExample: examplesOf(media).length > 0 }).toEqual({ where, status, type, hasExample: true });
          // Text members show a value of their own, not a placeholder composed from the type.
          expect({ where, status, placeholders: placeholders(examplesOf(media), '') }).toEqual({ where, status, placeholders: [] });
        }
        expect({ where, status, description: Boolean(response.description) }).toEqual({ where, status, description: true });
      }
    }
  });

  // What Swagger UI prefills: the body's examples, else one composed from the schema's property examples.
  const composed = (schema: Schema | undefined): unknown => {
    if (!schema) return undefined;
    if (schema.$ref) return composed(doc.components.schemas[schema.$ref.split('/').pop()!] as Schema);
    if (schema.example !== undefined) return schema.example;
    if (schema.default !== undefined) return schema.default;
    if (schema.allOf) return composed(schema.allOf[0]);
    if (schema.enum) return schema.enum[0];
    if (schema.properties) return Object.fromEntries(Object.entries(schema.properties).map(([name, p]) => [name, composed(p)]));
    return schema.items ? [composed(schema.items)] : undefined;
  };
  const documentedBodies = (method: string, path: string) => {
    const media = (doc.paths as unknown as Record<string, Record<string, Operation>>)[path][method].requestBody!.content[
      'application/json'
    ];
    const listed = examplesOf(media);
    return listed.length > 0 ? listed : [composed(media.schema)];
  };

  it('accepts the documented examples of POST /matches and of joining as they are', async () => {
    const creates = documentedBodies('post', '/matches');
    expect(creates.length).toBeGreaterThan(0);
    const joins = documentedBodies('post', '/matches/{id}/players');
    expect(joins).toEqual([
      { name: 'Anna', seat: 0 },
      { name: 'Bert', seat: 1 },
    ]);
    for (const body of creates) {
      const created = await t
        .http()
        .post('/matches')
        .send(body as object);
      expect({ body, status: created.status }).toEqual({ body, status: 201 });
      for (const join of joins) {
        const joined = await t
          .http()
          .post(`/matches/${created.body.match.id}/players`)
          .send(join as object);
        expect({ join, status: joined.status }).toEqual({ join, status: 201 });
        expect(joined.body.seat).toBe((join as { seat: number }).seat);
      }
    }
  });

  // What Swagger UI's "Try it out" sends when a user takes each operation's first example, in order.
  it('creates, joins and plays a match with the first documented examples, as Swagger UI sends them', async () => {
    const [create] = documentedBodies('post', '/matches');
    const created = await t
      .http()
      .post('/matches')
      .send(create as object)
      .expect(201);
    const id: string = created.body.match.id;
    const tokens: string[] = [];
    for (const join of documentedBodies('post', '/matches/{id}/players'))
      tokens.push(
        (
          await t
            .http()
            .post(`/matches/${id}/players`)
            .send(join as object)
            .expect(201)
        ).body.token,
      );
    const [move] = documentedBodies('post', '/matches/{id}/actions');
    const summary = (await t.http().get(`/matches/${id}`).expect(200)).body;
    const acted = await t
      .http()
      .post(`/matches/${id}/actions`)
      .set('Authorization', `Bearer ${tokens[summary.activeSeats[0]]}`)
      .send(move as object);
    expect({ move, status: acted.status, problem: acted.body.code }).toEqual({ move, status: 200, problem: undefined });
    expect(acted.body.events.map((e: { type: string }) => e.type)).toContain('PacketChosen');
  });

  // Spectral's oas ruleset (recommended), as `spectral lint` runs it: no finding at all.
  it("passes Spectral's oas ruleset without errors or warnings", async () => {
    const spectral = new Spectral();
    spectral.setRuleset({ extends: [[oas as never, 'recommended']] } as never);
    const results = await spectral.run(new Document(JSON.stringify(doc), Json as never));
    expect(results.map((r) => `${r.severity} ${r.code}: ${r.message} at ${r.path.join('.')}`)).toEqual([]);
  });

  // The recommended rules; a rule that is not worth following would be switched off here, with its reason.
  it('passes the Redocly linter (recommended rules) without errors or warnings', async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: JSON.stringify(doc), absoluteRef: 'openapi.json', config });
    expect(problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`)).toEqual([]);
  });
});
