import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { AppConfig } from '../../src/app.js';
import { JsonLogger } from '../../src/http/json-logger.js';
import { startApp, type TestApp } from '../support/app.js';

/** A Content-Security-Policy header as directive -> sources. */
function parseCsp(header: string | undefined): Map<string, string[]> {
  const policy = new Map<string, string[]>();
  for (const part of (header ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) policy.set(name.toLowerCase(), sources);
  }
  return policy;
}

/** Whether the policy lets `directive` (falling back to default-src) use `source` ('self', 'unsafe-inline', data:). */
function allows(policy: Map<string, string[]>, directive: string, source: string): boolean {
  const sources = policy.get(directive) ?? policy.get('default-src') ?? [];
  return sources.includes(source);
}

describe('security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp();
  });
  afterAll(() => t.close());

  it('sends the usual headers on API answers, problems and health checks, and no X-Powered-By', async () => {
    for (const res of [
      await t.http().get('/games').expect(200),
      await t.http().get('/matches/nope').expect(404),
      await t.http().get('/health/live').expect(200),
    ]) {
      expect(res.headers['x-powered-by']).toBeUndefined();
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['strict-transport-security']).toMatch(/^max-age=\d{7,}/);
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      const csp = parseCsp(res.headers['content-security-policy']);
      expect(csp.get('default-src')).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    }
  });

  it('lets Swagger UI at /docs load everything its page uses, and nothing from elsewhere', async () => {
    const page = await t.http().get('/docs').redirects(1).expect(200).expect('Content-Type', /html/);
    const csp = parseCsp(page.headers['content-security-policy']);
    expect(page.headers['x-powered-by']).toBeUndefined();
    const html: string = page.text;

    // Scripts: only from files of this service; no inline script, eval or remote hosts allowed.
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(body.trim()).toBe('');
      const src = /src=["']([^"']+)["']/.exec(attributes)?.[1];
      expect(src).toMatch(/^\.?\/?[\w./-]+$/);
      expect(allows(csp, 'script-src', "'self'")).toBe(true);
      const file = await t.http().get(new URL(src!, 'http://x/docs').pathname).expect(200);
      expect(file.headers['content-type']).toMatch(/javascript/);
    }
    expect(csp.get('script-src')).toEqual(["'self'"]);

    // Styles: its stylesheet and favicons from this service, its inline <style> blocks, data: images in the CSS.
    for (const [, rel, href] of html.matchAll(/<link\b[^>]*rel=["']([^"']+)["'][^>]*href=["']([^"']+)["']/g)) {
      expect(href).toMatch(/^\.?\/?[\w./-]+$/);
      expect(allows(csp, rel === 'stylesheet' ? 'style-src' : 'img-src', "'self'")).toBe(true);
      await t.http().get(new URL(href, 'http://x/docs').pathname).expect(200);
    }
    if (/<style\b/.test(html) || /\sstyle=/.test(html)) expect(allows(csp, 'style-src', "'unsafe-inline'")).toBe(true);
    const css = await t.http().get('/docs/swagger-ui.css').expect(200);
    const urls = [...css.text.matchAll(/url\(["']?([^"')]+)/g)].map((m) => m[1]);
    for (const url of urls) expect(url.startsWith('data:') ? allows(csp, 'img-src', 'data:') : !/^[a-z]+:/i.test(url)).toBe(true);

    // "Try it out" calls this service; the init script asks no remote validator for a badge.
    expect(allows(csp, 'connect-src', "'self'")).toBe(true);
    const init = await t.http().get('/docs/swagger-ui-init.js').expect(200);
    expect(init.text).toContain('"validatorUrl": null');
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  });
});

/** The service with a per-address limit of 2 requests a minute on a stopped clock, and a log kept in memory. */
async function limited(extra: Partial<AppConfig>): Promise<{ t: TestApp; lines: string[] }> {
  const lines: string[] = [];
  const t = await startApp(undefined, {
    rateLimit: { perIp: 2, perToken: 0, now: () => 0 },
    logger: new JsonLogger((line) => lines.push(line)),
    ...extra,
  });
  return { t, lines };
}

const statuses = async (t: TestApp, forwardedFor: string[]) => {
  const out: number[] = [];
  for (const xff of forwardedFor) out.push((await t.http().get('/games').set('X-Forwarded-For', xff)).status);
  return out;
};

const loggedIps = (lines: string[]) =>
  lines
    .map((line) => JSON.parse(line))
    .filter((entry) => entry.context === 'HTTP')
    .map((entry) => entry.ip);

describe('trust proxy', () => {
  it('by default ignores X-Forwarded-For: a client cannot escape its limit by claiming other addresses', async () => {
    const { t, lines } = await limited({});
    try {
      expect(await statuses(t, ['203.0.113.1', '203.0.113.2', '203.0.113.3', '203.0.113.4'])).toEqual([200, 200, 429, 429]);
      expect(new Set(loggedIps(lines))).toEqual(new Set(['127.0.0.1']));
    } finally {
      await t.close();
    }
  });

  it('with one trusted hop, counts and logs the address the proxy appended, whatever the client put before it', async () => {
    const { t, lines } = await limited({ trustProxy: 1 });
    try {
      expect(await statuses(t, ['203.0.113.1', '203.0.113.1', '203.0.113.1'])).toEqual([200, 200, 429]);
      // Another client has its own budget; a client spoofing an entry in front of its real address does not.
      expect(await statuses(t, ['203.0.113.2', '203.0.113.99, 203.0.113.1'])).toEqual([200, 429]);
      expect(loggedIps(lines)).toEqual(['203.0.113.1', '203.0.113.1', '203.0.113.1', '203.0.113.2', '203.0.113.1']);
    } finally {
      await t.close();
    }
  });

  it('with a list, believes only proxies at those addresses', async () => {
    const trusted = await limited({ trustProxy: ['loopback'] });
    try {
      expect(await statuses(trusted.t, ['203.0.113.1', '203.0.113.1', '203.0.113.1', '203.0.113.2'])).toEqual([200, 200, 429, 200]);
    } finally {
      await trusted.t.close();
    }
    const elsewhere = await limited({ trustProxy: ['10.0.0.0/8'] });
    try {
      expect(await statuses(elsewhere.t, ['203.0.113.1', '203.0.113.2', '203.0.113.3'])).toEqual([200, 200, 429]);
      expect(new Set(loggedIps(elsewhere.lines))).toEqual(new Set(['127.0.0.1']));
    } finally {
      await elsewhere.t.close();
    }
  });
});
