-- The recorder looked for finished matches without a record by reading every finished match and probing
-- "match_result" for each, so every look cost more as finished matches piled up. A match now carries "recorded",
-- set in the transaction that writes its result, and a partial index holds only the finished matches not recorded
-- yet (usually none), so a look reads only those. The index names "id" only: "updated_at" changes on every move
-- and must stay out of every index (20261126000000_match_hot_updates); the few rows found are sorted after.
ALTER TABLE "match" ADD COLUMN "recorded" BOOLEAN NOT NULL DEFAULT false;
UPDATE "match" m SET "recorded" = true WHERE EXISTS (SELECT 1 FROM "match_result" r WHERE r."match_id" = m."id");
CREATE INDEX "match_unrecorded_idx" ON "match"("id") WHERE "status" = 'finished' AND NOT "recorded";
