import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Scheduler } from '../../src/scheduler/scheduler.js';
import { ManualClock } from '../support/clock.js';
import { bearer, databases, startApp, startMatch, type TestApp } from '../support/app.js';

const HOUR = 3600;
type Event = { type: string; seat: number | null; bot: string | null; timeout: boolean; data: any };

describe.each(databases())('move deadlines ($name)', ({ url }) => {
  let t: TestApp;
  let clock: ManualClock;
  let scheduler: Scheduler;
  beforeAll(async () => {
    clock = new ManualClock();
    // No background passes: the test runs the scheduler itself, after moving the clock.
    t = await startApp(url, { clock, background: false });
    scheduler = t.app.get(Scheduler);
  });
  afterAll(() => t.close());

  const timed = (onTimeout: string, seed: string, extra: Record<string, unknown> = {}) =>
    startMatch(t, {
      game: 'schwimmen',
      seats: 2,
      dealing: { mode: 'seeded', seed },
      timeControl: { moveSeconds: HOUR, onTimeout, ...extra },
    });
  const log = async (id: string) => (await t.http().get(`/matches/${id}/events`).expect(200)).body.events as Event[];
  const version = async (id: string) => (await t.http().get(`/matches/${id}`).expect(200)).body.version as number;
  /** Runs the scheduler (other tests' matches may be due too) and returns how many events it appended to this match. */
  const runFor = async (id: string) => {
    const before = await version(id);
    await scheduler.runDue();
    return (await version(id)) - before;
  };

  it("shows each deadline in the summary and the views, and restarts a seat's clock when the turn passes", async () => {
    const start = clock.now();
    const { id, tokens } = await timed('nothing', 'deadline-views');
    const summary = await t.http().get(`/matches/${id}`).expect(200);
    expect(summary.body.timeControl).toEqual({ moveSeconds: HOUR, onTimeout: 'nothing', bot: 'heuristic' });
    const due = new Date(start.getTime() + HOUR * 1000).toISOString();
    // Seat 1 deals first and chooses a packet.
    expect(summary.body.turns).toEqual([{ seat: 1, since: start.toISOString(), deadline: due }]);
    for (const token of [tokens[0], tokens[1]]) {
      const view = await t.http().get(`/matches/${id}/view`).set(bearer(token)).expect(200);
      expect(view.body.turns).toEqual([{ seat: 1, since: start.toISOString(), deadline: due }]);
    }
    clock.advanceSeconds(600);
    const view = await t.http().get(`/matches/${id}/view`).set(bearer(tokens[1])).expect(200);
    await t.http().post(`/matches/${id}/actions`).set(bearer(tokens[1])).send(view.body.legalActions[0]).expect(200);
    const after = await t.http().get(`/matches/${id}/view`).expect(200);
    const now = clock.now().getTime();
    expect(after.body.turns).toEqual([
      { seat: 0, since: new Date(now).toISOString(), deadline: new Date(now + HOUR * 1000).toISOString() },
    ]);
  });

  it('rule "forfeit": at the deadline the seat forfeits and the match ends, scored as the game says', async () => {
    const { id, tokens } = await timed('forfeit', 'deadline-forfeit');
    clock.advanceSeconds(HOUR - 1);
    expect(await runFor(id)).toBe(0);
    expect((await t.http().get(`/matches/${id}`)).body.status).toBe('active');
    clock.advanceSeconds(1);
    expect(await runFor(id)).toBe(2);
    const summary = await t.http().get(`/matches/${id}`).expect(200);
    expect(summary.body.status).toBe('finished');
    // Schwimmen's abandonment rule (docs/schwimmen.md): the seat goes out, everyone else shares the win.
    expect(summary.body.outcome.winners).toEqual([0]);
    expect(summary.body.outcome.summary).toMatch(/forfeited/);
    const events = await log(id);
    const forfeit = events.filter((e) => e.timeout);
    expect(forfeit.map((e) => e.type)).toEqual(['Forfeited', 'MatchEnded']);
    expect(forfeit.every((e) => e.seat === 1 && e.bot === null)).toBe(true);
    const late = await t
      .http()
      .post(`/matches/${id}/actions`)
      .set(bearer(tokens[1]))
      .send({ type: 'choosePacket', keep: true, expectedVersion: summary.body.version });
    expect(late.body.code).toBe('MATCH_OVER');
    expect(await runFor(id)).toBe(0);
  });

  it('rule "bot": at the deadline the timeout bot makes that one move; the seat then plays on itself', async () => {
    const { id, tokens } = await timed('bot', 'deadline-bot');
    const before = (await t.http().get(`/matches/${id}/view`).set(bearer(tokens[1])).expect(200)).body;
    clock.advanceSeconds(HOUR + 5);
    // Once the deadline has passed the seat may no longer move; the rule acts.
    const late = await t.http().post(`/matches/${id}/actions`).set(bearer(tokens[1])).send(before.legalActions[0]);
    expect([late.status, late.body.code]).toEqual([409, 'DEADLINE_PASSED']);
    expect(await runFor(id)).toBeGreaterThan(0);
    const events = (await log(id)).filter((e) => e.timeout);
    expect(events.length).toBeGreaterThan(0);
    expect(events.every((e) => e.seat === 1 && e.bot === 'heuristic')).toBe(true);
    expect(events[0].type).toBe('PacketChosen');
    const view = await t.http().get(`/matches/${id}/view`).set(bearer(tokens[0])).expect(200);
    expect(view.body.status).toBe('active');
    expect(view.body.turns[0]).toMatchObject({ seat: 0, since: clock.now().toISOString() });
    // Seat 0 moves in time; seat 1 then plays on by itself.
    await t
      .http()
      .post(`/matches/${id}/actions`)
      .set(bearer(tokens[0]))
      .send(view.body.legalActions.find((a: { type: string }) => a.type === 'passTurn'))
      .expect(200);
    const next = await t.http().get(`/matches/${id}/view`).set(bearer(tokens[1])).expect(200);
    expect(next.body.legalActions.length).toBeGreaterThan(0);
    await t
      .http()
      .post(`/matches/${id}/actions`)
      .set(bearer(tokens[1]))
      .send(next.body.legalActions.find((a: { type: string }) => a.type === 'passTurn'))
      .expect(200);
    expect(await runFor(id)).toBe(0);
    expect((await log(id)).filter((e) => e.timeout)).toEqual(events);
  });

  it('rule "bot" with the random bot', async () => {
    const { id } = await timed('bot', 'deadline-random', { bot: 'random' });
    clock.advanceSeconds(HOUR);
    expect(await runFor(id)).toBeGreaterThan(0);
    const events = (await log(id)).filter((e) => e.timeout);
    expect(events.length).toBeGreaterThan(0);
    expect(events.every((e) => e.bot === 'random' && e.seat === 1)).toBe(true);
  });

  it('rule "nothing": the deadline passes, is shown, and the seat may still move', async () => {
    const { id, tokens } = await timed('nothing', 'deadline-nothing');
    clock.advanceSeconds(3 * HOUR);
    expect(await runFor(id)).toBe(0);
    const view = await t.http().get(`/matches/${id}/view`).set(bearer(tokens[1])).expect(200);
    expect(Date.parse(view.body.turns[0].deadline)).toBeLessThan(clock.now().getTime());
    await t.http().post(`/matches/${id}/actions`).set(bearer(tokens[1])).send(view.body.legalActions[0]).expect(200);
    expect((await log(id)).some((e) => e.timeout)).toBe(false);
  });

  it('refuses time controls out of range and timeout bots the game does not have', async () => {
    const bad = async (timeControl: unknown) =>
      (await t.http().post('/matches').send({ game: 'schwimmen', seats: 2, timeControl })).body.code;
    expect(await bad({ moveSeconds: 59, onTimeout: 'forfeit' })).toBe('VALIDATION_FAILED');
    expect(await bad({ moveSeconds: 31 * 24 * HOUR, onTimeout: 'forfeit' })).toBe('VALIDATION_FAILED');
    expect(await bad({ moveSeconds: HOUR, onTimeout: 'later' })).toBe('VALIDATION_FAILED');
    expect(await bad({ moveSeconds: HOUR, onTimeout: 'bot', bot: 'genius' })).toBe('VALIDATION_FAILED');
    expect(await bad({ moveSeconds: HOUR, onTimeout: 'bot', extra: 1 })).toBe('VALIDATION_FAILED');
  });
});

describe('deadlines survive a restart', () => {
  it('a deadline set before the service stopped is enforced by the next one', async () => {
    const clock = new ManualClock();
    const dataDir = process.env.DATABASE_URL ? undefined : mkdtempSync(join(tmpdir(), 'kartenrunde-'));
    const config = { clock, background: false, ...(dataDir ? { dataDir } : {}) };
    try {
      const first = await startApp(process.env.DATABASE_URL, config);
      const { id } = await startMatch(first, { game: 'schwimmen', seats: 2, timeControl: { moveSeconds: HOUR, onTimeout: 'forfeit' } });
      await first.close();
      clock.advanceSeconds(HOUR);
      const second = await startApp(process.env.DATABASE_URL, config);
      try {
        expect(await second.app.get(Scheduler).runDue()).toBeGreaterThanOrEqual(1);
        expect((await second.http().get(`/matches/${id}`).expect(200)).body.status).toBe('finished');
      } finally {
        await second.close();
      }
    } finally {
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
