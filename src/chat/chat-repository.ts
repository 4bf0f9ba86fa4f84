import type { PrismaClient } from '../generated/prisma/client.js';
import { isUniqueViolationOn, type Transaction } from '../persistence/event-store.js';

/** A stored chat message (see prisma/schema.prisma, ChatMessage). */
export interface ChatRecord {
  id: number;
  sender: string;
  senderSeat: number | null;
  senderPlayerId: string | null;
  senderName: string;
  text: string;
  createdAt: Date;
}

export interface NewChatMessage {
  matchId: string;
  sender: string;
  senderSeat: number | null;
  senderPlayerId: string | null;
  senderName: string;
  text: string;
  /** Written as a spectator: only where the match lets spectators chat. */
  spectator: boolean;
  /** The message's time (the service clock); the rate limit counts the sender's messages after `windowStart`. */
  now: Date;
  windowStart: Date;
  /** How many messages the sender may have within the window before this one is refused. */
  burst: number;
  /** How many messages the match's chat may hold. */
  capacity: number;
  /** The `chatMessage` notification's data for the match's webhooks, without the message's id (added as it is numbered). */
  notice: { matchId: string; message: Record<string, unknown> };
}

export type ChatInsert =
  | { kind: 'sent'; message: ChatRecord; queued: number }
  /** No such match, or spectators may not chat in it. */
  | { kind: 'closed' }
  /** The sender's window is full; `oldest` is the first message in it (a slot frees when it leaves the window). */
  | { kind: 'limited'; oldest: Date }
  | { kind: 'full' };

/** The first key of the advisory lock that orders the messages of one match (the second is the match's hash). */
const CHAT_LOCK = 4712;
const RETRIES = 3;

/**
 * Numbers, rate-limits and stores a message: under a transaction-scoped advisory lock per match (so the messages
 * of one match are numbered and counted one after the other, on any instance; the match row is not touched), ONE
 * statement takes the next id of the match's chat, counts the sender's recent messages against the burst, queues
 * a `chatMessage` notification for every webhook of the match; the caller publishes `{"match", "chat": id,
 * "queued"}` once it has committed. The primary key stays the backstop. Nothing here touches the match's
 * version or its hash chain.
 */
export async function insertChatMessage(prisma: PrismaClient, m: NewChatMessage): Promise<ChatInsert> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await prisma.$transaction(async (tx) => {
        await tx.$queryRaw`SELECT pg_advisory_xact_lock(${CHAT_LOCK}::int, hashtext(${m.matchId}))::text`;
        return insertOnce(tx, m);
      });
    } catch (error) {
      if (attempt < RETRIES && isUniqueViolationOn(error, 'chat_message')) continue;
      throw error;
    }
  }
}

async function insertOnce(prisma: Transaction, m: NewChatMessage): Promise<ChatInsert> {
  const notice = JSON.stringify(m.notice);
  const rows = await prisma.$queryRaw<
    { id: number | null; open: number; recent: number; oldest: Date | string | null; last: number; queued: number }[]
  >`
    WITH target AS (
      SELECT "id" FROM "match" WHERE "id" = ${m.matchId}::uuid AND (NOT ${m.spectator}::boolean OR "chat_spectators")
    ), recent AS (
      SELECT "created_at" FROM "chat_message"
       WHERE "match_id" = ${m.matchId}::uuid AND "sender" = ${m.sender} AND "created_at" > ${m.windowStart}::timestamptz
    ), counted AS (
      SELECT COALESCE(max("id"), 0)::int AS "last" FROM "chat_message" WHERE "match_id" = ${m.matchId}::uuid
    ), inserted AS (
      INSERT INTO "chat_message" ("match_id", "id", "sender", "sender_seat", "sender_player_id", "sender_name", "text", "created_at")
      SELECT target."id", counted."last" + 1, ${m.sender}, ${m.senderSeat}::int, ${m.senderPlayerId}::uuid, ${m.senderName}, ${m.text}, ${m.now}::timestamptz
        FROM target CROSS JOIN counted
       WHERE (SELECT count(*) FROM recent) < ${m.burst} AND counted."last" < ${m.capacity}
      RETURNING "id"
    ), noticed AS (
      -- Kept only when the match has a webhook to deliver it to (as a move's matchUpdated).
      INSERT INTO "notification" ("player_id", "match_id", "type", "data")
      SELECT NULL, ${m.matchId}::uuid, 'chatMessage',
             jsonb_set(${notice}::jsonb, '{message,id}', to_jsonb(inserted."id"))
        FROM inserted
       WHERE EXISTS (SELECT 1 FROM "webhook" w WHERE w."match_id" = ${m.matchId}::uuid AND w."deleted_at" IS NULL)
      RETURNING "id"
    ), queued AS (
      INSERT INTO "webhook_delivery" ("webhook_id", "notification_id", "next_attempt_at")
      SELECT w."id", noticed."id", ${m.now}::timestamptz
        FROM noticed JOIN "webhook" w ON w."match_id" = ${m.matchId}::uuid AND w."deleted_at" IS NULL
      RETURNING 1
    )
    SELECT (SELECT "id" FROM inserted) AS "id", (SELECT count(*) FROM target)::int AS "open",
           (SELECT count(*) FROM recent)::int AS "recent", (SELECT min("created_at") FROM recent) AS "oldest",
           (SELECT "last" FROM counted) AS "last", (SELECT count(*) FROM queued)::int AS "queued"`;
  const row = rows[0];
  if (row.id !== null && row.id !== undefined) {
    const { matchId: _m, spectator: _s, now, windowStart: _w, burst: _b, capacity: _c, notice: _n, ...fields } = m;
    return { kind: 'sent', message: { id: Number(row.id), ...fields, createdAt: now }, queued: row.queued };
  }
  if (row.open === 0) return { kind: 'closed' };
  if (row.recent >= m.burst) return { kind: 'limited', oldest: new Date(row.oldest!) };
  return { kind: 'full' };
}

/** Messages with an id above `after`, oldest first, at most `limit`, leaving out the senders in `hidden`. */
export async function readChat(
  prisma: PrismaClient,
  matchId: string,
  after: number,
  limit: number,
  hidden: readonly string[] = [],
): Promise<ChatRecord[]> {
  return prisma.chatMessage.findMany({
    where: { matchId, id: { gt: after }, ...(hidden.length > 0 ? { sender: { notIn: [...hidden] } } : {}) },
    orderBy: { id: 'asc' },
    take: limit,
    select: { id: true, sender: true, senderSeat: true, senderPlayerId: true, senderName: true, text: true, createdAt: true },
  });
}

/** The senders `reader` hides in the match, by id. */
export async function hiddenSendersOf(prisma: PrismaClient, matchId: string, reader: string): Promise<string[]> {
  const rows = await prisma.chatHiddenSender.findMany({ where: { matchId, reader }, orderBy: { sender: 'asc' }, select: { sender: true } });
  return rows.map((r) => r.sender);
}

/** Every reader's hidden senders in the match (for its streams). */
export async function hiddenSendersByReader(prisma: PrismaClient, matchId: string): Promise<Map<string, Set<string>>> {
  const rows = await prisma.chatHiddenSender.findMany({ where: { matchId }, select: { reader: true, sender: true } });
  const byReader = new Map<string, Set<string>>();
  for (const { reader, sender } of rows) {
    const set = byReader.get(reader) ?? new Set<string>();
    set.add(sender);
    byReader.set(reader, set);
  }
  return byReader;
}

export async function hideSender(prisma: PrismaClient, matchId: string, reader: string, sender: string, at: Date): Promise<void> {
  await prisma.chatHiddenSender.createMany({ data: [{ matchId, reader, sender, createdAt: at }], skipDuplicates: true });
}

export async function unhideSender(prisma: PrismaClient, matchId: string, reader: string, sender: string): Promise<void> {
  await prisma.chatHiddenSender.deleteMany({ where: { matchId, reader, sender } });
}
