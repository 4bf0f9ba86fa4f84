import { createHash, createHmac } from 'node:crypto';

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

const hmacHex = (saltHex: string, message: string): string => createHmac('sha256', Buffer.from(saltHex, 'hex')).update(message, 'utf8').digest('hex');

/**
 * Which chain a match uses. Version 1 (matches created before 2026-11-23) hashed events as they are, so a
 * hash could confirm a guess of a hidden card; its hashes are never shown while such a match runs. Version 2
 * mixes a secret salt (32 random bytes, hex) into the seed commitment and into every event's hash; the salt is
 * revealed with the seed when the match ends.
 */
export type ChainKey = { version: 1 } | { version: 2; salt: string };

export const CHAIN_VERSION = 2;

/** The seed commitment: v1 SHA-256(seed); v2 HMAC-SHA-256(key = salt bytes, "seed:" + seed). Hex. */
export function seedCommitment(key: ChainKey, seed: string): string {
  return key.version === 1 ? sha256Hex(seed) : hmacHex(key.salt, `seed:${seed}`);
}

/** Event n's salt: HMAC-SHA-256(key = salt bytes, "event:" + n), hex. */
export const eventSalt = (salt: string, sequence: number): string => hmacHex(salt, `event:${sequence}`);

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
  /** v2: when the match was created (ISO 8601 UTC with milliseconds) and its time control (or null). */
  createdAt?: string;
  timeControl?: unknown;
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

/** hash(0) = SHA-256 of the canonical header, tagged with the chain version so it can never equal an event's hash. */
export function genesisHash(header: ChainHeader, version: ChainKey['version']): string {
  return sha256Hex(canonicalJson({ chain: `kartenrunde/${version}`, header }));
}

/**
 * v1: hash(n) = SHA-256(hex(hash(n-1)) + "\n" + canonical(event n)).
 * v2: hash(n) = SHA-256(hex(hash(n-1)) + "\n" + eventSalt(n) + "\n" + canonical(event n)).
 */
export function eventHash(key: ChainKey, previous: string, event: ChainedEvent): string {
  const body = canonicalJson(chainedPart(event));
  return key.version === 1 ? sha256Hex(`${previous}\n${body}`) : sha256Hex(`${previous}\n${eventSalt(key.salt, event.sequence)}\n${body}`);
}

/** Only the covered fields, so a stored row's extra columns never change its hash. */
export function chainedPart(event: ChainedEvent): ChainedEvent {
  return { sequence: event.sequence, type: event.type, data: event.data, metadata: event.metadata, at: event.at };
}

/** The head after `events`, starting from `head`. */
export function chainOver(key: ChainKey, head: string, events: readonly ChainedEvent[]): string {
  return events.reduce((previous, event) => eventHash(key, previous, event), head);
}
