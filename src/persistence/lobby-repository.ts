import { Prisma, type PrismaClient } from '../generated/prisma/client.js';
import type { PagePosition } from './page-position.js';
import type { BotKind, MatchStatus, SeatTurn, TimeControl, Visibility } from './match-repository.js';

/** What the lobby filters on; every filter narrows the list. */
export interface LobbyFilter {
  game?: string;
  status?: MatchStatus;
  /** true: matches with a seat nobody holds and nobody is invited to; false: matches without one. */
  hasOpenSeats?: boolean;
  /** Matches in which this registered player holds a seat. */
  playerId?: string;
  /** Matches this registered player created, of every visibility; without it only public matches are listed. */
  createdBy?: string;
}

export interface LobbySeatRecord {
  seat: number;
  name: string | null;
  joined: boolean;
  playerId: string | null;
  bot: BotKind | null;
  invitedPlayerId: string | null;
  /** The holder's rating in the match's game (src/records), if they have one. */
  rating: { mu: number; sigma: number; matches: number } | null;
}

export interface LobbyRecord {
  id: string;
  game: string;
  options: Record<string, unknown>;
  rulesVersion: number;
  status: MatchStatus;
  visibility: Visibility;
  dealingMode: string;
  timeControl: TimeControl | null;
  createdAt: Date;
  creator: { id: string; name: string } | null;
  seats: LobbySeatRecord[];
}

type LobbyRow = Omit<LobbyRecord, 'creator' | 'seats' | 'createdAt'> & {
  createdAt: Date | string;
  creatorId: string | null;
  creatorName: string | null;
  seats: LobbySeatRecord[] | string;
};

/** A JSON value as the driver hands it over: parsed already (pg) or as text. */
const json = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

/**
 * One page of the lobby in ONE query: newest first by (created_at, id), after `after`, at most `take` rows,
 * each with its seats (aggregated) and its creator's name. The indexes on (visibility, [status | game,]
 * created_at, id) and (creator_player_id, created_at, id) let it read just the page.
 */
export async function listLobby(
  prisma: PrismaClient,
  filter: LobbyFilter,
  after: PagePosition | null,
  take: number,
): Promise<LobbyRecord[]> {
  const where: Prisma.Sql[] = [
    filter.createdBy ? Prisma.sql`m."creator_player_id" = ${filter.createdBy}::uuid` : Prisma.sql`m."visibility" = 'public'`,
  ];
  if (filter.game !== undefined) where.push(Prisma.sql`m."game" = ${filter.game}`);
  if (filter.status !== undefined) where.push(Prisma.sql`m."status" = ${filter.status}`);
  if (filter.hasOpenSeats !== undefined) {
    const open = Prisma.sql`EXISTS (SELECT 1 FROM "match_seat" o WHERE o."match_id" = m."id" AND o."joined_at" IS NULL AND o."invited_player_id" IS NULL)`;
    where.push(filter.hasOpenSeats ? open : Prisma.sql`NOT ${open}`);
  }
  if (filter.playerId !== undefined) {
    where.push(Prisma.sql`EXISTS (SELECT 1 FROM "match_seat" h WHERE h."match_id" = m."id" AND h."player_id" = ${filter.playerId}::uuid)`);
  }
  if (after) where.push(Prisma.sql`(m."created_at", m."id") < (${after.createdAt}::timestamptz, ${after.id}::uuid)`);
  const rows = await prisma.$queryRaw<LobbyRow[]>`
    SELECT m."id"::text AS "id", m."game", m."options", m."rules_version" AS "rulesVersion", m."status", m."visibility",
           m."dealing_mode" AS "dealingMode", m."time_control" AS "timeControl", m."created_at" AS "createdAt",
           c."id"::text AS "creatorId", c."name" AS "creatorName",
           (SELECT json_agg(json_build_object(
                     'seat', s."seat", 'name', s."name", 'joined', s."joined_at" IS NOT NULL, 'playerId', s."player_id",
                     'bot', s."bot", 'invitedPlayerId', s."invited_player_id",
                     'rating', (SELECT json_build_object('mu', r."mu", 'sigma', r."sigma", 'matches', r."matches")
                                  FROM "player_rating" r WHERE r."player_id" = s."player_id" AND r."game" = m."game")) ORDER BY s."seat")
              FROM "match_seat" s WHERE s."match_id" = m."id") AS "seats"
      FROM "match" m
      LEFT JOIN "player" c ON c."id" = m."creator_player_id"
     WHERE ${Prisma.join(where, ' AND ')}
     ORDER BY m."created_at" DESC, m."id" DESC
     LIMIT ${take}`;
  return rows.map((row) => ({
    id: row.id,
    game: row.game,
    options: json(row.options),
    rulesVersion: Number(row.rulesVersion),
    status: row.status,
    visibility: row.visibility,
    dealingMode: row.dealingMode,
    timeControl: row.timeControl === null ? null : json(row.timeControl),
    createdAt: new Date(row.createdAt),
    creator: row.creatorId && row.creatorName !== null ? { id: row.creatorId, name: row.creatorName } : null,
    seats: json(row.seats ?? []),
  }));
}

/** What the player's list filters on. */
export interface PlayerMatchFilter {
  status?: MatchStatus;
  /** true: only matches waiting for the player's move; false: only the others. */
  yourMove?: boolean;
}

/** One of a player's matches: the seat they hold or are invited to, and the match's turns. */
export interface PlayerMatchRecord {
  matchId: string;
  game: string;
  status: string;
  version: number;
  seat: number;
  invited: boolean;
  dealingMode: string;
  visibility: Visibility;
  seats: { seat: number; name: string | null; bot: BotKind | null; joined: boolean }[];
  turns: SeatTurn[];
  timeControl: TimeControl | null;
  createdAt: Date;
  updatedAt: Date;
}

type PlayerMatchRow = Omit<PlayerMatchRecord, 'seats' | 'turns' | 'timeControl' | 'createdAt' | 'updatedAt'> & {
  seats: PlayerMatchRecord['seats'] | string;
  turns: SeatTurn[] | string;
  timeControl: TimeControl | string | null;
  createdAt: Date | string;
  updatedAt: Date | string;
};

/**
 * One page of a player's matches (seats held, and invitations not taken up yet) in ONE query, newest match
 * first by (created_at, id) after `after`. A player has at most one such seat per match, so the match orders
 * the list.
 */
export async function listPlayerMatches(
  prisma: PrismaClient,
  playerId: string,
  filter: PlayerMatchFilter,
  after: PagePosition | null,
  take: number,
): Promise<PlayerMatchRecord[]> {
  const where: Prisma.Sql[] = [
    Prisma.sql`(s."player_id" = ${playerId}::uuid OR (s."invited_player_id" = ${playerId}::uuid AND s."joined_at" IS NULL))`,
  ];
  if (filter.status !== undefined) where.push(Prisma.sql`m."status" = ${filter.status}`);
  if (filter.yourMove !== undefined) {
    // The seat is the player's own and among the match's turns: it is their move.
    const yours = Prisma.sql`COALESCE(m."status" = 'active' AND s."player_id" = ${playerId}::uuid
      AND m."turns" @> jsonb_build_array(jsonb_build_object('seat', s."seat")), false)`;
    where.push(filter.yourMove ? yours : Prisma.sql`NOT ${yours}`);
  }
  if (after) where.push(Prisma.sql`(m."created_at", m."id") < (${after.createdAt}::timestamptz, ${after.id}::uuid)`);
  const rows = await prisma.$queryRaw<PlayerMatchRow[]>`
    SELECT m."id"::text AS "matchId", m."game", m."status", m."version", s."seat",
           (s."player_id" IS NULL OR s."player_id" <> ${playerId}::uuid) AS "invited",
           m."dealing_mode" AS "dealingMode", m."visibility", m."turns", m."time_control" AS "timeControl",
           m."created_at" AS "createdAt", m."updated_at" AS "updatedAt",
           (SELECT json_agg(json_build_object('seat', p."seat", 'name', p."name", 'bot', p."bot", 'joined', p."joined_at" IS NOT NULL) ORDER BY p."seat")
              FROM "match_seat" p WHERE p."match_id" = m."id") AS "seats"
      FROM "match_seat" s
      JOIN "match" m ON m."id" = s."match_id"
     WHERE ${Prisma.join(where, ' AND ')}
     ORDER BY m."created_at" DESC, m."id" DESC
     LIMIT ${take}`;
  return rows.map((row) => ({
    matchId: row.matchId,
    game: row.game,
    status: row.status,
    version: Number(row.version),
    seat: Number(row.seat),
    invited: Boolean(row.invited),
    dealingMode: row.dealingMode,
    visibility: row.visibility,
    seats: json(row.seats ?? []),
    turns: json(row.turns),
    timeControl: row.timeControl === null ? null : json(row.timeControl),
    createdAt: new Date(row.createdAt),
    updatedAt: new Date(row.updatedAt),
  }));
}
