import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { EventEmitter } from 'node:events';
import { DATABASE } from '../matches/tokens.js';
import type { Database, ListenState } from '../persistence/database.js';
import { EVENTS_CHANNEL } from '../persistence/event-store.js';

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
  /** A chat message of the match, by its id (src/chat): not a new version of the match. */
  chat?: number;
}

/** How many matches' newest announced versions are remembered; beyond, all are forgotten (and trust with them). */
const REMEMBERED_MATCHES = 50_000;

/**
 * Wakes stream subscribers in this instance. Every append NOTIFYs on the database (in the same statement, so
 * only committed appends announce themselves); each instance LISTENs, so a move made through another instance
 * reaches this one's streams. Local appends are also announced directly, so no round trip is needed here.
 * Subscribers read what is new from the database themselves: a lost wake-up costs nothing, and a repeated one
 * (the local announcement and the NOTIFY of the same append) is recognised by the stream feeds.
 *
 * It also remembers the newest version announced per match, so a cached state can be served without asking
 * the database (`unchangedSince`): while this instance's LISTEN connection is up and has stayed up since the
 * state was read, every committed append of that match on any instance is announced here, so "no newer version
 * announced" means "none committed" except for the moments between another instance's commit and the arrival
 * of its NOTIFY (README, "Several instances"). A lost connection ends that trust until it listens again.
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

  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async onModuleInit(): Promise<void> {
    this.unlisten = await this.db.listen(EVENTS_CHANNEL, (payload) => {
      try {
        this.announce(JSON.parse(payload) as Announcement);
      } catch {
        this.logger.warn(`ignored a malformed announcement: ${payload.slice(0, 100)}`);
      }
    }, (state) => this.connection(state));
  }

  private connection(state: ListenState): void {
    if (!state.connected && this.connected) this.logger.warn('lost the LISTEN connection: views check the database until it is back');
    if (state.connected && this.epoch > 0) this.logger.log('listening again');
    this.epoch++;
    this.connected = state.connected;
    this.backendPid = state.backendPid;
  }

  /** Whether this instance hears every announcement now; the server process of its LISTEN connection (PostgreSQL). */
  get listening(): { connected: boolean; backendPid: number | null } {
    return { connected: this.connected, backendPid: this.backendPid };
  }

  /**
   * Taken before reading a match from the database (or appending to it): `unchangedSince` later tells whether
   * what was read is still the newest. Null while not listening (nothing read then can be trusted).
   */
  mark(): number | null {
    return this.connected ? this.epoch : null;
  }

  /**
   * True if `version` of the match, read after `mark` was taken, is still its newest as far as announcements
   * tell: the connection has listened without a break since, and no newer version (nor its deletion) was
   * announced. False means: ask the database.
   */
  unchangedSince(matchId: string, version: number, mark: number | null): boolean {
    return mark !== null && this.connected && mark === this.epoch && (this.newest.get(matchId) ?? 0) <= version;
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
    await this.unlisten?.();
    this.emitter.removeAllListeners();
  }

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
