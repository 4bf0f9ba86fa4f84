import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { verifyExport } from '../../src/audit/verify.js';
import { GAMES } from '../../src/engine/registry.js';

// Recorded matches (scripts/record-golden.mjs): replays of old matches must keep verifying when the engine
// changes. A rule change that alters them needs a new rules version, not an edited golden file.
const DIR = new URL('../golden/', import.meta.url);
const files = readdirSync(DIR).filter((f) => f.endsWith('.json'));

describe('golden exports', () => {
  it.each(files)('%s still verifies', (file) => {
    expect(verifyExport(readFileSync(new URL(file, DIR), 'utf8'))).toMatchObject({ ok: true });
  });

  it('cover every game the service hosts', () => {
    const covered = new Set(files.map((f) => f.split('-')[0]));
    expect(Object.keys(GAMES).filter((id) => !covered.has(id))).toEqual([]);
  });
});
