import { Prisma, type PrismaClient } from '../generated/prisma/client.js';
import type { PagePosition } from '../persistence/page-position.js';
import type { Rating } from './rating.js';
import type { SeatResult } from './totals.js';

/** Why a recorded match left the ratings as they were. */
export const UNRATED_REASONS = ['arrangedDeal', 'bot', 'unregistered'] as const;
export type UnratedReason = (typeof UNRATED_REASONS)[number];

export interface NewSeatResult {
  seat: number;
  playerId: string | null;
  result: SeatResult;
  place: number;
  total: number;
}

export interface NewMatchResult {
  matchId: string;
  game: string;
  endedAt: Date;
  unratedReason: UnratedReason | null;
  seats: NewSeatResult[];
}

/**
 * The record of a match that changes no rating, as one statement (so atomic without a transaction, and one round
 * trip): the match marked as recorded, its match_result row unless one exists, and its seats' rows only with a new
 * match_result row. $1 match id, $2 game, $3 end, $4 why unrated, $5 the seats (JSON). Answers whether it inserted.
 */
const UNRATED_RESULT = `
  WITH marked AS (
    UPDATE "match" SET "recorded" = true WHERE "id" = $1::uuid AND NOT "recorded"
  ), inserted AS (
    INSERT INTO "match_result" ("match_id", "game", "ended_at", "unrated_reason")
    VALUES ($1::uuid, $2::text, $3::timestamptz, $4::text)
    ON CONFLICT ("match_id") DO NOTHING
    RETURNING "match_id"
  ), seats AS (
    INSERT INTO "match_result_seat" ("match_id", "seat", "player_id", "game", "ended_at", "result", "place", "total")
    SELECT inserted."match_id", s."seat", s."playerId", $2::text, $3::timestamptz, s."result", s."place", s."total"
      FROM inserted CROSS JOIN jsonb_to_recordset($5::jsonb)
        AS s("seat" int, "playerId" uuid, "result" text, "place" int, "total" int)
  )
  SELECT (SELECT count(*) FROM inserted)::int AS "inserted"`;

/**
 * Records a finished match once: the match_result row (primary key) is written first, so a second attempt (a
 * retry, another instance) finds it and changes nothing. For a rated match, the players' ratings in its game
 * are read locked, changed by `rerate` and written in the same transaction; a match that changes no rating is
 * recorded by one statement. False if it was recorded already.
 */
export async function insertMatchResult(
  prisma: PrismaClient,
  result: NewMatchResult,
  rerate: (before: ReadonlyMap<string, Rating>) => ReadonlyMap<string, Rating>,
  initial: Rating,
): Promise<boolean> {
  const players = result.seats.flatMap((s) => (s.playerId ? [s.playerId] : []));
  if (result.unratedReason !== null || players.length === 0) {
    const seats = result.seats.map((s) => ({ seat: s.seat, playerId: s.playerId, result: s.result, place: s.place, total: s.total }));
    const rows = await prisma.$queryRawUnsafe<{ inserted: number }[]>(
      UNRATED_RESULT,
      result.matchId,
      result.game,
      result.endedAt.toISOString(),
      result.unratedReason,
      JSON.stringify(seats),
    );
    return rows[0]?.inserted === 1;
  }
  return prisma.$transaction(async (tx) => {
    // Marked whether or not this call writes the result: a match recorded already leaves the recorder's look too.
    await tx.$executeRaw`UPDATE "match" SET "recorded" = true WHERE "id" = ${result.matchId}::uuid AND NOT "recorded"`;
    const inserted = await tx.$queryRaw<{ id: string }[]>`
      INSERT INTO "match_result" ("match_id", "game", "ended_at", "unrated_reason")
      VALUES (${result.matchId}::uuid, ${result.game}, ${result.endedAt}::timestamptz, ${result.unratedReason})
      ON CONFLICT ("match_id") DO NOTHING
      RETURNING "match_id"::text AS "id"`;
    if (inserted.length === 0) return false;
    for (const playerId of players) {
      await tx.$executeRaw`
        INSERT INTO "player_rating" ("player_id", "game", "mu", "sigma", "matches")
        VALUES (${playerId}::uuid, ${result.game}, ${initial.mu}, ${initial.sigma}, 0)
        ON CONFLICT ("player_id", "game") DO NOTHING`;
    }
    // Locked in a fixed order, so two matches of the same players ending at once cannot deadlock.
    const rows = await tx.$queryRaw<{ playerId: string; mu: number; sigma: number; matches: number }[]>`
      SELECT "player_id"::text AS "playerId", "mu", "sigma", "matches" FROM "player_rating"
       WHERE "game" = ${result.game} AND "player_id" = ANY (${players}::uuid[])
       ORDER BY "player_id" FOR UPDATE`;
    const before = new Map(rows.map((r) => [r.playerId, { mu: Number(r.mu), sigma: Number(r.sigma) }]));
    const played = new Map(rows.map((r) => [r.playerId, Number(r.matches)]));
    const after = new Map(rerate(before));
    for (const [playerId, r] of after) {
      await tx.$executeRaw`
        UPDATE "player_rating" SET "mu" = ${r.mu}, "sigma" = ${r.sigma}, "matches" = "matches" + 1, "updated_at" = now()
         WHERE "player_id" = ${playerId}::uuid AND "game" = ${result.game}`;
    }
    const rated = (playerId: string | null, ratings: ReadonlyMap<string, Rating>, plus: number) => {
      const r = playerId ? ratings.get(playerId) : undefined;
      return r && playerId ? { mu: r.mu, sigma: r.sigma, matches: (played.get(playerId) ?? 0) + plus } : Prisma.DbNull;
    };
    await tx.matchResultSeat.createMany({
      data: result.seats.map((s) => ({
        matchId: result.matchId,
        seat: s.seat,
        playerId: s.playerId,
        game: result.game,
        endedAt: result.endedAt,
        result: s.result,
        place: s.place,
        total: s.total,
        ratingBefore: rated(s.playerId, before, 0),
        ratingAfter: rated(s.playerId, after, 1),
      })) as Prisma.MatchResultSeatCreateManyInput[],
    });
    return true;
  });
}

/** The look of `unrecordedMatches`; $1 is how many. Exported for the test that checks which index it reads. */
export const UNRECORDED_MATCHES = `
  SELECT m."id"::text AS "id" FROM "match" m
   WHERE m."status" = 'finished' AND NOT m."recorded"
   ORDER BY m."updated_at", m."id"
   LIMIT $1::int`;

/**
 * Finished matches not recorded yet, those that ended first first. The condition is the predicate of the partial
 * index `match_unrecorded_idx` word for word, so the look reads only those matches, however many finished before.
 */
export async function unrecordedMatches(prisma: PrismaClient, take: number): Promise<string[]> {
  const rows = await prisma.$queryRawUnsafe<{ id: string }[]>(UNRECORDED_MATCHES, take);
  return rows.map((r) => r.id);
}

export interface GameRecordRow {
  game: string;
  played: number;
  won: number;
  lost: number;
  shared: number;
  total: number;
}

/** A player's recorded matches per game: how many, won, lost, shared, and the sum of the game's own total. */
export async function gameRecords(prisma: PrismaClient, playerId: string): Promise<GameRecordRow[]> {
  const rows = await prisma.$queryRaw<Record<keyof GameRecordRow, string | number | bigint>[]>`
    SELECT "game", count(*) AS "played",
           count(*) FILTER (WHERE "result" = 'won') AS "won",
           count(*) FILTER (WHERE "result" = 'lost') AS "lost",
           count(*) FILTER (WHERE "result" = 'shared') AS "shared",
           COALESCE(sum("total"), 0) AS "total"
      FROM "match_result_seat" WHERE "player_id" = ${playerId}::uuid
     GROUP BY "game" ORDER BY "game"`;
  return rows.map((r) => ({
    game: String(r.game),
    played: Number(r.played),
    won: Number(r.won),
    lost: Number(r.lost),
    shared: Number(r.shared),
    total: Number(r.total),
  }));
}

export interface RatingRow extends Rating {
  game: string;
  matches: number;
}

/** A player's ratings, one per game rated in. */
export async function playerRatings(prisma: PrismaClient, playerId: string): Promise<RatingRow[]> {
  const rows = await prisma.playerRating.findMany({ where: { playerId }, orderBy: { game: 'asc' } });
  return rows.map((r) => ({ game: r.game, mu: r.mu, sigma: r.sigma, matches: r.matches }));
}

/** A rating as a result keeps it: with the rated matches played in the game (before, or including, this one). */
export type StoredRating = Rating & { matches: number };

export interface ResultRecord {
  matchId: string;
  game: string;
  rulesVersion: number;
  endedAt: Date;
  unratedReason: UnratedReason | null;
  seat: number;
  dealingMode: string;
  seats: {
    seat: number;
    name: string | null;
    playerId: string | null;
    bot: string | null;
    result: SeatResult;
    place: number;
    total: number;
    ratingBefore: StoredRating | null;
    ratingAfter: StoredRating | null;
  }[];
}

type ResultRow = Omit<ResultRecord, 'endedAt' | 'seats'> & { endedAt: Date | string; seats: ResultRecord['seats'] | string };

const json = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

/**
 * One page of a player's recorded matches, the latest ended first by (ended_at, match_id) after `after`;
 * `publicOnly`: only public matches (what others may see of the record).
 */
export async function listResults(
  prisma: PrismaClient,
  playerId: string,
  publicOnly: boolean,
  game: string | undefined,
  after: PagePosition | null,
  take: number,
): Promise<ResultRecord[]> {
  const where: Prisma.Sql[] = [Prisma.sql`r."player_id" = ${playerId}::uuid`];
  if (publicOnly) where.push(Prisma.sql`m."visibility" = 'public'`);
  if (game !== undefined) where.push(Prisma.sql`r."game" = ${game}`);
  if (after) where.push(Prisma.sql`(r."ended_at", r."match_id") < (${after.createdAt}::timestamptz, ${after.id}::uuid)`);
  const rows = await prisma.$queryRaw<ResultRow[]>`
    SELECT r."match_id"::text AS "matchId", r."game", m."rules_version" AS "rulesVersion", r."ended_at" AS "endedAt", x."unrated_reason" AS "unratedReason",
           r."seat", m."dealing_mode" AS "dealingMode",
           (SELECT json_agg(json_build_object('seat', o."seat", 'name', s."name", 'playerId', o."player_id", 'bot', s."bot", 'result', o."result",
                     'place', o."place", 'total', o."total", 'ratingBefore', o."rating_before", 'ratingAfter', o."rating_after") ORDER BY o."seat")
              FROM "match_result_seat" o LEFT JOIN "match_seat" s ON s."match_id" = o."match_id" AND s."seat" = o."seat"
             WHERE o."match_id" = r."match_id") AS "seats"
      FROM "match_result_seat" r
      JOIN "match_result" x ON x."match_id" = r."match_id"
      JOIN "match" m ON m."id" = r."match_id"
     WHERE ${Prisma.join(where, ' AND ')}
     ORDER BY r."ended_at" DESC, r."match_id" DESC
     LIMIT ${take}`;
  return rows.map((row) => ({
    ...row,
    rulesVersion: Number(row.rulesVersion),
    seat: Number(row.seat),
    endedAt: new Date(row.endedAt),
    seats: json(row.seats),
  }));
}
