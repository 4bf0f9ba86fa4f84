import { PGlite } from '@electric-sql/pglite';
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { PrismaClient } from '../generated/prisma/client.js';

/** Runs plain SQL (several statements at once) inside one transaction; used by the migrator only. */
export interface SqlSession {
  exec(sql: string): Promise<void>;
  rows<T>(sql: string, params?: unknown[]): Promise<T[]>;
}

export interface Database {
  kind: 'postgres' | 'embedded';
  prisma: PrismaClient;
  inTransaction<T>(work: (session: SqlSession) => Promise<T>): Promise<T>;
  /**
   * Calls `onMessage` with the payload of every NOTIFY on `channel`, from any connection or instance on this
   * database. Returns a function that stops listening.
   */
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface DatabaseConfig {
  /** A PostgreSQL URL; without one the embedded PGlite database is used. */
  url?: string;
  /** Folder for the embedded database; `memory://` keeps it in memory. */
  dataDir?: string;
}

/** One code path, two databases: PostgreSQL through `pg`, or PGlite embedded in the process. */
export function openDatabase(config: DatabaseConfig): Database {
  return config.url ? openPostgres(config.url) : openEmbedded(config.dataDir ?? './data');
}

function openPostgres(url: string): Database {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const prisma = new PrismaClient({ adapter: new PrismaPg(pool) });
  return {
    kind: 'postgres',
    prisma,
    async inTransaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work({
          exec: async (sql) => void (await client.query(sql)),
          rows: async (sql, params) => (await client.query(sql, params)).rows,
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    listen: (channel, onMessage) => listenPostgres(url, channel, onMessage),
    async close() {
      await prisma.$disconnect();
      await pool.end();
    },
  };
}

/** LISTEN on a dedicated connection (a pooled one would be handed to queries); reconnects if it drops. */
async function listenPostgres(url: string, channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel) onMessage(message.payload ?? '');
    });
    next.on('error', () => undefined);
    next.on('end', () => {
      if (!stopped) setTimeout(() => void connect().catch(() => undefined), 1000).unref();
    });
    await next.connect();
    await next.query(`LISTEN "${channel.replace(/"/g, '""')}"`);
    client = next;
  };
  await connect();
  return async () => {
    stopped = true;
    await client?.end().catch(() => undefined);
  };
}

function openEmbedded(dataDir: string): Database {
  const pglite = new PGlite(dataDir);
  const prisma = new PrismaClient({ adapter: new PrismaPGlite(pglite) });
  return {
    kind: 'embedded',
    prisma,
    inTransaction(work) {
      return pglite.transaction((tx) =>
        work({
          exec: async (sql) => void (await tx.exec(sql)),
          rows: async <T>(sql: string, params?: unknown[]) => (await tx.query<T>(sql, params)).rows,
        }),
      );
    },
    // PGlite is one process: LISTEN/NOTIFY works within it (and is all there is to reach).
    listen: (channel, onMessage) => pglite.listen(channel, onMessage),
    async close() {
      await prisma.$disconnect();
      await pglite.close();
    },
  };
}
