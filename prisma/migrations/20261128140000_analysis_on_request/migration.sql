-- Whether a match's analysis has been asked for (GET /matches/{id}/analysis after its end). By default the analyst
-- analyses only such matches (ANALYSE_EVERY_MATCH=false); the partial index holds the ones asked for and not
-- analysed yet, so its look reads only those. Matches that ended before this migration keep the promise they were
-- made: every ended match was to be analysed.
ALTER TABLE "match" ADD COLUMN "analysis_wanted" BOOLEAN NOT NULL DEFAULT false;
UPDATE "match" SET "analysis_wanted" = true WHERE "status" IN ('finished', 'aborted');
CREATE INDEX "match_analysis_wanted_idx" ON "match"("id") WHERE "analysis_wanted" AND NOT "analysed";
