import { describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

// `npm run verify` as an auditor runs it (from the TypeScript sources, as the service's own tests do).
const run = async (...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> => {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, ['--import', './test/support/ts-loader.mjs', 'src/audit/verify-cli.ts', ...args]);
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
};
const golden = (name: string) => new URL(`../golden/${name}`, import.meta.url).pathname;

describe('npm run verify', () => {
  it('reports each check and exits 0 for a signed export with its key set, 1 for a damaged one, 2 on a usage error', async () => {
    const ok = await run(golden('schnapsen-seeded.json'), '--jwks', golden('schnapsen-seeded.jwks'));
    expect(ok.code).toBe(0);
    expect(ok.stdout).toMatch(/^OK +export: match [0-9a-f-]+ \(schnapsen\), \d+ events, chain version 2/m);
    expect(ok.stdout).toMatch(/^OK +signature: the service signed this head/m);

    const unchecked = await run(golden('schnapsen-seeded.json'));
    expect(unchecked.code).toBe(0);
    expect(unchecked.stdout).toMatch(/^SKIPPED signature: not checked/m);

    const dir = mkdtempSync(join(tmpdir(), 'verify-cli-'));
    try {
      const damaged = join(dir, 'damaged.json');
      const lines = readFileSync(golden('schnapsen-seeded.json'), 'utf8').split('\n');
      lines[5] = lines[5].replace(/"at":"2/, '"at":"1');
      writeFileSync(damaged, lines.join('\n'));
      const bad = await run(damaged, '--jwks', golden('schnapsen-seeded.jwks'));
      expect(bad.code).toBe(1);
      expect(bad.stdout).toMatch(/^FAILED +export: event 5 \(\w+\): Its hash does not match/m);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }

    expect((await run(golden('schnapsen-seeded.json'), '--bogus')).code).toBe(2);
  }, 120_000);
});
