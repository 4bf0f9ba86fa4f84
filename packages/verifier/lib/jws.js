// Generated from src/audit/jws.ts by packages/verifier/generate.mjs: edit the source and run it again.
import { createPublicKey, verify } from 'node:crypto';
/**
 * Checking the service's signatures (docs/export-format.md, "Signatures") with node:crypto alone: compact JWS with
 * alg EdDSA over Ed25519 keys from a JWKS (RFC 7515, RFC 8037). The verifier package runs this without
 * dependencies; the service signs in signing.ts.
 */
export const SIGNING_ALG = 'EdDSA';
export class SignatureInvalid extends Error {
}
/** The protected header and claims of a compact JWS, unchecked; throws SignatureInvalid on anything else. */
export function decodeJws(token) {
    const parts = token.split('.');
    if (parts.length !== 3)
        throw new SignatureInvalid('not a compact JWS (three base64url parts joined by dots)');
    // base64url leaves some bits of a part's last character unused: a character changed only there decodes to the
    // same bytes. The service writes canonical parts, so any other spelling is a changed token.
    if (!parts.every((part) => /^[A-Za-z0-9_-]*$/.test(part) && Buffer.from(part, 'base64url').toString('base64url') === part)) {
        throw new SignatureInvalid('the token is not in canonical base64url: it was changed');
    }
    const json = (part, what) => {
        let value;
        try {
            value = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
        }
        catch {
            throw new SignatureInvalid(`its ${what} is not JSON`);
        }
        if (value === null || typeof value !== 'object' || Array.isArray(value))
            throw new SignatureInvalid(`its ${what} is not a JSON object`);
        return value;
    };
    return { header: json(parts[0], 'header'), claims: json(parts[1], 'claims') };
}
/** The key id a token names in its header, or null. */
export function kidOf(token) {
    try {
        const { kid } = decodeJws(token).header;
        return typeof kid === 'string' ? kid : null;
    }
    catch {
        return null;
    }
}
/**
 * Checks a token's signature with the key of the set its `kid` names, its `alg` (EdDSA) and its `typ`; returns
 * its claims. Throws SignatureInvalid saying why not.
 */
export function verifyJws(token, jwks, typ) {
    const { header, claims } = decodeJws(token);
    if (header.alg !== SIGNING_ALG)
        throw new SignatureInvalid(`its algorithm is ${JSON.stringify(header.alg)}, not "${SIGNING_ALG}"`);
    if (header.typ !== typ)
        throw new SignatureInvalid(`its type is ${JSON.stringify(header.typ)}, not "${typ}"`);
    if ('crit' in header)
        throw new SignatureInvalid('it names critical header parameters this verifier does not know');
    if (!jwks || !Array.isArray(jwks.keys))
        throw new SignatureInvalid('the key set has no "keys" array');
    const candidates = jwks.keys.filter((key) => key &&
        key.kty === 'OKP' &&
        key.crv === 'Ed25519' &&
        typeof key.x === 'string' &&
        key.kid === header.kid &&
        (key.use === undefined || key.use === 'sig') &&
        (key.alg === undefined || key.alg === SIGNING_ALG));
    if (candidates.length === 0)
        throw new SignatureInvalid(`the key set holds no Ed25519 key with the id ${JSON.stringify(header.kid)} it names`);
    const [protectedHeader, payload, signature] = token.split('.');
    const data = Buffer.from(`${protectedHeader}.${payload}`, 'ascii');
    const signed = candidates.some((jwk) => {
        try {
            return verify(null, data, createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: jwk.x }, format: 'jwk' }), Buffer.from(signature, 'base64url'));
        }
        catch {
            return false;
        }
    });
    if (!signed)
        throw new SignatureInvalid('signature verification failed');
    return claims;
}
