import { LANGUAGES, type Language } from '../engine/core/language.js';
import { Prisma, type PrismaClient } from '../generated/prisma/client.js';

/** The notices a player can have mailed (notification types, src/bus/notices.ts). */
export const MAIL_NOTICES = ['yourMove', 'invitation', 'matchEnded'] as const;
export type MailNotice = (typeof MAIL_NOTICES)[number];

export interface MailAddressRecord {
  playerId: string;
  address: string;
  notices: MailNotice[];
  /** The language of the player's mails. */
  language: Language;
  confirmed: boolean;
  codeHash: string | null;
  codeExpiresAt: Date | null;
}

export async function findMailAddress(prisma: PrismaClient, playerId: string): Promise<MailAddressRecord | null> {
  const row = await prisma.mailAddress.findUnique({ where: { playerId } });
  return row && toRecord(row);
}

/**
 * Sets a player's address, unconfirmed, with the hash of a new confirmation code, and queues the mail that
 * carries the code, in one transaction. Notices queued for an earlier address are dropped. `check` runs first in
 * the same transaction and may refuse by throwing (the limit on confirmation mails).
 */
export async function setMailAddress(
  prisma: PrismaClient,
  entry: { playerId: string; address: string; notices: MailNotice[]; language: Language; codeHash: string; codeExpiresAt: Date },
  confirmation: unknown,
  check?: (tx: Prisma.TransactionClient) => Promise<void>,
): Promise<MailAddressRecord> {
  return prisma.$transaction(async (tx) => {
    if (check) await check(tx);
    const fields = {
      address: entry.address,
      notices: entry.notices,
      language: entry.language,
      codeHash: entry.codeHash,
      codeExpiresAt: entry.codeExpiresAt,
      codeTries: 0,
      confirmedAt: null,
    };
    const row = await tx.mailAddress.upsert({
      where: { playerId: entry.playerId },
      create: { playerId: entry.playerId, ...fields },
      update: fields,
    });
    await tx.mailOutbox.updateMany({ where: { playerId: entry.playerId, status: 'pending' }, data: { status: 'dropped' } });
    await tx.mailOutbox.create({ data: { playerId: entry.playerId, kind: 'confirmation', data: confirmation as Prisma.InputJsonValue } });
    return toRecord(row);
  });
}

/**
 * When the confirmation mails of the last `windowMs` (DB time) went out, oldest first: those to `playerId`'s
 * addresses and, separately, those to `address` (by any player, compared without case). Run in the transaction
 * that queues the next one, after `lockConfirmations`.
 */
export async function recentConfirmations(
  tx: Prisma.TransactionClient,
  playerId: string,
  address: string,
  windowMs: number,
): Promise<{ player: Date[]; address: Date[]; now: Date }> {
  const rows = await tx.$queryRaw<{ createdAt: Date | string; mine: boolean; same: boolean; now: Date | string }[]>`
    SELECT "created_at" AS "createdAt", "player_id" = ${playerId}::uuid AS "mine", lower("data"->>'address') = lower(${address}) AS "same", now() AS "now"
      FROM "mail_outbox"
     WHERE "kind" = 'confirmation' AND "created_at" > now() - ${windowMs} * interval '1 millisecond'
       AND ("player_id" = ${playerId}::uuid OR lower("data"->>'address') = lower(${address}))
     ORDER BY "created_at"`;
  const at = (r: { createdAt: Date | string }) => new Date(r.createdAt);
  const now =
    rows.length > 0 ? new Date(rows[0].now) : new Date((await tx.$queryRaw<{ now: Date | string }[]>`SELECT now() AS "now"`)[0].now);
  return { player: rows.filter((r) => r.mine).map(at), address: rows.filter((r) => r.same).map(at), now };
}

/** Serialises the counting and queueing of confirmation mails per player and per address (transaction-scoped locks). */
export async function lockConfirmations(tx: Prisma.TransactionClient, playerId: string, address: string): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${'mail-player:' + playerId})), pg_advisory_xact_lock(hashtext(${'mail-address:' + address.toLowerCase()}))`;
}

/** What a confirmation code did: confirmed the address, was wrong (with the tries left), or found no live code. */
export type Confirmation = { confirmed: MailAddressRecord } | { wrong: true; triesLeft: number } | { noCode: true };

/**
 * Marks the address confirmed if `codeHash` is its pending code and not expired at `now`. A wrong code counts as a
 * try; the try that reaches `maxTries` kills the code (a new one must be mailed).
 */
export async function confirmMailAddress(
  prisma: PrismaClient,
  playerId: string,
  codeHash: string,
  now: Date,
  maxTries: number,
): Promise<Confirmation> {
  return prisma.$transaction(async (tx) => {
    const { count } = await tx.mailAddress.updateMany({
      where: { playerId, codeHash, codeExpiresAt: { gt: now }, confirmedAt: null },
      data: { confirmedAt: now, codeHash: null, codeExpiresAt: null, codeTries: 0 },
    });
    if (count === 1) return { confirmed: toRecord(await tx.mailAddress.findUniqueOrThrow({ where: { playerId } })) };
    const live = await tx.mailAddress.findFirst({
      where: { playerId, codeHash: { not: null }, codeExpiresAt: { gt: now }, confirmedAt: null },
    });
    if (!live) return { noCode: true };
    const tries = live.codeTries + 1;
    const dead = tries >= maxTries;
    await tx.mailAddress.update({
      where: { playerId },
      data: dead ? { codeTries: tries, codeHash: null, codeExpiresAt: null } : { codeTries: tries },
    });
    return { wrong: true, triesLeft: Math.max(0, maxTries - tries) };
  });
}

/**
 * Changes which notices are mailed and in which language (each only when given); notices no longer wanted and
 * still queued are dropped. Null without an address.
 */
export async function setMailNotices(
  prisma: PrismaClient,
  playerId: string,
  notices: MailNotice[] | undefined,
  language?: Language,
): Promise<MailAddressRecord | null> {
  return prisma.$transaction(async (tx) => {
    const data = { ...(notices === undefined ? {} : { notices }), ...(language === undefined ? {} : { language }) };
    const { count } = await tx.mailAddress.updateMany({ where: { playerId }, data });
    if (count === 0) return null;
    if (notices !== undefined) {
      await tx.mailOutbox.updateMany({
        where: { playerId, status: 'pending', kind: { notIn: ['confirmation', ...notices] } },
        data: { status: 'dropped' },
      });
    }
    const row = await tx.mailAddress.findUnique({ where: { playerId } });
    return row && toRecord(row);
  });
}

/** Removes the address (no more mail); queued mails are dropped. False if there was none. */
export async function deleteMailAddress(prisma: PrismaClient, playerId: string): Promise<boolean> {
  return prisma.$transaction(async (tx) => {
    const { count } = await tx.mailAddress.deleteMany({ where: { playerId } });
    await tx.mailOutbox.updateMany({ where: { playerId, status: 'pending' }, data: { status: 'dropped' } });
    return count === 1;
  });
}

export interface OutboxRecord {
  id: number;
  playerId: string;
  kind: string;
  data: unknown;
  attempts: number;
  createdAt: Date;
}

/**
 * Claims the mails due now (DB time): every pending mail but "your move" ones whose next attempt is due, and all
 * pending "your move" mails of each player whose oldest one has waited `digestMs` (they go out as one mail).
 * Claiming moves their next attempt `leaseMs` ahead, so another instance leaves them alone while they are sent;
 * a crash before they are marked sent only delays them.
 */
export async function claimDueMails(prisma: PrismaClient, digestMs: number, leaseMs: number, take: number): Promise<OutboxRecord[]> {
  const rows = await prisma.$queryRaw<
    { id: number; playerId: string; kind: string; data: unknown; attempts: number; createdAt: Date | string }[]
  >`
    UPDATE "mail_outbox" o SET "next_attempt_at" = now() + ${leaseMs} * interval '1 millisecond', "attempts" = o."attempts" + 1
     WHERE o."id" IN (
       SELECT c."id" FROM "mail_outbox" c
        WHERE c."status" = 'pending' AND c."next_attempt_at" <= now()
          AND (c."kind" <> 'yourMove' OR c."player_id" IN (
                SELECT y."player_id" FROM "mail_outbox" y
                 WHERE y."kind" = 'yourMove' AND y."status" = 'pending' AND y."next_attempt_at" <= now()
                   AND y."created_at" <= now() - ${digestMs} * interval '1 millisecond'))
        ORDER BY c."id" LIMIT ${take}
        FOR UPDATE SKIP LOCKED)
    RETURNING o."id", o."player_id"::text AS "playerId", o."kind", o."data", o."attempts", o."created_at" AS "createdAt"`;
  return rows.map((r) => ({
    ...r,
    id: Number(r.id),
    attempts: Number(r.attempts),
    data: typeof r.data === 'string' ? JSON.parse(r.data) : r.data,
    createdAt: new Date(r.createdAt),
  }));
}

/** Marks mails sent (or dropped); a confirmation code is not kept once it is out. */
export async function markMails(prisma: PrismaClient, ids: number[], status: 'sent' | 'dropped'): Promise<void> {
  if (ids.length === 0) return;
  await prisma.$executeRaw`
    UPDATE "mail_outbox" SET "status" = ${status}, "sent_at" = CASE WHEN ${status} = 'sent' THEN now() ELSE NULL END,
           "data" = CASE WHEN "kind" = 'confirmation' THEN "data" - 'code' ELSE "data" END
     WHERE "id" = ANY (${ids}::int[])`;
}

/** A failed attempt: tried again after `retryMs`, or given up (failed) after the last attempt. */
export async function failMails(prisma: PrismaClient, ids: number[], error: string, retryMs: number | null): Promise<void> {
  await prisma.mailOutbox.updateMany({
    where: { id: { in: ids } },
    data: retryMs === null ? { status: 'failed', lastError: error } : { nextAttemptAt: new Date(Date.now() + retryMs), lastError: error },
  });
}

/** The matches among `seats` that still wait for that player's seat (a "your move" that is still true). */
export async function stillTheirMove(prisma: PrismaClient, seats: { matchId: string; seat: number }[]): Promise<Set<string>> {
  if (seats.length === 0) return new Set();
  const rows = await prisma.$queryRaw<{ matchId: string; seat: number }[]>`
    SELECT m."id"::text AS "matchId", w."seat" FROM "match" m
      JOIN jsonb_to_recordset(${JSON.stringify(seats)}::jsonb) AS w("matchId" uuid, "seat" int) ON w."matchId" = m."id"
     WHERE m."status" = 'active' AND m."turns" @> jsonb_build_array(jsonb_build_object('seat', w."seat"))`;
  return new Set(rows.map((r) => `${r.matchId}/${Number(r.seat)}`));
}

function toRecord(row: {
  playerId: string;
  address: string;
  notices: string[];
  language: string;
  confirmedAt: Date | null;
  codeHash: string | null;
  codeExpiresAt: Date | null;
}): MailAddressRecord {
  return {
    playerId: row.playerId,
    address: row.address,
    notices: MAIL_NOTICES.filter((n) => row.notices.includes(n)),
    language: (LANGUAGES as readonly string[]).includes(row.language) ? (row.language as Language) : 'en',
    confirmed: row.confirmedAt !== null,
    codeHash: row.codeHash,
    codeExpiresAt: row.codeExpiresAt,
  };
}
