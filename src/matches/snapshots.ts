import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { MatchLife } from '../audit/life.js';
import type { MatchRecord } from '../persistence/match-repository.js';
import type { SnapshotRow } from '../persistence/snapshot-repository.js';

/**
 * Snapshots: a match's replayed state stored every so many events, so a read that misses the
 * process's cache replays only the events after it. A snapshot is a cache derived from the log; the log stays
 * the truth. It is used only if all of these hold, else the match is replayed from its start:
 * - the event stored at its version carries its head hash (the chain at that version is the one it was made on);
 * - it was made under the match's rules version and under this snapshot format: SNAPSHOT_FORMAT and a
 *   fingerprint of the engine's code, so any change to the engine discards every snapshot made before it;
 * - its digest matches and its state parses; its version is not beyond the match's.
 */
/** 2: the match's life (seats, abort votes) instead of a count of seats taken. */
export const SNAPSHOT_FORMAT = 2;

/** What a snapshot keeps of a replayed match (the match row and the turns are read with the match). */
export interface SnapshotPart {
  state: unknown;
  version: number;
  headHash: string;
  /** The match's life (seats taken, abort votes, whether a card was played) up to `version`. */
  life: MatchLife;
}

export function encodeSnapshot(match: Pick<MatchRecord, 'id' | 'rulesVersion'>, part: SnapshotPart): SnapshotRow {
  const state = JSON.stringify({ state: part.state, life: part.life });
  return sealSnapshot(match.id, {
    version: part.version,
    headHash: part.headHash,
    rulesVersion: match.rulesVersion,
    format: snapshotFormat(),
    state,
  });
}

/** The row with its digest: SHA-256 over the match id and every other field. */
export function sealSnapshot(matchId: string, row: Omit<SnapshotRow, 'digest'>): SnapshotRow {
  return { ...row, digest: digestOf(matchId, row) };
}

/** The snapshot's part if it may be used for `match` (see above), else null. */
export function decodeSnapshot(
  match: Pick<MatchRecord, 'id' | 'rulesVersion' | 'version'>,
  row: (SnapshotRow & { eventHash: string | null }) | null,
): SnapshotPart | null {
  if (row === null || row.version < 1 || row.version > match.version) return null;
  if (row.eventHash !== row.headHash || row.rulesVersion !== match.rulesVersion || row.format !== snapshotFormat()) return null;
  if (row.digest !== digestOf(match.id, row)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(row.state);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || !('state' in parsed) || !('life' in parsed) || !isLife(parsed.life)) return null;
  return { state: parsed.state, version: row.version, headHash: row.headHash, life: parsed.life };
}

function isLife(value: unknown): value is MatchLife {
  if (typeof value !== 'object' || value === null) return false;
  const life = value as Record<string, unknown>;
  const votes = life.abortVotes;
  return (
    Array.isArray(life.seated) &&
    life.seated.every((seat) => typeof seat === 'boolean') &&
    typeof life.played === 'boolean' &&
    typeof life.aborted === 'boolean' &&
    (votes === null || (Array.isArray(votes) && votes.every((seat) => Number.isInteger(seat))))
  );
}

function digestOf(matchId: string, row: Omit<SnapshotRow, 'digest'>): string {
  return createHash('sha256')
    .update([matchId, row.version, row.headHash, row.rulesVersion, row.format, row.state].join('\n'), 'utf8')
    .digest('hex');
}

let format: string | undefined;

/** SNAPSHOT_FORMAT and the engine fingerprint: SHA-256 over the engine's code files as this process runs them. */
export function snapshotFormat(): string {
  format ??= `${SNAPSHOT_FORMAT}/${engineFingerprint()}`;
  return format;
}

function engineFingerprint(): string {
  const root = fileURLToPath(new URL('../engine/', import.meta.url));
  const hash = createHash('sha256');
  for (const file of codeFiles(root)) hash.update(`${relative(root, file)}\n`).update(readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

function codeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return codeFiles(path);
      return /\.(js|ts)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
    });
}

/** How often the service stores a snapshot: every `every` events (0: never, and none is read). */
export interface SnapshotOptions {
  every: number;
}
