import 'reflect-metadata';
import { type INestApplication, type LoggerService, Module, type DynamicModule } from '@nestjs/common';
import { APP_GUARD, NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import type { ValidationError } from 'class-validator';
import { CLOCK, type Clock, systemClock } from './clock.js';
import { GamesController } from './games/games.controller.js';
import { BODY_LIMIT, readBodies } from './http/body.js';
import { addAnalysisSchemas } from './http/analysis-schemas.js';
import { addGameSchemas } from './http/game-schemas.js';
import { addInputProblems, completeSecurity, forStrictClients } from './http/openapi.js';
import { answerClientError, ApiError, bodyProblem, problem, ProblemFilter, sendProblem } from './http/problem.js';
import { StrictValidationPipe } from './http/validation.js';
import { answerDirectly } from './http/direct-routes.js';
import { authorizationOf } from './http/auth.js';
import { directMatchRoutes } from './matches/direct-routes.js';
import { docsPage } from './http/docs-page.js';
import { webClient } from './http/web-client.js';
import { ChatController } from './chat/chat.controller.js';
import { ChatService } from './chat/chat.service.js';
import { AnalysisController } from './matches/analysis.controller.js';
import { AnalysisService } from './matches/analysis.service.js';
import { AuditController } from './exports/audit.controller.js';
import { AuditService } from './exports/audit.service.js';
import { Access } from './access/access.js';
import { CallerGuard } from './access/caller.js';
import { MatchStore } from './matches/match-store.js';
import { LobbyController } from './lobby/lobby.controller.js';
import { LobbyService } from './lobby/lobby.service.js';
import { MatchesController } from './matches/matches.controller.js';
import { MatchStreamController } from './notifications/match-stream.controller.js';
import { MatchesService } from './matches/matches.service.js';
import { SeatsService } from './matches/seats.service.js';
import { RematchService } from './matches/rematch.service.js';
import { DATABASE } from './persistence/tokens.js';
import { SNAPSHOT_OPTIONS } from './matches/tokens.js';
import { Notifier } from './bus/notifier.js';
import { STREAM_OPTIONS, StreamsService, type StreamOptions } from './notifications/streams.service.js';
import { loadConfig } from './config.js';
import { type Database, type DatabaseConfig, openDatabase, ping } from './persistence/database.js';
import { migrate } from './persistence/migrate.js';
import { HealthController, Lifecycle } from './ops/health.controller.js';
import { JwksController } from './keys/jwks.controller.js';
import { SIGNING_OPTIONS, SigningKeys } from './keys/signing-keys.js';
import { JsonLogger } from './http/json-logger.js';
import { rateLimit, type RateLimitConfig } from './ops/rate-limit.js';
import { identify, logResponse } from './http/request-context.js';
import { securityHeaders } from './ops/security.js';
import { methodTable } from './http/methods.js';
import { PlayersController } from './players/players.controller.js';
import { MailController } from './mail/mail.controller.js';
import { MAIL_OPTIONS, Mailer, type MailOptions } from './mail/mailer.js';
import { MailService } from './mail/mail.service.js';
import { RECORDER_OPTIONS, Recorder, type RecorderOptions } from './records/recorder.js';
import { RecordsController } from './records/records.controller.js';
import { RecordsService } from './records/records.service.js';
import { PlayersService } from './players/players.service.js';
import { SCHEDULER_OPTIONS, Scheduler, type SchedulerOptions } from './scheduler/scheduler.js';
import { ANALYST_OPTIONS, Analyst, type AnalystOptions } from './scheduler/analyst.js';
import { systemLookup, type HostLookup } from './webhooks/address-policy.js';
import { DISPATCHER_OPTIONS, WebhookDispatcher, type DispatcherOptions } from './webhooks/dispatcher.js';
import { WebhooksController } from './webhooks/webhooks.controller.js';
import { WebhooksService } from './webhooks/webhooks.service.js';

export interface AppConfig extends DatabaseConfig {
  /** Default: JSON lines on stdout (with one line per request); false: silent. */
  logger?: LoggerService | false;
  /** Per-IP and per-token request limits per minute; absent or 0: unlimited. */
  rateLimit?: RateLimitConfig;
  /** Origins allowed to call from a browser ('*' for any); absent: no CORS headers. */
  corsOrigins?: string[] | '*';
  /**
   * Fastify's `trustProxy`: which proxies to believe about the client's address (X-Forwarded-For), which
   * rate limits and request logs use. false (default): the connection's address; true: every proxy; a number:
   * that many hops; a list: proxy addresses, subnets and 'loopback' / 'linklocal' / 'uniquelocal'.
   */
  trustProxy?: boolean | number | string[];
  /** Where time comes from (deadlines, webhook retries, event times); tests pass a clock they move themselves. */
  clock?: Clock;
  /**
   * Run the scheduler (bots, deadlines) and the webhook dispatcher on timers and on every change (default
   * true); tests that drive them by hand (`app.get(Scheduler).runDue()`) turn this off.
   */
  background?: boolean;
  schedulerPollMs?: number;
  webhookPollMs?: number;
  webhookTimeoutMs?: number;
  /**
   * Let webhooks reach loopback, private, link-local and other non-public addresses (default false: public
   * internet addresses only, checked at registration and again on the resolved address at delivery).
   */
  webhookAllowPrivate?: boolean;
  /** Resolves webhook receivers' host names (default: the system resolver); tests pass their own. */
  webhookLookup?: HostLookup;
  /** Keep-alive comments on idle event streams (default 15 s). */
  keepAliveMs?: number;
  /** Open event streams per client address in one instance (default 20; 0: no cap); over it, 429 TOO_MANY_STREAMS. */
  maxStreamsPerIp?: number;
  /** Open event streams per bearer token in one instance (default 8; 0: no cap); over it, 429 TOO_MANY_STREAMS. */
  maxStreamsPerToken?: number;
  /** E-mail notices (docs/correspondence.md, "E-mail notices"): the SMTP server (absent: off), the sender, the digest's wait. */
  mail?: { smtpUrl?: string; from?: string; digestMs?: number; pollMs?: number };
  /** How often finished matches without a record are looked for besides each match's end (default 60 s). */
  recordPollMs?: number;
  /** How often ended matches without an analysis are looked for besides each request or match end (default 60 s). */
  analysisPollMs?: number;
  /** Analyse every ended match as it ends, not only those whose analysis is asked for (default false). */
  analyseEveryMatch?: boolean;
  /** The Ed25519 key that signs export heads and receipts (JWK or PKCS #8 PEM); absent: generated and kept in the database. */
  signingKey?: string;
  /** Store a snapshot of a match's replayed state every this many events (default 200; 0: no snapshots). */
  snapshotEvery?: number;
  /** Worker threads for searching bots (default: every CPU core but one, at least one). */
  botThreads?: number;
  /** The built web client (dist/web) to serve at `/`; absent: none (`/` is a 404 like any unknown path). */
  webDir?: string;
}

export interface App {
  app: INestApplication;
  db: Database;
  /** Graceful shutdown: readiness fails at once, in-flight requests finish, then the database closes. */
  shutdown(): Promise<void>;
}

/** The settings' defaults (src/config.ts, the one place they are written), for what `createApp`'s caller leaves out. */
const defaults = (): AppConfig => loadConfig({}).app;

/** How long a stream waits before a keep-alive comment: not a setting. */
const KEEP_ALIVE_MS = 15_000;

@Module({})
class AppModule {
  static with(db: Database, config: AppConfig, lifecycle: Lifecycle): DynamicModule {
    const settings = defaults();
    const background = config.background ?? true;
    const scheduler: SchedulerOptions = {
      background,
      pollMs: config.schedulerPollMs ?? 1000,
      botThreads: config.botThreads ?? settings.botThreads!,
    };
    const dispatcher: DispatcherOptions = {
      background,
      pollMs: config.webhookPollMs ?? 1000,
      timeoutMs: config.webhookTimeoutMs ?? 10_000,
      allowPrivate: config.webhookAllowPrivate ?? false,
      lookup: config.webhookLookup ?? systemLookup,
    };
    const recorder: RecorderOptions = { background, pollMs: config.recordPollMs ?? 60_000 };
    const analyst: AnalystOptions = {
      background,
      pollMs: config.analysisPollMs ?? 60_000,
      everyMatch: config.analyseEveryMatch ?? settings.analyseEveryMatch!,
    };
    const mail: MailOptions = {
      smtpUrl: config.mail?.smtpUrl,
      from: config.mail?.from ?? settings.mail!.from!,
      digestMs: config.mail?.digestMs ?? settings.mail!.digestMs!,
      background,
      pollMs: config.mail?.pollMs ?? 5_000,
    };
    const streams: StreamOptions = {
      keepAliveMs: config.keepAliveMs ?? KEEP_ALIVE_MS,
      maxPerIp: config.maxStreamsPerIp ?? settings.maxStreamsPerIp!,
      maxPerToken: config.maxStreamsPerToken ?? settings.maxStreamsPerToken!,
    };
    return {
      module: AppModule,
      controllers: [
        GamesController,
        LobbyController,
        MatchesController,
        MatchStreamController,
        ChatController,
        AuditController,
        AnalysisController,
        JwksController,
        PlayersController,
        RecordsController,
        MailController,
        WebhooksController,
        HealthController,
      ],
      providers: [
        { provide: DATABASE, useValue: db },
        { provide: CLOCK, useValue: config.clock ?? systemClock },
        { provide: SCHEDULER_OPTIONS, useValue: scheduler },
        { provide: DISPATCHER_OPTIONS, useValue: dispatcher },
        { provide: STREAM_OPTIONS, useValue: streams },
        { provide: RECORDER_OPTIONS, useValue: recorder },
        { provide: ANALYST_OPTIONS, useValue: analyst },
        { provide: MAIL_OPTIONS, useValue: mail },
        { provide: Lifecycle, useValue: lifecycle },
        { provide: SIGNING_OPTIONS, useValue: { signingKey: config.signingKey } },
        { provide: SNAPSHOT_OPTIONS, useValue: { every: config.snapshotEvery ?? settings.snapshotEvery! } },
        SigningKeys,
        Notifier,
        MatchStore,
        Access,
        { provide: APP_GUARD, useClass: CallerGuard },
        MatchesService,
        LobbyService,
        AuditService,
        AnalysisService,
        Analyst,
        SeatsService,
        RematchService,
        PlayersService,
        ChatService,
        StreamsService,
        Scheduler,
        WebhookDispatcher,
        WebhooksService,
        RecordsService,
        Recorder,
        Mailer,
        MailService,
      ],
    };
  }
}

/** Builds the whole service: opens the database, applies pending migrations, wires HTTP. Not yet listening. */
export async function createApp(config: AppConfig): Promise<App> {
  const logger = config.logger === false ? null : (config.logger ?? new JsonLogger());
  const db = openDatabase({ ...config, poolSize: config.poolSize ?? defaults().poolSize });
  const applied = await migrate(db);
  if (applied.length > 0) logger?.log(`applied migrations: ${applied.join(', ')}`, 'Migrations');
  // Prisma loads its query compiler on the first query: do that now, not in the first background pass.
  await ping(db);

  const lifecycle = new Lifecycle();
  // Every response gets the security headers and a request id: set first of all (before CORS answers a
  // preflight), and for a URL the router refuses, which no hook sees.
  const headers = securityHeaders({ webClient: config.webDir !== undefined });
  const prepare = (request: FastifyRequest, reply: FastifyReply) => {
    identify(request, reply);
    headers(request, reply);
  };
  const adapter = new FastifyAdapter({
    bodyLimit: BODY_LIMIT,
    // A request (headers and body) must arrive within 5 minutes, as Node's own default (Fastify's is none): 408 otherwise.
    requestTimeout: 300_000,
    trustProxy: fastifyTrustProxy(config.trustProxy ?? false),
    // `/matches/` is `/matches`; a path parameter is never too long for the router (the request line is limited by
    // Node's header size): an unknown id of any length is the handler's 404, as every other unknown id.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 65_536 },
    clientErrorHandler: answerClientError,
    // A URL the router cannot read (a broken %-escape) is a problem like any other refusal.
    frameworkErrors: (error: Error, request: FastifyRequest, reply: FastifyReply) => {
      prepare(request, reply);
      const body = bodyProblem(error) ?? problem(400, 'MALFORMED_REQUEST', error.message);
      body.instance = request.url;
      sendProblem(reply, body);
    },
    // No middleware in Express style here: hooks only (below).
    skipMiddie: true,
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.with(db, config, lifecycle), adapter, {
    bodyParser: false,
    logger: logger ?? false,
  });
  // The signing key is loaded (or generated) now, so a bad SIGNING_KEY stops the start.
  try {
    await app.get(SigningKeys).signer();
  } catch (error) {
    await app.close();
    await db.close();
    throw error;
  }
  const fastify = app.getHttpAdapter().getInstance();
  adapter.setOnRequestHook((request, reply, done) => {
    prepare(request, reply);
    done();
  });
  if (logger instanceof JsonLogger) fastify.addHook('onResponse', logResponse(logger));
  if (config.corsOrigins) {
    app.enableCors({
      origin: config.corsOrigins === '*' ? '*' : config.corsOrigins,
      allowedHeaders: ['Authorization', 'Content-Type', 'If-Match', 'If-None-Match', 'Idempotency-Key', 'X-Request-Id', 'Last-Event-ID'],
      exposedHeaders: ['ETag', 'Retry-After', 'X-Request-Id', 'Location'],
      maxAge: 600,
    });
  }
  if (config.rateLimit) fastify.addHook('onRequest', rateLimit(config.rateLimit));
  if (config.webDir !== undefined) fastify.addHook('onRequest', webClient(config.webDir));
  fastify.addHook('onRequest', docsPage('/openapi.json'));
  readBodies(fastify);
  const problems = new ProblemFilter();
  app.useGlobalFilters(problems);
  const pipe = new StrictValidationPipe((errors) => {
    const list = flatten(errors);
    return new ApiError(400, 'VALIDATION_FAILED', list.map((e) => e.message).join('; ') + '.', { errors: list });
  });
  app.useGlobalPipes(pipe);
  const access = app.get(Access);
  answerDirectly(fastify, directMatchRoutes(app.get(MatchesController)), {
    caller: (request) => access.caller(authorizationOf(request)),
    pipe,
    answerError: (error, request, reply) => problems.answer(error, request, reply),
  });

  const document = forStrictClients(
    addInputProblems(
      completeSecurity(
        addAnalysisSchemas(
          addGameSchemas(
            SwaggerModule.createDocument(
              app,
              new DocumentBuilder()
                .setTitle('Kartenrunde')
                .setDescription(
                  'Persistent, event-sourced matches of traditional German and Austrian card games. ' +
                    'Errors are RFC 9457 problem+json with a stable `code`.',
                )
                .setVersion('0.1.0')
                .addBearerAuth({
                  type: 'http',
                  scheme: 'bearer',
                  bearerFormat: 'opaque',
                  description: "A seat token (from joining), a creator token (from creating), or a registered player's API key (key_...).",
                })
                .addServer('/', 'This service')
                .addTag('games', 'The games the service hosts: seats, rule options, actions, bots.')
                .addTag('matches', 'Create, find, join and play matches; views, actions, events and their live stream.')
                .addTag('chat', "A match's chat: messages apart from the game's events.")
                .addTag('audit', 'Exports, replayed states and the keys that check their signatures.')
                .addTag('players', 'Registered players, their API keys, matches and notifications.')
                .addTag('webhooks', 'Notifications and match updates delivered to your URL, with their delivery log.')
                .addTag('health', 'Liveness and readiness for operators.')
                .build(),
            ),
          ),
        ),
      ),
    ),
  );
  problems.methodsOf = methodTable(document.paths as Record<string, Record<string, unknown>>);
  // The document as JSON and YAML; Swagger UI's page at /docs is http/docs-page.ts.
  SwaggerModule.setup('docs', app, document, {
    ui: false,
    raw: ['json', 'yaml'],
    jsonDocumentUrl: 'openapi.json',
    yamlDocumentUrl: 'openapi.yaml',
  });
  let closing: Promise<void> | null = null;
  const shutdown = () =>
    (closing ??= (async () => {
      lifecycle.stopping = true;
      await app.close();
      await db.close();
    })());
  return { app, db, shutdown };
}

/**
 * TRUST_PROXY as Fastify takes it: true/false, the proxies' addresses, subnets and names (loopback, linklocal,
 * uniquelocal), or a hop count: the `n` nearest hops are proxies, whatever their addresses (docs/operations.md, "Security").
 */
function fastifyTrustProxy(setting: boolean | number | string[]): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof setting === 'number' ? (_address, hop) => hop < setting : setting;
}

function flatten(errors: ValidationError[], prefix = ''): { field: string; message: string }[] {
  return errors.flatMap((error) => {
    const field = prefix + error.property;
    const own = Object.values(error.constraints ?? {}).map((message) => ({ field, message }));
    return [...own, ...flatten(error.children ?? [], `${field}.`)];
  });
}
