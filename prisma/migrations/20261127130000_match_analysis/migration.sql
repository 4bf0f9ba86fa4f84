-- The analysis of a finished match (src/analysis, README "After the match: the analysis"): computed once in the
-- background from the match's events and revealed seed, stored as the JSON text served by GET /matches/{id}/analysis
-- with its ETag, so a request costs one read. The primary key keeps one per match whichever instance gets there
-- first. "match"."analysed" is set in the same transaction; a partial index holds only the ended matches not
-- analysed yet, so the analyst's look reads only those (as "recorded" does for the records).
CREATE TABLE "match_analysis" (
    "match_id" UUID NOT NULL,
    -- The analysis format (src/analysis/analyse.ts, ANALYSIS_VERSION) it was computed with.
    "format" INTEGER NOT NULL,
    "body" TEXT NOT NULL,
    "etag" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "match_analysis_pkey" PRIMARY KEY ("match_id")
);
ALTER TABLE "match_analysis" ADD CONSTRAINT "match_analysis_match_id_fkey" FOREIGN KEY ("match_id") REFERENCES "match"("id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "match" ADD COLUMN "analysed" BOOLEAN NOT NULL DEFAULT false;
CREATE INDEX "match_unanalysed_idx" ON "match"("id") WHERE "status" IN ('finished', 'aborted') AND NOT "analysed";
