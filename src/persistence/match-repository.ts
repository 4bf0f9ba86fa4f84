import { Prisma, type PrismaClient } from '../generated/prisma/client.js';
import type { Transaction } from './event-store.js';

export type MatchStatus = 'waiting' | 'active' | 'finished';
export type DealingMode = 'random' | 'seeded' | 'preset';

export interface SeatRecord {
  seat: number;
  name: string | null;
  joinedAt: Date | null;
}

export interface MatchRecord {
  id: string;
  game: string;
  options: Record<string, unknown>;
  rulesVersion: number;
  seats: SeatRecord[];
  status: MatchStatus;
  version: number;
  dealingMode: DealingMode;
  seed: string;
  seedCommitment: string;
  presets: unknown[];
  /** The hash chain's head (audit/chain.ts); null only for matches created before the chain existed. */
  headHash: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export type NewMatch = Omit<MatchRecord, 'seats' | 'version' | 'createdAt' | 'updatedAt' | 'status' | 'headHash'> & {
  headHash: string;
  seatCount: number;
  creatorTokenHash: string;
};

export interface IdempotentRecord {
  requestHash: string;
  status: number;
  body: unknown;
}

const withSeats = { players: { orderBy: { seat: 'asc' as const } } };
type MatchRow = Prisma.MatchGetPayload<{ include: typeof withSeats }>;

function toRecord(row: MatchRow): MatchRecord {
  return {
    id: row.id,
    game: row.game,
    options: row.options as Record<string, unknown>,
    rulesVersion: row.rulesVersion,
    seats: row.players.map((p) => ({ seat: p.seat, name: p.name, joinedAt: p.joinedAt })),
    status: row.status as MatchStatus,
    version: row.version,
    dealingMode: row.dealingMode as DealingMode,
    seed: row.seed,
    seedCommitment: row.seedCommitment,
    presets: row.presets as unknown[],
    headHash: row.headHash,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

export async function insertMatch(prisma: PrismaClient, match: NewMatch): Promise<MatchRecord> {
  const row = await prisma.match.create({
    data: {
      id: match.id,
      game: match.game,
      options: match.options as Prisma.InputJsonValue,
      rulesVersion: match.rulesVersion,
      seats: match.seatCount,
      status: 'waiting',
      dealingMode: match.dealingMode,
      seed: match.seed,
      seedCommitment: match.seedCommitment,
      presets: match.presets as Prisma.InputJsonValue,
      creatorTokenHash: match.creatorTokenHash,
      headHash: match.headHash,
      players: { create: Array.from({ length: match.seatCount }, (_, seat) => ({ seat })) },
    },
    include: withSeats,
  });
  return toRecord(row);
}

export async function findMatch(prisma: PrismaClient, id: string): Promise<MatchRecord | null> {
  const row = await prisma.match.findUnique({ where: { id }, include: withSeats });
  return row ? toRecord(row) : null;
}

/** Who holds a token: a seat of some match, the creator of some match, or nobody. */
export type TokenHolder = { kind: 'seat'; matchId: string; seat: number } | { kind: 'creator'; matchId: string } | null;

export async function findTokenHolder(prisma: PrismaClient, tokenHash: string): Promise<TokenHolder> {
  const seat = await prisma.matchSeat.findUnique({ where: { tokenHash }, select: { matchId: true, seat: true } });
  if (seat) return { kind: 'seat', matchId: seat.matchId, seat: seat.seat };
  const created = await prisma.match.findFirst({ where: { creatorTokenHash: tokenHash }, select: { id: true } });
  return created ? { kind: 'creator', matchId: created.id } : null;
}

/** Claims a free seat inside an append; false if someone else took it first. */
export async function claimSeat(
  tx: Transaction,
  matchId: string,
  seat: number,
  name: string,
  tokenHash: string,
): Promise<boolean> {
  const claimed = await tx.matchSeat.updateMany({
    where: { matchId, seat, tokenHash: null },
    data: { name, tokenHash, joinedAt: new Date() },
  });
  return claimed.count === 1;
}

export async function findIdempotent(
  prisma: PrismaClient,
  matchId: string,
  seat: number,
  key: string,
): Promise<IdempotentRecord | null> {
  const row = await prisma.idempotentResponse.findUnique({ where: { matchId_seat_key: { matchId, seat, key } } });
  return row ? { requestHash: row.requestHash, status: row.status, body: row.body } : null;
}

/** The current version of a match, or null if there is no such match. */
export async function findMatchVersion(prisma: PrismaClient, id: string): Promise<number | null> {
  const row = await prisma.match.findUnique({ where: { id }, select: { version: true } });
  return row?.version ?? null;
}
