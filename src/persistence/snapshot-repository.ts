import type { PrismaClient } from '../generated/prisma/client.js';

/** A match's snapshot as stored (matches/snapshots.ts makes and checks them). */
export interface SnapshotRow {
  version: number;
  headHash: string;
  rulesVersion: number;
  format: string;
  /** JSON text, so the state's key order survives (jsonb would sort the keys). */
  state: string;
  digest: string;
}

/** The match's snapshot and the hash stored with the event at its version (null: there is no such event). */
export async function findSnapshot(prisma: PrismaClient, matchId: string): Promise<(SnapshotRow & { eventHash: string | null }) | null> {
  const rows = await prisma.$queryRaw<(SnapshotRow & { eventHash: string | null })[]>`
    SELECT s."version", s."head_hash" AS "headHash", s."rules_version" AS "rulesVersion", s."format", s."state", s."digest",
           e."hash" AS "eventHash"
      FROM "match_snapshot" s
      LEFT JOIN "match_event" e ON e."match_id" = s."match_id" AND e."sequence" = s."version"
     WHERE s."match_id" = ${matchId}::uuid`;
  return rows[0] ?? null;
}

/**
 * Keeps `row` as the match's snapshot unless the stored one is newer under the same rules version and format
 * (one made under other code is replaced). Nothing happens if the match is gone.
 */
export async function saveSnapshot(prisma: PrismaClient, matchId: string, row: SnapshotRow): Promise<void> {
  await prisma.$executeRaw`
    INSERT INTO "match_snapshot" ("match_id", "version", "head_hash", "rules_version", "format", "state", "digest")
    SELECT m."id", ${row.version}, ${row.headHash}, ${row.rulesVersion}, ${row.format}, ${row.state}, ${row.digest}
      FROM "match" m WHERE m."id" = ${matchId}::uuid
    ON CONFLICT ("match_id") DO UPDATE
       SET "version" = EXCLUDED."version", "head_hash" = EXCLUDED."head_hash", "rules_version" = EXCLUDED."rules_version",
           "format" = EXCLUDED."format", "state" = EXCLUDED."state", "digest" = EXCLUDED."digest", "created_at" = now()
     WHERE "match_snapshot"."version" < EXCLUDED."version"
        OR "match_snapshot"."format" <> EXCLUDED."format"
        OR "match_snapshot"."rules_version" <> EXCLUDED."rules_version"`;
}
