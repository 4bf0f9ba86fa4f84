// Type-checks TypeScript and JavaScript code blocks with the compiler API, against the repository's tsconfig.json,
// each as an ES module of its own (JavaScript with checkJs), after a prelude that declares its free variables.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

export interface Snippet {
  /** `README.md:312`: the opening fence; diagnostics are reported by the Markdown line they fall on. */
  file: string;
  line: number;
  lang: 'ts' | 'js';
  code: string;
  /** Declarations of the variables the snippet uses without defining them (in the snippet's language). */
  prelude: string;
  /** Code after the snippet (e.g. closing a function a fragment was wrapped in). */
  suffix?: string;
}

/** The compiler options of tsconfig.json, with the client package's name mapped to its sources. */
export function compilerOptions(): ts.CompilerOptions {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    join(ROOT, 'tsconfig.json'),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined },
  );
  if (!parsed) throw new Error('tsconfig.json could not be read');
  return {
    ...parsed.options,
    noEmit: true,
    sourceMap: false,
    allowJs: true,
    checkJs: true,
    paths: { '@kartenrunde/client': [join(ROOT, 'packages/client/src/index.ts')] },
  };
}

/**
 * Type-checks every snippet in one program; returns each snippet's problems (one string each, naming the Markdown
 * line: `README.md:318: Cannot find name 'token'.`), in the order of `snippets`.
 */
export function typeCheck(snippets: Snippet[], overrides: ts.CompilerOptions = {}): string[][] {
  if (snippets.length === 0) return [];
  const options = { ...compilerOptions(), ...overrides };
  const files = new Map<string, { snippet: Snippet; text: string; preludeLines: number }>();
  for (const snippet of snippets) {
    const name = join(
      ROOT,
      'test/docs',
      `${snippet.file.replace(/[^\w]+/g, '-')}-${snippet.line}.${snippet.lang === 'ts' ? 'mts' : 'mjs'}`,
    );
    const prelude = snippet.prelude.endsWith('\n') || snippet.prelude === '' ? snippet.prelude : `${snippet.prelude}\n`;
    // `export {}` keeps a snippet without imports a module (top-level await, its own scope).
    const text = `${prelude}${snippet.code}${snippet.suffix ?? ''}\nexport {};\n`;
    files.set(name, { snippet, text, preludeLines: prelude.split('\n').length - 1 });
  }
  const host = ts.createCompilerHost(options);
  const { getSourceFile, fileExists, readFile } = host;
  host.getSourceFile = (fileName, language, onError, shouldCreate) => {
    const virtual = files.get(fileName);
    return virtual
      ? ts.createSourceFile(fileName, virtual.text, language)
      : getSourceFile.call(host, fileName, language, onError, shouldCreate);
  };
  host.fileExists = (fileName) => files.has(fileName) || fileExists.call(host, fileName);
  host.readFile = (fileName) => files.get(fileName)?.text ?? readFile.call(host, fileName);
  const program = ts.createProgram([...files.keys()], options, host);
  const problems = new Map<string, string[]>([...files.keys()].map((name) => [name, []]));
  const elsewhere: string[] = [];
  for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ');
    const virtual = diagnostic.file && files.get(diagnostic.file.fileName);
    if (!virtual || diagnostic.start === undefined) {
      elsewhere.push(`${diagnostic.file?.fileName ?? 'options'}: ${message}`);
      continue;
    }
    const at = diagnostic.file!.getLineAndCharacterOfPosition(diagnostic.start).line - virtual.preludeLines;
    const codeLines = virtual.snippet.code.split('\n').length - 1;
    const where =
      at < 0
        ? `${virtual.snippet.file}:${virtual.snippet.line} (in the test's prelude)`
        : at >= codeLines
          ? `${virtual.snippet.file}:${virtual.snippet.line} (after the block)`
          : `${virtual.snippet.file}:${virtual.snippet.line + 1 + at}`;
    problems.get(diagnostic.file!.fileName)!.push(`${where}: ${message}`);
  }
  // A problem outside the snippets (a broken option, a library) belongs to every snippet.
  return [...problems.values()].map((list) => [...list, ...elsewhere]);
}
