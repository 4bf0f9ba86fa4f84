-- Chat (README, "Chat"): each match's messages, kept apart from its event stream. A message is not a game
-- event: it has its own numbering per match, is not in the hash chain and does not change the match's version.
-- The creator decides at creation whether spectators (registered players without a seat) may take part.
ALTER TABLE "match" ADD COLUMN "chat_spectators" BOOLEAN NOT NULL DEFAULT false;

-- `sender` names who wrote a message within its match: `seat-<n>` for a seat (whoever holds it), or
-- `player-<id>` for a spectator. The seat's or player's name is kept as it was when the message was sent.
CREATE TABLE "chat_message" (
    "match_id" UUID NOT NULL,
    "id" INTEGER NOT NULL,
    "sender" TEXT NOT NULL,
    "sender_seat" INTEGER,
    "sender_player_id" UUID,
    "sender_name" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "chat_message_pkey" PRIMARY KEY ("match_id", "id")
);
-- The rate limit counts one sender's recent messages in a match.
CREATE INDEX "chat_message_match_id_sender_created_at_idx" ON "chat_message"("match_id", "sender", "created_at");
ALTER TABLE "chat_message" ADD CONSTRAINT "chat_message_match_id_fkey" FOREIGN KEY ("match_id") REFERENCES "match"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Whose messages a reader of a match's chat does not want to see (for that reader only). `reader` is
-- `seat-<n>`, `player-<id>` or `creator` (the creator token); `sender` as in chat_message.
CREATE TABLE "chat_hidden_sender" (
    "match_id" UUID NOT NULL,
    "reader" TEXT NOT NULL,
    "sender" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "chat_hidden_sender_pkey" PRIMARY KEY ("match_id", "reader", "sender")
);
ALTER TABLE "chat_hidden_sender" ADD CONSTRAINT "chat_hidden_sender_match_id_fkey" FOREIGN KEY ("match_id") REFERENCES "match"("id") ON DELETE CASCADE ON UPDATE CASCADE;
