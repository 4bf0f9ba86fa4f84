// Generates the Prisma client. `prisma generate` only needs the bundled WASM, but the CLI checks that a
// schema-engine binary exists; where none could be downloaded we point it at any existing file.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

const env = { ...process.env };
if (!env.PRISMA_SCHEMA_ENGINE_BINARY || !existsSync(env.PRISMA_SCHEMA_ENGINE_BINARY)) {
  env.PRISMA_SCHEMA_ENGINE_BINARY = new URL('../package.json', import.meta.url).pathname;
}
const cli = createRequire(import.meta.url).resolve('prisma/build/index.js');
execFileSync(process.execPath, [cli, 'generate'], { stdio: 'inherit', env });
