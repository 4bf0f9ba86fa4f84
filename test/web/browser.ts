import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';

const root = new URL('../../', import.meta.url).pathname;

/** Builds the web client (web/) into a fresh folder, as `npm run build` does into dist/web. */
export function buildWebClient(): string {
  const outDir = mkdtempSync(join(tmpdir(), 'kartenrunde-web-'));
  execFileSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--config', 'web/vite.config.ts', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return outDir;
}

/** Debian's Chromium (Playwright's own browser downloads are not reachable here); CHROMIUM overrides the path. */
export const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';

export async function launch(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) throw new Error(`no Chromium at ${CHROMIUM}: apt-get install chromium (as .ci/run does)`);
  return chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-gpu'] });
}

/** Where the tests write their screenshots (git-ignored). */
export function screenshotDir(): string {
  const dir = join(root, 'test-artifacts/screenshots');
  mkdirSync(dir, { recursive: true });
  return dir;
}
