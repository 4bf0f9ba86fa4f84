import { KeyObject, sign, type webcrypto } from 'node:crypto';
import { SIGNING_ALG, SignatureInvalid, verifyJws, type KeySet } from './jws.js';

type CryptoKey = webcrypto.CryptoKey;

/**
 * What the service signs (docs/export-format.md, "Signatures"): compact JWS (JWTs) with EdDSA (Ed25519) keys published
 * as a JWKS at /.well-known/jwks.json, told apart by their `typ` header. Any JOSE implementation can check them.
 */
export const HEAD_TYPE = 'kartenrunde-head+jwt';
export const RECEIPT_TYPE = 'kartenrunde-receipt+jwt';
export const CHAT_TYPE = 'kartenrunde-chat+jwt';
export { SIGNING_ALG, SignatureInvalid };

/** An export's head: the match at `version` with that head hash, and whether it had ended. */
export interface HeadClaims {
  matchId: string;
  version: number;
  /** Null only for a running match with an unsalted (version 1) chain, whose hashes are never shown. */
  headHash: string | null;
  seedCommitment: string;
  ended: boolean;
}

/** A move receipt: the service accepted the events up to `version`, ending in `headHash`, at `at`. */
export interface ReceiptClaims {
  matchId: string;
  version: number;
  headHash: string;
  at: string;
}

/**
 * An export's chat section: the service vouches that these `messages` (their canonical JSON, SHA-256 in
 * `chatHash`) were the match's chat when it exported it. The chat is not part of the hash chain.
 */
export interface ChatClaims {
  matchId: string;
  messages: number;
  chatHash: string;
}

type Signed = { [HEAD_TYPE]: HeadClaims; [RECEIPT_TYPE]: ReceiptClaims; [CHAT_TYPE]: ChatClaims };
export type SignedType = keyof Signed;

/** A private key ready to sign: its key id (the JWK thumbprint) and the key (a CryptoKey or KeyObject). */
export interface SigningKey {
  kid: string;
  key: CryptoKey | KeyObject;
}

const keyObjects = new WeakMap<CryptoKey, KeyObject>();

/**
 * A compact JWS of the claims with `iat`, exactly as a JOSE library writes it (header `alg`, `kid`, `typ` in
 * that order), signed at once with node:crypto: Ed25519 is deterministic, and this is on every move's path.
 */
export function signClaims<T extends SignedType>(signer: SigningKey, typ: T, claims: Signed[T], at: Date): string {
  const header = base64url({ alg: SIGNING_ALG, kid: signer.kid, typ });
  const payload = base64url(Object.assign({}, claims, { iat: Math.floor(at.getTime() / 1000) }));
  const key = signer.key instanceof KeyObject ? signer.key : keyObjectOf(signer.key);
  const signature = sign(null, Buffer.from(`${header}.${payload}`), key).toString('base64url');
  return `${header}.${payload}.${signature}`;
}

function keyObjectOf(key: CryptoKey): KeyObject {
  let object = keyObjects.get(key);
  if (!object) keyObjects.set(key, (object = KeyObject.from(key)));
  return object;
}

function base64url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/** Checks a token's signature against the key set and its type (jws.ts); returns its claims. */
export async function verifySigned<T extends HeadClaims | ReceiptClaims | ChatClaims>(
  token: string,
  jwks: KeySet,
  typ: SignedType,
): Promise<T & { iat?: number }> {
  return verifyJws(token, jwks, typ) as unknown as T & { iat?: number };
}
