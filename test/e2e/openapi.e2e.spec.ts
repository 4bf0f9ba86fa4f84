import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startApp, type TestApp } from '../support/app.js';

// Clients are generated from this document, so it is tested like code.
describe('the OpenAPI document', () => {
  let t: TestApp;
  let doc: {
    openapi: string;
    paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema: unknown }> }>; requestBody?: { content: Record<string, { schema: { oneOf?: { $ref: string }[] } }> } }>>;
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
        'GET /games',
        'GET /games/{id}',
        'POST /matches',
        'GET /matches/{id}',
        'DELETE /matches/{id}',
        'POST /matches/{id}/players',
        'GET /matches/{id}/view',
        'POST /matches/{id}/actions',
        'GET /matches/{id}/events',
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
    for (const name of ['CreateMatchDto', 'DealingDto', 'JoinMatchDto', 'MatchSummaryDto', 'CreatedMatchDto', 'JoinedDto', 'ViewDto', 'ActionResultDto', 'EventsPageDto', 'ProblemDto', 'GameDto']) {
      expect(schemas[name]).toBeDefined();
    }
    expect(schemas.ProblemDto.required).toEqual(expect.arrayContaining(['type', 'title', 'status', 'code', 'detail']));
    const act = doc.paths['/matches/{id}/actions'].post;
    for (const status of ['200', '400', '401', '403', '404', '409', '413', '422', '428']) expect(act.responses[status]).toBeDefined();
    expect(act.responses['409'].content?.['application/problem+json']).toBeDefined();
  });

  it('documents the actions as a union of every game action, each with its type and fields', () => {
    const body = doc.paths['/matches/{id}/actions'].post.requestBody!.content['application/json'].schema;
    const refs = body.oneOf!.map((r) => r.$ref.replace('#/components/schemas/', ''));
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
