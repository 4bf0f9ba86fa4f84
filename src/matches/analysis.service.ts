import { Inject, Injectable } from '@nestjs/common';
import { isUuid } from '../http/validation.js';
import { ApiError } from '../http/problem.js';
import type { Database } from '../persistence/database.js';
import { findAnalysis, requestAnalysis } from '../persistence/analysis-repository.js';
import { Notifier } from '../bus/notifier.js';
import { Access, matchNotFound } from '../access/access.js';
import type { CallerOnDemand } from '../access/caller.js';
import { MatchStore } from './match-store.js';
import { DATABASE } from '../persistence/tokens.js';

/** The answer to GET /matches/{id}/analysis: the stored analysis (its JSON text and ETag), or that it is pending. */
export type AnalysisAnswer = { status: 'ready'; body: string; etag: string } | { status: 'pending'; body: string };

/**
 * A finished match's analysis (src/analysis), as the analyst stored it (scheduler/analyst.ts). One read for a
 * public or unlisted match: its status, visibility and analysis together. A match that has not ended is refused
 * from its status alone, before anything about its cards is looked at, so its answer is the same whatever the
 * hidden cards are, in content, size and time. The first request for an ended match's analysis that is not there
 * yet asks the analyst for it (recorded in the database, so a restart loses no request).
 */
@Injectable()
export class AnalysisService {
  constructor(
    private readonly store: MatchStore,
    private readonly access: Access,
    @Inject(DATABASE) private readonly db: Database,
    private readonly notifier: Notifier,
  ) {}

  async analysisOf(matchId: string, caller: CallerOnDemand): Promise<AnalysisAnswer> {
    const row = isUuid(matchId) ? await findAnalysis(this.db.prisma, matchId) : null;
    if (row === null) throw matchNotFound(matchId);
    if (row.visibility === 'private') await this.access.requireVisible(await this.store.requireMatch(matchId), await caller());
    if (row.status !== 'finished' && row.status !== 'aborted') {
      throw new ApiError(409, 'MATCH_NOT_FINISHED', 'A match is analysed once it has ended (until then its cards are hidden).');
    }
    if (row.body === null || row.etag === null) {
      if (await requestAnalysis(this.db.prisma, matchId)) await this.notifier.publish({ match: matchId, analyse: true });
      return { status: 'pending', body: JSON.stringify({ matchId, game: row.game, status: 'pending' }) };
    }
    return { status: 'ready', body: row.body, etag: row.etag };
  }
}
