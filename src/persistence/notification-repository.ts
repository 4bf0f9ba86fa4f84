import type { Prisma, PrismaClient } from '../generated/prisma/client.js';

export interface NotificationRecord {
  id: number;
  playerId: string | null;
  matchId: string | null;
  type: string;
  data: unknown;
  createdAt: Date;
}

/**
 * Writes a notification outside a match append (an invitation), queues it for the player's webhooks and
 * announces it, all in one transaction.
 */
export async function insertNotification(
  prisma: PrismaClient,
  note: { playerId: string; matchId: string; type: string; data: unknown },
  now: Date,
): Promise<NotificationRecord & { queued: number }> {
  return prisma.$transaction(async (tx) => {
    const { written, queued } = await queueNotifications(tx, note.matchId, [note], now);
    return { ...written[0], queued };
  });
}

/**
 * Inside a transaction: writes notifications about a match outside an append, queues each for its webhooks
 * (a player's for a player notification; the match's for one with playerId null, which is kept only when the
 * match has a webhook). The caller publishes them (Notifier.publish) once the transaction has committed.
 */
export async function queueNotifications(
  tx: Prisma.TransactionClient,
  matchId: string,
  notes: { playerId: string | null; type: string; data: unknown }[],
  now: Date,
): Promise<{ written: NotificationRecord[]; queued: number; players: string[] }> {
  const written: NotificationRecord[] = [];
  let queued = 0;
  for (const note of notes) {
    const hooks = await tx.webhook.findMany({
      where: note.playerId ? { playerId: note.playerId, deletedAt: null } : { matchId, deletedAt: null },
      select: { id: true },
    });
    if (note.playerId === null && hooks.length === 0) continue;
    const row = await tx.notification.create({
      data: { playerId: note.playerId, matchId, type: note.type, data: note.data as Prisma.InputJsonValue },
    });
    written.push(toRecord(row));
    if (hooks.length > 0) {
      await tx.webhookDelivery.createMany({ data: hooks.map((h) => ({ webhookId: h.id, notificationId: row.id, nextAttemptAt: now })) });
      queued += hooks.length;
    }
  }
  const players = [...new Set(notes.flatMap((n) => (n.playerId ? [n.playerId] : [])))];
  return { written, queued, players };
}

/** A player's notifications with an id above `after`, oldest first. */
export async function readNotifications(prisma: PrismaClient, playerId: string, after: number, limit = 500): Promise<NotificationRecord[]> {
  const rows = await prisma.notification.findMany({ where: { playerId, id: { gt: after } }, orderBy: { id: 'asc' }, take: limit });
  return rows.map(toRecord);
}

/** The id of the player's newest notification (0 without any): a fresh stream starts after it. */
export async function lastNotificationId(prisma: PrismaClient, playerId: string): Promise<number> {
  const row = await prisma.notification.findFirst({ where: { playerId }, orderBy: { id: 'desc' }, select: { id: true } });
  return row?.id ?? 0;
}

function toRecord(row: {
  id: number;
  playerId: string | null;
  matchId: string | null;
  type: string;
  data: unknown;
  createdAt: Date;
}): NotificationRecord {
  return { id: row.id, playerId: row.playerId, matchId: row.matchId, type: row.type, data: row.data, createdAt: row.createdAt };
}
