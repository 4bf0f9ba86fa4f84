import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { nodeAuditCrypto } from '../../src/audit/chain.js';
import { checkIntegrity } from '../../src/audit/integrity.js';
import { verifyExport } from '../../src/audit/verify.js';
import { webAuditCrypto } from '../../web/src/webcrypto.js';

// The audit page's check (Web Crypto, as in the browser; Node has the same API) and npm run verify's (node:crypto)
// run the same code and must agree on every recorded export, intact or with one byte changed.
const DIR = new URL('../golden/', import.meta.url);
const V1 = new URL('../golden/v1/', import.meta.url);
const files = [...readdirSync(DIR).filter((f) => f.endsWith('.json')).map((f) => new URL(f, DIR)), ...readdirSync(V1).filter((f) => f.endsWith('.json')).map((f) => new URL(f, V1))];

describe('the audit page\'s integrity check', () => {
  it.each(files.map((url) => [url.pathname.split('/test/')[1], url]))('agrees with node:crypto and npm run verify on %s', async (_name, url) => {
    const text = readFileSync(url, 'utf8');
    const web = await checkIntegrity(text, webAuditCrypto);
    expect(web).toMatchObject({ ok: true });
    expect(web).toEqual(await checkIntegrity(text, nodeAuditCrypto));
    const full = await verifyExport(text);
    expect(full).toMatchObject({ ok: true, headHash: (web as { headHash: string }).headHash });

    // A changed byte in the middle of an event line: both name that event, as npm run verify does.
    const lines = text.split('\n');
    const line = Math.max(1, Math.floor((lines.length - 2) / 2));
    const at = lines[line].indexOf('"at":"') + 8;
    lines[line] = lines[line].slice(0, at) + String((Number(lines[line][at]) + 1) % 10) + lines[line].slice(at + 1);
    const damaged = lines.join('\n');
    const broken = await checkIntegrity(damaged, webAuditCrypto);
    expect(broken).toMatchObject({ ok: false, event: { sequence: line } });
    expect(broken).toEqual(await checkIntegrity(damaged, nodeAuditCrypto));
    expect(await verifyExport(damaged)).toEqual(broken);
  });
});
