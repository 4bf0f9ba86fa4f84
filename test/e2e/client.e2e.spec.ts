import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import openapiTS, { astToString } from 'openapi-typescript';
import { createApp, type App } from '../../src/app.js';
import { kartenrundeClient } from '../../packages/client/src/index.js';
import { databases } from '../support/app.js';

const CLIENT_DIR = new URL('../../packages/client/', import.meta.url);
const REGENERATE = 'out of date: run `npm run client` and commit the result';

describe('the typed client and the document it comes from', () => {
  let running: App;
  let document: Record<string, unknown>;
  beforeAll(async () => {
    running = await createApp({ dataDir: 'memory://', logger: false });
    await running.app.listen(0, '127.0.0.1');
    const { port } = running.app.getHttpServer().address() as AddressInfo;
    document = (await (await fetch(`http://127.0.0.1:${port}/openapi.json`)).json()) as Record<string, unknown>;
  });
  afterAll(() => running.shutdown());

  it('is generated from the document the server serves now', async () => {
    const committed = JSON.parse(readFileSync(new URL('openapi.json', CLIENT_DIR), 'utf8'));
    expect({ document: committed }).toEqual({ document });
    const types = readFileSync(new URL('src/schema.ts', CLIENT_DIR), 'utf8');
    const fresh = astToString(await openapiTS(document as never));
    expect(types.endsWith(fresh) ? 'current' : REGENERATE).toBe('current');
  });

  it('passes the Redocly linter (recommended rules) without errors', async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: JSON.stringify(document), absoluteRef: 'openapi.json', config });
    const errors = problems.filter((p) => p.severity === 'error').map((p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`);
    expect(errors).toEqual([]);
  });
});

describe.each(databases())('a match played through the typed client ($name)', ({ url }) => {
  let running: App;
  let base: string;
  beforeAll(async () => {
    running = await createApp({ url, dataDir: 'memory://', logger: false });
    await running.app.listen(0, '127.0.0.1');
    base = `http://127.0.0.1:${(running.app.getHttpServer().address() as AddressInfo).port}`;
  });
  afterAll(() => running.shutdown());

  it('creates, joins, plays to the end, exports; problems are typed too', async () => {
    const anyone = kartenrundeClient(base);
    const games = await anyone.GET('/games');
    expect(games.data?.map((g) => g.id)).toContain('schwimmen');
    const created = await anyone.POST('/matches', {
      body: { game: 'schwimmen', seats: 2, options: { lives: 1 }, dealing: { mode: 'seeded', seed: 'typed-client' } },
    });
    const id = created.data!.match.id;
    const tokens: string[] = [];
    for (const name of ['Anna', 'Bert']) {
      const joined = await anyone.POST('/matches/{id}/players', { params: { path: { id } }, body: { name } });
      tokens.push(joined.data!.token);
    }
    const seats = tokens.map((token) => kartenrundeClient(base, token));
    for (let turn = 0; turn < 2000; turn++) {
      const summary = (await anyone.GET('/matches/{id}', { params: { path: { id } } })).data!;
      if (summary.status === 'finished') break;
      const seat = seats[summary.activeSeats[0]];
      const view = (await seat.GET('/matches/{id}/view', { params: { path: { id } } })).data!;
      const action = view.legalActions.find((a) => a.type === 'knock' || a.type === 'choosePacket') ?? view.legalActions[0];
      const acted = await seat.POST('/matches/{id}/actions', { params: { path: { id } }, body: action as never });
      expect(acted.response.status).toBe(200);
    }
    const final = (await anyone.GET('/matches/{id}', { params: { path: { id } } })).data!;
    expect(final.status).toBe('finished');
    const exported = await anyone.GET('/matches/{id}/export', { params: { path: { id } } });
    expect(exported.data?.complete).toBe(true);
    const missing = await anyone.GET('/matches/{id}', { params: { path: { id: '00000000-0000-4000-8000-000000000000' } } });
    expect(missing.response.status).toBe(404);
    expect((missing.error as { code?: string }).code).toBe('MATCH_NOT_FOUND');
  });
});
