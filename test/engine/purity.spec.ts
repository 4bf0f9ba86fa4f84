import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// src/engine is pure: no framework, no database, no clock, no ambient randomness, no I/O.
const ENGINE = new URL('../../src/engine/', import.meta.url).pathname;
const FORBIDDEN: [RegExp, string][] = [
  [/from\s+['"]@nestjs\//, 'NestJS'],
  [/from\s+['"](@prisma\/|pg['"]|@electric-sql\/)/, 'a database client'],
  [/from\s+['"](\.\.\/)+(http|matches|persistence|games|generated)\//, 'the service side'],
  [/from\s+['"]node:(fs|http|https|net|child_process|worker_threads)['"]/, 'I/O'],
  [/\bMath\.random\b/, 'Math.random'],
  [/\bDate\.now\b|\bnew Date\b|\bperformance\.now\b/, 'the clock'],
  [/\bprocess\.(env|hrtime)\b/, 'the environment'],
  [/\bcrypto\.randomBytes\b|\brandomBytes\b|\brandomUUID\b|\brandomInt\b/, 'ambient randomness'],
];

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
}

describe('the engine', () => {
  const sources = files(ENGINE);

  it('has sources to check', () => {
    expect(sources.length).toBeGreaterThan(5);
  });

  it.each(FORBIDDEN.map(([pattern, what]) => ({ pattern, what })))('uses no $what', ({ pattern }) => {
    const offenders = sources.filter((file) => pattern.test(readFileSync(file, 'utf8')));
    expect(offenders).toEqual([]);
  });
});
