import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { JsonLogger } from './json-logger.js';

const GIVEN_ID = /^[\w.:-]{1,128}$/;

/** What this module keeps on each request (on Node's message, so it is there for raw responses such as streams too). */
type Tracked = IncomingMessage & { requestId?: string; startedAt?: bigint };

/** The request's id, given by `identify`. */
export const requestIdOf = (request: FastifyRequest): string => (request.raw as Tracked).requestId ?? '';

/** The path of a request, without its query string (not decoded). */
export const pathOf = (request: FastifyRequest): string => {
  const url = request.url;
  const query = url.indexOf('?');
  return query < 0 ? url : url.slice(0, query);
};

/**
 * Gives every request an id (echoed in X-Request-Id and in problem responses): the caller's X-Request-Id when
 * it is sensible, else a new UUID. Set on Node's response, so responses written there (event streams) carry it too.
 */
export function identify(request: FastifyRequest, reply: FastifyReply): void {
  const given = request.headers['x-request-id'];
  const id = typeof given === 'string' && GIVEN_ID.test(given) ? given : randomUUID();
  const raw = request.raw as Tracked;
  raw.requestId = id;
  raw.startedAt = process.hrtime.bigint();
  reply.raw.setHeader('X-Request-Id', id);
}

/** With a logger: one JSON line per finished response: request id, method, path, status, duration, client address. */
export function logResponse(logger: JsonLogger) {
  return (request: FastifyRequest, reply: FastifyReply, done: () => void): void => {
    const raw = request.raw as Tracked;
    const status = reply.raw.statusCode;
    logger.entry(status >= 500 ? 'error' : 'info', 'HTTP', {
      requestId: raw.requestId,
      method: request.method,
      path: request.url,
      status,
      ms: raw.startedAt === undefined ? 0 : Number((process.hrtime.bigint() - raw.startedAt) / 1000n) / 1000,
      ip: request.ip,
    });
    done();
  };
}
