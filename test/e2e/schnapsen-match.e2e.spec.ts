import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { bearer, databases, startApp, startMatch, type TestApp } from '../support/app.js';

type LegalAction = { type: string; expectedVersion: number; [field: string]: unknown };

/** Deal 1 (seat 1 deals): seat 0 holds the trump Unter and the Gras marriage; the talon is given in drawing order. */
const DEAL_1 = {
  hands: [
    ['HU', 'EA', 'E10', 'GK', 'GO'],
    ['HA', 'SA', 'S10', 'EK', 'EO'],
  ],
  trumpCard: 'H10',
  talon: ['HK', 'HO', 'GA', 'G10', 'SK', 'SO', 'EU', 'GU', 'SU'],
};
/** Deal 2 (seat 0 deals, seat 1 leads): the same cards the other way round. */
const DEAL_2 = { hands: [DEAL_1.hands[1], DEAL_1.hands[0]], trumpCard: 'H10' };

/** Seat 0 exchanges, closes with seat 1 trickless and goes out with 69: 3 game points (docs/schnapsen.md, closing). */
const DEAL_1_MOVES: [number, Record<string, unknown>][] = [
  [0, { type: 'exchangeTrump' }],
  [0, { type: 'closeTalon' }],
  [0, { type: 'playCard', card: 'EA' }],
  [1, { type: 'playCard', card: 'EK' }],
  [0, { type: 'playCard', card: 'E10' }],
  [1, { type: 'playCard', card: 'EO' }],
  [0, { type: 'declareMarriage', suit: 'G' }],
  [0, { type: 'playCard', card: 'GO' }],
  [1, { type: 'playCard', card: 'HA' }],
  [1, { type: 'playCard', card: 'SA' }],
  [0, { type: 'playCard', card: 'H10' }],
  [0, { type: 'claimOut' }],
];

/** A simple player: goes out when its view shows 66, otherwise plays the first legal card (or the first action). */
function choose(actions: LegalAction[], points: number): LegalAction {
  const claim = actions.find((a) => a.type === 'claimOut');
  if (claim && points >= 66) return claim;
  return actions.find((a) => a.type === 'playCard') ?? actions[0];
}

describe.each(databases())('a whole Schnapsen match over HTTP ($name)', ({ url }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(url);
  });
  afterAll(() => t.close());

  it('two clients play a Bummerl from preset deals to the end; nothing hidden leaks on the way', async () => {
    const catalogue = await t.http().get('/games/schnapsen').expect(200);
    expect(JSON.stringify(catalogue.body)).toContain('exchangeWithOneLeft');
    const { id, tokens } = await startMatch(t, { game: 'schnapsen', seats: 2, dealing: { mode: 'preset', presets: [DEAL_1, DEAL_2] } });

    // While deal 1 runs, seat 0 sees its own hand, the trump card and the talon size, never seat 1's cards or the talon.
    const first = await t.http().get(`/matches/${id}/view`).set(bearer(tokens[0])).expect(200);
    expect(first.body.state).toMatchObject({ hand: DEAL_1.hands[0], trumpCard: 'H10', talonCount: 10, closed: null, waitingFor: [0] });
    const json = JSON.stringify(first.body);
    for (const card of [...DEAL_1.hands[1], ...DEAL_1.talon]) expect(json).not.toContain(`"${card}"`);
    const log = await t.http().get(`/matches/${id}/events`).set(bearer(tokens[1])).expect(200);
    const dealt = log.body.events.find((e: { type: string }) => e.type === 'DealDealt');
    expect(dealt.data).toMatchObject({ hands: [null, DEAL_1.hands[1]], talon: null, talonCount: 10, trumpCard: 'H10' });

    // Deal 1, move by move, exactly as a client sends them.
    let version: number = first.body.version;
    for (const [seat, action] of DEAL_1_MOVES) {
      const res = await t
        .http()
        .post(`/matches/${id}/actions`)
        .set(bearer(tokens[seat]))
        .send({ ...action, expectedVersion: version });
      expect(res.status).toBe(200);
      version = res.body.version;
    }
    const afterDeal1 = await t.http().get(`/matches/${id}/view`).expect(200);
    expect(afterDeal1.body.state.lastDeal).toEqual({
      dealNumber: 1,
      winners: [0],
      summary: expect.stringContaining('closed the talon'),
      items: [
        { label: 'Zugedreht und ausgemeldet', value: 1 },
        { label: 'Schwarz', value: 2 },
      ],
      changes: [
        { seat: 0, delta: 0 },
        { seat: 1, delta: 0 },
      ],
    });
    // While the match runs, the scored deal hides the cards the table never saw (a seat sees its own hand only).
    const scored1 = (await t.http().get(`/matches/${id}/events`).expect(200)).body.events.find(
      (e: { type: string }) => e.type === 'DealScored',
    );
    expect(scored1.data).toMatchObject({
      winner: 0,
      gamePoints: 3,
      reason: 'closed',
      measuredAgainst: { seat: 1, points: 0, tricks: 0, when: 'closing' },
    });
    expect(scored1.data.dealt).toEqual({ hands: [null, null], trumpCard: 'H10', talon: null });
    const seat1Log = (await t.http().get(`/matches/${id}/events`).set(bearer(tokens[1])).expect(200)).body.events;
    expect(seat1Log.find((e: { type: string }) => e.type === 'DealScored').data.dealt).toEqual({
      hands: [null, DEAL_1.hands[1]],
      trumpCard: 'H10',
      talon: null,
    });
    expect(afterDeal1.body.state.needed).toEqual([4, 7]);
    expect(afterDeal1.body.state).toMatchObject({ dealNumber: 2, dealer: 0, waitingFor: [1] });

    // The rest of the match: each client polls its view and acts when it has something to do.
    let turns = 0;
    for (; turns < 1000; turns++) {
      const views = await Promise.all(tokens.map((token) => t.http().get(`/matches/${id}/view`).set(bearer(token)).expect(200)));
      if (views[0].body.status === 'finished') break;
      const mover = views.findIndex((v) => v.body.legalActions.length > 0);
      expect(mover).toBeGreaterThanOrEqual(0);
      expect(views[1 - mover].body.legalActions).toEqual([]);
      const current = views[mover].body.state;
      // The other client's view of the running deal never shows a card of this hand that was not shown to everybody.
      const secret = (current.hand as string[]).filter((card) => !current.known[mover].includes(card));
      const theirs = JSON.stringify({ ...views[1 - mover].body.state, history: [], lastDeal: null });
      for (const card of secret) expect(theirs).not.toContain(`"${card}"`);
      const action = choose(views[mover].body.legalActions, current.scores[mover].points);
      const res = await t.http().post(`/matches/${id}/actions`).set(bearer(tokens[mover])).send(action);
      expect(res.status).toBe(200);
    }
    expect(turns).toBeLessThan(1000);

    const final = await t.http().get(`/matches/${id}`).expect(200);
    expect(final.body.status).toBe('finished');
    const winner: number = final.body.outcome.winners[0];
    // The match score is minus the Bummerl taken: the loser took the one Bummerl.
    expect(final.body.standings[winner]).toMatchObject({ score: 0, status: 'won' });
    expect(final.body.standings[1 - winner]).toMatchObject({ score: -1, status: 'lost' });

    // The complete log after the end: every deal's game points add up to the count-down, its changes to the standings.
    const complete = await t.http().get(`/matches/${id}/events`).expect(200);
    expect(complete.body.events.find((e: { type: string }) => e.type === 'DealScored').data.dealt).toEqual(DEAL_1);
    const scoredDeals = complete.body.events
      .filter((e: { type: string }) => e.type === 'DealScored')
      .map((e: { data: { winner: number; gamePoints: number; changes: { seat: number; delta: number }[] } }) => e.data);
    const needed = (await t.http().get(`/matches/${id}/view`).expect(200)).body.state.needed;
    for (const seat of [0, 1]) {
      const won = scoredDeals
        .filter((d: { winner: number }) => d.winner === seat)
        .reduce((sum: number, d: { gamePoints: number }) => sum + d.gamePoints, 0);
      expect(needed[seat]).toBe(Math.max(0, 7 - won));
      const delta = scoredDeals
        .flatMap((d: { changes: { seat: number; delta: number }[] }) => d.changes)
        .filter((c: { seat: number }) => c.seat === seat);
      expect(delta.reduce((sum: number, c: { delta: number }) => sum + c.delta, 0)).toBe(final.body.standings[seat].score);
    }
    const deal2 = complete.body.events.filter((e: { type: string }) => e.type === 'DealDealt')[1];
    expect(deal2.data).toMatchObject({ deal: 2, dealer: 0, hands: DEAL_2.hands });

    const late = await t
      .http()
      .post(`/matches/${id}/actions`)
      .set(bearer(tokens[0]))
      .send({ type: 'claimOut', expectedVersion: final.body.version });
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('MATCH_OVER');
  });

  it('refuses a bad preset, a third seat and a move against the rules', async () => {
    const bad = await t
      .http()
      .post('/matches')
      .send({ game: 'schnapsen', seats: 2, dealing: { mode: 'preset', presets: [{ ...DEAL_1, trumpCard: 'HA' }] } });
    expect(bad.status).toBe(422);
    expect(bad.body.code).toBe('INVALID_PRESET');
    const three = await t.http().post('/matches').send({ game: 'schnapsen', seats: 3 });
    expect(three.status).toBe(422);

    const { id, tokens } = await startMatch(t, { game: 'schnapsen', seats: 2, dealing: { mode: 'preset', presets: [DEAL_1] } });
    const view = await t.http().get(`/matches/${id}/view`).set(bearer(tokens[0])).expect(200);
    const claim = await t
      .http()
      .post(`/matches/${id}/actions`)
      .set(bearer(tokens[0]))
      .send({ type: 'claimOut', expectedVersion: view.body.version });
    expect(claim.status).toBe(422);
    expect(claim.body.code).toBe('CLAIM_NOT_NOW');
    const wrongSeat = await t
      .http()
      .post(`/matches/${id}/actions`)
      .set(bearer(tokens[1]))
      .send({ type: 'playCard', card: 'HA', expectedVersion: view.body.version });
    expect(wrongSeat.status).toBe(409);
    expect(wrongSeat.body.code).toBe('NOT_YOUR_TURN');
  });
});
