import { describe, expect, it } from '@jest/globals';
import { defaultBotThreads } from '../src/scheduler/bot-pool.js';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { generateKeyPairSync } from 'node:crypto';
import { boolean, ConfigError, loadConfig, parseSettings, secret, SETTINGS, settingsTable } from '../src/config.js';

type Name = keyof typeof SETTINGS;

/** For every setting: values that must be accepted (with what they become) and values that must be refused. */
const ed = generateKeyPairSync('ed25519');
const ED25519_PEM = ed.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString().trim();
const ED25519_JWK = JSON.stringify(ed.privateKey.export({ format: 'jwk' }));
const RSA_PEM = generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString().trim();

const CASES: Record<Name, { good: [string, unknown][]; bad: string[] }> = {
  PORT: {
    good: [
      ['8080', 8080],
      ['0', 0],
      ['65535', 65535],
      [' 3001 ', 3001],
    ],
    bad: ['abc', '-1', '65536', '80.5', '1e3', '0x50', '80 81'],
  },
  HOST: {
    good: [
      ['0.0.0.0', '0.0.0.0'],
      ['::', '::'],
      ['::1', '::1'],
      ['localhost', 'localhost'],
      ['api.internal.example', 'api.internal.example'],
    ],
    bad: ['[::1]', 'my host', 'http://example.org', 'a..b', '-leading.example', '999.1.1.1.1:80'],
  },
  DATABASE_URL: {
    good: [
      ['postgresql://user:pw@db.example:5432/kartenrunde', 'postgresql://user:pw@db.example:5432/kartenrunde'],
      ['postgres://127.0.0.1/test', 'postgres://127.0.0.1/test'],
    ],
    bad: ['mysql://user:pw@db.example/k', 'localhost:5432/kartenrunde', 'not a url'],
  },
  DATA_DIR: {
    good: [
      ['/var/lib/kartenrunde', '/var/lib/kartenrunde'],
      ['memory://', 'memory://'],
      ['data dir', 'data dir'],
    ],
    bad: ['idb://kartenrunde', 'file:///tmp/data', 'memory://x'],
  },
  DB_POOL_SIZE: {
    good: [
      ['1', 1],
      ['10', 10],
      ['1000', 1000],
    ],
    bad: ['0', '-1', '1001', '2.5', 'many'],
  },
  RATE_LIMIT_PER_IP: {
    good: [
      ['0', 0],
      ['60', 60],
      ['1000000', 1_000_000],
    ],
    bad: ['abc', '-5', '1000001', '12.5', 'off', 'Infinity'],
  },
  RATE_LIMIT_PER_TOKEN: {
    good: [
      ['0', 0],
      ['3', 3],
      ['1000000', 1_000_000],
    ],
    bad: ['abc', '-1', '2000000', '1_000', 'NaN'],
  },
  CORS_ORIGINS: {
    good: [
      ['*', '*'],
      ['https://app.example', ['https://app.example']],
      ['https://app.example, http://localhost:5173', ['https://app.example', 'http://localhost:5173']],
      ['https://App.Example/', ['https://app.example']],
    ],
    bad: [
      'app.example',
      'https://app.example/path',
      'https://app.example,*',
      'https://a.example,,https://b.example',
      'ftp://files.example',
      'https://user@app.example',
    ],
  },
  TRUST_PROXY: {
    good: [
      ['false', false],
      ['true', true],
      ['1', 1],
      ['0', 0],
      ['32', 32],
      ['loopback', ['loopback']],
      ['10.0.0.0/8, 192.168.1.7,fd00::/8, ::1, uniquelocal', ['10.0.0.0/8', '192.168.1.7', 'fd00::/8', '::1', 'uniquelocal']],
    ],
    bad: ['yes', 'TRUE', '33', '-1', '10.0.0.0/33', '10.0.0/8', '::1/129', 'loopback,,linklocal', 'lb.internal'],
  },
  WEBHOOK_ALLOW_PRIVATE_NETWORKS: {
    good: [
      ['true', true],
      ['false', false],
    ],
    bad: ['1', 'yes', 'TRUE', 'on'],
  },
  MAX_STREAMS_PER_IP: {
    good: [
      ['0', 0],
      ['20', 20],
      ['100000', 100_000],
    ],
    bad: ['abc', '-1', '100001', '2.5'],
  },
  MAX_STREAMS_PER_TOKEN: {
    good: [
      ['0', 0],
      ['8', 8],
    ],
    bad: ['many', '-8', '1e2'],
  },
  SNAPSHOT_EVERY: {
    good: [
      ['0', 0],
      ['200', 200],
      ['1000000', 1000000],
    ],
    bad: ['often', '-1', '1000001', '2.5'],
  },
  SIGNING_KEY: {
    good: [
      [ED25519_PEM, ED25519_PEM],
      [ED25519_PEM.replaceAll('\n', '\\n'), ED25519_PEM.replaceAll('\n', '\\n')],
      [ED25519_JWK, ED25519_JWK],
    ],
    bad: ['abc', '{"kty":"OKP","crv":"Ed25519","x":"AAAA"}', RSA_PEM, '-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----'],
  },
  WORKERS: {
    good: [
      ['1', 1],
      ['2', 2],
      ['64', 64],
      ['auto', availableParallelism()],
      ['AUTO', availableParallelism()],
    ],
    bad: ['0', '-1', '65', '1.5', 'all', 'two', 'auto,2'],
  },
  BOT_THREADS: {
    good: [
      ['1', 1],
      ['64', 64],
      ['auto', defaultBotThreads()],
      ['Auto', defaultBotThreads()],
    ],
    bad: ['0', '65', '1.5', 'all'],
  },
  ANALYSE_EVERY_MATCH: {
    good: [
      ['true', true],
      ['false', false],
    ],
    bad: ['1', 'yes', 'all'],
  },
  SMTP_URL: {
    good: [
      ['smtp://127.0.0.1:2525', 'smtp://127.0.0.1:2525'],
      ['smtps://user:secret@mail.example:465', 'smtps://user:secret@mail.example:465'],
    ],
    bad: ['mail.example', 'http://mail.example', 'smtp://'],
  },
  MAIL_FROM: { good: [['Kartenrunde <noreply@example.org>', 'Kartenrunde <noreply@example.org>']], bad: ['Kartenrunde'] },
  MAIL_DIGEST_MINUTES: {
    good: [
      ['0', 0],
      ['10', 10],
      ['1440', 1440],
    ],
    bad: ['-1', '1441', 'soon'],
  },
};

describe('configuration', () => {
  it('has test cases for every setting', () => {
    expect(Object.keys(CASES).sort()).toEqual(Object.keys(SETTINGS).sort());
  });

  it('takes the documented defaults when nothing is set, or a value is empty', () => {
    const expected = {
      PORT: 3000,
      HOST: '127.0.0.1',
      DATA_DIR: './data',
      DB_POOL_SIZE: 10,
      RATE_LIMIT_PER_IP: 6000,
      RATE_LIMIT_PER_TOKEN: 3000,
      TRUST_PROXY: false,
      WEBHOOK_ALLOW_PRIVATE_NETWORKS: false,
      MAX_STREAMS_PER_IP: 20,
      MAX_STREAMS_PER_TOKEN: 8,
      SNAPSHOT_EVERY: 200,
      WORKERS: 1,
      BOT_THREADS: defaultBotThreads(),
      ANALYSE_EVERY_MATCH: false,
      MAIL_FROM: 'Kartenrunde <noreply@localhost>',
      MAIL_DIGEST_MINUTES: 10,
    };
    expect(parseSettings({})).toEqual(expected);
    const blank = Object.fromEntries(Object.keys(SETTINGS).map((name) => [name, '  ']));
    expect(parseSettings(blank)).toEqual(expected);
  });

  describe.each(Object.entries(CASES) as [Name, (typeof CASES)[Name]][])('%s', (name, { good, bad }) => {
    it.each(good)('accepts %j', (raw, value) => {
      expect(parseSettings({ [name]: raw })[name]).toEqual(value);
    });

    it.each(bad)('refuses %j, naming the variable, the value and what is expected', (raw) => {
      let error: unknown;
      try {
        parseSettings({ [name]: raw });
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems;
      expect(problems).toHaveLength(1);
      expect(problems[0].startsWith(`${name}=`)).toBe(true);
      // Secrets are never shown: the database and SMTP URLs (their passwords) and the signing key.
      if (name !== 'DATABASE_URL' && name !== 'SMTP_URL' && name !== 'SIGNING_KEY')
        expect(problems[0]).toContain(JSON.stringify(raw.trim()));
      if (name === 'SIGNING_KEY') expect(problems[0]).not.toContain(raw.trim().slice(-8));
      expect(problems[0]).toContain(`expected ${SETTINGS[name].expected.replaceAll('`', '')}`);
    });
  });

  it('says what is wrong with a bad value, and why', () => {
    expect(() => parseSettings({ RATE_LIMIT_PER_IP: 'abc' })).toThrow(
      'RATE_LIMIT_PER_IP="abc": not a whole decimal number; expected an integer from 0 to 1000000 (0: no limit).',
    );
    expect(() => parseSettings({ PORT: '70000' })).toThrow('PORT="70000": too large; expected an integer from 0 to 65535');
    expect(() => parseSettings({ CORS_ORIGINS: 'https://a.example,https://b.example/x' })).toThrow(
      'CORS_ORIGINS="https://a.example,https://b.example/x": "https://b.example/x" is not an origin; expected',
    );
    expect(() => parseSettings({ TRUST_PROXY: '10.0.0.1,lb' })).toThrow('"lb" is not an address, subnet or named range');
  });

  it('reports every bad setting at once, one a line', () => {
    try {
      parseSettings({ PORT: 'eighty', RATE_LIMIT_PER_IP: 'abc', TRUST_PROXY: 'yes', HOST: '0.0.0.0' });
      throw new Error('no error');
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as Error).message.split('\n');
      expect(message[0]).toBe('Invalid configuration, not starting:');
      expect(message.slice(1).map((line) => line.trim().split('=')[0])).toEqual(['PORT', 'RATE_LIMIT_PER_IP', 'TRUST_PROXY']);
    }
  });

  it('never shows a database password in an error', () => {
    const message = () => {
      try {
        parseSettings({ DATABASE_URL: 'mysql://kr:s3cret-pw@db.example/k' });
      } catch (error) {
        return (error as Error).message;
      }
      return '';
    };
    expect(message()).toContain('DATABASE_URL="mysql://kr:***@db.example/k": the scheme is mysql:');
    expect(message()).not.toContain('s3cret-pw');
    expect(() => parseSettings({ DATABASE_URL: 'pw s3cret' })).toThrow('DATABASE_URL=(not shown: it may hold a password): not a URL');
  });

  it("takes libpq's Unix-socket URL, and still hides its password", () => {
    expect(parseSettings({ DATABASE_URL: 'postgresql://kr@/k?host=/var/run/postgresql' }).DATABASE_URL).toBe(
      'postgresql://kr@/k?host=/var/run/postgresql',
    );
    expect(parseSettings({ DATABASE_URL: 'postgresql:///k?host=/var/run/postgresql' }).DATABASE_URL).toBe(
      'postgresql:///k?host=/var/run/postgresql',
    );
    // Without `host` there is no socket to name: the host is simply missing.
    expect(() => parseSettings({ DATABASE_URL: 'postgresql://kr:s3cret-pw@/k' })).toThrow(
      'DATABASE_URL=(not shown: it may hold a password): not a URL',
    );
    let message = '';
    try {
      parseSettings({ DATABASE_URL: 'mysql://kr:s3cret-pw@/k?host=/run' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('DATABASE_URL="mysql://kr:***@/k?host=/run": the scheme is mysql:');
    expect(message).not.toContain('s3cret-pw');
  });

  it('kinds for further settings: booleans are true or false only; secrets are never shown', () => {
    const flag = boolean().schema;
    expect(flag.parse('true')).toBe(true);
    expect(flag.parse('false')).toBe(false);
    for (const bad of ['1', '0', 'yes', 'on', 'True', '']) expect(flag.safeParse(bad).success).toBe(false);
    const key = secret(32);
    expect(key.schema.parse('k'.repeat(32))).toBe('k'.repeat(32));
    expect(key.schema.safeParse('short').success).toBe(false);
    expect(key.show?.('short-and-secret')).toBe('(a secret of 16 characters, not shown)');
  });

  it('maps the settings onto the service options', () => {
    expect(
      loadConfig({
        PORT: '8080',
        HOST: '0.0.0.0',
        DATABASE_URL: 'postgresql://u@db/k',
        RATE_LIMIT_PER_IP: '10',
        RATE_LIMIT_PER_TOKEN: '0',
        CORS_ORIGINS: 'https://app.example',
        TRUST_PROXY: '2',
        SMTP_URL: 'smtp://mail.example:2525',
        MAIL_DIGEST_MINUTES: '3',
        BOT_THREADS: '3',
        ANALYSE_EVERY_MATCH: 'true',
      }),
    ).toEqual({
      port: 8080,
      host: '0.0.0.0',
      workers: 1,
      app: {
        url: 'postgresql://u@db/k',
        dataDir: './data',
        poolSize: 10,
        rateLimit: { perIp: 10, perToken: 0 },
        corsOrigins: ['https://app.example'],
        trustProxy: 2,
        webhookAllowPrivate: false,
        maxStreamsPerIp: 20,
        maxStreamsPerToken: 8,
        signingKey: undefined,
        mail: { smtpUrl: 'smtp://mail.example:2525', from: 'Kartenrunde <noreply@localhost>', digestMs: 180_000 },
        snapshotEvery: 200,
        botThreads: 3,
        analyseEveryMatch: true,
      },
    });
    expect(loadConfig({}).app).toMatchObject({ url: undefined, corsOrigins: undefined, trustProxy: false });
  });

  it('runs several workers only on PostgreSQL: the embedded database belongs to one process', () => {
    expect(loadConfig({ WORKERS: '2', DATABASE_URL: 'postgresql://u@db/k' }).workers).toBe(2);
    expect(loadConfig({ WORKERS: '1' }).workers).toBe(1);
    expect(() => loadConfig({ WORKERS: '2', DATA_DIR: 'memory://' })).toThrow(
      'WORKERS="2": 2 worker processes need DATABASE_URL; the embedded database (DATA_DIR) can be used by one process only. Set DATABASE_URL, or WORKERS=1.',
    );
  });

  it('is documented: docs/operations.md has the configuration table generated from the settings', () => {
    const operations = readFileSync(new URL('../docs/operations.md', import.meta.url), 'utf8');
    // On failure, paste the expected table into docs/operations.md (or print it with `npm run config-table`).
    expect(operations).toContain(settingsTable());
  });
});

describe('the container files', () => {
  const file = (name: string) => readFileSync(new URL(`../${name}`, import.meta.url), 'utf8');

  it('the Dockerfile sets only known settings, to valid values', () => {
    const env: Record<string, string> = {};
    for (const [, pairs] of file('Dockerfile').matchAll(/^ENV\s+(.+)$/gm)) {
      for (const [, name, value] of pairs.matchAll(/(\w+)=("[^"]*"|\S+)/g)) env[name] = value.replace(/^"|"$/g, '');
    }
    expect(Object.keys(env).length).toBeGreaterThan(0);
    for (const name of Object.keys(env)) expect(Object.keys(SETTINGS)).toContain(name);
    expect(() => parseSettings(env)).not.toThrow();
  });

  it('docker-compose.yml gives the app only known settings, with valid values', () => {
    const compose = file('docker-compose.yml');
    const app = compose.slice(compose.indexOf('\n  app:'));
    const block = /\n {4}environment:\n((?: {6}.*\n)+)/.exec(app)![1];
    const env: Record<string, string> = {};
    for (const [, name, value] of block.matchAll(/^ {6}(\w+): *(.*)$/gm)) env[name] = value.trim().replace(/^"|"$/g, '');
    expect(Object.keys(env)).toEqual(expect.arrayContaining(['DATABASE_URL', 'HOST', 'PORT']));
    for (const name of Object.keys(env)) expect(Object.keys(SETTINGS)).toContain(name);
    expect(() => parseSettings(env)).not.toThrow();
  });
});
