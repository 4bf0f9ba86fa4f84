import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Announcement } from '../../src/bus/notifier.js';
import { Notifier } from '../../src/bus/notifier.js';
import { bearer, databases, eventually, registerPlayer, startApp, type TestApp } from '../support/app.js';
import { countQueries } from '../support/reads.js';
import { openSse, type SseClient, type SseMessage } from '../support/sse.js';

type Legal = { type: string; expectedVersion: number };

const ids = (messages: SseMessage[]) => messages.filter((m) => m.id !== undefined).map((m) => Number(m.id));
const upTo = (version: number) => (messages: SseMessage[]) => ids(messages).includes(version);
const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

/** Opens a stream once a slot is free (the service frees one when it sees a closed connection go). */
const openWhenFree = (url: string, headers: Record<string, string> = {}) =>
  eventually(async () => {
    const attempt = await openSse(url, headers);
    return attempt.status === 200 ? attempt : null;
  });

describe.each(databases())('event streams shared per match and capped ($name)', ({ url }) => {
  describe('fan-out', () => {
    let t: TestApp;
    let base: string;
    const announced: Announcement[] = [];
    beforeAll(async () => {
      // No caps here (many streams from one address), and keep-alives (which read too) out of the way.
      t = await startApp(url, { background: false, keepAliveMs: 60_000, maxStreamsPerIp: 0, maxStreamsPerToken: 0 });
      base = await t.listen();
      t.app.get(Notifier).onAny((a) => announced.push(a));
    });
    afterAll(() => t.close());

    /** The action the seat to move would take (a pass where it can), decided before anything is counted. */
    async function nextMove(id: string, tokens: string[]) {
      const summary = await t.http().get(`/matches/${id}`).expect(200);
      const seat: number = summary.body.activeSeats[0];
      const view = await t.http().get(`/matches/${id}/view`).set(bearer(tokens[seat])).expect(200);
      const legal = view.body.legalActions as Legal[];
      const action = legal.find((a) => a.type === 'passTurn') ?? legal.find((a) => a.type === 'choosePacket') ?? legal[0];
      return {
        seat,
        play: async (): Promise<number> =>
          (await t.http().post(`/matches/${id}/actions`).set(bearer(tokens[seat])).send(action).expect(200)).body.version,
      };
    }

    /** The append was announced here, its NOTIFY to other instances is out, and whatever they woke is done. */
    async function announcedEverywhere(id: string, version: number): Promise<void> {
      await eventually(async () => announced.some((a) => a.match === id && a.version === version));
      await t.app.get(Notifier).flushed();
      await settle();
    }

    it('reads the log once per move for 50 streams of one match, each sent the events as its viewer may see them', async () => {
      const anna = await registerPlayer(t, 'Anna');
      const created = await t
        .http()
        .post('/matches')
        .send({ game: 'schwimmen', seats: 2, options: { lives: 3 }, dealing: { mode: 'seeded', seed: 'fan-out' } })
        .expect(201);
      const id: string = created.body.match.id;
      const bert = (await t.http().post(`/matches/${id}/players`).send({ name: 'Bert', seat: 0 }).expect(201)).body.token as string;
      await t.http().post(`/matches/${id}/players`).set(bearer(anna.key)).send({ seat: 1 }).expect(201);
      const tokens = [bert, anna.key];
      // Anna deals and chooses first; then Bert moves, which makes it Anna's move (a notification for her).
      const choose = await nextMove(id, tokens);
      expect(choose.seat).toBe(1);
      let version = await choose.play();

      const spectators: SseClient[] = [];
      const resumed: SseClient[] = [];
      const bertStreams: SseClient[] = [];
      const annaStreams: SseClient[] = [];
      const annaNotes: SseClient[] = [];
      const all = () => [...spectators, ...resumed, ...bertStreams, ...annaStreams];
      const counter = countQueries(t.db);
      try {
        // One stream of the match (and one of Anna's notifications): what one of Bert's moves costs.
        spectators.push(await openSse(`${base}/matches/${id}/stream`));
        annaNotes.push(await openSse(`${base}/players/me/stream`, bearer(anna.key)));
        await spectators[0].until(upTo(version));
        const bertMove = await nextMove(id, tokens);
        expect(bertMove.seat).toBe(0);
        await settle();
        counter.reset();
        version = await bertMove.play();
        await spectators[0].until(upTo(version));
        await annaNotes[0].until((m) => m.some((x) => x.event === 'yourMove' && x.data.data.version === version));
        await announcedEverywhere(id, version);
        const one = { total: counter.total(), events: counter.eventReads(id), notes: counter.notificationReads(anna.id) };
        expect(one.events).toBe(1);
        expect(one.notes).toBe(1);

        // Anna moves (nobody counts), then 49 more streams join: spectators from the start or resuming, Bert's, Anna's.
        version = await (await nextMove(id, tokens)).play();
        for (let i = 0; i < 20; i++) spectators.push(await openSse(`${base}/matches/${id}/stream?after=0`));
        for (let i = 0; i < 9; i++) resumed.push(await openSse(`${base}/matches/${id}/stream`, { 'Last-Event-ID': '2' }));
        for (let i = 0; i < 10; i++) bertStreams.push(await openSse(`${base}/matches/${id}/stream`, bearer(bert)));
        for (let i = 0; i < 10; i++) annaStreams.push(await openSse(`${base}/matches/${id}/stream`, bearer(anna.key)));
        for (let i = 0; i < 4; i++) annaNotes.push(await openSse(`${base}/players/me/stream`, bearer(anna.key)));
        expect(all()).toHaveLength(50);
        expect(all().every((s) => s.status === 200)).toBe(true);
        await Promise.all(all().map((s) => s.until(upTo(version))));

        const again = await nextMove(id, tokens);
        expect(again.seat).toBe(0);
        await settle();
        counter.reset();
        version = await again.play();
        await Promise.all(all().map((s) => s.until(upTo(version))));
        await Promise.all(annaNotes.map((s) => s.until((m) => m.some((x) => x.event === 'yourMove' && x.data.data.version === version))));
        await announcedEverywhere(id, version);
        // One read of the match's log and one of Anna's notifications, as for one stream; nothing else grew either.
        expect(counter.eventReads(id)).toBe(1);
        expect(counter.notificationReads(anna.id)).toBe(1);
        expect(counter.total()).toBe(one.total);
      } finally {
        counter.restore();
      }

      // Every stream got exactly the log as its viewer reads it: complete, in order, nothing twice.
      const log = async (token: string | undefined, after: number) => {
        const request = t.http().get(`/matches/${id}/events?after=${after}`);
        const page = (await (token ? request.set(bearer(token)) : request).expect(200)).body as {
          game: string;
          items: { sequence: number; type: string }[];
        };
        // A stream message names its game, as the page does once.
        return page.items.map((e) => ({ id: String(e.sequence), event: e.type, data: { ...e, game: page.game } }));
      };
      const groups: [SseClient[], string | undefined, number][] = [
        [spectators, undefined, 0],
        [resumed, undefined, 2],
        [bertStreams, bert, 0],
        [annaStreams, anna.key, 0],
      ];
      for (const [streams, token, after] of groups) {
        const expected = await log(token, after);
        expect(expected.map((m) => Number(m.id))).toEqual(Array.from({ length: version - after }, (_, i) => after + i + 1));
        for (const stream of streams) expect(stream.messages.filter((m) => m.event !== 'choices')).toEqual(expected);
      }
      // A seat's stream also says, after the moves it was sent, what the seat may do now: as its view says it.
      for (const [streams, token] of [
        [bertStreams, bert],
        [annaStreams, anna.key],
      ] as const) {
        const view = (await t.http().get(`/matches/${id}/view`).set(bearer(token)).expect(200)).body;
        for (const stream of streams) {
          const choices = stream.messages.filter((m) => m.event === 'choices').at(-1)!;
          expect(choices.id).toBeUndefined();
          expect(choices.data).toEqual({
            matchId: id,
            version,
            seat: view.seat,
            waitingForYou: view.waitingForYou,
            legalActions: view.legalActions,
            optionalActions: view.optionalActions,
          });
        }
      }
      expect(spectators[0].messages.some((m) => m.event === 'choices')).toBe(false);

      // A seat sees its own hand and no other; a spectator sees none.
      const hands = (streams: SseClient[]) =>
        streams[0].messages.find((m) => m.event === 'DealDealt')!.data.data.hands as (string[] | null)[];
      expect(hands(spectators)).toEqual([null, null]);
      expect(hands(bertStreams)[0]).toEqual(expect.arrayContaining([expect.any(String)]));
      expect(hands(bertStreams)[1]).toBeNull();
      expect(hands(annaStreams)[1]).toEqual(expect.arrayContaining([expect.any(String)]));
      expect(hands(annaStreams)[0]).toBeNull();

      // Anna's notification streams agree with the stored notifications ("your move" as the match began, then after
      // each of Bert's moves): the first stream has the last two, the later ones only the last.
      const notes = await t.db.prisma.notification.findMany({ where: { playerId: anna.id }, orderBy: { id: 'asc' } });
      expect(notes.map((n) => n.type)).toEqual(['yourMove', 'yourMove', 'yourMove']);
      expect(ids(annaNotes[0].messages)).toEqual(notes.slice(1).map((n) => n.id));
      for (const stream of annaNotes.slice(1)) expect(ids(stream.messages)).toEqual([notes[2].id]);
      for (const stream of [...all(), ...annaNotes]) stream.close();
    });

    it('sends the end message to every stream of a finished match and closes them', async () => {
      const created = await t
        .http()
        .post('/matches')
        .send({ game: 'schwimmen', seats: 2, options: { lives: 1 }, dealing: { mode: 'seeded', seed: 'fan-out-end' } })
        .expect(201);
      const id: string = created.body.match.id;
      const tokens: string[] = [];
      for (const name of ['Anna', 'Bert'])
        tokens.push((await t.http().post(`/matches/${id}/players`).send({ name }).expect(201)).body.token);
      const streams = [
        await openSse(`${base}/matches/${id}/stream`),
        await openSse(`${base}/matches/${id}/stream`, bearer(tokens[0])),
        await openSse(`${base}/matches/${id}/stream`, bearer(tokens[1])),
      ];
      for (let i = 0; i < 400 && (await t.http().get(`/matches/${id}`)).body.status === 'active'; i++) {
        const summary = await t.http().get(`/matches/${id}`).expect(200);
        const seat: number = summary.body.activeSeats[0];
        const view = await t.http().get(`/matches/${id}/view`).set(bearer(tokens[seat])).expect(200);
        const legal = view.body.legalActions as Legal[];
        await t
          .http()
          .post(`/matches/${id}/actions`)
          .set(bearer(tokens[seat]))
          .send(legal.find((a) => a.type === 'knock') ?? legal[0])
          .expect(200);
      }
      const final = (await t.http().get(`/matches/${id}`).expect(200)).body;
      expect(final.status).toBe('finished');
      for (const stream of streams) {
        await stream.until(() => stream.ended);
        expect(ids(stream.messages)).toEqual(Array.from({ length: final.version }, (_, i) => i + 1));
        expect(stream.messages.at(-1)).toEqual({
          event: 'end',
          data: { matchId: id, version: final.version, outcome: final.outcome, seed: 'fan-out-end', salt: final.salt },
        });
      }
      // A stream opened on the finished match gets its log and the end message at once.
      const late = await openSse(`${base}/matches/${id}/stream?after=${final.version - 1}`);
      await late.until(() => late.ended);
      expect(ids(late.messages)).toEqual([final.version]);
      expect(late.messages.at(-1)!.event).toBe('end');
    });
  });

  describe('caps', () => {
    let t: TestApp;
    let base: string;
    beforeAll(async () => {
      t = await startApp(url, { background: false, keepAliveMs: 60_000, maxStreamsPerIp: 3, maxStreamsPerToken: 2 });
      base = await t.listen();
    });
    afterAll(() => t.close());

    it('refuses streams over the per-address and per-token caps with 429 TOO_MANY_STREAMS; a closed stream frees its slot', async () => {
      const created = await t.http().post('/matches').send({ game: 'schwimmen', seats: 2 }).expect(201);
      const id: string = created.body.match.id;
      const seat = (await t.http().post(`/matches/${id}/players`).send({ name: 'Anna' }).expect(201)).body.token as string;
      const other = (await t.http().post('/matches').send({ game: 'schwimmen', seats: 2 }).expect(201)).body.creatorToken as string;
      const anna = await registerPlayer(t, 'Anna');

      // Refused streams hold no slot.
      for (let i = 0; i < 4; i++) {
        await t.http().get('/matches/00000000-0000-4000-8000-000000000000/stream').expect(404);
        await t.http().get(`/matches/${id}/stream`).set(bearer(other)).expect(403);
        await t.http().get('/players/me/stream').set(bearer(seat)).expect(403);
      }

      const first = await openSse(`${base}/matches/${id}/stream`, bearer(seat));
      const second = await openSse(`${base}/matches/${id}/stream`, bearer(seat));
      expect([first.status, second.status]).toEqual([200, 200]);
      const byToken = await t.http().get(`/matches/${id}/stream`).set(bearer(seat)).expect(429);
      expect(byToken.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(byToken.headers['retry-after']).toBe('10');
      expect(byToken.body).toMatchObject({ status: 429, code: 'TOO_MANY_STREAMS', limit: 2, retryAfter: 10 });
      expect(byToken.body.detail).toMatch(/token/);

      // The player's notification stream counts towards the address too: three open, the fourth is refused.
      const notes = await openSse(`${base}/players/me/stream`, bearer(anna.key));
      expect(notes.status).toBe(200);
      const counter = countQueries(t.db);
      try {
        const byAddress = await t.http().get(`/matches/${id}/stream`).expect(429);
        expect(byAddress.headers['retry-after']).toBe('10');
        expect(byAddress.body).toMatchObject({ code: 'TOO_MANY_STREAMS', limit: 3 });
        expect(byAddress.body.detail).toMatch(/address/);
        expect((await t.http().get('/players/me/stream').set(bearer(anna.key)).expect(429)).body.code).toBe('TOO_MANY_STREAMS');
        // Refused before anything is read.
        expect(counter.total()).toBe(0);
      } finally {
        counter.restore();
      }

      // Closing a stream gives its slots back (once the service sees the connection go).
      first.close();
      const third = await openWhenFree(`${base}/matches/${id}/stream`, bearer(seat));
      await third.until((m) => m.length > 0);
      expect((await t.http().get(`/matches/${id}/stream`).expect(429)).body.code).toBe('TOO_MANY_STREAMS');

      // With all closed, the address has its three slots again.
      for (const stream of [second, third, notes]) stream.close();
      const three = [
        await openWhenFree(`${base}/matches/${id}/stream`),
        await openWhenFree(`${base}/matches/${id}/stream`),
        await openWhenFree(`${base}/matches/${id}/stream`),
      ];
      expect((await t.http().get(`/matches/${id}/stream`).expect(429)).body.limit).toBe(3);
      three.forEach((s) => s.close());
    });
  });
});
