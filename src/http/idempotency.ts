import {
  applyDecorators,
  Inject,
  Injectable,
  UseInterceptors,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { HTTP_CODE_METADATA } from '@nestjs/common/constants.js';
import { ApiHeader } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createCipheriv, createDecipheriv, hash, randomBytes } from 'node:crypto';
import { from, lastValueFrom, type Observable } from 'rxjs';
import { canonicalJson } from '../audit/canonical.js';
import { CLOCK, type Clock } from '../clock.js';
import type { Database } from '../persistence/database.js';
import {
  answerIdempotentCreate,
  claimIdempotencyKey,
  findIdempotentCreate,
  purgeIdempotentCreates,
  releaseIdempotencyKey,
} from '../persistence/idempotency-repository.js';
import { DATABASE } from '../persistence/tokens.js';
import { ApiError } from './problem.js';

/** How long an answer is kept for retries, and how long a first request may run before its key counts as abandoned. */
export const IDEMPOTENCY_LIFETIME_MS = 24 * 3600_000;
export const IDEMPOTENCY_PENDING_MS = 60_000;
/** The shortest key an anonymous request may use: its scope is shared with every other anonymous caller. */
export const ANONYMOUS_KEY_MIN = 16;

/**
 * The key of an `Idempotency-Key` header: a structured-field string (`"8e03978e-..."`, RFC 8941, as the IETF draft
 * defines the header) or, for clients written before, the bare text. 1 to 200 printable ASCII characters; keys are
 * compared exactly. Undefined without the header; 400 VALIDATION_FAILED for anything else.
 */
export function parseIdempotencyKey(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  const text = header.trim();
  const quoted = /^"((?:[\x20\x21\x23-\x5b\x5d-\x7e]|\\["\\])*)"$/.exec(text);
  const key = quoted ? quoted[1].replace(/\\(["\\])/g, '$1') : text;
  if (key.length < 1 || key.length > 200 || !/^[\x20-\x7e]+$/.test(key)) {
    throw new ApiError(
      400,
      'VALIDATION_FAILED',
      'Idempotency-Key must be 1 to 200 printable ASCII characters, best a quoted string such as "8e03978e-40d5-43e8-bc93-6894a57f9324".',
    );
  }
  return key;
}

/** The header as an operation documents it (with IdempotentCreate, or beside an action's own handling). */
export const IDEMPOTENCY_KEY_HEADER = {
  name: 'Idempotency-Key',
  required: false,
  description:
    'A key unique per intended request (a random UUID, quoted as the IETF draft says, or bare): a retry with the same key and request ' +
    'answers as the first did, with Idempotent-Replayed: true, and does nothing again; the same key with another request is ' +
    '422 IDEMPOTENCY_KEY_REUSED, and while the first request runs 409 IDEMPOTENCY_KEY_IN_USE. Answers are kept 24 hours, ' +
    `per credential (without one: ${ANONYMOUS_KEY_MIN} characters at least, shared by every anonymous caller, so use a random UUID). ` +
    'Failed requests are not kept.',
  schema: { type: 'string', minLength: 1, maxLength: 202 },
};

const sha256 = (text: string) => hash('sha256', text, 'hex');

/** The answer to a creating request, kept under its Idempotency-Key (see IDEMPOTENCY_KEY_HEADER). */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return from(this.answer(context, next));
  }

  private async answer(context: ExecutionContext, next: CallHandler): Promise<unknown> {
    const http = context.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();
    const key = parseIdempotencyKey(headerOf(request, 'idempotency-key'));
    if (key === undefined) return lastValueFrom(next.handle(), { defaultValue: undefined });

    const authorization = headerOf(request, 'authorization');
    if (!authorization && key.length < ANONYMOUS_KEY_MIN) {
      throw new ApiError(
        400,
        'VALIDATION_FAILED',
        `Without a token or key, an Idempotency-Key needs ${ANONYMOUS_KEY_MIN} characters at least (a random UUID): anonymous callers share its scope.`,
      );
    }
    // The credential itself is never stored: its hash names the scope.
    const scope = authorization ? `credential:${sha256(authorization.trim())}` : 'anonymous';
    const requestHash = sha256(JSON.stringify([request.method, request.url, canonicalJson(request.body ?? null)]));
    const status = Reflect.getMetadata(HTTP_CODE_METADATA, context.getHandler()) ?? (request.method === 'POST' ? 201 : 200);

    // Only the key's hash is stored, and the answer (which may hold a new token or key) is sealed with the key itself.
    const stored = sha256(`${scope}\n${key}`);
    const earlier = await this.claim(scope, stored, requestHash);
    if (earlier) {
      reply.status(earlier.status).header('Idempotent-Replayed', 'true');
      return JSON.parse(unseal(earlier.body, scope, key));
    }
    try {
      const body = await lastValueFrom(next.handle(), { defaultValue: undefined });
      await answerIdempotentCreate(this.db.sql, scope, stored, status, seal(JSON.stringify(body ?? null), scope, key));
      return body;
    } catch (error) {
      await releaseIdempotencyKey(this.db.sql, scope, stored);
      throw error;
    }
  }

  /** Claims the key for this request (null), or returns the answer kept for it; refuses a running or different request. */
  private async claim(scope: string, key: string, requestHash: string): Promise<{ status: number; body: string } | null> {
    for (let attempt = 0; attempt < 2; attempt++) {
      const now = this.clock.now();
      if (await claimIdempotencyKey(this.db.sql, scope, key, requestHash, now)) {
        // Each new key clears the expired answers of every scope, so the table holds one day's keys at most.
        await purgeIdempotentCreates(this.db.sql, new Date(now.getTime() - IDEMPOTENCY_LIFETIME_MS));
        return null;
      }
      const row = await findIdempotentCreate(this.db.sql, scope, key);
      if (row === null) continue;
      const age = now.getTime() - row.createdAt.getTime();
      if (age > IDEMPOTENCY_LIFETIME_MS || (row.status === 0 && age > IDEMPOTENCY_PENDING_MS)) {
        await releaseIdempotencyKey(this.db.sql, scope, key, row.createdAt);
        continue;
      }
      if (row.requestHash !== requestHash)
        throw new ApiError(422, 'IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was used with a different request.');
      if (row.status === 0) throw inUse();
      return row;
    }
    throw inUse();
  }
}

/** The AES-256-GCM key an answer is sealed with: derived from the Idempotency-Key, which only its client knows. */
const sealKey = (scope: string, key: string) => hash('sha256', `kartenrunde-idempotency\n${scope}\n${key}`, 'buffer');

/** `text` sealed for the holder of `key`: base64 of nonce (12 bytes), tag (16) and ciphertext. */
function seal(text: string, scope: string, key: string): string {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealKey(scope, key), nonce);
  const sealed = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return Buffer.concat([nonce, cipher.getAuthTag(), sealed]).toString('base64');
}

function unseal(stored: string, scope: string, key: string): string {
  const bytes = Buffer.from(stored, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', sealKey(scope, key), bytes.subarray(0, 12));
  decipher.setAuthTag(bytes.subarray(12, 28));
  return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
}

const inUse = () =>
  new ApiError(409, 'IDEMPOTENCY_KEY_IN_USE', 'A request with this Idempotency-Key is still being answered; retry in a moment.');

/** Makes a creating operation safe to retry with an Idempotency-Key, and documents the header. */
export const IdempotentCreate = () => applyDecorators(UseInterceptors(IdempotencyInterceptor), ApiHeader(IDEMPOTENCY_KEY_HEADER));

function headerOf(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}
