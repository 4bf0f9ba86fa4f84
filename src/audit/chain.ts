import { createHmac, hash } from 'node:crypto';
import { chainRules, type ChainedEvent, type ChainHeader, type ChainKey, type Hasher } from './chain-rules.js';

/**
 * The tamper-evident log (docs/export-format.md, "The hash chain"): the formulas of chain-rules.ts computed with node:crypto.
 * Pure functions shared by the service, which stores a hash with every event, and by the verifier, which needs
 * no database.
 */
export { canonicalJson } from './canonical.js';
export { CHAIN_VERSION, chainedPart, type ChainedEvent, type ChainHeader, type ChainKey } from './chain-rules.js';

/** One-shot hashing: half the CPU of createHash().update().digest() for the short texts hashed on every move. */
export const sha256Hex = (text: string): string => hash('sha256', text, 'hex');

const hmacHex = (keyHex: string, message: string): string =>
  createHmac('sha256', Buffer.from(keyHex, 'hex')).update(message, 'utf8').digest('hex');

/** node:crypto, synchronously. */
export const nodeHasher: Hasher<string> = { sha256Hex, hmacSha256Hex: hmacHex, then: (hash, next) => next(hash) };

/** node:crypto behind the asynchronous interface the shared verification takes (audit/integrity.ts). */
export const nodeAuditCrypto: Hasher<Promise<string>> = {
  sha256Hex: async (text) => sha256Hex(text),
  hmacSha256Hex: async (key, text) => hmacHex(key, text),
  then: (hash, next) => hash.then(next),
};

const rules = chainRules(nodeHasher);

export const seedCommitment: (key: ChainKey, seed: string) => string = rules.seedCommitment;
export const eventSalt: (salt: string, sequence: number) => string = rules.eventSalt;
export const genesisHash: (header: ChainHeader, version: ChainKey['version']) => string = rules.genesisHash;
export const eventHash: (key: ChainKey, previous: string, event: ChainedEvent) => string = rules.eventHash;
/** What the chat section's signature names: SHA-256 (hex) of the messages' canonical JSON, as one array. */
export const chatHash: (messages: readonly unknown[]) => string = rules.chatHash;

/** The head after `events`, starting from `head`. */
export function chainOver(key: ChainKey, head: string, events: readonly ChainedEvent[]): string {
  return events.reduce((previous, event) => eventHash(key, previous, event), head);
}
