import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { bearer, databases, registerPlayer, startApp, startMatch, type TestApp } from '../support/app.js';
import { openSse, type SseMessage } from '../support/sse.js';

type Legal = { type: string; expectedVersion: number };

describe.each(databases())('Server-Sent Events ($name)', ({ url }) => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await startApp(url, { background: false, keepAliveMs: 100 });
    base = await t.listen();
  });
  afterAll(() => t.close());

  /** The seat to move makes one move (a pass where it can, so deals last). */
  async function move(id: string, tokens: string[]): Promise<number> {
    const summary = await t.http().get(`/matches/${id}`).expect(200);
    const seat: number = summary.body.activeSeats[0];
    const view = await t.http().get(`/matches/${id}/view`).set(bearer(tokens[seat])).expect(200);
    const legal = view.body.legalActions as Legal[];
    const action = legal.find((a) => a.type === 'knock') ?? legal.find((a) => a.type === 'choosePacket') ?? legal[0];
    return (await t.http().post(`/matches/${id}/actions`).set(bearer(tokens[seat])).send(action).expect(200)).body.version;
  }
  const ids = (messages: SseMessage[]) => messages.filter((m) => m.id !== undefined).map((m) => Number(m.id));
  const upTo = (version: number) => (messages: SseMessage[]) => ids(messages).includes(version);

  it('resumes after a dropped connection with Last-Event-ID: nothing lost, nothing repeated', async () => {
    const { id, tokens } = await startMatch(t, {
      game: 'schwimmen',
      seats: 2,
      options: { lives: 2 },
      dealing: { mode: 'seeded', seed: 'sse-resume' },
    });
    const first = await openSse(`${base}/matches/${id}/stream`, bearer(tokens[0]));
    expect(first.status).toBe(200);
    expect(first.headers['content-type']).toMatch(/^text\/event-stream/);
    const start = (await t.http().get(`/matches/${id}`)).body.version;
    await first.until(upTo(start));
    await move(id, tokens);
    let version = await move(id, tokens);
    await first.until(upTo(version));
    first.close();

    // Moves while nobody listens.
    for (let i = 0; i < 3; i++) version = await move(id, tokens);
    const lastSeen = ids(first.messages).at(-1)!;
    const second = await openSse(`${base}/matches/${id}/stream`, { ...bearer(tokens[0]), 'Last-Event-ID': String(lastSeen) });
    await second.until(upTo(version));
    version = await move(id, tokens);
    await second.until(upTo(version));
    second.close();

    const received = [...ids(first.messages), ...ids(second.messages)];
    expect(received).toEqual(Array.from({ length: version }, (_, i) => i + 1));
    // Exactly the events as seat 0 may see them, as the log serves them.
    const log = await t.http().get(`/matches/${id}/events`).set(bearer(tokens[0])).expect(200);
    const streamed = [...first.messages, ...second.messages].filter((m) => m.id !== undefined).map((m) => m.data);
    // The same as the page's items, each with the game the page names once.
    expect(streamed).toEqual((log.body.items as object[]).map((event) => ({ ...event, game: log.body.game })));
    expect(streamed.map((e) => e.type)).toEqual([...first.messages, ...second.messages].filter((m) => m.id).map((m) => m.event));
  });

  it('shows a spectator no hidden card, sends keep-alive comments, and ends with the match', async () => {
    const { id, tokens } = await startMatch(t, {
      game: 'schwimmen',
      seats: 2,
      options: { lives: 1 },
      dealing: { mode: 'seeded', seed: 'sse-end' },
    });
    const spectator = await openSse(`${base}/matches/${id}/stream?after=0`);
    await spectator.until((m) => m.some((x) => x.event === 'DealDealt'));
    const dealt = spectator.messages.find((m) => m.event === 'DealDealt')!;
    expect(dealt.data.data.hands.every((h: unknown) => h === null)).toBe(true);
    expect(dealt.data.data.stock).toBeNull();
    await spectator.untilComment();
    expect(spectator.comments).toContain('keep-alive');

    for (let i = 0; i < 400 && (await t.http().get(`/matches/${id}`)).body.status === 'active'; i++) await move(id, tokens);
    const final = await t.http().get(`/matches/${id}`).expect(200);
    expect(final.body.status).toBe('finished');
    await spectator.until((m) => m.some((x) => x.event === 'end'));
    const end = spectator.messages.at(-1)!;
    expect(end).toEqual({
      event: 'end',
      data: { matchId: id, version: final.body.version, outcome: final.body.outcome, seed: 'sse-end', salt: final.body.salt },
    });
    expect(ids(spectator.messages)).toEqual(Array.from({ length: final.body.version }, (_, i) => i + 1));
    await spectator.until(() => spectator.ended);
  });

  it('refuses streams it may not open, before streaming', async () => {
    const { id } = await startMatch(t, { game: 'schwimmen', seats: 2 });
    const other = await startMatch(t, { game: 'schwimmen', seats: 2 });
    expect((await t.http().get('/matches/00000000-0000-4000-8000-000000000000/stream').expect(404)).body.code).toBe('MATCH_NOT_FOUND');
    expect((await t.http().get(`/matches/${id}/stream`).set(bearer(other.tokens[0])).expect(403)).body.code).toBe('FORBIDDEN');
    expect((await t.http().get(`/matches/${id}/stream`).set('Last-Event-ID', 'x1').expect(400)).body.code).toBe('VALIDATION_FAILED');
    expect((await t.http().get('/players/me/stream').expect(401)).body.code).toBe('UNAUTHORIZED');
  });

  it("streams a player's notifications: invitation, your move, match ended; resumable", async () => {
    const host = await registerPlayer(t, 'Host');
    const anna = await registerPlayer(t, 'Anna');
    const stream = await openSse(`${base}/players/me/stream`, bearer(anna.key));
    expect(stream.status).toBe(200);
    const created = await t
      .http()
      .post('/matches')
      .set(bearer(host.key))
      .send({ game: 'schwimmen', seats: 2, options: { lives: 1 }, dealing: { mode: 'seeded', seed: 'sse-player' } })
      .expect(201);
    const id: string = created.body.match.id;
    await t.http().post(`/matches/${id}/invitations`).set(bearer(host.key)).send({ playerId: anna.id, seat: 1 }).expect(201);
    await stream.until((m) => m.some((x) => x.event === 'invitation'));
    expect(stream.messages[0].data).toMatchObject({ type: 'invitation', matchId: id, data: { matchId: id, seat: 1, game: 'schwimmen' } });

    const annaSeat = await t.http().post(`/matches/${id}/players`).set(bearer(anna.key)).send({}).expect(201);
    const other = await t.http().post(`/matches/${id}/players`).send({ name: 'Bert' }).expect(201);
    const tokens = [other.body.token, annaSeat.body.token];
    // Seat 1 (Anna) deals, so her move comes first.
    await stream.until((m) => m.some((x) => x.event === 'yourMove'));
    expect(stream.messages.find((m) => m.event === 'yourMove')!.data.data).toMatchObject({
      matchId: id,
      seat: 1,
      since: expect.any(String),
      deadline: null,
    });
    stream.close();

    for (let i = 0; i < 400 && (await t.http().get(`/matches/${id}`)).body.status === 'active'; i++) await move(id, tokens);
    const lastSeen = ids(stream.messages).at(-1)!;
    const resumed = await openSse(`${base}/players/me/stream`, { ...bearer(anna.key), 'Last-Event-ID': String(lastSeen) });
    await resumed.until((m) => m.some((x) => x.event === 'matchEnded'));
    resumed.close();
    const all = [...stream.messages, ...resumed.messages];
    const notes = await t.db.prisma.notification.findMany({ where: { playerId: anna.id }, orderBy: { id: 'asc' } });
    expect(ids(all)).toEqual(notes.map((n) => n.id));
    expect(all.map((m) => m.event)).toEqual(notes.map((n) => n.type));
    expect(all.filter((m) => m.event === 'yourMove').length).toBeGreaterThan(1);
    expect(all.at(-1)!.data.data).toMatchObject({ matchId: id, seat: 1, outcome: { winners: expect.any(Array) } });
    // Bert plays with a seat token only: he gets no notifications.
    expect(await t.db.prisma.notification.count({ where: { matchId: id, playerId: { not: anna.id } } })).toBe(0);
  });
});
