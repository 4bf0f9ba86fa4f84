import { isUtf8 } from 'node:buffer';
import type { FastifyInstance } from 'fastify';

/** Request bodies are at most this many bytes (16 KiB). */
export const BODY_LIMIT = 16 * 1024;

/** The methods whose requests carry a body here; other requests' bodies are not read (they mean nothing). */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

/** Whether a Content-Type names JSON: application/json or application/*+json. */
export function isJsonType(contentType: string | undefined): boolean {
  const type = (contentType ?? '').split(';')[0].trim().toLowerCase();
  return type === 'application/json' || /^application\/[a-z0-9!#$&^_.+-]+\+json$/.test(type);
}

/** No request body of this API nests deeper than a few levels (a preset's hands are the deepest: 6). */
export const MAX_BODY_DEPTH = 32;

/** Why a body was refused; `bodyProblem` (problem.ts) maps the `type` to a problem. */
export class BodyError extends Error {
  constructor(
    readonly type:
      'entity.parse.failed' | 'encoding.invalid' | 'entity.too.deep' | 'charset.unsupported' | 'encoding.unsupported' | 'media.unsupported',
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Reads every request body (one parser for all media types): JSON bodies of POST, PUT and PATCH are parsed; a
 * body of another media type on those methods is refused (415) instead of reaching a handler with no body; other
 * methods' bodies are read and ignored. Bodies over BODY_LIMIT are refused (413) before they are parsed.
 */
export function readBodies(instance: FastifyInstance): void {
  instance.removeAllContentTypeParsers();
  instance.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: BODY_LIMIT }, (request, body, done) => {
    try {
      done(null, parseBody(request.method, request.headers, body as Buffer));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
}

/**
 * The body of a request as the handlers get it: parsed JSON, or undefined when there is none (no bytes were
 * sent, or a method that takes no body). JSON is UTF-8 (RFC 8259): bytes that are not UTF-8 make a malformed
 * body rather than being replaced by U+FFFD; only an object or an array is a body; and a body nested deeper
 * than MAX_BODY_DEPTH is refused before anything walks it.
 */
export function parseBody(method: string, headers: Record<string, string | string[] | undefined>, bytes: Buffer): unknown {
  if (!BODY_METHODS.has(method)) return undefined;
  if (bytes.length === 0 && headers['transfer-encoding'] === undefined) return undefined;
  const contentType = headers['content-type'] as string | undefined;
  if (!isJsonType(contentType)) {
    throw new BodyError(
      'media.unsupported',
      415,
      `Request bodies must be application/json (UTF-8), not ${JSON.stringify(contentType ?? 'none')}.`,
    );
  }
  const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(contentType ?? '')?.[1]?.toLowerCase();
  if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8') {
    throw new BodyError('charset.unsupported', 415, `The request body must be UTF-8 JSON, not charset ${JSON.stringify(charset)}.`);
  }
  const encoding = String(headers['content-encoding'] ?? 'identity')
    .trim()
    .toLowerCase();
  if (encoding !== 'identity' && encoding !== '') {
    throw new BodyError(
      'encoding.unsupported',
      415,
      `Request bodies are sent uncompressed (Content-Encoding identity), not ${JSON.stringify(encoding)}.`,
    );
  }
  if (bytes.length === 0) return {};
  if (!isUtf8(bytes)) throw new BodyError('encoding.invalid', 400, 'The request body is not valid UTF-8.');
  if (nestingDepth(bytes, MAX_BODY_DEPTH) > MAX_BODY_DEPTH) {
    throw new BodyError('entity.too.deep', 400, `The request body nests arrays and objects deeper than ${MAX_BODY_DEPTH} levels.`);
  }
  const text = bytes.toString('utf8');
  const first = /\S/.exec(text)?.[0];
  if (first !== '{' && first !== '[') throw new BodyError('entity.parse.failed', 400, 'The request body is not a JSON object or array.');
  try {
    return JSON.parse(text);
  } catch {
    throw new BodyError('entity.parse.failed', 400, 'The request body is not valid JSON.');
  }
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPENERS = new Set([0x5b, 0x7b]); // [ {
const CLOSERS = new Set([0x5d, 0x7d]); // ] }

/**
 * The deepest nesting of arrays and objects in JSON text (brackets inside strings do not count), or the first
 * depth above `stopAbove`. Malformed text gets some number; the parser refuses it afterwards anyway.
 */
export function nestingDepth(bytes: Uint8Array, stopAbove = Infinity): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i];
    if (inString) {
      if (byte === BACKSLASH) i++;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) {
      inString = true;
    } else if (OPENERS.has(byte)) {
      depth++;
      if (depth > deepest) deepest = depth;
      if (deepest > stopAbove) return deepest;
    } else if (CLOSERS.has(byte)) {
      depth--;
    }
  }
  return deepest;
}
