import { PGlite } from '@electric-sql/pglite';
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { PrismaClient } from '../generated/prisma/client.js';
import type { Sql } from './event-store.js';

/** Runs SQL inside one transaction: `exec` plain SQL (several statements at once: the migrator), `rows` one statement with parameters. */
export interface SqlSession {
  exec(sql: string): Promise<void>;
  rows<T>(sql: string, params?: unknown[]): Promise<T[]>;
}

/** The state of a LISTEN connection: whether it is up, and its server process (to tell it apart in pg_stat_activity). */
export interface ListenState {
  connected: boolean;
  backendPid: number | null;
}

export interface Database {
  kind: 'postgres' | 'embedded';
  prisma: PrismaClient;
  /** One statement through the driver, outside the ORM and any transaction (the hot path: appends). */
  sql: Sql;
  inTransaction<T>(work: (session: SqlSession) => Promise<T>): Promise<T>;
  /**
   * Calls `onMessage` with the payload of every NOTIFY on `channel`, from any connection or instance on this
   * database. Returns a function that stops listening. `onState` learns whenever the connection that listens
   * goes down or is up again (listening anew): a NOTIFY sent while it was down is lost, not delivered later.
   */
  listen(channel: string, onMessage: (payload: string) => void, onState?: (state: ListenState) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface DatabaseConfig {
  /** A PostgreSQL URL; without one the embedded PGlite database is used. */
  url?: string;
  /** Folder for the embedded database; `memory://` keeps it in memory. */
  dataDir?: string;
  /** Most pooled PostgreSQL connections (the LISTEN connection comes on top); absent: `pg`'s own default. The service passes DB_POOL_SIZE. */
  poolSize?: number;
}

/**
 * The statement a LISTEN connection runs, last: PostgreSQL shows it as that connection's `query` in
 * pg_stat_activity while the connection waits, which tells who listens on the channel.
 */
export function listenStatement(channel: string): string {
  return `LISTEN "${channel.replace(/"/g, '""')}"`;
}

/** One code path, two databases: PostgreSQL through `pg`, or PGlite embedded in the process. */
export function openDatabase(config: DatabaseConfig): Database {
  return config.url ? openPostgres(config.url, config.poolSize) : openEmbedded(config.dataDir ?? './data');
}

function openPostgres(url: string, poolSize: number | undefined): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  const prisma = new PrismaClient({ adapter: new PrismaPg(pool) });
  return {
    kind: 'postgres',
    prisma,
    sql: {
      // A named statement is parsed and planned once per pooled connection.
      query: async (text, values, name) => (await pool.query({ text, values, name })).rows,
    },
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
    listen: (channel, onMessage, onState) => listenPostgres(url, channel, onMessage, onState),
    async close() {
      await prisma.$disconnect();
      await pool.end();
    },
  };
}

/**
 * LISTEN on a dedicated connection (a pooled one would be handed to queries, and TCP keep-alive notices a dead
 * peer); when it drops, `onState` hears so at once and a new connection is tried every second until one listens.
 * A first connection that fails is the caller's error (the service does not start).
 */
async function listenPostgres(
  url: string,
  channel: string,
  onMessage: (payload: string) => void,
  onState: (state: ListenState) => void = () => undefined,
): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  const open = async (): Promise<void> => {
    if (stopped) return;
    const next = new pg.Client({ connectionString: url, keepAlive: true });
    let lost = false;
    const lose = () => {
      if (lost) return;
      lost = true;
      if (client === next) {
        client = null;
        onState({ connected: false, backendPid: null });
      }
      void next.end().catch(() => undefined);
      if (!stopped) setTimeout(() => void open().catch(() => undefined), 1000).unref();
    };
    next.on('notification', (message) => {
      if (message.channel === channel) onMessage(message.payload ?? '');
    });
    next.on('error', lose);
    next.on('end', lose);
    try {
      await next.connect();
      const { rows } = await next.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      // Last, so that pg_stat_activity shows this connection's statement as the LISTEN (listenStatement).
      await next.query(listenStatement(channel));
      if (lost) return;
      if (stopped) return void (await next.end().catch(() => undefined));
      client = next;
      onState({ connected: true, backendPid: rows[0].pid });
    } catch (error) {
      lose();
      throw error;
    }
  };
  try {
    await open();
  } catch (error) {
    stopped = true;
    throw error;
  }
  return async () => {
    stopped = true;
    const current = client;
    client = null;
    await current?.end().catch(() => undefined);
  };
}

function openEmbedded(dataDir: string): Database {
  const pglite = new PGlite(dataDir);
  const prisma = new PrismaClient({ adapter: new PrismaPGlite(pglite) });
  return {
    kind: 'embedded',
    prisma,
    sql: {
      query: async <T>(text: string, values: unknown[]) => (await pglite.query<T>(text, values)).rows,
    },
    inTransaction(work) {
      return pglite.transaction((tx) =>
        work({
          exec: async (sql) => void (await tx.exec(sql)),
          rows: async <T>(sql: string, params?: unknown[]) => (await tx.query<T>(sql, params)).rows,
        }),
      );
    },
    // PGlite is one process: LISTEN/NOTIFY works within it (and is all there is to reach); it cannot drop.
    async listen(channel, onMessage, onState) {
      const stop = await pglite.listen(channel, onMessage);
      onState?.({ connected: true, backendPid: null });
      return stop;
    },
    async close() {
      await prisma.$disconnect();
      await pglite.close();
    },
  };
}

/** Asks the database the smallest question through the ORM: throws if it does not answer. */
export async function ping(db: Pick<Database, 'prisma'>): Promise<void> {
  await db.prisma.$queryRaw`SELECT 1`;
}
