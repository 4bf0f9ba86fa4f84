import { Inject, Injectable } from '@nestjs/common';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK, importPKCS8, type JWK, type JSONWebKeySet } from 'jose';
import { createPrivateKey } from 'node:crypto';
import {
  CHAT_TYPE,
  SIGNING_ALG,
  signClaims,
  HEAD_TYPE,
  RECEIPT_TYPE,
  type ChatClaims,
  type HeadClaims,
  type ReceiptClaims,
  type SigningKey,
} from '../audit/signing.js';
import type { Database } from '../persistence/database.js';
import { newestGeneratedKey, publicKeys, saveSigningKey } from '../persistence/signing-key-repository.js';
import { DATABASE } from '../persistence/tokens.js';

export const SIGNING_OPTIONS = Symbol('SIGNING_OPTIONS');

export interface SigningOptions {
  /**
   * The Ed25519 private key to sign with, as a JWK (JSON) or PKCS #8 PEM. Absent: the service generates one on
   * first start and keeps it in its database (the embedded default). A new key is a rotation: earlier keys stay
   * published.
   */
  signingKey?: string;
}

/**
 * The service's signing key and the published key set. Every key it ever signed with is recorded (the public
 * part; the private part only for generated keys), so old signatures keep verifying after a rotation.
 */
@Injectable()
export class SigningKeys {
  private active: Promise<SigningKey> | null = null;

  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(SIGNING_OPTIONS) private readonly options: SigningOptions,
  ) {}

  /** Loads (or generates) the key; called at start-up so a bad SIGNING_KEY stops the service at once. */
  signer(): Promise<SigningKey> {
    this.active ??= this.load().catch((error: unknown) => {
      this.active = null;
      throw error;
    });
    return this.active;
  }

  async jwks(): Promise<JSONWebKeySet> {
    await this.signer();
    return { keys: await publicKeys(this.db.prisma) };
  }

  async signHead(claims: HeadClaims, at: Date): Promise<string> {
    return signClaims(await this.signer(), HEAD_TYPE, claims, at);
  }

  async signReceipt(claims: ReceiptClaims, at: Date): Promise<string> {
    return signClaims(await this.signer(), RECEIPT_TYPE, claims, at);
  }

  async signChat(claims: ChatClaims, at: Date): Promise<string> {
    return signClaims(await this.signer(), CHAT_TYPE, claims, at);
  }

  private async load(): Promise<SigningKey> {
    const prisma = this.db.prisma;
    if (this.options.signingKey !== undefined) {
      const { privateJwk, key } = await parsePrivateKey(this.options.signingKey);
      const publicJwk = publicPart(privateJwk);
      const kid = await calculateJwkThumbprint(publicJwk);
      await saveSigningKey(prisma, { kid, publicJwk: { ...publicJwk, kid }, privateJwk: null });
      return { kid, key };
    }
    let stored = await newestGeneratedKey(prisma);
    if (!stored) {
      const { privateKey } = await generateKeyPair(SIGNING_ALG, { crv: 'Ed25519', extractable: true });
      const privateJwk = await exportJWK(privateKey);
      const publicJwk = publicPart(privateJwk);
      const kid = await calculateJwkThumbprint(publicJwk);
      await saveSigningKey(prisma, { kid, publicJwk: { ...publicJwk, kid }, privateJwk: { ...privateJwk, kid } });
      // Another instance may have generated one at the same moment: every instance signs with the newest.
      stored = (await newestGeneratedKey(prisma))!;
    }
    return { kid: stored.kid, key: (await importJWK(stored.privateJwk!, SIGNING_ALG)) as SigningKey['key'] };
  }
}

function publicPart(jwk: JWK): JWK {
  return { kty: jwk.kty, crv: jwk.crv, x: jwk.x, alg: SIGNING_ALG, use: 'sig' };
}

/** An Ed25519 private key from a JWK or a PKCS #8 PEM; anything else is refused with a sentence. */
export async function parsePrivateKey(text: string): Promise<{ privateJwk: JWK; key: SigningKey['key'] }> {
  const trimmed = text.trim();
  try {
    if (trimmed.startsWith('{')) {
      const jwk = JSON.parse(trimmed) as JWK;
      if (jwk.kty !== 'OKP' || jwk.crv !== 'Ed25519' || typeof jwk.d !== 'string') throw new Error('not an Ed25519 private JWK');
      return { privateJwk: jwk, key: (await importJWK(jwk, SIGNING_ALG)) as SigningKey['key'] };
    }
    const key = await importPKCS8(trimmed, SIGNING_ALG, { extractable: true });
    if (createPrivateKey(trimmed).asymmetricKeyType !== 'ed25519') throw new Error('not an Ed25519 key');
    return { privateJwk: await exportJWK(key), key };
  } catch (error) {
    throw new Error(
      `SIGNING_KEY must be an Ed25519 private key as a JWK ({"kty":"OKP","crv":"Ed25519","d":...,"x":...}) or a PKCS #8 PEM: ${
        error instanceof Error ? error.message : String(error)
      }`,
      { cause: error },
    );
  }
}
