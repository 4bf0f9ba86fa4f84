import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { auditExport } from '../../src/audit/verify.js';
import { chooser } from '../support/chooser.js';

// An auditor's attack on a finished match's export: change any one byte (head or event, JSON-preserving or
// not) and the audit must fail and say where. One export per game: every byte of the shorter ones, every byte
// of the head and several thousand random positions of the longer ones.
const DIR = new URL('../golden/', import.meta.url);
const EXPORTS: { file: string; sample: number | 'all' }[] = [
  { file: 'schwimmen-two-players', sample: 'all' },
  { file: 'bauernschnapsen-options', sample: 'all' },
  { file: 'dreierschnapsen-seeded', sample: 'all' },
  { file: 'schnapsen-seeded', sample: 4000 },
  { file: 'schafkopf-short', sample: 4000 },
];

describe('single-byte tampering with a signed export', () => {
  it.each(EXPORTS)('$file: every changed byte is refused, naming where', async ({ file, sample }) => {
    const text = readFileSync(new URL(`${file}.json`, DIR), 'utf8');
    const jwks = JSON.parse(readFileSync(new URL(`${file}.jwks`, DIR), 'utf8'));
    expect((await auditExport(text, { jwks })).ok).toBe(true);
    const bytes = Buffer.from(text, 'utf8');
    const headLength = bytes.indexOf(0x0a) + 1;
    const random = chooser(bytes.length);
    const positions =
      sample === 'all'
        ? [...bytes.keys()]
        : [...new Set([...Array.from({ length: headLength }, (_, i) => i), ...Array.from({ length: sample }, () => random(bytes.length))])];
    let checked = 0;
    for (const position of positions) {
      const damaged = Buffer.from(bytes);
      damaged[position] ^= 1 + random(255);
      const report = await auditExport(damaged.toString('utf8'), { jwks });
      const failed = report.checks.find((c) => c.ok === false);
      if (report.ok || !failed || !/event \d+|the head's "|signature/.test(`${failed.check} ${failed.detail}`)) {
        throw new Error(`byte ${position} (${JSON.stringify(text.slice(Math.max(0, position - 20), position + 20))}) changed: ${JSON.stringify(report.checks)}`);
      }
      checked++;
    }
    expect(checked).toBe(positions.length);
    expect(checked).toBeGreaterThanOrEqual(Math.min(bytes.length, headLength + 3000));
  }, 600_000);
});
