import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { openDatabase } from '../../src/persistence/database.js';
import { migrate } from '../../src/persistence/migrate.js';
import { partitionMatchTables, type PartitionReport } from '../../src/persistence/partition.js';

/**
 * Creates (anew) the database `name` on the server of `base`, migrated, with its match-scoped tables
 * hash-partitioned by match id (src/persistence/partition.ts); returns its URL and what the partitioning did.
 */
export async function createPartitionedDatabase(
  base: string,
  name: string,
  partitions: number,
): Promise<{ url: string; report: PartitionReport }> {
  await dropDatabase(base, name);
  await onServer(base, (admin) => admin.query(`CREATE DATABASE ${name}`));
  const url = new URL(base);
  url.pathname = `/${name}`;
  const db = openDatabase({ url: url.toString() });
  try {
    await migrate(db);
    return { url: url.toString(), report: await db.inTransaction((session) => partitionMatchTables(session, partitions)) };
  } finally {
    await db.close();
  }
}

export async function dropDatabase(base: string, name: string): Promise<void> {
  await onServer(base, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}

async function onServer(base: string, work: (admin: pg.Client) => Promise<unknown>): Promise<void> {
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    await work(admin);
  } finally {
    await admin.end();
  }
}

// As a command (.ci/run runs e2e suites on the database it prints):
//   DATABASE_URL=postgresql://postgres@127.0.0.1:5432/test node --import ./test/support/ts-loader.mjs test/support/partitioned-db.ts [partitions]
if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const base = process.env.DATABASE_URL;
  if (!base) throw new Error('DATABASE_URL names the server (and a database to connect to first).');
  const partitions = Number(process.argv[2] ?? 4);
  const { url, report } = await createPartitionedDatabase(base, 'kartenrunde_partitioned', partitions);
  console.error(
    `${report.tables.length} tables in ${partitions} partitions each; no longer unique across matches: ${report.uniqueLost.join(', ') || 'none'}`,
  );
  console.log(url);
}
