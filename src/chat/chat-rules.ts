import { IsDisplayText } from '../http/display-text.js';

/**
 * The chat's limits (docs/correspondence.md, "Chat"): what a message may hold and how fast one sender may write. A message is
 * 1 to MAX_CHAT_TEXT characters (Unicode code points, as JSON Schema's maxLength counts them) of display text
 * (http/display-text.ts: one line, no bidirectional controls, something visible).
 */
export const MAX_CHAT_TEXT = 500;
/** At most this many messages per sender (seat or spectator) and match within CHAT_WINDOW_SECONDS. */
export const CHAT_BURST = 5;
export const CHAT_WINDOW_SECONDS = 10;
/** A match's chat holds at most this many messages (so exports and histories stay bounded). */
export const MAX_CHAT_MESSAGES = 10_000;

/** class-validator rule and normalisation for a chat message's text. */
export function IsChatText(): PropertyDecorator {
  return IsDisplayText(MAX_CHAT_TEXT);
}

/**
 * Who wrote a message, as a reader hides them: `seat-<n>` (whoever holds seat n of the match) or
 * `player-<id>` (a registered player writing as a spectator). Readers are named alike, plus `creator` for the
 * creator token.
 */
export type SenderId = `seat-${number}` | `player-${string}`;

const SENDER = /^(?:seat-(\d)|player-([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}))$/i;

/** A sender id taken apart; null if it is not one. */
export function parseSenderId(text: string): { seat: number } | { playerId: string } | null {
  const match = SENDER.exec(text);
  if (!match) return null;
  return match[1] !== undefined ? { seat: Number(match[1]) } : { playerId: match[2].toLowerCase() };
}

export const seatSender = (seat: number): SenderId => `seat-${seat}`;
export const playerSender = (playerId: string): SenderId => `player-${playerId}`;
