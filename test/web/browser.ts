import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';

const root = new URL('../../', import.meta.url).pathname;

/** Builds the web client (web/) into a fresh folder, as `npm run build` does into dist/web. */
export function buildWebClient(): string {
  const outDir = mkdtempSync(join(tmpdir(), 'kartenrunde-web-'));
  execFileSync(
    process.execPath,
    [
      join(root, 'node_modules/vite/bin/vite.js'),
      'build',
      '--config',
      'web/vite.config.ts',
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
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

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

const axeSource = readFileSync(join(root, 'node_modules/axe-core/axe.min.js'), 'utf8');
type AxeGlobals = {
  document: unknown;
  axe: {
    run(
      context: unknown,
      options: unknown,
    ): Promise<{ violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[] }>;
  };
};

/** axe-core's serious and critical violations on the page as it is, each named with `what` (none is the goal). */
export async function seriousViolations(page: Page, what: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in globalThis))) await page.addScriptTag({ content: axeSource });
  const result = await page.evaluate(() => {
    const g = globalThis as unknown as AxeGlobals;
    return g.axe.run(g.document, { rules: { 'label-content-name-mismatch': { enabled: true } }, resultTypes: ['violations'] });
  });
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${what}: ${v.id} at ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(', ')}`,
    );
}

/** Screenshots of the page on a desktop and a phone, as `<name>-desktop.png` and `<name>-phone.png` in the screenshot folder. */
export async function screenshots(page: Page, name: string): Promise<void> {
  const dir = screenshotDir();
  await page.screenshot({ path: join(dir, `${name}-desktop.png`), fullPage: true });
  await page.setViewportSize(PHONE);
  await page.waitForTimeout(150);
  await page.screenshot({ path: join(dir, `${name}-phone.png`), fullPage: true });
  await page.setViewportSize(DESKTOP);
}
