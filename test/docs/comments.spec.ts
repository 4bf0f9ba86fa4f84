// Comments explain the code as it is. This test reads every comment of the sources (src/, web/src, scripts/, test/;
// not generated code) and fails on one that
// - names a tracker item (an issue or pull request number such as "issue 4" or "#4"): what the item decided
//   belongs in the comment itself, in the present tense;
// - dates a change ("before 2026-01-01", "since 2026-01-01", "changed in March 2026"): a comment says what the code
//   does, not when it started doing it;
// - names a file outside the repository (an absolute path, a path that climbs out of it, a rule text or notes file
//   nobody who clones the repository has): the decisions taken from such texts are written down in
//   docs/rules-decisions.md, which comments cite by anchor;
// - cites an anchor of docs/rules-decisions.md that the page does not have.
// Dates inside timestamps and sample data (2026-03-01T18:30:00.000Z) and names such as "PKCS #8" are not history.
import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, extname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SKIP = new Set(['node_modules', '.git', 'dist', 'coverage', 'test-artifacts', 'data', 'generated']);
const SOURCES = ['.ts', '.tsx', '.mts', '.mjs', '.js', '.cjs'];

/** Every file under `dir` (relative to the root), without dependencies, builds and generated code. */
function filesUnder(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    if (SKIP.has(entry.name)) return [];
    const path = `${dir}/${entry.name}`;
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

const SCANNED = ['src', 'web/src', 'scripts', 'test'].flatMap(filesUnder).filter((f) => SOURCES.includes(extname(f)));
const REPOSITORY = new Set(['README.md', ...['docs', 'src', 'web', 'scripts', 'test', 'packages', 'prisma', 'deploy'].flatMap(filesUnder)]);
const REPOSITORY_FILES = [...REPOSITORY];

/** Every comment of a source file, with its 1-based line. */
export function commentsOf(text: string, file: string): { line: number; text: string }[] {
  const kind = file.endsWith('.tsx')
    ? ts.ScriptKind.TSX
    : file.endsWith('.ts') || file.endsWith('.mts')
      ? ts.ScriptKind.TS
      : ts.ScriptKind.JS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const seen = new Map<number, { line: number; text: string }>();
  const collect = (ranges: ts.CommentRange[] | undefined) => {
    for (const range of ranges ?? []) {
      if (!seen.has(range.pos))
        seen.set(range.pos, { line: source.getLineAndCharacterOfPosition(range.pos).line + 1, text: text.slice(range.pos, range.end) });
    }
  };
  const visit = (node: ts.Node) => {
    collect(ts.getLeadingCommentRanges(text, node.pos));
    collect(ts.getTrailingCommentRanges(text, node.end));
    node.forEachChild(visit);
  };
  collect(ts.getLeadingCommentRanges(text, 0));
  visit(source);
  collect(ts.getLeadingCommentRanges(text, source.endOfFileToken.pos));
  return [...seen.values()].sort((a, b) => a.line - b.line);
}

const MONTH = '(?:January|February|March|April|May|June|July|August|September|October|November|December)';
const DATE = `(?:\\d{4}-\\d{2}-\\d{2}(?!T\\d)|${MONTH} \\d{4})`;
const ISSUE = /\b(?:issues?|pull requests?|PRs?|tickets?)\s*#?\d+|(?<![\w&])#\d+\b/i;
const NARRATED_DATE = new RegExp(
  `\\b(?:before|since|after|until|till|as of|from|on|in|by|changed|created|added|removed|fixed)\\s+(?:the\\s+)?${DATE}|\\(${DATE}\\)`,
  'i',
);
const OUTSIDE =
  /(?:^|[\s('"`])(?:\/(?:work|home|Users)\/\S*|(?:\.\.\/)+(?!src\/|test\/|web\/|docs\/|scripts\/|packages\/|prisma\/)\S+|\S*shared\/rules\S*)/;
const FILE_NAME = /(?:^|[\s('"`[])([\w@.-]+(?:\/[\w@.-]+)*\.(?:md|txt))\b/g;
const ALLOWED = [/PKCS #\d+/g];

/** Does a file name in a comment name a file of the repository (from the root, from the file's folder, or as the tail of a path)? */
function inRepository(name: string, file: string): boolean {
  const clean = name.replace(/^\.\//, '');
  if (REPOSITORY.has(clean) || REPOSITORY.has(relative(ROOT, join(ROOT, dirname(file), clean)))) return true;
  return REPOSITORY_FILES.some((f) => f.endsWith(`/${clean}`));
}

const decisions = readFileSync(join(ROOT, 'docs/rules-decisions.md'), 'utf8');
const ANCHORS = new Set([...decisions.matchAll(/<a id="([\w-]+)"><\/a>/g)].map((m) => m[1]));

/** The problems of one comment. */
export function problemsOf(comment: string, file: string): string[] {
  const text = ALLOWED.reduce((t, re) => t.replace(re, ''), comment);
  const problems: string[] = [];
  const issue = ISSUE.exec(text);
  if (issue) problems.push(`names a tracker item ("${issue[0].trim()}")`);
  const dated = NARRATED_DATE.exec(text);
  if (dated) problems.push(`dates a change ("${dated[0]}")`);
  const outside = OUTSIDE.exec(text);
  if (outside) problems.push(`names a path outside the repository ("${outside[0].trim()}")`);
  for (const [, name] of text.matchAll(FILE_NAME)) {
    if (!inRepository(name, file))
      problems.push(`names ${name}, which is not in the repository (rules decisions: docs/rules-decisions.md)`);
  }
  for (const [, anchor] of text.matchAll(/rules-decisions\.md#([\w-]+)/g)) {
    if (!ANCHORS.has(anchor)) problems.push(`cites docs/rules-decisions.md#${anchor}, which that page does not have`);
  }
  return problems;
}

describe('comments', () => {
  it('finds the comments of the sources', () => {
    expect(SCANNED.length).toBeGreaterThan(100);
    expect(commentsOf("const a = '// no comment'; // one\n/** two */\nexport {};\n", 'x.ts').map((c) => c.text)).toEqual([
      '// one',
      '/** two */',
    ]);
    expect(ANCHORS.size).toBeGreaterThan(20);
  });

  it('catches what they must not say', () => {
    const says = (comment: string) => problemsOf(comment, 'src/x.ts').length > 0;
    expect(says('// Rules version 2 (issue 11) renamed the events.')).toBe(true);
    expect(says('// see #13')).toBe(true);
    expect(says('// Matches created before 2026-11-23 have no salt.')).toBe(true);
    expect(says('/** Changed in November 2026: the header is gone. */')).toBe(true);
    expect(says('// Scoring (NOTES.md, "Schnapsen for two").')).toBe(true);
    expect(says('// The packet order (dreierschnapsen.en.txt, "Beginning and end").')).toBe(true);
    expect(says('// as ../shared/rules/schafkopf.de.txt says')).toBe(true);
    expect(says('// docs/rules-decisions.md#schafkopf-no-such-decision')).toBe(true);
    expect(says('// The called ace (docs/rules-decisions.md#schafkopf-called-ace).')).toBe(false);
    expect(says('// An Ed25519 key as a JWK or a PKCS #8 PEM.')).toBe(false);
    expect(says('// "createdAt": "2026-03-01T18:30:00.000Z"')).toBe(false);
    expect(says('// The glossary (docs/glossary.md) and the README (README.md).')).toBe(false);
  });

  it('explain the code as it is: no tracker items, no dated changes, no files outside the repository', () => {
    const problems: string[] = [];
    for (const file of SCANNED) {
      if (file === 'test/docs/comments.spec.ts') continue; // its examples say what the others must not
      for (const comment of commentsOf(readFileSync(join(ROOT, file), 'utf8'), file)) {
        for (const problem of problemsOf(comment.text, file)) problems.push(`${file}:${comment.line}: ${problem}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
