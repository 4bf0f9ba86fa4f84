import { canonicalJson } from './chain.js';
import type { SeatHolder } from './players.js';

/**
 * The export document (README, "Verifying a match"). It is JSON, written line by line so that a damaged byte
 * can be traced to its event even when the damage breaks the JSON:
 *   line 1:        `{` + the head's members in canonical JSON + `,"events":[`
 *   one line each: an event's canonical JSON, followed by `,` except after the last
 *   last line:     `]}`
 * Format 2 covers every fact of its head: by the chain's genesis, by the seed commitment, by the signature, or
 * because the verifier recomputes it from the events. Format 1 (before 2026-11-23) is still read.
 */
export const EXPORT_FORMAT = 'kartenrunde-export/2';
export const EXPORT_FORMAT_V1 = 'kartenrunde-export/1';

export interface ExportedMatch {
  id: string;
  game: string;
  /** The game's title (recomputed from `game`). */
  title: string;
  rulesVersion: number;
  options: Record<string, unknown>;
  seats: number;
  /** Who took which seat and when (recomputed from the PlayerJoined events). */
  players: SeatHolder[];
  dealingMode: string;
  /** The creator's preset deals; null in an export of a running match (they hold hidden cards). */
  presets: unknown[] | null;
  seedCommitment: string;
  /** Revealed once the match has ended; null before. */
  seed: string | null;
  /** The chain's salt (audit/chain.ts), revealed with the seed; null before, and for chain version 1. */
  salt: string | null;
  chainVersion: number;
  timeControl: unknown;
  createdAt: string;
}

export interface ExportedEvent {
  sequence: number;
  type: string;
  data: unknown;
  metadata: unknown;
  at: string;
  /** Null only in the export of a running match with an unsalted (version 1) chain. */
  hash: string | null;
}

export interface ExportHead {
  format: typeof EXPORT_FORMAT;
  /** false for a running match's export (creator only): events redacted, no seed, not verifiable yet. */
  complete: boolean;
  match: ExportedMatch;
  /** The number of events. */
  version: number;
  headHash: string | null;
  result: { outcome: unknown; standings: unknown } | null;
  /** The service's signature over the head (audit/signing.ts, typ kartenrunde-head+jwt). */
  signature: string;
}

export interface ExportDocument extends ExportHead {
  events: ExportedEvent[];
}

/** A format 1 export, as written before 2026-11-23. */
export interface ExportDocumentV1 {
  format: typeof EXPORT_FORMAT_V1;
  complete: boolean;
  match: Omit<ExportedMatch, 'players' | 'salt' | 'chainVersion' | 'timeControl'> & { players: { seat: number; name: string | null }[] };
  headHash: string;
  result: { outcome: unknown; standings: unknown } | null;
  events: (ExportedEvent & { hash: string })[];
}

const EVENTS_OPEN = ',"events":[';

export function renderExport(head: ExportHead, events: readonly ExportedEvent[]): string {
  const first = canonicalJson(head).slice(0, -1) + EVENTS_OPEN;
  const lines = events.map((event, i) => canonicalJson(event) + (i < events.length - 1 ? ',' : ''));
  return [first, ...lines, ']}'].join('\n') + '\n';
}

/** Where an export stopped making sense: the event (by position, 1-based) or the head. */
export class ExportDamaged extends Error {
  constructor(
    readonly where: { event: number } | 'head',
    message: string,
  ) {
    super(message);
  }
}

/**
 * Reads an export line by line. The head and every event line must be exactly their canonical JSON, so no byte
 * can change without this, the hash chain or a recomputation noticing.
 */
export function parseExport(text: string): ExportDocument | ExportDocumentV1 {
  const lines = text.replace(/\n$/, '').split('\n');
  const first = lines[0] ?? '';
  if (!first.endsWith(EVENTS_OPEN)) throw new ExportDamaged('head', 'The first line must end with ,"events":[ (see the export format).');
  const headJson = first.slice(0, -EVENTS_OPEN.length) + '}';
  let head: ExportHead | Omit<ExportDocumentV1, 'events'>;
  try {
    head = JSON.parse(headJson) as ExportHead;
  } catch {
    throw new ExportDamaged('head', 'The first line is not valid JSON.');
  }
  if (head === null || typeof head !== 'object' || Array.isArray(head)) throw new ExportDamaged('head', 'The head must be a JSON object.');
  const format = (head as { format?: unknown }).format;
  if (format !== EXPORT_FORMAT && format !== EXPORT_FORMAT_V1) {
    throw new ExportDamaged('head', `The format must be "${EXPORT_FORMAT}" (or "${EXPORT_FORMAT_V1}").`);
  }
  if (format === EXPORT_FORMAT && canonicalJson(head) !== headJson) throw new ExportDamaged('head', 'The first line is not in canonical JSON form.');
  if (lines.at(-1) !== ']}') throw new ExportDamaged('head', 'The last line must be ]}.');
  const body = lines.slice(1, -1);
  const events = body.map((line, i) => {
    const position = i + 1;
    const last = i === body.length - 1;
    if (last === line.endsWith(',')) {
      throw new ExportDamaged({ event: position }, last ? 'The last event line must not end with a comma.' : 'An event line must end with a comma.');
    }
    const json = last ? line : line.slice(0, -1);
    let event: ExportedEvent;
    try {
      event = JSON.parse(json) as ExportedEvent;
    } catch {
      throw new ExportDamaged({ event: position }, 'The line is not valid JSON.');
    }
    if (canonicalJson(event) !== json) throw new ExportDamaged({ event: position }, 'The line is not in canonical JSON form.');
    return event;
  });
  return { ...head, events } as ExportDocument | ExportDocumentV1;
}
