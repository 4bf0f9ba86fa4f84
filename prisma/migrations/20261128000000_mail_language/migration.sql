-- The language of a player's mails (de or en): given with the address, or the language their request asked for
-- (Accept-Language). Addresses set before read English, as their mails did.
ALTER TABLE "mail_address" ADD COLUMN "language" TEXT NOT NULL DEFAULT 'en';
ALTER TABLE "mail_address" ADD CONSTRAINT "mail_address_language_check" CHECK ("language" IN ('de', 'en'));
