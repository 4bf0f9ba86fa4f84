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
const files = [
  ...readdirSync(DIR)
    .filter((f) => f.endsWith('.json'))
    .map((f) => new URL(f, DIR)),
  ...readdirSync(V1)
    .filter((f) => f.endsWith('.json'))
    .map((f) => new URL(f, V1)),
];

describe("the audit page's integrity check", () => {
  it.each(files.map((url) => [url.pathname.split('/test/')[1], url]))(
    'agrees with node:crypto and npm run verify on %s',
    async (_name, url) => {
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
    },
  );

  it('refuses, with either hashing, the bytes of an export that deviate from its form, naming the line', async () => {
    const bytes = readFileSync(new URL('schwimmen-two-players.json', DIR));
    const lines = bytes.toString('utf8').split('\n').length - 1;
    const cases: [string, Buffer, RegExp][] = [
      ['no final line feed', bytes.subarray(0, -1), new RegExp(`^The last line \\(${lines}\\) does not end with a line feed`)],
      ['a byte order mark', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), bytes]), /byte order mark/],
      ['CR LF', Buffer.from(bytes.toString('utf8').replaceAll('\n', '\r\n')), /carriage return/],
      ['a byte that is not UTF-8', Buffer.concat([bytes.subarray(0, 2), Buffer.from([0xff]), bytes.subarray(3)]), /not valid UTF-8/],
    ];
    for (const [what, damaged, reason] of cases) {
      const web = await checkIntegrity(damaged, webAuditCrypto);
      expect({ what, web }).toMatchObject({ what, web: { ok: false, line: expect.any(Number), reason: expect.stringMatching(reason) } });
      expect(await checkIntegrity(damaged, nodeAuditCrypto)).toEqual(web);
    }
  });
});
