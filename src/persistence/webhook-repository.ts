import type { Language } from '../engine/core/language.js';
import type { PrismaClient } from '../generated/prisma/client.js';

export interface WebhookRecord {
  id: string;
  playerId: string | null;
  matchId: string | null;
  url: string;
  /** The language of the sentence in each delivery. */
  language: Language;
  createdAt: Date;
}

export type DeliveryStatus = 'pending' | 'delivered' | 'failed';

export interface AttemptRecord {
  at: string;
  statusCode: number | null;
  error: string | null;
  durationMs: number;
}

export interface DeliveryRecord {
  id: number;
  webhookId: string;
  notificationId: number;
  type: string;
  replayOf: number | null;
  status: DeliveryStatus;
  attempts: number;
  nextAttemptAt: Date | null;
  lastStatusCode: number | null;
  lastError: string | null;
  deliveredAt: Date | null;
  log: AttemptRecord[];
  createdAt: Date;
}

/** A delivery claimed for sending, with what to send and where. */
export interface ClaimedDelivery {
  id: number;
  attempts: number;
  url: string;
  secret: string;
  language: Language;
  webhookDeleted: boolean;
  notification: { id: number; type: string; matchId: string | null; data: unknown; createdAt: Date };
}

export async function insertWebhook(
  prisma: PrismaClient,
  hook: { id: string; playerId: string | null; matchId: string | null; url: string; secret: string; language: Language },
): Promise<WebhookRecord> {
  return toWebhook(await prisma.webhook.create({ data: hook }));
}

/** Webhooks of a player, or of the given matches; deleted ones are left out. */
export async function listWebhooks(prisma: PrismaClient, owner: { playerId?: string; matchIds?: string[] }): Promise<WebhookRecord[]> {
  const or = [
    ...(owner.playerId ? [{ playerId: owner.playerId }] : []),
    ...(owner.matchIds && owner.matchIds.length > 0 ? [{ matchId: { in: owner.matchIds } }] : []),
  ];
  if (or.length === 0) return [];
  const rows = await prisma.webhook.findMany({ where: { deletedAt: null, OR: or }, orderBy: { createdAt: 'asc' } });
  return rows.map(toWebhook);
}

export async function findWebhook(prisma: PrismaClient, id: string): Promise<WebhookRecord | null> {
  const row = await prisma.webhook.findFirst({ where: { id, deletedAt: null } });
  return row ? toWebhook(row) : null;
}

/** Deletes a webhook (kept for its delivery log); pending deliveries to it are not sent. */
export async function deleteWebhook(prisma: PrismaClient, id: string, at: Date): Promise<void> {
  await prisma.webhook.update({ where: { id }, data: { deletedAt: at } });
}

const withType = { notification: { select: { type: true } } } as const;

/** The delivery log of a webhook, newest first. */
export async function listDeliveries(prisma: PrismaClient, webhookId: string, limit: number): Promise<DeliveryRecord[]> {
  const rows = await prisma.webhookDelivery.findMany({ where: { webhookId }, orderBy: { id: 'desc' }, take: limit, include: withType });
  return rows.map(toDelivery);
}

export async function findDelivery(prisma: PrismaClient, id: number): Promise<DeliveryRecord | null> {
  const row = await prisma.webhookDelivery.findUnique({ where: { id }, include: withType });
  return row ? toDelivery(row) : null;
}

function toDelivery(row: {
  id: number;
  webhookId: string;
  notificationId: number;
  replayOf: number | null;
  status: string;
  attempts: number;
  nextAttemptAt: Date | null;
  lastStatusCode: number | null;
  lastError: string | null;
  deliveredAt: Date | null;
  log: unknown;
  createdAt: Date;
  notification: { type: string };
}): DeliveryRecord {
  return {
    id: row.id,
    webhookId: row.webhookId,
    notificationId: row.notificationId,
    type: row.notification.type,
    replayOf: row.replayOf,
    status: row.status as DeliveryStatus,
    attempts: row.attempts,
    nextAttemptAt: row.nextAttemptAt,
    lastStatusCode: row.lastStatusCode,
    lastError: row.lastError,
    deliveredAt: row.deliveredAt,
    log: row.log as AttemptRecord[],
    createdAt: row.createdAt,
  };
}

/** Queues the notification of an earlier delivery once more, as a new delivery that points back to it. */
export async function replayDelivery(prisma: PrismaClient, webhookId: string, deliveryId: number, now: Date): Promise<number | null> {
  const earlier = await prisma.webhookDelivery.findFirst({ where: { id: deliveryId, webhookId } });
  if (!earlier) return null;
  const row = await prisma.webhookDelivery.create({
    data: { webhookId, notificationId: earlier.notificationId, replayOf: earlier.id, nextAttemptAt: now },
  });
  return row.id;
}

/**
 * Claims up to `limit` due deliveries for `leaseMs`: their next attempt moves past the lease, so another
 * instance (SKIP LOCKED) or a later poll does not send them too; a crash mid-send retries after the lease.
 */
export async function claimDueDeliveries(prisma: PrismaClient, now: Date, leaseMs: number, limit: number): Promise<ClaimedDelivery[]> {
  const leaseUntil = new Date(now.getTime() + leaseMs);
  const claimed = await prisma.$queryRaw<{ id: number }[]>`
    UPDATE "webhook_delivery" SET "next_attempt_at" = ${leaseUntil}::timestamptz
     WHERE "id" IN (SELECT "id" FROM "webhook_delivery"
                     WHERE "status" = 'pending' AND "next_attempt_at" <= ${now}::timestamptz
                     ORDER BY "next_attempt_at", "id" LIMIT ${limit} FOR UPDATE SKIP LOCKED)
    RETURNING "id"`;
  if (claimed.length === 0) return [];
  const rows = await prisma.webhookDelivery.findMany({
    where: { id: { in: claimed.map((c) => c.id) } },
    orderBy: { id: 'asc' },
    include: { webhook: true, notification: true },
  });
  return rows.map((row) => ({
    id: row.id,
    attempts: row.attempts,
    url: row.webhook.url,
    secret: row.webhook.secret,
    language: languageOf(row.webhook.language),
    webhookDeleted: row.webhook.deletedAt !== null,
    notification: {
      id: row.notification.id,
      type: row.notification.type,
      matchId: row.notification.matchId,
      data: row.notification.data,
      createdAt: row.notification.createdAt,
    },
  }));
}

/** Records one attempt and what follows from it: delivered, another try at `nextAttemptAt`, or failed. */
export async function recordAttempt(
  prisma: PrismaClient,
  id: number,
  attempt: AttemptRecord,
  next: { status: DeliveryStatus; nextAttemptAt: Date | null },
): Promise<void> {
  const deliveredAt = next.status === 'delivered' ? new Date(attempt.at) : null;
  await prisma.$executeRaw`
    UPDATE "webhook_delivery"
       SET "attempts" = "attempts" + 1, "status" = ${next.status}, "next_attempt_at" = ${next.nextAttemptAt}::timestamptz,
           "last_status_code" = ${attempt.statusCode}::int, "last_error" = ${attempt.error}::text,
           "delivered_at" = ${deliveredAt}::timestamptz, "log" = "log" || ${JSON.stringify([attempt])}::jsonb
     WHERE "id" = ${id}`;
}

function toWebhook(row: {
  id: string;
  playerId: string | null;
  matchId: string | null;
  url: string;
  language: string;
  createdAt: Date;
}): WebhookRecord {
  return {
    id: row.id,
    playerId: row.playerId,
    matchId: row.matchId,
    url: row.url,
    language: languageOf(row.language),
    createdAt: row.createdAt,
  };
}

/** A stored language (the column's check admits de and en only). */
const languageOf = (stored: string): Language => (stored === 'de' ? 'de' : 'en');
