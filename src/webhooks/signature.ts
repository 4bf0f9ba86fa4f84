import { createHmac, randomBytes } from 'node:crypto';

/**
 * Deliveries are signed as the Standard Webhooks specification says (https://www.standardwebhooks.com), so
 * receivers can check them with its libraries: three headers, `webhook-id` (the message id, the same for every
 * attempt and replay of one notification), `webhook-timestamp` (unix seconds of the attempt) and
 * `webhook-signature` (`v1,<base64 HMAC-SHA-256 over "<id>.<timestamp>.<body>">`), keyed with the bytes the
 * secret `whsec_<base64>` encodes.
 */
export const SECRET_PREFIX = 'whsec_';

/** A new signing secret: `whsec_` and 32 random bytes in base64. */
export function newSecret(): string {
  return `${SECRET_PREFIX}${randomBytes(32).toString('base64')}`;
}

/**
 * The key a secret encodes. Node's base64 decoder also reads base64url, the alphabet secrets issued before the
 * switch to Standard Webhooks were written in (the same bytes: receivers translate `-_` to `+/` and pad with `=`).
 */
export function signingKey(secret: string): Buffer {
  return Buffer.from(secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret, 'base64');
}

/** The message id of a notification's deliveries. */
export function messageId(notificationId: number): string {
  return `msg_${notificationId}`;
}

export function signature(secret: string, id: string, timestamp: number, body: string): string {
  return `v1,${createHmac('sha256', signingKey(secret)).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
}

/** The three Standard Webhooks headers of one attempt. */
export function signatureHeaders(secret: string, id: string, timestamp: number, body: string): Record<string, string> {
  return {
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': signature(secret, id, timestamp, body),
  };
}
