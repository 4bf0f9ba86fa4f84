-- A confirmation code dies after a few wrong tries ("code_tries" counts them since the code was mailed), and the
-- confirmation mails of the last hour are counted per player and per address to refuse more: the index serves both.
ALTER TABLE "mail_address" ADD COLUMN "code_tries" INTEGER NOT NULL DEFAULT 0;
CREATE INDEX "mail_outbox_confirmation_idx" ON "mail_outbox"("created_at") WHERE "kind" = 'confirmation';
