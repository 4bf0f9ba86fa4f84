import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// Bots are pure: seat view + legal actions + the random source they are given -> an action.
const BOTS = new URL('../../src/bots/', import.meta.url).pathname;
const FORBIDDEN: [RegExp, string][] = [
  [/from\s+['"]@nestjs\//, 'NestJS'],
  [/from\s+['"](@prisma\/|pg['"]|@electric-sql\/)/, 'a database client'],
  [
    /from\s+['"](\.\.\/)+(http|matches|persistence|scheduler|notifications|webhooks|players|generated)\//,
    'the service side (where states live)',
  ],
  [/from\s+['"]node:(fs|http|https|net|child_process|worker_threads)['"]/, 'I/O'],
  [/\bMath\.random\b/, 'Math.random'],
  [/\bDate\.now\b|\bnew Date\b|\bperformance\.now\b/, 'the clock'],
  [/\bprocess\.(env|hrtime)\b/, 'the environment'],
  [/\brandomBytes\b|\brandomUUID\b|\brandomInt\b/, 'ambient randomness'],
];

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
}

describe('the bots', () => {
  const sources = files(BOTS);

  it('have sources to check', () => {
    expect(sources.length).toBeGreaterThanOrEqual(4);
  });

  it.each(FORBIDDEN.map(([pattern, what]) => ({ pattern, what })))('use no $what', ({ pattern }) => {
    expect(sources.filter((file) => pattern.test(readFileSync(file, 'utf8')))).toEqual([]);
  });
});
