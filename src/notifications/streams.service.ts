import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import type { Request, Response } from 'express';
import { Access } from '../matches/access.js';
import { MatchStore } from '../matches/match-store.js';
import { MatchesService } from '../matches/matches.service.js';
import { lastNotificationId, readNotifications } from '../persistence/notification-repository.js';
import { Notifier } from './notifier.js';
import { serialized, SseStream } from './sse.js';

export const STREAM_OPTIONS = Symbol('STREAM_OPTIONS');

export interface StreamOptions {
  /** How often an idle stream sends a keep-alive comment (and looks for anything a lost wake-up missed). */
  keepAliveMs: number;
}

/**
 * Server-Sent Events: a match's events as the viewer may see them (id = sequence, so Last-Event-ID resumes
 * exactly after the last one received), and a player's notifications (id = notification id). Each stream
 * reads what is new from the database when woken, so it never skips or repeats, whichever instance appended.
 */
@Injectable()
export class StreamsService implements OnModuleDestroy {
  private readonly logger = new Logger('Streams');
  private readonly open = new Set<SseStream>();

  constructor(
    private readonly store: MatchStore,
    private readonly matches: MatchesService,
    private readonly access: Access,
    private readonly notifier: Notifier,
    @Inject(STREAM_OPTIONS) private readonly options: StreamOptions,
  ) {}

  onModuleDestroy(): void {
    for (const stream of this.open) stream.close();
  }

  /** Streams a match's events after `after`; ends with an `end` message once the match is over. */
  async matchStream(matchId: string, authorization: string | undefined, after: number, req: Request, res: Response): Promise<void> {
    const first = await this.store.load(matchId, true);
    const viewer = await this.access.viewer(first.match, authorization);
    let cursor = after;
    const stream = this.start(req, res);
    const wake = serialized(async () => {
      if (stream.isClosed) return;
      const replayed = await this.store.load(matchId, true);
      const page = await this.matches.visibleEvents(replayed, viewer, cursor);
      for (const event of page.events) {
        stream.send({ id: event.sequence, event: event.type, data: event });
        cursor = event.sequence;
      }
      if (page.ended && cursor >= page.version) {
        const summary = this.store.gameOf(replayed.match).outcome(replayed.state);
        stream.send({ event: 'end', data: { matchId, version: page.version, outcome: summary, seed: page.seed } });
        stream.close();
      }
    }, (error) => this.fail(stream, error));
    stream.onClose(this.notifier.onMatch(matchId, wake));
    this.keepAlive(stream, wake);
    wake();
  }

  /** Streams a player's notifications: after Last-Event-ID, or from now on. */
  async playerStream(authorization: string | undefined, lastEventId: number | undefined, req: Request, res: Response): Promise<void> {
    const playerId = await this.access.player(authorization);
    let cursor = lastEventId ?? (await lastNotificationId(this.store.prisma, playerId));
    const stream = this.start(req, res);
    const wake = serialized(async () => {
      if (stream.isClosed) return;
      for (const note of await readNotifications(this.store.prisma, playerId, cursor)) {
        stream.send({ id: note.id, event: note.type, data: { id: note.id, type: note.type, matchId: note.matchId, data: note.data, createdAt: note.createdAt.toISOString() } });
        cursor = note.id;
      }
    }, (error) => this.fail(stream, error));
    stream.onClose(this.notifier.onPlayer(playerId, wake));
    this.keepAlive(stream, wake);
    wake();
  }

  private start(req: Request, res: Response): SseStream {
    const stream = new SseStream(req, res);
    this.open.add(stream);
    stream.onClose(() => this.open.delete(stream));
    return stream;
  }

  /** A comment line keeps proxies from closing an idle stream; the look at the database catches a lost wake-up. */
  private keepAlive(stream: SseStream, wake: () => void): void {
    const timer = setInterval(() => {
      stream.comment('keep-alive');
      wake();
    }, this.options.keepAliveMs);
    timer.unref();
    stream.onClose(() => clearInterval(timer));
  }

  private fail(stream: SseStream, error: unknown): void {
    this.logger.error(error instanceof Error ? error.stack : String(error));
    stream.close();
  }
}
