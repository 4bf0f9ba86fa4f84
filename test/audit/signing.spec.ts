import { describe, expect, it } from '@jest/globals';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { RECEIPT_TYPE, signClaims, SignatureInvalid, verifySigned } from '../../src/audit/signing.js';

describe('signed tokens', () => {
  it('are the compact JWS a JOSE library writes for the same claims, byte for byte', async () => {
    const { privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true });
    const claims = { matchId: 'm', version: 3, headHash: 'ab'.repeat(32), at: '2026-03-01T18:30:00.000Z' };
    const at = new Date('2026-03-01T18:30:00.999Z');
    const byJose = await new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'EdDSA', kid: 'k1', typ: RECEIPT_TYPE })
      .setIssuedAt(Math.floor(at.getTime() / 1000))
      .sign(privateKey);
    expect(signClaims({ kid: 'k1', key: privateKey }, RECEIPT_TYPE, claims, at)).toBe(byJose);
  });

  it('refuses a token whose last character was changed only in the bits base64url leaves unused', async () => {
    const { privateKey, publicKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true });
    const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'EdDSA', use: 'sig' };
    const token = await signClaims(
      { kid: 'k1', key: privateKey },
      RECEIPT_TYPE,
      { matchId: 'm', version: 3, headHash: 'ab'.repeat(32), at: '2026-03-01T18:30:00.000Z' },
      new Date(0),
    );
    const jwks = { keys: [jwk] };
    await expect(verifySigned(token, jwks, RECEIPT_TYPE)).resolves.toMatchObject({ version: 3 });
    // 64 signature bytes take 86 characters, whose last carries 2 bits of data and 4 unused ones.
    const last = token.at(-1)!;
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const twin = alphabet[(alphabet.indexOf(last) & 0b110000) | (~alphabet.indexOf(last) & 0b001111)];
    const changed = token.slice(0, -1) + twin;
    expect(Buffer.from(changed.split('.')[2], 'base64url')).toEqual(Buffer.from(token.split('.')[2], 'base64url'));
    await expect(verifySigned(changed, jwks, RECEIPT_TYPE)).rejects.toBeInstanceOf(SignatureInvalid);
  });
});
