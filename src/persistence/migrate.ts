import { createHash, randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import type { Database } from './database.js';

export const MIGRATIONS_DIR = new URL('../../prisma/migrations/', import.meta.url);

/** Any constant works; it only has to be the same for every instance of the service. */
const MIGRATION_LOCK_KEY = 4_711_2026;

export interface Migration {
  name: string;
  sql: string;
  checksum: string;
}

/** The migrations in Prisma's layout (`<timestamp>_<name>/migration.sql`), oldest first. */
export async function loadMigrations(dir: URL = MIGRATIONS_DIR): Promise<Migration[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const names = entries
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
  return Promise.all(
    names.map(async (name) => {
      const sql = await readFile(new URL(`${name}/migration.sql`, dir), 'utf8');
      return { name, sql, checksum: createHash('sha256').update(sql).digest('hex') };
    }),
  );
}

/**
 * Applies pending migrations, each once and in order, in one transaction under an advisory lock, so two
 * instances starting together cannot both apply one. Applied migrations are recorded in Prisma's own
 * `_prisma_migrations` table, so `prisma migrate deploy` and `status` agree where the engine is available.
 * Returns the names applied now.
 */
export async function migrate(db: Database, migrations?: Migration[]): Promise<string[]> {
  const all = migrations ?? (await loadMigrations());
  return db.inTransaction(async (session) => {
    await session.rows('SELECT pg_advisory_xact_lock($1)::text', [MIGRATION_LOCK_KEY]);
    await session.exec(`CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
      "id" VARCHAR(36) PRIMARY KEY NOT NULL,
      "checksum" VARCHAR(64) NOT NULL,
      "finished_at" TIMESTAMPTZ,
      "migration_name" VARCHAR(255) NOT NULL,
      "logs" TEXT,
      "rolled_back_at" TIMESTAMPTZ,
      "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
      "applied_steps_count" INTEGER NOT NULL DEFAULT 0)`);
    const applied = await session.rows<{ migration_name: string; checksum: string }>(
      'SELECT migration_name, checksum FROM "_prisma_migrations" WHERE rolled_back_at IS NULL AND finished_at IS NOT NULL',
    );
    const done = new Map(applied.map((row) => [row.migration_name, row.checksum]));
    const now: string[] = [];
    for (const migration of all) {
      const checksum = done.get(migration.name);
      if (checksum !== undefined) {
        if (checksum !== migration.checksum) {
          throw new Error(`Migration ${migration.name} was changed after it was applied; add a new migration instead.`);
        }
        continue;
      }
      await session.exec(migration.sql);
      await session.rows(
        `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, finished_at, applied_steps_count)
         VALUES ($1, $2, $3, now(), 1)`,
        [randomUUID(), migration.checksum, migration.name],
      );
      now.push(migration.name);
    }
    return now;
  });
}
