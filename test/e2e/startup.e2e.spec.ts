import { describe, expect, it } from '@jest/globals';
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { SETTINGS } from '../../src/config.js';

const root = fileURLToPath(new URL('../..', import.meta.url));

interface Run {
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  exited: Promise<number | null>;
}

/**
 * Runs the service's entry point, src/main.ts, in its own node process (TypeScript loaded as jest loads it),
 * with only the given settings: none of this process's own settings (e.g. DATABASE_URL) leak in.
 */
function runMain(settings: Record<string, string>): Run {
  const env: Record<string, string | undefined> = { ...process.env };
  for (const name of Object.keys(SETTINGS)) delete env[name];
  const child = spawn(process.execPath, ['--import', './test/support/ts-loader.mjs', 'src/main.ts'], {
    cwd: root,
    env: { ...env, ...settings },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, stdout: () => out, stderr: () => err, exited };
}

async function until<T>(probe: () => T | null | undefined, timeoutMs: number, what: string): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('start-up configuration (node src/main.ts)', () => {
  it('refuses to start with RATE_LIMIT_PER_IP=abc: exit code 1 and a message naming the setting, no stack trace', async () => {
    const run = runMain({ RATE_LIMIT_PER_IP: 'abc', DATA_DIR: 'memory://', PORT: '0' });
    expect(await run.exited).toBe(1);
    expect(run.stderr()).toContain(
      'Invalid configuration, not starting:\n' +
        '  RATE_LIMIT_PER_IP="abc": not a whole decimal number; expected an integer from 0 to 1000000 (0: no limit).\n',
    );
    expect(run.stderr()).not.toMatch(/^\s+at /m);
    expect(run.stdout()).toBe('');
  });

  it('names every bad setting at once', async () => {
    const run = runMain({ PORT: 'http', TRUST_PROXY: 'yes', CORS_ORIGINS: 'example.org', DATA_DIR: 'memory://' });
    expect(await run.exited).toBe(1);
    const lines = run.stderr().trim().split('\n');
    expect(lines[0]).toBe('Invalid configuration, not starting:');
    expect(lines.slice(1).map((line) => line.trim().split('=')[0])).toEqual(['PORT', 'CORS_ORIGINS', 'TRUST_PROXY']);
    expect(run.stderr()).not.toMatch(/^\s+at /m);
  });

  it('starts with good settings and uses them: port, headers, trust proxy and rate limit', async () => {
    const run = runMain({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: 'memory://', RATE_LIMIT_PER_IP: '2', TRUST_PROXY: '1' });
    try {
      const base = await until(
        () => /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(run.stdout())?.[1],
        100_000,
        `the service to listen (stdout: ${run.stdout().slice(-500)}, stderr: ${run.stderr().slice(-500)})`,
      );
      const live = await fetch(`${base}/health/live`);
      expect(live.status).toBe(200);
      expect(live.headers.get('x-powered-by')).toBeNull();
      expect(live.headers.get('content-security-policy')).toContain("default-src 'none'");
      // One trusted proxy: the client is the address it appended, and each client has its own limit of 2.
      const from = (client: string) => fetch(`${base}/games`, { headers: { 'X-Forwarded-For': client } }).then((r) => r.status);
      expect([await from('198.51.100.1'), await from('198.51.100.1'), await from('198.51.100.1')]).toEqual([200, 200, 429]);
      expect(await from('198.51.100.2')).toBe(200);
      run.child.kill('SIGTERM');
      expect(await run.exited).toBe(0);
      expect(run.stdout()).toContain('SIGTERM: shutting down');
    } finally {
      run.child.kill('SIGKILL');
    }
  }, 150_000);
});
