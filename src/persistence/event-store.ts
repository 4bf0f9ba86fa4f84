import { eventHash } from '../audit/chain.js';
import { Prisma, type PrismaClient } from '../generated/prisma/client.js';

export interface EventMetadata {
  /** The seat whose action produced the event; absent for events the service produced itself. */
  seat?: number;
  /**
   * On the first event of each batch: the engine command that produced the batch (StartMatch, a seat's Act
   * with the validated action, Forfeit), so a verifier can decide it again and compare.
   */
  command?: unknown;
  requestId?: string;
}

export interface NewEvent {
  type: string;
  data: unknown;
  metadata: EventMetadata;
}

export interface StoredEvent extends NewEvent {
  sequence: number;
  createdAt: Date;
  /** The event's link in the match's hash chain (audit/chain.ts); null only for events stored before it. */
  hash: string | null;
}

/** Where a stream stands: its version (number of events) and the hash of its newest event (or its genesis). */
export interface StreamHead {
  version: number;
  hash: string;
}

/** The stream moved on since the caller read it: nothing was appended. */
export class VersionConflict extends Error {
  constructor(readonly expectedVersion: number) {
    super(`The match is no longer at version ${expectedVersion}.`);
  }
}

export type Transaction = Prisma.TransactionClient;

export interface AppendOptions {
  /** The match's new status, written with the version. */
  status?: string;
  /** The response to remember for an Idempotency-Key, stored with the events or not at all. */
  idempotent?: { seat: number; key: string; requestHash: string; status: number; body: unknown };
  /** When the events happen (default: now); part of each event's hash. */
  at?: Date;
}

/**
 * Appends `events` if the stream is still at `expected` (its version and head hash), in ONE statement (so one
 * round trip, and atomic without an explicit transaction): the conditional update of the match's version is
 * the check, the inserts only happen if it matched; unique (match, sequence) is the backstop. Each event is
 * stored with its hash, chained from the head; the match keeps the new head hash. Pass a transaction client to
 * combine it with other writes. Returns the new head; throws VersionConflict otherwise.
 */
export async function appendToStream(
  db: PrismaClient | Transaction,
  matchId: string,
  expected: StreamHead,
  events: NewEvent[],
  options: AppendOptions = {},
): Promise<StreamHead> {
  const expectedVersion = expected.version;
  const nextVersion = expectedVersion + events.length;
  const at = (options.at ?? new Date()).toISOString();
  let head = expected.hash;
  const rows = events.map((event, index) => {
    const row = { sequence: expectedVersion + index + 1, type: event.type, data: event.data, metadata: event.metadata, at };
    head = eventHash(head, row);
    return { ...row, hash: head };
  });
  const idempotent = options.idempotent
    ? [{ ...options.idempotent, request_hash: options.idempotent.requestHash }]
    : [];
  let result: { bumped: number }[];
  try {
    result = await db.$queryRaw<{ bumped: number }[]>`
      WITH bumped AS (
        UPDATE "match"
           SET "version" = ${nextVersion}, "head_hash" = ${head}, "status" = COALESCE(${options.status ?? null}::text, "status"), "updated_at" = now()
         WHERE "id" = ${matchId}::uuid AND "version" = ${expectedVersion}
        RETURNING "id"
      ), appended AS (
        INSERT INTO "match_event" ("match_id", "sequence", "type", "data", "metadata", "hash", "created_at")
        SELECT bumped."id", e."sequence", e."type", e."data", e."metadata", e."hash", e."at"
          FROM bumped CROSS JOIN jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
            AS e("sequence" int, "type" text, "data" jsonb, "metadata" jsonb, "hash" text, "at" timestamptz)
        RETURNING 1
      ), remembered AS (
        INSERT INTO "idempotent_response" ("match_id", "seat", "key", "request_hash", "status", "body")
        SELECT bumped."id", i."seat", i."key", i."request_hash", i."status", i."body"
          FROM bumped CROSS JOIN jsonb_to_recordset(${JSON.stringify(idempotent)}::jsonb)
            AS i("seat" int, "key" text, "request_hash" text, "status" int, "body" jsonb)
        RETURNING 1
      )
      SELECT (SELECT count(*) FROM bumped)::int AS "bumped"`;
  } catch (error) {
    if (isUniqueViolationOn(error, 'match_event')) throw new VersionConflict(expectedVersion);
    throw error;
  }
  if (result[0]?.bumped !== 1) throw new VersionConflict(expectedVersion);
  return { version: nextVersion, hash: head };
}

/** A unique violation, optionally on a given table (P2002 from Prisma, 23505 from a raw query). */
export function isUniqueViolationOn(error: unknown, table?: string): boolean {
  if (!(error instanceof Prisma.PrismaClientKnownRequestError)) return false;
  const text = `${error.code} ${error.message} ${JSON.stringify(error.meta ?? {})}`;
  const unique = error.code === 'P2002' || text.includes('23505') || /unique constraint/i.test(text);
  return unique && (table === undefined || text.includes(table));
}

/** The events of a match with a sequence above `after`, in order. */
export async function readStream(prisma: PrismaClient, matchId: string, after = 0): Promise<StoredEvent[]> {
  const rows = await prisma.matchEvent.findMany({
    where: { matchId, sequence: { gt: after } },
    orderBy: { sequence: 'asc' },
  });
  return rows.map((row) => ({
    sequence: row.sequence,
    type: row.type,
    data: row.data,
    metadata: row.metadata as EventMetadata,
    createdAt: row.createdAt,
    hash: row.hash,
  }));
}
