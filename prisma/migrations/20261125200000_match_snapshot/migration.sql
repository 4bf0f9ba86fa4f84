-- Snapshots (issue 14): a cache derived from the log, so reading a long match that is not in a process's cache
-- costs about the same at 5,000 events as at 200. The log stays the truth. One row per match, the newest: the
-- replayed state at `version` (JSON text, key order kept), the chain head hash the service computed there,
-- the rules version and the snapshot format (format version and engine code fingerprint) it was made under,
-- and a SHA-256 digest of all of it. A reader uses it only if the event row at `version` carries `head_hash`
-- and everything else still matches; otherwise it replays from the start as before.
CREATE TABLE "match_snapshot" (
    "match_id" UUID NOT NULL,
    "version" INTEGER NOT NULL,
    "head_hash" TEXT NOT NULL,
    "rules_version" INTEGER NOT NULL,
    "format" TEXT NOT NULL,
    "state" TEXT NOT NULL,
    "digest" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "match_snapshot_pkey" PRIMARY KEY ("match_id")
);
ALTER TABLE "match_snapshot" ADD CONSTRAINT "match_snapshot_match_id_fkey" FOREIGN KEY ("match_id") REFERENCES "match"("id") ON DELETE CASCADE ON UPDATE CASCADE;
