-- The answers to creating requests (a match, a seat, a player, an invitation, a key, a webhook, a chat message) sent
-- with an Idempotency-Key, per scope (the hash of the caller's credential, or anonymous) and key (its hash), each answer
-- sealed with its key: a retry with the same request gets the first answer again. Status 0: the first request is still
-- being answered.
CREATE TABLE "idempotent_create" (
    "scope" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "request_hash" TEXT NOT NULL,
    "status" INTEGER NOT NULL,
    "body" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "idempotent_create_pkey" PRIMARY KEY ("scope", "key")
);
CREATE INDEX "idempotent_create_created_at_idx" ON "idempotent_create"("created_at");
