import { Inject, Injectable } from '@nestjs/common';
import { chatHash } from '../audit/chain.js';
import { renderExport, EXPORT_FORMAT, type ExportedChat, type ExportedEvent } from '../audit/export-format.js';
import { ChatService } from '../chat/chat.service.js';
import { seatHolders } from '../audit/players.js';
import { SigningKeys } from '../keys/signing-keys.js';
import { ApiError } from '../http/problem.js';
import type { Database } from '../persistence/database.js';
import { readStream } from '../persistence/event-store.js';
import type { MatchRecord } from '../persistence/match-repository.js';
import { Access, type Caller } from '../access/access.js';
import type { CallerOnDemand } from '../access/caller.js';
import { MatchStore } from '../matches/match-store.js';
import { chainKeyOf, chainOver, eventFor, evolveAll, genesisOf, setupOf } from '../matches/match-stream.js';
import { DATABASE } from '../persistence/tokens.js';

/** The auditor's endpoints: the export document and the state after any event of an ended match. */
@Injectable()
export class AuditService {
  constructor(
    private readonly store: MatchStore,
    private readonly access: Access,
    private readonly signing: SigningKeys,
    private readonly chat: ChatService,
    @Inject(DATABASE) private readonly db: Database,
  ) {}

  /**
   * The export (audit/export-format.ts), with a signed head. Once the match has ended: complete, for anyone.
   * Before: only for its creator, with events as a spectator sees them, without seed, salt, presets and recorded
   * commands; its hashes are salted, so they confirm no guess (a version 1 chain's hashes are left out).
   * The match's chat follows as a section of its own, signed on its own, for callers who read the chat.
   */
  async exportOf(matchId: string, caller: Caller): Promise<string> {
    const replayed = await this.store.load(matchId, true);
    const { match, state, version, headHash } = replayed;
    const game = this.store.gameOf(match);
    const ended = this.store.ended(replayed);
    if (!ended) await this.access.requireCreator(match, caller, 'Exporting a running match');
    else if (match.visibility === 'private') await this.access.requireVisible(match, caller);
    const showHashes = ended || chainKeyOf(match).version === 2;
    const stored = await readStream(this.db.sql, match.id, 0, version);
    let link = genesisOf(match);
    const events: ExportedEvent[] = stored.map((e) => {
      link = e.hash ?? chainOver(match, link, [e]);
      // A running match's commands may name hidden cards (a discard): only who acted is shown.
      const { command: _command, ...actor } = e.metadata;
      const shown = ended ? e : { ...eventFor(game, { type: e.type, data: e.data }, 'spectator', state, false), metadata: actor };
      const at = e.createdAt.toISOString();
      return {
        sequence: e.sequence,
        type: shown.type,
        data: shown.data,
        metadata: ended ? e.metadata : shown.metadata,
        at,
        hash: showHashes ? link : null,
      };
    });
    const head = showHashes ? headHash : null;
    const signature = await this.signing.signHead(
      { matchId: match.id, version, headHash: head, seedCommitment: match.seedCommitment, ended },
      this.store.now(),
    );
    const chat = await this.chatSection(match, caller);
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
          players: seatHolders(match.seats.length, events),
          dealingMode: match.dealingMode,
          presets: ended ? match.presets : null,
          seedCommitment: match.seedCommitment,
          seed: ended ? match.seed : null,
          salt: ended ? match.salt : null,
          chainVersion: chainKeyOf(match).version,
          timeControl: match.timeControl,
          createdAt: match.createdAt.toISOString(),
        },
        version,
        headHash: head,
        result: !ended
          ? null
          : replayed.life.aborted
            ? { outcome: null, standings: game.standings(state), aborted: true }
            : { outcome: game.outcome(state), standings: game.standings(state) },
        signature,
      },
      events,
      chat ?? undefined,
    );
  }

  /**
   * The chat section (src/chat): every message, signed by the service over their SHA-256; null without messages
   * or when the caller may not read the chat (an ended match's export is public; a token that is no reader of
   * this chat gets the export without it rather than a refusal).
   */
  private async chatSection(match: MatchRecord, caller: Caller): Promise<ExportedChat | null> {
    const messages = await this.chat.exportSection(match, caller).catch((error: unknown) => {
      if (error instanceof ApiError && error.status < 500) return null;
      throw error;
    });
    if (!messages) return null;
    const signature = await this.signing.signChat(
      { matchId: match.id, messages: messages.length, chatHash: chatHash(messages) },
      this.store.now(),
    );
    return { messages, signature };
  }

  /** The full game state after event `at` of an ended match, for step-by-step review. */
  async stateAt(matchId: string, at: number, caller: CallerOnDemand) {
    const replayed = await this.store.load(matchId, true);
    const { match, version } = replayed;
    if (match.visibility === 'private') await this.access.requireVisible(match, await caller());
    const game = this.store.gameOf(match);
    if (!this.store.ended(replayed)) {
      throw new ApiError(
        409,
        'MATCH_NOT_FINISHED',
        'The full state is shown only once the match has ended (until then it holds hidden cards).',
      );
    }
    if (at > version)
      throw new ApiError(422, 'VERSION_OUT_OF_RANGE', `The match has ${version} events; ask for a version from 0 to ${version}.`);
    const events = await readStream(this.db.sql, match.id, 0, at);
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
