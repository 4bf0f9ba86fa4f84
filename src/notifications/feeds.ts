import type { Logger } from '@nestjs/common';
import type { Action, Game, Viewer } from '../engine/core/game.js';
import type { Seat } from '../engine/core/seats.js';
import { choicesOf } from '../matches/choices.js';
import { chatMessageOf } from '../chat/chat-message.js';
import type { ChatRecord } from '../chat/chat-repository.js';
import type { Replayed } from '../matches/match-store.js';
import { seatedCount, type MatchLife } from '../audit/life.js';
import { eventFor, evolveAll, evolveLifeAll } from '../matches/match-stream.js';
import { actorOf } from '../matches/matches.service.js';
import { namesAfter, namesOf, outcomeWithSentence, withSentences } from '../matches/sentences.js';
import type { Language, SeatNames } from '../engine/core/language.js';
import type { StoredEvent } from '../persistence/event-store.js';
import type { MatchRecord } from '../persistence/match-repository.js';
import type { NotificationRecord } from '../persistence/notification-repository.js';
import type { Announcement } from '../bus/notifier.js';
import { noticeSentence, type NoticeFacts } from './notice-sentences.js';
import { SseStream } from './sse.js';

/** One open stream of a feed and the id of the last message it was sent (its resume point). */
export interface Subscriber {
  stream: SseStream;
  cursor: number;
}

export interface FeedOptions {
  keepAliveMs: number;
  logger: Logger;
  /** Called once the last subscriber has gone (the feed is then finished). */
  onEmpty: () => void;
}

/**
 * The streams in this instance that follow one source (a match's events, a player's notifications). However
 * many they are, a wake-up reads the source once, from the oldest cursor among them, and each stream is sent
 * what is new to it; a stream that joins with an older cursor is served from that same read. Reads never
 * overlap: a wake-up during one reads again once it is done. An idle feed sends each stream a keep-alive
 * comment and reads anyway (which catches a lost wake-up).
 */
abstract class Feed<S extends Subscriber> {
  protected readonly subscribers = new Set<S>();
  private forced = false;
  private running = false;
  private finished = false;
  private readonly timer: NodeJS.Timeout;

  constructor(protected readonly options: FeedOptions) {
    this.timer = setInterval(() => this.keepAlive(), options.keepAliveMs);
    this.timer.unref();
  }

  get isFinished(): boolean {
    return this.finished;
  }

  /** Adds a stream; it is sent everything after its cursor, then what comes. */
  add(subscriber: S): void {
    this.subscribers.add(subscriber);
    subscriber.stream.onClose(() => this.remove(subscriber));
    this.wake();
  }

  /** Reads the source (now, or right after the read under way). */
  wake(): void {
    this.forced = true;
    this.kick();
  }

  /** Something changed in the source (a NOTIFY or a local append). */
  abstract announced(announcement: Announcement): void;

  /** Whether a read is due besides a wake-up (e.g. a version announced that was not read yet). */
  protected pending(): boolean {
    return false;
  }

  /**
   * One read of the source for `subscribers` (those present when it began), and what each is sent of it;
   * `forced`: a wake-up (a stream joined, a keep-alive, an announcement without a version) rather than only
   * what `pending` asked for.
   */
  protected abstract read(subscribers: S[], forced: boolean): Promise<void>;

  protected keepAlive(): void {
    for (const subscriber of this.subscribers) subscriber.stream.comment('keep-alive');
    this.wake();
  }

  protected kick(): void {
    if (this.running || this.finished) return;
    void this.loop();
  }

  private async loop(): Promise<void> {
    this.running = true;
    try {
      while (!this.finished && (this.forced || this.pending())) {
        const forced = this.forced;
        this.forced = false;
        // Only the streams present when the read begins are served from it: a later one may need older messages.
        const subscribers = [...this.subscribers].filter((s) => !s.stream.isClosed);
        if (subscribers.length === 0) break;
        await this.read(subscribers, forced);
      }
    } catch (error) {
      // Each stream closes; a client reconnects with Last-Event-ID and resumes where it was.
      this.options.logger.error(error instanceof Error ? error.stack : String(error));
      this.closeAll();
    } finally {
      this.running = false;
    }
  }

  protected closeAll(): void {
    for (const subscriber of [...this.subscribers]) subscriber.stream.close();
  }

  private remove(subscriber: S): void {
    this.subscribers.delete(subscriber);
    if (this.subscribers.size === 0 && !this.finished) {
      this.finished = true;
      clearInterval(this.timer);
      this.options.onEmpty();
    }
  }
}

export interface MatchSubscriber extends Subscriber {
  viewer: Viewer;
  /** The language of the sentences for people its events carry (Accept-Language); English if not given. */
  language?: Language;
  /**
   * The match's chat, for a stream whose caller reads it: the id of the last chat message it was sent (its chat
   * resume point, apart from `cursor`), and whose hidden senders apply (null: an anonymous reader hides nobody).
   */
  chat?: { reader: string | null; cursor: number } | null;
}

/** Where a match feed reads: the match's events after a sequence; whether the match (still) exists; its chat. */
export interface MatchSource {
  eventsAfter(after: number): Promise<StoredEvent[]>;
  exists(): Promise<boolean>;
  /** Chat messages with an id above `after`, oldest first, at most `limit` (src/chat). */
  chatAfter?(after: number, limit: number): Promise<ChatRecord[]>;
  /** Each reader's hidden senders (src/chat). */
  hiddenByReader?(): Promise<Map<string, Set<string>>>;
}

/** How many chat messages one query reads; more are read in further pages of the same wake-up. */
const CHAT_PAGE = 500;

/**
 * A match's event streams in this instance. The feed keeps the match's state at the newest event it read, so a
 * wake-up costs one read of the new events (none at all for an announced version it already has). Each event
 * is redacted once per viewer (seat or spectator) as `GET /events` serves it at that moment, formatted once,
 * and written to every stream of that viewer that has not had it. After the last event of a finished match,
 * each stream gets the `end` message and closes.
 *
 * The match's chat (src/chat) runs beside the events with its own numbering: `chat` messages without an `id:`
 * line (so Last-Event-ID keeps naming the last game event), each formatted once and written to every stream
 * that reads the chat, has not had it and does not hide its sender. A chat announcement reads only the chat;
 * a version announcement only the events; a wake-up (a stream joined, a keep-alive) both.
 */
export class MatchFeed extends Feed<MatchSubscriber> {
  private readonly match: MatchRecord;
  /** The players' names by seat, as the match had them when the feed opened and as joins and leaves change them since. */
  private names: SeatNames;
  private state: unknown;
  private version: number;
  private life: MatchLife;
  /** The highest version announced; a read is due while the feed has not reached it. */
  private wanted: number;
  /** The highest chat message id read, and the highest announced. */
  private chatRead = 0;
  private chatWanted = 0;

  constructor(
    private readonly game: Game,
    start: Replayed,
    private readonly source: MatchSource,
    options: FeedOptions,
  ) {
    super(options);
    this.match = start.match;
    this.names = namesOf(start.match);
    this.state = start.state;
    this.version = start.version;
    this.wanted = start.version;
    this.life = start.life;
  }

  announced(announcement: Announcement): void {
    if (announcement.chat !== undefined) {
      // The local announcement of a message and its NOTIFY both arrive: the second one costs nothing.
      if (announcement.chat <= Math.max(this.chatRead, this.chatWanted)) return;
      this.chatWanted = announcement.chat;
      return this.kick();
    }
    if (announcement.version === undefined) return this.wake();
    // The local announcement of an append and its NOTIFY both arrive: the second one costs nothing.
    if (announcement.version <= Math.max(this.version, this.wanted)) return;
    this.wanted = announcement.version;
    this.kick();
  }

  protected override pending(): boolean {
    return this.wanted > this.version || this.chatWanted > this.chatRead;
  }

  protected override keepAlive(): void {
    super.keepAlive();
    // A match is deleted only before it started (no event announces that): its streams then close.
    if (seatedCount(this.life) < this.match.seats.length && !this.life.aborted) {
      void this.source.exists().then(
        (exists) => exists || this.closeAll(),
        () => undefined,
      );
    }
  }

  /**
   * What the seat may do now, after the events it was just sent: a `choices` message without an id (it is not an
   * event and does not move Last-Event-ID), so a seat learns without polling that the match waits for it or that
   * an optional action (a Stoß) is open to it.
   */
  private choicesMessage(seat: Seat): string {
    const choices = choicesOf(this.game, this.state, seat);
    const exact = (actions: readonly Action[]) => actions.map((action) => ({ ...action, expectedVersion: this.version }));
    return SseStream.format({
      event: 'choices',
      data: {
        matchId: this.match.id,
        version: this.version,
        seat,
        waitingForYou: choices.waitingForYou,
        legalActions: exact(choices.legalActions),
        optionalActions: exact(choices.optionalActions),
      },
    });
  }

  protected async read(subscribers: MatchSubscriber[], forced: boolean): Promise<void> {
    if (forced || this.wanted > this.version) await this.readEvents(subscribers);
    const chatting = subscribers.filter((s) => s.chat);
    if (chatting.length > 0 && this.source.chatAfter && (forced || this.chatWanted > this.chatRead))
      await this.readChat(chatting, this.source.chatAfter);
    // Nobody here reads the chat: nothing to read now (a stream that joins later reads from its own cursor).
    else this.chatWanted = Math.min(this.chatWanted, this.chatRead);
    this.endFinished(subscribers);
  }

  private async readEvents(subscribers: MatchSubscriber[]): Promise<void> {
    const target = this.wanted;
    const from = Math.min(this.version, ...subscribers.map((s) => s.cursor));
    const events = await this.source.eventsAfter(from);
    const fresh = events.filter((e) => e.sequence > this.version);
    if (fresh.length > 0) {
      this.state = evolveAll(this.game, this.state, fresh);
      this.version = fresh[fresh.length - 1].sequence;
      this.life = evolveLifeAll(this.match, this.life, fresh);
      this.names = namesAfter(this.names, fresh);
    }
    // Appends are announced once committed, so this read found an announced version unless another was
    // announced meanwhile (then read again); should it not have, the next wake-up reads rather than this spinning.
    if (this.wanted === target && this.version < target) this.wanted = this.version;
    const ended = this.ended();
    const started = seatedCount(this.life) >= this.match.seats.length;
    const formatted = new Map<string, string[]>();
    const names = this.names;
    const messagesFor = (viewer: Viewer, language: Language): string[] => {
      const key = `${viewer}:${language}`;
      let messages = formatted.get(key);
      if (!messages) {
        // Each message names its game: a stream message stands alone, unlike a page's items.
        const visible = events.map((event) => ({
          sequence: event.sequence,
          game: this.match.game,
          ...eventFor(this.game, { type: event.type, data: event.data }, viewer, this.state, ended),
          ...actorOf(event.metadata),
          createdAt: event.createdAt.toISOString(),
        }));
        const final = this.game.outcome(this.state) !== null ? this.state : undefined;
        messages = withSentences(this.match.game, visible, language, names, final).map((event) =>
          SseStream.format({ id: event.sequence, event: event.type, data: event }),
        );
        formatted.set(key, messages);
      }
      return messages;
    };
    for (const subscriber of subscribers) {
      if (subscriber.stream.isClosed) continue;
      const first = events.findIndex((e) => e.sequence > subscriber.cursor);
      if (first >= 0) {
        const messages = messagesFor(subscriber.viewer, subscriber.language ?? 'en');
        for (let i = first; i < events.length; i++) subscriber.stream.write(messages[i]);
        subscriber.cursor = events[events.length - 1].sequence;
        if (subscriber.viewer !== 'spectator' && started && !ended && subscriber.cursor === this.version)
          subscriber.stream.write(this.choicesMessage(subscriber.viewer));
      }
    }
  }

  /**
   * The chat messages new to any of `subscribers` (those that read the chat), after the oldest chat cursor among
   * them; each formatted once, written to each stream that has not had it unless its reader hides the sender.
   */
  private async readChat(subscribers: MatchSubscriber[], chatAfter: NonNullable<MatchSource['chatAfter']>): Promise<void> {
    const target = this.chatWanted;
    // Unlike events (the feed's state is evolved from its version), the chat needs only what its streams lack.
    let from = Math.min(...subscribers.map((s) => s.chat!.cursor));
    let hidden: Map<string, Set<string>> | null = null;
    for (;;) {
      const page = await chatAfter(from, CHAT_PAGE);
      if (page.length > 0 && hidden === null && subscribers.some((s) => s.chat!.reader !== null)) {
        hidden = (await this.source.hiddenByReader?.()) ?? new Map();
      }
      for (const record of page) {
        const message = SseStream.format({ event: 'chat', data: chatMessageOf(record) });
        for (const subscriber of subscribers) {
          const chat = subscriber.chat!;
          if (record.id <= chat.cursor) continue;
          chat.cursor = record.id;
          if (!subscriber.stream.isClosed && !(chat.reader !== null && hidden?.get(chat.reader)?.has(record.sender)))
            subscriber.stream.write(message);
        }
        this.chatRead = Math.max(this.chatRead, record.id);
      }
      if (page.length < CHAT_PAGE) break;
      from = page[page.length - 1].id;
    }
    // As with events: this read found the announced message unless another was announced meanwhile (then read
    // again); should it not have, the next wake-up reads rather than this spinning.
    if (this.chatWanted === target && this.chatRead < target) this.chatWanted = this.chatRead;
  }

  private ended(): boolean {
    return this.life.aborted || this.game.outcome(this.state) !== null;
  }

  /** After the last event of a finished (or aborted) match: the `end` message, and the stream closes. */
  private endFinished(subscribers: MatchSubscriber[]): void {
    const ended = this.ended();
    const ends = new Map<Language, string>();
    const endFor = (language: Language): string => {
      let end = ends.get(language);
      if (end === undefined) {
        end = SseStream.format({
          event: 'end',
          data: {
            matchId: this.match.id,
            version: this.version,
            outcome: outcomeWithSentence(this.match.game, this.game.outcome(this.state), this.state, language, this.names),
            ...(this.life.aborted ? { aborted: true } : {}),
            seed: this.match.seed,
            salt: this.match.salt,
          },
        });
        ends.set(language, end);
      }
      return end;
    };
    for (const subscriber of subscribers) {
      if (subscriber.stream.isClosed) continue;
      if (ended && subscriber.cursor >= this.version) {
        subscriber.stream.write(endFor(subscriber.language ?? 'en'));
        subscriber.stream.close();
      }
    }
  }
}

/** Where a player feed reads: the player's notifications after an id, oldest first, at most `limit`. */
export interface NotificationSource {
  after(id: number, limit: number): Promise<NotificationRecord[]>;
  /** What a notification's sentence needs from its match (notice-facts.ts); without it, seats are named by number. */
  facts?(matchId: string | null, language: Language, outcome: boolean): Promise<NoticeFacts>;
}

/** A player's notification stream and the language of its sentences (Accept-Language; English if not given). */
export interface PlayerSubscriber extends Subscriber {
  language?: Language;
}

/** How many notifications one query reads; more are read in further pages of the same wake-up. */
const NOTIFICATION_PAGE = 500;

/** How many announcements a player feed remembers to recognise the NOTIFY of one it was told of locally. */
const REMEMBERED = 64;

/**
 * A player's notification streams in this instance (several devices or tabs of one player): one read of the
 * player's new notifications per wake-up, each formatted once per language (its `sentence`, rendered now from the
 * notification's data) and written to every stream that has not had it.
 */
export class PlayerFeed extends Feed<PlayerSubscriber> {
  private readonly seen: string[] = [];

  constructor(
    private readonly source: NotificationSource,
    options: FeedOptions,
  ) {
    super(options);
  }

  announced(announcement: Announcement): void {
    if (announcement.match !== undefined && announcement.version !== undefined) {
      // An append is announced locally and by its NOTIFY: one read for both.
      const key = `${announcement.match}:${announcement.version}`;
      if (this.seen.includes(key)) return;
      this.seen.push(key);
      if (this.seen.length > REMEMBERED) this.seen.shift();
    }
    this.wake();
  }

  protected async read(subscribers: PlayerSubscriber[]): Promise<void> {
    let from = Math.min(...subscribers.map((s) => s.cursor));
    // The facts of a match read once per read and language (a match that ended: with its outcome sentence).
    const facts = new Map<string, Promise<NoticeFacts>>();
    const factsOf = (matchId: string | null, language: Language, outcome: boolean): Promise<NoticeFacts> => {
      if (!this.source.facts) return Promise.resolve({});
      const key = `${matchId}:${language}:${outcome}`;
      let found = facts.get(key);
      if (!found) facts.set(key, (found = this.source.facts(matchId, language, outcome)));
      return found;
    };
    for (;;) {
      const notes = await this.source.after(from, NOTIFICATION_PAGE);
      for (const note of notes) {
        const messages = new Map<Language, string>();
        for (const subscriber of subscribers) {
          if (note.id > subscriber.cursor) {
            const language = subscriber.language ?? 'en';
            let message = messages.get(language);
            if (message === undefined) {
              const data = (note.data ?? {}) as Record<string, unknown>;
              const sentence = noticeSentence(note.type, data, language, await factsOf(note.matchId, language, note.type === 'matchEnded'));
              message = SseStream.format({
                id: note.id,
                event: note.type,
                data: {
                  id: note.id,
                  type: note.type,
                  matchId: note.matchId,
                  data: note.data,
                  ...(sentence === null ? {} : { sentence }),
                  createdAt: note.createdAt.toISOString(),
                },
              });
              messages.set(language, message);
            }
            if (subscriber.stream.isClosed || note.id <= subscriber.cursor) continue;
            subscriber.stream.write(message);
            subscriber.cursor = note.id;
          }
        }
      }
      if (notes.length < NOTIFICATION_PAGE) return;
      from = notes[notes.length - 1].id;
    }
  }
}
