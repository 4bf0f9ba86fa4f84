import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { components } from '../../packages/client/src/index.js';
import { ManualClock } from '../support/clock.js';
import { bearer, databases, registerPlayer, startApp, type TestApp } from '../support/app.js';
import { playToEnd } from '../support/play.js';

type Entry = components['schemas']['LobbyEntryDto'];
type Page = components['schemas']['LobbyPageDto'];

/**
 * The lobby (GET /matches) and visibility, through the typed client. The PostgreSQL database is shared with
 * other test files and keeps earlier runs' matches, so every listing here is narrowed to players registered by
 * this run (a seat holder, or the creator with createdByMe).
 */
describe.each(databases())('the lobby ($name)', ({ url }) => {
  let t: TestApp;
  let clock: ManualClock;
  beforeAll(async () => {
    // The clock moves only when told: many matches share a creation time, so ties are broken by id.
    clock = new ManualClock();
    t = await startApp(url, { clock, background: false });
    // Newer than every match earlier runs left in the database, so this run's are the newest in the whole lobby.
    const newest = await t.db.prisma.match.findFirst({ orderBy: { createdAt: 'desc' }, select: { createdAt: true } });
    if (newest && newest.createdAt >= clock.now()) clock.advance(newest.createdAt.getTime() - clock.now().getTime() + 60_000);
  });
  afterAll(() => t.close());

  const lobby = async (query: Record<string, unknown>, key?: string): Promise<Page> => {
    const { data, error, response } = await t.client(key).GET('/matches', { params: { query: query as never } });
    if (response.status !== 200) throw new Error(`GET /matches ${JSON.stringify(query)}: ${response.status} ${JSON.stringify(error)}`);
    return data!;
  };
  const ids = (page: Page) => page.items.map((e) => e.id);

  /** Creates a match with the key (as its creator) and seats `holder` in it with their key. */
  async function create(key: string, body: Record<string, unknown>, holder?: { key: string }, seat = 0): Promise<string> {
    const created = await t.client(key).POST('/matches', { body: { game: 'schwimmen', seats: 2, ...body } as never });
    expect(created.response.status).toBe(201);
    const id = created.data!.match.id;
    if (holder) await t.http().post(`/matches/${id}/players`).set(bearer(holder.key)).send({ seat }).expect(201);
    return id;
  }

  it('lists public matches with what a joiner needs to decide; unlisted and private ones are not listed', async () => {
    const host = await registerPlayer(t, 'Host');
    const anna = await registerPlayer(t, 'Anna');
    const bert = await registerPlayer(t, 'Bert');
    const id = await create(
      host.key,
      {
        game: 'schafkopf',
        seats: 4,
        options: { pack: 'short', deals: 4 },
        timeControl: { moveSeconds: 86400, onTimeout: 'bot' },
        visibility: 'public',
      },
      anna,
      0,
    );
    await t.http().post(`/matches/${id}/bots`).set(bearer(host.key)).send({ bot: 'heuristic', seat: 1 }).expect(201);
    await t.http().post(`/matches/${id}/invitations`).set(bearer(host.key)).send({ playerId: bert.id, seat: 2 }).expect(201);
    clock.advanceSeconds(1);
    const unlisted = await create(host.key, {}, anna);
    const privateOne = await create(host.key, { visibility: 'private' });
    await t.http().post(`/matches/${privateOne}/invitations`).set(bearer(host.key)).send({ playerId: anna.id }).expect(201);
    await t.http().post(`/matches/${privateOne}/players`).set(bearer(anna.key)).send({}).expect(201);

    const listed = await lobby({ player: anna.id });
    expect(ids(listed)).toEqual([id]);
    expect(listed.nextCursor).toBeNull();
    const entry = listed.items[0];
    const schafkopf = (await t.http().get('/games/schafkopf').expect(200)).body;
    expect(entry).toEqual({
      id,
      game: 'schafkopf',
      title: schafkopf.title,
      status: 'waiting',
      visibility: 'public',
      rulesVersion: schafkopf.rulesVersion,
      rules: Object.entries(schafkopf.options.properties as Record<string, { title: string; description: string; default: unknown }>).map(
        ([name, option]) => ({
          name,
          title: option.title,
          description: option.description,
          value: name === 'pack' ? 'short' : name === 'deals' ? 4 : option.default,
          isDefault: name !== 'pack' && name !== 'deals',
        }),
      ),
      seatCount: 4,
      openSeats: 1,
      seats: [
        { seat: 0, state: 'taken', name: 'Anna', playerId: anna.id, bot: null, rating: null },
        { seat: 1, state: 'taken', name: 'Bot Resi', playerId: null, bot: 'heuristic', rating: null },
        { seat: 2, state: 'reserved', name: null, playerId: null, bot: null, rating: null },
        { seat: 3, state: 'open', name: null, playerId: null, bot: null, rating: null },
      ],
      timeControl: { moveSeconds: 86400, onTimeout: 'bot', bot: 'heuristic' },
      dealingMode: 'random',
      arrangedDeal: false,
      creator: { id: host.id, name: 'Host' },
      createdAt: expect.any(String),
    });
    expect(entry.rules.find((r) => r.name === 'pack')!.description).toMatch(/\w+ \w+/);
    // The summary says the visibility too.
    expect((await t.client().GET('/matches/{id}', { params: { path: { id } } })).data!.visibility).toBe('public');
    expect((await t.client().GET('/matches/{id}', { params: { path: { id: unlisted } } })).data!.visibility).toBe('unlisted');

    // Without filters, newest first: this run's public match is on the first page, the unlisted and private ones nowhere.
    const everything = await lobby({ limit: 100 });
    expect(ids(everything)).toContain(id);
    expect(ids(everything)).not.toContain(unlisted);
    expect(ids(everything)).not.toContain(privateOne);
    expect(everything.items.every((e) => e.visibility === 'public')).toBe(true);

    // The creator's own matches, of every visibility; a seeded deal says it is arranged.
    const seeded = await create(host.key, { dealing: { mode: 'seeded', seed: 'lobby' }, visibility: 'public' });
    const own = await lobby({ createdByMe: true }, host.key);
    expect(ids(own)).toEqual([seeded, privateOne, unlisted, id].sort(newestFirst(own.items)));
    expect(own.items.map((e) => [e.visibility, e.arrangedDeal])).toEqual(
      ids(own).map((x) => [x === privateOne ? 'private' : x === unlisted ? 'unlisted' : 'public', x === seeded]),
    );
    expect(ids(await lobby({ createdByMe: false, player: anna.id }))).toEqual([id]);
    expect((await t.http().get('/matches?createdByMe=true').expect(401)).body.code).toBe('UNAUTHORIZED');
    const creatorToken = (await t.http().post('/matches').send({ game: 'schwimmen', seats: 2 }).expect(201)).body.creatorToken;
    expect((await t.http().get('/matches?createdByMe=true').set(bearer(creatorToken)).expect(403)).body.code).toBe('FORBIDDEN');
    // Without createdByMe a token is not even looked at.
    await t.http().get('/matches?limit=1').set(bearer('key_unknown-to-this-service')).expect(200);
  });

  it('filters by game, status, open seats and seat holder', async () => {
    const p = await registerPlayer(t, 'Filtered');
    const other = await registerPlayer(t, 'Other');
    const pub = { visibility: 'public' };
    const open = await create(p.key, pub, p);
    const running = await create(p.key, { ...pub, options: { lives: 1 }, dealing: { mode: 'seeded', seed: 'lobby-running' } }, p);
    const runningSeat = (await t.http().post(`/matches/${running}/players`).send({ name: 'Gast' }).expect(201)).body.token;
    const reserved = await create(p.key, pub, p);
    await t.http().post(`/matches/${reserved}/invitations`).set(bearer(p.key)).send({ playerId: other.id }).expect(201);
    const schnapsen = await create(p.key, { ...pub, game: 'schnapsen' }, p);
    const finished = await create(p.key, { ...pub, options: { lives: 1 }, dealing: { mode: 'seeded', seed: 'lobby-finished' } }, p);
    const finishedSeat = (await t.http().post(`/matches/${finished}/players`).send({ name: 'Gast' }).expect(201)).body.token;
    // P plays seat 0 with the key.
    await playToEnd(
      t,
      finished,
      [p.key, finishedSeat],
      (actions) => actions.find((a) => a.type === 'knock') ?? actions.find((a) => a.type === 'choosePacket') ?? actions[0],
    );
    expect(runningSeat).toEqual(expect.any(String));

    const all = [finished, schnapsen, reserved, running, open];
    expect(ids(await lobby({ player: p.id }))).toEqual(all.sort(newestFirst((await lobby({ player: p.id })).items)));
    const byGame = await lobby({ player: p.id, game: 'schnapsen' });
    expect(ids(byGame)).toEqual([schnapsen]);
    expect(byGame.items[0].title).toBe('Schnapsen for two');
    expect(new Set(ids(await lobby({ player: p.id, status: 'waiting' })))).toEqual(new Set([open, reserved, schnapsen]));
    expect(ids(await lobby({ player: p.id, status: 'active' }))).toEqual([running]);
    expect(ids(await lobby({ player: p.id, status: 'finished' }))).toEqual([finished]);
    expect(new Set(ids(await lobby({ player: p.id, hasOpenSeats: true })))).toEqual(new Set([open, schnapsen]));
    expect(new Set(ids(await lobby({ player: p.id, hasOpenSeats: false })))).toEqual(new Set([reserved, running, finished]));
    expect(ids(await lobby({ player: p.id, hasOpenSeats: true, game: 'schwimmen', status: 'waiting' }))).toEqual([open]);
    expect(ids(await lobby({ player: other.id }))).toEqual([]);
    expect((await lobby({ player: p.id, status: 'finished' })).items[0].seats.map((s) => s.state)).toEqual(['taken', 'taken']);
  });

  it('refuses unknown filters and values, bad cursors and limits out of range with 400 problems', async () => {
    const bad = [
      'game=skat',
      'game=',
      'status=lost',
      'status=waiting&status=active',
      'hasOpenSeats=yes',
      'hasOpenSeats=1',
      'createdByMe=TRUE',
      'player=nobody',
      'limit=0',
      'limit=101',
      'limit=1.5',
      'limit=-1',
      'limit=x',
      'limit=99999999999999999999',
      'cursor=',
      'cursor=nonsense',
      'cursor=%00',
      `cursor=${Buffer.from('[1,"2040-01-01T08:00:00.000Z","not-a-uuid"]').toString('base64url')}`,
      `cursor=${Buffer.from('[2,"2040-01-01T08:00:00.000Z","0b7e3c1a-5d2f-4e8b-9a61-2f4c8d9e7b10"]').toString('base64url')}`,
      `cursor=${Buffer.from('[1,"2040-02-31T08:00:00.000Z","0b7e3c1a-5d2f-4e8b-9a61-2f4c8d9e7b10"]').toString('base64url')}`,
      `cursor=${'A'.repeat(201)}`,
      'order=asc',
      'constructor=x',
    ];
    for (const query of bad) {
      const res = await t.http().get(`/matches?${query}`);
      expect({ query, status: res.status, type: res.headers['content-type'], code: res.body.code }).toEqual({
        query,
        status: 400,
        type: expect.stringMatching(/^application\/problem\+json/),
        code: 'VALIDATION_FAILED',
      });
    }
    const cursor = (await t.http().get('/matches?cursor=nonsense').expect(400)).body;
    expect(cursor.errors).toEqual([{ field: 'cursor', message: expect.stringContaining('nextCursor') }]);
  });

  it('pages newest first without duplicates or gaps while matches are created and started between page reads', async () => {
    const p = await registerPlayer(t, 'Pager');
    const originals: string[] = [];
    // Groups created at the same instant (ties broken by id), the clock moving between groups.
    for (const group of [3, 1, 4, 2, 3]) {
      for (let i = 0; i < group; i++) originals.push(await create(p.key, { visibility: 'public', seats: 3 }, p));
      clock.advance(1);
    }
    const expected = [...originals].sort(newestFirst((await lobby({ player: p.id, limit: 100 })).items));
    expect(expected).toHaveLength(13);

    const seen: string[] = [];
    const added: string[] = [];
    let cursor: string | null | undefined;
    let pages = 0;
    do {
      const page: Page = await lobby({ player: p.id, limit: 4, ...(cursor ? { cursor } : {}) });
      expect(page.items.length).toBeLessThanOrEqual(4);
      seen.push(...ids(page));
      cursor = page.nextCursor;
      pages++;
      // Between page reads: new matches, and a match further down starts (its status changes, its place does not).
      clock.advance(1);
      added.push(await create(p.key, { visibility: 'public', seats: 3 }, p));
      const later = expected.find((x) => !seen.includes(x));
      if (later) {
        await t.http().post(`/matches/${later}/players`).send({ name: 'X' }).expect(201);
        await t.http().post(`/matches/${later}/players`).send({ name: 'Y' }).expect(201);
      }
    } while (cursor);
    expect(pages).toBe(4);
    expect(seen).toEqual(expected);
    // A fresh first page starts with the matches created meanwhile, newest first.
    const fresh = await lobby({ player: p.id, limit: 4 });
    expect(ids(fresh)).toEqual([...added].reverse().slice(0, 4));
    // The cursor is opaque but stable: the same cursor gives the same page.
    const second = (await lobby({ player: p.id, limit: 4, cursor: fresh.nextCursor! })).items.map((e) => e.id);
    expect((await lobby({ player: p.id, limit: 4, cursor: fresh.nextCursor! })).items.map((e) => e.id)).toEqual(second);
  });

  it("keeps private matches to their seats, creator and invited players; unlisted and public ones are anyone's to watch", async () => {
    const host = await registerPlayer(t, 'Host');
    const guest = await registerPlayer(t, 'Guest');
    const third = await registerPlayer(t, 'Third');
    const stranger = await registerPlayer(t, 'Stranger');
    const created = await t
      .http()
      .post('/matches')
      .set(bearer(host.key))
      .send({ game: 'schwimmen', seats: 3, visibility: 'private' })
      .expect(201);
    const id: string = created.body.match.id;
    expect(created.body.match.visibility).toBe('private');
    await t.http().post(`/matches/${id}/invitations`).set(bearer(host.key)).send({ playerId: guest.id, seat: 1 }).expect(201);

    const notFound = async (method: 'get' | 'post' | 'delete', path: string, token?: string, body?: object) => {
      let req = t.http()[method](path);
      if (token) req = req.set(bearer(token));
      const res = await (body ? req.send(body) : req);
      return [res.status, res.body.code];
    };
    const missing = [404, 'MATCH_NOT_FOUND'];
    for (const who of [undefined, stranger.key]) {
      expect(await notFound('get', `/matches/${id}`, who)).toEqual(missing);
      expect(await notFound('get', `/matches/${id}/view`, who)).toEqual(missing);
      expect(await notFound('get', `/matches/${id}/events`, who)).toEqual(missing);
      expect(await notFound('get', `/matches/${id}/stream`, who)).toEqual(missing);
      expect(await notFound('get', `/matches/${id}/chat`, who)).toEqual(missing);
      expect(await notFound('post', `/matches/${id}/chat`, who, { text: 'Hallo' })).toEqual(missing);
      expect(await notFound('get', `/matches/${id}/export`, who)).toEqual(missing);
      expect(await notFound('get', `/matches/${id}/state?version=0`, who)).toEqual(missing);
      expect(await notFound('post', `/matches/${id}/players`, who, { name: 'Crasher' })).toEqual(missing);
      expect(await notFound('post', `/matches/${id}/bots`, who, { bot: 'random' })).toEqual(missing);
      expect(await notFound('delete', `/matches/${id}`, who)).toEqual(missing);
      expect(await notFound('post', `/matches/${id}/invitations/decline`, who)).toEqual(missing);
    }
    // The creator (key or token) and the invited player see it, as spectators until seated.
    for (const who of [host.key, created.body.creatorToken, guest.key]) {
      const summary = await t.client(who).GET('/matches/{id}', { params: { path: { id } } });
      expect(summary.data).toMatchObject({ id, visibility: 'private', status: 'waiting' });
      expect((await t.client(who).GET('/matches/{id}/view', { params: { path: { id } } })).data).toMatchObject({ seat: null });
    }
    // Only invited players and the creator join; the stranger, even told the id, does not.
    expect(await notFound('post', `/matches/${id}/players`, stranger.key, {})).toEqual(missing);
    const guestSeat = await t.client(guest.key).POST('/matches/{id}/players', { params: { path: { id } }, body: {} });
    expect(guestSeat.data).toMatchObject({ seat: 1 });
    // A seat token of the match sees it, but is no invitation to another seat.
    expect((await t.client(guestSeat.data!.token).GET('/matches/{id}', { params: { path: { id } } })).response.status).toBe(200);
    expect(await notFound('post', `/matches/${id}/players`, guestSeat.data!.token, { name: 'Second' })).toEqual([403, 'FORBIDDEN']);
    expect((await t.http().post(`/matches/${id}/players`).set(bearer(host.key)).send({}).expect(201)).body.seat).toBe(0);
    await t.http().post(`/matches/${id}/invitations`).set(bearer(host.key)).send({ playerId: third.id }).expect(201);
    expect((await t.http().post(`/matches/${id}/players`).set(bearer(third.key)).send({}).expect(201)).body.seat).toBe(2);
    const running = await t.client(third.key).GET('/matches/{id}', { params: { path: { id } } });
    expect(running.data).toMatchObject({ status: 'active', visibility: 'private' });
    expect(await notFound('get', `/matches/${id}`)).toEqual(missing);
    expect(await notFound('get', `/matches/${id}/view`, stranger.key)).toEqual(missing);
    // Nobody finds it in the lobby, whatever the filter; its creator does with createdByMe.
    expect(ids(await lobby({ player: guest.id }))).toEqual([]);
    expect(ids(await lobby({ createdByMe: true }, host.key))).toEqual([id]);
    // A seat plays as usual; its stream is open to it.
    const view = await t.client(host.key).GET('/matches/{id}/view', { params: { path: { id } } });
    expect(view.data!.seat).toBe(0);

    // Unlisted (the default) and public matches: anyone with the id watches.
    for (const visibility of [undefined, 'public']) {
      const other = await t
        .http()
        .post('/matches')
        .send({ game: 'schwimmen', seats: 2, ...(visibility ? { visibility } : {}) })
        .expect(201);
      const otherId: string = other.body.match.id;
      expect(other.body.match.visibility).toBe(visibility ?? 'unlisted');
      await t.http().get(`/matches/${otherId}`).expect(200);
      await t.http().get(`/matches/${otherId}/view`).expect(200);
      await t.http().get(`/matches/${otherId}/events`).expect(200);
      // A stale or foreign token does not spoil reading the summary.
      await t.http().get(`/matches/${otherId}`).set(bearer('key_unknown-to-this-service')).expect(200);
      // A stranger's key is refused for the view; the creator's key and token watch as spectators.
      expect(await notFound('get', `/matches/${otherId}/view`, stranger.key)).toEqual([403, 'FORBIDDEN']);
      expect((await t.http().get(`/matches/${otherId}/view`).set(bearer(other.body.creatorToken)).expect(200)).body.seat).toBeNull();
      expect((await t.http().post(`/matches/${otherId}/players`).send({ name: 'Anyone' }).expect(201)).body.seat).toBe(0);
    }
  });

  it('creates unlisted matches unless told otherwise, and refuses unknown visibilities', async () => {
    const id = await create((await registerPlayer(t, 'Default')).key, {});
    expect((await t.db.prisma.match.findUniqueOrThrow({ where: { id } })).visibility).toBe('unlisted');
    const refused = await t.http().post('/matches').send({ game: 'schwimmen', seats: 2, visibility: 'secret' }).expect(400);
    expect(refused.body.code).toBe('VALIDATION_FAILED');
  });
});

/** A comparator for match ids: newest first by (createdAt, id), as the lobby orders, using the entries' createdAt. */
function newestFirst(entries: Pick<Entry, 'id' | 'createdAt'>[]): (a: string, b: string) => number {
  const at = new Map(entries.map((e) => [e.id, Date.parse(e.createdAt)]));
  return (a, b) => at.get(b)! - at.get(a)! || (a < b ? 1 : a > b ? -1 : 0);
}
