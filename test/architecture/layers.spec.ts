import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

// The folders of src/ form layers: a file imports only from its own folder, from a lower layer, or (root files) from
// anything. Bottom first; folders on one line are one layer and may not import each other. docs/architecture.md
// lists the same order.
const LAYERS: { parts: string[]; why: string }[] = [
  { parts: ['clock.ts'], why: 'the injectable time source: a leaf every layer may read' },
  { parts: ['engine'], why: 'pure game rules: no framework, database, clock or randomness (test/engine/purity.spec.ts)' },
  { parts: ['bots'], why: 'pure players of those rules (test/bots/purity.spec.ts)' },
  { parts: ['audit'], why: "the hash chain, the export format and its verifier, a match's life: rules and bots only" },
  { parts: ['analysis'], why: 'post-game analysis of a finished match with the bots' },
  { parts: ['generated'], why: 'the Prisma client generated from the schema (not scanned: it imports nothing of ours)' },
  { parts: ['persistence'], why: 'the databases, the event store and the repositories over the generated client' },
  { parts: ['http'], why: 'HTTP plumbing: problems, validation, pagination, request ids, the OpenAPI document' },
  { parts: ['bus'], why: 'the LISTEN/NOTIFY bus: announcements of appends, and which notifications an append creates' },
  { parts: ['access'], why: "who is calling: a request's token resolved once, before its handler, and what it may see" },
  {
    parts: ['ops', 'keys'],
    why: 'health, rate limits and background passes; the signing keys: services over persistence, http and the bus',
  },
  { parts: ['matches'], why: 'the match store and the match endpoints: decide, append, announce on the bus' },
  { parts: ['chat'], why: "each match's chat, beside its event stream" },
  { parts: ['notifications'], why: "event streams and the notifications of a match's events and chat" },
  {
    parts: ['players', 'mail', 'webhooks', 'scheduler', 'games'],
    why: 'features over matches and notifications, independent of each other',
  },
  { parts: ['records'], why: "results, ratings and records of players' finished matches" },
  { parts: ['lobby', 'exports'], why: "the lobby (which shows seat holders' ratings) and a match's export (with its chat)" },
  { parts: ['app.ts', 'config.ts', 'main.ts'], why: 'the composition root: wires everything, may import each other' },
];

// Imports that run upward, by folder, each with its reason: none today. The test fails when a listed one no longer
// occurs, so the list only shrinks.
const EXCEPTIONS: { from: string; to: string; why: string }[] = [];

const SRC = resolve(new URL('../../src/', import.meta.url).pathname);
const SKIPPED = new Set(['generated']);

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    if (e.isDirectory()) return dir === SRC && SKIPPED.has(e.name) ? [] : files(join(dir, e.name));
    return e.name.endsWith('.ts') ? [join(dir, e.name)] : [];
  });
}

/** The top folder of a path under src/, or the root file's name. */
const partOf = (path: string): string => relative(SRC, path).split(sep)[0].replace(/\.js$/, '.ts');

const layerOf = new Map(LAYERS.flatMap(({ parts }, index) => parts.map((part) => [part, index] as const)));

/** Every relative import of a file: import and export ... from (types too), side-effect imports, literal import(...). */
function relativeImports(file: string): string[] {
  return ts
    .preProcessFile(readFileSync(file, 'utf8'), true, true)
    .importedFiles.map((f) => f.fileName)
    .filter((name) => name.startsWith('.'));
}

interface Crossing {
  file: string;
  specifier: string;
  from: string;
  to: string;
}

/** Every import from one part of src/ to another that the layers forbid (upward, or sideways within a layer). */
function crossings(sources: string[]): Crossing[] {
  const found: Crossing[] = [];
  for (const file of sources) {
    const from = partOf(file);
    for (const specifier of relativeImports(file)) {
      const to = partOf(resolve(dirname(file), specifier));
      if (to === from) continue;
      const [a, b] = [layerOf.get(from), layerOf.get(to)];
      if (a === undefined || b === undefined)
        throw new Error(`${relative(SRC, file)} imports ${specifier}: ${a === undefined ? from : to} is in no layer`);
      const rootFiles = a === LAYERS.length - 1 && b === a;
      if (b > a || (b === a && !rootFiles)) found.push({ file: relative(SRC, file), specifier, from, to });
    }
  }
  return found;
}

const listed = (c: { from: string; to: string }) => EXCEPTIONS.some((e) => e.from === c.from && e.to === c.to);

describe('the layers of src/', () => {
  const sources = files(SRC);
  const found = crossings(sources);

  it('has sources to check', () => {
    expect(sources.length).toBeGreaterThan(100);
  });

  it('puts every folder and root file of src/ in one layer', () => {
    const parts = readdirSync(SRC, { withFileTypes: true })
      .filter((e) => !SKIPPED.has(e.name) && (e.isDirectory() || e.name.endsWith('.ts')))
      .map((e) => e.name);
    expect(parts.filter((part) => !layerOf.has(part))).toEqual([]);
    expect(LAYERS.flatMap(({ parts }) => parts).length).toBe(layerOf.size);
  });

  it('has imports only downward (or within a folder), apart from the listed exceptions', () => {
    const offending = found.filter((c) => !listed(c)).map((c) => `${c.file} imports ${c.specifier} (${c.from} -> ${c.to})`);
    expect(offending).toEqual([]);
  });

  it('lists only exceptions that still occur', () => {
    const stale = EXCEPTIONS.filter((e) => !found.some((c) => c.from === e.from && c.to === e.to)).map((e) => `${e.from} -> ${e.to}`);
    expect(stale).toEqual([]);
  });

  it('lists only upward or sideways exceptions, each with a reason', () => {
    for (const e of EXCEPTIONS) {
      expect({
        e,
        known: layerOf.has(e.from) && layerOf.has(e.to),
        upward: layerOf.get(e.to)! >= layerOf.get(e.from)!,
        why: e.why.length > 10,
      }).toEqual({
        e,
        known: true,
        upward: true,
        why: true,
      });
    }
  });
});
