import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

// Repositories own the database's queries: a query (SQL through the driver or Prisma, or a Prisma model method) is
// written in `src/persistence/` or in a file named `*-repository.ts` beside the feature it serves. Services compose
// repository functions, in a transaction where they must commit together, and never write a query themselves.
const SRC = resolve(new URL('../../src/', import.meta.url).pathname);

const MODEL_METHODS = [
  'findUnique',
  'findUniqueOrThrow',
  'findFirst',
  'findFirstOrThrow',
  'findMany',
  'create',
  'createMany',
  'update',
  'updateMany',
  'upsert',
  'delete',
  'deleteMany',
  'count',
  'aggregate',
  'groupBy',
].join('|');

/** A query written in place: raw SQL through Prisma or the driver, or a method of a Prisma model. */
const QUERY = new RegExp(
  [
    String.raw`\$(queryRaw|executeRaw)(Unsafe)?\b`,
    String.raw`\bsql\.query\b`,
    String.raw`\b(prisma|tx|db)\.[a-z]\w*\.(${MODEL_METHODS})\(`,
  ].join('|'),
);

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    if (e.isDirectory()) return e.name === 'generated' && dir === SRC ? [] : files(join(dir, e.name));
    return e.name.endsWith('.ts') ? [join(dir, e.name)] : [];
  });
}

const ownsQueries = (path: string) => path.startsWith(`persistence/`) || path.endsWith('-repository.ts');

describe('queries', () => {
  it('are written only in repositories', () => {
    const found = files(SRC)
      .map((file) => relative(SRC, file))
      .filter((path) => !ownsQueries(path))
      .flatMap((path) =>
        readFileSync(join(SRC, path), 'utf8')
          .split('\n')
          .flatMap((line, i) => (QUERY.test(line) ? [`${path}:${i + 1}: ${line.trim()}`] : [])),
      );
    expect(found).toEqual([]);
  });

  it('are found by the check, in the shapes the repositories write them', () => {
    const samples = [
      'const rows = await prisma.$queryRaw`SELECT 1`;',
      'await tx.$executeRaw`UPDATE "match" SET "recorded" = true`;',
      "await this.db.sql.query('SELECT pg_notify($1, $2)', [a, b]);",
      'const due = await this.store.prisma.match.findMany({',
      'await tx.mailAddress.updateMany({ where: { playerId } });',
    ];
    expect(samples.filter((line) => !QUERY.test(line))).toEqual([]);
    expect(QUERY.test('await this.store.prisma.$transaction(async (tx) => {')).toBe(false);
  });
});
