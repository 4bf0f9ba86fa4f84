import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import type { JsonLogger } from './json-logger.js';

const GIVEN_ID = /^[\w.:-]{1,128}$/;

/** The request's id: the caller's X-Request-Id when it is sensible, else a new UUID. */
export const requestIdOf = (req: Request): string => (req as Request & { requestId?: string }).requestId ?? '';

/**
 * Gives every request an id (echoed in X-Request-Id and in problem responses) and, with a logger, writes one
 * JSON line when the response is finished: method, path, status, duration, request id.
 */
export function requestContext(logger: JsonLogger | null) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const given = req.header('x-request-id');
    const id = given !== undefined && GIVEN_ID.test(given) ? given : randomUUID();
    (req as Request & { requestId?: string }).requestId = id;
    res.setHeader('X-Request-Id', id);
    if (logger) {
      const started = process.hrtime.bigint();
      res.on('finish', () => {
        logger.entry(res.statusCode >= 500 ? 'error' : 'info', 'HTTP', {
          requestId: id,
          method: req.method,
          path: req.originalUrl,
          status: res.statusCode,
          ms: Number((process.hrtime.bigint() - started) / 1000n) / 1000,
          ip: req.ip,
        });
      });
    }
    next();
  };
}
