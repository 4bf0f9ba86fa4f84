import { ValidateBy, type ValidationOptions } from 'class-validator';

/**
 * The chat's limits (README, "Chat"): what a message may hold and how fast one sender may write. A message is
 * 1 to MAX_CHAT_TEXT characters (Unicode code points, as JSON Schema's maxLength counts them) of text the
 * database can store, without control characters (line breaks and tabs included: a message is one line), and
 * not blank.
 */
export const MAX_CHAT_TEXT = 500;
/** At most this many messages per sender (seat or spectator) and match within CHAT_WINDOW_SECONDS. */
export const CHAT_BURST = 5;
export const CHAT_WINDOW_SECONDS = 10;
/** A match's chat holds at most this many messages (so exports and histories stay bounded). */
export const MAX_CHAT_MESSAGES = 10_000;

/** Unicode category Cc: C0 controls, DEL and C1 controls. */
const CONTROL = /\p{Cc}/u;

/** Why `text` is not a valid chat message, or null if it is. */
export function chatTextProblem(text: unknown): string | null {
  if (typeof text !== 'string') return 'must be a string';
  const length = [...text].length;
  if (length < 1 || length > MAX_CHAT_TEXT) return `must be 1 to ${MAX_CHAT_TEXT} characters long (it has ${length})`;
  if (CONTROL.test(text)) return 'must not contain control characters (line breaks and tabs included)';
  if (text.trim() === '') return 'must not be blank';
  return null;
}

/** class-validator rule for a chat message's text (see chatTextProblem). */
export function IsChatText(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isChatText',
      validator: {
        validate: (value: unknown) => chatTextProblem(value) === null,
        defaultMessage: (args) => `${args?.property ?? 'text'} ${chatTextProblem(args?.value) ?? 'is not a valid chat message'}`,
      },
    },
    options,
  );
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
