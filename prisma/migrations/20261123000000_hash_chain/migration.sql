-- Tamper evidence: every event stores its link in the match's hash chain; the match keeps the head.
-- Nullable for rows written before the chain existed (the service computes their links when it reads them).
ALTER TABLE "match" ADD COLUMN "head_hash" TEXT;
ALTER TABLE "match_event" ADD COLUMN "hash" TEXT;
