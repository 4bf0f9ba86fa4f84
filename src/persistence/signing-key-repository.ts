import type { JWK } from 'jose';
import { Prisma, type PrismaClient } from '../generated/prisma/client.js';

export interface StoredSigningKey {
  kid: string;
  publicJwk: JWK;
  /** Null for a key the operator supplies (SIGNING_KEY): the service never stores it. */
  privateJwk: JWK | null;
}

/** Records a key unless its id is known already. */
export async function saveSigningKey(prisma: PrismaClient, key: StoredSigningKey): Promise<void> {
  await prisma.signingKey.createMany({
    data: [
      {
        kid: key.kid,
        publicJwk: key.publicJwk as Prisma.InputJsonValue,
        privateJwk: key.privateJwk === null ? undefined : (key.privateJwk as Prisma.InputJsonValue),
      },
    ],
    skipDuplicates: true,
  });
}

/** The newest key whose private part the service keeps (a generated one), if any. */
export async function newestGeneratedKey(prisma: PrismaClient): Promise<StoredSigningKey | null> {
  const row = await prisma.signingKey.findFirst({
    where: { NOT: { privateJwk: { equals: Prisma.DbNull } } },
    orderBy: [{ createdAt: 'desc' }, { kid: 'asc' }],
  });
  return row ? { kid: row.kid, publicJwk: row.publicJwk as JWK, privateJwk: row.privateJwk as JWK } : null;
}

/** Every public key ever used, oldest first: what verifiers need for old and new signatures. */
export async function publicKeys(prisma: PrismaClient): Promise<JWK[]> {
  const rows = await prisma.signingKey.findMany({ orderBy: [{ createdAt: 'asc' }, { kid: 'asc' }], select: { publicJwk: true } });
  return rows.map((row) => row.publicJwk as JWK);
}
