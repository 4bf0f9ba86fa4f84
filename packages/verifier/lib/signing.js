// Generated from src/audit/signing.ts by packages/verifier/generate.mjs: edit the source and run it again.
import { KeyObject, sign } from 'node:crypto';
import { SIGNING_ALG, SignatureInvalid, verifyJws } from './jws.js';
/**
 * What the service signs (docs/export-format.md, "Signatures"): compact JWS (JWTs) with EdDSA (Ed25519) keys published
 * as a JWKS at /.well-known/jwks.json, told apart by their `typ` header. Any JOSE implementation can check them.
 */
export const HEAD_TYPE = 'kartenrunde-head+jwt';
export const RECEIPT_TYPE = 'kartenrunde-receipt+jwt';
export const CHAT_TYPE = 'kartenrunde-chat+jwt';
export { SIGNING_ALG, SignatureInvalid };
const keyObjects = new WeakMap();
/**
 * A compact JWS of the claims with `iat`, exactly as a JOSE library writes it (header `alg`, `kid`, `typ` in
 * that order), signed at once with node:crypto: Ed25519 is deterministic, and this is on every move's path.
 */
export function signClaims(signer, typ, claims, at) {
    const header = base64url({ alg: SIGNING_ALG, kid: signer.kid, typ });
    const payload = base64url(Object.assign({}, claims, { iat: Math.floor(at.getTime() / 1000) }));
    const key = signer.key instanceof KeyObject ? signer.key : keyObjectOf(signer.key);
    const signature = sign(null, Buffer.from(`${header}.${payload}`), key).toString('base64url');
    return `${header}.${payload}.${signature}`;
}
function keyObjectOf(key) {
    let object = keyObjects.get(key);
    if (!object)
        keyObjects.set(key, (object = KeyObject.from(key)));
    return object;
}
function base64url(value) {
    return Buffer.from(JSON.stringify(value)).toString('base64url');
}
/** Checks a token's signature against the key set and its type (jws.ts); returns its claims. */
export async function verifySigned(token, jwks, typ) {
    return verifyJws(token, jwks, typ);
}
