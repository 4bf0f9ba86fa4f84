import { createHmac, timingSafeEqual } from 'node:crypto';

/** The header every delivery carries: `t=<unix seconds>,v1=<hex HMAC-SHA-256(secret, "<t>.<body>")>`. */
export const SIGNATURE_HEADER = 'Kartenrunde-Signature';

export function sign(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

export function signatureHeader(secret: string, timestamp: number, body: string): string {
  return `t=${timestamp},v1=${sign(secret, timestamp, body)}`;
}

/**
 * What a receiver does: recompute the HMAC over the timestamp and the raw body, compare in constant time,
 * and refuse timestamps further than `toleranceSeconds` from its own clock (replayed old deliveries).
 */
export function verifySignature(secret: string, header: string | undefined, body: string, nowSeconds: number, toleranceSeconds = 300): boolean {
  const parts = Object.fromEntries((header ?? '').split(',').map((part) => part.split('=', 2) as [string, string]));
  const timestamp = Number(parts.t);
  if (!Number.isInteger(timestamp) || !/^[0-9a-f]{64}$/.test(parts.v1 ?? '')) return false;
  if (Math.abs(nowSeconds - timestamp) > toleranceSeconds) return false;
  return timingSafeEqual(Buffer.from(parts.v1, 'hex'), Buffer.from(sign(secret, timestamp, body), 'hex'));
}
