import { describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { openDatabase } from '../../src/persistence/database.js';
import { loadMigrations, migrate } from '../../src/persistence/migrate.js';

describe('migrations', () => {
  it("are found in Prisma's layout, oldest first", async () => {
    const migrations = await loadMigrations();
    expect(migrations.length).toBeGreaterThan(0);
    expect(migrations.map((m) => m.name)).toEqual([...migrations.map((m) => m.name)].sort());
    for (const m of migrations) expect(m.name).toMatch(/^\d{14}_[a-z0-9_]+$/);
  });

  it('are applied once, in order, and recorded (embedded)', async () => {
    const db = openDatabase({ dataDir: 'memory://' });
    try {
      const all = (await loadMigrations()).map((m) => m.name);
      expect(await migrate(db)).toEqual(all);
      expect(await migrate(db)).toEqual([]);
      const recorded = await db.inTransaction((s) =>
        s.rows<{ migration_name: string }>('SELECT migration_name FROM "_prisma_migrations" ORDER BY migration_name'),
      );
      expect(recorded.map((r) => r.migration_name)).toEqual(all);
    } finally {
      await db.close();
    }
  });

  it('make every match created before the lobby unlisted (embedded)', async () => {
    const db = openDatabase({ dataDir: 'memory://' });
    try {
      const migrations = await loadMigrations();
      const lobby = migrations.findIndex((m) => m.name.endsWith('_lobby_visibility'));
      expect(lobby).toBeGreaterThan(0);
      await migrate(db, migrations.slice(0, lobby));
      const id = randomUUID();
      await db.inTransaction((s) =>
        s.exec(`INSERT INTO "match" ("id", "game", "options", "rules_version", "seats", "status", "dealing_mode", "seed", "seed_commitment", "presets", "creator_token_hash")
                VALUES ('${id}', 'schwimmen', '{}', 1, 2, 'active', 'random', 's', 'c', '[]', 'h-${id}')`),
      );
      await migrate(db, migrations);
      const rows = await db.inTransaction((s) => s.rows<{ visibility: string }>(`SELECT "visibility" FROM "match" WHERE "id" = '${id}'`));
      expect(rows).toEqual([{ visibility: 'unlisted' }]);
    } finally {
      await db.close();
    }
  });

  it('refuse to run when an applied migration was edited', async () => {
    const db = openDatabase({ dataDir: 'memory://' });
    try {
      const migrations = await loadMigrations();
      await migrate(db, migrations);
      const edited = migrations.map((m, i) => (i === 0 ? { ...m, checksum: 'edited' } : m));
      await expect(migrate(db, edited)).rejects.toThrow(/was changed after it was applied/);
    } finally {
      await db.close();
    }
  });

  const url = process.env.DATABASE_URL;
  (url ? it : it.skip)('are applied by exactly one of two instances starting together (PostgreSQL)', async () => {
    // A private schema per run so this test sees a fresh database.
    const schema = `migrate_${randomUUID().replace(/-/g, '')}`;
    const admin = openDatabase({ url });
    await admin.inTransaction((s) => s.exec(`CREATE SCHEMA ${schema}`));
    const withSchema = `${url}${url!.includes('?') ? '&' : '?'}options=-csearch_path%3D${schema}`;
    const one = openDatabase({ url: withSchema });
    const two = openDatabase({ url: withSchema });
    try {
      const [a, b] = await Promise.all([migrate(one), migrate(two)]);
      const all = (await loadMigrations()).map((m) => m.name);
      expect([...a, ...b]).toEqual(all);
      expect(a.length === 0 || b.length === 0).toBe(true);
    } finally {
      await one.close();
      await two.close();
      await admin.inTransaction((s) => s.exec(`DROP SCHEMA ${schema} CASCADE`));
      await admin.close();
    }
  });
});
