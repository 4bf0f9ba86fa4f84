import type { Sql } from './event-store.js';

/** A creating request's answer kept under its Idempotency-Key; `status` 0 while the first request runs. */
export interface IdempotentCreateRecord {
  requestHash: string;
  status: number;
  body: string;
  createdAt: Date;
}

/** Claims `key` in `scope` for a request about to run; false if the key already has a row (running or answered). */
export async function claimIdempotencyKey(sql: Sql, scope: string, key: string, requestHash: string, now: Date): Promise<boolean> {
  const rows = await sql.query<{ key: string }>(
    `INSERT INTO "idempotent_create" ("scope", "key", "request_hash", "status", "body", "created_at") VALUES ($1, $2, $3, 0, '', $4::timestamptz)
      ON CONFLICT DO NOTHING RETURNING "key"`,
    [scope, key, requestHash, now.toISOString()],
  );
  return rows.length === 1;
}

export async function findIdempotentCreate(sql: Sql, scope: string, key: string): Promise<IdempotentCreateRecord | null> {
  const rows = await sql.query<IdempotentCreateRecord>(
    `SELECT "request_hash" AS "requestHash", "status", "body", "created_at" AS "createdAt" FROM "idempotent_create" WHERE "scope" = $1 AND "key" = $2`,
    [scope, key],
  );
  return rows[0] ?? null;
}

/** Keeps the answer of the request that claimed the key. */
export async function answerIdempotentCreate(sql: Sql, scope: string, key: string, status: number, body: string): Promise<void> {
  await sql.query(`UPDATE "idempotent_create" SET "status" = $3, "body" = $4 WHERE "scope" = $1 AND "key" = $2`, [
    scope,
    key,
    status,
    body,
  ]);
}

/** Frees a key: its request failed, or its row is `createdAt`'s and has expired (another's newer row stays). */
export async function releaseIdempotencyKey(sql: Sql, scope: string, key: string, createdAt?: Date): Promise<void> {
  if (createdAt === undefined) await sql.query(`DELETE FROM "idempotent_create" WHERE "scope" = $1 AND "key" = $2`, [scope, key]);
  else
    await sql.query(`DELETE FROM "idempotent_create" WHERE "scope" = $1 AND "key" = $2 AND "created_at" = $3::timestamptz`, [
      scope,
      key,
      createdAt.toISOString(),
    ]);
}

/** Deletes every answer kept since before `before` (the index on "created_at" finds them). */
export async function purgeIdempotentCreates(sql: Sql, before: Date): Promise<void> {
  await sql.query(`DELETE FROM "idempotent_create" WHERE "created_at" < $1::timestamptz`, [before.toISOString()]);
}
