import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { Ajv, type AnySchema, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';

// ajv-formats is CommonJS: its function comes through the default import.
const addFormats = addFormatsModule as unknown as typeof import('ajv-formats').default;

type Media = { schema?: unknown };
type Response = { content?: Record<string, Media> };
type Operation = { responses: Record<string, Response> };
export type ContractDocument = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
};

/** One response the server sent that its operation does not document, or whose body does not match. */
export interface Violation {
  method: string;
  path: string;
  url: string;
  status: number;
  contentType: string;
  problem: string;
  errors?: ErrorObject[];
  body?: unknown;
}

/** One response the server sent, as the contract sees it. */
export interface Observed {
  method: string;
  url: string;
  status: number;
  contentType: string;
  body: string;
}

/** Keywords of OpenAPI 3.0's Schema Object that are annotations to a JSON Schema validator. */
const ANNOTATIONS = ['example', 'discriminator', 'xml', 'externalDocs'];
// The document's components, which ajv holds as one schema that $refs point into.
const CONTAINER = 'components';

/**
 * Validates responses against an OpenAPI 3.0 document the way a strict client does: ajv in strict mode, with
 * OpenAPI's `nullable` (ajv's own: only next to `type`), formats checked, every $ref resolved against the
 * document's components. Two of ajv's lints are off, for schemas that are valid: a union's own `required` names
 * members its branches define (strictRequired), and stands without `type: object` (strictTypes).
 */
export class ContractChecker {
  private readonly ajv: Ajv;
  private readonly validators = new Map<string, ValidateFunction>();
  private readonly routes: { template: string; pattern: RegExp; literals: number }[];
  readonly violations: Violation[] = [];
  /** Each documented operation and status a response had: `GET /matches/{id} 200`. */
  readonly covered = new Set<string>();
  /** Responses to paths the document does not describe (the docs page, the web client). */
  readonly undocumented: string[] = [];

  constructor(readonly document: ContractDocument) {
    if (!document.openapi.startsWith('3.0.')) throw new Error(`the checker reads OpenAPI 3.0, not ${document.openapi}`);
    this.ajv = new Ajv({
      strict: true,
      strictTypes: false,
      strictRequired: false,
      allErrors: true,
      validateFormats: true,
      keywords: [...ANNOTATIONS, CONTAINER],
    });
    addFormats(this.ajv);
    this.ajv.addSchema({ $id: 'openapi.json', [CONTAINER]: document.components } as never);
    this.routes = Object.keys(document.paths).map((template) => ({
      template,
      pattern: new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '[^/]+')}$`),
      literals: template.split('/').filter((segment) => segment !== '' && !segment.startsWith('{')).length,
    }));
  }

  /** The documented path a concrete one matches, preferring literal segments (`/players/me` over `/players/{id}`). */
  templateOf(url: string): string | undefined {
    const path = url.split('?')[0];
    return this.routes.filter((r) => r.pattern.test(path)).sort((a, b) => b.literals - a.literals)[0]?.template;
  }

  /** The validator of a schema given inline in the document, its $refs resolved against the components. */
  private validatorFor(key: string, schema: unknown): ValidateFunction {
    let validate = this.validators.get(key);
    if (!validate) {
      validate = this.ajv.compile(rebase(schema) as AnySchema);
      this.validators.set(key, validate);
    }
    return validate;
  }

  /**
   * Compiles every schema of the document: components, parameters, request bodies and responses (so a schema ajv
   * refuses, or a $ref that resolves to nothing, fails even where no response reaches it).
   */
  compileAll(): void {
    for (const name of Object.keys(this.document.components.schemas))
      this.validatorFor(`component ${name}`, { $ref: `#/components/schemas/${name}` });
    for (const [path, item] of Object.entries(this.document.paths)) {
      for (const [method, operation] of Object.entries(item) as [
        string,
        Operation & { requestBody?: Response; parameters?: { name: string; schema?: unknown }[] },
      ][]) {
        for (const parameter of operation.parameters ?? [])
          if (parameter.schema) this.validatorFor(`${method} ${path} parameter ${parameter.name}`, parameter.schema);
        for (const [type, media] of Object.entries(operation.requestBody?.content ?? {}))
          if (media.schema) this.validatorFor(`${method} ${path} body ${type}`, media.schema);
        for (const [status, response] of Object.entries(operation.responses ?? {})) {
          for (const [type, media] of Object.entries(response.content ?? {})) {
            if (media.schema) this.validatorFor(`${method} ${path} ${status} ${type}`, media.schema);
          }
        }
      }
    }
  }

  /** Checks one response: its status is documented for the operation, its content type too, and its body matches. */
  check({ method, url, status, contentType, body }: Observed): void {
    const lower = method.toLowerCase() === 'head' ? 'get' : method.toLowerCase();
    const path = this.templateOf(url);
    if (!path) {
      this.undocumented.push(`${method} ${url.split('?')[0]} ${status}`);
      return;
    }
    const violation = (problem: string, extra: Partial<Violation> = {}): void => {
      this.violations.push({ method, path, url, status, contentType, problem, ...extra });
    };
    const operation = this.document.paths[path][lower];
    if (!operation) return violation(`${method} is not an operation of ${path}`);
    const response = operation.responses[String(status)] ?? operation.responses[`${String(status)[0]}XX`] ?? operation.responses.default;
    if (!response) return violation(`status ${status} is not documented (documented: ${Object.keys(operation.responses).join(', ')})`);
    this.covered.add(`${lower.toUpperCase()} ${path} ${status}`);
    const type = contentType.split(';')[0].trim().toLowerCase();
    const content = response.content ?? {};
    if (Object.keys(content).length === 0) {
      if (body.length > 0 && method.toLowerCase() !== 'head')
        violation('a body where the document describes none', { body: body.slice(0, 500) });
      return;
    }
    const media = content[type];
    if (!media) return violation(`content type "${type}" is not documented (documented: ${Object.keys(content).join(', ')})`);
    if (method.toLowerCase() === 'head' || type === 'text/event-stream' || !media.schema) return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      return violation('the body is not JSON', { body: body.slice(0, 500) });
    }
    const validate = this.validatorFor(`${lower} ${path} ${status} ${type}`, media.schema);
    if (!validate(parsed)) violation('the body does not match the schema', { errors: validate.errors ?? [], body: parsed });
  }

  /**
   * Every example of the document that does not match its schema: each media type's example(s) (responses and
   * request bodies) and each schema's own `example` (components and their members), as `where: ajv errors`.
   */
  invalidExamples(): string[] {
    const found: string[] = [];
    const check = (where: string, schema: unknown, value: unknown) => {
      const validate = this.validatorFor(`example ${where}`, schema);
      if (!validate(value)) found.push(`${where}: ${this.ajv.errorsText(validate.errors)}`);
    };
    for (const [path, item] of Object.entries(this.document.paths)) {
      for (const [method, operation] of Object.entries(item) as [string, Operation & { requestBody?: Response }][]) {
        const media = [
          ...Object.entries(operation.requestBody?.content ?? {}).map(([type, m]) => [`${method} ${path} body ${type}`, m] as const),
          ...Object.entries(operation.responses ?? {}).flatMap(([status, r]) =>
            Object.entries(r.content ?? {}).map(([type, m]) => [`${method} ${path} ${status} ${type}`, m] as const),
          ),
        ];
        for (const [where, m] of media as [string, Media & { example?: unknown; examples?: Record<string, { value: unknown }> }][]) {
          // A stream's example is its sequence of messages, which its schema describes as an array.
          if (!m.schema) continue;
          if (m.example !== undefined) check(where, m.schema, m.example);
          for (const [name, example] of Object.entries(m.examples ?? {})) check(`${where} (${name})`, m.schema, example.value);
        }
      }
    }
    // Schemas and the schemas they hold (members, items, branches), not the values of other keywords.
    const visit = (where: string, schema: unknown) => {
      if (schema === null || typeof schema !== 'object') return;
      const node = schema as Record<string, unknown>;
      if (node.example !== undefined) check(where, node, node.example);
      for (const [name, member] of Object.entries((node.properties as Record<string, unknown>) ?? {}))
        visit(`${where}/properties/${name}`, member);
      for (const key of ['items', 'additionalProperties', 'not']) visit(`${where}/${key}`, node[key]);
      for (const key of ['allOf', 'anyOf', 'oneOf'])
        ((node[key] as unknown[]) ?? []).forEach((branch, i) => visit(`${where}/${key}/${i}`, branch));
    };
    for (const [name, schema] of Object.entries(this.document.components.schemas)) visit(`#/components/schemas/${name}`, schema);
    return found;
  }

  /** Every violation, each with its path, status and ajv errors, for a failing test's message. */
  report(): string {
    return this.violations
      .map((v) => {
        const errors = (v.errors ?? [])
          .slice(0, 8)
          .map((e) => `    ${e.instancePath || '(body)'} ${e.message} ${JSON.stringify(e.params)} [schema ${e.schemaPath}]`);
        return [`${v.method} ${v.url} (${v.path}) -> ${v.status} ${v.contentType}: ${v.problem}`, ...errors].join('\n');
      })
      .join('\n');
  }

  /**
   * Watches every response `server` sends from now on (before the application's own handler runs, so nothing
   * escapes), and checks each when it is complete. Returns a function that stops watching.
   */
  watch(server: Server): () => void {
    const listener = (req: IncomingMessage, res: ServerResponse) => {
      const chunks: Buffer[] = [];
      const keep = (chunk: unknown, encoding?: unknown) => {
        if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
        chunks.push(
          Buffer.isBuffer(chunk)
            ? chunk
            : Buffer.from(chunk as string, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'),
        );
      };
      const write = res.write.bind(res) as (...args: unknown[]) => boolean;
      const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
      res.write = ((...args: unknown[]) => {
        keep(args[0], args[1]);
        return write(...args);
      }) as never;
      res.end = ((...args: unknown[]) => {
        keep(args[0], args[1]);
        return end(...args);
      }) as never;
      const observe = () => {
        const contentType = String(res.getHeader('content-type') ?? '');
        // A stream is checked by its status and content type; its messages are not one JSON body.
        const streaming = contentType.startsWith('text/event-stream');
        this.check({
          method: req.method ?? 'GET',
          url: req.url ?? '/',
          status: res.statusCode,
          contentType,
          body: streaming ? '' : Buffer.concat(chunks).toString('utf8'),
        });
      };
      res.once('finish', observe);
      res.once('close', () => {
        if (!res.writableFinished && String(res.getHeader('content-type') ?? '').startsWith('text/event-stream')) observe();
      });
    };
    server.prependListener('request', listener);
    return () => server.removeListener('request', listener);
  }
}

/** A schema of the document with its `#/components/...` references pointing into the schema ajv knows as openapi.json. */
function rebase(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(rebase);
  if (schema === null || typeof schema !== 'object') return schema;
  return Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [
      key,
      key === '$ref' && typeof value === 'string' && value.startsWith('#/') ? `openapi.json${value}` : rebase(value),
    ]),
  );
}
