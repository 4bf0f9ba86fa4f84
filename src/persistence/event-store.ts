import { Prisma, type PrismaClient } from '../generated/prisma/client.js';

export interface EventMetadata {
  /** The seat whose action produced the event; absent for events the service produced itself. */
  seat?: number;
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
  /** More writes that must commit or fail together with the events. */
  alsoInTransaction?: (tx: Transaction) => Promise<void>;
}

/**
 * Appends `events` if the stream is still at `expectedVersion`: one transaction that bumps the match's version
 * conditionally (the check) and inserts the events (unique (match, sequence) is the backstop).
 * Returns the new version; throws VersionConflict otherwise.
 */
export async function appendToStream(
  prisma: PrismaClient,
  matchId: string,
  expectedVersion: number,
  events: NewEvent[],
  options: AppendOptions = {},
): Promise<number> {
  const nextVersion = expectedVersion + events.length;
  try {
    await prisma.$transaction(async (tx) => {
      const bumped = await tx.match.updateMany({
        where: { id: matchId, version: expectedVersion },
        data: { version: nextVersion, updatedAt: new Date(), ...(options.status ? { status: options.status } : {}) },
      });
      if (bumped.count !== 1) throw new VersionConflict(expectedVersion);
      await tx.matchEvent.createMany({
        data: events.map((event, index) => ({
          matchId,
          sequence: expectedVersion + index + 1,
          type: event.type,
          data: event.data as Prisma.InputJsonValue,
          metadata: event.metadata as Prisma.InputJsonValue,
        })),
      });
      await options.alsoInTransaction?.(tx);
    });
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') {
      const target = JSON.stringify(error.meta ?? {});
      if (target.includes('sequence') || target.includes('match_event')) throw new VersionConflict(expectedVersion);
    }
    throw error;
  }
  return nextVersion;
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
  }));
}
