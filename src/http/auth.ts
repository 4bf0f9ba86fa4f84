import { hash, randomBytes } from 'node:crypto';
import { ApiError } from './problem.js';

/** A fresh bearer token: 32 random bytes, base64url. Only its hash is stored. */
export function newToken(prefix: 'seat' | 'creator' | 'key'): string {
  return `${prefix}_${randomBytes(32).toString('base64url')}`;
}

export function hashToken(token: string): string {
  return hash('sha256', token, 'hex');
}

/** A request's Authorization header, if it has exactly one. */
export function authorizationOf(request: { headers: Record<string, string | string[] | undefined> }): string | undefined {
  const header = request.headers.authorization;
  return typeof header === 'string' ? header : undefined;
}

/** The token from an `Authorization: Bearer <token>` header; undefined without one, 401 if malformed. */
export function bearerToken(header: string | undefined): string | undefined {
  if (header === undefined || header === '') return undefined;
  const match = /^Bearer ([A-Za-z0-9_-]{10,200})$/.exec(header.trim());
  if (!match) throw new ApiError(401, 'UNAUTHORIZED', 'The Authorization header must be "Bearer <token>".');
  return match[1];
}
