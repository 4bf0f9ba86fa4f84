// Every code block of the documents is checked: shell blocks run for real against a live service, TypeScript and
// JavaScript blocks are type-checked, sample output is compared with what the code prints. The documents are
// README.md, then docs/*.md in name order, then packages/*/README.md (DOCUMENTS); a Markdown file anywhere else in
// the repository that holds a shell block fails the first test, so a walk-through moved there is never skipped.
//
// Shell blocks (`sh`) run with bash, curl and jq, in document order, with `B` set to the base URL of a service this
// test starts (embedded database in memory, random port; the documents' http://localhost:3000 stands for it too).
// The blocks under one heading share one shell session (its variables and working directory), as a reader's
// terminal does, and run with `set -euo pipefail`: a command that fails (curl -f on an error status, a jq error,
// an unset variable) fails the test with the block's line, the failing command and the output; so does a
// jq filter that prints null (a field the answer does not have).
// `npm run verify` runs the verifier from its TypeScript sources (as test/audit/verify-cli.spec.ts does) instead
// of building the service first.
//
// Markers, HTML comments on the lines right before a block:
//   <!-- not run: why -->              the block is not checked (starting the server, installing, ...); the
//                                      skipped blocks are listed, with their reasons, as skipped tests
//   <!-- continues: Some heading -->   the block runs in the shell session of that heading of the same file, or
//   <!-- continues: README.md > Some heading --> of that heading of another document; either runs earlier
//   <!-- for every game: GAME, SEATS --> the block runs once for every game of GET /games, each in a session of
//                                      its own, its assignments of the two variables set to the game's id and
//                                      fewest seats
// A block without a marker that this test cannot check (another language, sample output nothing compares, a curl
// without -f) fails the first test.
// Per block, named `<file> > <heading>` (with ` #n` for the n-th block under a heading that has several), this
// file keeps the declarations of a TypeScript or JavaScript block's free variables (PRELUDES), the diagnostics a
// JavaScript block may have and why (ACCEPTED_DIAGNOSTICS), which JavaScript blocks also run (RUN_JS), what a
// shell block's output must show (EXPECTED_OUTPUT), and how a block of sample output is checked (OUTPUT_CHECKS).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { type App, createApp } from '../../src/app.js';
import { ConfigError, loadConfig, parseSettings } from '../../src/config.js';
import { type CodeBlock, codeBlocks, curlsWithoutFail, parseCodeBlocks } from './markdown.js';
import { ShellSession } from './shell.js';
import { typeCheck } from './typecheck.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const markdownIn = (dir: string) =>
  existsSync(join(ROOT, dir))
    ? readdirSync(join(ROOT, dir))
        .filter((f) => f.endsWith('.md'))
        .sort()
        .map((f) => `${dir}/${f}`)
    : [];
/** The documents whose code blocks are checked, in the order their shell blocks run. */
const DOCUMENTS = [
  'README.md',
  ...markdownIn('docs'),
  ...readdirSync(join(ROOT, 'packages'))
    .sort()
    .map((p) => `packages/${p}/README.md`)
    .filter((f) => existsSync(join(ROOT, f))),
];
/** Every other Markdown file of the repository (not dependencies, builds or test output). */
function otherMarkdown(dir = ROOT): string[] {
  const skip = new Set(['node_modules', '.git', 'dist', 'coverage', 'test-artifacts', 'data']);
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (skip.has(entry.name)) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return otherMarkdown(path);
    const file = relative(ROOT, path);
    return entry.name.endsWith('.md') && !DOCUMENTS.includes(file) ? [file] : [];
  });
}

/** Declarations of the variables a TypeScript or JavaScript block uses without defining them, per block. */
const PRELUDES: Record<string, string> = {
  'docs/api.md > A typed client': 'declare const token: string; // a seat token\ndeclare const id: string; // a match id',
  // The receipt of the action response the walk-through of "Play a match with curl" kept in move.json.
  'docs/export-format.md > Verifying a match #2':
    "import { readFileSync } from 'node:fs';\nconst receipt = /** @type {string} */ (JSON.parse(readFileSync('move.json', 'utf8')).receipt);",
  'packages/client/README.md > @kartenrunde/client': 'declare const token: string;\ndeclare const id: string;',
};

/**
 * Diagnostics a JavaScript block may have, per block, each with the reason. (JavaScript blocks are checked with
 * checkJs, without `strict`, as TypeScript checks JavaScript by default.)
 */
const ACCEPTED_DIAGNOSTICS: Record<string, { message: string; why: string }[]> = {
  'docs/correspondence.md > Webhooks': [
    {
      message:
        "Argument of type 'IncomingHttpHeaders' is not assignable to parameter of type 'WebhookUnbrandedRequiredHeaders | Record<string, string>'.",
      why: "Node's header type allows string[] values; the webhook-* headers are single strings, which is what standardwebhooks reads",
    },
  ],
};

/**
 * JavaScript blocks that also run (with node, after their prelude, after the shell blocks), in the working
 * directory of a shell session.
 */
const RUN_JS: Record<string, { session: string }> = {
  'docs/export-format.md > Verifying a match #2': { session: 'README.md > Play a match with curl' },
};

/** What a shell block's output (stdout) must show, per block; every run of a `for every game` block. */
const EXPECTED_OUTPUT: Record<string, RegExp> = {
  'README.md > Play a match with curl #2': /"status": "finished"/,
  'docs/api.md > Playing any game #2': /"status": "finished"/,
  // Every check passes: the export, the service's signature, and the receipt the walk-through kept.
  'docs/export-format.md > Verifying a match #1':
    /^OK +export: .*\nOK +bot moves: no server-side bot moved in this match\.\nOK +signature: .*\nOK +receipt 1: .*unchanged\.$/m,
};

/** Checks of blocks that show sample output: each returns its problems. */
const OUTPUT_CHECKS: Record<string, (block: CodeBlock) => string[]> = {
  // The start-up error for the variables the sample names, exactly as the service prints it.
  'docs/operations.md > Configuration': (block) => {
    const env = Object.fromEntries([...block.code.matchAll(/^ {2}(\w+)="([^"]*)":/gm)].map((m) => [m[1], m[2]]));
    if (Object.keys(env).length === 0) return [`${block.where}: names no variable`];
    try {
      parseSettings(env);
      return [`${block.where}: ${JSON.stringify(env)} is a valid configuration`];
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      return error.message.trim() === block.code.trim() ? [] : [`${block.where}: the service prints\n${error.message}`];
    }
  },
};

const SHELL = new Set(['sh', 'bash', 'shell']);
const TYPESCRIPT = new Set(['ts', 'typescript']);
const JAVASCRIPT = new Set(['js', 'javascript']);
const OUTPUT = new Set(['', 'text']);
const MARKERS = new Set(['not run', 'continues', 'for every game']);

const blocks = DOCUMENTS.flatMap((file) => codeBlocks(join(ROOT, file), file));

/** `README.md > Heading`, with ` #n` when the heading has several blocks: the key of the tables above. */
function nameOf(block: CodeBlock): string {
  const siblings = blocks.filter((b) => b.file === block.file && b.heading === block.heading);
  return `${block.file} > ${block.heading}${siblings.length > 1 ? ` #${siblings.indexOf(block) + 1}` : ''}`;
}
const marker = (block: CodeBlock, keyword: string) => block.markers.find((m) => m.keyword === keyword);
const notRun = (block: CodeBlock) => marker(block, 'not run');
const describeBlock = (block: CodeBlock) => `${block.where} ${block.lang || 'text'} under "${block.heading}"`;
/** The session a `continues:` marker names: `file > heading`, or a heading of the block's own file. */
function continuedSession(block: CodeBlock, text: string): string {
  const qualified = / > /.test(text) && DOCUMENTS.includes(text.slice(0, text.indexOf(' > ')));
  return qualified ? text : `${block.file} > ${text}`;
}
/** Where a block runs among all shell blocks: documents in DOCUMENTS order, blocks in file order. */
const runOrder = (block: CodeBlock) => DOCUMENTS.indexOf(block.file) * 1_000_000 + block.line;

/** The blocks checked, and how; an unmarked block nothing can check is a failure of the structure test. */
const shellBlocks = blocks.filter((b) => SHELL.has(b.lang) && !notRun(b));
const typedBlocks = blocks.filter((b) => (TYPESCRIPT.has(b.lang) || JAVASCRIPT.has(b.lang)) && !notRun(b));
const outputBlocks = blocks.filter((b) => OUTPUT.has(b.lang) && !notRun(b));

/** Shows a failed block: where it is, its text, and what it printed. */
function failure(block: CodeBlock, what: string, status: string, stdout: string, stderr: string): Error {
  const tail = (text: string) => (text.length > 6000 ? `...${text.slice(-6000)}` : text);
  const numbered = block.code
    .trimEnd()
    .split('\n')
    .map((line, i) => `${String(block.line + 1 + i).padStart(4)}  ${line}`)
    .join('\n');
  return new Error(
    `${block.where}${what} failed (${status}): the ${block.lang} block under "${block.heading}"\n${numbered}\n` +
      `--- stdout ---\n${tail(stdout)}\n--- stderr ---\n${tail(stderr)}`,
  );
}

// The service the shell blocks talk to, and the games they play (top-level await: tests are made per game).
const running: App = await createApp({ ...loadConfig({}).app, dataDir: 'memory://', logger: false });
await running.app.listen(0, '127.0.0.1');
const BASE = `http://127.0.0.1:${(running.app.getHttpServer().address() as AddressInfo).port}`;
const games = ((await (await fetch(`${BASE}/games`)).json()) as { id: string; players: { min: number } }[]).map((g) => ({
  id: g.id,
  seats: g.players.min,
}));

describe('the code blocks of the documents', () => {
  const work = mkdtempSync(join(tmpdir(), 'readme-'));
  const sessions = new Map<string, ShellSession>();
  afterAll(async () => {
    await Promise.all([...sessions.values()].map((s) => s.close()));
    await running.shutdown();
    rmSync(work, { recursive: true, force: true });
  });

  /** The shell session of a heading (`file > heading`), started on first use. */
  function session(key: string): ShellSession {
    let shell = sessions.get(key);
    if (!shell) {
      const cwd = join(work, `session-${sessions.size + 1}`);
      mkdirSync(join(cwd, 'home'), { recursive: true });
      mkdirSync(join(cwd, 'work'));
      shell = new ShellSession(
        join(cwd, 'work'),
        { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: join(cwd, 'home'), LANG: 'C.UTF-8', TERM: 'dumb', B: BASE },
        [
          // `npm run verify -- ...` runs the verifier from its sources; any other npm command needs a marker.
          'npm() {',
          '  if [ "${1-}" = run ] && [ "${2-}" = verify ]; then',
          '    shift 2; if [ "${1-}" = -- ]; then shift; fi',
          `    ${JSON.stringify(process.execPath)} --import ${JSON.stringify(new URL('../support/ts-loader.mjs', import.meta.url).href)} ${JSON.stringify(join(ROOT, 'src/audit/verify-cli.ts'))} "$@"`,
          '  else',
          '    echo "this test runs no \\"npm $*\\": mark the block <!-- not run: why -->" >&2; return 127',
          '  fi',
          '}',
        ].join('\n'),
      );
      sessions.set(key, shell);
    }
    return shell;
  }

  it('are each checked by this test or marked with the reason why not', async () => {
    const problems: string[] = [];
    for (const tool of ['bash', 'curl', 'jq']) {
      const found = await promisify(execFile)('bash', ['-c', `command -v ${tool}`]).then(
        () => true,
        () => false,
      );
      if (!found) problems.push(`${tool} is not installed: the documents' shell blocks need bash, curl and jq (.ci/run installs them)`);
    }
    for (const block of blocks) {
      for (const comment of block.strayComments)
        problems.push(`${block.file}:${comment.line}: a comment right before a block that is no marker: <!-- ${comment.text} -->`);
      for (const m of block.markers) {
        if (!MARKERS.has(m.keyword))
          problems.push(`${block.file}:${m.line}: unknown marker "${m.keyword}:" (known: ${[...MARKERS].join(', ')})`);
        if (m.text === '') problems.push(`${block.file}:${m.line}: the marker "${m.keyword}:" says nothing`);
      }
      if (notRun(block)) continue;
      if (SHELL.has(block.lang)) {
        for (const curl of curlsWithoutFail(block.code))
          problems.push(`${block.where}: ${curl}: without -f, an error status would pass unnoticed`);
        const continues = marker(block, 'continues');
        const session = continues && continuedSession(block, continues.text);
        if (
          session &&
          !blocks.some((b) => `${b.file} > ${b.heading}` === session && runOrder(b) < runOrder(block) && SHELL.has(b.lang) && !notRun(b))
        ) {
          problems.push(`${block.where}: continues "${continues.text}", a heading with no shell block that runs before this one`);
        }
        const everyGame = marker(block, 'for every game');
        if (everyGame) {
          const names = everyGame.text.split(/\s*,\s*/);
          if (names.length !== 2)
            problems.push(`${block.file}:${everyGame.line}: "for every game:" names the game's variable and the seats' variable`);
          for (const name of names)
            if (!new RegExp(`(^|[\\s;])${name}=`).test(block.code)) problems.push(`${block.where}: does not assign ${name}`);
        }
      } else if (TYPESCRIPT.has(block.lang) || JAVASCRIPT.has(block.lang)) {
        // checked below
      } else if (OUTPUT.has(block.lang)) {
        if (!OUTPUT_CHECKS[nameOf(block)])
          problems.push(`${block.where}: sample output that nothing checks (add a check as "${nameOf(block)}" or a marker)`);
      } else {
        problems.push(`${block.where}: a ${block.lang} block this test cannot check (mark it <!-- not run: why -->)`);
      }
    }
    const names = new Set(blocks.map(nameOf));
    for (const [table, entries] of Object.entries({ PRELUDES, ACCEPTED_DIAGNOSTICS, RUN_JS, EXPECTED_OUTPUT, OUTPUT_CHECKS })) {
      for (const name of Object.keys(entries))
        if (!names.has(name)) problems.push(`${table} names "${name}", which is no block (any more)`);
    }
    for (const file of otherMarkdown()) {
      if (parseCodeBlocks(readFileSync(join(ROOT, file), 'utf8'), file).some((b) => SHELL.has(b.lang)))
        problems.push(`${file}: holds shell blocks, but is not among the documents this test checks (DOCUMENTS)`);
    }
    expect(problems).toEqual([]);
    // Nothing is left out by accident: the documents have shell walk-throughs and typed snippets, and they are run.
    expect(blocks.filter((b) => b.file === 'README.md' && SHELL.has(b.lang) && !notRun(b)).length).toBeGreaterThanOrEqual(2);
    expect(shellBlocks.length).toBeGreaterThanOrEqual(10);
    expect(typedBlocks.length).toBeGreaterThanOrEqual(3);
    expect(games.length).toBeGreaterThanOrEqual(5);
  });

  describe('shell blocks, run against the service', () => {
    for (const block of shellBlocks) {
      const continues = marker(block, 'continues');
      const sessionKey = continues ? continuedSession(block, continues.text) : `${block.file} > ${block.heading}`;
      const code = block.code.replaceAll('http://localhost:3000', BASE);
      const expected = EXPECTED_OUTPUT[nameOf(block)];
      const run = async (text: string, what: string, timeoutMs: number, key = sessionKey) => {
        const result = await session(key).run(text, block.file, block.line, timeoutMs);
        // The shell's ERR trap names the failing command's line: put the first such line in the headline.
        const at = /^exit status \d+ at (\S+):/m.exec(result.stderr)?.[1];
        if (!result.ok) throw failure(block, what, `${result.status}${at ? `, at ${at}` : ''}`, result.stdout, result.stderr);
        // jq prints a field the answer lacks as null without failing: no document's filter picks a field that is null
        // (jq's indented output; the service's own JSON is compact and may hold nulls).
        const nulls = result.stdout.split('\n').filter((line) => /^\s+("[^"]*": )?null,?$|^null$/.test(line));
        if (nulls.length > 0)
          throw failure(
            block,
            what,
            `jq printed null (${nulls.map((l) => l.trim()).join(' ')}): a field the answer does not have?`,
            result.stdout,
            result.stderr,
          );
        if (expected && !expected.test(result.stdout))
          throw failure(block, what, `its output does not show ${expected}`, result.stdout, result.stderr);
      };
      const everyGame = marker(block, 'for every game');
      if (everyGame) {
        const [gameVar, seatsVar] = everyGame.text.split(/\s*,\s*/);
        for (const game of games) {
          it(`${describeBlock(block)}, for ${game.id} with ${game.seats} seats`, async () => {
            const assign = (text: string, name: string, value: string | number) =>
              text.replace(new RegExp(`(^|[\\s;])${name}=[^\\s;]*`), `$1${name}=${value}`);
            // Each game in a session of its own, so that one game's failure leaves the others' runs telling.
            const what = ` (${gameVar}=${game.id}, ${seatsVar}=${game.seats})`;
            await run(assign(assign(code, gameVar, game.id), seatsVar, game.seats), what, 300_000, `${sessionKey}${what}`);
          }, 310_000);
        }
      } else {
        it(describeBlock(block), () => run(code, '', 240_000), 250_000);
      }
    }
  });

  describe('TypeScript and JavaScript blocks, type-checked', () => {
    const snippet = (block: CodeBlock) => ({
      file: block.file,
      line: block.line,
      lang: TYPESCRIPT.has(block.lang) ? ('ts' as const) : ('js' as const),
      code: block.code,
      prelude: PRELUDES[nameOf(block)] ?? '',
    });
    const tsBlocks = typedBlocks.filter((b) => TYPESCRIPT.has(b.lang));
    const jsBlocks = typedBlocks.filter((b) => JAVASCRIPT.has(b.lang));
    const problems = new Map<CodeBlock, string[]>();
    beforeAll(() => {
      typeCheck(tsBlocks.map(snippet)).forEach((list, i) => problems.set(tsBlocks[i], list));
      typeCheck(jsBlocks.map(snippet), { strict: false }).forEach((list, i) => problems.set(jsBlocks[i], list));
    }, 180_000);
    for (const block of typedBlocks) {
      it(describeBlock(block), () => {
        const accepted = ACCEPTED_DIAGNOSTICS[nameOf(block)] ?? [];
        const mine = problems
          .get(block)!
          .filter((problem) => !accepted.some((a) => problem.endsWith(`: ${a.message}`) || problem.includes(`: ${a.message} `)));
        if (mine.length > 0) throw failure(block, '', `${mine.length} type error(s)`, mine.join('\n'), '');
      });
    }
    for (const block of jsBlocks.filter((b) => RUN_JS[nameOf(b)])) {
      it(`${describeBlock(block)}, run`, async () => {
        const dir = join(work, 'js');
        if (!existsSync(dir)) {
          mkdirSync(dir);
          symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
        }
        const script = join(dir, `block-${block.line}.mjs`);
        writeFileSync(script, `${PRELUDES[nameOf(block)] ?? ''}\n${block.code.replaceAll('http://localhost:3000', BASE)}`);
        const cwd = sessions.get(RUN_JS[nameOf(block)].session)?.cwd;
        if (!cwd) throw failure(block, '', `the session "${RUN_JS[nameOf(block)].session}" did not run`, '', '');
        try {
          await promisify(execFile)(process.execPath, [script], { cwd, timeout: 60_000 });
        } catch (error) {
          const e = error as { code?: number; signal?: string; stdout?: string; stderr?: string };
          throw failure(
            block,
            ' (run with node)',
            e.signal ? `killed by ${e.signal}` : `exit status ${e.code}`,
            e.stdout ?? '',
            e.stderr ?? String(error),
          );
        }
      }, 70_000);
    }
  });

  describe('blocks marked as not run', () => {
    for (const block of blocks.filter(notRun)) it.skip(`${describeBlock(block)}: not run: ${notRun(block)!.text}`, () => undefined);
  });

  describe('sample output, compared with what the code prints', () => {
    for (const block of outputBlocks) {
      it(describeBlock(block), () => {
        const check = OUTPUT_CHECKS[nameOf(block)];
        if (!check) throw failure(block, '', 'nothing checks this sample output', '', '');
        const problems = check(block);
        if (problems.length > 0) throw failure(block, '', 'it differs', problems.join('\n'), '');
      });
    }
  });
});
