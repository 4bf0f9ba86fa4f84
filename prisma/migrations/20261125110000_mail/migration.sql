-- E-mail notices (README, "E-mail"). A player gives an address, confirms it with the code mailed to them and
-- chooses which notices they want. mail_outbox is what is still to send; it survives restarts, and a mail is
-- marked sent only after the SMTP server took it.
CREATE TABLE "mail_address" (
    "player_id" UUID NOT NULL,
    "address" TEXT NOT NULL,
    -- The notification types mailed: yourMove, invitation, matchEnded.
    "notices" TEXT[] NOT NULL,
    -- SHA-256 of the confirmation code, null once confirmed.
    "code_hash" TEXT,
    "code_expires_at" TIMESTAMPTZ(3),
    "confirmed_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "mail_address_pkey" PRIMARY KEY ("player_id")
);
ALTER TABLE "mail_address" ADD CONSTRAINT "mail_address_player_id_fkey" FOREIGN KEY ("player_id") REFERENCES "player"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- One notice to mail (or a confirmation code). "your move" notices wait and are sent together, one mail per
-- player (the digest). `next_attempt_at` is also the lease of the instance sending it.
CREATE TABLE "mail_outbox" (
    "id" SERIAL NOT NULL,
    "player_id" UUID NOT NULL,
    "kind" TEXT NOT NULL,
    "notification_id" INTEGER,
    "data" JSONB NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "next_attempt_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    -- pending, sent, failed (gave up) or dropped (address removed or notice no longer wanted).
    "status" TEXT NOT NULL DEFAULT 'pending',
    "sent_at" TIMESTAMPTZ(3),
    "last_error" TEXT,
    CONSTRAINT "mail_outbox_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "mail_outbox_status_next_attempt_at_idx" ON "mail_outbox"("status", "next_attempt_at");
CREATE INDEX "mail_outbox_player_id_status_idx" ON "mail_outbox"("player_id", "status");
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_player_id_fkey" FOREIGN KEY ("player_id") REFERENCES "player"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Every notification of a player with a confirmed address who wants its type is queued in the same
-- transaction that writes it, whichever code path writes it (an append, an invitation, a rematch ...).
CREATE FUNCTION "queue_mail_notice"() RETURNS trigger AS $$
BEGIN
  INSERT INTO "mail_outbox" ("player_id", "kind", "notification_id", "data", "created_at", "next_attempt_at")
  SELECT NEW."player_id", NEW."type", NEW."id", NEW."data", NEW."created_at", NEW."created_at"
    FROM "mail_address" a
   WHERE a."player_id" = NEW."player_id" AND a."confirmed_at" IS NOT NULL AND NEW."type" = ANY (a."notices");
  RETURN NULL;
END
$$ LANGUAGE plpgsql;

CREATE TRIGGER "notification_mail" AFTER INSERT ON "notification"
  FOR EACH ROW WHEN (NEW."player_id" IS NOT NULL) EXECUTE FUNCTION "queue_mail_notice"();
