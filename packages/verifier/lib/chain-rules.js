// Generated from src/audit/chain-rules.ts by packages/verifier/generate.mjs: edit the source and run it again.
import { canonicalJson } from './canonical.js';
export const CHAIN_VERSION = 2;
/** Only the covered fields, so a stored row's extra columns never change its hash. */
export function chainedPart(event) {
    return { sequence: event.sequence, type: event.type, data: event.data, metadata: event.metadata, at: event.at };
}
export function chainRules(h) {
    /** Event n's salt: HMAC-SHA-256(key = salt bytes, "event:" + n), hex. */
    const eventSalt = (salt, sequence) => h.hmacSha256Hex(salt, `event:${sequence}`);
    return {
        /** The seed commitment: v1 SHA-256(seed); v2 HMAC-SHA-256(key = salt bytes, "seed:" + seed). Hex. */
        seedCommitment: (key, seed) => (key.version === 1 ? h.sha256Hex(seed) : h.hmacSha256Hex(key.salt, `seed:${seed}`)),
        eventSalt,
        /** hash(0) = SHA-256 of the canonical header, tagged with the chain version so it can never equal an event's hash. */
        genesisHash: (header, version) => h.sha256Hex(canonicalJson({ chain: `kartenrunde/${version}`, header })),
        /**
         * v1: hash(n) = SHA-256(hex(hash(n-1)) + "\n" + canonical(event n)).
         * v2: hash(n) = SHA-256(hex(hash(n-1)) + "\n" + eventSalt(n) + "\n" + canonical(event n)).
         */
        eventHash(key, previous, event) {
            const body = canonicalJson(chainedPart(event));
            return key.version === 1
                ? h.sha256Hex(`${previous}\n${body}`)
                : h.then(eventSalt(key.salt, event.sequence), (salt) => h.sha256Hex(`${previous}\n${salt}\n${body}`));
        },
        /** What the chat section's signature names: SHA-256 (hex) of the messages' canonical JSON, as one array. */
        chatHash: (messages) => h.sha256Hex(canonicalJson(messages)),
    };
}
