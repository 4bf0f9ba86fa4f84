-- The lobby. Who finds and sees a match: public (listed in GET /matches), unlisted (anyone with its id: every
-- match created before, and the default) or private (its seats, its creator and invited players only).
ALTER TABLE "match" ADD COLUMN "visibility" TEXT NOT NULL DEFAULT 'unlisted';

-- GET /matches reads a page newest first by (created_at, id) after a cursor: one index range per page for the
-- public matches, those of one status, those of one game, and a creator's own matches.
CREATE INDEX "match_visibility_created_at_id_idx" ON "match"("visibility", "created_at", "id");
CREATE INDEX "match_visibility_status_created_at_id_idx" ON "match"("visibility", "status", "created_at", "id");
CREATE INDEX "match_visibility_game_created_at_id_idx" ON "match"("visibility", "game", "created_at", "id");
CREATE INDEX "match_creator_player_id_created_at_id_idx" ON "match"("creator_player_id", "created_at", "id");
