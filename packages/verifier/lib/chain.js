// Generated from src/audit/chain.ts by packages/verifier/generate.mjs: edit the source and run it again.
import { createHmac, hash } from 'node:crypto';
import { chainRules } from './chain-rules.js';
/**
 * The tamper-evident log (docs/export-format.md, "The hash chain"): the formulas of chain-rules.ts computed with node:crypto.
 * Pure functions shared by the service, which stores a hash with every event, and by the verifier, which needs
 * no database.
 */
export { canonicalJson } from './canonical.js';
export { CHAIN_VERSION, chainedPart } from './chain-rules.js';
/** One-shot hashing: half the CPU of createHash().update().digest() for the short texts hashed on every move. */
export const sha256Hex = (text) => hash('sha256', text, 'hex');
const hmacHex = (keyHex, message) => createHmac('sha256', Buffer.from(keyHex, 'hex')).update(message, 'utf8').digest('hex');
/** node:crypto, synchronously. */
export const nodeHasher = { sha256Hex, hmacSha256Hex: hmacHex, then: (hash, next) => next(hash) };
/** node:crypto behind the asynchronous interface the shared verification takes (audit/integrity.ts). */
export const nodeAuditCrypto = {
    sha256Hex: async (text) => sha256Hex(text),
    hmacSha256Hex: async (key, text) => hmacHex(key, text),
    then: (hash, next) => hash.then(next),
};
const rules = chainRules(nodeHasher);
export const seedCommitment = rules.seedCommitment;
export const eventSalt = rules.eventSalt;
export const genesisHash = rules.genesisHash;
export const eventHash = rules.eventHash;
/** What the chat section's signature names: SHA-256 (hex) of the messages' canonical JSON, as one array. */
export const chatHash = rules.chatHash;
/** The head after `events`, starting from `head`. */
export function chainOver(key, head, events) {
    return events.reduce((previous, event) => eventHash(key, previous, event), head);
}
