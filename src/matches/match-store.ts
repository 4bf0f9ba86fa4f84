import { Inject, Injectable, type BeforeApplicationShutdown } from '@nestjs/common';
import type { BotKind } from '../bots/bot.js';
import type { Command, Game, GameEvent } from '../engine/core/game.js';
import type { Seat } from '../engine/core/seats.js';
import { findGame } from '../engine/registry.js';
import { ApiError } from '../http/problem.js';
import { noticesFor } from '../bus/notices.js';
import { Notifier } from '../bus/notifier.js';
import type { Database } from '../persistence/database.js';
import {
  appendToStream,
  chainEvents,
  readStream,
  sqlOf,
  type AppendOptions,
  type ChainedRow,
  type EventMetadata,
  type NewEvent,
  type Sql,
  type Transaction,
} from '../persistence/event-store.js';
import {
  deleteMatchAt,
  findMatch,
  findMatchHead,
  type MatchRecord,
  type MatchStatus,
  type SeatTurn,
} from '../persistence/match-repository.js';
import { findSnapshot, saveSnapshot } from '../persistence/snapshot-repository.js';
import { Access, type Caller } from '../access/access.js';
import { optionalTypesOf } from './choices.js';
import { seatedCount, type MatchLife } from '../audit/life.js';
import { chainKeyOf, chainOver, eventFor, evolveAll, evolveLifeAll, genesisOf, isServiceEvent, lifeOf, setupOf } from './match-stream.js';
import { decodeSnapshot, encodeSnapshot, type SnapshotOptions } from './snapshots.js';
import { StateCache } from './state-cache.js';
import { CLOCK, type Clock } from '../clock.js';
import { DATABASE } from '../persistence/tokens.js';
import { SNAPSHOT_OPTIONS } from './tokens.js';
import { dueAt, nextTurns } from './turns.js';

/**
 * A match replayed to `version`: its fixed data, its game state, its life (who sits, abort votes), whose turn
 * since when, and the head of its hash chain at that version.
 */
export interface Replayed {
  match: MatchRecord;
  state: unknown;
  version: number;
  headHash: string;
  life: MatchLife;
  turns: SeatTurn[];
}

/** Who caused an append: a seat (played by its holder or a bot, or by the scheduler at its deadline), or the service. */
export interface Actor {
  seat: Seat | null;
  bot?: BotKind;
  botVersion?: number;
  timeout?: boolean;
}

/** The next state of a match after some events, ready to be appended on the version it was decided on. */
export interface Advance {
  before: Replayed;
  next: Replayed;
  /** The engine command that produced the game's events (recorded for verifiers), null for service events only. */
  command: Command | null;
  events: GameEvent[];
  actor: Actor;
  /** The events as they will be stored (metadata, time), and as chained (their hashes, the last `next`'s head). */
  stored: NewEvent[];
  chained: ChainedRow[];
  at: Date;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Loads matches (cached per match and version, topped up from the log) and appends decided events through the
 * event store's expected-version append, together with the turns, the scheduler's due time and the
 * notifications the append causes. Every writer (players, bots, the scheduler) goes through `commit`.
 */
@Injectable()
export class MatchStore implements BeforeApplicationShutdown {
  private readonly cache = new StateCache<Replayed>();
  /** Snapshot writes under way (not awaited by the requests that started them). */
  private readonly writing = new Set<Promise<void>>();

  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly notifier: Notifier,
    @Inject(SNAPSHOT_OPTIONS) private readonly snapshots: SnapshotOptions,
  ) {}

  get prisma() {
    return this.db.prisma;
  }

  /** Statements through the driver, outside Prisma (reads of the hot path: the match, its head, its log). */
  get sql() {
    return this.db.sql;
  }

  /** Runs `work` in one transaction through the driver; its statements go through the `Sql` it is given. */
  inTransaction<T>(work: (sql: Sql) => Promise<T>): Promise<T> {
    return this.db.inTransaction((session) => work({ query: <R>(text: string, values: unknown[]) => session.rows<R>(text, values) }));
  }

  now(): Date {
    return this.clock.now();
  }

  async requireMatch(matchId: string): Promise<MatchRecord> {
    const match = UUID.test(matchId) ? await findMatch(this.db.sql, matchId) : null;
    if (!match) throw new ApiError(404, 'MATCH_NOT_FOUND', `There is no match "${matchId}".`);
    return match;
  }

  gameOf(match: MatchRecord): Game {
    // A match replays under the rules it was created with (registry.ts keeps retired versions).
    const game = findGame(match.game, match.rulesVersion);
    if (!game) throw new Error(`Match ${match.id} needs rules version ${match.rulesVersion} of ${match.game}, which is not hosted`);
    return game;
  }

  /** waiting until every seat is taken, finished once the game has an outcome, aborted once every seat agreed. */
  statusOf(replayed: Pick<Replayed, 'match' | 'state' | 'life'>): MatchStatus {
    if (replayed.life.aborted) return 'aborted';
    if (seatedCount(replayed.life) < replayed.match.seats.length) return 'waiting';
    return this.gameOf(replayed.match).outcome(replayed.state) ? 'finished' : 'active';
  }

  /** Over: finished with an outcome, or aborted (the seed and every event are then shown). */
  ended(replayed: Pick<Replayed, 'match' | 'state' | 'life'>): boolean {
    return replayed.life.aborted || this.gameOf(replayed.match).outcome(replayed.state) !== null;
  }

  /**
   * The match replayed to its newest version: from the cache, topped up from the log, or rebuilt. `fresh`:
   * - false: the cache is trusted (actions: a stale version fails the conditional append anyway);
   * - 'announced': the cache is trusted while the notifier vouches for it (listening without a break since it
   *   was read, and no newer version or deletion announced); otherwise as with true. Views use this: no query
   *   at all for a view after a move, at the price of the short window between another instance's commit and
   *   the arrival of its NOTIFY (docs/operations.md, "Several instances"); this instance's own appends are cached on commit;
   * - true: the stored version is checked first (one small query), so another instance's moves and deletions
   *   are seen at once.
   */
  async load(matchId: string, fresh: boolean | 'announced'): Promise<Replayed> {
    const found = this.cache.entry(matchId);
    const cached = found?.value;
    if (cached && !fresh) return cached;
    if (cached && fresh === 'announced' && this.notifier.unchangedSince(matchId, cached.version, found.mark)) return cached;
    // Taken before reading: an append announced from now on is newer than what this read may find.
    const mark = this.notifier.mark();
    let head: { version: number; turns: SeatTurn[] } | null = null;
    if (cached) {
      head = await findMatchHead(this.db.sql, matchId);
      if (head === null) {
        this.cache.delete(matchId);
        throw new ApiError(404, 'MATCH_NOT_FOUND', `There is no match "${matchId}".`);
      }
      if (head.version <= cached.version) {
        this.cache.set(matchId, cached, mark);
        return cached;
      }
    }
    let base: Replayed = cached ?? (await this.replayFromStart(matchId));
    head ??= { version: base.match.version, turns: base.match.turns };
    // One snapshot: the log up to the version the turns belong to.
    const events = await readStream(this.db.sql, matchId, base.version, head.version);
    // Seats change only with service events (a join): then the row is read again for the new seat holders.
    if (cached && events.some(isServiceEvent)) base = { ...base, match: await this.requireMatch(matchId) };
    const game = this.gameOf(base.match);
    const replayed: Replayed = {
      match: base.match,
      state: evolveAll(game, base.state, events),
      version: base.version + events.length,
      headHash: chainOver(base.match, base.headHash, events),
      life: evolveLifeAll(base.match, base.life, events),
      turns: head.turns,
    };
    this.cache.set(matchId, replayed, mark);
    // A long replay (a match read for the first time since its last snapshot) leaves one for the next reader.
    if (this.snapshots.every > 0 && replayed.version - base.version >= this.snapshots.every) this.snapshot(replayed);
    return replayed;
  }

  /** As `load`, but fresh when the caller's seat token is newer than the cached record (a join on another instance). */
  async loadAs(matchId: string, caller: Caller, fresh: boolean | 'announced'): Promise<Replayed> {
    const replayed = await this.load(matchId, fresh);
    return fresh !== true && Access.mayBeStale(replayed.match, caller) ? this.load(matchId, true) : replayed;
  }

  /** The match at its newest usable snapshot (snapshots.ts), else at its start. */
  private async replayFromStart(matchId: string): Promise<Replayed> {
    const match = await this.requireMatch(matchId);
    // A snapshot is only ever taken at `every` events or more, so a shorter match (every match being joined) has none
    // worth reading (after `every` was raised, one made below it would save less than `every` events of replay).
    const mayHaveSnapshot = this.snapshots.every > 0 && match.version >= this.snapshots.every;
    const snapshot = mayHaveSnapshot ? decodeSnapshot(match, await findSnapshot(this.prisma, matchId)) : null;
    if (snapshot) return { match, ...snapshot, turns: [] };
    return {
      match,
      state: this.gameOf(match).initialState(setupOf(match)),
      version: 0,
      headHash: genesisOf(match),
      life: lifeOf(match),
      turns: [],
    };
  }

  /**
   * Stores `replayed` as the match's snapshot, off the request's path: not awaited, and a failure only means
   * the next cold read replays more (the log stays the truth).
   */
  private snapshot(replayed: Replayed): void {
    const write = saveSnapshot(this.prisma, replayed.match.id, encodeSnapshot(replayed.match, replayed)).catch(() => undefined);
    this.writing.add(write);
    void write.then(() => this.writing.delete(write));
  }

  /** Resolves once the snapshot writes under way are done (tests; and before the database closes). */
  async snapshotsWritten(): Promise<void> {
    while (this.writing.size > 0) await Promise.all([...this.writing]);
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.snapshotsWritten();
  }

  /**
   * Deletes a match still at `match.version` (a cancel before it started) and announces the deletion to every
   * instance (so their cached states stop serving it); false if it had moved on or was gone.
   */
  async remove(match: Pick<MatchRecord, 'id' | 'version'>): Promise<boolean> {
    const removed = await deleteMatchAt(this.prisma, match.id, match.version);
    if (removed) {
      this.cache.delete(match.id);
      await this.notifier.publish({ match: match.id, deleted: true });
    }
    return removed;
  }

  /**
   * The match after `events` (which `command` produced, after any service events), with the turns they leave
   * (a seat's clock restarts when it acted or became active) and the head hash they will have once appended now.
   */
  advance(before: Replayed, command: Command | null, events: GameEvent[], actor: Actor): Advance {
    const game = this.gameOf(before.match);
    const at = this.now();
    const metadata: EventMetadata = actor.seat === null ? {} : { seat: actor.seat };
    if (actor.bot) metadata.bot = actor.bot;
    if (actor.botVersion !== undefined) metadata.botVersion = actor.botVersion;
    if (actor.timeout) metadata.timeout = true;
    // The command goes with the first event it produced, so a verifier can decide it again (docs/export-format.md).
    const first = events.findIndex((e) => !isServiceEvent(e));
    const stored = events.map((e, i) => Object.assign({}, e, { metadata: i === first && command ? { ...metadata, command } : metadata }));
    const rows = chainEvents({ version: before.version, hash: before.headHash, key: chainKeyOf(before.match) }, stored, at);
    const next: Replayed = {
      match: before.match,
      state: evolveAll(game, before.state, events),
      version: before.version + events.length,
      headHash: rows.at(-1)?.hash ?? before.headHash,
      life: evolveLifeAll(before.match, before.life, events),
      turns: [],
    };
    const active = this.statusOf(next) === 'active' ? game.activeSeats(next.state) : [];
    next.turns = nextTurns(before.turns, active, actor.seat, at, before.match.timeControl);
    return { before, next, command, events, actor, stored, chained: rows, at };
  }

  /**
   * Appends on the version the events were decided on (VersionConflict otherwise), with turns, due time and
   * notifications, and resolves once the append is announced. Inside a transaction (a Prisma `db`, or the `sql` of
   * `inTransaction`), call (and await) the returned function once it has committed.
   */
  async commit(
    advance: Advance,
    extra: Pick<AppendOptions, 'idempotent'> & { db?: Transaction; sql?: Sql } = {},
  ): Promise<() => Promise<void>> {
    const { before, next, events, actor, stored, chained, at } = advance;
    const game = this.gameOf(next.match);
    const status = this.statusOf(next);
    const notifications = noticesFor({
      match: next.match,
      version: next.version,
      status,
      before: before.turns,
      after: next.turns,
      outcome: game.outcome(next.state),
      aborted: next.life.aborted && !before.life.aborted,
      optional: next.match.seats.flatMap((seat) => {
        if (!seat.playerId) return [];
        const may = (replayed: Replayed) => (this.statusOf(replayed) === 'active' ? optionalTypesOf(game, replayed.state, seat.seat) : []);
        return [{ seat: seat.seat, before: may(before), after: may(next) }];
      }),
      publicEvents: events.map((event, i) =>
        Object.assign({ sequence: before.version + i + 1 }, eventFor(game, event, 'spectator', next.state, this.ended(next)), {
          seat: isServiceEvent(event) ? null : actor.seat,
        }),
      ),
    });
    const expected = { version: before.version, hash: before.headHash, key: chainKeyOf(before.match) };
    // Taken before the append: whatever is announced after it is at least as new as this append.
    const mark = this.notifier.mark();
    const inside = extra.sql ?? (extra.db ? sqlOf(extra.db) : undefined);
    const appended = await appendToStream(inside ?? this.db.sql, next.match.id, expected, stored, {
      status,
      idempotent: extra.idempotent,
      turns: { turns: next.turns, dueAt: dueAt(next.turns, next.match.seats, next.match.timeControl) },
      notifications,
      now: at,
      chained,
    });
    const settle = () => {
      this.cache.set(next.match.id, next, mark);
      const every = this.snapshots.every;
      if (every > 0 && Math.floor(next.version / every) > Math.floor(before.version / every)) this.snapshot(next);
      const players = [...new Set(notifications.flatMap((n) => (n.playerId ? [n.playerId] : [])))];
      return this.notifier.publish({
        match: next.match.id,
        version: next.version,
        players,
        due: appended.due,
        queued: appended.queued,
        ended: status === 'finished',
      });
    };
    if (!inside) await settle();
    return settle;
  }
}
