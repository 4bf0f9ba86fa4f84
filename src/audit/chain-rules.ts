import { canonicalJson } from './canonical.js';

/**
 * The hash chain's formulas (docs/export-format.md, "The hash chain"), pure: the hashing itself is passed in, so the service
 * and `npm run verify` compute them with node:crypto (synchronously) and the web client's audit page with Web
 * Crypto (asynchronously), from this one definition.
 */
export interface Hasher<R> {
  /** SHA-256 of the text's UTF-8 bytes, hex. */
  sha256Hex(text: string): R;
  /** HMAC-SHA-256 keyed with the bytes of `keyHex`, over the text's UTF-8 bytes, hex. */
  hmacSha256Hex(keyHex: string, text: string): R;
  /** Goes on with a computed hash: at once for a synchronous hasher, once it resolves for an asynchronous one. */
  then(hash: R, next: (hex: string) => R): R;
}

/**
 * Which chain a match uses. Version 1 (the first chain; its matches have no salt) hashes events as they are, so a
 * hash could confirm a guess of a hidden card; its hashes are never shown while such a match runs. Version 2
 * mixes a secret salt (32 random bytes, hex) into the seed commitment and into every event's hash; the salt is
 * revealed with the seed when the match ends.
 */
export type ChainKey = { version: 1 } | { version: 2; salt: string };

export const CHAIN_VERSION = 2;

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

/** Only the covered fields, so a stored row's extra columns never change its hash. */
export function chainedPart(event: ChainedEvent): ChainedEvent {
  return { sequence: event.sequence, type: event.type, data: event.data, metadata: event.metadata, at: event.at };
}

export function chainRules<R>(h: Hasher<R>) {
  /** Event n's salt: HMAC-SHA-256(key = salt bytes, "event:" + n), hex. */
  const eventSalt = (salt: string, sequence: number): R => h.hmacSha256Hex(salt, `event:${sequence}`);
  return {
    /** The seed commitment: v1 SHA-256(seed); v2 HMAC-SHA-256(key = salt bytes, "seed:" + seed). Hex. */
    seedCommitment: (key: ChainKey, seed: string): R => (key.version === 1 ? h.sha256Hex(seed) : h.hmacSha256Hex(key.salt, `seed:${seed}`)),
    eventSalt,
    /** hash(0) = SHA-256 of the canonical header, tagged with the chain version so it can never equal an event's hash. */
    genesisHash: (header: ChainHeader, version: ChainKey['version']): R =>
      h.sha256Hex(canonicalJson({ chain: `kartenrunde/${version}`, header })),
    /**
     * v1: hash(n) = SHA-256(hex(hash(n-1)) + "\n" + canonical(event n)).
     * v2: hash(n) = SHA-256(hex(hash(n-1)) + "\n" + eventSalt(n) + "\n" + canonical(event n)).
     */
    eventHash(key: ChainKey, previous: string, event: ChainedEvent): R {
      const body = canonicalJson(chainedPart(event));
      return key.version === 1
        ? h.sha256Hex(`${previous}\n${body}`)
        : h.then(eventSalt(key.salt, event.sequence), (salt) => h.sha256Hex(`${previous}\n${salt}\n${body}`));
    },
    /** What the chat section's signature names: SHA-256 (hex) of the messages' canonical JSON, as one array. */
    chatHash: (messages: readonly unknown[]): R => h.sha256Hex(canonicalJson(messages)),
  };
}
