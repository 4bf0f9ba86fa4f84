import { applyDecorators } from '@nestjs/common';
import { ApiBearerAuth, ApiExtension, ApiExtraModels, ApiProduces, ApiResponse, getSchemaPath, type OpenAPIObject } from '@nestjs/swagger';
import { GAMES } from '../engine/registry.js';
import { ProblemDto } from '../matches/matches.dto.js';
import { ApiError } from './problem.js';
import { MAX_STORED_INT } from './validation.js';

/** Documents a Server-Sent Events response. */
export function ApiEventStream() {
  return applyDecorators(
    ApiProduces('text/event-stream'),
    ApiResponse({
      status: 200,
      description: 'A text/event-stream: `id:`, `event:` (the type) and `data:` (one line of JSON) per message; `:` lines are keep-alives.',
      content: { 'text/event-stream': { schema: { type: 'string' } } },
    }),
  );
}

/** The Last-Event-ID header as a non-negative integer; undefined without one, 400 if malformed. */
export function lastEventId(header: string | undefined): number | undefined {
  if (header === undefined || header.trim() === '') return undefined;
  const id = /^\d{1,10}$/.test(header.trim()) ? Number(header.trim()) : NaN;
  if (!(id <= MAX_STORED_INT)) throw new ApiError(400, 'VALIDATION_FAILED', 'Last-Event-ID must be the id of an event received, a non-negative integer.');
  return id;
}

const PROBLEM_DESCRIPTIONS: Record<number, string> = {
  400: 'VALIDATION_FAILED or MALFORMED_JSON: the request is not well-formed (e.g. a member the schema does not name, a number beyond its range, text with NUL or unpaired surrogates, invalid UTF-8, nesting deeper than 32 levels).',
  401: 'UNAUTHORIZED: no token, or an unknown one (or a revoked API key).',
  403: 'FORBIDDEN: the token is valid but not for this resource.',
  404: 'MATCH_NOT_FOUND, PLAYER_NOT_FOUND, KEY_NOT_FOUND, WEBHOOK_NOT_FOUND or DELIVERY_NOT_FOUND (or NOT_FOUND for unknown routes).',
  409: 'VERSION_CONFLICT, NOT_YOUR_TURN, MATCH_OVER, MATCH_NOT_STARTED, MATCH_NOT_FINISHED, DEADLINE_PASSED, SEAT_TAKEN, SEAT_RESERVED, ALREADY_SEATED, MATCH_FULL or MATCH_NOT_WAITING.',
  413: 'PAYLOAD_TOO_LARGE: bodies are limited to 16 KiB.',
  415: 'UNSUPPORTED_MEDIA_TYPE: a body must be application/json in UTF-8.',
  422: "A rule was broken (the game's code, e.g. ILLEGAL_ACTION, CARD_NOT_IN_HAND), INVALID_OPTIONS, INVALID_PRESET, GAME_NOT_FOUND, BOT_NOT_AVAILABLE, IDEMPOTENCY_KEY_REUSED or VERSION_OUT_OF_RANGE.",
  428: 'PRECONDITION_REQUIRED: send If-Match or expectedVersion.',
  429: 'RATE_LIMITED: too many requests from this address or token; see Retry-After.',
  503: 'NOT_READY: the database does not answer or the service is shutting down.',
};

const problemResponse = (status: number) => ({
  description: PROBLEM_DESCRIPTIONS[status],
  content: { 'application/problem+json': { schema: { $ref: getSchemaPath(ProblemDto) } } },
});

/** Documents RFC 9457 problem responses (application/problem+json) for the given statuses. */
export function ApiProblems(...statuses: number[]) {
  return applyDecorators(ApiExtraModels(ProblemDto), ...statuses.map((status) => ApiResponse({ status, ...problemResponse(status) })));
}

/**
 * Documents the problems any input can cause, wherever an operation takes that input: 400 for parameters and
 * bodies (the validation pipe and the body parser refuse malformed ones before the handler runs), 413 and 415
 * for every POST, PUT and PATCH (their bodies are read, even where the operation needs none).
 */
export function addInputProblems(document: OpenAPIObject): OpenAPIObject {
  document.info.description +=
    ' Requests that are not valid HTTP get 400 MALFORMED_REQUEST, headers too large 431 HEADERS_TOO_LARGE, requests that arrive too slowly 408 REQUEST_TIMEOUT (any operation).';
  for (const path of Object.values(document.paths)) {
    for (const [method, operation] of Object.entries(path) as [string, { responses?: Record<string, unknown>; parameters?: unknown[] }][]) {
      if (typeof operation !== 'object' || operation === null || !operation.responses) continue;
      const readsBody = ['post', 'put', 'patch'].includes(method);
      const statuses = [...((operation.parameters?.length ?? 0) > 0 || readsBody ? [400] : []), ...(readsBody ? [413, 415] : [])];
      for (const status of statuses) operation.responses[String(status)] ??= problemResponse(status);
    }
  }
  return document;
}

const pascal = (s: string) => s.replace(/(^|[-_ ])(\w)/g, (_, __, c: string) => c.toUpperCase());

export function actionSchemaName(gameId: string, type: string): string {
  return `${pascal(gameId)}${pascal(type)}Action`;
}

/**
 * The body of POST /matches/{id}/actions: any game's action (anyOf: games may share an action's shape; the
 * match's game decides which one applies).
 */
export function actionBodySchema() {
  const refs = Object.values(GAMES).flatMap((game) => game.actions.map((a) => `#/components/schemas/${actionSchemaName(game.id, a.type)}`));
  return {
    description:
      'One action of the match\'s game, plus the version it was decided on (or send If-Match). The view\'s legalActions are exact bodies.',
    anyOf: refs.map(($ref) => ({ $ref })),
  };
}

/** Adds each game's action schemas (published by the engine) to the document's components. */
export function addActionSchemas(document: OpenAPIObject): OpenAPIObject {
  const schemas = (document.components ??= {}).schemas ?? (document.components.schemas = {});
  for (const game of Object.values(GAMES)) {
    for (const action of game.actions) {
      schemas[actionSchemaName(game.id, action.type)] = {
        type: 'object',
        title: `${game.title}: ${action.type}`,
        description: action.description,
        additionalProperties: false,
        required: ['type', ...action.required],
        properties: {
          type: { type: 'string', enum: [action.type] },
          ...action.properties,
          expectedVersion: { type: 'integer', minimum: 0, description: 'The version this action was decided on.' },
        },
        example: { ...action.example, expectedVersion: 12 },
      } as never;
    }
  }
  return document;
}

const OPTIONAL_TOKEN = 'x-token-optional';

/** A bearer token that changes what the caller sees but is not required (spectators send none). */
export function ApiOptionalBearer() {
  return applyDecorators(ApiBearerAuth(), ApiExtension(OPTIONAL_TOKEN, true));
}

/**
 * Makes every operation's security explicit, as linters ask: none for public operations, bearer for the ones
 * that need a token, and bearer-or-nothing where a token is optional. The Authorization header belongs to the
 * security scheme, not to the parameters (a controller that reads it would otherwise publish it as required).
 */
export function completeSecurity(document: OpenAPIObject): OpenAPIObject {
  for (const path of Object.values(document.paths)) {
    for (const operation of Object.values(path) as Record<string, unknown>[]) {
      if (typeof operation !== 'object' || operation === null || !('responses' in operation)) continue;
      const parameters = operation.parameters as { in?: string; name?: string }[] | undefined;
      if (parameters) {
        operation.parameters = parameters.filter((p) => !(p.in === 'header' && p.name?.toLowerCase() === 'authorization'));
        if ((operation.parameters as unknown[]).length === 0) delete operation.parameters;
      }
      if (operation[OPTIONAL_TOKEN]) {
        operation.security = [{ bearer: [] }, {}];
        delete operation[OPTIONAL_TOKEN];
      } else {
        operation.security ??= [];
      }
    }
  }
  return document;
}
