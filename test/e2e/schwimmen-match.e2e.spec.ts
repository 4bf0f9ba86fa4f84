import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createHmac } from 'node:crypto';
import { PACKS } from '../../src/engine/core/cards.js';
import { Notifier } from '../../src/bus/notifier.js';
import { shuffledPack } from '../../src/engine/core/shuffle.js';
import { shuffledDeal } from '../../src/engine/schwimmen/rules/deal.js';
import { bearer, databases, startApp, startMatch, type TestApp } from '../support/app.js';

type LegalAction = { type: string; expectedVersion: number; [field: string]: unknown };

/** A simple player: keeps the packet it looked at, knocks when it may, otherwise swaps the first option or passes the turn. */
function choose(actions: LegalAction[], turn: number): LegalAction {
  const byType = (type: string) => actions.find((a) => a.type === type);
  return byType('choosePacket') ?? (turn % 3 === 0 ? byType('swapOne') : undefined) ?? byType('knock') ?? byType('passTurn') ?? actions[0];
}

describe.each(databases())('a whole Schwimmen match over HTTP ($name)', ({ url }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(url);
  });
  afterAll(() => t.close());

  it('four clients play a seeded match to the end; the log then verifies against the seed', async () => {
    const seed = `e2e-${Date.now()}`;
    const { id, tokens } = await startMatch(t, { game: 'schwimmen', seats: 4, options: { lives: 1 }, dealing: { mode: 'seeded', seed } });

    const summary = await t.http().get(`/matches/${id}`).expect(200);
    expect(summary.body).toMatchObject({ status: 'active', game: 'schwimmen', version: expect.any(Number) });
    expect(summary.headers.etag).toMatch(new RegExp(`^W/"${summary.body.version}-[0-9a-f]{16}"$`));
    await t.http().get(`/matches/${id}`).set('If-None-Match', summary.headers.etag).expect(304);
    await t
      .http()
      .get(`/matches/${id}`)
      .set('If-None-Match', `"1-0000000000000000", ${summary.headers.etag.slice(2)}`)
      .expect(304);
    await t.http().get(`/matches/${id}`).set('If-None-Match', `"${summary.body.version}"`).expect(200);
    // The commitment is salted: the seed (however guessable) cannot be found from it before the salt is revealed.
    expect(summary.body.seedCommitment).toMatch(/^[0-9a-f]{64}$/);
    expect(summary.body).toMatchObject({ seed: null, salt: null, arrangedDeal: true, dealingMode: 'seeded' });

    // Each client polls its own view and acts when it is its turn, sending exactly a legal body.
    let turns = 0;
    for (; turns < 2000; turns++) {
      const views = await Promise.all(tokens.map((token) => t.http().get(`/matches/${id}/view`).set(bearer(token)).expect(200)));
      if (views[0].body.status === 'finished') break;
      const mover = views.findIndex((v) => v.body.legalActions.length > 0);
      expect(mover).toBeGreaterThanOrEqual(0);
      expect(views[mover].body.activeSeats).toContain(mover);
      // Nobody else has anything to do; nobody sees another player's hand.
      views.forEach((v, seat) => {
        if (seat !== mover) expect(v.body.legalActions).toEqual([]);
        expect(v.body.seat).toBe(seat);
      });
      const action = choose(views[mover].body.legalActions, turns);
      const res = await t.http().post(`/matches/${id}/actions`).set(bearer(tokens[mover])).send(action);
      expect(res.status).toBe(200);
      expect(res.body.version).toBeGreaterThan(action.expectedVersion);
      expect(res.headers.etag).toBe(`"${res.body.version}"`);
    }
    expect(turns).toBeLessThan(2000);

    const final = await t.http().get(`/matches/${id}`).expect(200);
    expect(final.body.status).toBe('finished');
    expect(final.body.outcome.winners.length).toBeGreaterThanOrEqual(1);
    expect(final.body.seed).toBe(seed);
    const commitment = createHmac('sha256', Buffer.from(final.body.salt, 'hex')).update(`seed:${seed}`).digest('hex');
    expect(final.body.seedCommitment).toBe(commitment);
    expect(final.body.activeSeats).toEqual([]);

    // Once the match has ended the log is complete for everyone, and every deal re-deals from the seed.
    const log = await t.http().get(`/matches/${id}/events`).expect(200);
    expect(log.body.seed).toBe(seed);
    expect(log.body.events).toHaveLength(final.body.version);
    expect(log.body.events.map((e: { sequence: number }) => e.sequence)).toEqual(
      Array.from({ length: final.body.version }, (_, i) => i + 1),
    );
    const deals = log.body.events.filter((e: { type: string }) => e.type === 'DealDealt');
    expect(deals.length).toBeGreaterThan(0);
    let lastInPlay = [0, 1, 2, 3];
    for (const { data } of deals) {
      const inPlay = data.hands.map((h: unknown) => h !== null);
      const again = shuffledDeal(shuffledPack(PACKS.long36, seed, data.dealNumber), 4, data.dealer, (s) => inPlay[s]);
      expect({ hands: data.hands, second: data.second, stock: data.stock }).toEqual(again);
      lastInPlay = inPlay;
    }
    expect(lastInPlay.length).toBe(4);

    // Actions after the end are refused and change nothing.
    const late = await t
      .http()
      .post(`/matches/${id}/actions`)
      .set(bearer(tokens[0]))
      .send({ type: 'passTurn', expectedVersion: final.body.version });
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('MATCH_OVER');
  });

  it('redacts hidden cards in the log while the match runs', async () => {
    const { id, tokens } = await startMatch(t, { game: 'schwimmen', seats: 3, dealing: { mode: 'seeded', seed: 'redaction' } });
    const complete = await t.http().get(`/matches/${id}/events`).set(bearer(tokens[0])).expect(200);
    expect(complete.body.seed).toBeNull();
    const dealt = complete.body.events.find((e: { type: string }) => e.type === 'DealDealt');
    expect(dealt.data.stock).toBeNull();
    const ownHand: string[] = dealt.data.hands[0];
    expect(ownHand).toHaveLength(3);
    expect(dealt.data.hands[1]).toBeNull();
    const view = await t.http().get(`/matches/${id}/view`).set(bearer(tokens[0])).expect(200);
    expect(view.body.state.hand).toEqual(ownHand);

    const spectator = await t.http().get(`/matches/${id}/events`).expect(200);
    const seen = spectator.body.events.find((e: { type: string }) => e.type === 'DealDealt');
    expect(seen.data.hands.every((h: unknown) => h === null)).toBe(true);
    const spectatorView = await t.http().get(`/matches/${id}/view`).expect(200);
    expect(spectatorView.body.seat).toBeNull();
    expect(spectatorView.body.legalActions).toEqual([]);
    for (const card of ownHand) expect(JSON.stringify(spectatorView.body)).not.toContain(`"${card}"`);

    const after = await t
      .http()
      .get(`/matches/${id}/events?after=${complete.body.version - 1}`)
      .expect(200);
    expect(after.body.events).toHaveLength(1);
  });

  it('pages the log like every list (items, nextCursor, limit), each page redacted as the whole log is', async () => {
    const { id, tokens } = await startMatch(t, { game: 'schwimmen', seats: 3, dealing: { mode: 'seeded', seed: 'log-pages' } });
    const whole = (await t.http().get(`/matches/${id}/events`).set(bearer(tokens[1])).expect(200)).body;
    expect(whole).toMatchObject({ matchId: id, game: 'schwimmen', nextCursor: null });
    expect(whole.items.map((e: { sequence: number }) => e.sequence)).toEqual(Array.from({ length: whole.version }, (_, i) => i + 1));
    // The older name carries the same events.
    expect(whole.events).toEqual(whole.items);

    const pages: { sequence: number }[][] = [];
    const cursors: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor === null ? 'limit=2' : `limit=2&cursor=${cursor}`;
      const page: { body: { items: { sequence: number }[]; nextCursor: string | null; version: number } } = await t
        .http()
        .get(`/matches/${id}/events?${query}`)
        .set(bearer(tokens[1]))
        .expect(200);
      expect(page.body.version).toBe(whole.version);
      pages.push(page.body.items);
      cursor = page.body.nextCursor;
      if (cursor !== null) cursors.push(cursor);
    } while (cursor !== null && pages.length < 50);
    expect(pages.every((p) => p.length <= 2)).toBe(true);
    expect(pages.flat()).toEqual(whole.items);

    const last = await t
      .http()
      .get(`/matches/${id}/events?after=${whole.version - 1}&limit=5`)
      .expect(200);
    expect(last.body).toMatchObject({ nextCursor: null, items: [{ sequence: whole.version }] });
    expect(cursors.length).toBeGreaterThan(1);
    for (const query of [`cursor=${cursors[0]}&after=1`, 'cursor=WzEsLTFd', 'cursor=%E2%9C%93', 'limit=0', 'limit=1001']) {
      const refused = await t.http().get(`/matches/${id}/events?${query}`).expect(400);
      expect(refused.body.code).toBe('VALIDATION_FAILED');
    }
  });

  it('serves identical results from a second instance on the same database', async () => {
    if (!url) return; // the embedded database lives in this process only
    const { id, tokens } = await startMatch(t, { game: 'schwimmen', seats: 2, dealing: { mode: 'seeded', seed: 'two-instances' } });
    const other = await startApp(url);
    try {
      for (const token of tokens) {
        const here = await t.http().get(`/matches/${id}/view`).set(bearer(token)).expect(200);
        const there = await other.http().get(`/matches/${id}/view`).set(bearer(token)).expect(200);
        expect(there.body).toEqual(here.body);
      }
      // A move made through the other instance is seen here (the cache is topped up from the log) once its
      // announcement has arrived: the NOTIFY is committed before the mover's answer, but it may reach this
      // instance a moment after the next request does (docs/operations.md, "Several instances").
      const seat = (await t.http().get(`/matches/${id}`)).body.activeSeats[0];
      const view = await other.http().get(`/matches/${id}/view`).set(bearer(tokens[seat])).expect(200);
      const announced = new Promise<void>((resolve) => {
        const stop = t.app.get(Notifier).onMatch(id, (a) => {
          if ((a.version ?? 0) <= view.body.version) return;
          stop();
          resolve();
        });
      });
      await other.http().post(`/matches/${id}/actions`).set(bearer(tokens[seat])).send(view.body.legalActions[0]).expect(200);
      await announced;
      const here = await t.http().get(`/matches/${id}/view`).set(bearer(tokens[seat])).expect(200);
      const there = await other.http().get(`/matches/${id}/view`).set(bearer(tokens[seat])).expect(200);
      expect(here.body).toEqual(there.body);
      expect(here.body.version).toBe(
        view.body.version + (await t.http().get(`/matches/${id}/events?after=${view.body.version}`)).body.events.length,
      );
    } finally {
      await other.close();
    }
  });
});
