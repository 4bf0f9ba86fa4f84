import type { AuditCrypto } from '../../src/audit/integrity.js';

const utf8 = (text: string) => new TextEncoder().encode(text);
const hex = (buffer: ArrayBuffer) => Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, '0')).join('');
const bytesOfHex = (text: string) => new Uint8Array((text.match(/../g) ?? []).map((pair) => parseInt(pair, 16)));

/** The audit's hashing with the browser's Web Crypto (the CLI uses node:crypto through the same interface). */
export const webAuditCrypto: AuditCrypto = {
  sha256Hex: async (text) => hex(await crypto.subtle.digest('SHA-256', utf8(text))),
  async hmacSha256Hex(keyHex, text) {
    const key = await crypto.subtle.importKey('raw', bytesOfHex(keyHex), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
    return hex(await crypto.subtle.sign('HMAC', key, utf8(text)));
  },
  then: (hash, next) => hash.then(next),
};
