import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { auditExport, verifyExport } from '../../src/audit/verify.js';
import { GAMES } from '../../src/engine/registry.js';

// Recorded matches (scripts/record-golden.mjs): replays of old matches must keep verifying when the engine
// changes. A rule change that alters them needs a new rules version, not an edited golden file. test/golden/v1
// holds exports of format 1 (before salted chains and signatures), which must keep verifying too.
const DIR = new URL('../golden/', import.meta.url);
const V1 = new URL('../golden/v1/', import.meta.url);
const files = readdirSync(DIR).filter((f) => f.endsWith('.json'));
const v1Files = readdirSync(V1).filter((f) => f.endsWith('.json'));

describe('golden exports', () => {
  it.each(files)('%s still verifies, and its signature with its key set', async (file) => {
    const text = readFileSync(new URL(file, DIR), 'utf8');
    const jwks = JSON.parse(readFileSync(new URL(file.replace(/\.json$/, '.jwks'), DIR), 'utf8'));
    const report = await auditExport(text, { jwks });
    expect(report.checks).toEqual([
      expect.objectContaining({ check: 'export', ok: true }),
      expect.objectContaining({ check: 'bot moves', ok: true }),
      expect.objectContaining({ check: 'signature', ok: true }),
    ]);
  });

  // A bot that chooses differently for the same input needs a new version (bots/registry.ts): these matches, played
  // by bots, fail to verify when a bot changes under its old version number.
  it.each(files.filter((f) => f.endsWith('-bots.json')))('%s: every bot move is re-computed as recorded', async (file) => {
    const verdict = await verifyExport(readFileSync(new URL(file, DIR), 'utf8'));
    expect(verdict).toMatchObject({ ok: true, botMoves: { unchecked: [] } });
    expect(verdict.ok && verdict.botMoves.checked).toBeGreaterThan(20);
  });

  it.each(v1Files)('format 1: %s still verifies', async (file) => {
    await expect(verifyExport(readFileSync(new URL(file, V1), 'utf8'))).resolves.toMatchObject({ ok: true, chainVersion: 1 });
  });

  it('cover every game the service hosts, in its current rules version', () => {
    const covered = new Set(
      files.map((f) => {
        const { match } = JSON.parse(readFileSync(new URL(f, DIR), 'utf8')) as { match: { game: string; rulesVersion: number } };
        return `${match.game}@${match.rulesVersion}`;
      }),
    );
    expect(
      Object.values(GAMES)
        .map((game) => `${game.id}@${game.rulesVersion}`)
        .filter((current) => !covered.has(current)),
    ).toEqual([]);
  });
});
