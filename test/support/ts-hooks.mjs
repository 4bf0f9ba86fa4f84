// Module hooks that let a child `node` process run this project's TypeScript sources directly, the way ts-jest
// does inside jest (file by file, without type checking): a relative `.js` import from a `.ts` file resolves to
// the `.ts` file beside it, and `.ts` files are transpiled to ES modules with decorator metadata.
// Registered by ts-loader.mjs: `node --import ./test/support/ts-loader.mjs src/main.ts`.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const compilerOptions = {
  module: ts.ModuleKind.ESNext,
  target: ts.ScriptTarget.ES2022,
  experimentalDecorators: true,
  emitDecoratorMetadata: true,
  esModuleInterop: true,
  inlineSourceMap: true,
};

export async function resolve(specifier, context, nextResolve) {
  if (specifier.startsWith('.') && specifier.endsWith('.js') && context.parentURL?.endsWith('.ts')) {
    const url = new URL(`${specifier.slice(0, -3)}.ts`, context.parentURL);
    if (existsSync(url)) return { url: url.href, shortCircuit: true };
  }
  return nextResolve(specifier, context);
}

export async function load(url, context, nextLoad) {
  if (!url.startsWith('file:') || !url.endsWith('.ts')) return nextLoad(url, context);
  const fileName = fileURLToPath(url);
  const { outputText } = ts.transpileModule(readFileSync(fileName, 'utf8'), { fileName, compilerOptions });
  return { format: 'module', source: outputText, shortCircuit: true };
}
