import { Inject, Injectable } from '@nestjs/common';
import { renderExport, EXPORT_FORMAT, type ExportedEvent } from '../audit/export-format.js';
import { ApiError } from '../http/problem.js';
import type { Database } from '../persistence/database.js';
import { readStream } from '../persistence/event-store.js';
import { Access } from './access.js';
import { MatchStore } from './match-store.js';
import { chainOver, eventFor, evolveAll, genesisOf, setupOf } from './match-stream.js';
import { DATABASE } from './tokens.js';

/** The auditor's endpoints: the export document and the state after any event of an ended match. */
@Injectable()
export class AuditService {
  constructor(
    private readonly store: MatchStore,
    private readonly access: Access,
    @Inject(DATABASE) private readonly db: Database,
  ) {}

  /**
   * The export (audit/export-format.ts). Once the match has ended: complete, for anyone. Before: only for its
   * creator, with events as a spectator sees them, without seed, presets and recorded commands.
   */
  async exportOf(matchId: string, authorization: string | undefined): Promise<string> {
    const { match, state, version, headHash } = await this.store.load(matchId, true);
    const game = this.store.gameOf(match);
    const ended = game.outcome(state) !== null;
    if (!ended) await this.access.requireCreator(match, authorization, 'Exporting a running match');
    const stored = await readStream(this.db.prisma, match.id, 0, version);
    let link = genesisOf(match);
    const events: ExportedEvent[] = stored.map((e) => {
      link = e.hash ?? chainOver(link, [e]);
      // A running match's commands may name hidden cards (a discard): only who acted is shown.
      const { command: _command, ...actor } = e.metadata;
      const shown = ended ? e : { ...eventFor(game, { type: e.type, data: e.data }, 'spectator', state), metadata: actor };
      return { sequence: e.sequence, type: shown.type, data: shown.data, metadata: ended ? e.metadata : shown.metadata, at: e.createdAt.toISOString(), hash: link };
    });
    return renderExport(
      {
        format: EXPORT_FORMAT,
        complete: ended,
        match: {
          id: match.id,
          game: game.id,
          title: game.title,
          rulesVersion: match.rulesVersion,
          options: match.options,
          seats: match.seats.length,
          players: match.seats.map((s) => ({ seat: s.seat, name: s.name })),
          dealingMode: match.dealingMode,
          presets: ended ? match.presets : null,
          seedCommitment: match.seedCommitment,
          seed: ended ? match.seed : null,
          createdAt: match.createdAt.toISOString(),
        },
        headHash,
        result: ended ? { outcome: game.outcome(state), standings: game.standings(state) } : null,
      },
      events,
    );
  }

  /** The full game state after event `at` of an ended match, for step-by-step review. */
  async stateAt(matchId: string, at: number) {
    const { match, state, version } = await this.store.load(matchId, true);
    const game = this.store.gameOf(match);
    if (game.outcome(state) === null) {
      throw new ApiError(409, 'MATCH_NOT_FINISHED', 'The full state is shown only once the match has ended (until then it holds hidden cards).');
    }
    if (at > version) throw new ApiError(422, 'VERSION_OUT_OF_RANGE', `The match has ${version} events; ask for a version from 0 to ${version}.`);
    const events = await readStream(this.db.prisma, match.id, 0, at);
    const after = evolveAll(game, game.initialState(setupOf(match)), events);
    const last = events.at(-1);
    return {
      matchId: match.id,
      version: at,
      event: last ? { sequence: last.sequence, type: last.type, data: last.data } : null,
      state: after,
    };
  }
}
