import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// The web client (issue 13): built into dist/web next to the service, which serves it at `/`. It talks to the
// service only through the typed client package (packages/client), imported from source. The audit page imports
// the pure part of npm run verify (src/audit/integrity.ts) by its relative path.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/',
  resolve: {
    alias: {
      '@kartenrunde/client': fileURLToPath(new URL('../packages/client/src/index.ts', import.meta.url)),
    },
  },
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  build: {
    outDir: fileURLToPath(new URL('../dist/web/', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    reportCompressedSize: false,
  },
  server: {
    proxy: Object.fromEntries(
      ['/games', '/matches', '/players', '/webhooks', '/.well-known', '/health'].map((p) => [p, 'http://127.0.0.1:3000']),
    ),
  },
});
