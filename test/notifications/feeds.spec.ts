import { describe, expect, it } from '@jest/globals';
import type { Logger } from '@nestjs/common';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { EventEmitter } from 'node:events';
import type { Game, GameEvent, Viewer } from '../../src/engine/core/game.js';
import type { Replayed } from '../../src/matches/match-store.js';
import type { StoredEvent } from '../../src/persistence/event-store.js';
import type { MatchRecord } from '../../src/persistence/match-repository.js';
import type { NotificationRecord } from '../../src/persistence/notification-repository.js';
import type { ChatRecord } from '../../src/chat/chat-repository.js';
import { MatchFeed, PlayerFeed, type FeedOptions } from '../../src/notifications/feeds.js';
import { SseStream } from '../../src/notifications/sse.js';

/** A response that records what is written, as the SSE client would parse it. */
function fakeStream(): { stream: SseStream; ids: () => number[]; events: () => { event: string; data: any }[]; ended: () => boolean } {
  const req = Object.assign(new EventEmitter(), { destroyed: false });
  let written = '';
  let ended = false;
  const res = Object.assign(new EventEmitter(), {
    destroyed: false,
    statusCode: 0,
    setHeader: () => undefined,
    flushHeaders: () => undefined,
    write: (chunk: string) => void (written += chunk),
    end: () => void (ended = true),
  });
  const stream = new SseStream(req as unknown as IncomingMessage, res as unknown as ServerResponse);
  const blocks = () =>
    written
      .split('\n\n')
      .filter((b) => b.includes('event: '))
      .map((b) => ({
        id: /^id: (\d+)$/m.exec(b)?.[1],
        event: /^event: (.*)$/m.exec(b)![1],
        data: JSON.parse(/^data: (.*)$/m.exec(b)![1]),
      }));
  return {
    stream,
    ids: () =>
      blocks()
        .filter((b) => b.id !== undefined)
        .map((b) => Number(b.id)),
    events: () => blocks(),
    ended: () => ended,
  };
}

/** A game whose state counts events; it ends at `last`; a spectator sees no `card`; seat 0 may always pass. */
const game = (last: number) =>
  ({
    actions: [],
    legalActions: (_state: number, seat: number) => (seat === 0 ? [{ type: 'pass' }] : []),
    activeSeats: () => [0],
    evolve: (state: number) => state + 1,
    outcome: (state: number) => (state >= last ? { winners: [0] } : null),
    redact: (event: GameEvent, viewer: Viewer) => (viewer === 'spectator' ? { ...event, data: { card: null } } : event),
  }) as unknown as Game;

const stored = (sequence: number): StoredEvent => ({
  sequence,
  type: 'Played',
  data: { card: `C${sequence}` },
  metadata: { seat: sequence % 2 },
  createdAt: new Date(Date.UTC(2030, 0, 1, 0, 0, sequence)),
  hash: null,
});

/** The log in a "database" whose reads are counted and finish only when the test lets them. */
class Log {
  events: StoredEvent[] = [];
  reads: number[] = [];
  private held: (() => void)[] = [];
  hold = false;
  append(n: number): number {
    for (let i = 0; i < n; i++) this.events.push(stored(this.events.length + 1));
    return this.events.length;
  }
  eventsAfter = async (after: number): Promise<StoredEvent[]> => {
    this.reads.push(after);
    const snapshot = this.events.filter((e) => e.sequence > after);
    if (this.hold) await new Promise<void>((resolve) => this.held.push(resolve));
    return snapshot;
  };
  release(): void {
    this.hold = false;
    for (const resume of this.held.splice(0)) resume();
  }
}

const flush = () => new Promise((resolve) => setImmediate(resolve));
const options = (onEmpty: () => void = () => undefined): FeedOptions => ({
  keepAliveMs: 60_000,
  logger: { error: () => undefined } as unknown as Logger,
  onEmpty,
});
const match = { id: 'm1', seats: [{ seat: 0 }, { seat: 1 }], seed: 'the-seed' } as unknown as MatchRecord;
const start = (version = 0): Replayed => ({
  match,
  state: version,
  version,
  headHash: '',
  life: { seated: [true, true], played: false, abortVotes: null, aborted: false },
  turns: [],
});

describe('a match feed', () => {
  it('serves every stream from one read, each after its own cursor, redacted for its viewer', async () => {
    const log = new Log();
    log.append(4);
    const feed = new MatchFeed(game(100), start(0), { eventsAfter: log.eventsAfter, exists: async () => true }, options());
    const seat = fakeStream();
    const spectator = fakeStream();
    const resumed = fakeStream();
    log.hold = true;
    feed.add({ stream: seat.stream, viewer: 0, cursor: 0 });
    feed.add({ stream: spectator.stream, viewer: 'spectator', cursor: 0 });
    feed.add({ stream: resumed.stream, viewer: 'spectator', cursor: 2 });
    log.release();
    await flush();
    // The first join started a read; the two that joined during it were served by one more, from the older cursor.
    expect(log.reads).toEqual([0, 0]);
    expect(seat.ids()).toEqual([1, 2, 3, 4]);
    expect(spectator.ids()).toEqual([1, 2, 3, 4]);
    expect(resumed.ids()).toEqual([3, 4]);
    expect(seat.events()[0].data).toEqual({
      sequence: 1,
      type: 'Played',
      data: { card: 'C1' },
      seat: 1,
      bot: null,
      botVersion: null,
      timeout: false,
      createdAt: '2030-01-01T00:00:01.000Z',
    });
    expect(spectator.events()[0].data).toMatchObject({ sequence: 1, data: { card: null } });

    log.reads = [];
    feed.announced({ match: 'm1', version: log.append(2) });
    await flush();
    expect(log.reads).toEqual([4]);
    for (const s of [seat, spectator]) expect(s.ids()).toEqual([1, 2, 3, 4, 5, 6]);
    expect(resumed.ids()).toEqual([3, 4, 5, 6]);
    // The NOTIFY of the same append, and an older one: nothing to read.
    feed.announced({ match: 'm1', version: 6 });
    feed.announced({ match: 'm1', version: 5 });
    await flush();
    expect(log.reads).toEqual([4]);
    // Without a version (an invitation, a keep-alive): one read.
    feed.announced({ match: 'm1' });
    await flush();
    expect(log.reads).toEqual([4, 6]);
  });

  it('reads again when a version is announced during a read, and never serves a stream that joined during one from it', async () => {
    const log = new Log();
    log.append(3);
    const feed = new MatchFeed(game(100), start(3), { eventsAfter: log.eventsAfter, exists: async () => true }, options());
    const early = fakeStream();
    feed.add({ stream: early.stream, viewer: 0, cursor: 3 });
    await flush();
    expect(log.reads).toEqual([3]);

    // A read under way began before the append of 4 and 5, announced meanwhile: one more read finds them.
    log.hold = true;
    feed.announced({ match: 'm1' });
    feed.announced({ match: 'm1', version: log.append(2) });
    log.release();
    await flush();
    expect(log.reads).toEqual([3, 3, 3]);
    expect(early.ids()).toEqual([4, 5]);

    // A stream that joins during a read (with an older cursor) is served by the next one, from its cursor.
    log.hold = true;
    feed.announced({ match: 'm1' });
    const late = fakeStream();
    feed.add({ stream: late.stream, viewer: 1, cursor: 0 });
    log.release();
    await flush();
    expect(log.reads).toEqual([3, 3, 3, 5, 0]);
    expect(early.ids()).toEqual([4, 5]);
    expect(late.ids()).toEqual([1, 2, 3, 4, 5]);
  });

  it('sends the end message after the last event of a finished match and closes every stream', async () => {
    const log = new Log();
    log.append(2);
    let emptied = 0;
    const feed = new MatchFeed(
      game(3),
      start(2),
      { eventsAfter: log.eventsAfter, exists: async () => true },
      options(() => emptied++),
    );
    const a = fakeStream();
    const b = fakeStream();
    feed.add({ stream: a.stream, viewer: 'spectator', cursor: 0 });
    feed.add({ stream: b.stream, viewer: 1, cursor: 2 });
    await flush();
    expect(a.ended() || b.ended()).toBe(false);
    feed.announced({ match: 'm1', version: log.append(1) });
    await flush();
    const end = { event: 'end', data: { matchId: 'm1', version: 3, outcome: { winners: [0] }, seed: 'the-seed' } };
    expect(a.events().at(-1)).toMatchObject(end);
    expect(b.events().at(-1)).toMatchObject(end);
    // Redacted while the match ran, complete once it ended.
    expect(a.events().map((e) => e.data.data)).toEqual([{ card: null }, { card: null }, { card: 'C3' }, undefined]);
    expect(a.ids()).toEqual([1, 2, 3]);
    expect(b.ids()).toEqual([3]);
    expect([a.ended(), b.ended()]).toEqual([true, true]);
    expect(emptied).toBe(1);
    expect(feed.isFinished).toBe(true);
  });

  it("sends the chat beside the events: without ids, once per message for all its readers, after each one's chat cursor, hidden senders left out", async () => {
    const log = new Log();
    log.append(2);
    const chat: ChatRecord[] = [];
    const chatReads: number[] = [];
    const hidden = new Map([['seat-1', new Set(['seat-0'])]]);
    const say = (sender: string, text: string) => {
      chat.push({
        id: chat.length + 1,
        sender,
        senderSeat: Number(sender.slice(5)),
        senderPlayerId: null,
        senderName: sender,
        text,
        createdAt: new Date(0),
      });
      return chat.length;
    };
    const source = {
      eventsAfter: log.eventsAfter,
      exists: async () => true,
      chatAfter: async (after: number, limit: number) => (chatReads.push(after), chat.filter((m) => m.id > after).slice(0, limit)),
      hiddenByReader: async () => hidden,
    };
    const feed = new MatchFeed(game(100), start(2), source, options());
    say('seat-0', 'eins');
    say('seat-1', 'zwei');
    const anna = fakeStream();
    const bert = fakeStream();
    const resumed = fakeStream();
    const outsider = fakeStream();
    feed.add({ stream: anna.stream, viewer: 0, cursor: 0, chat: { reader: 'seat-0', cursor: 0 } });
    feed.add({ stream: bert.stream, viewer: 1, cursor: 2, chat: { reader: 'seat-1', cursor: 0 } });
    feed.add({ stream: resumed.stream, viewer: 'spectator', cursor: 2, chat: { reader: null, cursor: 1 } });
    feed.add({ stream: outsider.stream, viewer: 'spectator', cursor: 0, chat: null });
    await flush();
    const texts = (s: ReturnType<typeof fakeStream>) =>
      s
        .events()
        .filter((e) => e.event === 'chat')
        .map((e) => e.data.text);
    expect(texts(anna)).toEqual(['eins', 'zwei']);
    expect(texts(bert)).toEqual(['zwei']);
    expect(texts(resumed)).toEqual(['zwei']);
    expect(texts(outsider)).toEqual([]);
    expect(anna.ids()).toEqual([1, 2]);
    expect(anna.events().find((e) => e.event === 'chat')!.data).toEqual({
      id: 1,
      sender: { id: 'seat-0', kind: 'seat', seat: 0, name: 'seat-0', playerId: null },
      createdAt: '1970-01-01T00:00:00.000Z',
      text: 'eins',
    });

    // A message: its local announcement and its NOTIFY cost one chat read and no event read.
    log.reads = [];
    chatReads.length = 0;
    const id = say('seat-0', 'drei');
    feed.announced({ match: 'm1', chat: id });
    feed.announced({ match: 'm1', chat: id });
    await flush();
    expect(chatReads).toEqual([2]);
    expect(log.reads).toEqual([]);
    expect([texts(anna).at(-1), texts(resumed).at(-1), texts(bert).at(-1)]).toEqual(['drei', 'drei', 'zwei']);
    // A move costs no chat read.
    feed.announced({ match: 'm1', version: log.append(1) });
    await flush();
    expect(chatReads).toEqual([2]);
    expect(anna.ids()).toEqual([1, 2, 3]);
  });

  it('closes its streams when a read fails, so clients resume elsewhere', async () => {
    const feed = new MatchFeed(
      game(100),
      start(0),
      { eventsAfter: async () => Promise.reject(new Error('database gone')), exists: async () => true },
      options(),
    );
    const a = fakeStream();
    feed.add({ stream: a.stream, viewer: 0, cursor: 0 });
    await flush();
    expect(a.ended()).toBe(true);
    expect(feed.isFinished).toBe(true);
  });
});

describe('a player feed', () => {
  const note = (id: number): NotificationRecord => ({
    id,
    playerId: 'p1',
    matchId: 'm1',
    type: 'yourMove',
    data: { n: id },
    createdAt: new Date(0),
  });

  it("reads once per append (its local announcement and its NOTIFY) for all of a player's streams, in pages", async () => {
    const notes = Array.from({ length: 1203 }, (_, i) => note(i + 1));
    const reads: [number, number][] = [];
    const feed = new PlayerFeed(
      {
        after: async (id, limit) => {
          reads.push([id, limit]);
          return notes.filter((n) => n.id > id).slice(0, limit);
        },
      },
      options(),
    );
    const phone = fakeStream();
    const laptop = fakeStream();
    feed.add({ stream: phone.stream, cursor: 1200 });
    await flush();
    feed.add({ stream: laptop.stream, cursor: 0 });
    await flush();
    expect(reads).toEqual([
      [1200, 500],
      [0, 500],
      [500, 500],
      [1000, 500],
    ]);
    expect(laptop.ids()).toEqual(notes.map((n) => n.id));
    expect(phone.ids()).toEqual([1201, 1202, 1203]);

    reads.length = 0;
    notes.push(note(1204));
    feed.announced({ match: 'm1', version: 9, players: ['p1'] });
    feed.announced({ match: 'm1', version: 9, players: ['p1'] });
    await flush();
    expect(reads).toEqual([[1203, 500]]);
    expect(phone.ids().at(-1)).toBe(1204);
    expect(laptop.ids().at(-1)).toBe(1204);
    expect(phone.events().at(-1)!.data).toEqual({
      id: 1204,
      type: 'yourMove',
      matchId: 'm1',
      data: { n: 1204 },
      sentence: 'It is your move: a match, a seat.',
      createdAt: '1970-01-01T00:00:00.000Z',
    });
  });

  it("writes each notification's sentence in each stream's language, from the match's facts read once per match and language", async () => {
    const notes: NotificationRecord[] = [
      {
        id: 1,
        playerId: 'p1',
        matchId: 'm1',
        type: 'yourMove',
        data: { matchId: 'm1', game: 'schafkopf', seat: 2 },
        createdAt: new Date(0),
      },
      {
        id: 2,
        playerId: 'p1',
        matchId: 'm1',
        type: 'matchEnded',
        data: { matchId: 'm1', game: 'schafkopf', seat: 2, outcome: { winners: [0], summary: 'Seat 0 wins.' } },
        createdAt: new Date(0),
      },
      {
        id: 3,
        playerId: 'p1',
        matchId: 'm2',
        type: 'invitation',
        data: { matchId: 'm2', game: 'schnapsen', seat: 1, players: 2 },
        createdAt: new Date(0),
      },
    ];
    const asked: string[] = [];
    const feed = new PlayerFeed(
      {
        after: async (id, limit) => notes.filter((n) => n.id > id).slice(0, limit),
        facts: async (matchId, language, outcome) => {
          asked.push(`${matchId}:${language}:${outcome}`);
          const names = ['Anna', 'Bert', 'Cora', 'Dora'];
          return { names, outcome: outcome ? (language === 'de' ? 'Anna (Platz 1) liegt vorn.' : 'Anna (seat 1) is ahead.') : null };
        },
      },
      options(),
    );
    const german = fakeStream();
    const english = fakeStream();
    feed.add({ stream: german.stream, language: 'de', cursor: 0 });
    feed.add({ stream: english.stream, cursor: 0 });
    for (let i = 0; i < 5; i++) await flush();
    expect(german.events().map((e) => e.data.sentence)).toEqual([
      'Du bist am Zug: Bayerischer Schafkopf, Cora (Platz 3).',
      'Deine Partie Bayerischer Schafkopf ist zu Ende. Anna (Platz 1) liegt vorn.',
      'Du bist zu Schnapsen zu zweit eingeladen, auf Bert (Platz 2).',
    ]);
    expect(english.events().map((e) => e.data.sentence)).toEqual([
      'It is your move: Bayerischer Schafkopf, Cora (seat 3).',
      'Your Bayerischer Schafkopf match has ended. Anna (seat 1) is ahead.',
      'You are invited to Schnapsen for two, at Bert (seat 2).',
    ]);
    expect(asked.sort()).toEqual(['m1:de:false', 'm1:de:true', 'm1:en:false', 'm1:en:true', 'm2:de:false', 'm2:en:false']);
  });
});
