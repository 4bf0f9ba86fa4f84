-- Matches as event streams, their seats, their events and stored idempotent responses.
CREATE TABLE "match" (
    "id" UUID NOT NULL,
    "game" TEXT NOT NULL,
    "options" JSONB NOT NULL,
    "rules_version" INTEGER NOT NULL,
    "seats" INTEGER NOT NULL,
    "status" TEXT NOT NULL,
    "version" INTEGER NOT NULL DEFAULT 0,
    "dealing_mode" TEXT NOT NULL,
    "seed" TEXT NOT NULL,
    "seed_commitment" TEXT NOT NULL,
    "presets" JSONB NOT NULL,
    "creator_token_hash" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "match_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "match_event" (
    "match_id" UUID NOT NULL,
    "sequence" INTEGER NOT NULL,
    "type" TEXT NOT NULL,
    "data" JSONB NOT NULL,
    "metadata" JSONB NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "match_event_pkey" PRIMARY KEY ("match_id", "sequence")
);

CREATE TABLE "match_seat" (
    "match_id" UUID NOT NULL,
    "seat" INTEGER NOT NULL,
    "name" TEXT,
    "token_hash" TEXT,
    "joined_at" TIMESTAMPTZ(3),
    CONSTRAINT "match_seat_pkey" PRIMARY KEY ("match_id", "seat")
);

CREATE TABLE "idempotent_response" (
    "match_id" UUID NOT NULL,
    "seat" INTEGER NOT NULL,
    "key" TEXT NOT NULL,
    "request_hash" TEXT NOT NULL,
    "status" INTEGER NOT NULL,
    "body" JSONB NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "idempotent_response_pkey" PRIMARY KEY ("match_id", "seat", "key")
);

CREATE UNIQUE INDEX "match_seat_token_hash_key" ON "match_seat"("token_hash");

ALTER TABLE "match_event" ADD CONSTRAINT "match_event_match_id_fkey" FOREIGN KEY ("match_id") REFERENCES "match"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "match_seat" ADD CONSTRAINT "match_seat_match_id_fkey" FOREIGN KEY ("match_id") REFERENCES "match"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "idempotent_response" ADD CONSTRAINT "idempotent_response_match_id_fkey" FOREIGN KEY ("match_id") REFERENCES "match"("id") ON DELETE CASCADE ON UPDATE CASCADE;
