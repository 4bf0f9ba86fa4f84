import type { PrismaClient } from '../generated/prisma/client.js';
import { queueNotifications } from './notification-repository.js';

/** What GET /matches/{id}/analysis needs in one read: the match's status and visibility, and its analysis if stored. */
export interface AnalysisRow {
  game: string;
  status: string;
  visibility: string;
  body: string | null;
  etag: string | null;
}

export async function findAnalysis(prisma: PrismaClient, matchId: string): Promise<AnalysisRow | null> {
  const rows = await prisma.$queryRaw<AnalysisRow[]>`
    SELECT m."game", m."status", m."visibility", a."body", a."etag"
      FROM "match" m LEFT JOIN "match_analysis" a ON a."match_id" = m."id"
     WHERE m."id" = ${matchId}::uuid`;
  return rows[0] ?? null;
}

/** The look of `unanalysedMatches`; $1 is how many. Its condition is the partial index `match_unanalysed_idx`'s. */
export const UNANALYSED_MATCHES = `
  SELECT m."id"::text AS "id" FROM "match" m
   WHERE m."status" IN ('finished', 'aborted') AND NOT m."analysed"
   ORDER BY m."updated_at", m."id"
   LIMIT $1::int`;

/** The look of `unanalysedMatches` for the matches asked for only; its condition is `match_analysis_wanted_idx`'s. */
export const WANTED_MATCHES = `
  SELECT m."id"::text AS "id" FROM "match" m
   WHERE m."analysis_wanted" AND NOT m."analysed"
   ORDER BY m."updated_at", m."id"
   LIMIT $1::int`;

/**
 * Ended matches without an analysis, those that ended first first: every one (`everyMatch`), or only those whose
 * analysis was asked for (`requestAnalysis`).
 */
export async function unanalysedMatches(prisma: PrismaClient, take: number, everyMatch: boolean): Promise<string[]> {
  const rows = await prisma.$queryRawUnsafe<{ id: string }[]>(everyMatch ? UNANALYSED_MATCHES : WANTED_MATCHES, take);
  return rows.map((r) => r.id);
}

/**
 * Records that an ended match's analysis is asked for; true if this is the first time (then the analyst is to be
 * told), false if it was asked for before, or the match has not ended.
 */
export async function requestAnalysis(prisma: PrismaClient, matchId: string): Promise<boolean> {
  const changed = await prisma.$executeRaw`
    UPDATE "match" SET "analysis_wanted" = true
     WHERE "id" = ${matchId}::uuid AND "status" IN ('finished', 'aborted') AND NOT "analysis_wanted"`;
  return changed > 0;
}

/**
 * Marks the matches whose stored analysis has an older format than `format` as not analysed and as asked for, so
 * that the analyst analyses them again whether or not it analyses every match (their old analysis is served until
 * the new one replaces it, so no request would ask for it again). Returns how many.
 */
export async function reopenOlderAnalyses(prisma: PrismaClient, format: number): Promise<number> {
  return prisma.$executeRaw`
    UPDATE "match" m SET "analysed" = false, "analysis_wanted" = true
      FROM "match_analysis" a
     WHERE a."match_id" = m."id" AND a."format" < ${format} AND m."analysed"`;
}

/**
 * Stores a match's analysis once per format (a second instance that analysed it too changes nothing; an analysis
 * of an older format is replaced) and, with a first analysis, the `analysisReady` notification for the match's
 * registered players and its webhooks. Returns who to tell (for Notifier.publish), or null if nobody is told.
 */
export async function insertAnalysis(
  prisma: PrismaClient,
  analysis: { matchId: string; format: number; body: string; etag: string; players: string[]; data: unknown },
  now: Date,
): Promise<{ players: string[]; queued: number } | null> {
  return prisma.$transaction(async (tx) => {
    await tx.$executeRaw`UPDATE "match" SET "analysed" = true WHERE "id" = ${analysis.matchId}::uuid AND NOT "analysed"`;
    const stored = await tx.$queryRaw<{ first: boolean }[]>`
      INSERT INTO "match_analysis" ("match_id", "format", "body", "etag")
      VALUES (${analysis.matchId}::uuid, ${analysis.format}, ${analysis.body}, ${analysis.etag})
      ON CONFLICT ("match_id") DO UPDATE
        SET "format" = EXCLUDED."format", "body" = EXCLUDED."body", "etag" = EXCLUDED."etag"
        WHERE "match_analysis"."format" < EXCLUDED."format"
      RETURNING ("xmax" = 0) AS "first"`;
    if (stored.length === 0 || !stored[0].first) return null;
    const notes = [...analysis.players, null].map((playerId) => ({ playerId, type: 'analysisReady', data: analysis.data }));
    const { queued, players } = await queueNotifications(tx, analysis.matchId, notes, now);
    return { players, queued };
  });
}
