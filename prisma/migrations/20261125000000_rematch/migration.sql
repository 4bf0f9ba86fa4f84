-- Rematch (README, "Correspondence play"): an offer to play a finished match again, with each seat's answer.
-- Not part of the match's event stream: the stream (and its hash chain) is complete once the match has ended.
-- A rematch links to the match it repeats; unique, so one match has at most one rematch however many accept at once.
ALTER TABLE "match" ADD COLUMN "rematch_of" UUID;
CREATE UNIQUE INDEX "match_rematch_of_key" ON "match"("rematch_of");

-- One offer per match: `status` open, declined (by `declined_by`) or started (the new match `new_match_id`).
CREATE TABLE "rematch_offer" (
    "match_id" UUID NOT NULL,
    "offered_by" INTEGER NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'open',
    "declined_by" INTEGER,
    "new_match_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "rematch_offer_pkey" PRIMARY KEY ("match_id")
);
ALTER TABLE "rematch_offer" ADD CONSTRAINT "rematch_offer_match_id_fkey" FOREIGN KEY ("match_id") REFERENCES "match"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- A seat's acceptance (the offer is the offering seat's): `token_hash` is the SHA-256 of the seat token its
-- anonymous holder was handed for the new match (null for a registered player, whose key names the seat).
CREATE TABLE "rematch_vote" (
    "match_id" UUID NOT NULL,
    "seat" INTEGER NOT NULL,
    "token_hash" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "rematch_vote_pkey" PRIMARY KEY ("match_id", "seat")
);
ALTER TABLE "rematch_vote" ADD CONSTRAINT "rematch_vote_match_id_fkey" FOREIGN KEY ("match_id") REFERENCES "rematch_offer"("match_id") ON DELETE CASCADE ON UPDATE CASCADE;
