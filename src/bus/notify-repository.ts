import type { Sql } from '../persistence/event-store.js';

/** The names of the notifier's own statements (NOTIFYs, the look at who listens): they read and write no data. */
export const NOTIFIER_STATEMENTS = { notify: 'kartenrunde_notify', listeners: 'kartenrunde_listeners' } as const;

/** Sends each payload as one NOTIFY on `channel`, all in one statement. */
export async function notifyAll(sql: Sql, channel: string, payloads: string[]): Promise<void> {
  await sql.query(
    'SELECT pg_notify($1::text, payload) FROM unnest($2::text[]) AS payload',
    [channel, payloads],
    NOTIFIER_STATEMENTS.notify,
  );
}

/**
 * How many other connections of this database wait in `listen` (the statement of a LISTEN connection; connections
 * whose statement this role may not see count too), and whether the connection `pid` is seen waiting in it.
 */
export async function listenersBesides(sql: Sql, pid: number, listen: string): Promise<{ listeners: number; seen: boolean }> {
  const [row] = await sql.query<{ listeners: number; seen: boolean }>(
    `SELECT count(*) FILTER (WHERE pid <> $1::int AND query IN ($2::text, '<insufficient privilege>'))::int AS "listeners",
            coalesce(bool_or(pid = $1::int AND query = $2::text), false) AS "seen"
       FROM pg_stat_activity WHERE datname = current_database()`,
    [pid, listen],
    NOTIFIER_STATEMENTS.listeners,
  );
  return row;
}
