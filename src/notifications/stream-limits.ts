import { applyDecorators } from '@nestjs/common';
import { ApiExtraModels, ApiResponse, getSchemaPath } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { authorizationOf, bearerToken, hashToken } from '../http/auth.js';
import { ApiError } from '../http/problem.js';
import { ProblemDto } from '../http/problem.dto.js';

/** What a client refused for too many streams is told to wait: a slot frees only when one of its streams closes. */
export const STREAM_RETRY_AFTER_SECONDS = 10;

/**
 * Caps the open event streams (match and notification streams together) per client address and per bearer token,
 * in this instance. A stream takes its slots before anything is read and gives them back when it closes; a
 * request refused for another reason (401, 403, 404) gives them back at once. 0: no cap.
 */
export class StreamLimits {
  private readonly byAddress = new Map<string, number>();
  private readonly byToken = new Map<string, number>();

  constructor(
    private readonly perAddress: number,
    private readonly perToken: number,
  ) {}

  /**
   * Takes a slot for a stream of `req` (its address and its bearer token, if any); returns the function that gives
   * it back (once, however often called). Over a cap: 429 TOO_MANY_STREAMS with Retry-After, nothing taken.
   */
  acquire(request: FastifyRequest): () => void {
    const address = request.ip ?? 'unknown';
    const token = bearerToken(authorizationOf(request));
    const tokenKey = token === undefined ? undefined : hashToken(token);
    if (this.perAddress > 0 && (this.byAddress.get(address) ?? 0) >= this.perAddress) {
      throw tooMany(
        `This address already holds ${this.perAddress} open event streams, the most allowed; close one first.`,
        this.perAddress,
      );
    }
    if (tokenKey !== undefined && this.perToken > 0 && (this.byToken.get(tokenKey) ?? 0) >= this.perToken) {
      throw tooMany(`This token already holds ${this.perToken} open event streams, the most allowed; close one first.`, this.perToken);
    }
    increment(this.byAddress, address);
    if (tokenKey !== undefined) increment(this.byToken, tokenKey);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      decrement(this.byAddress, address);
      if (tokenKey !== undefined) decrement(this.byToken, tokenKey);
    };
  }
}

/** The problem carries `retryAfter`, which becomes Retry-After (http/problem.ts). */
function tooMany(detail: string, limit: number): ApiError {
  return new ApiError(429, 'TOO_MANY_STREAMS', detail, { limit, retryAfter: STREAM_RETRY_AFTER_SECONDS });
}

function increment(counts: Map<string, number>, key: string): void {
  counts.set(key, (counts.get(key) ?? 0) + 1);
}

function decrement(counts: Map<string, number>, key: string): void {
  const left = (counts.get(key) ?? 0) - 1;
  if (left > 0) counts.set(key, left);
  else counts.delete(key);
}

/** Documents the 429 of a stream endpoint: too many open streams (or too many requests). */
export function ApiStreamLimits() {
  return applyDecorators(
    ApiExtraModels(ProblemDto),
    ApiResponse({
      status: 429,
      description:
        'TOO_MANY_STREAMS: this client address or this token already holds as many open event streams as allowed ' +
        '(`limit`); close one first. Or RATE_LIMITED: too many requests. See Retry-After.',
      headers: { 'Retry-After': { description: 'Seconds to wait before trying again.', schema: { type: 'integer' } } },
      content: { 'application/problem+json': { schema: { $ref: getSchemaPath(ProblemDto) } } },
    }),
  );
}
