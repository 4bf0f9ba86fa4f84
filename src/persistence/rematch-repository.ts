import type { PrismaClient } from '../generated/prisma/client.js';
import type { Transaction } from './event-store.js';

export type RematchStatus = 'open' | 'declined' | 'started';

/** A rematch offer of a finished match: who offered it, the seats that accepted, and how it ended. */
export interface RematchOfferRecord {
  matchId: string;
  offeredBy: number;
  status: RematchStatus;
  declinedBy: number | null;
  newMatchId: string | null;
  /** The seats that accepted (the offering seat first), with the seat token hash handed to an anonymous one. */
  votes: { seat: number; tokenHash: string | null }[];
  createdAt: Date;
  updatedAt: Date;
}

const withVotes = { votes: { orderBy: { createdAt: 'asc' as const } } };

export async function findRematchOffer(db: PrismaClient | Transaction, matchId: string): Promise<RematchOfferRecord | null> {
  const row = await db.rematchOffer.findUnique({ where: { matchId }, include: withVotes });
  if (!row) return null;
  return {
    matchId: row.matchId,
    offeredBy: row.offeredBy,
    status: row.status as RematchStatus,
    declinedBy: row.declinedBy,
    newMatchId: row.newMatchId,
    votes: row.votes.map((v) => ({ seat: v.seat, tokenHash: v.tokenHash })),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** Locks the match's offer row until the transaction ends, so answers to one offer are taken one at a time. */
export async function lockRematchOffer(tx: Transaction, matchId: string): Promise<void> {
  await tx.$queryRaw`SELECT "match_id" FROM "rematch_offer" WHERE "match_id" = ${matchId}::uuid FOR UPDATE`;
}

/** A new offer (replacing a declined one), with the offering seat's acceptance. */
export async function openRematchOffer(tx: Transaction, matchId: string, seat: number, tokenHash: string | null, now: Date): Promise<void> {
  await tx.rematchOffer.deleteMany({ where: { matchId, status: 'declined' } });
  await tx.rematchOffer.create({ data: { matchId, offeredBy: seat, createdAt: now, updatedAt: now } });
  await tx.rematchVote.create({ data: { matchId, seat, tokenHash, createdAt: now } });
}

export async function addRematchVote(tx: Transaction, matchId: string, seat: number, tokenHash: string | null, now: Date): Promise<void> {
  await tx.rematchVote.create({ data: { matchId, seat, tokenHash, createdAt: now } });
}

export async function closeRematchOffer(
  tx: Transaction,
  matchId: string,
  closed: { status: 'declined'; declinedBy: number } | { status: 'started'; newMatchId: string },
  now: Date,
): Promise<void> {
  await tx.rematchOffer.update({ where: { matchId }, data: { ...closed, updatedAt: now } });
}

/** The rematch of a match (the match whose `rematchOf` it is), or null. */
export async function findRematchOf(prisma: PrismaClient, matchId: string): Promise<string | null> {
  const row = await prisma.match.findUnique({ where: { rematchOf: matchId }, select: { id: true } });
  return row?.id ?? null;
}
