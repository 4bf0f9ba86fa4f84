import { describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { parseExport, type ExportDocument } from '../../src/audit/export-format.js';
import { OTHER_KEY, rechain, render, sign } from './export-vectors.js';

// The verifier's command line as an auditor runs it: `npm run verify` (its script: from the TypeScript sources) and
// the verifier package (packages/verifier), which share it (src/audit/cli.ts).
const exec = async (args: string[]): Promise<{ code: number; stdout: string; stderr: string }> => {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, args);
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
};
const npmRunVerify = (...args: string[]) => exec(['--import', './test/support/ts-loader.mjs', 'src/audit/verify-cli.ts', ...args]);
const standalone = (...args: string[]) => exec(['packages/verifier/bin/kartenrunde-verify.js', ...args]);
const golden = (name: string) => new URL(`../golden/${name}`, import.meta.url).pathname;
const EXPORT = golden('schnapsen-seeded.json');
const KEYS = golden('schnapsen-seeded.jwks');

/** Runs `body` with a scratch folder and a function that writes a file into it. */
async function withFiles(body: (write: (name: string, content: string | Buffer) => string) => Promise<void>): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'verify-cli-'));
  try {
    await body((name, content) => {
      writeFileSync(join(dir, name), content);
      return join(dir, name);
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The attacker's export: the match renamed, its chain computed again (the salt is public) and signed with a key of their own. */
function forged(): string {
  const doc = parseExport(readFileSync(EXPORT)) as ExportDocument;
  doc.match.id = '00000000-0000-4000-8000-000000000000';
  return render(sign(rechain(doc), OTHER_KEY));
}

describe('npm run verify', () => {
  it('reports each check and exits 0 for a signed export with its key set', async () => {
    const ok = await npmRunVerify(EXPORT, '--jwks', KEYS);
    expect(ok.code).toBe(0);
    expect(ok.stdout).toMatch(/^OK +export: match [0-9a-f-]+ \(schnapsen\), \d+ events, chain version 2/m);
    expect(ok.stdout).toMatch(/^OK +bot moves: /m);
    expect(ok.stdout).toMatch(/^OK +signature: the service signed this head/m);
  }, 120_000);

  it('fails an export renamed, re-chained and re-signed with another key when given no key set, naming that key', async () => {
    await withFiles(async (write) => {
      const file = write('forged.json', forged());
      const result = await npmRunVerify(file);
      expect(result.code).toBe(1);
      expect(result.stdout).toMatch(/^OK +export: match 00000000-0000-4000-8000-000000000000/m);
      expect(result.stdout).toContain(
        `FAILED  signature: signed by key ${OTHER_KEY.kid}; pass --jwks <file|url> to check it, or --skip-signature to accept it unchecked.`,
      );
    });
  }, 120_000);

  it('names the line and the event of a changed byte', async () => {
    await withFiles(async (write) => {
      const lines = readFileSync(EXPORT, 'utf8').split('\n');
      lines[5] = lines[5].replace(/"at":"2/, '"at":"1');
      const bad = await npmRunVerify(write('damaged.json', lines.join('\n')), '--jwks', KEYS);
      expect(bad.code).toBe(1);
      expect(bad.stdout).toMatch(/^FAILED +export: line 6, event 5 \(\w+\): Its hash does not match/m);
    });
  }, 120_000);
});

describe('the verifier package, on the same command line', () => {
  it('accepts a signed export unchecked only when told to, and says so loudly', async () => {
    const unchecked = await standalone(EXPORT);
    expect(unchecked.code).toBe(1);
    expect(unchecked.stdout).toMatch(
      /^FAILED {2}signature: signed by key [\w-]+; pass --jwks <file\|url> to check it, or --skip-signature to accept it unchecked\.$/m,
    );
    const skipped = await standalone(EXPORT, '--skip-signature');
    expect(skipped.code).toBe(0);
    expect(skipped.stdout).toMatch(
      /^SKIPPED signature: NOT CHECKED, as --skip-signature asks: .*anyone can re-chain an export and sign it with a key of their own\.$/m,
    );
  });

  it("fails the attacker's export against the service's key set, and accepts it only with --skip-signature", async () => {
    await withFiles(async (write) => {
      const file = write('forged.json', forged());
      const checked = await standalone(file, '--jwks', KEYS);
      expect(checked.code).toBe(1);
      expect(checked.stdout).toContain(
        `FAILED  signature: the head's signature does not verify with the key set given: the key set holds no Ed25519 key with the id "${OTHER_KEY.kid}" it names.`,
      );
      expect((await standalone(file)).code).toBe(1);
      expect((await standalone(file, '--skip-signature')).code).toBe(0);
    });
  });

  it('fails an unsigned format 1 export unless told to accept it unsigned', async () => {
    const v1 = golden('v1/schnapsen-seeded.json');
    expect(await standalone(v1)).toMatchObject({
      code: 1,
      stdout: expect.stringMatching(/^FAILED {2}signature: a format 1 export carries no signature/m),
    });
    expect(await standalone(v1, '--skip-signature')).toMatchObject({
      code: 0,
      stdout: expect.stringMatching(/^SKIPPED signature: NOT CHECKED/m),
    });
  });

  it('fails an export whose final line feed was removed, naming the line', async () => {
    await withFiles(async (write) => {
      const text = readFileSync(EXPORT, 'utf8');
      const result = await standalone(write('cut.json', text.slice(0, -1)), '--jwks', KEYS);
      expect(result.code).toBe(1);
      expect(result.stdout).toMatch(
        new RegExp(
          `^FAILED  export: line ${text.split('\n').length - 1} \\(the export's form\\): The last line \\(\\d+\\) does not end with a line feed \\(LF\\)\\.$`,
          'm',
        ),
      );
    });
  });

  it('exits 2 on a usage error or an unreadable input', async () => {
    expect((await standalone(EXPORT, '--bogus')).code).toBe(2);
    expect((await standalone()).code).toBe(2);
    expect(await standalone(EXPORT, '--jwks', KEYS, '--skip-signature')).toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/contradict/),
    });
    expect((await standalone('/nonexistent/export.json', '--jwks', KEYS)).code).toBe(2);
  });
});
