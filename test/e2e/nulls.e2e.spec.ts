import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { bearer, registerPlayer, startApp, type TestApp } from '../support/app.js';

type Schema = { $ref?: string; nullable?: boolean; type?: string | string[]; properties?: Record<string, Schema>; allOf?: Schema[] };
type Doc = {
  paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: Schema }> } }>>;
  components: { schemas: Record<string, Schema> };
};

// A member a schema documents as a string, number, boolean, object or array is refused as null, in every request
// body of the document: 400 naming the member, never a 5xx and never stored as null.
describe('null where a request body does not allow it', () => {
  let t: TestApp;
  let doc: Doc;
  let params: Record<string, string>;
  let key: string;

  beforeAll(async () => {
    t = await startApp();
    doc = (await t.http().get('/openapi.json').expect(200)).body;
    const created = (await t.http().post('/matches').send({ game: 'schwimmen', seats: 3 }).expect(201)).body;
    const player = await registerPlayer(t, 'Nulla');
    key = player.key;
    params = { id: created.match.id, matchId: created.match.id, playerId: player.id, seat: '1' };
  });
  afterAll(() => t.close());

  const resolve = (schema: Schema): Schema => (schema.$ref ? resolve(doc.components.schemas[schema.$ref.split('/').pop()!]) : schema);
  const nullable = (schema: Schema): boolean => {
    const s = resolve(schema);
    return s.nullable === true || (Array.isArray(s.type) && s.type.includes('null')) || (s.allOf?.some(nullable) ?? false);
  };

  it('answers 400 naming the member for every non-nullable member of every body', async () => {
    const cases: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const schema = operation.requestBody?.content['application/json']?.schema;
        const properties = schema ? resolve(schema).properties : undefined;
        if (!properties) continue;
        const url = path.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? '1');
        for (const [name, member] of Object.entries(properties)) {
          if (nullable(member)) continue;
          const request = t.http();
          const res = await request[method as 'post'](url)
            .set(bearer(key))
            .send({ [name]: null });
          cases.push(`${method.toUpperCase()} ${path} ${name}: ${res.status}`);
          expect({ path, method, name, status: res.status }).toEqual({ path, method, name, status: 400 });
          const fields = (res.body.errors ?? []).map((e: { field: string }) => e.field);
          expect({ path, name, fields }).toEqual({ path, name, fields: expect.arrayContaining([name]) });
        }
      }
    }
    expect(cases.length).toBeGreaterThan(20);
  });
});
