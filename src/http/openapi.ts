import { applyDecorators } from '@nestjs/common';
import { ApiBearerAuth, ApiExtension, ApiExtraModels, ApiProduces, ApiResponse, getSchemaPath, type OpenAPIObject } from '@nestjs/swagger';
import { GAMES } from '../engine/registry.js';
import { gameComponent } from './game-schemas.js';
import { ProblemDto } from './problem.dto.js';
import { ApiError, ERROR_CODES, type ErrorCode, problem } from './problem.js';
import { MAX_STORED_INT } from './validation.js';

/** One kind of message a Server-Sent Events stream sends: its `event:` name(s), whether it has an `id:`, its `data:`. */
export interface StreamMessage {
  event: string;
  id: string | null;
  /** A DTO class or a component name. */
  data: (new () => unknown) | string;
  description: string;
}

/**
 * Documents a Server-Sent Events response. The stream is modelled as the sequence of its messages (as OpenAPI 3.2's
 * `itemSchema` does): each message kind with its `event:` name, whether it has an `id:`, and the schema of its
 * `data:` line; the description lists them too.
 */
export function ApiEventStream(messages: StreamMessage[], example: { id?: number; event: string; data: unknown }[]) {
  const models = messages.flatMap((m) => (typeof m.data === 'string' ? [] : [m.data]));
  const refOf = (m: StreamMessage) => (typeof m.data === 'string' ? `#/components/schemas/${m.data}` : getSchemaPath(m.data));
  const table = messages
    .map((m) => `- \`${m.event}\`${m.id ? ` (id: ${m.id})` : ' (no id)'}: ${m.description} Payload: \`${refOf(m).split('/').pop()}\`.`)
    .join('\n');
  const kinds = messages.map((m) => ({
    type: 'object',
    description: m.description,
    required: m.id ? ['id', 'event', 'data'] : ['event', 'data'],
    properties: {
      ...(m.id ? { id: { type: 'integer', description: m.id } } : {}),
      event: { type: 'string', description: m.event },
      data: { $ref: refOf(m) },
    },
  }));
  return applyDecorators(
    ApiExtraModels(...models),
    ApiProduces('text/event-stream'),
    ApiResponse({
      status: 200,
      description:
        'A text/event-stream, documented as the sequence of its messages: each is written as `id:` (when it has one), `event:` and `data:` ' +
        `(one line of JSON) lines and a blank line; \`:\` lines are keep-alives. Messages:\n${table}`,
      content: {
        'text/event-stream': {
          schema: { type: 'array', items: kinds.length === 1 ? kinds[0] : { anyOf: kinds } },
          example,
        } as never,
      },
    }),
  );
}

/** The Last-Event-ID header as a non-negative integer; undefined without one, 400 if malformed. */
export function lastEventId(header: string | undefined): number | undefined {
  if (header === undefined || header.trim() === '') return undefined;
  const id = /^\d{1,10}$/.test(header.trim()) ? Number(header.trim()) : NaN;
  if (!(id <= MAX_STORED_INT))
    throw new ApiError(400, 'VALIDATION_FAILED', 'Last-Event-ID must be the id of an event received, a non-negative integer.');
  return id;
}

type Codes = ErrorCode | readonly ErrorCode[];

/** What each status means, before the codes an operation can answer with it. */
const STATUS_MEANINGS: Record<number, string> = {
  400: 'The request is not well-formed (e.g. a member the schema does not name, a number beyond its range, text with NUL or unpaired surrogates, invalid UTF-8, nesting deeper than 32 levels).',
  401: 'No token, or an unknown one (or a revoked API key).',
  403: 'The token is valid but not for this resource.',
  404: 'No such resource.',
  409: 'The request conflicts with the current state.',
  412: 'If-Match names no current version.',
  413: 'Bodies are limited to 16 KiB.',
  415: 'A body must be application/json in UTF-8.',
  422: 'The request is well-formed but cannot be applied.',
  428: 'Send If-Match or expectedVersion.',
  429: 'Too many requests; see Retry-After.',
  431: 'The request line and headers are larger than the server accepts.',
  503: 'The database does not answer or the service is shutting down.',
};

/** The example problem of each code (its status is the documented response's). */
const EXAMPLES: Record<ErrorCode, { detail: string; extensions?: Record<string, unknown> }> = {
  VALIDATION_FAILED: {
    detail: 'seats must not be greater than 6.',
    extensions: { errors: [{ field: 'seats', message: 'must not be greater than 6' }] },
  },
  MALFORMED_JSON: { detail: 'The request body is not valid JSON.' },
  PAYLOAD_TOO_LARGE: { detail: 'The request body is larger than the limit of 16 KiB.' },
  UNSUPPORTED_MEDIA_TYPE: { detail: 'The request body must be UTF-8 JSON.' },
  MALFORMED_REQUEST: { detail: 'The request is not valid HTTP/1.1 (request line, header names or values, or framing).' },
  HEADERS_TOO_LARGE: { detail: 'The request line and headers are larger than the server accepts.' },
  REQUEST_TIMEOUT: { detail: 'The request did not arrive in time.' },
  UNAUTHORIZED: { detail: 'Send a bearer token (Authorization: Bearer <token>).' },
  FORBIDDEN: { detail: 'This token is not for this resource.' },
  NOT_FOUND: { detail: 'No such endpoint.' },
  MATCH_NOT_FOUND: { detail: 'There is no match "0b7e3c1a-5d2f-4e8b-9a61-2f4c8d9e7b10".' },
  GAME_NOT_FOUND: { detail: 'There is no game "skat".' },
  VERSION_CONFLICT: { detail: 'The match is at version 13, not 12; fetch the view and decide again.', extensions: { currentVersion: 13 } },
  PRECONDITION_REQUIRED: { detail: 'Send If-Match or expectedVersion.' },
  PRECONDITION_FAILED: {
    detail: 'The match is at version 13, which If-Match does not name; fetch the view and decide again.',
    extensions: { currentVersion: 13 },
  },
  METHOD_NOT_ALLOWED: { detail: 'DELETE is not a method of /matches/{id}/view; it allows GET, HEAD.' },
  IDEMPOTENCY_KEY_REUSED: { detail: 'This Idempotency-Key was used with a different body.' },
  IDEMPOTENCY_KEY_IN_USE: { detail: 'A request with this Idempotency-Key is still being answered; retry in a moment.' },
  SEAT_TAKEN: { detail: 'Seat 1 is taken; free seats: 2, 3.' },
  MATCH_FULL: { detail: 'Every seat of this match is taken.' },
  MATCH_NOT_WAITING: { detail: 'The match has started; only a waiting match can be cancelled.' },
  MATCH_NOT_FINISHED: { detail: 'The state after each event is shown once the match has ended.' },
  VERSION_OUT_OF_RANGE: { detail: 'This match has versions 0 to 57.' },
  RATE_LIMITED: { detail: 'Too many requests from this address; try again in 2 s.', extensions: { retryAfter: 2 } },
  TOO_MANY_STREAMS: { detail: 'This token already holds 8 open event streams; close one first.', extensions: { limit: 8, retryAfter: 5 } },
  NOT_READY: { detail: 'The database does not answer.' },
  SEAT_RESERVED: { detail: 'Seat 2 is reserved for an invited player.' },
  ALREADY_SEATED: { detail: 'You already hold a seat in this match.' },
  DEADLINE_PASSED: { detail: 'The move deadline has passed; the timeout is being applied.' },
  BOT_NOT_AVAILABLE: { detail: 'schwimmen has no heuristic bot.' },
  PLAYER_NOT_FOUND: { detail: 'There is no player "5d1f0a2b-7c3e-4f6a-8b9d-0e1f2a3b4c5d".' },
  KEY_NOT_FOUND: { detail: 'You have no API key "9c8b7a6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d".' },
  WEBHOOK_NOT_FOUND: { detail: 'There is no webhook "3e2d1c0b-9a8f-4e7d-8c6b-5a4f3e2d1c0b" of yours.' },
  DELIVERY_NOT_FOUND: { detail: 'The webhook has no delivery 42.' },
  INVITATION_NOT_FOUND: { detail: 'No seat of this match is reserved for that player.' },
  SPECTATOR_CHAT_OFF: {
    detail: 'The creator of this match did not let spectators chat: only its seats write, and only its seats and its creator read.',
  },
  CHAT_RATE_LIMITED: {
    detail: 'You sent 5 messages in this match within 10 s, the most allowed; try again in 4 s.',
    extensions: { retryAfter: 4 },
  },
  CHAT_FULL: { detail: "This match's chat holds 10000 messages, the most it keeps; no more can be sent." },
  SENDER_NOT_FOUND: { detail: 'This match has no sender "seat-5".' },
  CANNOT_HIDE_OWN_MESSAGES: { detail: 'These are your own messages; you can only hide other senders.' },
  EMAIL_OFF: { detail: 'This service sends no e-mail (its operator has not set SMTP_URL).' },
  EMAIL_NOT_SET: { detail: 'You have given no e-mail address.' },
  EMAIL_CODE_INVALID: {
    detail: 'This is not the confirmation code last mailed to you; 4 more tries before it dies.',
    extensions: { triesLeft: 4 },
  },
  EMAIL_RATE_LIMITED: {
    detail: '3 confirmation mails an hour is the most, per player and per address; try again in 1520 s.',
    extensions: { retryAfter: 1520 },
  },
  MATCH_STARTED: { detail: 'Only a match still waiting for players can be left: resign instead, or agree to abort it.' },
  PLAY_STARTED: { detail: 'A card has been played: the match can no longer be aborted (resign instead).' },
  ABORT_NOT_PROPOSED: { detail: 'No abort is proposed: there is nothing to refuse.' },
  ALREADY_VOTED: { detail: 'Seat 1 has already agreed to abort the match.' },
  REMATCH_OFFERED: { detail: 'A rematch is offered already: accept or decline it.' },
  REMATCH_NOT_OFFERED: { detail: 'No rematch is offered for this match: offer one with POST /matches/{id}/rematch.' },
  REMATCH_DECLINED: { detail: 'Seat 2 declined the rematch; offer a new one.' },
  REMATCH_STARTED: { detail: 'The rematch has started: match 7a1c2e3f-4b5d-4e6f-8a9b-0c1d2e3f4a5b.' },
  ALREADY_ACCEPTED: { detail: 'Seat 1 has accepted the rematch already.' },
  INTERNAL_ERROR: { detail: 'The server failed to handle the request; nothing was changed.' },
};

const RETRY_AFTER = { 'Retry-After': { description: 'Seconds to wait before trying again.', schema: { type: 'integer' } } };

/** A problem+json response of `status` whose example (one per code) has that status and code. */
function problemResponse(
  status: number,
  codes: readonly ErrorCode[],
  description = `${STATUS_MEANINGS[status] ?? ''} Codes: ${codes.join(', ')}.`,
  note?: string,
) {
  const value = (code: ErrorCode) => problem(status, code, EXAMPLES[code].detail, EXAMPLES[code].extensions);
  const media: Record<string, unknown> = { schema: { $ref: getSchemaPath(ProblemDto) } };
  if (codes.length === 1) media.example = value(codes[0]);
  else media.examples = Object.fromEntries(codes.map((code) => [code, { summary: code, value: value(code) }]));
  return {
    description: note ? `${description} ${note}` : description,
    ...(status === 429 ? { headers: RETRY_AFTER } : {}),
    content: { 'application/problem+json': media },
  };
}

/**
 * Documents RFC 9457 problem responses (application/problem+json): each status with the codes the operation can
 * answer with, and an example of each; `notes` add a sentence to a status's description (e.g. the codes of the
 * games' rules, which have no example here). 400 for malformed input, 413, 415 and 429 are added by addInputProblems.
 */
export function ApiProblems(problems: Partial<Record<number, Codes>>, notes: Partial<Record<number, string>> = {}) {
  return applyDecorators(
    ApiExtraModels(ProblemDto),
    ...Object.entries(problems).map(([status, codes]) =>
      ApiResponse({
        status: Number(status),
        ...problemResponse(Number(status), typeof codes === 'string' ? [codes] : codes!, undefined, notes[Number(status)]),
      } as never),
    ),
  );
}

type Responses = Record<
  string,
  {
    description?: string;
    headers?: unknown;
    content?: Record<string, { example?: { code?: string }; examples?: Record<string, { value: { code?: string } }> }>;
  }
>;

/** The codes a documented problem response names: its examples', else the known codes its description mentions. */
function codesOf(response: Responses[string]): ErrorCode[] {
  const media = response.content?.['application/problem+json'];
  if (media?.example?.code) return [media.example.code as ErrorCode];
  if (media?.examples) return Object.values(media.examples).map((e) => e.value.code as ErrorCode);
  return ERROR_CODES.filter((code) => new RegExp(`\\b${code}\\b`).test(response.description ?? ''));
}

/**
 * Adds `codes` to the problem response of `status` (creating it). One documented elsewhere without examples
 * (e.g. the stream limits') keeps its description and headers.
 */
function addProblem(responses: Responses, status: number, codes: ErrorCode[]): void {
  const existing = responses[String(status)];
  const known = existing ? codesOf(existing) : [];
  const media = existing?.content?.['application/problem+json'];
  const foreign = existing !== undefined && media?.example === undefined && media?.examples === undefined;
  if (existing && !foreign && codes.every((code) => known.includes(code))) return;
  const all = [...new Set([...known, ...codes])];
  const fresh = problemResponse(status, all, foreign ? existing.description : undefined);
  responses[String(status)] =
    foreign && existing.headers ? { ...fresh, headers: { ...(existing.headers as object), ...fresh.headers } } : fresh;
}

/**
 * Documents the problems any input can cause, wherever an operation takes that input: 400 for parameters and
 * bodies (the validation pipe and the body parser refuse malformed ones before the handler runs), 413 and 415
 * for every POST, PUT and PATCH (their bodies are read, even where the operation needs none), and 429 for every
 * operation the rate limits apply to (all but the health checks). An operation without any other 4xx documents
 * 431 (headers too large), which any request can get. Also gives every problem response an example of its own.
 */
export function addInputProblems(document: OpenAPIObject): OpenAPIObject {
  document.info.description +=
    ' Requests that are not valid HTTP get 400 MALFORMED_REQUEST, headers too large 431 HEADERS_TOO_LARGE, requests that arrive too slowly 408 REQUEST_TIMEOUT (any operation).';
  document.info.license ??= { name: 'MIT', url: 'https://opensource.org/licenses/MIT' };
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item) as [string, { responses?: Responses; parameters?: unknown[] }][]) {
      if (typeof operation !== 'object' || operation === null || !operation.responses) continue;
      const readsBody = ['post', 'put', 'patch'].includes(method);
      if ((operation.parameters?.length ?? 0) > 0 || readsBody)
        addProblem(operation.responses, 400, ['VALIDATION_FAILED', ...(readsBody ? ['MALFORMED_JSON' as const] : [])]);
      if (readsBody) addProblem(operation.responses, 415, ['UNSUPPORTED_MEDIA_TYPE']);
      // A DELETE's body means nothing here and is ignored, but it is read, and one over 16 KiB is refused too.
      if (readsBody || method === 'delete') addProblem(operation.responses, 413, ['PAYLOAD_TOO_LARGE']);
      if (!path.startsWith('/health/')) addProblem(operation.responses, 429, ['RATE_LIMITED']);
      // An Idempotency-Key header documents the problems it can answer with.
      const idempotency = (operation.parameters as { in?: string; name?: string; description?: string }[] | undefined)?.find(
        (p) => p.in === 'header' && p.name === 'Idempotency-Key',
      );
      if (idempotency?.description?.includes('IDEMPOTENCY_KEY_REUSED')) addProblem(operation.responses, 422, ['IDEMPOTENCY_KEY_REUSED']);
      if (idempotency?.description?.includes('IDEMPOTENCY_KEY_IN_USE')) addProblem(operation.responses, 409, ['IDEMPOTENCY_KEY_IN_USE']);
      if (!Object.keys(operation.responses).some((status) => status.startsWith('4')))
        addProblem(operation.responses, 431, ['HEADERS_TOO_LARGE']);
    }
  }
  return addSuccessExamples(document);
}

type Schema = {
  $ref?: string;
  type?: string;
  format?: string;
  example?: unknown;
  default?: unknown;
  enum?: unknown[];
  nullable?: boolean;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  allOf?: Schema[];
  anyOf?: Schema[];
  oneOf?: Schema[];
};

const SAMPLE_FORMATS: Record<string, string> = {
  uuid: '0b7e3c1a-5d2f-4e8b-9a61-2f4c8d9e7b10',
  'date-time': '2026-03-01T18:30:00.000Z',
  uri: 'https://example.com/kartenrunde-hook',
};

/**
 * An example value of `schema`, as documentation tools would compose one: the schema's own example, else each
 * property's (its example, enum, default, format, or type), following $refs. Optional members are included.
 */
export function exampleOf(document: OpenAPIObject, schema: Schema | undefined, depth = 0): unknown {
  if (!schema || depth > 12) return undefined;
  if (schema.$ref) return exampleOf(document, document.components?.schemas?.[schema.$ref.split('/').pop()!] as Schema, depth + 1);
  if (schema.example !== undefined) return schema.example;
  if (schema.default !== undefined) return schema.default;
  const combined = schema.allOf?.[0] ?? schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (combined) return exampleOf(document, combined, depth + 1);
  if (schema.enum) return schema.enum[0];
  if (schema.properties)
    return Object.fromEntries(Object.entries(schema.properties).map(([name, p]) => [name, exampleOf(document, p, depth + 1)]));
  if (schema.type === 'array') return schema.items ? [exampleOf(document, schema.items, depth + 1)] : [];
  if (schema.nullable) return null;
  switch (schema.type) {
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return true;
    case 'object':
      return {};
    default:
      return SAMPLE_FORMATS[schema.format ?? ''] ?? 'string';
  }
}

const SUCCESS_DESCRIPTIONS: Record<string, string> = { '200': 'OK.', '201': 'Created.', '204': 'Done; no body.' };

/**
 * Gives every success response with a body an example (composed from its schema where the operation gives none)
 * and a description where it has none.
 */
function addSuccessExamples(document: OpenAPIObject): OpenAPIObject {
  for (const item of Object.values(document.paths)) {
    for (const operation of Object.values(item) as {
      responses?: Record<string, { content?: Record<string, { schema?: Schema; example?: unknown; examples?: unknown }> }>;
    }[]) {
      if (typeof operation !== 'object' || operation === null || !operation.responses) continue;
      for (const [status, response] of Object.entries(operation.responses)) {
        if (!status.startsWith('2')) continue;
        (response as { description?: string }).description ||= SUCCESS_DESCRIPTIONS[status] ?? 'Success.';
        for (const media of Object.values(response.content ?? {})) {
          if (media.example === undefined && media.examples === undefined) media.example = exampleOf(document, media.schema);
        }
      }
    }
  }
  return document;
}

/**
 * The body of POST /matches/{id}/actions: an action of the match's game (anyOf: games share action names such as
 * playCard; the match's game decides which one applies). Each game's actions are the union `<Game>Action`.
 */
export function actionBodySchema() {
  return {
    description:
      "One action of the match's game, plus the version it was decided on (or send If-Match). The view's legalActions are exact bodies.",
    anyOf: Object.values(GAMES).map((game) => ({ $ref: `#/components/schemas/${gameComponent(game, 'Action')}` })),
  };
}

const OPTIONAL_TOKEN = 'x-token-optional';

/** A bearer token that changes what the caller sees but is not required (spectators send none). */
export function ApiOptionalBearer() {
  return applyDecorators(ApiBearerAuth(), ApiExtension(OPTIONAL_TOKEN, true));
}

/**
 * Makes every operation's security explicit, as linters ask: none for public operations, bearer for the ones
 * that need a token, and bearer-or-nothing where a token is optional. The Authorization header belongs to the
 * security scheme, not to the parameters: controllers take the caller (`@CallerOf()`), never the header. An
 * operation without parameters lists none (not an empty list).
 */
export function completeSecurity(document: OpenAPIObject): OpenAPIObject {
  for (const path of Object.values(document.paths)) {
    for (const operation of Object.values(path) as Record<string, unknown>[]) {
      if (typeof operation !== 'object' || operation === null || !('responses' in operation)) continue;
      if ((operation.parameters as unknown[] | undefined)?.length === 0) delete operation.parameters;
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

type Node = Record<string, unknown>;

/** Every schema object of `value` (not the examples, whose members only look like schemas), innermost first. */
function eachSchemaNode(value: unknown, visit: (node: Node) => void): void {
  if (Array.isArray(value)) return value.forEach((item) => eachSchemaNode(item, visit));
  if (value === null || typeof value !== 'object') return;
  for (const [key, child] of Object.entries(value)) if (key !== 'example' && key !== 'examples') eachSchemaNode(child, visit);
  visit(value as Node);
}

/** The component a nullable reference (`nullable` next to `allOf: [$ref]`) names, if `node` is one. */
function nullableReference(node: Node): string | undefined {
  const allOf = node.allOf as Node[] | undefined;
  if (node.nullable !== true || allOf?.length !== 1 || typeof allOf[0].$ref !== 'string') return undefined;
  return (allOf[0].$ref as string).split('/').pop();
}

/**
 * Makes the document what strict OpenAPI 3.0 tools (validators, client generators) read as it is meant:
 * - A nullable reference (`nullable` next to `allOf: [$ref]`) accepts null: a JSON Schema validator checks each
 *   `allOf` member on its own, so null would fail the referenced schema whatever the `nullable` beside it says.
 *   A component that is only ever referenced as nullable becomes nullable itself (its references keep their
 *   names and descriptions); one also referenced as not nullable is copied into its nullable references.
 * - A header that a handler reads and an `@ApiHeader` documents is one parameter (header names are
 *   case-insensitive), the documented one; a header only a handler reads is optional.
 */
export function forStrictClients(document: OpenAPIObject): OpenAPIObject {
  const schemas = (document.components?.schemas ?? {}) as Record<string, Node>;
  // How often each component is referenced at all, and as nullable.
  const references = new Map<string, number>();
  const nullableReferences = new Map<string, number>();
  const count = (map: Map<string, number>, name: string) => map.set(name, (map.get(name) ?? 0) + 1);
  eachSchemaNode([document.paths, schemas], (node) => {
    if (typeof node.$ref === 'string') count(references, node.$ref.split('/').pop()!);
    const name = nullableReference(node);
    if (name !== undefined) count(nullableReferences, name);
  });
  const orNull = (schema: Node): Node => ({
    ...schema,
    nullable: true,
    ...(Array.isArray(schema.enum) && !schema.enum.includes(null) ? { enum: [...schema.enum, null] } : {}),
  });
  eachSchemaNode([document.paths, schemas], (node) => {
    const name = nullableReference(node);
    if (name === undefined) return;
    const { title: _title, ...target } = schemas[name] ?? {};
    if (typeof target.type !== 'string' || target.allOf || target.anyOf || target.oneOf)
      throw new Error(`cannot make the reference to ${name} nullable`);
    const { allOf, nullable: _nullable, type: _type, ...own } = node;
    for (const key of Object.keys(node)) delete node[key];
    if ((references.get(name) ?? 0) > (nullableReferences.get(name) ?? 0)) {
      Object.assign(node, orNull({ ...target, ...own }));
    } else {
      Object.assign(schemas[name], orNull(schemas[name]));
      // A reference with a description of its own keeps `allOf` (a $ref's siblings are ignored); one without is the $ref.
      Object.assign(node, Object.keys(own).length > 0 ? { allOf, ...own } : (allOf as Node[])[0]);
    }
  });
  for (const item of Object.values(document.paths)) {
    for (const operation of Object.values(item) as Node[]) {
      const parameters = operation?.parameters as { in?: string; name?: string; required?: boolean; description?: string }[] | undefined;
      if (!Array.isArray(parameters)) continue;
      const documented = new Set(parameters.filter((p) => p.in === 'header' && p.description).map((p) => p.name!.toLowerCase()));
      operation.parameters = parameters
        .filter((p) => !(p.in === 'header' && !p.description && documented.has(p.name!.toLowerCase())))
        .map((p) => (p.in === 'header' && !p.description ? { ...p, required: false } : p));
    }
  }
  return document;
}
