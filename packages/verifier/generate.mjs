// Writes lib/ of the verifier package from src/audit: the TypeScript sources of every check that needs no game
// engine, transpiled (types stripped, nothing else changed), so the package runs on Node.js alone and checks by
// the very rules the service and `npm run verify` use. `node packages/verifier/generate.mjs` writes the files;
// test/audit/verifier-package.spec.ts fails when a committed file differs from what this would write.
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = new URL('../../', import.meta.url);
const LIB = new URL('lib/', import.meta.url);

/** The modules of src/audit the package holds: those that import nothing but each other and node:*. */
export const SOURCES = [
  'audit',
  'canonical',
  'chain',
  'chain-rules',
  'cli',
  'export-format',
  'integrity',
  'jws',
  'players',
  'signing',
  'verify-standalone',
];

const compilerOptions = {
  module: ts.ModuleKind.ESNext,
  target: ts.ScriptTarget.ES2022,
  removeComments: false,
  newLine: ts.NewLineKind.LineFeed,
};

/** File name -> content of lib/, as generated from the sources now. */
export function generate() {
  const files = new Map();
  for (const name of SOURCES) {
    const fileName = fileURLToPath(new URL(`src/audit/${name}.ts`, ROOT));
    const { outputText } = ts.transpileModule(readFileSync(fileName, 'utf8'), { fileName, compilerOptions });
    for (const specifier of importsOf(outputText)) {
      const local = /^\.\/([\w-]+)\.js$/.exec(specifier)?.[1];
      if (!specifier.startsWith('node:') && !SOURCES.includes(local)) {
        throw new Error(`src/audit/${name}.ts imports ${specifier}: the verifier package holds only node:* and ${SOURCES.join(', ')}`);
      }
    }
    files.set(
      `${name}.js`,
      `// Generated from src/audit/${name}.ts by packages/verifier/generate.mjs: edit the source and run it again.\n${outputText}`,
    );
  }
  return files;
}

/** Every module specifier a transpiled file imports or re-exports, statically or dynamically (read by TypeScript's scanner). */
export function importsOf(code) {
  return ts.preProcessFile(code, true, true).importedFiles.map((file) => file.fileName);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const files = generate();
  rmSync(LIB, { recursive: true, force: true });
  mkdirSync(LIB);
  for (const [name, content] of files) writeFileSync(new URL(name, LIB), content);
  console.log(`packages/verifier/lib: ${readdirSync(LIB).length} files from src/audit`);
}
