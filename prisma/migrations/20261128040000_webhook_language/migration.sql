-- The language of a webhook's sentences (de or en): given when it is registered, or the language that request asked
-- for (Accept-Language). Webhooks registered before read English.
ALTER TABLE "webhook" ADD COLUMN "language" TEXT NOT NULL DEFAULT 'en';
ALTER TABLE "webhook" ADD CONSTRAINT "webhook_language_check" CHECK ("language" IN ('de', 'en'));
