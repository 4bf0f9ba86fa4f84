import { isUtf8 } from 'node:buffer';
import type { IncomingMessage } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import { problem, sendProblem } from './problem.js';

/** Request bodies are at most this large. */
export const BODY_LIMIT = '16kb';

/** The methods whose requests carry a body here; other requests' bodies are not read (they mean nothing). */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

/** Which requests the JSON parser reads: bodies of POST, PUT and PATCH sent as application/json or application/*+json. */
export function isJsonBody(req: IncomingMessage): boolean {
  if (!BODY_METHODS.has(req.method ?? '')) return false;
  const type = (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  return type === 'application/json' || /^application\/[a-z0-9!#$&^_.+-]+\+json$/.test(type);
}

/** No request body of this API nests deeper than a few levels (a preset's hands are the deepest: 6). */
export const MAX_BODY_DEPTH = 32;

/** A body-parser error with a `type`, which bodyParserProblem maps to a problem. */
class BodyError extends Error {
  constructor(
    readonly type: 'encoding.invalid' | 'entity.too.deep',
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Runs on the raw bytes of every JSON body before it is parsed: JSON is UTF-8 (RFC 8259), so bytes that are
 * not UTF-8 make a malformed body rather than being replaced by U+FFFD; and a body nested deeper than
 * MAX_BODY_DEPTH is refused before anything walks it.
 */
export function verifyJsonBody(_req: IncomingMessage, _res: unknown, buffer: Buffer): void {
  if (!isUtf8(buffer)) throw new BodyError('encoding.invalid', 400, 'The request body is not valid UTF-8.');
  if (nestingDepth(buffer, MAX_BODY_DEPTH) > MAX_BODY_DEPTH) {
    throw new BodyError('entity.too.deep', 400, `The request body nests arrays and objects deeper than ${MAX_BODY_DEPTH} levels.`);
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

/**
 * After the JSON parser: a request that has a body the parser did not take (another media type) is refused
 * with 415, instead of reaching a handler with no body at all.
 */
export function refuseUnparsedBody(req: Request, res: Response, next: NextFunction): void {
  if (req.body === undefined && BODY_METHODS.has(req.method) && hasBody(req)) {
    const type = req.headers['content-type'] ?? 'none';
    sendProblem(res, problem(415, 'UNSUPPORTED_MEDIA_TYPE', `Request bodies must be application/json (UTF-8), not ${JSON.stringify(type)}.`));
    return;
  }
  next();
}

function hasBody(req: Request): boolean {
  if (req.headers['transfer-encoding'] !== undefined) return true;
  const length = req.headers['content-length'];
  return length !== undefined && length.trim() !== '0';
}
