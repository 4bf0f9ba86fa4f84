import { describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { runVerifier } from '../../src/audit/cli.js';
import { auditExport } from '../../src/audit/verify.js';
import { makeVectors, VECTORS } from './export-vectors.js';

// docs/export-vectors: the files are what test/audit/export-vectors.ts makes, and `npm run verify` (its command
// line, run here in this process) and the verifier package (run as an outsider runs it) each give what
// vectors.json says, and agree with each other wherever the package does not need the engines.
const DIR = fileURLToPath(VECTORS);
const BIN = fileURLToPath(new URL('../../packages/verifier/bin/kartenrunde-verify.js', import.meta.url));
interface Vector {
  name: string;
  args: string[];
  exit: number;
  failed?: { check: string; at: string; reason: string };
  withoutEngines?: { exit: number };
}
const { vectors } = JSON.parse(readFileSync(new URL('vectors.json', VECTORS), 'utf8')) as { vectors: Vector[] };

async function npmRunVerify(args: string[]): Promise<{ code: number; stdout: string }> {
  const lines: string[] = [];
  const sink = { log: (line: string) => lines.push(line), error: (line: string) => lines.push(line) };
  const code = await runVerifier(
    args.map((arg) => (arg.startsWith('--') ? arg : `${DIR}${arg}`)),
    'npm run verify --',
    auditExport,
    sink,
  );
  return { code, stdout: lines.join('\n') };
}

async function standalone(args: string[]): Promise<{ code: number; stdout: string }> {
  try {
    const { stdout } = await promisify(execFile)(process.execPath, [BIN, ...args], { cwd: DIR });
    return { code: 0, stdout };
  } catch (error) {
    const e = error as { code: number; stdout: string };
    return { code: e.code, stdout: e.stdout };
  }
}

const firstFailure = (stdout: string) => /^FAILED +(.*)$/m.exec(stdout)?.[1] ?? null;

describe("the export format's test vectors", () => {
  it('are the files test/audit/export-vectors.ts makes, and no others', () => {
    const made = makeVectors();
    expect(
      readdirSync(DIR)
        .filter((f) => f !== 'vectors.json' && !f.startsWith('.'))
        .sort(),
    ).toEqual([...made.keys()].sort());
    for (const [name, content] of made)
      expect({ name, same: Buffer.from(content).equals(readFileSync(new URL(name, VECTORS))) }).toEqual({ name, same: true });
  });

  it('name every export file in vectors.json', () => {
    const used = new Set(vectors.flatMap((v) => v.args.filter((a) => a.endsWith('.json'))));
    expect(readdirSync(DIR).filter((f) => f.endsWith('.json') && f !== 'vectors.json' && !used.has(f))).toEqual([]);
  });

  it.each(vectors.map((v) => [v.name, v] as const))(
    '%s',
    async (_name, vector) => {
      const full = await npmRunVerify(vector.args);
      const outside = await standalone(vector.args);
      expect({ code: full.code, stdout: full.stdout }).toEqual({ code: vector.exit, stdout: expect.any(String) });
      if (vector.failed) {
        const { check, at, reason } = vector.failed;
        const failure = firstFailure(full.stdout);
        expect(failure?.startsWith(`${check}: ${at}`) && failure.includes(reason) ? 'as expected' : failure).toBe('as expected');
      } else expect(firstFailure(full.stdout)).toBeNull();
      if (vector.withoutEngines) {
        expect(outside.code).toBe(vector.withoutEngines.exit);
        expect(outside.stdout).toMatch(/^SKIPPED rules: not re-played by this verifier/m);
      } else {
        // The same check fails, at the same place, for the same reason.
        expect({ code: outside.code, failure: firstFailure(outside.stdout) }).toEqual({
          code: full.code,
          failure: firstFailure(full.stdout),
        });
      }
    },
    60_000,
  );
});
