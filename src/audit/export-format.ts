import { canonicalJson } from './chain.js';

/**
 * The export document (README, "Verifying a match"). It is JSON, written line by line so that a damaged byte
 * can be traced to its event even when the damage breaks the JSON:
 *   line 1:        `{` + the head's members + `,"events":[`
 *   one line each: an event's canonical JSON, followed by `,` except after the last
 *   last line:     `]}`
 */
export const EXPORT_FORMAT = 'kartenrunde-export/1';

export interface ExportedMatch {
  id: string;
  game: string;
  title: string;
  rulesVersion: number;
  options: Record<string, unknown>;
  seats: number;
  players: { seat: number; name: string | null }[];
  dealingMode: string;
  /** The creator's preset deals; null in an export of a running match (they hold hidden cards). */
  presets: unknown[] | null;
  seedCommitment: string;
  /** Revealed once the match has ended; null before. */
  seed: string | null;
  createdAt: string;
}

export interface ExportedEvent {
  sequence: number;
  type: string;
  data: unknown;
  metadata: unknown;
  at: string;
  hash: string;
}

export interface ExportHead {
  format: typeof EXPORT_FORMAT;
  /** false for a running match's export (creator only): events redacted, no seed, not verifiable yet. */
  complete: boolean;
  match: ExportedMatch;
  headHash: string;
  result: { outcome: unknown; standings: unknown } | null;
}

export interface ExportDocument extends ExportHead {
  events: ExportedEvent[];
}

export function renderExport(head: ExportHead, events: readonly ExportedEvent[]): string {
  const first = canonicalJson(head).slice(0, -1) + ',"events":[';
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
 * Reads an export line by line. Every event line must be exactly its canonical JSON, so no byte of an event can
 * change without this or the hash chain noticing.
 */
export function parseExport(text: string): ExportDocument {
  const lines = text.replace(/\n$/, '').split('\n');
  const first = lines[0] ?? '';
  if (!first.endsWith(',"events":[')) throw new ExportDamaged('head', 'The first line must end with ,"events":[ (see the export format).');
  let head: ExportHead;
  try {
    head = JSON.parse(first.slice(0, -',"events":['.length) + '}') as ExportHead;
  } catch {
    throw new ExportDamaged('head', 'The first line is not valid JSON.');
  }
  if (head.format !== EXPORT_FORMAT) throw new ExportDamaged('head', `The format must be "${EXPORT_FORMAT}".`);
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
  return { ...head, events };
}
