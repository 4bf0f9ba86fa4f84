import { afterAll, afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { auditExport, verifyExport } from '../../src/audit/verify.js';
import { CHAT_BURST, CHAT_WINDOW_SECONDS, MAX_CHAT_MESSAGES, MAX_CHAT_TEXT } from '../../src/chat/chat-rules.js';
import { WebhookDispatcher } from '../../src/webhooks/dispatcher.js';
import { bearer, databases, registerPlayer, startApp, startMatch, type TestApp } from '../support/app.js';
import { ManualClock } from '../support/clock.js';
import { playToEnd } from '../support/play.js';
import { startReceiver, verifyDelivery, type Receiver } from '../support/receiver.js';
import { openSse, type SseClient, type SseMessage } from '../support/sse.js';

type Message = {
  id: number;
  sender: { id: string; kind: string; seat: number | null; name: string; playerId: string | null };
  createdAt: string;
  text: string;
};

const chats = (messages: SseMessage[]) => messages.filter((m) => m.event === 'chat');
const chatTexts = (messages: SseMessage[]) => chats(messages).map((m) => m.data.text as string);
const eventIds = (messages: SseMessage[]) => messages.filter((m) => m.id !== undefined).map((m) => Number(m.id));
const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

describe.each(databases())('chat ($name)', ({ url }) => {
  let t: TestApp;
  let base: string;
  let clock: ManualClock;
  let receiver: Receiver | undefined;
  const streams: SseClient[] = [];

  beforeAll(async () => {
    clock = new ManualClock();
    // Deliveries are sent by the test (runDue) to a local receiver; keep-alives (which read too) out of the way.
    t = await startApp(url, { clock, background: false, webhookAllowPrivate: true, keepAliveMs: 60_000 });
    base = await t.listen();
  });
  afterAll(() => t.close());
  afterEach(async () => {
    for (const stream of streams.splice(0)) stream.close();
    if (receiver) await t.db.prisma.webhook.deleteMany({ where: { url: receiver.url } });
    await receiver?.close();
    receiver = undefined;
    // Each test starts with empty rate-limit windows.
    clock.advanceSeconds(CHAT_WINDOW_SECONDS);
  });

  const path = (id: string) => ({ params: { path: { id } } });
  /** Posts through the typed client; returns the status and the body. */
  const post = async (id: string, token: string | undefined, text: string) => {
    const { response, data, error } = await t.client(token).POST('/matches/{id}/chat', { ...path(id), body: { text } });
    return {
      status: response.status,
      body: (data ?? error) as Message & { code?: string; retryAfter?: number },
      headers: response.headers,
    };
  };
  const read = async (id: string, token?: string, query: { cursor?: string; after?: number; limit?: number } = {}) => {
    const { response, data, error } = await t.client(token).GET('/matches/{id}/chat', { params: { path: { id }, query } });
    return {
      status: response.status,
      body: (data ?? error) as {
        items: Message[];
        nextCursor: string | null;
        messages: Message[];
        hasMore: boolean;
        hiddenSenders: string[];
        spectators: boolean;
        code?: string;
      },
    };
  };
  const hide = async (id: string, token: string | undefined, sender: string, hidden = true) => {
    const client = t.client(token);
    const options = { params: { path: { id, sender } } };
    const { response, data, error } = hidden
      ? await client.PUT('/matches/{id}/chat/hidden-senders/{sender}', options)
      : await client.DELETE('/matches/{id}/chat/hidden-senders/{sender}', options);
    return { status: response.status, body: (data ?? error) as { hiddenSenders: string[]; code?: string } };
  };
  const head = async (id: string) =>
    t.db.prisma.match.findUniqueOrThrow({ where: { id }, select: { version: true, headHash: true, updatedAt: true, status: true } });

  it('lets the seats write and read, the creator read, and nobody else; messages carry sender, time and text', async () => {
    const { id, tokens, creatorToken } = await startMatch(t, {
      game: 'schwimmen',
      seats: 2,
      dealing: { mode: 'seeded', seed: 'chat-basics' },
    });
    const other = await startMatch(t, { game: 'schwimmen', seats: 2 });
    const stranger = await registerPlayer(t, 'Stranger');

    const first = await post(id, tokens[0], 'Servus! Gut Blatt.');
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      id: 1,
      sender: { id: 'seat-0', kind: 'seat', seat: 0, name: 'Anna', playerId: null },
      createdAt: clock.now().toISOString(),
      text: 'Servus! Gut Blatt.',
    });
    expect((await post(id, tokens[1], 'Pfiat di 🂡')).body).toMatchObject({
      id: 2,
      sender: { id: 'seat-1', name: 'Bert' },
      text: 'Pfiat di 🂡',
    });

    for (const token of [tokens[0], tokens[1], creatorToken]) {
      const page = await read(id, token);
      expect(page.status).toBe(200);
      expect(page.body).toMatchObject({ matchId: id, spectators: false, nextCursor: null, hiddenSenders: [] });
      expect(page.body.items.map((m) => m.text)).toEqual(['Servus! Gut Blatt.', 'Pfiat di 🂡']);
      // The older names carry the same page.
      expect(page.body).toMatchObject({ messages: page.body.items, hasMore: false });
    }
    // Pages: items and nextCursor as every list of the service; `after` (the last id the caller has) goes on too.
    const first1 = (await read(id, tokens[0], { limit: 1 })).body;
    expect(first1).toMatchObject({ items: [{ id: 1 }], nextCursor: expect.any(String), hasMore: true });
    expect((await read(id, tokens[0], { cursor: first1.nextCursor!, limit: 1 })).body).toMatchObject({
      items: [{ id: 2 }],
      nextCursor: null,
      hasMore: false,
    });
    expect((await read(id, tokens[0], { after: 1, limit: 1 })).body).toMatchObject({ items: [{ id: 2 }], nextCursor: null });
    expect((await read(id, tokens[0], { after: 2 })).body.items).toEqual([]);
    expect((await read(id, tokens[0], { cursor: first1.nextCursor!, after: 1 })).body.code).toBe('VALIDATION_FAILED');
    expect((await read(id, tokens[0], { cursor: 'not-a-cursor' })).body.code).toBe('VALIDATION_FAILED');

    // Nobody else: no token, a stranger's key, another match's tokens; the creator token reads but does not write.
    expect((await read(id)).body.code).toBe('UNAUTHORIZED');
    expect((await read(id, stranger.key)).body.code).toBe('SPECTATOR_CHAT_OFF');
    expect((await read(id, other.tokens[0])).status).toBe(403);
    expect((await read(id, other.creatorToken)).body.code).toBe('FORBIDDEN');
    expect((await post(id, undefined, 'hi')).status).toBe(401);
    expect((await post(id, stranger.key, 'hi')).body.code).toBe('SPECTATOR_CHAT_OFF');
    expect((await post(id, other.tokens[1], 'hi')).body.code).toBe('FORBIDDEN');
    expect((await post(id, creatorToken, 'hi')).body.code).toBe('FORBIDDEN');
    expect((await post('00000000-0000-4000-8000-000000000000', tokens[0], 'hi')).body.code).toBe('MATCH_NOT_FOUND');
    expect((await read(id, tokens[0])).body.items).toHaveLength(2);
  });

  it("is not a game event: the match's version, head hash and event log stay as they were", async () => {
    const { id, tokens } = await startMatch(t, { game: 'schwimmen', seats: 2, dealing: { mode: 'seeded', seed: 'chat-chain' } });
    const before = await head(id);
    const events = (await t.http().get(`/matches/${id}/events`).set(bearer(tokens[0])).expect(200)).body;
    for (let i = 0; i < 3; i++) expect((await post(id, tokens[i % 2], `message ${i}`)).status).toBe(201);
    expect(await head(id)).toEqual(before);
    expect((await t.http().get(`/matches/${id}/events`).set(bearer(tokens[0])).expect(200)).body).toEqual(events);
    const summary = await t.http().get(`/matches/${id}`).expect(200);
    expect(summary.body.version).toBe(before.version);
    expect(summary.headers.etag).toMatch(new RegExp(`^W/"${before.version}-`));
    // A move still applies on the version it was decided on, as if no message had been sent.
    const view = (await t.http().get(`/matches/${id}/view`).set(bearer(tokens[1])).expect(200)).body;
    expect(view.version).toBe(before.version);
    await t.http().post(`/matches/${id}/actions`).set(bearer(tokens[1])).send(view.legalActions[0]).expect(200);
  });

  it('limits the text and the pace of each sender, with 429 CHAT_RATE_LIMITED and Retry-After', async () => {
    const { id, tokens } = await startMatch(t, { game: 'schwimmen', seats: 2 });
    // Length in characters (code points): 500 cards are 1000 UTF-16 units, and fit.
    expect((await post(id, tokens[0], '🂡'.repeat(MAX_CHAT_TEXT))).status).toBe(201);
    for (const text of [
      '',
      '   ',
      'x'.repeat(MAX_CHAT_TEXT + 1),
      'two\nlines',
      'tab\there',
      'bell\u0007',
      'c1\u0085',
      'nul\u0000',
      'half \ud800',
    ]) {
      const refused = await post(id, tokens[1], text);
      expect({ text, status: refused.status, code: refused.body.code }).toEqual({ text, status: 400, code: 'VALIDATION_FAILED' });
    }
    const raw = (body: unknown) =>
      t
        .http()
        .post(`/matches/${id}/chat`)
        .set(bearer(tokens[1]))
        .send(body as object);
    expect((await raw({ text: 'hi', seat: 0 }).expect(400)).body.code).toBe('VALIDATION_FAILED');
    expect((await raw({ text: 5 }).expect(400)).body.code).toBe('VALIDATION_FAILED');
    expect((await raw({}).expect(400)).body.code).toBe('VALIDATION_FAILED');

    // The pace: CHAT_BURST messages per window and sender; one more waits until the first leaves the window.
    clock.advanceSeconds(CHAT_WINDOW_SECONDS);
    for (let i = 0; i < CHAT_BURST; i++) {
      expect((await post(id, tokens[0], `fast ${i}`)).status).toBe(201);
      clock.advanceSeconds(1);
    }
    const limited = await post(id, tokens[0], 'one too many');
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ code: 'CHAT_RATE_LIMITED', retryAfter: CHAT_WINDOW_SECONDS - CHAT_BURST });
    expect(limited.headers.get('retry-after')).toBe(String(CHAT_WINDOW_SECONDS - CHAT_BURST));
    // Each sender has a window of its own.
    expect((await post(id, tokens[1], 'my own pace')).status).toBe(201);
    clock.advanceSeconds(CHAT_WINDOW_SECONDS - CHAT_BURST);
    expect((await post(id, tokens[0], 'again')).status).toBe(201);
    const texts = (await read(id, tokens[0], { limit: 200 })).body.items.map((m) => m.text);
    expect(texts).not.toContain('one too many');
    expect(texts.slice(-2)).toEqual(['my own pace', 'again']);
  });

  it('numbers and counts messages sent at the same moment one after the other', async () => {
    const { id, tokens } = await startMatch(t, { game: 'schwimmen', seats: 3 });
    // One sender, more than the burst at once: exactly the burst gets through.
    const burst = await Promise.all(Array.from({ length: CHAT_BURST + 3 }, (_, i) => post(id, tokens[0], `burst ${i}`)));
    expect(burst.map((r) => r.status).sort()).toEqual([...Array(CHAT_BURST).fill(201), ...Array(3).fill(429)]);
    // Several senders at once: every message gets its own number, without gaps.
    const together = await Promise.all([1, 2, 1, 2, 1, 2].map((seat, i) => post(id, tokens[seat], `together ${i}`)));
    expect(together.every((r) => r.status === 201)).toBe(true);
    const ids = (await read(id, tokens[0], { limit: 200 })).body.items.map((m) => m.id);
    expect(ids).toEqual(Array.from({ length: CHAT_BURST + 6 }, (_, i) => i + 1));
  });

  it('keeps at most MAX_CHAT_MESSAGES messages per match (409 CHAT_FULL)', async () => {
    const { id, tokens } = await startMatch(t, { game: 'schwimmen', seats: 2 });
    await t.db.prisma.$executeRaw`
      INSERT INTO "chat_message" ("match_id", "id", "sender", "sender_seat", "sender_name", "text", "created_at")
      SELECT ${id}::uuid, n, 'seat-1', 1, 'Bert', n::text, ${clock.now()}::timestamptz FROM generate_series(1, ${MAX_CHAT_MESSAGES}::int) AS n`;
    expect((await post(id, tokens[0], 'no room')).body.code).toBe('CHAT_FULL');
  });

  it('lets spectators read and, with a registered key, write where the creator allowed it', async () => {
    const creator = await registerPlayer(t, 'Gastgeber');
    const kibitz = await registerPlayer(t, 'Kiebitz');
    const open = await t
      .http()
      .post('/matches')
      .set(bearer(creator.key))
      .send({ game: 'schwimmen', seats: 2, chat: { spectators: true } })
      .expect(201);
    const id: string = open.body.match.id;
    const anna = (await t.http().post(`/matches/${id}/players`).send({ name: 'Anna' }).expect(201)).body.token as string;

    // Before the match starts too: a seat, a spectator, the creator as a player without a seat.
    expect((await post(id, anna, 'Wer spielt mit?')).status).toBe(201);
    const spectator = await post(id, kibitz.key, 'Ich schau nur zu.');
    expect(spectator.body).toMatchObject({
      id: 2,
      sender: { id: `player-${kibitz.id}`, kind: 'spectator', seat: null, name: 'Kiebitz', playerId: kibitz.id },
    });
    expect((await post(id, creator.key, 'Viel Glück!')).body.sender).toMatchObject({
      kind: 'spectator',
      playerId: creator.id,
      name: 'Gastgeber',
    });
    // Anyone reads; writing needs a seat or a registered key.
    const anonymous = await read(id);
    expect(anonymous.body).toMatchObject({ spectators: true, hiddenSenders: [] });
    expect(anonymous.body.items.map((m) => m.sender.id)).toEqual(['seat-0', `player-${kibitz.id}`, `player-${creator.id}`]);
    expect((await post(id, undefined, 'anonymous')).status).toBe(401);

    // A seat taken by a registered player writes as that seat, with the player's id.
    const bert = await registerPlayer(t, 'Bert');
    await t.http().post(`/matches/${id}/players`).set(bearer(bert.key)).send({}).expect(201);
    expect((await post(id, bert.key, 'Da bin ich.')).body.sender).toEqual({
      id: 'seat-1',
      kind: 'seat',
      seat: 1,
      name: 'Bert',
      playerId: bert.id,
    });

    // Without the creator's leave (the default), spectators neither read nor write; the creator's key still reads.
    const closed = await t.http().post('/matches').set(bearer(creator.key)).send({ game: 'schwimmen', seats: 2 }).expect(201);
    const closedId: string = closed.body.match.id;
    await t.http().post(`/matches/${closedId}/players`).send({ name: 'Anna' }).expect(201);
    expect((await post(closedId, kibitz.key, 'darf ich?')).body.code).toBe('SPECTATOR_CHAT_OFF');
    expect((await post(closedId, creator.key, 'und ich?')).body.code).toBe('SPECTATOR_CHAT_OFF');
    expect((await read(closedId, kibitz.key)).body.code).toBe('SPECTATOR_CHAT_OFF');
    expect((await read(closedId, creator.key)).body).toMatchObject({ spectators: false, messages: [] });
    expect((await read(closedId, closed.body.creatorToken)).status).toBe(200);

    // The setting is checked like every other member of the create body.
    for (const chat of [{ spectators: 'yes' }, { spectators: true, extra: 1 }, 'open', [true]]) {
      expect((await t.http().post('/matches').send({ game: 'schwimmen', seats: 2, chat }).expect(400)).body.code).toBe('VALIDATION_FAILED');
    }
    await t.http().post('/matches').send({ game: 'schwimmen', seats: 2, chat: {} }).expect(201);
  });

  it("lets a reader hide another sender's messages for himself only, and show them again", async () => {
    const kibitz = await registerPlayer(t, 'Kiebitz');
    const created = await t
      .http()
      .post('/matches')
      .send({ game: 'schwimmen', seats: 3, chat: { spectators: true } })
      .expect(201);
    const id: string = created.body.match.id;
    const tokens: string[] = [];
    for (const name of ['Anna', 'Bert', 'Cilli'])
      tokens.push((await t.http().post(`/matches/${id}/players`).send({ name }).expect(201)).body.token);
    await post(id, tokens[0], 'from Anna');
    await post(id, tokens[1], 'from Bert');
    await post(id, kibitz.key, 'from Kiebitz');

    expect(await hide(id, tokens[0], 'seat-1')).toEqual({ status: 200, body: { matchId: id, hiddenSenders: ['seat-1'] } });
    expect((await hide(id, tokens[0], 'seat-1')).body.hiddenSenders).toEqual(['seat-1']);
    // Sorted by sender id.
    expect((await hide(id, tokens[0], `player-${kibitz.id.toUpperCase()}`)).body.hiddenSenders).toEqual([`player-${kibitz.id}`, 'seat-1']);
    await post(id, tokens[1], 'Bert again');
    const anna = await read(id, tokens[0]);
    expect(anna.body.items.map((m) => m.text)).toEqual(['from Anna']);
    expect(anna.body.hiddenSenders).toEqual([`player-${kibitz.id}`, 'seat-1']);
    // Others still see everything.
    expect((await read(id, tokens[2])).body.items.map((m) => m.text)).toEqual(['from Anna', 'from Bert', 'from Kiebitz', 'Bert again']);
    expect((await read(id)).body.items).toHaveLength(4);
    // A spectator and the creator hide for themselves too.
    expect((await hide(id, kibitz.key, 'seat-0')).body.hiddenSenders).toEqual(['seat-0']);
    expect((await read(id, kibitz.key)).body.items.map((m) => m.text)).toEqual(['from Bert', 'from Kiebitz', 'Bert again']);
    expect((await hide(id, created.body.creatorToken, 'seat-2')).status).toBe(200);

    // Showing again.
    expect((await hide(id, tokens[0], 'seat-1', false)).body.hiddenSenders).toEqual([`player-${kibitz.id}`]);
    expect((await hide(id, tokens[0], 'seat-1', false)).status).toBe(200);
    expect((await read(id, tokens[0])).body.items.map((m) => m.text)).toEqual(['from Anna', 'from Bert', 'Bert again']);

    // Refusals.
    expect((await hide(id, tokens[0], 'seat-0')).body.code).toBe('CANNOT_HIDE_OWN_MESSAGES');
    expect((await hide(id, kibitz.key, `player-${kibitz.id}`)).body.code).toBe('CANNOT_HIDE_OWN_MESSAGES');
    expect((await hide(id, tokens[0], 'seat-5')).body.code).toBe('SENDER_NOT_FOUND');
    expect((await hide(id, tokens[0], 'player-00000000-0000-4000-8000-000000000000')).body.code).toBe('SENDER_NOT_FOUND');
    for (const sender of ['seat', 'seat-10', 'player-x', 'Anna'])
      expect((await hide(id, tokens[0], sender)).body.code).toBe('VALIDATION_FAILED');
    expect((await hide(id, undefined, 'seat-1')).body.code).toBe('UNAUTHORIZED');
    expect((await hide('00000000-0000-4000-8000-000000000000', tokens[0], 'seat-1')).body.code).toBe('MATCH_NOT_FOUND');
  });

  it('streams chat messages as their own event type, apart from the game events, resumable without loss or repeats', async () => {
    const { id, tokens, creatorToken } = await startMatch(t, {
      game: 'schwimmen',
      seats: 2,
      dealing: { mode: 'seeded', seed: 'chat-stream' },
    });
    const { version } = await head(id);
    const anna = await openSse(`${base}/matches/${id}/stream`, bearer(tokens[0]));
    const creator = await openSse(`${base}/matches/${id}/stream`, bearer(creatorToken));
    const outsider = await openSse(`${base}/matches/${id}/stream`);
    streams.push(anna, creator, outsider);
    await Promise.all([anna, creator, outsider].map((s) => s.until((m) => eventIds(m).includes(version))));

    await post(id, tokens[1], 'eins');
    await post(id, tokens[0], 'zwei');
    await anna.until((m) => chats(m).length === 2);
    await creator.until((m) => chats(m).length === 2);
    const [eins] = chats(anna.messages);
    // No id: line, so Last-Event-ID stays the game's sequence; the data is the message as GET /chat shows it.
    expect(eins.id).toBeUndefined();
    expect(eins.data).toEqual((await read(id, tokens[0])).body.items[0]);
    // A spectator of a chat closed to spectators gets the game only; the creator (token) gets the spectator's view and the chat.
    await settle();
    expect(chats(outsider.messages)).toEqual([]);
    expect(creator.messages.find((m) => m.event === 'DealDealt')!.data.data.hands.every((h: unknown) => h === null)).toBe(true);

    // Anna hides Bert: his messages stop reaching her stream (and only hers).
    await hide(id, tokens[0], 'seat-1');
    await post(id, tokens[1], 'drei (hidden from Anna)');
    await post(id, tokens[0], 'vier');
    await creator.until((m) => chats(m).length === 4);
    await anna.until((m) => chatTexts(m).includes('vier'));
    expect(chatTexts(anna.messages)).toEqual(['eins', 'zwei', 'vier']);
    await hide(id, tokens[0], 'seat-1', false);

    // A move in between: game ids go on from the events, chat ids from the chat.
    const view = (await t.http().get(`/matches/${id}/view`).set(bearer(tokens[1])).expect(200)).body;
    const moved = (await t.http().post(`/matches/${id}/actions`).set(bearer(tokens[1])).send(view.legalActions[0]).expect(200)).body
      .version as number;
    await creator.until((m) => eventIds(m).includes(moved));
    expect(eventIds(creator.messages)).toEqual(Array.from({ length: moved }, (_, i) => i + 1));

    // Reconnect after the 2nd chat message and event `version`: exactly what came after both, once each.
    creator.close();
    await post(id, tokens[1], 'fünf (while away)');
    const resumed = await openSse(`${base}/matches/${id}/stream?chatAfter=2`, {
      ...bearer(creatorToken),
      'Last-Event-ID': String(version),
    });
    streams.push(resumed);
    await resumed.until((m) => chatTexts(m).includes('fünf (while away)') && eventIds(m).includes(moved));
    await settle();
    expect(chatTexts(resumed.messages)).toEqual(['drei (hidden from Anna)', 'vier', 'fünf (while away)']);
    expect(eventIds(resumed.messages)).toEqual(Array.from({ length: moved - version }, (_, i) => version + i + 1));
    // Without chatAfter a stream starts the chat from the beginning, as it does the events without Last-Event-ID.
    const fresh = await openSse(`${base}/matches/${id}/stream`, bearer(tokens[1]));
    streams.push(fresh);
    await fresh.until((m) => chats(m).length === 5);
    expect(chats(fresh.messages).map((m) => m.data.id)).toEqual([1, 2, 3, 4, 5]);

    expect((await t.http().get(`/matches/${id}/stream?chatAfter=-1`).expect(400)).body.code).toBe('VALIDATION_FAILED');
  });

  it('delivers every message to every open stream promptly, however messages, moves and stream joins interleave', async () => {
    const { id, tokens } = await startMatch(t, { game: 'schwimmen', seats: 2, chat: { spectators: true } });
    const open: SseClient[] = [
      await openSse(`${base}/matches/${id}/stream`, bearer(tokens[0])),
      await openSse(`${base}/matches/${id}/stream`),
    ];
    streams.push(...open);
    const sent: string[] = [];
    for (let round = 0; round < 12; round++) {
      clock.advanceSeconds(CHAT_WINDOW_SECONDS);
      const texts = [`a${round}`, `b${round}`];
      // Two messages at once, a move beside them, and every few rounds a new stream joining meanwhile.
      const seat = (await t.http().get(`/matches/${id}`).expect(200)).body.activeSeats[0] as number | undefined;
      const view = seat === undefined ? null : (await t.http().get(`/matches/${id}/view`).set(bearer(tokens[seat])).expect(200)).body;
      const [first, second] = await Promise.all([
        post(id, tokens[0], texts[0]),
        post(id, tokens[1], texts[1]),
        view && seat !== undefined ? t.http().post(`/matches/${id}/actions`).set(bearer(tokens[seat])).send(view.legalActions[0]) : null,
        round % 4 === 1
          ? openSse(`${base}/matches/${id}/stream`, bearer(tokens[1])).then((s) => void (streams.push(s), open.push(s)))
          : null,
      ]);
      expect([first.status, second.status]).toEqual([201, 201]);
      sent.push(...texts);
      // Keep-alives are a minute apart here: only the announcements can have woken the streams.
      await Promise.all(open.map((s) => s.until((m) => texts.every((text) => chatTexts(m).includes(text)), 3000)));
    }
    for (const stream of open) expect(new Set(chatTexts(stream.messages))).toEqual(new Set(sent));
  });

  it('reads the chat once per message for all the streams of a match, and not at all for a move', async () => {
    const { id, tokens } = await startMatch(t, { game: 'schwimmen', seats: 2, chat: { spectators: true } });
    const all: SseClient[] = [];
    for (let i = 0; i < 6; i++) all.push(await openSse(`${base}/matches/${id}/stream`, i % 3 === 0 ? bearer(tokens[i % 2]) : {}));
    streams.push(...all);
    await post(id, tokens[0], 'warm up');
    await Promise.all(all.map((s) => s.until((m) => chats(m).length === 1)));
    await settle();
    const reads = jest.spyOn(t.db.prisma.chatMessage, 'findMany');
    try {
      await post(id, tokens[1], 'to everyone');
      await Promise.all(all.map((s) => s.until((m) => chats(m).length === 2)));
      await settle();
      expect(reads.mock.calls.filter(([args]) => args?.where?.matchId === id)).toHaveLength(1);
      expect(all.every((s) => chatTexts(s.messages).join('|') === 'warm up|to everyone')).toBe(true);
      reads.mockClear();
      const seat = (await t.http().get(`/matches/${id}`).expect(200)).body.activeSeats[0] as number;
      const view = (await t.http().get(`/matches/${id}/view`).set(bearer(tokens[seat])).expect(200)).body;
      const moved = (await t.http().post(`/matches/${id}/actions`).set(bearer(tokens[seat])).send(view.legalActions[0]).expect(200)).body
        .version as number;
      await Promise.all(all.map((s) => s.until((m) => eventIds(m).includes(moved))));
      await settle();
      expect(reads).not.toHaveBeenCalled();
    } finally {
      reads.mockRestore();
    }
  });

  it('sends each message to the match webhooks as chatMessage, signed like every delivery', async () => {
    receiver = await startReceiver();
    const { id, tokens, creatorToken } = await startMatch(t, { game: 'schwimmen', seats: 2 });
    const hook = await t.http().post('/webhooks').set(bearer(creatorToken)).send({ url: receiver.url, matchId: id }).expect(201);
    const dispatcher = t.app.get(WebhookDispatcher);
    const sent = (await post(id, tokens[1], 'Gut gespielt!')).body;
    expect(await dispatcher.runDue()).toBe(1);
    const delivery = receiver.received[0];
    expect(delivery.headers['kartenrunde-event']).toBe('chatMessage');
    const body = verifyDelivery(hook.body.secret, delivery, clock.now().getTime()) as Record<string, unknown>;
    expect(body).toMatchObject({ type: 'chatMessage', matchId: id, data: { matchId: id, message: sent } });
    const log = (await t.http().get(`/webhooks/${hook.body.id}/deliveries`).set(bearer(creatorToken)).expect(200)).body;
    expect(log[0]).toMatchObject({ type: 'chatMessage', status: 'delivered' });
    // A refused message sends nothing.
    await post(id, tokens[1], '');
    expect(await dispatcher.runDue()).toBe(0);
  });

  it('exports the chat as a signed section of its own, apart from the chain; the verifier checks both', async () => {
    const { id, tokens, creatorToken } = await startMatch(t, {
      game: 'schwimmen',
      seats: 2,
      options: { lives: 1 },
      dealing: { mode: 'seeded', seed: 'chat-export' },
    });
    await post(id, tokens[0], 'Servus!');
    await post(id, tokens[1], 'Gut Blatt "allerseits" \\ 🂡');
    // Before the end: the creator's export (redacted) carries the chat too.
    const running = (await t.http().get(`/matches/${id}/export`).set(bearer(creatorToken)).expect(200)).text;
    expect(JSON.parse(running).chat.messages).toHaveLength(2);
    await playToEnd(
      t,
      id,
      tokens,
      (actions) => actions.find((a) => a.type === 'choosePacket') ?? actions.find((a) => a.type === 'knock') ?? actions[0],
    );
    await post(id, tokens[1], 'gg');
    const finished = await head(id);

    // The chat is private to the seats and the creator: the public export has no chat section.
    const publicText = (await t.http().get(`/matches/${id}/export`).expect(200)).text;
    const seatText = (await t.http().get(`/matches/${id}/export`).set(bearer(tokens[0])).expect(200)).text;
    expect(JSON.parse(publicText).chat).toBeUndefined();
    const doc = JSON.parse(seatText);
    expect(doc.chat.messages.map((m: Message) => [m.id, m.sender.id, m.text])).toEqual([
      [1, 'seat-0', 'Servus!'],
      [2, 'seat-1', 'Gut Blatt "allerseits" \\ 🂡'],
      [3, 'seat-1', 'gg'],
    ]);
    // Same clock, same key: the game part of both exports is byte for byte the same, and so is the head.
    const gamePart = (text: string) => text.split('\n],"chat":{"messages":[\n')[0].replace(/\n\]\}\n$/, '');
    expect(gamePart(seatText)).toBe(gamePart(publicText));
    expect(doc.headHash).toBe(finished.headHash);
    expect(doc.version).toBe(finished.version);
    // A token that does not read this chat still gets the public export (no refusal, no chat).
    const stranger = await registerPlayer(t, 'Fremd');
    expect(JSON.parse((await t.http().get(`/matches/${id}/export`).set(bearer(stranger.key)).expect(200)).text).chat).toBeUndefined();

    const jwks = (await t.http().get('/.well-known/jwks.json').expect(200)).body;
    await expect(verifyExport(publicText)).resolves.toMatchObject({ ok: true, chatMessages: 0 });
    await expect(verifyExport(seatText)).resolves.toMatchObject({ ok: true, chatMessages: 3, headHash: finished.headHash });
    const report = await auditExport(seatText, { jwks });
    expect(report.checks.map((c) => [c.check, c.ok])).toEqual([
      ['export', true],
      ['bot moves', true],
      ['signature', true],
      ['chat', true],
    ]);
    expect((await auditExport(seatText)).checks.at(-1)).toMatchObject({ check: 'chat', ok: null });

    // Changing a message, leaving one out or reordering them is caught by the chat's signature; the chain is not involved.
    const lines = seatText.split('\n');
    const at = lines.indexOf('],"chat":{"messages":[');
    const edited = [...lines];
    edited[at + 1] = edited[at + 1].replace('Servus!', 'Servas!');
    await expect(verifyExport(edited.join('\n'))).resolves.toMatchObject({ ok: false, field: 'chat.signature' });
    const dropped = [...lines.slice(0, at + 1), ...lines.slice(at + 2)];
    await expect(verifyExport(dropped.join('\n'))).resolves.toMatchObject({ ok: false, field: 'chat.signature' });
    const broken = [...lines];
    broken[at + 2] = broken[at + 2].replace('{', '{ ');
    await expect(verifyExport(broken.join('\n'))).resolves.toMatchObject({ ok: false, field: 'chat.messages.2' });
    const unsigned = [...lines];
    unsigned[lines.length - 2] = '],"signature":"x"}}';
    await expect(verifyExport(unsigned.join('\n'))).resolves.toMatchObject({ ok: false, field: 'chat.signature' });

    // Where spectators chat, the public export carries the chat.
    const open = await startMatch(t, { game: 'schwimmen', seats: 2, options: { lives: 1 }, chat: { spectators: true } });
    await post(open.id, open.tokens[0], 'Hallo Welt');
    await playToEnd(
      t,
      open.id,
      open.tokens,
      (actions) => actions.find((a) => a.type === 'choosePacket') ?? actions.find((a) => a.type === 'knock') ?? actions[0],
    );
    const openText = (await t.http().get(`/matches/${open.id}/export`).expect(200)).text;
    expect(JSON.parse(openText).chat.messages.map((m: Message) => m.text)).toEqual(['Hallo Welt']);
    expect((await auditExport(openText, { jwks })).ok).toBe(true);
  });
});
