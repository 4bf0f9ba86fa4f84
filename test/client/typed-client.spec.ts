import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { createApp, type App } from '../../src/app.js';
import { kartenrundeClient } from '../../packages/client/src/index.js';
import { playToEnd, tricksTaken } from './programs/two-games.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const PROGRAMS = fileURLToPath(new URL('./programs/', import.meta.url));

/** Type-checks `files` with the repository's compiler options; returns each error as "file:line: message". */
function typeCheck(files: string[], options: ts.CompilerOptions = {}): string[] {
  const config = ts.getParsedCommandLineOfConfigFile(
    join(ROOT, 'tsconfig.json'),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined },
  )!;
  const program = ts.createProgram(files, { ...config.options, ...options });
  return ts.getPreEmitDiagnostics(program).map((d) => {
    const line = d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start).line + 1 : 0;
    return `${d.file ? d.file.fileName.split('/').pop() : ''}:${line}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`;
  });
}

describe('a program written against the generated client package', () => {
  it('type-checks when it sends each game its own actions', () => {
    expect(typeCheck([join(PROGRAMS, 'two-games.ts')])).toEqual([]);
  });

  it("does not compile where one game's action is passed for another's", () => {
    const source = readFileSync(join(PROGRAMS, 'wrong-game.ts'), 'utf8').split('\n');
    const wrong = source.flatMap((line, i) => (line.endsWith('// wrong') ? [i + 1] : []));
    const errors = typeCheck([join(PROGRAMS, 'wrong-game.ts')]);
    expect(wrong.length).toBeGreaterThan(0);
    expect([...new Set(errors.map((e) => Number(e.split(':')[1])))]).toEqual(wrong);
  });

  it('builds into a package with its types (npm pack ready)', () => {
    const outDir = mkdtempSync(join(tmpdir(), 'client-'));
    const config = ts.getParsedCommandLineOfConfigFile(
      join(ROOT, 'packages/client/tsconfig.json'),
      { outDir },
      { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined },
    )!;
    const program = ts.createProgram(config.fileNames, config.options);
    const result = program.emit();
    expect(
      ts
        .getPreEmitDiagnostics(program)
        .concat(result.diagnostics)
        .map((d) => ts.flattenDiagnosticMessageText(d.messageText, ' ')),
    ).toEqual([]);
    expect(['index.js', 'index.d.ts', 'schema.d.ts'].filter((file) => !existsSync(join(outDir, file)))).toEqual([]);
    const manifest = JSON.parse(readFileSync(join(ROOT, 'packages/client/package.json'), 'utf8'));
    expect(manifest).toMatchObject({ name: '@kartenrunde/client', types: 'dist/index.d.ts', main: 'dist/index.js' });
  });

  describe('and run against the service', () => {
    let running: App;
    let base: string;
    beforeAll(async () => {
      running = await createApp({ dataDir: 'memory://', logger: false });
      await running.app.listen(0, '127.0.0.1');
      base = `http://127.0.0.1:${(running.app.getHttpServer().address() as { port: number }).port}`;
    });
    afterAll(() => running.shutdown());

    it.each([
      { game: 'schafkopf', seats: 4, options: { deals: 1 } },
      { game: 'schwimmen', seats: 3, options: {} },
    ] as const)('plays a match of $game to its end', async (body) => {
      const { game, seats } = body;
      const created = (await kartenrundeClient(base).POST('/matches', { body })).data!;
      const tokens: string[] = [];
      for (let seat = 0; seat < seats; seat++) {
        tokens.push(
          (
            await kartenrundeClient(base).POST('/matches/{id}/players', {
              params: { path: { id: created.match.id } },
              body: { name: `P${seat}` },
            })
          ).data!.token,
        );
      }
      expect(await playToEnd(base, created.match.id, tokens)).toBeGreaterThan(0);
      const tricks = await tricksTaken(base, created.match.id);
      // The program says "Weiter" whenever it may, so a deal is played out (eight tricks) or thrown in (none).
      if (game === 'schafkopf') expect((tricks ?? [-1]).length % 8).toBe(0);
      else expect(tricks).toBeNull();
    });
  });
});
