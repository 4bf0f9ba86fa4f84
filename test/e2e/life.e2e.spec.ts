import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eventHash } from '../../src/audit/chain.js';
import { parseExport, renderExport, type ExportDocument } from '../../src/audit/export-format.js';
import { verifyExport } from '../../src/audit/verify.js';
import { bearer, databases, registerPlayer, startApp, type TestApp } from '../support/app.js';
import { openSse } from '../support/sse.js';

type Client = ReturnType<TestApp['client']>;
const code = (error: unknown) => (error as { code?: string } | undefined)?.code;

// A match's life around the game, through the typed client: leaving a waiting match, aborting by agreement
// before a card is played, and playing again (rematch).
describe.each(databases())('leave, abort and rematch ($name)', ({ url }) => {
  let t: TestApp;
  let anyone: Client;
  beforeAll(async () => {
    t = await startApp(url);
    anyone = t.client();
  });
  afterAll(() => t.close());

  const path = (id: string) => ({ params: { path: { id } } });

  async function create(body: { game: string; seats: number; options?: Record<string, unknown> }, token?: string) {
    const created = await t
      .client(token)
      .POST('/matches', { body: { ...body, visibility: 'public', dealing: { mode: 'random' } } as never });
    expect(created.response.status).toBe(201);
    return created.data!.match.id;
  }

  async function join(id: string, name: string, seat?: number, key?: string): Promise<string> {
    const joined = await t
      .client(key)
      .POST('/matches/{id}/players', { ...path(id), body: { ...(key ? {} : { name }), ...(seat === undefined ? {} : { seat }) } });
    expect(joined.response.status).toBe(201);
    return joined.data!.token;
  }

  async function started(game: string, seats: number, names = ['Anna', 'Bert', 'Cilli', 'Done']) {
    const id = await create({ game, seats });
    const tokens: string[] = [];
    for (let seat = 0; seat < seats; seat++) tokens.push(await join(id, names[seat], seat));
    return { id, tokens };
  }

  /** Ends a running match: the given seat resigns. */
  async function finish(id: string, token: string) {
    const resigned = await t.client(token).POST('/matches/{id}/resign', { ...path(id), body: { confirm: true } });
    expect(resigned.response.status).toBe(200);
  }

  describe('leaving a waiting match', () => {
    it('frees the seat for others, stops its token at once, is chained and notified; 409 once the match started', async () => {
      const creator = await registerPlayer(t, 'Creator');
      const id = await create({ game: 'schwimmen', seats: 3 }, creator.key);
      const anna = await join(id, 'Anna', 0);
      const bert = await join(id, 'Bert', 1);
      expect((await t.client(bert).GET('/matches/{id}/view', path(id))).data?.seat).toBe(1);

      const left = await t.client(bert).POST('/matches/{id}/leave', path(id));
      expect(left.response.status).toBe(200);
      expect(left.data).toMatchObject({ matchId: id, seat: 1, version: 3 });
      // The token no longer holds the seat: refused at once, for reading and for leaving again.
      const view = await t.client(bert).GET('/matches/{id}/view', path(id));
      expect([view.response.status, code(view.error)]).toEqual([401, 'UNAUTHORIZED']);
      expect((await t.client(bert).POST('/matches/{id}/leave', path(id))).response.status).toBe(401);
      const summary = (await anyone.GET('/matches/{id}', path(id))).data!;
      expect(summary.status).toBe('waiting');
      expect(summary.seats[1]).toMatchObject({ joined: false, name: null });
      // The creator's own lobby entries (the shared database holds other tests' newer public matches).
      const lobby = (await t.client(creator.key).GET('/matches', { params: { query: { hasOpenSeats: true, createdByMe: true } } })).data!;
      expect(lobby.items.find((entry) => entry.id === id)?.seats.map((s) => s.state)).toEqual(['taken', 'open', 'open']);
      const notes = await t.db.prisma.notification.findMany({ where: { matchId: id, type: 'seatLeft' } });
      expect(notes.map((n) => [n.playerId, n.data])).toEqual([[creator.id, expect.objectContaining({ seat: 1 })]]);

      // Anyone may take the seat again; the last join starts the match.
      const cilli = await join(id, 'Cilli', 1);
      await join(id, 'Done', 2);
      const late = await t.client(anna).POST('/matches/{id}/leave', path(id));
      expect([late.response.status, code(late.error)]).toEqual([409, 'MATCH_STARTED']);
      expect((await anyone.POST('/matches/{id}/leave', path(id))).response.status).toBe(401);

      const events = (await anyone.GET('/matches/{id}/events', { params: { path: { id }, query: {} } })).data!.events;
      expect(events.slice(0, 4).map((e) => [e.type, (e.data as { seat: number }).seat])).toEqual([
        ['PlayerJoined', 0],
        ['PlayerJoined', 1],
        ['PlayerLeft', 1],
        ['PlayerJoined', 1],
      ]);
      await finish(id, cilli);
      const exported = (await anyone.GET('/matches/{id}/export', path(id))).data!;
      expect(exported.match.players.map((p) => p.name)).toEqual(['Anna', 'Cilli', 'Done']);
      const text = (await t.http().get(`/matches/${id}/export`).expect(200)).text;
      await expect(verifyExport(text)).resolves.toMatchObject({ ok: true });
    });

    it("frees a registered player's seat: their key no longer names it", async () => {
      const player = await registerPlayer(t, 'Erna');
      const id = await create({ game: 'schwimmen', seats: 2 });
      await join(id, 'Erna', undefined, player.key);
      expect((await t.client(player.key).POST('/matches/{id}/leave', path(id))).response.status).toBe(200);
      const view = await t.client(player.key).GET('/matches/{id}/view', path(id));
      expect([view.response.status, code(view.error)]).toEqual([403, 'FORBIDDEN']);
      const again = await t.client(player.key).POST('/matches/{id}/leave', path(id));
      expect([again.response.status, code(again.error)]).toEqual([403, 'FORBIDDEN']);
      // ... and may join again.
      await join(id, 'Erna', 1, player.key);
      expect((await anyone.GET('/matches/{id}', path(id))).data!.seats[1]).toMatchObject({ playerId: player.id, joined: true });
    });
  });

  describe('aborting by agreement', () => {
    it('needs every seat; a refusal ends the proposal; the match ends aborted, without a result, and verifies', async () => {
      const erna = await registerPlayer(t, 'Erna');
      const id = await create({ game: 'schnapsen', seats: 2 });
      const anna = await join(id, 'Anna', 0);
      await join(id, 'Erna', 1, erna.key);
      const [a, e] = [t.client(anna), t.client(erna.key)];

      const proposed = await a.POST('/matches/{id}/abort', { ...path(id), body: { abort: true } });
      expect(proposed.response.status).toBe(200);
      expect(proposed.data!.events.map((ev) => ev.type)).toEqual(['AbortVoted']);
      const twice = await a.POST('/matches/{id}/abort', { ...path(id), body: { abort: true } });
      expect([twice.response.status, code(twice.error)]).toEqual([409, 'ALREADY_VOTED']);
      expect((await t.db.prisma.notification.findMany({ where: { matchId: id, type: 'abortVoted', playerId: erna.id } })).length).toBe(1);

      expect((await e.POST('/matches/{id}/abort', { ...path(id), body: { abort: false } })).response.status).toBe(200);
      const nothing = await e.POST('/matches/{id}/abort', { ...path(id), body: { abort: false } });
      expect([nothing.response.status, code(nothing.error)]).toEqual([409, 'ABORT_NOT_PROPOSED']);
      expect((await anyone.GET('/matches/{id}', path(id))).data!.status).toBe('active');

      // A new proposal after the refusal: both agree.
      await e.POST('/matches/{id}/abort', { ...path(id), body: { abort: true } });
      const agreed = await a.POST('/matches/{id}/abort', { ...path(id), body: { abort: true } });
      expect(agreed.data!.events.map((ev) => ev.type)).toEqual(['AbortVoted', 'MatchAborted']);
      expect(agreed.data!.view).toMatchObject({ status: 'aborted', legalActions: [], activeSeats: [] });
      const summary = (await anyone.GET('/matches/{id}', path(id))).data!;
      expect(summary).toMatchObject({ status: 'aborted', outcome: null, activeSeats: [], seed: expect.any(String) });

      const after = await a.POST('/matches/{id}/abort', { ...path(id), body: { abort: true } });
      expect([after.response.status, code(after.error)]).toEqual([409, 'MATCH_OVER']);
      const view = (await a.GET('/matches/{id}/view', path(id))).data!;
      expect(view.legalActions).toEqual([]);
      const resign = await a.POST('/matches/{id}/resign', { ...path(id), body: { confirm: true } });
      expect([resign.response.status, code(resign.error)]).toEqual([409, 'MATCH_OVER']);

      const lobby = (await anyone.GET('/matches', { params: { query: { status: 'aborted', player: erna.id } } })).data!;
      expect(lobby.items.map((entry) => entry.id)).toContain(id);
      const mine = (await e.GET('/players/me/matches', { params: { query: { status: 'aborted' } } })).data!;
      expect(mine.items.map((m) => [m.matchId, m.status])).toEqual([[id, 'aborted']]);
      expect(
        (await t.db.prisma.notification.findMany({ where: { matchId: id, type: 'matchEnded', playerId: erna.id } })).map((n) => n.data),
      ).toEqual([expect.objectContaining({ outcome: null, aborted: true })]);

      const exported = (await anyone.GET('/matches/{id}/export', path(id))).data!;
      expect(exported).toMatchObject({ complete: true, result: { outcome: null, aborted: true } });
      const text = (await t.http().get(`/matches/${id}/export`).expect(200)).text;
      await expect(verifyExport(text)).resolves.toMatchObject({ ok: true, summary: expect.stringContaining('Aborted') });

      // A forged history without the last agreement, chained afresh with the revealed salt: the verifier names MatchAborted.
      const doc = parseExport(text) as ExportDocument;
      const { events, ...head } = doc;
      const cut = events.length - 2;
      const key = { version: 2 as const, salt: doc.match.salt! };
      let previous = events[cut - 1].hash!;
      const forged = [
        ...events.slice(0, cut),
        ...events.slice(cut + 1).map((event, i) => {
          const moved = { ...event, sequence: cut + 1 + i };
          previous = eventHash(key, previous, moved);
          return { ...moved, hash: previous };
        }),
      ];
      const verdict = await verifyExport(renderExport({ ...head, version: forged.length, headHash: previous }, forged));
      expect(verdict).toMatchObject({ ok: false, event: { type: 'MatchAborted' }, reason: expect.stringContaining('agreed') });
    });

    it('is refused before the start, for anyone but a seat, and once a card was played', async () => {
      const waiting = await create({ game: 'schnapsen', seats: 2 });
      const anna = await join(waiting, 'Anna', 0);
      const early = await t.client(anna).POST('/matches/{id}/abort', { ...path(waiting), body: { abort: true } });
      expect([early.response.status, code(early.error)]).toEqual([409, 'MATCH_NOT_STARTED']);

      const { id, tokens } = await started('schnapsen', 2);
      expect((await anyone.POST('/matches/{id}/abort', { ...path(id), body: { abort: true } })).response.status).toBe(401);
      expect((await t.client(anna).POST('/matches/{id}/abort', { ...path(id), body: { abort: true } })).response.status).toBe(403);
      const bad = await t.client(tokens[0]).POST('/matches/{id}/abort', { ...path(id), body: { abort: 'yes' } as never });
      expect([bad.response.status, code(bad.error)]).toEqual([400, 'VALIDATION_FAILED']);
      // An open proposal ends with the first card played.
      expect((await t.client(tokens[0]).POST('/matches/{id}/abort', { ...path(id), body: { abort: true } })).response.status).toBe(200);
      for (let step = 0; step < 20; step++) {
        const summary = (await anyone.GET('/matches/{id}', path(id))).data!;
        const seat = summary.activeSeats[0];
        const view = (await t.client(tokens[seat]).GET('/matches/{id}/view', path(id))).data!;
        const action = view.legalActions.find((l) => l.type === 'playCard') ?? view.legalActions[0];
        const acted = await t.client(tokens[seat]).POST('/matches/{id}/actions', { ...path(id), body: action as never });
        expect(acted.response.status).toBe(200);
        if (acted.data!.events.some((ev) => ev.type === 'CardPlayed')) break;
      }
      for (const token of tokens) {
        const late = await t.client(token).POST('/matches/{id}/abort', { ...path(id), body: { abort: true } });
        expect([late.response.status, code(late.error)]).toEqual([409, 'PLAY_STARTED']);
      }
    });

    it('streams the votes live and ends the stream with an aborted end message', async () => {
      const { id, tokens } = await started('schnapsen', 2);
      const stream = await openSse(`${await t.listen()}/matches/${id}/stream`, bearer(tokens[0]));
      await t.client(tokens[0]).POST('/matches/{id}/abort', { ...path(id), body: { abort: true } });
      await t.client(tokens[1]).POST('/matches/{id}/abort', { ...path(id), body: { abort: true } });
      const messages = await stream.until((all) => all.some((m) => m.event === 'end'));
      expect(messages.filter((m) => m.event === 'AbortVoted' || m.event === 'MatchAborted').map((m) => m.event)).toEqual([
        'AbortVoted',
        'AbortVoted',
        'MatchAborted',
      ]);
      expect(messages.at(-1)).toMatchObject({
        event: 'end',
        data: { matchId: id, outcome: null, aborted: true, seed: expect.any(String) },
      });
      stream.close();
    });

    it("counts Schwimmen's first move after the deal as play", async () => {
      const { id, tokens } = await started('schwimmen', 2);
      const seat = (await anyone.GET('/matches/{id}', path(id))).data!.activeSeats[0];
      const view = (await t.client(tokens[seat]).GET('/matches/{id}/view', path(id))).data!;
      expect(
        (await t.client(tokens[seat]).POST('/matches/{id}/actions', { ...path(id), body: view.legalActions[0] as never })).response.status,
      ).toBe(200);
      const late = await t.client(tokens[1 - seat]).POST('/matches/{id}/abort', { ...path(id), body: { abort: true } });
      expect([late.response.status, code(late.error)]).toEqual([409, 'PLAY_STARTED']);
    });
  });

  describe('rematch', () => {
    it('starts once every seat accepted: seats rotated, new tokens handed out once, matches linked, errors stable', async () => {
      const { id, tokens } = await started('schnapsen', 2);
      const early = await t.client(tokens[0]).POST('/matches/{id}/rematch', path(id));
      expect([early.response.status, code(early.error)]).toEqual([409, 'MATCH_NOT_FINISHED']);
      await finish(id, tokens[1]);
      expect((await anyone.GET('/matches/{id}/rematch', path(id))).data).toMatchObject({ status: 'none' });
      expect((await anyone.POST('/matches/{id}/rematch', path(id))).response.status).toBe(401);
      const stranger = await join(await create({ game: 'schnapsen', seats: 2 }), 'Zoe', 0);
      expect((await t.client(stranger).POST('/matches/{id}/rematch', path(id))).response.status).toBe(403);
      const unoffered = await t.client(tokens[1]).POST('/matches/{id}/rematch/accept', path(id));
      expect([unoffered.response.status, code(unoffered.error)]).toEqual([409, 'REMATCH_NOT_OFFERED']);

      // The finished match's summary, as a client caches it: its ETag must not survive the rematch link.
      const before = await t.http().get(`/matches/${id}`).expect(200);
      const offered = await t.client(tokens[0]).POST('/matches/{id}/rematch', path(id));
      expect(offered.response.status).toBe(201);
      expect(offered.data).toMatchObject({
        rematch: { status: 'open', offeredBy: 0, accepted: [0], waitingFor: [1], rematchId: null },
        seat: 1,
        token: expect.any(String),
      });
      const again = await t.client(tokens[1]).POST('/matches/{id}/rematch', path(id));
      expect([again.response.status, code(again.error)]).toEqual([409, 'REMATCH_OFFERED']);
      const double = await t.client(tokens[0]).POST('/matches/{id}/rematch/accept', path(id));
      expect([double.response.status, code(double.error)]).toEqual([409, 'ALREADY_ACCEPTED']);

      const accepted = await t.client(tokens[1]).POST('/matches/{id}/rematch/accept', path(id));
      expect(accepted.response.status).toBe(200);
      const rematchId = accepted.data!.rematch.rematchId!;
      expect(accepted.data).toMatchObject({
        rematch: { status: 'started', accepted: [0, 1], waitingFor: [] },
        seat: 0,
        token: expect.any(String),
      });
      expect((await anyone.GET('/matches/{id}', path(id))).data).toMatchObject({ rematchedBy: rematchId, rematchOf: null });
      const revalidated = await t.http().get(`/matches/${id}`).set('If-None-Match', before.headers.etag).expect(200);
      expect([revalidated.body.version, revalidated.body.rematchedBy]).toEqual([before.body.version, rematchId]);
      const next = (await anyone.GET('/matches/{id}', path(rematchId))).data!;
      expect(next).toMatchObject({ status: 'active', rematchOf: id, rematchedBy: null, visibility: 'public', game: 'schnapsen' });
      // One seat on: Bert (old seat 1) deals where Anna dealt.
      expect(next.seats.map((s) => s.name)).toEqual(['Bert', 'Anna']);
      expect((await t.client(offered.data!.token!).GET('/matches/{id}/view', path(rematchId))).data?.seat).toBe(1);
      expect((await t.client(accepted.data!.token!).GET('/matches/{id}/view', path(rematchId))).data?.seat).toBe(0);
      // The old tokens still name the old match only.
      expect((await t.client(tokens[0]).GET('/matches/{id}/view', path(rematchId))).response.status).toBe(403);

      const late = await t.client(tokens[0]).POST('/matches/{id}/rematch', path(id));
      expect([late.response.status, code(late.error)]).toEqual([409, 'REMATCH_STARTED']);
      const decline = await t.client(tokens[1]).POST('/matches/{id}/rematch/decline', path(id));
      expect([decline.response.status, code(decline.error)]).toEqual([409, 'REMATCH_STARTED']);
      const text = (await t.http().get(`/matches/${id}/export`).expect(200)).text;
      await expect(verifyExport(text)).resolves.toMatchObject({ ok: true });
    });

    it('ends with a decline (notified); a new offer may follow', async () => {
      const erna = await registerPlayer(t, 'Erna');
      const id = await create({ game: 'schnapsen', seats: 2 });
      const anna = await join(id, 'Anna', 0);
      await join(id, 'Erna', 1, erna.key);
      await finish(id, anna);
      expect((await t.client(anna).POST('/matches/{id}/rematch', path(id))).response.status).toBe(201);
      expect((await t.db.prisma.notification.findMany({ where: { matchId: id, type: 'rematchOffered', playerId: erna.id } })).length).toBe(
        1,
      );
      const declined = await t.client(erna.key).POST('/matches/{id}/rematch/decline', path(id));
      expect(declined.data).toMatchObject({ status: 'declined', declinedBy: 1, rematchId: null });
      const accept = await t.client(erna.key).POST('/matches/{id}/rematch/accept', path(id));
      expect([accept.response.status, code(accept.error)]).toEqual([409, 'REMATCH_DECLINED']);
      const twice = await t.client(anna).POST('/matches/{id}/rematch/decline', path(id));
      expect([twice.response.status, code(twice.error)]).toEqual([409, 'REMATCH_DECLINED']);
      expect((await anyone.GET('/matches/{id}/rematch', path(id))).data).toMatchObject({ status: 'declined', declinedBy: 1 });

      // Erna offers anew (with her key: no token, her key names her seat); Anna accepts.
      const offered = await t.client(erna.key).POST('/matches/{id}/rematch', path(id));
      expect(offered.data).toMatchObject({ rematch: { status: 'open', offeredBy: 1 }, seat: 0, token: null });
      const accepted = await t.client(anna).POST('/matches/{id}/rematch/accept', path(id));
      const rematchId = accepted.data!.rematch.rematchId!;
      expect((await t.client(erna.key).GET('/matches/{id}/view', path(rematchId))).data?.seat).toBe(0);
      expect((await t.client(accepted.data!.token!).GET('/matches/{id}/view', path(rematchId))).data?.seat).toBe(1);
    });

    it('starts exactly one new match when seats accept at once', async () => {
      const { id, tokens } = await started('schwimmen', 4);
      await finish(id, tokens[0]);
      await t.client(tokens[0]).POST('/matches/{id}/rematch', path(id));
      const answers = await Promise.all(tokens.slice(1).map((token) => t.client(token).POST('/matches/{id}/rematch/accept', path(id))));
      expect(answers.map((a) => a.response.status)).toEqual([200, 200, 200]);
      const starters = answers.filter((a) => a.data!.rematch.status === 'started');
      expect(starters).toHaveLength(1);
      expect(await t.db.prisma.match.count({ where: { rematchOf: id } })).toBe(1);
      const rematchId = starters[0].data!.rematch.rematchId!;
      const next = (await anyone.GET('/matches/{id}', path(rematchId))).data!;
      expect(next.seats.map((s) => s.name)).toEqual(['Bert', 'Cilli', 'Done', 'Anna']);
      for (const answer of answers)
        expect((await t.client(answer.data!.token!).GET('/matches/{id}/view', path(rematchId))).data?.seat).toBe(answer.data!.seat);
    });

    it('seats bots again, which accept by themselves', async () => {
      const created = await anyone.POST('/matches', { body: { game: 'schnapsen', seats: 2 } });
      const id = created.data!.match.id;
      const anna = await join(id, 'Anna', 0);
      const bot = await t.client(created.data!.creatorToken).POST('/matches/{id}/bots', { ...path(id), body: { bot: 'random', seat: 1 } });
      expect(bot.response.status).toBe(201);
      await finish(id, anna);
      const offered = await t.client(anna).POST('/matches/{id}/rematch', path(id));
      expect(offered.data!.rematch).toMatchObject({ status: 'started', accepted: [0], waitingFor: [] });
      const next = (await anyone.GET('/matches/{id}', path(offered.data!.rematch.rematchId!))).data!;
      expect(next.seats.map((s) => s.bot)).toEqual(['random', null]);
      expect(next.visibility).toBe('unlisted');
    });
  });
});

const url = process.env.DATABASE_URL;

// The embedded database lives in one process; two instances share only a PostgreSQL server.
(url ? describe : describe.skip)('a left seat on a second instance', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await startApp(url);
    b = await startApp(url);
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  it("refuses the left seat's token on the other instance too", async () => {
    const id = (await a.client().POST('/matches', { body: { game: 'schwimmen', seats: 3 } })).data!.match.id;
    const token = (await a.client().POST('/matches/{id}/players', { params: { path: { id } }, body: { name: 'Anna' } })).data!.token;
    // b caches the token's holder.
    expect((await b.client(token).GET('/matches/{id}/view', { params: { path: { id } } })).data?.seat).toBe(0);
    expect((await a.client(token).POST('/matches/{id}/leave', { params: { path: { id } } })).response.status).toBe(200);
    // Writes on b read the match afresh: refused at once.
    const leave = await b.client(token).POST('/matches/{id}/leave', { params: { path: { id } } });
    expect(leave.response.status).toBe(401);
    // A new holder of the seat is recognised on b at once, even while b's cached record is older.
    const cilli = (await a.client().POST('/matches/{id}/players', { params: { path: { id } }, body: { name: 'Cilli', seat: 0 } })).data!
      .token;
    expect((await b.client(cilli).GET('/matches/{id}/view', { params: { path: { id } } })).data?.seat).toBe(0);
    expect((await b.client(token).GET('/matches/{id}/view', { params: { path: { id } } })).response.status).toBe(401);
  });
});
