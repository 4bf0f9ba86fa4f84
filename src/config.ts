/**
 * Every environment setting of the service, validated at start-up.
 *
 * Each setting is one entry of SETTINGS: its kind (which says what values are valid and parses them), its
 * default and what it means. The same entry produces the error message for a bad value and the setting's row
 * of the configuration table of docs/operations.md (a test keeps that table equal to `settingsTable()`; `npm run
 * config-table` prints it). To add a setting: add an entry below, use its value in `loadConfig`, and paste the
 * new table into docs/operations.md.
 *
 * An unset variable, or one that is empty or only blanks, takes the default. Values are trimmed.
 */
import { createPrivateKey } from 'node:crypto';
import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import { z } from 'zod';
import type { AppConfig } from './app.js';
import { defaultBotThreads } from './scheduler/bot-pool.js';

/** A kind of value: what is valid (in words, for errors and the configuration table) and how a raw value is parsed. */
export interface Kind<T> {
  /** The valid values, e.g. "an integer from 0 to 65535". */
  expected: string;
  /** Turns the trimmed raw value into T, or fails with issues saying what is wrong. */
  schema: z.ZodType<T, string>;
  /** How an error message shows a bad raw value; the default shows it quoted. Secrets must not be shown. */
  show?: (raw: string) => string;
}

/** One environment variable: its kind, its default (written as in the environment) and what it does. */
export interface Setting<T = unknown, D extends string | undefined = string | undefined> extends Kind<T> {
  /** The value taken when the variable is unset or blank; undefined: the setting is then absent. */
  default: D;
  /** What the setting does (one sentence or two, Markdown). */
  meaning: string;
}

function setting<T, const D extends string | undefined = undefined>(kind: Kind<T>, doc: { default?: D; meaning: string }): Setting<T, D> {
  return { ...kind, default: doc.default as D, meaning: doc.meaning };
}

// ---------------------------------------------------------------------------------------------------------
// Kinds of values

/** Whole numbers written in decimal, from `min` to `max`. */
export function integer(min: number, max: number, note = ''): Kind<number> {
  return {
    expected: `an integer from ${min} to ${max}${note}`,
    schema: z
      .string()
      .regex(/^[+-]?\d+$/, { error: 'not a whole decimal number' })
      .transform(Number)
      .pipe(z.number().min(min, { error: 'too small' }).max(max, { error: 'too large' })),
  };
}

/** `true` or `false`, nothing else (no 1/0, yes/no, on/off). */
export function boolean(): Kind<boolean> {
  return {
    expected: '`true` or `false`',
    schema: z.enum(['true', 'false'], { error: 'not true or false' }).transform((value) => value === 'true'),
  };
}

/** Free text, such as a folder; `check` may reject some values with a reason. */
export function text(expected: string, check: (value: string) => string | null = () => null): Kind<string> {
  return {
    expected,
    schema: z.string().superRefine((value, ctx) => {
      const problem = check(value);
      if (problem) ctx.addIssue(problem);
    }),
  };
}

/** A secret (e.g. a signing key) of at least `minLength` characters; errors never show it. */
export function secret(minLength: number): Kind<string> {
  return {
    expected: `a secret of at least ${minLength} characters`,
    schema: z.string().min(minLength, { error: `shorter than ${minLength} characters` }),
    show: (raw) => `(a secret of ${raw.length} characters, not shown)`,
  };
}

function parseUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

const HOST_NAME = /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/i;

/** An address to listen on: an IPv4 or IPv6 address (without brackets) or a host name. */
export function listenHost(): Kind<string> {
  return text('an IP address (e.g. `127.0.0.1`, `0.0.0.0`, `::`) or a host name', (value) =>
    isIP(value) || HOST_NAME.test(value) ? null : 'not an IP address or host name',
  );
}

/**
 * A PostgreSQL URL as the driver reads it, including libpq's form for a Unix socket with a user, which WHATWG URLs
 * reject: `postgresql://user@/db?host=/var/run/postgresql` (no host before the path; `host` names the socket's
 * folder). `socket`: the URL was read with a stand-in host, which `show` takes out again.
 */
function parsePostgresUrl(value: string): { url: URL; socket: boolean } | null {
  const url = parseUrl(value);
  if (url) return { url, socket: false };
  const standIn = value.includes('@/') ? parseUrl(value.replace('@/', `@${SOCKET_STAND_IN}/`)) : null;
  return standIn && standIn.searchParams.has('host') ? { url: standIn, socket: true } : null;
}

const SOCKET_STAND_IN = 'unix-socket.invalid';

/** A PostgreSQL connection URL; an error shows it with its password replaced by `***`. */
export function postgresUrl(): Kind<string> {
  return {
    expected:
      'a `postgresql://` (or `postgres://`) URL, e.g. `postgresql://user:password@host:5432/db`, or over a Unix socket `postgresql://user@/db?host=/var/run/postgresql`',
    schema: z.string().superRefine((value, ctx) => {
      const parsed = parsePostgresUrl(value);
      if (!parsed) ctx.addIssue('not a URL');
      else if (parsed.url.protocol !== 'postgresql:' && parsed.url.protocol !== 'postgres:')
        ctx.addIssue(`the scheme is ${parsed.url.protocol}`);
    }),
    show: (raw) => {
      const parsed = parsePostgresUrl(raw);
      if (!parsed) return '(not shown: it may hold a password)';
      const { url, socket } = parsed;
      if (url.password) url.password = '***';
      return JSON.stringify(socket ? url.href.replace(`@${SOCKET_STAND_IN}/`, '@/') : url.href);
    },
  };
}

/** Comma-separated browser origins (`https://app.example`, `http://localhost:5173`), or `*` for any. */
export function origins(): Kind<string[] | '*'> {
  return {
    expected:
      '`*` (any origin) or comma-separated origins such as `https://app.example,http://localhost:5173` (scheme, host and port only)',
    schema: z.string().transform((value, ctx) => {
      if (value === '*') return '*' as const;
      const list: string[] = [];
      for (const entry of value.split(',').map((e) => e.trim())) {
        const url = parseUrl(entry);
        const origin =
          url &&
          (url.protocol === 'http:' || url.protocol === 'https:') &&
          !url.username &&
          !url.password &&
          url.pathname === '/' &&
          !url.search &&
          !url.hash
            ? url.origin
            : null;
        if (origin && /^https?:\/\/[^/]+\/?$/i.test(entry)) list.push(origin);
        else ctx.addIssue(entry === '' ? 'an empty entry' : `${JSON.stringify(entry)} is not an origin`);
      }
      return list;
    }),
  };
}

const PROXY_PRESETS = ['loopback', 'linklocal', 'uniquelocal'];

/** An address or subnet (CIDR) in a list of trusted proxies (proxy-addr's, as Fastify uses it), or one of its named ranges. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_PRESETS.includes(entry) || isIP(entry)) return true;
  const cidr = /^([^/]+)\/(\d{1,3})$/.exec(entry);
  if (!cidr) return false;
  const version = isIP(cidr[1]);
  return version !== 0 && Number(cidr[2]) <= (version === 4 ? 32 : 128);
}

/** Which proxies in front of the service to believe about the client's address (Fastify's `trustProxy`). */
export function trustProxy(): Kind<boolean | number | string[]> {
  return {
    expected:
      "`false` (use the connection's address), `true` (trust every proxy), a hop count from 0 to 32, or comma-separated proxy addresses and subnets " +
      '(`10.0.0.0/8`, `::1`) and named ranges (`loopback`, `linklocal`, `uniquelocal`)',
    schema: z.string().transform((value, ctx) => {
      if (value === 'true' || value === 'false') return value === 'true';
      if (/^\d+$/.test(value)) {
        const hops = Number(value);
        if (hops <= 32) return hops;
        ctx.addIssue('too many hops');
        return z.NEVER;
      }
      const list = value.split(',').map((e) => e.trim());
      for (const entry of list) {
        if (!isProxyAddress(entry))
          ctx.addIssue(entry === '' ? 'an empty entry' : `${JSON.stringify(entry)} is not an address, subnet or named range`);
      }
      return list;
    }),
  };
}

/** An Ed25519 private key as a JWK (JSON) or a PKCS #8 PEM; errors never show it. */
export function ed25519PrivateKey(): Kind<string> {
  return {
    expected:
      'an Ed25519 private key as a JWK (`{"kty":"OKP","crv":"Ed25519","d":...,"x":...}`) or a PKCS #8 PEM (`openssl genpkey -algorithm ed25519`)',
    schema: z.string().superRefine((value, ctx) => {
      try {
        const key = value.startsWith('{')
          ? createPrivateKey({ key: JSON.parse(value) as import('node:crypto').JsonWebKey, format: 'jwk' })
          : createPrivateKey(value.replaceAll('\\n', '\n'));
        if (key.asymmetricKeyType !== 'ed25519') ctx.addIssue(`a ${key.asymmetricKeyType} key, not Ed25519`);
      } catch {
        ctx.addIssue('not a readable private key');
      }
    }),
    show: (raw) => `(a key of ${raw.length} characters, not shown)`,
  };
}

/** An SMTP server URL (`smtp://` or `smtps://`, with user and password if it needs them); errors hide the password. */
export function smtpUrl(): Kind<string> {
  return {
    expected: 'an `smtp://` or `smtps://` URL, e.g. `smtps://user:password@mail.example:465`',
    schema: z.string().superRefine((value, ctx) => {
      const url = parseUrl(value);
      if (!url) ctx.addIssue('not a URL');
      else if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') ctx.addIssue(`the scheme is ${url.protocol}`);
      else if (!url.hostname) ctx.addIssue('no host');
    }),
    show: (raw) => {
      const url = parseUrl(raw);
      if (!url) return '(not shown: it may hold a password)';
      if (url.password) url.password = '***';
      return JSON.stringify(url.href);
    },
  };
}

/** How many worker processes: `auto` (one per CPU core this process may use) or a count from 1 to `max`. */
export function workerCount(max: number, auto = availableParallelism, autoMeaning = 'one per CPU core'): Kind<number> {
  const count = integer(1, max);
  return {
    expected: `\`auto\` (${autoMeaning}) or ${count.expected}`,
    schema: z.string().transform((value, ctx) => {
      if (value.toLowerCase() === 'auto') return auto();
      const parsed = count.schema.safeParse(value);
      if (parsed.success) return parsed.data;
      for (const issue of parsed.error.issues) ctx.addIssue(issue.message);
      return z.NEVER;
    }),
  };
}

// ---------------------------------------------------------------------------------------------------------
// The settings (the configuration table of docs/operations.md lists them in this order)

export const SETTINGS = {
  PORT: setting(integer(0, 65535, ' (`0`: any free port)'), {
    default: '3000',
    meaning: 'TCP port the HTTP server listens on.',
  }),
  HOST: setting(listenHost(), {
    default: '127.0.0.1',
    meaning: 'Address the HTTP server listens on; `0.0.0.0` or `::` for every interface (in a container).',
  }),
  DATABASE_URL: setting(postgresUrl(), {
    meaning: 'The PostgreSQL server to use; unset: the embedded database (PGlite) in `DATA_DIR`.',
  }),
  DATA_DIR: setting(
    text('a folder path, or `memory://`', (value) =>
      /^[a-z][a-z0-9+.-]*:\/\//i.test(value) && value !== 'memory://' ? 'the only URL allowed is memory://' : null,
    ),
    {
      default: './data',
      meaning:
        'Folder of the embedded database (created if missing); `memory://` keeps it in memory, lost at exit. Ignored with `DATABASE_URL`.',
    },
  ),
  DB_POOL_SIZE: setting(integer(1, 1000), {
    default: '10',
    meaning:
      "Most connections one instance (each worker) opens to PostgreSQL for queries, plus one for `LISTEN`. All instances together must stay below the server's `max_connections`. Ignored without `DATABASE_URL`.",
  }),
  RATE_LIMIT_PER_IP: setting(integer(0, 1_000_000, ' (`0`: no limit)'), {
    default: '6000',
    meaning: 'Requests a minute from one client address, counted by each instance; see `TRUST_PROXY`.',
  }),
  RATE_LIMIT_PER_TOKEN: setting(integer(0, 1_000_000, ' (`0`: no limit)'), {
    default: '3000',
    meaning: 'Requests a minute with one bearer token (seat token, creator token or API key), counted by each instance.',
  }),
  CORS_ORIGINS: setting(origins(), {
    meaning: 'Browser origins allowed to call the API (CORS); unset: no CORS headers, so browsers on other origins are refused.',
  }),
  TRUST_PROXY: setting(trustProxy(), {
    default: 'false',
    meaning:
      'Which proxies (load balancers) to believe when they say, in `X-Forwarded-For`, who the client is; that address is the one rate limits count and request logs show.',
  }),
  WEBHOOK_ALLOW_PRIVATE_NETWORKS: setting(boolean(), {
    default: 'false',
    meaning:
      'Let webhooks reach loopback, private, link-local and other non-public addresses. Off, only public internet addresses are accepted, at registration and again on the resolved address at delivery.',
  }),
  // The stream caps' defaults: an address is often a household or an office behind one router, or a script playing
  // every seat of a few matches; a token is one player's devices and tabs (a notification stream and the match or
  // two being watched on each).
  MAX_STREAMS_PER_IP: setting(integer(0, 100_000, ' (`0`: no cap)'), {
    default: '20',
    meaning: 'Open event streams (SSE) from one client address in one instance; more get `429 TOO_MANY_STREAMS`.',
  }),
  MAX_STREAMS_PER_TOKEN: setting(integer(0, 100_000, ' (`0`: no cap)'), {
    default: '8',
    meaning: 'Open event streams (SSE) with one bearer token in one instance; more get `429 TOO_MANY_STREAMS`.',
  }),
  SIGNING_KEY: setting(ed25519PrivateKey(), {
    meaning:
      'The Ed25519 key that signs export heads and move receipts. Unset: the service generates one on first start and keeps it in its database. A new key is a rotation: every earlier public key stays in `/.well-known/jwks.json`.',
  }),
  SNAPSHOT_EVERY: setting(integer(0, 1_000_000, ' (`0`: no snapshots)'), {
    default: '200',
    meaning:
      'Store a snapshot of a match every this many events, so reading a long match that is not in the cache replays only the events after it (docs/performance.md, "Long matches: cold reads and snapshots"). A snapshot is a cache: checked against the hash chain, discarded after any engine change.',
  }),
  WORKERS: setting(workerCount(64), {
    default: '1',
    meaning:
      'Processes serving HTTP on the one port (node:cluster), to use several cores; each is a full instance (docs/operations.md, "Several instances"). More than one needs `DATABASE_URL`: the embedded database belongs to one process.',
  }),
  BOT_THREADS: setting(workerCount(64, defaultBotThreads, 'one per CPU core but one, at least one'), {
    default: 'auto',
    meaning:
      'Worker threads per instance on which strong bots think (docs/bots.md), so that bots searching never delay requests; bot moves beyond these wait their turn.',
  }),
  ANALYSE_EVERY_MATCH: setting(boolean(), {
    default: 'false',
    meaning:
      '`false`: an ended match is analysed when its analysis is first asked for (`GET /matches/{id}/analysis`, the history page), in the background. `true`: every match as it ends, so its analysis is ready when first asked for; an analysis costs a core for a few tenths of a second (a Schwimmen match) to a few seconds (a Schafkopf session), more than all the moves of the match (docs/analysis.md).',
  }),
  SMTP_URL: setting(smtpUrl(), {
    meaning:
      'The SMTP server that sends e-mail notices (docs/correspondence.md, "E-mail notices"). Unset: no e-mail at all; `PUT /players/me/email` answers `409 EMAIL_OFF`.',
  }),
  MAIL_FROM: setting(
    text('a sender address, e.g. `Kartenrunde <noreply@example.org>`', (value) => (/@/.test(value) ? null : 'no @ in it')),
    {
      default: 'Kartenrunde <noreply@localhost>',
      meaning: 'The sender (From) of e-mail notices.',
    },
  ),
  MAIL_DIGEST_MINUTES: setting(integer(0, 1440), {
    default: '10',
    meaning:
      '"Your move" mails wait this long after the first one and then go out as one mail per player listing every match still waiting for them, so a fast match does not send a mail per move.',
  }),
} as const satisfies Record<string, Setting>;

type ValueOf<S> = S extends Setting<infer T, infer D> ? (D extends string ? T : T | undefined) : never;

/** The parsed value of every setting (absent ones without a default are undefined). */
export type Settings = { -readonly [K in keyof typeof SETTINGS]: ValueOf<(typeof SETTINGS)[K]> };

/** Bad settings: the message names each variable, its value and what is expected, one a line. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration, not starting:\n${problems.map((p) => `  ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses and checks every setting; throws ConfigError listing all bad ones. */
export function parseSettings(env: Record<string, string | undefined>): Settings {
  const values: Record<string, unknown> = {};
  const problems: string[] = [];
  for (const [name, entry] of Object.entries(SETTINGS) as [string, Setting][]) {
    const given = env[name]?.trim() || undefined;
    const raw = given ?? entry.default;
    if (raw === undefined) continue;
    const parsed = entry.schema.safeParse(raw);
    if (parsed.success) {
      values[name] = parsed.data;
    } else {
      const shown = entry.show ? entry.show(raw) : JSON.stringify(raw);
      const why = [...new Set(parsed.error.issues.map((issue) => issue.message))].join(', ');
      problems.push(
        `${name}=${shown}${given === undefined ? ' (the default)' : ''}: ${why}; expected ${entry.expected.replaceAll('`', '')}.`,
      );
    }
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return values as Settings;
}

/** What the service needs to start: where to listen, and the options for `createApp`. */
export interface ServiceConfig {
  port: number;
  host: string;
  /** Worker processes to run (1: the service runs in this process). */
  workers: number;
  app: AppConfig;
}

/** Reads the service's configuration from the environment; throws ConfigError on any bad value. */
export function loadConfig(env: Record<string, string | undefined>): ServiceConfig {
  const s = parseSettings(env);
  if (s.WORKERS > 1 && s.DATABASE_URL === undefined) {
    throw new ConfigError([
      `WORKERS=${JSON.stringify(env.WORKERS?.trim())}: ${s.WORKERS} worker processes need DATABASE_URL; the embedded database (DATA_DIR) can be used by one process only. Set DATABASE_URL, or WORKERS=1.`,
    ]);
  }
  return {
    port: s.PORT,
    host: s.HOST,
    workers: s.WORKERS,
    app: {
      url: s.DATABASE_URL,
      dataDir: s.DATA_DIR,
      poolSize: s.DB_POOL_SIZE,
      rateLimit: { perIp: s.RATE_LIMIT_PER_IP, perToken: s.RATE_LIMIT_PER_TOKEN },
      corsOrigins: s.CORS_ORIGINS,
      trustProxy: s.TRUST_PROXY,
      webhookAllowPrivate: s.WEBHOOK_ALLOW_PRIVATE_NETWORKS,
      maxStreamsPerIp: s.MAX_STREAMS_PER_IP,
      maxStreamsPerToken: s.MAX_STREAMS_PER_TOKEN,
      signingKey: s.SIGNING_KEY?.replaceAll('\\n', '\n'),
      mail: { smtpUrl: s.SMTP_URL, from: s.MAIL_FROM, digestMs: s.MAIL_DIGEST_MINUTES * 60_000 },
      snapshotEvery: s.SNAPSHOT_EVERY,
      botThreads: s.BOT_THREADS,
      analyseEveryMatch: s.ANALYSE_EVERY_MATCH,
    },
  };
}

/** The configuration table of docs/operations.md (Markdown), generated from SETTINGS. */
export function settingsTable(): string {
  const cell = (s: string) => s.replaceAll('|', '\\|');
  const rows = (Object.entries(SETTINGS) as [string, Setting][]).map(
    ([name, s]) => `| \`${name}\` | ${s.default === undefined ? 'unset' : `\`${s.default}\``} | ${cell(s.meaning)} | ${cell(s.expected)} |`,
  );
  return ['| Variable | Default | Meaning | Valid values |', '| --- | --- | --- | --- |', ...rows].join('\n');
}
