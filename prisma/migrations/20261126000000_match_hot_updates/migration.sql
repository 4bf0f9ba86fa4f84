-- Appends update their match row on every move (version, head hash, turns, updated_at). PostgreSQL can do that as a
-- heap-only (HOT) update, writing no index entries, only when no indexed column changes and the page has room.
-- "updated_at" changed on every move and was indexed (with status, for the recorder's look at finished matches), so
-- every move inserted into all of the match table's indexes. The recorder only needs finished matches, and status
-- changes a few times per match; the pages keep room for the new row versions.
DROP INDEX "match_status_updated_at_idx";
CREATE INDEX "match_status_idx" ON "match"("status");
ALTER TABLE "match" SET (fillfactor = 70);
