import type { PrismaClient } from '../generated/prisma/client.js';

export interface PlayerRecord {
  id: string;
  name: string;
  createdAt: Date;
}

export interface ApiKeyRecord {
  id: string;
  label: string | null;
  createdAt: Date;
  revokedAt: Date | null;
}

/** Registers a player together with their first API key (stored as its hash). */
export async function insertPlayer(
  prisma: PrismaClient,
  player: { id: string; name: string },
  key: { id: string; keyHash: string; label: string | null },
): Promise<{ player: PlayerRecord; key: ApiKeyRecord }> {
  const row = await prisma.player.create({ data: { ...player, keys: { create: key } }, include: { keys: true } });
  return { player: { id: row.id, name: row.name, createdAt: row.createdAt }, key: toKey(row.keys[0]) };
}

export async function findPlayer(prisma: PrismaClient, id: string): Promise<PlayerRecord | null> {
  return prisma.player.findUnique({ where: { id }, select: { id: true, name: true, createdAt: true } });
}

/** The player an unrevoked API key belongs to, or null. */
export async function findPlayerByKey(prisma: PrismaClient, keyHash: string): Promise<string | null> {
  const key = await prisma.apiKey.findUnique({ where: { keyHash }, select: { playerId: true, revokedAt: true } });
  return key && key.revokedAt === null ? key.playerId : null;
}

export async function insertApiKey(
  prisma: PrismaClient,
  playerId: string,
  key: { id: string; keyHash: string; label: string | null },
): Promise<ApiKeyRecord> {
  return toKey(await prisma.apiKey.create({ data: { ...key, playerId } }));
}

export async function listApiKeys(prisma: PrismaClient, playerId: string): Promise<ApiKeyRecord[]> {
  const rows = await prisma.apiKey.findMany({ where: { playerId }, orderBy: { createdAt: 'asc' } });
  return rows.map(toKey);
}

/** Revokes one of the player's keys; false if the player has no such key. Revoking twice keeps the first time. */
export async function revokeApiKey(prisma: PrismaClient, playerId: string, keyId: string, at: Date): Promise<boolean> {
  const key = await prisma.apiKey.findFirst({ where: { id: keyId, playerId } });
  if (!key) return false;
  if (key.revokedAt === null) await prisma.apiKey.update({ where: { id: keyId }, data: { revokedAt: at } });
  return true;
}

function toKey(row: { id: string; label: string | null; createdAt: Date; revokedAt: Date | null }): ApiKeyRecord {
  return { id: row.id, label: row.label, createdAt: row.createdAt, revokedAt: row.revokedAt };
}
