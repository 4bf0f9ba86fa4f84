import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { KartenrundeClient } from '../../packages/client/src/index.js';
import { UNRECORDED_MATCHES } from '../../src/records/record-repository.js';
import { Recorder } from '../../src/records/recorder.js';
import { databases, eventually, registerPlayer, startApp, type TestApp } from '../support/app.js';

type Dealing = { mode: 'random' } | { mode: 'seeded'; seed: string };

// Records and ratings (docs/correspondence.md, "Your record" and "Ratings"), through the typed client.
describe.each(databases())('records and ratings ($name)', ({ url }) => {
  let t: TestApp;
  let anna: { id: string; key: string; client: KartenrundeClient };
  let bert: { id: string; key: string; client: KartenrundeClient };
  const anyone = () => t.client();

  beforeAll(async () => {
    t = await startApp(url);
    const a = await registerPlayer(t, 'Anna');
    const b = await registerPlayer(t, 'Bert');
    anna = { ...a, client: t.client(a.key) };
    bert = { ...b, client: t.client(b.key) };
  });
  afterAll(() => t.close());

  /** A Schnapsen match of Anna (seat 0) and Bert (seat 1), ended by `loser` resigning; returns its id. */
  async function duel(dealing: Dealing, loser: 'anna' | 'bert', visibility: 'public' | 'unlisted' = 'public'): Promise<string> {
    const created = await anna.client.POST('/matches', { body: { game: 'schnapsen', seats: 2, dealing, visibility } });
    const id = created.data!.match.id;
    expect(
      (await anna.client.POST('/matches/{id}/players', { params: { path: { id } }, body: { name: 'Anna', seat: 0 } })).response.status,
    ).toBe(201);
    expect(
      (await bert.client.POST('/matches/{id}/players', { params: { path: { id } }, body: { name: 'Bert', seat: 1 } })).response.status,
    ).toBe(201);
    const resigner = loser === 'anna' ? anna.client : bert.client;
    expect((await resigner.POST('/matches/{id}/resign', { params: { path: { id } }, body: { confirm: true } })).response.status).toBe(200);
    await recorded(id);
    return id;
  }

  /** Waits for the recorder, which runs as matches end. */
  const recorded = (matchId: string) => eventually(async () => (await t.db.prisma.matchResult.findUnique({ where: { matchId } })) !== null);

  const recordOf = async (id: string) => (await anyone().GET('/players/{id}/record', { params: { path: { id } } })).data!;
  const schnapsenOf = async (id: string) => (await recordOf(id)).games.find((g) => g.game === 'schnapsen');
  /** Waits until the player's schnapsen record counts `played` matches (the recorder runs as matches end). */
  const played = (id: string, count: number) =>
    eventually(async () => ((await schnapsenOf(id))?.played === count ? schnapsenOf(id) : null));

  it('a rated match updates both players; the record counts it once, with the Bummerl taken', async () => {
    const id = await duel({ mode: 'random' }, 'bert');
    const annas = await played(anna.id, 1);
    const berts = await played(bert.id, 1);
    expect(annas).toMatchObject({ played: 1, won: 1, lost: 0, shared: 0, total: { unit: 'bummerl', value: 0 } });
    expect(berts).toMatchObject({ played: 1, won: 0, lost: 1, shared: 0, total: { unit: 'bummerl', value: 1 } });
    expect(annas).toMatchObject({ title: 'Schnapsen for two', total: { meaning: 'Bummerl taken (lost): 1 for each match lost.' } });
    // In German: the title and what the total means.
    const german = await t.http().get(`/players/${anna.id}/record`).set('Accept-Language', 'de').expect(200);
    expect(german.body.games.find((g: { game: string }) => g.game === 'schnapsen')).toMatchObject({
      title: 'Schnapsen zu zweit',
      total: { meaning: 'Bummerl bekommen (verloren): 1 für jede verlorene Partie.' },
    });
    expect(annas.rating!.mu).toBeGreaterThan(25);
    expect(berts.rating!.mu).toBeLessThan(25);
    expect(annas.rating).toMatchObject({ matches: 1, ordinal: Math.round((annas.rating!.mu - 3 * annas.rating!.sigma) * 100) / 100 });

    // Recording again (a retry, a second instance) changes nothing.
    expect(await t.app.get(Recorder).record(id)).toBe(false);
    await t.app.get(Recorder).recordDue();
    expect(await schnapsenOf(anna.id)).toEqual(annas);

    const page = (await anyone().GET('/players/{id}/results', { params: { path: { id: bert.id } } })).data!;
    expect(page.items[0]).toMatchObject({
      matchId: id,
      game: 'schnapsen',
      seat: 1,
      result: 'lost',
      place: 2,
      total: 1,
      rated: true,
      unratedReason: null,
      arrangedDeal: false,
    });
    const [seat0, seat1] = page.items[0].seats;
    expect(seat0).toMatchObject({ seat: 0, name: 'Anna', playerId: anna.id, result: 'won', place: 1, total: 0 });
    expect(seat0.rating!.before).toMatchObject({ mu: 25, matches: 0 });
    expect(seat0.rating!.after).toMatchObject({ mu: annas.rating!.mu, sigma: annas.rating!.sigma, matches: 1 });
    expect(seat1.rating!.after.mu).toBe(berts.rating!.mu);
  });

  it('an arranged deal (seeded) counts in the record but leaves the ratings alone', async () => {
    const before = await schnapsenOf(anna.id);
    const id = await duel({ mode: 'seeded', seed: 'records-arranged' }, 'anna');
    const after = await played(anna.id, before!.played + 1);
    expect(after).toMatchObject({ won: before!.won, lost: before!.lost + 1, rating: before!.rating });
    const results = (await anna.client.GET('/players/{id}/results', { params: { path: { id: anna.id } } })).data!;
    expect(results.items[0]).toMatchObject({
      matchId: id,
      result: 'lost',
      rated: false,
      unratedReason: 'arrangedDeal',
      arrangedDeal: true,
    });
    expect(results.items[0].seats.every((s) => s.rating === null)).toBe(true);
    // Recorded once: a second attempt (a retry, another instance) changes nothing.
    expect(await t.app.get(Recorder).record(id)).toBe(false);
    expect(await schnapsenOf(anna.id)).toEqual(after);
    const again = (await anna.client.GET('/players/{id}/results', { params: { path: { id: anna.id } } })).data!;
    expect(again.items.filter((item) => item.matchId === id)).toHaveLength(1);
  });

  it('a match against a server-side bot is not rated', async () => {
    const before = await schnapsenOf(anna.id);
    const created = await anna.client.POST('/matches', { body: { game: 'schnapsen', seats: 2 } });
    const id = created.data!.match.id;
    await anna.client.POST('/matches/{id}/players', { params: { path: { id } }, body: { name: 'Anna', seat: 0 } });
    const creator = t.client(created.data!.creatorToken);
    expect((await creator.POST('/matches/{id}/bots', { params: { path: { id } }, body: { bot: 'random', seat: 1 } })).response.status).toBe(
      201,
    );
    await anna.client.POST('/matches/{id}/resign', { params: { path: { id } }, body: { confirm: true } });
    await recorded(id);
    const after = await played(anna.id, before!.played + 1);
    expect(after!.rating).toEqual(before!.rating);
    const results = (await anna.client.GET('/players/{id}/results', { params: { path: { id: anna.id } } })).data!;
    expect(results.items[0]).toMatchObject({ matchId: id, rated: false, unratedReason: 'bot' });
  });

  it('Bauernschnapsen rates two teams of two: partners change alike, the winning team is won, not shared', async () => {
    const players = await Promise.all(['Cilli', 'Done', 'Emil', 'Fritzi'].map((name) => registerPlayer(t, name)));
    const created = await t.client(players[0].key).POST('/matches', { body: { game: 'bauernschnapsen', seats: 4 } });
    const id = created.data!.match.id;
    for (const [seat, p] of players.entries()) {
      expect((await t.client(p.key).POST('/matches/{id}/players', { params: { path: { id } }, body: { seat } })).response.status).toBe(201);
    }
    // Seat 1 resigns: seats 1 and 3 (a team) lose, seats 0 and 2 win.
    expect(
      (await t.client(players[1].key).POST('/matches/{id}/resign', { params: { path: { id } }, body: { confirm: true } })).response.status,
    ).toBe(200);
    await recorded(id);
    const records = await Promise.all(players.map(async (p) => (await recordOf(p.id)).games.find((g) => g.game === 'bauernschnapsen')!));
    expect(records.map((r) => [r.won, r.lost, r.shared])).toEqual([
      [1, 0, 0],
      [0, 1, 0],
      [1, 0, 0],
      [0, 1, 0],
    ]);
    expect(records[0].rating).toEqual(records[2].rating);
    expect(records[1].rating).toEqual(records[3].rating);
    expect(records[0].rating!.mu).toBeGreaterThan(25);
    expect(records[1].rating!.mu).toBeLessThan(25);
  });

  it("pages a player's results by a stable cursor; others see only the public ones", async () => {
    const unlisted = await duel({ mode: 'random' }, 'bert', 'unlisted');
    const own = (await bert.client.GET('/players/{id}/results', { params: { path: { id: bert.id }, query: { limit: 100 } } })).data!;
    expect(own.items.map((i) => i.matchId)).toContain(unlisted);
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = (await bert.client.GET('/players/{id}/results', { params: { path: { id: bert.id }, query: { limit: 1, cursor } } }))
        .data!;
      seen.push(...page.items.map((i) => i.matchId));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(seen).toEqual(own.items.map((i) => i.matchId));
    const endedAt = own.items.map((i) => i.endedAt);
    expect([...endedAt].sort().reverse()).toEqual(endedAt);
    const others = (await anyone().GET('/players/{id}/results', { params: { path: { id: bert.id }, query: { limit: 100 } } })).data!;
    expect(others.items.map((i) => i.matchId)).not.toContain(unlisted);
    expect(others.items.length).toBe(own.items.length - 1);
    const byGame = (await anyone().GET('/players/{id}/results', { params: { path: { id: bert.id }, query: { game: 'schafkopf' } } })).data!;
    expect(byGame.items).toEqual([]);
  });

  it('shows each seated player’s rating in the lobby', async () => {
    const rating = (await schnapsenOf(anna.id))!.rating;
    const created = await anna.client.POST('/matches', { body: { game: 'schnapsen', seats: 2, visibility: 'public' } });
    const id = created.data!.match.id;
    await anna.client.POST('/matches/{id}/players', { params: { path: { id } }, body: { name: 'Anna', seat: 0 } });
    const lobby = (await anyone().GET('/matches', { params: { query: { game: 'schnapsen', status: 'waiting', limit: 100 } } })).data!;
    const entry = lobby.items.find((e) => e.id === id)!;
    expect(entry.seats[0].rating).toEqual(rating);
    expect(entry.seats[1].rating).toBeNull();
  });

  it('looks for unrecorded matches through the partial index of those alone, not across every finished match', async () => {
    await duel({ mode: 'seeded', seed: 'records-index' }, 'anna');
    // Told not to scan the table, the planner shows which index the look can use: only the partial one holds just
    // the finished matches without a record (match_status_idx would read every finished match).
    const plan = await t.db.prisma.$transaction(async (tx) => {
      await tx.$executeRawUnsafe('SET LOCAL enable_seqscan = off');
      return tx.$queryRawUnsafe<Record<string, string>[]>(`EXPLAIN ${UNRECORDED_MATCHES}`, 50);
    });
    const text = plan.map((row) => Object.values(row).join(' ')).join('\n');
    expect(text).toContain('match_unrecorded_idx');
    expect(text).not.toContain('match_status_idx');
  });

  it('records matches that ended before (the start-up backfill) and answers problems for unknown players', async () => {
    const id = await duel({ mode: 'seeded', seed: 'records-backfill' }, 'bert');
    const count = (await played(anna.id, (await schnapsenOf(anna.id))!.played)).played;
    // As a match that ended before records existed: no result, and not marked as recorded.
    await t.db.prisma.$transaction([
      t.db.prisma.matchResult.delete({ where: { matchId: id } }),
      t.db.prisma.match.update({ where: { id }, data: { recorded: false } }),
    ]);
    expect((await schnapsenOf(anna.id))!.played).toBe(count - 1);
    // (At least 1: on a shared PostgreSQL database other test files' finished matches may be found too.)
    expect(await t.app.get(Recorder).recordDue()).toBeGreaterThanOrEqual(1);
    expect((await schnapsenOf(anna.id))!.played).toBe(count);

    expect((await t.db.prisma.match.findUniqueOrThrow({ where: { id } })).recorded).toBe(true);

    const missing = await anyone().GET('/players/{id}/record', { params: { path: { id: '00000000-0000-4000-8000-000000000000' } } });
    expect(missing.response.status).toBe(404);
    expect((missing.error as { code?: string }).code).toBe('PLAYER_NOT_FOUND');
    const badCursor = await anyone().GET('/players/{id}/results', { params: { path: { id: anna.id }, query: { cursor: 'nope' } } });
    expect(badCursor.response.status).toBe(400);
  });
});
