import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { verifyExport } from '../../src/audit/verify.js';
import { STRONG_BOTS } from '../../src/bots/registry.js';
import { bearer, databases, eventually, registerPlayer, startApp, type TestApp } from '../support/app.js';

type Event = { sequence: number; type: string; seat: number | null; bot: string | null; timeout: boolean };

describe.each(databases())('a correspondence match with bots ($name)', ({ url }) => {
  let t: TestApp;
  beforeAll(async () => {
    // The scheduler runs in the background, as in production: bots move on their own.
    t = await startApp(url, { schedulerPollMs: 50 });
  });
  afterAll(() => t.close());

  it('a registered player and two bots play a match to the end; the log marks the bots', async () => {
    const anna = await registerPlayer(t, 'Anna');
    const created = await t
      .http()
      .post('/matches')
      .set(bearer(anna.key))
      .send({ game: 'schwimmen', seats: 3, options: { lives: 1 }, dealing: { mode: 'seeded', seed: 'human-and-bots' } })
      .expect(201);
    const id: string = created.body.match.id;
    // The creator's API key and the creator token both count as the creator.
    const heuristic = await t.http().post(`/matches/${id}/bots`).set(bearer(anna.key)).send({ bot: 'heuristic', seat: 1 }).expect(201);
    expect(heuristic.body).toEqual({ matchId: id, seat: 1, bot: 'heuristic', name: 'Bot Resi' });
    await t
      .http()
      .post(`/matches/${id}/bots`)
      .set(bearer(created.body.creatorToken))
      .send({ bot: 'random', seat: 2, name: 'Zufall' })
      .expect(201);
    const joined = await t.http().post(`/matches/${id}/players`).set(bearer(anna.key)).send({}).expect(201);
    expect(joined.body.seat).toBe(0);

    const summary = await t.http().get(`/matches/${id}`).expect(200);
    expect(summary.body.seats).toEqual([
      { seat: 0, name: 'Anna', joined: true, playerId: anna.id, bot: null, invitedPlayerId: null },
      { seat: 1, name: 'Bot Resi', joined: true, playerId: null, bot: 'heuristic', invitedPlayerId: null },
      { seat: 2, name: 'Zufall', joined: true, playerId: null, bot: 'random', invitedPlayerId: null },
    ]);

    let moves = 0;
    for (; moves < 500; moves++) {
      // Anna plays with her API key; the bots move in between on their own.
      const view = await eventually(async () => {
        const res = await t.http().get(`/matches/${id}/view`).set(bearer(anna.key)).expect(200);
        return res.body.status === 'finished' || res.body.legalActions.length > 0 ? res.body : null;
      });
      if (view.status === 'finished') break;
      expect(view.seat).toBe(0);
      const mine = await t.http().get('/players/me/matches?yourMove=true').set(bearer(anna.key)).expect(200);
      expect(mine.body.items[0]).toMatchObject({ matchId: id, yourMove: true, activeSeats: [0], since: expect.any(String) });
      const action = view.legalActions.find((a: { type: string }) => a.type === 'knock') ?? view.legalActions[0];
      const res = await t.http().post(`/matches/${id}/actions`).set(bearer(anna.key)).send(action);
      // A bot cannot have moved in between: it is Anna's turn until she moves.
      expect(res.status).toBe(200);
    }
    expect(moves).toBeLessThan(500);
    expect(moves).toBeGreaterThan(0);

    const final = await t.http().get(`/matches/${id}`).expect(200);
    expect(final.body.status).toBe('finished');
    expect(final.body.outcome.winners.length).toBeGreaterThan(0);
    const log = (await t.http().get(`/matches/${id}/events`).expect(200)).body.events as Event[];
    const bySeat = (seat: number) => log.filter((e) => e.seat === seat);
    expect(bySeat(1).length).toBeGreaterThan(0);
    expect(bySeat(2).length).toBeGreaterThan(0);
    expect(bySeat(0).length).toBeGreaterThanOrEqual(moves);
    expect(bySeat(1).every((e) => e.bot === 'heuristic' && !e.timeout)).toBe(true);
    expect(bySeat(2).every((e) => e.bot === 'random' && !e.timeout)).toBe(true);
    expect(bySeat(0).every((e) => e.bot === null && !e.timeout)).toBe(true);
    const finished = await t.http().get('/players/me/matches?status=finished').set(bearer(anna.key)).expect(200);
    expect(finished.body.items.map((m: { matchId: string }) => m.matchId)).toContain(id);
    expect(finished.body.items[0]).toMatchObject({ yourMove: false, activeSeats: [], turns: [] });
  });

  it('a match of bots only plays itself to the end', async () => {
    const created = await t
      .http()
      .post('/matches')
      .send({ game: 'schwimmen', seats: 2, options: { lives: 1 }, dealing: { mode: 'seeded', seed: 'bots-only' } })
      .expect(201);
    const id: string = created.body.match.id;
    const creator = bearer(created.body.creatorToken);
    await t.http().post(`/matches/${id}/bots`).set(creator).send({ bot: 'heuristic' }).expect(201);
    await t.http().post(`/matches/${id}/bots`).set(creator).send({ bot: 'random' }).expect(201);
    const final = await eventually(async () => {
      const res = await t.http().get(`/matches/${id}`).expect(200);
      return res.body.status === 'finished' ? res.body : null;
    });
    expect(final.outcome.winners.length).toBeGreaterThan(0);
  });

  it('strong bots think on the bot threads, and the export re-computes every bot move from the revealed seed', async () => {
    const created = await t
      .http()
      .post('/matches')
      .send({ game: 'schnapsen', seats: 2, dealing: { mode: 'seeded', seed: 'strong-bots' } })
      .expect(201);
    const id: string = created.body.match.id;
    const creator = bearer(created.body.creatorToken);
    await t.http().post(`/matches/${id}/bots`).set(creator).send({ bot: 'strong' }).expect(201);
    await t.http().post(`/matches/${id}/bots`).set(creator).send({ bot: 'heuristic' }).expect(201);
    await eventually(
      async () => ((await t.http().get(`/matches/${id}`).expect(200)).body.status === 'finished' ? true : null),
      120_000,
      200,
    );
    const log = (await t.http().get(`/matches/${id}/events`).expect(200)).body.events as (Event & { botVersion: number | null })[];
    const moves = log.filter((e) => e.seat !== null && e.type !== 'PlayerJoined');
    expect(moves.filter((e) => e.bot === 'strong').length).toBeGreaterThan(0);
    // Each move names its bot's version as the registry has it (the strong one, the heuristic one).
    const versions: Record<string, number> = { strong: STRONG_BOTS.schnapsen.version, heuristic: 1 };
    expect(moves.every((e) => e.bot !== null && e.botVersion === versions[e.bot])).toBe(true);
    const exported = (await t.http().get(`/matches/${id}/export`).expect(200)).text;
    const verdict = await verifyExport(exported);
    expect(verdict).toMatchObject({ ok: true, botMoves: { unchecked: [] } });
    expect(verdict.ok && verdict.botMoves.checked).toBeGreaterThan(5);
  });

  it('lets only the creator seat bots, and only bots the game has', async () => {
    const created = await t.http().post('/matches').send({ game: 'schwimmen', seats: 2 }).expect(201);
    const id: string = created.body.match.id;
    const stranger = await registerPlayer(t, 'Stranger');
    const problem = async (req: Promise<{ status: number; body: { code: string } }>) => {
      const res = await req;
      return [res.status, res.body.code];
    };
    expect(await problem(t.http().post(`/matches/${id}/bots`).send({ bot: 'heuristic' }))).toEqual([401, 'UNAUTHORIZED']);
    expect(await problem(t.http().post(`/matches/${id}/bots`).set(bearer(stranger.key)).send({ bot: 'heuristic' }))).toEqual([
      403,
      'FORBIDDEN',
    ]);
    expect(await problem(t.http().post(`/matches/${id}/bots`).set(bearer(created.body.creatorToken)).send({ bot: 'genius' }))).toEqual([
      400,
      'VALIDATION_FAILED',
    ]);
    expect(
      await problem(t.http().post(`/matches/${id}/bots`).set(bearer(created.body.creatorToken)).send({ bot: 'random', seat: 5 })),
    ).toEqual([422, 'VALIDATION_FAILED']);
    const games = await t.http().get('/games').expect(200);
    expect(games.body.find((g: { id: string }) => g.id === 'schwimmen').bots).toEqual(['random', 'heuristic', 'strong']);
  });
});
