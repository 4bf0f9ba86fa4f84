-- Correspondence play: registered players and their API keys, seats held by players or bots, invitations,
-- per-match time control with each active seat's turn and the next time the scheduler must act, player
-- notifications (an outbox for streams and webhooks), webhooks and their delivery log.
CREATE TABLE "player" (
    "id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "player_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "api_key" (
    "id" UUID NOT NULL,
    "player_id" UUID NOT NULL,
    "key_hash" TEXT NOT NULL,
    "label" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "revoked_at" TIMESTAMPTZ(3),
    CONSTRAINT "api_key_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "api_key_key_hash_key" ON "api_key"("key_hash");
CREATE INDEX "api_key_player_id_idx" ON "api_key"("player_id");
ALTER TABLE "api_key" ADD CONSTRAINT "api_key_player_id_fkey" FOREIGN KEY ("player_id") REFERENCES "player"("id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "match" ADD COLUMN "creator_player_id" UUID;
ALTER TABLE "match" ADD COLUMN "time_control" JSONB;
ALTER TABLE "match" ADD COLUMN "turns" JSONB NOT NULL DEFAULT '[]';
ALTER TABLE "match" ADD COLUMN "due_at" TIMESTAMPTZ(3);
CREATE INDEX "match_due_at_idx" ON "match"("due_at");
ALTER TABLE "match" ADD CONSTRAINT "match_creator_player_id_fkey" FOREIGN KEY ("creator_player_id") REFERENCES "player"("id") ON DELETE SET NULL ON UPDATE CASCADE;

ALTER TABLE "match_seat" ADD COLUMN "player_id" UUID;
ALTER TABLE "match_seat" ADD COLUMN "invited_player_id" UUID;
ALTER TABLE "match_seat" ADD COLUMN "bot" TEXT;
CREATE UNIQUE INDEX "match_seat_match_id_player_id_key" ON "match_seat"("match_id", "player_id");
CREATE INDEX "match_seat_player_id_idx" ON "match_seat"("player_id");
CREATE INDEX "match_seat_invited_player_id_idx" ON "match_seat"("invited_player_id");
ALTER TABLE "match_seat" ADD CONSTRAINT "match_seat_player_id_fkey" FOREIGN KEY ("player_id") REFERENCES "player"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "match_seat" ADD CONSTRAINT "match_seat_invited_player_id_fkey" FOREIGN KEY ("invited_player_id") REFERENCES "player"("id") ON DELETE SET NULL ON UPDATE CASCADE;

CREATE TABLE "notification" (
    "id" SERIAL NOT NULL,
    "player_id" UUID,
    "match_id" UUID,
    "type" TEXT NOT NULL,
    "data" JSONB NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "notification_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "notification_player_id_id_idx" ON "notification"("player_id", "id");
ALTER TABLE "notification" ADD CONSTRAINT "notification_player_id_fkey" FOREIGN KEY ("player_id") REFERENCES "player"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "notification" ADD CONSTRAINT "notification_match_id_fkey" FOREIGN KEY ("match_id") REFERENCES "match"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "webhook" (
    "id" UUID NOT NULL,
    "player_id" UUID,
    "match_id" UUID,
    "url" TEXT NOT NULL,
    "secret" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "deleted_at" TIMESTAMPTZ(3),
    CONSTRAINT "webhook_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "webhook_player_id_idx" ON "webhook"("player_id");
CREATE INDEX "webhook_match_id_idx" ON "webhook"("match_id");
ALTER TABLE "webhook" ADD CONSTRAINT "webhook_player_id_fkey" FOREIGN KEY ("player_id") REFERENCES "player"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "webhook" ADD CONSTRAINT "webhook_match_id_fkey" FOREIGN KEY ("match_id") REFERENCES "match"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "webhook_delivery" (
    "id" SERIAL NOT NULL,
    "webhook_id" UUID NOT NULL,
    "notification_id" INTEGER NOT NULL,
    "replay_of" INTEGER,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "next_attempt_at" TIMESTAMPTZ(3),
    "last_status_code" INTEGER,
    "last_error" TEXT,
    "delivered_at" TIMESTAMPTZ(3),
    "log" JSONB NOT NULL DEFAULT '[]',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "webhook_delivery_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "webhook_delivery_webhook_id_id_idx" ON "webhook_delivery"("webhook_id", "id");
CREATE INDEX "webhook_delivery_status_next_attempt_at_idx" ON "webhook_delivery"("status", "next_attempt_at");
ALTER TABLE "webhook_delivery" ADD CONSTRAINT "webhook_delivery_webhook_id_fkey" FOREIGN KEY ("webhook_id") REFERENCES "webhook"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "webhook_delivery" ADD CONSTRAINT "webhook_delivery_notification_id_fkey" FOREIGN KEY ("notification_id") REFERENCES "notification"("id") ON DELETE CASCADE ON UPDATE CASCADE;
