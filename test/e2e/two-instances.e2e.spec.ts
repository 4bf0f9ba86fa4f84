import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Scheduler } from '../../src/scheduler/scheduler.js';
import { ManualClock } from '../support/clock.js';
import { bearer, eventually, registerPlayer, startApp, startMatch, type TestApp } from '../support/app.js';
import { countQueries } from '../support/reads.js';
import { openSse } from '../support/sse.js';

const url = process.env.DATABASE_URL;
const HOUR = 3600;

// The embedded database lives in one process; two instances share only a PostgreSQL server.
(url ? describe : describe.skip)('two service instances on one PostgreSQL database', () => {
  let a: TestApp;
  let b: TestApp;
  let clock: ManualClock;
  beforeAll(async () => {
    // Far ahead of the other files' clocks, so their schedulers (running at the same time on this database)
    // never find these deadlines due.
    clock = new ManualClock('2050-01-01T00:00:00.000Z');
    // Keep-alives (which also look for missed events) are far apart: a stream here is woken by NOTIFY only.
    const config = { clock, background: false, keepAliveMs: 60_000 };
    a = await startApp(url, config);
    b = await startApp(url, config);
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  type Event = { type: string; seat: number | null; timeout: boolean; bot: string | null };
  const timeoutEvents = async (id: string) =>
    ((await a.http().get(`/matches/${id}/events`).expect(200)).body.events as Event[]).filter((e) => e.timeout);

  it('exactly one scheduler acts on a passed deadline, however they race', async () => {
    const forfeits = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        startMatch(a, {
          game: 'schwimmen',
          seats: 2,
          dealing: { mode: 'seeded', seed: `race-f${i}` },
          timeControl: { moveSeconds: HOUR, onTimeout: 'forfeit' },
        }),
      ),
    );
    const botMoves = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        startMatch(a, {
          game: 'schwimmen',
          seats: 2,
          dealing: { mode: 'seeded', seed: `race-b${i}` },
          timeControl: { moveSeconds: HOUR, onTimeout: 'bot' },
        }),
      ),
    );
    clock.advanceSeconds(HOUR);
    for (const { id } of [...forfeits, ...botMoves]) {
      const [here, there] = await Promise.all([a.app.get(Scheduler).actOn(id), b.app.get(Scheduler).actOn(id)]);
      // One command appended in all, by one of the two.
      expect(here + there).toBe(1);
      expect(here === 0 || there === 0).toBe(true);
    }
    for (const { id } of forfeits) {
      expect((await timeoutEvents(id)).map((e) => e.type)).toEqual(['Forfeited', 'MatchEnded']);
      // B serves its cached state until the NOTIFY of A's append arrives (docs/operations.md, "Several instances"): poll.
      await eventually(async () => (await b.http().get(`/matches/${id}`).expect(200)).body.status === 'finished', 5000, 5);
    }
    for (const { id } of botMoves) {
      const events = await timeoutEvents(id);
      expect(events.map((e) => e.type)).toEqual(['PacketChosen']);
      expect(events[0]).toMatchObject({ seat: 1, bot: 'heuristic' });
    }
  });

  it('a move made through one instance reaches the stream subscribers of the other', async () => {
    const anna = await registerPlayer(a, 'Anna');
    const created = await a
      .http()
      .post('/matches')
      .send({ game: 'schwimmen', seats: 2, dealing: { mode: 'seeded', seed: 'cross-stream' } })
      .expect(201);
    const id: string = created.body.match.id;
    const bert = await a.http().post(`/matches/${id}/players`).send({ name: 'Bert' }).expect(201);
    await a.http().post(`/matches/${id}/players`).set(bearer(anna.key)).send({}).expect(201);
    const base = await b.listen();
    const matchStream = await openSse(`${base}/matches/${id}/stream`, bearer(bert.body.token));
    const playerStream = await openSse(`${base}/players/me/stream`, bearer(anna.key));
    const version = (await b.http().get(`/matches/${id}`).expect(200)).body.version;
    await matchStream.until((m) => m.some((x) => Number(x.id) === version));

    // Anna (seat 1, the dealer) chooses through instance A; then Bert acts through A too, and it is Anna's move again.
    const view = await a.http().get(`/matches/${id}/view`).set(bearer(anna.key)).expect(200);
    const chosen = await a.http().post(`/matches/${id}/actions`).set(bearer(anna.key)).send(view.body.legalActions[0]).expect(200);
    await matchStream.until((m) => m.some((x) => Number(x.id) === chosen.body.version), 5000);
    const bertView = await a.http().get(`/matches/${id}/view`).set(bearer(bert.body.token)).expect(200);
    const pass = bertView.body.legalActions.find((x: { type: string }) => x.type === 'passTurn');
    const passed = await a.http().post(`/matches/${id}/actions`).set(bearer(bert.body.token)).send(pass).expect(200);
    await matchStream.until((m) => m.some((x) => Number(x.id) === passed.body.version), 5000);
    await playerStream.until((m) => m.some((x) => x.event === 'yourMove' && x.data.data.version === passed.body.version), 5000);
    matchStream.close();
    playerStream.close();
    // A seat's stream also carries `choices` messages, which have no id.
    const ids = matchStream.messages.filter((m) => m.event !== 'choices').map((m) => Number(m.id));
    expect(ids).toEqual(Array.from({ length: passed.body.version }, (_, i) => i + 1));
  });

  it("the other instance reads a move once for all its streams of the match, and each gets its viewer's events", async () => {
    const anna = await registerPlayer(a, 'Anna');
    const created = await a
      .http()
      .post('/matches')
      .send({ game: 'schwimmen', seats: 2, dealing: { mode: 'seeded', seed: 'cross-fan-out' } })
      .expect(201);
    const id: string = created.body.match.id;
    const bert = (await a.http().post(`/matches/${id}/players`).send({ name: 'Bert' }).expect(201)).body.token as string;
    await a.http().post(`/matches/${id}/players`).set(bearer(anna.key)).send({}).expect(201);
    const base = await b.listen();
    // Within the default caps (20 per address, 8 per token).
    const viewers: (string | undefined)[] = [...Array(4).fill(undefined), ...Array(4).fill(bert), ...Array(4).fill(anna.key)];
    const streams = await Promise.all(viewers.map((token) => openSse(`${base}/matches/${id}/stream`, token ? bearer(token) : {})));
    expect(streams.map((s) => s.status)).toEqual(viewers.map(() => 200));
    const start = (await b.http().get(`/matches/${id}`).expect(200)).body.version;
    await Promise.all(streams.map((s) => s.until((m) => m.some((x) => Number(x.id) === start))));

    const view = await a.http().get(`/matches/${id}/view`).set(bearer(anna.key)).expect(200);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const counter = countQueries(b.db);
    try {
      const chosen = await a.http().post(`/matches/${id}/actions`).set(bearer(anna.key)).send(view.body.legalActions[0]).expect(200);
      await Promise.all(streams.map((s) => s.until((m) => m.some((x) => Number(x.id) === chosen.body.version), 5000)));
      await new Promise((resolve) => setTimeout(resolve, 100));
      // Instance B learnt of the move by NOTIFY only and read it once for its twelve streams.
      expect(counter.eventReads(id)).toBe(1);
      expect(counter.total()).toBe(1);
    } finally {
      counter.restore();
    }
    streams.forEach((s) => s.close());
    for (const [i, token] of viewers.entries()) {
      const request = b.http().get(`/matches/${id}/events`);
      const page = (await (token ? request.set(bearer(token)) : request).expect(200)).body as {
        game: string;
        items: { sequence: number; type: string }[];
      };
      // Each message names its game, as the page does once.
      expect(streams[i].messages.filter((m) => m.event !== 'choices')).toEqual(
        page.items.map((e) => ({ id: String(e.sequence), event: e.type, data: { ...e, game: page.game } })),
      );
    }
  });
});
