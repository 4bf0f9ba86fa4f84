import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Duplex } from 'node:stream';
import { requestIdOf } from './request-context.js';
import { RuleViolation } from '../engine/core/errors.js';
import { refusalForPeople } from '../engine/core/refusals.js';
import type { MethodsOf } from './methods.js';
import { languageOf, speaks } from './language.js';
import { localised } from './problem-german.js';

/** Stable codes of errors the service itself raises; rule violations carry the engine's codes. */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'MALFORMED_JSON',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'MALFORMED_REQUEST',
  'HEADERS_TOO_LARGE',
  'REQUEST_TIMEOUT',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'MATCH_NOT_FOUND',
  'GAME_NOT_FOUND',
  'VERSION_CONFLICT',
  'PRECONDITION_REQUIRED',
  'PRECONDITION_FAILED',
  'METHOD_NOT_ALLOWED',
  'IDEMPOTENCY_KEY_REUSED',
  'IDEMPOTENCY_KEY_IN_USE',
  'SEAT_TAKEN',
  'MATCH_FULL',
  'MATCH_NOT_WAITING',
  'MATCH_NOT_FINISHED',
  'VERSION_OUT_OF_RANGE',
  'RATE_LIMITED',
  'TOO_MANY_STREAMS',
  'NOT_READY',
  'SEAT_RESERVED',
  'ALREADY_SEATED',
  'DEADLINE_PASSED',
  'BOT_NOT_AVAILABLE',
  'PLAYER_NOT_FOUND',
  'KEY_NOT_FOUND',
  'WEBHOOK_NOT_FOUND',
  'DELIVERY_NOT_FOUND',
  'INVITATION_NOT_FOUND',
  'SPECTATOR_CHAT_OFF',
  'CHAT_RATE_LIMITED',
  'CHAT_FULL',
  'SENDER_NOT_FOUND',
  'CANNOT_HIDE_OWN_MESSAGES',
  'EMAIL_OFF',
  'EMAIL_NOT_SET',
  'EMAIL_CODE_INVALID',
  'EMAIL_RATE_LIMITED',
  'MATCH_STARTED',
  'PLAY_STARTED',
  'ABORT_NOT_PROPOSED',
  'ALREADY_VOTED',
  'REMATCH_OFFERED',
  'REMATCH_NOT_OFFERED',
  'REMATCH_DECLINED',
  'REMATCH_STARTED',
  'ALREADY_ACCEPTED',
  'INTERNAL_ERROR',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** An RFC 9457 problem with a stable `code`; extra members (e.g. `currentVersion`) go in `extensions`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | string,
    readonly detail: string,
    readonly extensions: Record<string, unknown> = {},
  ) {
    super(detail);
  }
}

export interface Problem {
  type: string;
  title: string;
  status: number;
  code: string;
  detail: string;
  instance?: string;
  [extension: string]: unknown;
}

/** HTTP status of each engine rule violation: state-dependent refusals are conflicts, the rest unprocessable. */
const RULE_STATUS: Record<string, number> = {
  NOT_YOUR_TURN: HttpStatus.CONFLICT,
  MATCH_OVER: HttpStatus.CONFLICT,
  MATCH_NOT_STARTED: HttpStatus.CONFLICT,
};

export function ruleViolationStatus(code: string): number {
  return RULE_STATUS[code] ?? HttpStatus.UNPROCESSABLE_ENTITY;
}

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  409: 'Conflict',
  412: 'Precondition Failed',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  428: 'Precondition Required',
  429: 'Too Many Requests',
  431: 'Request Header Fields Too Large',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

export function problem(status: number, code: string, detail: string, extensions: Record<string, unknown> = {}): Problem {
  return { type: 'about:blank', title: TITLES[status] ?? 'Error', status, code, detail, ...extensions };
}

/**
 * Maps failures of reading a request before it reaches a handler to problems: the body (http/body.ts, and
 * Fastify's own checks of its size and length) and a malformed URL.
 */
export function bodyProblem(error: {
  type?: string;
  code?: string;
  status?: number;
  statusCode?: number;
  message?: string;
}): Problem | null {
  switch (error.type ?? error.code) {
    case 'entity.parse.failed':
    case 'encoding.invalid':
    case 'entity.too.deep':
      return problem(400, 'MALFORMED_JSON', error.message ?? 'The request body is not valid JSON.');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return problem(413, 'PAYLOAD_TOO_LARGE', 'The request body is larger than the limit of 16 KiB.');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return problem(
        415,
        'UNSUPPORTED_MEDIA_TYPE',
        'The Content-Type is not a valid media type; request bodies must be application/json (UTF-8).',
      );
    case 'media.unsupported':
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return problem(415, 'UNSUPPORTED_MEDIA_TYPE', error.message ?? 'The request body must be UTF-8 JSON.');
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return problem(400, 'MALFORMED_REQUEST', 'The request body is not as long as its Content-Length says.');
    case 'FST_ERR_BAD_URL':
      return problem(400, 'MALFORMED_REQUEST', 'The request path is not a valid URL path (e.g. a broken %-escape).');
    default: {
      // Any other refusal of the request before routing (Fastify's errors carry a `code` and a 4xx status).
      const status = error.statusCode ?? error.status;
      return typeof error.code === 'string' && error.code.startsWith('FST_') && status !== undefined && status >= 400 && status < 500
        ? problem(status, 'MALFORMED_REQUEST', error.message ?? 'The request could not be read.')
        : null;
    }
  }
}

/** The problem for a request Node's HTTP parser refused (by its error code), before any middleware saw it. */
export function clientErrorProblem(code: string | undefined): Problem {
  switch (code) {
    case 'HPE_HEADER_OVERFLOW':
      return problem(431, 'HEADERS_TOO_LARGE', 'The request line and headers are larger than the server accepts.');
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return problem(413, 'PAYLOAD_TOO_LARGE', 'The chunk extensions of the request body are too large.');
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return problem(408, 'REQUEST_TIMEOUT', 'The request did not arrive in time.');
    default:
      return problem(400, 'MALFORMED_REQUEST', 'The request is not valid HTTP/1.1 (request line, header names or values, or framing).');
  }
}

/**
 * Answers requests Node's HTTP parser refuses (bad header characters, oversized headers, broken framing) with
 * problem+json instead of a bare status line (Fastify's `clientErrorHandler`). As Node does by default: only
 * when no response on the connection has started, and the connection is closed after it.
 */
export function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  const inFlight = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (error.code !== 'ECONNRESET' && socket.writable && !inFlight?.headersSent) {
    const body = clientErrorProblem(error.code);
    const json = JSON.stringify(body);
    socket.write(
      `HTTP/1.1 ${body.status} ${body.title}\r\nContent-Type: application/problem+json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(json)}\r\nConnection: close\r\n\r\n${json}`,
    );
  }
  socket.destroy(error);
}

const PROBLEM_TYPE = 'application/problem+json; charset=utf-8';

/**
 * Sends a problem, its detail in the request's language (Content-Language says which); the request's id (X-Request-Id) goes in too, so a report can be matched with the logs, and
 * a problem that says when to try again (`retryAfter`, seconds) says so in Retry-After as well.
 */
export function sendProblem(reply: FastifyReply, problemBody: Problem): void {
  const requestId = requestIdOf(reply.request);
  // The detail in the request's language (Accept-Language); a code without a German sentence answers in English.
  const { body, language } = localised(problemBody, reply.request ? languageOf(reply.request) : 'en');
  const withId = requestId ? Object.assign({}, body, { requestId }) : body;
  if (typeof body.retryAfter === 'number') reply.header('Retry-After', String(body.retryAfter));
  if (reply.sent || reply.raw.headersSent) {
    // A response already under way (an event stream) cannot become a problem any more: it ends.
    reply.raw.end();
    return;
  }
  speaks(reply, language);
  reply.code(body.status).type(PROBLEM_TYPE).send(JSON.stringify(withId));
}

/** The one place where errors become responses: RFC 9457 problem+json, never a stack trace. */
@Catch()
export class ProblemFilter implements ExceptionFilter {
  private readonly logger = new Logger('ProblemFilter');
  /** The methods of a documented path (http/methods.ts), set once the OpenAPI document exists. */
  methodsOf: MethodsOf = () => [];

  catch(error: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    this.answer(error, http.getRequest<FastifyRequest>(), http.getResponse<FastifyReply>());
  }

  /** Answers `request` with the problem `error` stands for (also for the routes answered without Nest, http/direct-routes.ts). */
  answer(error: unknown, request: FastifyRequest, reply: FastifyReply): void {
    let body = this.toProblem(error);
    if (body.status === 404 && body.code === 'NOT_FOUND') {
      // A known path asked with a method it does not have: 405 with the methods it has.
      const allowed = this.methodsOf(request.url);
      if (allowed.length > 0) {
        reply.header('Allow', allowed.join(', '));
        body = problem(
          405,
          'METHOD_NOT_ALLOWED',
          `${request.method} is not a method of ${request.url.split('?')[0]}; it allows ${allowed.join(', ')}.`,
        );
      }
    }
    body.instance = request.url;
    sendProblem(reply, body);
  }

  private toProblem(error: unknown): Problem {
    if (error instanceof ApiError) return problem(error.status, error.code, error.detail, error.extensions);
    if (error instanceof RuleViolation)
      return problem(ruleViolationStatus(error.code), error.code, refusalForPeople(error.code, error.message), { ...error.facts });
    // Refusals before routing reach here as themselves (body.ts) or wrapped by Nest (Fastify's own errors).
    const cause = error instanceof HttpException && error.cause !== undefined ? error.cause : error;
    const read = bodyProblem((cause ?? {}) as { type?: string });
    if (read) return read;
    if (error instanceof HttpException) {
      const status = error.getStatus();
      if (status === 404) return problem(404, 'NOT_FOUND', 'No such endpoint.');
      const response = error.getResponse();
      const message =
        typeof response === 'object' && response && 'message' in response ? (response as { message: unknown }).message : error.message;
      return problem(status, status >= 500 ? 'INTERNAL_ERROR' : 'VALIDATION_FAILED', String(message));
    }
    this.logger.error(error instanceof Error ? error.stack : String(error));
    return problem(500, 'INTERNAL_ERROR', 'The server failed to handle the request; nothing was changed.');
  }
}
