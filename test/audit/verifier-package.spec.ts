import { describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
// @ts-expect-error: plain JavaScript without types (it runs on Node.js alone)
import { generate, importsOf, SOURCES } from '../../packages/verifier/generate.mjs';

// The verifier package (packages/verifier): its lib/ is src/audit's engine-free checks transpiled, never edited by
// hand, and it runs on Node.js alone, as an outsider runs it from a clone: no install, no build.
const PACKAGE = new URL('../../packages/verifier/', import.meta.url);
const BIN = fileURLToPath(new URL('bin/kartenrunde-verify.js', PACKAGE));
const GOLDEN = new URL('../golden/', import.meta.url);

const run = async (...args: string[]): Promise<{ code: number; stdout: string }> => {
  try {
    return { code: 0, stdout: (await promisify(execFile)(process.execPath, [BIN, ...args])).stdout };
  } catch (error) {
    const e = error as { code: number; stdout: string };
    return { code: e.code, stdout: e.stdout };
  }
};

describe('the verifier package', () => {
  it('holds lib/ exactly as generate.mjs makes it from src/audit (run it after changing those sources)', () => {
    const made = generate() as Map<string, string>;
    expect(readdirSync(new URL('lib/', PACKAGE)).sort()).toEqual([...made.keys()].sort());
    for (const [name, content] of made)
      expect({ name, upToDate: readFileSync(new URL(`lib/${name}`, PACKAGE), 'utf8') === content }).toEqual({ name, upToDate: true });
  });

  it('depends on nothing but Node.js', () => {
    const manifest = JSON.parse(readFileSync(new URL('package.json', PACKAGE), 'utf8'));
    expect([manifest.dependencies, manifest.peerDependencies, manifest.optionalDependencies]).toEqual([undefined, undefined, undefined]);
    const imports = (SOURCES as string[]).flatMap(
      (name) => importsOf(readFileSync(new URL(`lib/${name}.js`, PACKAGE), 'utf8')) as string[],
    );
    expect(imports.filter((specifier) => !specifier.startsWith('node:') && !/^\.\/[\w-]+\.js$/.test(specifier))).toEqual([]);
    expect(importsOf(readFileSync(BIN, 'utf8'))).toEqual(['../lib/verify-standalone.js']);
  });

  it('verifies every golden export with its key set, and says that it did not re-play the rules', async () => {
    for (const file of readdirSync(GOLDEN).filter((f) => f.endsWith('.json'))) {
      const { code, stdout } = await run(
        fileURLToPath(new URL(file, GOLDEN)),
        '--jwks',
        fileURLToPath(new URL(file.replace(/\.json$/, '.jwks'), GOLDEN)),
      );
      expect({
        file,
        code,
        lines: stdout
          .trim()
          .split('\n')
          .map((l) => l.slice(0, l.indexOf(':'))),
      }).toEqual({ file, code: 0, lines: ['OK      export', 'SKIPPED rules', 'OK      signature'] });
    }
    for (const file of readdirSync(new URL('v1/', GOLDEN)).filter((f) => f.endsWith('.json'))) {
      const { code, stdout } = await run(fileURLToPath(new URL(`v1/${file}`, GOLDEN)), '--skip-signature');
      expect({ file, code }).toEqual({ file, code: 0 });
      expect(stdout).toMatch(/^SKIPPED signature: NOT CHECKED: a format 1 export carries no signature/m);
    }
  }, 120_000);
});
