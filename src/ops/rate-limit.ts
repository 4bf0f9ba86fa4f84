import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { authorizationOf, bearerToken } from '../http/auth.js';
import { problem, sendProblem } from '../http/problem.js';
import { pathOf } from '../http/request-context.js';

export interface RateLimitConfig {
  /** Requests per minute from one IP address (0: unlimited). */
  perIp: number;
  /** Requests per minute with one bearer token (0: unlimited). */
  perToken: number;
  /** The clock in milliseconds (tests pass their own). */
  now?: () => number;
}

/** A token bucket: `capacity` requests at once, refilled evenly over a minute. */
class Buckets {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    private readonly capacity: number,
    private readonly now: () => number,
  ) {}

  /** Takes one request; returns 0 if it may pass, else the seconds until one more would. */
  take(key: string): number {
    const now = this.now();
    const perMs = this.capacity / 60_000;
    const bucket = this.buckets.get(key) ?? { tokens: this.capacity, at: now };
    bucket.tokens = Math.min(this.capacity, bucket.tokens + (now - bucket.at) * perMs);
    bucket.at = now;
    if (this.buckets.size > 50_000) this.prune(now, perMs);
    this.buckets.set(key, bucket);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return 0;
    }
    return Math.max(1, Math.ceil((1 - bucket.tokens) / perMs / 1000));
  }

  /** Buckets that would be full again carry no information. */
  private prune(now: number, perMs: number): void {
    for (const [key, b] of this.buckets) if (b.tokens + (now - b.at) * perMs >= this.capacity) this.buckets.delete(key);
  }
}

/**
 * Per-IP and per-token request limits, per service instance (each instance counts its own requests). Over a
 * limit: 429 problem+json RATE_LIMITED with Retry-After. Health checks are never limited.
 */
export function rateLimit(config: RateLimitConfig) {
  const now = config.now ?? Date.now;
  const byIp = config.perIp > 0 ? new Buckets(config.perIp, now) : null;
  const byToken = config.perToken > 0 ? new Buckets(config.perToken, now) : null;
  /** An onRequest hook: calls `done` if the request may pass, else answers 429. */
  return (request: FastifyRequest, reply: FastifyReply, done: () => void): void => {
    if (pathOf(request).startsWith('/health/')) return done();
    const token = bearerToken(authorizationOf(request));
    const waits = [
      byIp?.take(request.ip ?? 'unknown') ?? 0,
      token !== undefined && byToken ? byToken.take(createHash('sha256').update(token).digest('hex')) : 0,
    ];
    const wait = Math.max(...waits);
    if (wait === 0) return done();
    const which = waits[0] > 0 ? 'this address' : 'this token';
    const body = problem(429, 'RATE_LIMITED', `Too many requests from ${which}; try again in ${wait} s.`, { retryAfter: wait });
    body.instance = request.url;
    sendProblem(reply, body);
  };
}
