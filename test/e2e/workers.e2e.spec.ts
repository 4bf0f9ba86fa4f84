import { describe, expect, it } from '@jest/globals';
import { spawn } from 'node:child_process';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { SETTINGS } from '../../src/config.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const url = process.env.DATABASE_URL;

/** Runs src/main.ts in its own node process with only the given settings (as startup.e2e.spec.ts does). */
function runMain(settings: Record<string, string>) {
  const env: Record<string, string | undefined> = { ...process.env };
  for (const name of Object.keys(SETTINGS)) delete env[name];
  const child = spawn(process.execPath, ['--import', './test/support/ts-loader.mjs', 'src/main.ts'], {
    cwd: root,
    env: { ...env, ...settings },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, stdout: () => out, stderr: () => err, exited };
}

async function until<T>(probe: () => T | null | undefined | false, timeoutMs: number, what: () => string): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** GET /health/live on a new connection each time (a kept-alive one would stay with one worker). */
const live = (base: string) =>
  new Promise<{ status: string; pid: number }>((resolve, reject) => {
    http
      .get(`${base}/health/live`, { agent: false, headers: { connection: 'close' } }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve(JSON.parse(body)));
      })
      .on('error', reject);
  });

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('several worker processes (WORKERS)', () => {
  it('refuses WORKERS > 1 on the embedded database', async () => {
    const run = runMain({ WORKERS: '2', DATA_DIR: 'memory://', PORT: '0' });
    expect(await run.exited).toBe(1);
    expect(run.stderr()).toContain('WORKERS="2": 2 worker processes need DATABASE_URL');
    expect(run.stdout()).toBe('');
  });

  (url ? it : it.skip)(
    'serves one port from two worker processes, and SIGTERM stops them all',
    async () => {
      const run = runMain({ WORKERS: '2', DATABASE_URL: url!, PORT: '0', HOST: '127.0.0.1' });
      const pids = new Set<number>();
      try {
        const pattern = /listening on (http:\/\/127\.0\.0\.1:\d+) \(PostgreSQL, worker \d+ \(pid (\d+)\)\)/g;
        const workers = await until(
          () => {
            const found = [...run.stdout().matchAll(pattern)];
            return found.length >= 2 && found;
          },
          150_000,
          () => `two workers to listen (stdout: ${run.stdout().slice(-800)}, stderr: ${run.stderr().slice(-800)})`,
        );
        const base = workers[0][1];
        // Both on the one port, in two processes other than the primary.
        expect(new Set(workers.map((m) => m[1]))).toEqual(new Set([base]));
        const started = new Set(workers.map((m) => Number(m[2])));
        expect(started.size).toBe(2);
        expect(started.has(run.child.pid!)).toBe(false);
        for (let i = 0; i < 40 && pids.size < 2; i++) {
          const body = await live(base);
          expect(body.status).toBe('ok');
          pids.add(body.pid);
        }
        expect(pids).toEqual(started);

        run.child.kill('SIGTERM');
        expect(await run.exited).toBe(0);
        expect(run.stdout()).toContain('SIGTERM: shutting down 2 worker(s)');
        expect(run.stdout().match(/SIGTERM: shutting down"/g)).toHaveLength(2);
        for (const pid of started)
          await until(
            () => !alive(pid),
            10_000,
            () => `worker ${pid} to exit`,
          );
      } finally {
        run.child.kill('SIGKILL');
        for (const pid of pids) if (alive(pid)) process.kill(pid, 'SIGKILL');
      }
    },
    300_000,
  );
});
