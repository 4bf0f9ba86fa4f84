import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ChatService } from '../chat/chat.service.js';
import { Access } from '../access/access.js';
import type { CallerOnDemand } from '../access/caller.js';
import { MatchStore, type Replayed } from '../matches/match-store.js';
import { readStream } from '../persistence/event-store.js';
import { findMatchHead } from '../persistence/match-repository.js';
import { lastNotificationId, readNotifications } from '../persistence/notification-repository.js';
import { MatchFeed, PlayerFeed } from './feeds.js';
import { readNoticeFacts } from './notice-facts.js';
import { Notifier } from '../bus/notifier.js';
import { languageOf } from '../http/language.js';
import { SseStream } from './sse.js';
import { StreamLimits } from './stream-limits.js';

export const STREAM_OPTIONS = Symbol('STREAM_OPTIONS');

export interface StreamOptions {
  /** How often an idle stream sends a keep-alive comment (and its feed looks for anything a lost wake-up missed). */
  keepAliveMs: number;
  /** Open streams (match and notification streams together) one client address may hold in this instance; 0: no cap. */
  maxPerIp: number;
  /** Open streams one bearer token (seat or creator token, API key) may hold in this instance; 0: no cap. */
  maxPerToken: number;
}

/**
 * Server-Sent Events: a match's events as the viewer may see them (id = sequence, so Last-Event-ID resumes
 * exactly after the last one received), and a player's notifications (id = notification id). The streams of one
 * match (or player) in this instance share a feed: each wake-up reads what is new from the database once, and
 * every stream is sent its part of it, so no stream skips or repeats, whichever instance appended.
 */
@Injectable()
export class StreamsService implements OnModuleDestroy {
  private readonly logger = new Logger('Streams');
  private readonly open = new Set<SseStream>();
  private readonly matchFeeds = new Map<string, MatchFeed>();
  private readonly playerFeeds = new Map<string, PlayerFeed>();
  private readonly limits: StreamLimits;

  constructor(
    private readonly store: MatchStore,
    private readonly access: Access,
    private readonly notifier: Notifier,
    private readonly chat: ChatService,
    @Inject(STREAM_OPTIONS) private readonly options: StreamOptions,
  ) {
    this.limits = new StreamLimits(options.maxPerIp, options.maxPerToken);
  }

  onModuleDestroy(): void {
    for (const stream of this.open) stream.close();
  }

  /**
   * Streams a match's events after `after` and, to a caller who reads the match's chat, its chat messages after
   * `chatAfter`; ends with an `end` message once the match is over. A seat sees its seat's view; anyone else
   * (no token, the creator token, a registered player without a seat) the spectator's.
   */
  async matchStream(
    matchId: string,
    caller: CallerOnDemand,
    after: number,
    chatAfter: number,
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<void> {
    await this.opened(request, reply, async () => {
      const first = await this.store.load(matchId, true);
      const { viewer, chat } = await this.chat.audience(first.match, await caller());
      const language = languageOf(request);
      reply.raw.setHeader('Content-Language', language);
      reply.raw.setHeader('Vary', 'Accept-Language');
      return (stream) =>
        this.matchFeed(first).add({ stream, viewer, language, cursor: after, chat: chat && { reader: chat.reader, cursor: chatAfter } });
    });
  }

  /** Streams a player's notifications (their sentences in the request's language): after Last-Event-ID, or from now on. */
  async playerStream(caller: CallerOnDemand, lastEventId: number | undefined, request: FastifyRequest, reply: FastifyReply): Promise<void> {
    await this.opened(request, reply, async () => {
      const playerId = this.access.player(await caller());
      const cursor = lastEventId ?? (await lastNotificationId(this.store.prisma, playerId));
      const language = languageOf(request);
      reply.raw.setHeader('Content-Language', language);
      reply.raw.setHeader('Vary', 'Accept-Language');
      return (stream) => this.playerFeed(playerId).add({ stream, language, cursor });
    });
  }

  /**
   * Opens a stream within the caps: a slot is taken before anything is read (429 if none is free), kept while
   * the stream is open, and given back if `prepare` refuses the request (401, 403, 404).
   */
  private async opened(request: FastifyRequest, reply: FastifyReply, prepare: () => Promise<(stream: SseStream) => void>): Promise<void> {
    const release = this.limits.acquire(request);
    let subscribe: (stream: SseStream) => void;
    try {
      subscribe = await prepare();
    } catch (error) {
      release();
      throw error;
    }
    // From here on the response is written directly, not by the framework.
    reply.hijack();
    const stream = new SseStream(request.raw, reply.raw);
    this.open.add(stream);
    stream.onClose(() => {
      this.open.delete(stream);
      release();
    });
    if (!stream.isClosed) subscribe(stream);
  }

  /** The feed of this match's streams, started from `first` if there is none. */
  private matchFeed(first: Replayed): MatchFeed {
    const matchId = first.match.id;
    const existing = this.matchFeeds.get(matchId);
    if (existing && !existing.isFinished) return existing;
    let unsubscribe = (): void => undefined;
    const feed = new MatchFeed(
      this.store.gameOf(first.match),
      first,
      {
        eventsAfter: (after) => readStream(this.store.sql, matchId, after),
        exists: async () => (await findMatchHead(this.store.sql, matchId)) !== null,
        ...this.chat.source(matchId),
      },
      {
        keepAliveMs: this.options.keepAliveMs,
        logger: this.logger,
        onEmpty: () => {
          unsubscribe();
          if (this.matchFeeds.get(matchId) === feed) this.matchFeeds.delete(matchId);
        },
      },
    );
    unsubscribe = this.notifier.onMatch(matchId, (announcement) => feed.announced(announcement));
    this.matchFeeds.set(matchId, feed);
    return feed;
  }

  private playerFeed(playerId: string): PlayerFeed {
    const existing = this.playerFeeds.get(playerId);
    if (existing && !existing.isFinished) return existing;
    let unsubscribe = (): void => undefined;
    const feed = new PlayerFeed(
      {
        after: (id, limit) => readNotifications(this.store.prisma, playerId, id, limit),
        facts: (matchId, language, outcome) => readNoticeFacts(this.store, matchId, language, outcome),
      },
      {
        keepAliveMs: this.options.keepAliveMs,
        logger: this.logger,
        onEmpty: () => {
          unsubscribe();
          if (this.playerFeeds.get(playerId) === feed) this.playerFeeds.delete(playerId);
        },
      },
    );
    unsubscribe = this.notifier.onPlayer(playerId, (announcement) => feed.announced(announcement));
    this.playerFeeds.set(playerId, feed);
    return feed;
  }
}
