-- Chain version 2 (audit/chain.ts): a secret salt, revealed with the seed when the match ends, goes into the
-- seed commitment and into every event's hash, so no hash can confirm a guess of a hidden card. Matches created
-- before keep version 1 (no salt).
ALTER TABLE "match" ADD COLUMN "chain_version" INTEGER NOT NULL DEFAULT 1;
ALTER TABLE "match" ADD COLUMN "salt" TEXT;

-- The service's Ed25519 keys for signed export heads and move receipts. A key from the SIGNING_KEY setting is
-- recorded without its private part; a generated one (embedded default) keeps it. Old keys stay published.
CREATE TABLE "signing_key" (
  "kid" TEXT PRIMARY KEY NOT NULL,
  "public_jwk" JSONB NOT NULL,
  "private_jwk" JSONB,
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT now()
);

-- Idempotent replays answer with the first response byte for byte: keep its JSON text, not a jsonb value.
ALTER TABLE "idempotent_response" ALTER COLUMN "body" TYPE TEXT USING "body"::text;
