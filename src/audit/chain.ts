import { createHash } from 'node:crypto';

/**
 * The tamper-evident log (README, "Verifying a match"). Pure functions shared by the service, which stores a
 * hash with every event, and by the verifier, which needs no database.
 *
 * Canonical JSON: UTF-8; objects with their members sorted by key (UTF-16 code unit order, as JavaScript's
 * default sort), members whose value is undefined left out; arrays in order; strings and numbers exactly as
 * JSON.stringify writes them; no whitespace anywhere.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map((item) => (item === undefined ? 'null' : canonicalJson(item))).join(',')}]`;
  const members = Object.keys(value)
    .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
    .sort()
    .map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`);
  return `{${members.join(',')}}`;
}

export const sha256Hex = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

/** What a match fixes at creation; the chain starts from its hash, so none of it can change unnoticed. */
export interface ChainHeader {
  matchId: string;
  game: string;
  rulesVersion: number;
  options: unknown;
  seats: number;
  dealingMode: string;
  seedCommitment: string;
  presets: unknown[];
}

/** The part of a stored event that its hash covers. */
export interface ChainedEvent {
  sequence: number;
  type: string;
  data: unknown;
  metadata: unknown;
  /** When the event was appended: ISO 8601 with milliseconds, UTC. */
  at: string;
}

/** hash(0) = SHA-256 of the canonical header, tagged so it can never equal an event's hash. */
export function genesisHash(header: ChainHeader): string {
  return sha256Hex(canonicalJson({ chain: 'kartenrunde/1', header }));
}

/** hash(n) = SHA-256 of hash(n-1) as hex, a newline, and the canonical JSON of event n. */
export function eventHash(previous: string, event: ChainedEvent): string {
  return sha256Hex(`${previous}\n${canonicalJson(chainedPart(event))}`);
}

/** Only the covered fields, so a stored row's extra columns never change its hash. */
export function chainedPart(event: ChainedEvent): ChainedEvent {
  return { sequence: event.sequence, type: event.type, data: event.data, metadata: event.metadata, at: event.at };
}
