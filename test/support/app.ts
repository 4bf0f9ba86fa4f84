import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { type AppConfig, createApp } from '../../src/app.js';
import { type Database, openDatabase } from '../../src/persistence/database.js';
import { migrate } from '../../src/persistence/migrate.js';

/**
 * The databases e2e tests run against: always the embedded one (in memory), and the PostgreSQL server when
 * DATABASE_URL is set (.ci/run sets it).
 */
export function databases(): { name: string; url?: string }[] {
  const list: { name: string; url?: string }[] = [{ name: 'embedded PGlite' }];
  if (process.env.DATABASE_URL) list.push({ name: 'PostgreSQL', url: process.env.DATABASE_URL });
  return list;
}

export interface TestApp {
  app: INestApplication;
  db: Database;
  http: () => ReturnType<typeof request>;
  /** Listens on a free port (for streaming clients) and returns the base URL. */
  listen: () => Promise<string>;
  close: () => Promise<void>;
}

/** The service on a fresh in-memory embedded database, or on `url`. `config` adds e.g. a test clock. */
export async function startApp(url?: string, config: Partial<AppConfig> = {}): Promise<TestApp> {
  const { app, db } = await createApp({ url, dataDir: 'memory://', logger: false, ...config });
  await app.init();
  const server = app.getHttpServer();
  let base: string | null = null;
  return {
    app,
    db,
    http: () => request(server),
    listen: async () => {
      if (!base) {
        await app.listen(0, '127.0.0.1');
        base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
      }
      return base;
    },
    close: async () => {
      await app.close();
      await db.close();
    },
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
