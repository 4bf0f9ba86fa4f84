import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startApp, type TestApp } from '../support/app.js';

// Clients are generated from this document, so it is tested like code.
describe('the OpenAPI document', () => {
  let t: TestApp;
  let doc: {
    openapi: string;
    paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema: unknown }> }>; requestBody?: { content: Record<string, { schema: { anyOf?: { $ref: string }[] } }> } }>>;
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
        'GET /matches/{id}',
        'DELETE /matches/{id}',
        'POST /matches/{id}/players',
        'GET /matches/{id}/view',
        'POST /matches/{id}/actions',
        'POST /matches/{id}/resign',
        'GET /matches/{id}/events',
        'GET /matches/{id}/export',
        'GET /matches/{id}/state',
        'GET /health/live',
        'GET /health/ready',
        'GET /matches/{id}/stream',
        'POST /matches/{id}/bots',
        'POST /matches/{id}/invitations',
        'POST /players',
        'GET /players/me',
        'GET /players/{id}',
        'GET /players/me/keys',
        'POST /players/me/keys',
        'DELETE /players/me/keys/{keyId}',
        'GET /players/me/matches',
        'GET /players/me/stream',
        'POST /webhooks',
        'GET /webhooks',
        'DELETE /webhooks/{id}',
        'GET /webhooks/{id}/deliveries',
        'POST /webhooks/{id}/deliveries/{deliveryId}/replay',
      ].sort(),
    );
  });

  it('describes the bodies, responses and problem responses', () => {
    const schemas = doc.components.schemas;
    for (const name of ['CreateMatchDto', 'DealingDto', 'JoinMatchDto', 'MatchSummaryDto', 'CreatedMatchDto', 'JoinedDto', 'ViewDto', 'ActionResultDto', 'EventsPageDto', 'ProblemDto', 'GameDto', 'ExportDto', 'ExportedEventDto', 'StateAtDto']) {
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
      'RegisterPlayerDto', 'RegisteredDto', 'PlayerDto', 'ApiKeyDto', 'NewApiKeyDto', 'CreateApiKeyDto', 'PlayerMatchDto', 'PlayerSeatDto',
      'AddBotDto', 'BotSeatedDto', 'InviteDto', 'InvitationDto', 'TimeControlDto', 'TimeControlViewDto', 'TurnDto',
      'CreateWebhookDto', 'WebhookDto', 'CreatedWebhookDto', 'DeliveryDto', 'AttemptDto',
    ]) {
      expect(schemas[name]).toBeDefined();
    }
    expect(schemas.NewApiKeyDto.required).toContain('key');
    expect(schemas.CreatedWebhookDto.required).toContain('secret');
    expect(schemas.ApiKeyDto.properties.key).toBeUndefined();
    expect(schemas.WebhookDto.properties.secret).toBeUndefined();
    expect(schemas.TimeControlDto.properties.moveSeconds).toMatchObject({ minimum: 60, maximum: 2592000 });
    expect(schemas.TimeControlDto.properties.onTimeout.enum).toEqual(['bot', 'forfeit', 'nothing']);
    expect(schemas.CreateMatchDto.properties.timeControl).toBeDefined();
    expect(schemas.JoinMatchDto.required ?? []).not.toContain('name');
    expect(schemas.ViewDto.required).toContain('turns');
    expect(schemas.MatchSummaryDto.required).toEqual(expect.arrayContaining(['turns', 'timeControl']));
    expect(schemas.EventDto.required).toEqual(expect.arrayContaining(['bot', 'timeout']));
    expect(schemas.SeatDto.properties.bot.enum).toEqual(['heuristic', 'random', null]);
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
      Object.keys(paths[path][method].responses).filter((status) => paths[path][method].responses[status].content?.['application/problem+json']).sort();
    expect(problems('post', '/players')).toEqual(['400', '413', '415']);
    expect(problems('delete', '/players/me/keys/{keyId}')).toEqual(['400', '401', '403', '404']);
    expect(problems('post', '/matches/{id}/bots')).toEqual(['400', '401', '403', '404', '409', '413', '415', '422']);
    expect(problems('post', '/webhooks')).toEqual(['400', '401', '403', '404', '413', '415']);
    expect(problems('post', '/webhooks/{id}/deliveries/{deliveryId}/replay')).toEqual(['400', '401', '404', '413', '415']);
    // Every operation that takes input documents the problems of malformed input (the body parser and validation pipe).
    for (const [path, ops] of Object.entries(paths)) {
      for (const [method, op] of Object.entries(ops)) {
        if (['post', 'put', 'patch'].includes(method)) expect({ path, method, statuses: problems(method, path) }).toEqual({ path, method, statuses: expect.arrayContaining(['400', '413', '415']) });
        else if ((op.parameters ?? []).length > 0) expect({ path, method, statuses: problems(method, path) }).toEqual({ path, method, statuses: expect.arrayContaining(['400']) });
      }
    }
    expect(paths['/players'].post.responses['201'].content['application/json'].schema.$ref).toBe('#/components/schemas/RegisteredDto');
    expect(paths['/players/me/matches'].get.responses['200'].content['application/json'].schema).toEqual({
      type: 'array',
      items: { $ref: '#/components/schemas/PlayerMatchDto' },
    });
    expect(paths['/players/me/matches'].get.parameters.find((p: { name: string }) => p.name === 'status').schema.enum).toEqual(['waiting', 'active', 'finished']);
    expect(paths['/webhooks/{id}/deliveries'].get.responses['200'].content['application/json'].schema.items.$ref).toBe('#/components/schemas/DeliveryDto');
  });

  // anyOf, not oneOf: two games may share an action's shape (a card to play), and a body must match one at least.
  it('documents the actions as a union of every game action, each with its type and fields', () => {
    const body = doc.paths['/matches/{id}/actions'].post.requestBody!.content['application/json'].schema;
    const refs = body.anyOf!.map((r) => r.$ref.replace('#/components/schemas/', ''));
    expect(refs).toEqual(expect.arrayContaining(['SchwimmenChoosePacketAction', 'SchwimmenSwapOneAction', 'SchwimmenSwapAllAction', 'SchwimmenPassAction', 'SchwimmenKnockAction']));
    for (const ref of refs) {
      const schema = doc.components.schemas[ref] as { properties: Record<string, unknown>; required: string[]; example: unknown };
      expect(schema.properties.type).toBeDefined();
      expect(schema.properties.expectedVersion).toBeDefined();
      expect(schema.required).toContain('type');
      expect(schema.example).toBeDefined();
    }
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
});
