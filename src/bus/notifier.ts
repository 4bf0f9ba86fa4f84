import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { performance } from 'node:perf_hooks';
import { DATABASE } from '../persistence/tokens.js';
import { listenStatement, type Database, type ListenState } from '../persistence/database.js';
import { EVENTS_CHANNEL } from '../persistence/event-store.js';
import { listenersBesides, notifyAll, NOTIFIER_STATEMENTS } from './notify-repository.js';

/** Something changed: a match's stream grew, or these players have new notifications. */
export interface Announcement {
  match?: string;
  version?: number;
  players?: string[];
  /** The scheduler must act on the match now (a bot's turn). */
  due?: boolean;
  /** Webhook deliveries queued. */
  queued?: number;
  /** The match was deleted (cancelled before it started). */
  deleted?: boolean;
  /** The append finished the match (its record and ratings are due: src/records). */
  ended?: boolean;
  /** The match's analysis was asked for for the first time (src/scheduler/analyst.ts). */
  analyse?: boolean;
  /** A chat message of the match, by its id (src/chat): not a new version of the match. */
  chat?: number;
}

/** When a state was read from the database, and under which connection epoch. */
export interface Mark {
  epoch: number;
  at: number;
}

/** Of two marks, the one taken later. */
export function laterMark(a: Mark, b: Mark): Mark {
  return a.epoch !== b.epoch ? (a.epoch > b.epoch ? a : b) : a.at >= b.at ? a : b;
}

/**
 * How long a state read from the database is served on the announcements' word alone: after that one small
 * query checks it. It bounds how long a move can stay unseen whose NOTIFY was lost (its instance died between
 * its commit and its NOTIFY); every read or append of the match starts the time anew.
 */
export const TRUST_MS = 5_000;

export { NOTIFIER_STATEMENTS };

/** How often an instance looks whether others listen (a departure is noticed this late; an arrival at once). */
export const LISTENERS_POLL_MS = 1_000;

/** Announcements per NOTIFY statement (each payload is well under PostgreSQL's 8,000 bytes). */
const NOTIFY_BATCH = 500;

/** How many matches' newest announced versions are remembered; beyond, all are forgotten (and trust with them). */
const REMEMBERED_MATCHES = 50_000;

/**
 * Wakes stream subscribers in this instance, and tells the other instances. A writer `publish`es once its write
 * has committed: this instance hears it at once, and the others through a NOTIFY on the database. NOTIFYs are
 * coalesced: what is published while one is under way goes out together in the next, in one statement outside
 * the writers' transactions, so appends keep PostgreSQL's group commit (a transaction that NOTIFYs commits under
 * one global lock). And they are only sent while another instance listens: each instance says hello (a NOTIFY)
 * when it starts listening, and looks every LISTENERS_POLL_MS at who listens (pg_stat_activity), so an instance
 * alone spends no round trip on them. Subscribers read what is new from the database themselves: a lost wake-up
 * costs nothing.
 *
 * It also remembers the newest version announced per match, so a cached state can be served without asking
 * the database (`unchangedSince`): while this instance's LISTEN connection is up and has stayed up since the
 * state was read, every committed append of that match on any instance is announced here, except for the
 * moments between another instance's commit and the arrival of its NOTIFY, and an instance that died in between
 * (docs/operations.md, "Several instances"): so that trust lasts `TRUST_MS` at most. A lost connection ends it at once.
 */
@Injectable()
export class Notifier implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('Notifier');
  private readonly emitter = new EventEmitter().setMaxListeners(0);
  private unlisten: (() => Promise<void>) | null = null;
  /** Changes whenever announcements may have been missed (the connection dropped or came back, memory full). */
  private epoch = 0;
  private connected = false;
  private backendPid: number | null = null;
  /** The newest version announced per match (Infinity once deleted). */
  private readonly newest = new Map<string, number>();
  /** Tells this instance's own NOTIFYs apart from other instances'. */
  private readonly origin = randomUUID();
  /** Published, not yet NOTIFYed (each with what to call once it was); and the NOTIFY under way, if any. */
  private outbox: { payload: string; sent: () => void }[] = [];
  private sending: Promise<void> | null = null;
  /** Whether another instance listens on this database; null: not known (then NOTIFYs are sent). */
  private others: boolean | null = null;
  /** NOTIFYs heard from other instances (so a look at pg_stat_activity that began before one is not believed). */
  private heardFromOthers = 0;
  private poll: NodeJS.Timeout | null = null;

  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async onModuleInit(): Promise<void> {
    this.unlisten = await this.db.listen(
      EVENTS_CHANNEL,
      (payload) => {
        try {
          const { from, hello, ...announcement } = JSON.parse(payload) as Announcement & { from?: string; hello?: boolean };
          if (from === this.origin) return;
          this.heardFromOthers++;
          this.others = true;
          if (!hello) this.announce(announcement);
        } catch {
          this.logger.warn(`ignored a malformed announcement: ${payload.slice(0, 100)}`);
        }
      },
      (state) => this.connection(state),
    );
    if (this.db.kind === 'postgres') {
      this.poll = setInterval(() => void this.lookForOthers(), LISTENERS_POLL_MS);
      this.poll.unref();
      await this.lookForOthers();
    }
  }

  /** Whether another instance listens (null: not known yet); for tests and operators. */
  get othersListening(): boolean | null {
    return this.others;
  }

  /**
   * Counts the other connections that wait in this service's LISTEN (or whose statement this role may not see).
   * Should the server not show this instance's own LISTEN there (statement tracking off), it cannot tell: then
   * NOTIFYs are always sent.
   */
  private async lookForOthers(): Promise<void> {
    const pid = this.backendPid;
    if (pid === null) return;
    const heard = this.heardFromOthers;
    try {
      const row = await listenersBesides(this.db.sql, pid, listenStatement(EVENTS_CHANNEL));
      // A hello heard meanwhile is newer than what this look saw.
      if (heard === this.heardFromOthers) this.others = row.seen ? row.listeners > 0 : null;
    } catch {
      this.others = null;
    }
  }

  private connection(state: ListenState): void {
    if (!state.connected && this.connected) this.logger.warn('lost the LISTEN connection: views check the database until it is back');
    if (state.connected && this.epoch > 0) this.logger.log('listening again');
    this.epoch++;
    this.connected = state.connected;
    this.backendPid = state.backendPid;
    // Listening (again): tell the others at once, so they NOTIFY from now on.
    if (state.connected && this.db.kind === 'postgres') this.enqueue({ hello: true });
  }

  /** Whether this instance hears every announcement now; the server process of its LISTEN connection (PostgreSQL). */
  get listening(): { connected: boolean; backendPid: number | null } {
    return { connected: this.connected, backendPid: this.backendPid };
  }

  /**
   * Taken before reading a match from the database (or appending to it): `unchangedSince` later tells whether
   * what was read is still the newest. Null while not listening (nothing read then can be trusted).
   */
  mark(): Mark | null {
    return this.connected ? { epoch: this.epoch, at: performance.now() } : null;
  }

  /**
   * True if `version` of the match, read after `mark` was taken, is still its newest as far as announcements
   * tell: the connection has listened without a break since, no newer version (nor its deletion) was announced,
   * and the read is at most TRUST_MS old. False means: ask the database.
   */
  unchangedSince(matchId: string, version: number, mark: Mark | null): boolean {
    return (
      mark !== null &&
      this.connected &&
      mark.epoch === this.epoch &&
      performance.now() - mark.at <= TRUST_MS &&
      (this.newest.get(matchId) ?? 0) <= version
    );
  }

  private remember(announcement: Announcement): void {
    const { match } = announcement;
    const version = announcement.deleted ? Infinity : announcement.version;
    if (match === undefined || version === undefined) return;
    const known = this.newest.get(match);
    if (known !== undefined && known >= version) return;
    if (known === undefined && this.newest.size >= REMEMBERED_MATCHES) {
      // Forgetting versions would let stale states pass for current: forget the trust in them too (one check each).
      this.newest.clear();
      this.epoch++;
    }
    this.newest.set(match, version);
  }

  async onModuleDestroy(): Promise<void> {
    if (this.poll) clearInterval(this.poll);
    await this.flushed();
    await this.unlisten?.();
    this.emitter.removeAllListeners();
  }

  /**
   * A committed change: announced here at once, and to the other instances by the next NOTIFY (on PostgreSQL,
   * while another instance listens; the embedded database belongs to this process alone). Resolves once that
   * NOTIFY is committed: a writer that waits for it before answering lets its caller's next request, on any
   * instance, find the change announced (but for the moment the NOTIFY takes to arrive).
   */
  publish(announcement: Announcement): Promise<void> {
    this.announce(announcement);
    return this.db.kind === 'postgres' && this.others !== false ? this.enqueue(announcement) : Promise.resolve();
  }

  /** Resolves once the message's NOTIFY has been committed (or has failed: it is never retried). */
  private enqueue(message: Announcement | { hello: true }): Promise<void> {
    return new Promise((sent) => {
      this.outbox.push({ payload: JSON.stringify(Object.assign({}, message, { from: this.origin })), sent });
      this.sending ??= this.send();
    });
  }

  /** NOTIFYs everything published, in batches, one at a time; a failure loses that batch (TRUST_MS bounds it). */
  private async send(): Promise<void> {
    // Let the writes finishing in this turn of the event loop join the first batch.
    await new Promise((resolve) => setImmediate(resolve));
    while (this.outbox.length > 0) {
      const batch = this.outbox.splice(0, NOTIFY_BATCH);
      try {
        await notifyAll(
          this.db.sql,
          EVENTS_CHANNEL,
          batch.map((m) => m.payload),
        );
      } catch (error) {
        this.logger.warn(`could not NOTIFY ${batch.length} announcement(s): ${error instanceof Error ? error.message : String(error)}`);
      } finally {
        for (const message of batch) message.sent();
      }
    }
    this.sending = null;
  }

  /** Resolves once everything published so far has been NOTIFYed (tests; and before the database closes). */
  async flushed(): Promise<void> {
    while (this.sending) await this.sending;
  }

  /** Tells this instance's subscribers (and remembers the version); `publish` also tells the other instances. */
  announce(announcement: Announcement): void {
    this.remember(announcement);
    if (announcement.match) this.emitter.emit(`match:${announcement.match}`, announcement);
    for (const player of announcement.players ?? []) this.emitter.emit(`player:${player}`, announcement);
    this.emitter.emit('any', announcement);
  }

  /** Calls `listener` whenever the match changes; returns the unsubscribe function. */
  onMatch(matchId: string, listener: (announcement: Announcement) => void): () => void {
    return this.on(`match:${matchId}`, listener);
  }

  onPlayer(playerId: string, listener: (announcement: Announcement) => void): () => void {
    return this.on(`player:${playerId}`, listener);
  }

  /** Every announcement (the scheduler and the webhook dispatcher wake on the ones that concern them). */
  onAny(listener: (announcement: Announcement) => void): () => void {
    return this.on('any', listener);
  }

  private on(name: string, listener: (announcement: Announcement) => void): () => void {
    this.emitter.on(name, listener);
    return () => void this.emitter.off(name, listener);
  }
}
