import type { INestApplication } from '@nestjs/common';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { kartenrundeClient, type KartenrundeClient } from '../../packages/client/src/index.js';
import { type AppConfig, createApp } from '../../src/app.js';
import { type Database, openDatabase } from '../../src/persistence/database.js';
import { migrate } from '../../src/persistence/migrate.js';

/**
 * The databases e2e tests run against: the embedded one (in memory) unless E2E_EMBEDDED=0, and the PostgreSQL
 * server when DATABASE_URL is set (.ci/run sets it, and runs some suites on a partitioned database alone).
 */
export function databases(): { name: string; url?: string }[] {
  const list: { name: string; url?: string }[] = process.env.E2E_EMBEDDED === '0' ? [] : [{ name: 'embedded PGlite' }];
  if (process.env.DATABASE_URL) list.push({ name: 'PostgreSQL', url: process.env.DATABASE_URL });
  return list;
}

export interface TestApp {
  app: INestApplication;
  db: Database;
  http: () => ReturnType<typeof request>;
  /** The typed client generated from the OpenAPI document (packages/client), for anonymous or token calls. */
  client: (token?: string) => KartenrundeClient;
  /** The base URL the service listens on (for streaming clients). */
  listen: () => Promise<string>;
  close: () => Promise<void>;
}

/**
 * The service on a fresh in-memory embedded database (or `url`), silent unless `config` says otherwise (e.g. a
 * test clock), listening on a free local port so supertest, the typed client and streaming clients reach it.
 */
export async function startApp(url?: string, config: Partial<AppConfig> = {}): Promise<TestApp> {
  const { app, db, shutdown } = await createApp({ url, dataDir: 'memory://', logger: false, ...config });
  await app.listen(0, '127.0.0.1');
  const server = app.getHttpServer();
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    app,
    db,
    http: () => request(server),
    client: (token) => kartenrundeClient(base, token),
    listen: async () => base,
    close: shutdown,
  };
}

/** Creates a match and fills every seat; returns the match id and each seat's token. */
export async function startMatch(
  t: TestApp,
  body: Record<string, unknown>,
  names = ['Anna', 'Bert', 'Cilli', 'Done', 'Emil', 'Fritzi'],
): Promise<{ id: string; tokens: string[]; creatorToken: string }> {
  const created = await t.http().post('/matches').send(body).expect(201);
  const id: string = created.body.match.id;
  const tokens: string[] = [];
  for (let seat = 0; seat < (body.seats as number); seat++) {
    const joined = await t.http().post(`/matches/${id}/players`).send({ name: names[seat], seat }).expect(201);
    tokens.push(joined.body.token);
  }
  return { id, tokens, creatorToken: created.body.creatorToken };
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Registers a player; returns their id and API key. */
export async function registerPlayer(t: TestApp, name: string): Promise<{ id: string; key: string }> {
  const res = await t.http().post('/players').send({ name }).expect(201);
  return { id: res.body.player.id, key: res.body.apiKey.key };
}

/** Polls `probe` until it returns something truthy (for work done in the background). */
export async function eventually<T>(probe: () => Promise<T>, timeoutMs = 10_000, everyMs = 20): Promise<NonNullable<T>> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value as NonNullable<T>;
    if (Date.now() > until) throw new Error('eventually: timed out');
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

/** A migrated database without the HTTP side (embedded ones in memory). */
export async function openMigrated(url?: string): Promise<Database> {
  const db = openDatabase({ url, dataDir: 'memory://' });
  await migrate(db);
  return db;
}
