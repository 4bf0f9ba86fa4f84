import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { analyseMatch, ANALYSIS_VERSION } from '../../src/analysis/analyse.js';
import { reopenOlderAnalyses } from '../../src/persistence/analysis-repository.js';
import { inputFromExportText } from '../../src/analysis/input.js';
import { renderAnalysis } from '../../src/analysis/render.js';
import { Notifier } from '../../src/bus/notifier.js';
import { MatchStore } from '../../src/matches/match-store.js';
import { Analyst } from '../../src/scheduler/analyst.js';
import { Scheduler } from '../../src/scheduler/scheduler.js';
import { bearer, databases, registerPlayer, startApp, type TestApp } from '../support/app.js';

const run = promisify(execFile);

// GET /matches/{id}/analysis: 409 while a match runs (the same answer whatever its hidden cards), pending once it
// ended, then ready with an ETag (304 on If-None-Match), the analysisReady notification, and npm run analyse's
// output equal to the endpoint's.
describe.each(databases())('the analysis of a match ($name)', ({ url }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(url, { background: false, botThreads: 1 });
  });
  afterAll(() => t.close());

  /** A Schnapsen match with a preset first deal, both seats taken. */
  async function running(hands: string[][]) {
    const preset = { hands, trumpCard: 'H10', talon: ['HO', 'HU', 'EU', 'GU', 'SU', 'E10', 'G10', 'S10', 'EO'] };
    const created = await t
      .http()
      .post('/matches')
      .send({ game: 'schnapsen', seats: 2, dealing: { mode: 'preset', presets: [preset] } })
      .expect(201);
    const id: string = created.body.match.id;
    for (const seat of [0, 1])
      await t
        .http()
        .post(`/matches/${id}/players`)
        .send({ name: `P${seat}`, seat })
        .expect(201);
    return id;
  }

  /** A seeded Schnapsen match with both seats taken, and the first seat's resignation, which ends it. */
  async function seated(seed: string) {
    const created = await t
      .http()
      .post('/matches')
      .send({ game: 'schnapsen', seats: 2, dealing: { mode: 'seeded', seed } })
      .expect(201);
    const id: string = created.body.match.id;
    const joined = await t.http().post(`/matches/${id}/players`).send({ name: 'P0', seat: 0 }).expect(201);
    await t.http().post(`/matches/${id}/players`).send({ name: 'P1', seat: 1 }).expect(201);
    const resign = () => t.http().post(`/matches/${id}/resign`).set(bearer(joined.body.token)).send({ confirm: true }).expect(200);
    return { id, resign };
  }

  it('answers 409 for a running match, the same whatever its hidden cards', async () => {
    const one = await running([
      ['HA', 'HK', 'EA', 'EK', 'GA'],
      ['GK', 'GO', 'SA', 'SK', 'SO'],
    ]);
    const two = await running([
      ['GK', 'GO', 'SA', 'SK', 'SO'],
      ['HA', 'HK', 'EA', 'EK', 'GA'],
    ]);
    const answers = await Promise.all([one, two].map((id) => t.http().get(`/matches/${id}/analysis`)));
    for (const answer of answers) {
      expect(answer.status).toBe(409);
      expect(answer.body.code).toBe('MATCH_NOT_FINISHED');
    }
    // Only the match's id and the request's id differ.
    const [a, b] = answers.map((answer, i) => answer.text.replaceAll([one, two][i], 'ID').replace(/"requestId":"[^"]+"/, ''));
    expect(a).toBe(b);
    await t.http().get('/matches/00000000-0000-4000-8000-000000000000/analysis').expect(404);
    await t.http().get('/matches/not-a-match/analysis').expect(404);
  });

  it('is pending once the match ended, then ready with an ETag, told to the players, and equal to npm run analyse', async () => {
    const anna = await registerPlayer(t, 'Anna');
    const created = await t
      .http()
      .post('/matches')
      .set(bearer(anna.key))
      .send({ game: 'schnapsen', seats: 2, dealing: { mode: 'seeded', seed: 'analysis-e2e' } })
      .expect(201);
    const id: string = created.body.match.id;
    await t.http().post(`/matches/${id}/bots`).set(bearer(anna.key)).send({ bot: 'heuristic', seat: 1 }).expect(201);
    await t.http().post(`/matches/${id}/players`).set(bearer(anna.key)).send({ seat: 0 }).expect(201);
    await t
      .http()
      .post(`/matches/${id}/resign`)
      .set(bearer(anna.key))
      .send({ confirm: true })
      .expect((res) => expect(res.status).toBeLessThan(300));
    expect((await t.http().get(`/matches/${id}`).expect(200)).body.status).toBe('finished');

    const pending = await t.http().get(`/matches/${id}/analysis`).expect(200);
    expect(pending.body).toEqual({ matchId: id, game: 'schnapsen', status: 'pending' });
    expect(pending.headers['retry-after']).toBe('5');

    expect(await t.app.get(Analyst).analyseDue()).toBeGreaterThanOrEqual(1);
    const ready = await t.http().get(`/matches/${id}/analysis`).expect(200);
    expect(ready.body).toMatchObject({ matchId: id, game: 'schnapsen', status: 'ready', supported: true });
    const etag = ready.headers.etag;
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    await t.http().get(`/matches/${id}/analysis`).set('If-None-Match', etag).expect(304);

    const notes = await t.db.prisma.notification.findMany({ where: { playerId: anna.id, type: 'analysisReady' } });
    expect(notes.map((n) => n.data)).toEqual([{ matchId: id, game: 'schnapsen', etag }]);

    const exported = await t.http().get(`/matches/${id}/export`).expect(200);
    expect(renderAnalysis(analyseMatch(inputFromExportText(exported.text)))).toBe(ready.text);
    const dir = mkdtempSync(join(tmpdir(), 'analysis-'));
    writeFileSync(join(dir, 'export.json'), exported.text);
    const cli = await run(process.execPath, ['--import', './test/support/ts-loader.mjs', 'src/analysis/cli.ts', join(dir, 'export.json')], {
      maxBuffer: 64 << 20,
    });
    expect(cli.stdout).toBe(`${ready.text}\n`);
    // The analyst analyses every match asked for that it finds (on the shared database, other files' too) and the
    // CLI loads the TypeScript sources: a loaded machine takes close to a minute.
  }, 240_000);

  it('analyses an ended match once its analysis is asked for, or every ended match when set to', async () => {
    const { id, resign } = await seated('analysis-asked');
    await resign();
    const match = () =>
      t.db.prisma.match.findUniqueOrThrow({ where: { id }, select: { status: true, analysed: true, analysisWanted: true } });
    expect(await match()).toEqual({ status: 'finished', analysed: false, analysisWanted: false });

    // Nobody asked: the analyst leaves it alone.
    await t.app.get(Analyst).analyseDue();
    expect(await match()).toEqual({ status: 'finished', analysed: false, analysisWanted: false });

    // An analyst set to analyse every match takes it without being asked.
    const every = new Analyst(t.app.get(MatchStore), t.app.get(Notifier), { background: false, pollMs: 60_000, everyMatch: true });
    const unasked = await t.db.prisma.match.findMany({
      where: { status: { in: ['finished', 'aborted'] }, analysed: false },
      select: { id: true },
    });
    expect(unasked.map((m) => m.id)).toContain(id);
    await every.analyseDue(async (matchId) => (matchId === id ? every.analyse(matchId) : false));
    expect(await match()).toEqual({ status: 'finished', analysed: true, analysisWanted: false });
    await every.onModuleDestroy();
    const ready = await t.http().get(`/matches/${id}/analysis`).expect(200);
    expect(ready.body.status).toBe('ready');

    // An analysis in an older format is made again though nobody asks: its old document answers every request.
    await t.db.prisma.$executeRaw`UPDATE "match_analysis" SET "format" = ${ANALYSIS_VERSION - 1} WHERE "match_id" = ${id}::uuid`;
    expect(await reopenOlderAnalyses(t.db.prisma, ANALYSIS_VERSION)).toBeGreaterThanOrEqual(1);
    expect(await match()).toEqual({ status: 'finished', analysed: false, analysisWanted: true });
    const analyst = t.app.get(Analyst);
    await analyst.analyseDue(async (matchId) => (matchId === id ? analyst.analyse(matchId) : false));
    expect(await match()).toEqual({ status: 'finished', analysed: true, analysisWanted: true });
    expect((await t.http().get(`/matches/${id}/analysis`).expect(200)).text).toBe(ready.text);
  }, 120_000);

  it('records the first request for an analysis and tells the analyst once', async () => {
    const { id, resign } = await seated('analysis-request');
    const heard: unknown[] = [];
    const stop = t.app.get(Notifier).onAny((announcement) => announcement.analyse && heard.push(announcement));
    try {
      await t.http().get(`/matches/${id}/analysis`).expect(409);
      await resign();
      for (let i = 0; i < 3; i++)
        await t.http().get(`/matches/${id}/analysis`).expect(200, { matchId: id, game: 'schnapsen', status: 'pending' });
    } finally {
      stop();
    }
    expect(heard).toEqual([{ match: id, analyse: true }]);
    expect(await t.db.prisma.match.findUniqueOrThrow({ where: { id }, select: { analysisWanted: true } })).toEqual({
      analysisWanted: true,
    });
    expect(await t.app.get(Analyst).analyseDue()).toBeGreaterThanOrEqual(1);
    expect((await t.http().get(`/matches/${id}/analysis`).expect(200)).body.status).toBe('ready');
  }, 120_000);

  it('analyses a match played to its end by bots, deal by deal', async () => {
    const created = await t
      .http()
      .post('/matches')
      .send({ game: 'schnapsen', seats: 2, dealing: { mode: 'seeded', seed: 'analysis-bots' } })
      .expect(201);
    const id: string = created.body.match.id;
    for (const seat of [0, 1])
      await t.http().post(`/matches/${id}/bots`).set(bearer(created.body.creatorToken)).send({ bot: 'heuristic', seat }).expect(201);
    const scheduler = t.app.get(Scheduler);
    for (let pass = 0; pass < 20 && (await t.http().get(`/matches/${id}`)).body.status !== 'finished'; pass++) await scheduler.runDue();
    await t.http().get(`/matches/${id}/analysis`).expect(200, { matchId: id, game: 'schnapsen', status: 'pending' });
    await t.app.get(Analyst).analyse(id);
    const ready = await t.http().get(`/matches/${id}/analysis`).expect(200);
    expect(ready.body.deals.length).toBeGreaterThan(0);
    // Each move names the event that recorded it: that seat's card or action, at that number in the stream.
    const events = (await t.http().get(`/matches/${id}/events`).expect(200)).body.events as {
      sequence: number;
      type: string;
      data: Record<string, unknown>;
    }[];
    const bySequence = new Map(events.map((e) => [e.sequence, e]));
    for (const deal of ready.body.deals) {
      expect(deal.moves.length).toBeGreaterThan(0);
      expect(deal.par.text.de).toMatch(/^Par: /);
      for (const move of deal.moves) {
        const event = bySequence.get(move.sequence)!;
        expect(event.data.seat).toBe(move.seat);
        if (move.action.type === 'playCard') expect(event).toMatchObject({ type: 'CardPlayed', data: { card: move.action.card } });
      }
    }

    // An analysis stored in an older format is served until the analyst has replaced it, without telling anyone again.
    const notes = () => t.db.prisma.notification.count({ where: { type: 'analysisReady', data: { path: ['matchId'], equals: id } } });
    const told = await notes();
    await t.db.prisma
      .$executeRaw`UPDATE "match_analysis" SET "format" = ${ANALYSIS_VERSION - 1}, "body" = '{"old":true}' WHERE "match_id" = ${id}::uuid`;
    expect(await reopenOlderAnalyses(t.db.prisma, ANALYSIS_VERSION)).toBeGreaterThanOrEqual(1);
    expect((await t.http().get(`/matches/${id}/analysis`).expect(200)).body).toEqual({ old: true });
    await t.app.get(Analyst).analyse(id);
    expect((await t.http().get(`/matches/${id}/analysis`).expect(200)).text).toBe(ready.text);
    expect(await reopenOlderAnalyses(t.db.prisma, ANALYSIS_VERSION)).toBe(0);
    expect(await notes()).toBe(told);
  });

  it.each([
    { game: 'bauernschnapsen', seats: 4 },
    { game: 'dreierschnapsen', seats: 3 },
    { game: 'schwimmen', seats: 3 },
  ])(
    'analyses a finished $game match played by bots exactly as npm run analyse does on its export',
    async ({ game, seats }) => {
      const created = await t
        .http()
        .post('/matches')
        .send({ game, seats, dealing: { mode: 'seeded', seed: `analysis-${game}` } })
        .expect(201);
      const id: string = created.body.match.id;
      for (let seat = 0; seat < seats; seat++)
        await t.http().post(`/matches/${id}/bots`).set(bearer(created.body.creatorToken)).send({ bot: 'heuristic', seat }).expect(201);
      const scheduler = t.app.get(Scheduler);
      for (let pass = 0; pass < 400 && (await t.http().get(`/matches/${id}`)).body.status !== 'finished'; pass++) await scheduler.runDue();
      expect((await t.http().get(`/matches/${id}`)).body.status).toBe('finished');
      await t.app.get(Analyst).analyse(id);
      const ready = await t.http().get(`/matches/${id}/analysis`).expect(200);
      expect(ready.body).toMatchObject({ matchId: id, game, status: 'ready', supported: true });
      expect(ready.body.deals.length).toBeGreaterThan(0);
      expect(ready.body.deals.some((deal: { moves: unknown[] }) => deal.moves.length > 0)).toBe(true);

      const exported = await t.http().get(`/matches/${id}/export`).expect(200);
      const dir = mkdtempSync(join(tmpdir(), 'analysis-'));
      writeFileSync(join(dir, 'export.json'), exported.text);
      const cli = await run(
        process.execPath,
        ['--import', './test/support/ts-loader.mjs', 'src/analysis/cli.ts', join(dir, 'export.json')],
        { maxBuffer: 64 << 20 },
      );
      expect(cli.stdout).toBe(`${ready.text}\n`);
    },
    300_000,
  );
});
