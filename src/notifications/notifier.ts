import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { EventEmitter } from 'node:events';
import { DATABASE } from '../matches/tokens.js';
import type { Database } from '../persistence/database.js';
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
}

/**
 * Wakes stream subscribers in this instance. Every append NOTIFYs on the database (in the same statement, so
 * only committed appends announce themselves); each instance LISTENs, so a move made through another instance
 * reaches this one's streams. Local appends are also announced directly, so no round trip is needed here.
 * Subscribers read what is new from the database themselves: a lost wake-up costs nothing, and a repeated one
 * (the local announcement and the NOTIFY of the same append) is recognised by the stream feeds.
 */
@Injectable()
export class Notifier implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('Notifier');
  private readonly emitter = new EventEmitter().setMaxListeners(0);
  private unlisten: (() => Promise<void>) | null = null;

  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async onModuleInit(): Promise<void> {
    this.unlisten = await this.db.listen(EVENTS_CHANNEL, (payload) => {
      try {
        this.announce(JSON.parse(payload) as Announcement);
      } catch {
        this.logger.warn(`ignored a malformed announcement: ${payload.slice(0, 100)}`);
      }
    });
  }

  async onModuleDestroy(): Promise<void> {
    await this.unlisten?.();
    this.emitter.removeAllListeners();
  }

  announce(announcement: Announcement): void {
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
