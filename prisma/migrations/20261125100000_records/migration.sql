-- Records and ratings (README, "Your record"). A finished match is recorded once: its row in match_result is
-- the guard (primary key), written in the same transaction as its seats' results and the rating updates, so a
-- crash or a second instance can never count a match twice. Matches that ended before this migration are
-- recorded by the service at start-up (src/records/recorder.ts), oldest first.
CREATE TABLE "match_result" (
    "match_id" UUID NOT NULL,
    "game" TEXT NOT NULL,
    "ended_at" TIMESTAMPTZ(3) NOT NULL,
    -- Null when the match changed the ratings; else why not (arrangedDeal, bot, unregistered).
    "unrated_reason" TEXT,
    "recorded_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "match_result_pkey" PRIMARY KEY ("match_id")
);
ALTER TABLE "match_result" ADD CONSTRAINT "match_result_match_id_fkey" FOREIGN KEY ("match_id") REFERENCES "match"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Each seat's result: won, lost or shared; its place (1 = first; equal places are ties); the game's own total
-- (Bummerl taken, lives left, cents) and, for a rated match, the player's rating before and after it.
CREATE TABLE "match_result_seat" (
    "match_id" UUID NOT NULL,
    "seat" INTEGER NOT NULL,
    "player_id" UUID,
    "game" TEXT NOT NULL,
    "ended_at" TIMESTAMPTZ(3) NOT NULL,
    "result" TEXT NOT NULL,
    "place" INTEGER NOT NULL,
    "total" INTEGER NOT NULL,
    "rating_before" JSONB,
    "rating_after" JSONB,
    CONSTRAINT "match_result_seat_pkey" PRIMARY KEY ("match_id", "seat")
);
-- A player's finished matches page newest first by (ended_at, match_id); the record groups by game.
CREATE INDEX "match_result_seat_player_id_ended_at_match_id_idx" ON "match_result_seat"("player_id", "ended_at", "match_id");
ALTER TABLE "match_result_seat" ADD CONSTRAINT "match_result_seat_match_id_fkey" FOREIGN KEY ("match_id") REFERENCES "match_result"("match_id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "match_result_seat" ADD CONSTRAINT "match_result_seat_player_id_fkey" FOREIGN KEY ("player_id") REFERENCES "player"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- A player's rating per game (Weng-Lin / OpenSkill, src/records/rating.ts).
CREATE TABLE "player_rating" (
    "player_id" UUID NOT NULL,
    "game" TEXT NOT NULL,
    "mu" DOUBLE PRECISION NOT NULL,
    "sigma" DOUBLE PRECISION NOT NULL,
    "matches" INTEGER NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "player_rating_pkey" PRIMARY KEY ("player_id", "game")
);
ALTER TABLE "player_rating" ADD CONSTRAINT "player_rating_player_id_fkey" FOREIGN KEY ("player_id") REFERENCES "player"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The recorder looks for finished matches without a result (at start-up and now and then).
CREATE INDEX "match_status_updated_at_idx" ON "match"("status", "updated_at");
