import type { PrismaClient } from '../generated/prisma/client.js';
import type { BotKind } from '../bots/bot.js';
import { READ_STATEMENTS, type Sql, type Transaction } from './event-store.js';

export type { BotKind };

/** `aborted`: ended without a result, by agreement before a card was played (docs/correspondence.md, "Correspondence play"). */
export const MATCH_STATUSES = ['waiting', 'active', 'finished', 'aborted'] as const;
export type MatchStatus = (typeof MATCH_STATUSES)[number];
export type DealingMode = 'random' | 'seeded' | 'preset';

/** Who finds and sees a match: listed in the lobby, anyone with its id (the default), or insiders only. */
export const VISIBILITIES = ['public', 'unlisted', 'private'] as const;
export type Visibility = (typeof VISIBILITIES)[number];

export interface SeatRecord {
  seat: number;
  name: string | null;
  joinedAt: Date | null;
  /** The registered player holding the seat; null for an anonymous seat token or a bot. */
  playerId: string | null;
  /** The player the seat is reserved for until they take it. */
  invitedPlayerId: string | null;
  /** The server-side bot playing the seat. */
  bot: BotKind | null;
  /** SHA-256 of the seat token of an anonymous holder: a token counts only while its seat is still held by it. */
  tokenHash: string | null;
}

export type TimeoutRule = 'bot' | 'forfeit' | 'nothing';

/** A time per move; when it passes, `onTimeout` decides (with `bot`: which bot moves). */
export interface TimeControl {
  moveSeconds: number;
  onTimeout: TimeoutRule;
  bot: BotKind;
}

/** A seat that may act at the current version: since when, and until when (null without time control). */
export interface SeatTurn {
  seat: number;
  since: string;
  deadline: string | null;
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
  /** The chain's version (audit/chain.ts): 1 unsalted (older matches), 2 salted with `salt`. */
  chainVersion: number;
  /** Secret until the match ends; null for chain version 1. */
  salt: string | null;
  creatorPlayerId: string | null;
  timeControl: TimeControl | null;
  turns: SeatTurn[];
  dueAt: Date | null;
  /** Not part of the hash chain: the lobby is not audited. */
  visibility: Visibility;
  /** The finished match this one plays again (a rematch), or null. */
  rematchOf: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export type NewMatch = Omit<
  MatchRecord,
  'seats' | 'version' | 'updatedAt' | 'status' | 'headHash' | 'turns' | 'dueAt' | 'visibility' | 'rematchOf'
> & {
  /** Default: unlisted. */
  visibility?: Visibility;
  rematchOf?: string;
  headHash: string;
  seatCount: number;
  creatorTokenHash: string;
  /** Whether spectators take part in the match's chat (src/chat); default false. */
  chatSpectators?: boolean;
};

export interface IdempotentRecord {
  requestHash: string;
  status: number;
  /** The response's JSON text as first sent. */
  body: string;
}

export async function insertMatch(sql: Sql, match: NewMatch): Promise<MatchRecord> {
  const visibility = match.visibility ?? 'unlisted';
  const rematchOf = match.rematchOf ?? null;
  // One statement: the match and its empty seats (the seats' foreign key is checked at its end). The JSON columns
  // come back as stored (jsonb orders keys its own way), as every later read gives them.
  const [row] = await sql.query<Pick<MatchRecord, 'updatedAt' | 'options' | 'presets' | 'timeControl'>>(
    `WITH inserted AS (
       INSERT INTO "match" ("id", "game", "options", "rules_version", "seats", "status", "dealing_mode", "seed", "seed_commitment",
                            "presets", "creator_token_hash", "head_hash", "chain_version", "salt", "created_at", "creator_player_id",
                            "time_control", "visibility", "chat_spectators", "rematch_of")
       VALUES ($1::uuid, $2, $3::jsonb, $4::int, $5::int, 'waiting', $6, $7, $8, $9::jsonb, $10, $11, $12::int, $13, $14::timestamptz,
               $15::uuid, $16::jsonb, $17, $18::boolean, $19::uuid)
       RETURNING "id", "updated_at", "options", "presets", "time_control"
     ), seats AS (
       INSERT INTO "match_seat" ("match_id", "seat") SELECT "id", generate_series(0, $5::int - 1) FROM inserted
     )
     SELECT "updated_at" AS "updatedAt", "options", "presets", "time_control" AS "timeControl" FROM inserted`,
    [
      match.id,
      match.game,
      JSON.stringify(match.options),
      match.rulesVersion,
      match.seatCount,
      match.dealingMode,
      match.seed,
      match.seedCommitment,
      JSON.stringify(match.presets),
      match.creatorTokenHash,
      match.headHash,
      match.chainVersion,
      match.salt,
      match.createdAt.toISOString(),
      match.creatorPlayerId,
      match.timeControl === null ? null : JSON.stringify(match.timeControl),
      visibility,
      match.chatSpectators ?? false,
      rematchOf,
    ],
  );
  const seats = Array.from({ length: match.seatCount }, (_, seat) => ({
    seat,
    name: null,
    joinedAt: null,
    playerId: null,
    invitedPlayerId: null,
    bot: null,
    tokenHash: null,
  }));
  return {
    id: match.id,
    game: match.game,
    options: row.options,
    rulesVersion: match.rulesVersion,
    seats,
    status: 'waiting',
    version: 0,
    dealingMode: match.dealingMode,
    seed: match.seed,
    seedCommitment: match.seedCommitment,
    presets: row.presets,
    headHash: match.headHash,
    chainVersion: match.chainVersion,
    salt: match.salt,
    creatorPlayerId: match.creatorPlayerId,
    timeControl: row.timeControl,
    turns: [],
    dueAt: null,
    visibility,
    rematchOf,
    createdAt: match.createdAt,
    updatedAt: row.updatedAt,
  };
}

export async function findMatch(sql: Sql, id: string): Promise<MatchRecord | null> {
  const rows = await sql.query<Omit<MatchRecord, 'seats'> & { seatRows: (Omit<SeatRecord, 'joinedAt'> & { joinedAt: string | null })[] }>(
    `SELECT m."id", m."game", m."options", m."rules_version" AS "rulesVersion", m."status", m."version", m."dealing_mode" AS "dealingMode",
            m."seed", m."seed_commitment" AS "seedCommitment", m."presets", m."head_hash" AS "headHash", m."chain_version" AS "chainVersion",
            m."salt", m."creator_player_id" AS "creatorPlayerId", m."time_control" AS "timeControl", m."turns", m."due_at" AS "dueAt",
            m."visibility", m."rematch_of" AS "rematchOf", m."created_at" AS "createdAt", m."updated_at" AS "updatedAt",
            (SELECT json_agg(json_build_object('seat', s."seat", 'name', s."name", 'joinedAt', s."joined_at", 'playerId', s."player_id",
                                               'invitedPlayerId', s."invited_player_id", 'bot', s."bot", 'tokenHash', s."token_hash") ORDER BY s."seat")
               FROM "match_seat" s WHERE s."match_id" = m."id") AS "seatRows"
       FROM "match" m WHERE m."id" = $1::uuid`,
    [id],
    READ_STATEMENTS.match,
  );
  if (rows.length === 0) return null;
  const { seatRows, ...match } = rows[0];
  const seats = (seatRows ?? []).map((s) => ({ ...s, joinedAt: s.joinedAt === null ? null : new Date(s.joinedAt) }));
  return { ...match, seats };
}

/** Who holds a match token: a seat of some match, the creator of some match, or nobody. */
export type TokenHolder = { kind: 'seat'; matchId: string; seat: number } | { kind: 'creator'; matchId: string } | null;

export async function findTokenHolder(sql: Sql, tokenHash: string): Promise<TokenHolder> {
  const seats = await sql.query<{ matchId: string; seat: number }>(
    `SELECT "match_id" AS "matchId", "seat" FROM "match_seat" WHERE "token_hash" = $1`,
    [tokenHash],
    READ_STATEMENTS.seatToken,
  );
  if (seats.length > 0) return { kind: 'seat', matchId: seats[0].matchId, seat: seats[0].seat };
  const created = await sql.query<{ id: string }>(
    `SELECT "id" FROM "match" WHERE "creator_token_hash" = $1 LIMIT 1`,
    [tokenHash],
    READ_STATEMENTS.creatorToken,
  );
  return created.length > 0 ? { kind: 'creator', matchId: created[0].id } : null;
}

/** Who takes a seat: a name, and a seat token, a registered player or a bot. */
export interface Occupant {
  name: string;
  tokenHash: string | null;
  playerId: string | null;
  bot: BotKind | null;
}

/** Claims a free seat inside an append; false if someone else took it first. */
export async function claimSeat(sql: Sql, matchId: string, seat: number, occupant: Occupant, at = new Date()): Promise<boolean> {
  const claimed = await sql.query(
    `UPDATE "match_seat" SET "name" = $3, "token_hash" = $4, "player_id" = $5::uuid, "bot" = $6, "joined_at" = $7::timestamptz
      WHERE "match_id" = $1::uuid AND "seat" = $2::int AND "joined_at" IS NULL
      RETURNING "seat"`,
    [matchId, seat, occupant.name, occupant.tokenHash, occupant.playerId, occupant.bot, at.toISOString()],
  );
  return claimed.length === 1;
}

/** Frees a taken seat of a match that has not started (it keeps no reservation); false if it was not taken. */
export async function vacateSeat(tx: Transaction, matchId: string, seat: number): Promise<boolean> {
  const freed = await tx.matchSeat.updateMany({
    where: { matchId, seat, joinedAt: { not: null } },
    data: { name: null, tokenHash: null, playerId: null, bot: null, joinedAt: null, invitedPlayerId: null },
  });
  return freed.count === 1;
}

/** Frees the seats of a match still reserved for a player (who has taken a seat). */
export async function releaseInvitations(sql: Sql, matchId: string, playerId: string): Promise<void> {
  await sql.query(
    `UPDATE "match_seat" SET "invited_player_id" = NULL WHERE "match_id" = $1::uuid AND "invited_player_id" = $2::uuid AND "joined_at" IS NULL`,
    [matchId, playerId],
  );
}

/** Whether the player is invited to a seat of the match not taken yet. */
export async function isInvited(prisma: PrismaClient, matchId: string, playerId: string): Promise<boolean> {
  const seat = await prisma.matchSeat.findFirst({ where: { matchId, invitedPlayerId: playerId, joinedAt: null }, select: { seat: true } });
  return seat !== null;
}

/** Frees the seat still reserved for a player (declined or withdrawn): its number, or null if none is reserved for them. */
export async function releaseInvitation(tx: Transaction, matchId: string, playerId: string): Promise<number | null> {
  const rows = await tx.$queryRaw<{ seat: number }[]>`
    UPDATE "match_seat" SET "invited_player_id" = NULL
     WHERE "match_id" = ${matchId}::uuid AND "invited_player_id" = ${playerId}::uuid AND "joined_at" IS NULL
    RETURNING "seat"`;
  return rows.length > 0 ? Number(rows[0].seat) : null;
}

/** Reserves a free seat for a player; false if the seat was taken meanwhile. */
export async function reserveSeat(prisma: PrismaClient, matchId: string, seat: number, playerId: string | null): Promise<boolean> {
  const reserved = await prisma.matchSeat.updateMany({ where: { matchId, seat, joinedAt: null }, data: { invitedPlayerId: playerId } });
  return reserved.count === 1;
}

export async function findIdempotent(prisma: PrismaClient, matchId: string, seat: number, key: string): Promise<IdempotentRecord | null> {
  const row = await prisma.idempotentResponse.findUnique({ where: { matchId_seat_key: { matchId, seat, key } } });
  return row ? { requestHash: row.requestHash, status: row.status, body: row.body } : null;
}

/** The current version of a match and the turns at that version, or null if there is no such match. */
export async function findMatchHead(sql: Sql, id: string): Promise<{ version: number; turns: SeatTurn[] } | null> {
  const rows = await sql.query<{ version: number; turns: SeatTurn[] }>(
    `SELECT "version", "turns" FROM "match" WHERE "id" = $1::uuid`,
    [id],
    READ_STATEMENTS.head,
  );
  return rows[0] ?? null;
}

/**
 * Deletes a match if it is still at `version` (its seats, events and notifications go with it); the caller
 * publishes the deletion. False if the match had moved on or was gone.
 */
export async function deleteMatchAt(prisma: PrismaClient, id: string, version: number): Promise<boolean> {
  const deleted = await prisma.$executeRaw`DELETE FROM "match" WHERE "id" = ${id}::uuid AND "version" = ${version}`;
  return deleted === 1;
}

/** Up to `take` running matches whose due time has come by `now`, earliest first, leaving out `skip`. */
export async function dueMatches(prisma: PrismaClient, now: Date, skip: string[], take: number): Promise<string[]> {
  const rows = await prisma.match.findMany({
    where: { status: 'active', dueAt: { lte: now }, id: { notIn: skip } },
    orderBy: { dueAt: 'asc' },
    select: { id: true },
    take,
  });
  return rows.map((row) => row.id);
}

/** Locks the match's row inside `tx` if it is still at `version`; false if it moved on or another transaction holds it. */
export async function lockMatchAt(tx: Transaction, id: string, version: number): Promise<boolean> {
  const locked = await tx.$queryRaw<{ id: string }[]>`
    SELECT "id"::text FROM "match" WHERE "id" = ${id}::uuid AND "version" = ${version} FOR UPDATE SKIP LOCKED`;
  return locked.length > 0;
}

/** Stores the match's next due time if it is still at `version`. */
export async function setDueAt(prisma: PrismaClient, id: string, version: number, dueAt: Date | null): Promise<void> {
  await prisma.match.updateMany({ where: { id, version }, data: { dueAt } });
}

/** The ids of the matches a player created. */
export async function matchesCreatedBy(prisma: PrismaClient, playerId: string): Promise<string[]> {
  const rows = await prisma.match.findMany({ where: { creatorPlayerId: playerId }, select: { id: true } });
  return rows.map((row) => row.id);
}

/** A match's creator (its player, or null for a creator token); null if there is no such match. */
export async function findMatchCreator(prisma: PrismaClient, id: string): Promise<{ id: string; creatorPlayerId: string | null } | null> {
  return prisma.match.findUnique({ where: { id }, select: { id: true, creatorPlayerId: true } });
}

/** Whether spectators may chat in the match; null if there is no such match. */
export async function findChatSpectators(db: PrismaClient | Transaction, id: string): Promise<boolean | null> {
  const row = await db.match.findUnique({ where: { id }, select: { chatSpectators: true } });
  return row ? row.chatSpectators : null;
}
