import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { bearer, databases, startApp, startMatch, type TestApp } from '../support/app.js';

type LegalAction = { type: string; expectedVersion: number; [field: string]: unknown };

const suit = (s: string) => ['A', '10', 'K', 'O', 'U'].map((rank) => `${s}${rank}`);
/** Deal 1 (seat 3 deals, seat 0 calls): a Normal game with Eichel trump, played out with the first legal cards. */
const DEAL_1 = {
  hands: [
    ['EA', 'E10', 'EK', 'GA', 'G10'],
    ['HA', 'H10', 'HK', 'HO', 'HU'],
    ['EO', 'EU', 'GK', 'GO', 'GU'],
    ['SA', 'S10', 'SK', 'SO', 'SU'],
  ],
};
/** Deal 2 (seat 1 calls Eichel): seat 1 holds all five Gras and lays down a Farbenringerl (18 for seats 1 and 3). */
const DEAL_2 = { hands: [suit('E'), suit('G'), suit('H'), suit('S')] };
/** Deal 3 (seat 2 calls Eichel): seat 2 holds all five Herz, a Farbenringerl for seats 0 and 2. */
const DEAL_3 = DEAL_2;
/** Deal 4 (seat 3 calls Eichel): seat 0 holds all five trumps and plays a Kontrabauernschnapser (24), gespritzt: 48. */
const DEAL_4 = { hands: [suit('E'), suit('H'), suit('S'), suit('G')] };
const PRESETS = [DEAL_1, DEAL_2, DEAL_3, DEAL_4];

/** The contract each deal's preset is made for (deal 1: nobody bids). */
const PLAN: Record<number, string> = { 2: 'farbenringerl', 3: 'farbenringerl', 4: 'kontrabauernschnapser' };

/**
 * A simple player: names the first suit, bids the deal's planned contract when it may, spritzt against the
 * Kontrabauernschnapser of deal 4 (nobody answers), plays the first legal card.
 */
function choose(actions: LegalAction[], deal: number): LegalAction {
  const spritzen = actions.find((a) => a.type === 'spritzen');
  if (spritzen && deal === 4) return spritzen;
  const bid = actions.find((a) => a.type === 'bid' && a.contract === PLAN[deal]);
  return (
    bid ??
    actions.find((a) => a.type === 'callTrump') ??
    actions.find((a) => a.type === 'pass' || a.type === 'declineDouble') ??
    actions.find((a) => a.type === 'playCard') ??
    actions[0]
  );
}

describe.each(databases())('a whole Bauernschnapsen match over HTTP ($name)', ({ url }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(url);
  });
  afterAll(() => t.close());

  it('four clients play a Bummerl from preset deals to the end; nothing hidden leaks on the way', async () => {
    const catalogue = await t.http().get('/games/bauernschnapsen').expect(200);
    expect(JSON.stringify(catalogue.body)).toContain('kontrabauernschnapser');
    const { id, tokens } = await startMatch(t, { game: 'bauernschnapsen', seats: 4, dealing: { mode: 'preset', presets: PRESETS } });

    // After three cards seat 0 (the Rufer) sees only his first packet; the spectator sees no card at all.
    const first = await t.http().get(`/matches/${id}/view`).set(bearer(tokens[0])).expect(200);
    expect(first.body.state).toMatchObject({
      game: 'bauernschnapsen',
      phase: 'trumpCall',
      dealNumber: 1,
      hand: ['EA', 'E10', 'EK'],
      rufer: 0,
      dealer: 3,
      waitingFor: [0],
    });
    expect(first.body.state.seats.map((s: { cardCount: number }) => s.cardCount)).toEqual([3, 3, 3, 3]);
    expect(first.body.legalActions.map((a: LegalAction) => a.type)).toEqual([
      'callTrump',
      'callTrump',
      'callTrump',
      'callTrump',
      'turnUpTrump',
      'turnUpTrump',
    ]);
    const hidden = [...DEAL_1.hands[0].slice(3), ...DEAL_1.hands.slice(1).flat()];
    for (const card of hidden) expect(JSON.stringify(first.body)).not.toContain(`"${card}"`);
    const spectator = await t.http().get(`/matches/${id}/events`).expect(200);
    const dealt = spectator.body.events.find((e: { type: string }) => e.type === 'DealDealt');
    expect(dealt.data).toMatchObject({ deal: 1, ritual: null, first: [null, null, null, null], second: [null, null, null, null] });

    let moves = 0;
    let sawHiddenTrick = false;
    let sawDoublingRound = false;
    for (; moves < 400; moves++) {
      const views = await Promise.all(tokens.map((token) => t.http().get(`/matches/${id}/view`).set(bearer(token)).expect(200)));
      if (views[0].body.status === 'finished') break;
      const mover = views[0].body.activeSeats[0] as number;
      views.forEach((v, seat) => {
        expect(v.body.seat).toBe(seat);
        // Every move is the active seat's, the Spritzen too: the doubling round goes in turn.
        if (seat !== mover) expect(v.body.legalActions).toEqual([]);
      });
      if (views[0].body.state.phase === 'doubling') {
        sawDoublingRound = true;
        expect(views[0].body.state.doubling.toSpeak[0]).toBe(mover);
      }
      // A face-down trick shows no card, in the view and in the log.
      const state = views[1].body.state;
      if (state.tricks.some((trick: { plays: unknown }) => trick.plays === null)) {
        sawHiddenTrick = true;
        const log = await t.http().get(`/matches/${id}/events`).set(bearer(tokens[1])).expect(200);
        const hiddenIndex = state.tricks.findIndex((trick: { plays: unknown }) => trick.plays === null);
        const taken = log.body.events.filter(
          (e: { type: string; data: { deal: number; trick: number } }) =>
            e.type === 'TrickTaken' && e.data.deal === state.dealNumber && e.data.trick === hiddenIndex,
        );
        expect(taken[0].data.plays).toBeNull();
      }
      const action = choose(views[mover].body.legalActions, views[mover].body.state.dealNumber);
      const res = await t.http().post(`/matches/${id}/actions`).set(bearer(tokens[mover])).send(action);
      expect(res.status).toBe(200);
    }
    expect(moves).toBeLessThan(400);
    expect(sawHiddenTrick).toBe(true);
    expect(sawDoublingRound).toBe(true);

    const final = await t.http().get(`/matches/${id}`).expect(200);
    expect(final.body.status).toBe('finished');
    expect(final.body.outcome.winners).toEqual([0, 2]);
    const view = await t.http().get(`/matches/${id}/view`).set(bearer(tokens[3])).expect(200);
    // The last deal stays in view: its summary (the team that won it, the items, what it changed in the scores).
    expect(view.body.state.lastDeal).toEqual({
      dealNumber: 4,
      winners: [0, 2],
      summary: expect.stringContaining('Kontrabauernschnapser'),
      items: [
        { label: 'Kontrabauernschnapser', value: 24 },
        { label: 'Spritzen x2', value: 24 },
      ],
      changes: [
        { seat: 0, delta: 0 },
        { seat: 1, delta: -1 },
        { seat: 2, delta: 0 },
        { seat: 3, delta: -1 },
      ],
    });
    expect(view.body.state.seats.map((s: { score: number }) => s.score)).toEqual([0, -1, 0, -1]);
    expect(view.body.state.bummerlResults).toEqual([
      {
        bummerlNumber: 1,
        scores: [expect.any(Number), expect.any(Number)],
        taken: [{ seats: [1, 3], kind: 'bummerl', bummerl: 1 }],
        forfeit: false,
      },
    ]);

    // The finished log shows every deal's itemisation and every trick.
    const log = await t.http().get(`/matches/${id}/events`).expect(200);
    const scored = log.body.events
      .filter((e: { type: string }) => e.type === 'DealScored')
      .map((e: { data: { contract: string; points: number; awards: { party: number }[] } }) => [
        e.data.contract,
        e.data.points,
        e.data.awards[0].party,
      ]);
    expect(scored.slice(1)).toEqual([
      ['farbenringerl', 18, 1],
      ['farbenringerl', 18, 0],
      ['kontrabauernschnapser', 48, 0],
    ]);
    expect(scored[0][0]).toBe('normal');
    // The doubling rounds: deal 1 (the Rufer's Normal game) the opponents 1 and 3 decline; the laid-down deals 2
    // and 3 have none; deal 4 seat 1, first of the side against seat 0, spritzt, and seat 0 and his partner decline.
    const doublingRounds = log.body.events
      .filter((e: { type: string }) => ['Doubled', 'DoublingDeclined'].includes(e.type))
      .map(({ type, data }: { type: string; data: unknown }) => ({ type, data }));
    expect(doublingRounds).toEqual([
      { type: 'DoublingDeclined', data: { seat: 1 } },
      { type: 'DoublingDeclined', data: { seat: 3 } },
      { type: 'Doubled', data: { seat: 1, level: 1, name: 'Spritzen' } },
      { type: 'DoublingDeclined', data: { seat: 0 } },
      { type: 'DoublingDeclined', data: { seat: 2 } },
    ]);
    const lastScored = log.body.events.filter((e: { type: string }) => e.type === 'DealScored').at(-1);
    expect(lastScored.data.multipliers).toEqual([{ name: 'spritzen', factor: 2, seat: 1 }]);
    expect(
      log.body.events
        .filter((e: { type: string; data: { plays: unknown } }) => e.type === 'TrickTaken')
        .every((e: { data: { plays: unknown } }) => Array.isArray(e.data.plays)),
    ).toBe(true);

    const late = await t
      .http()
      .post(`/matches/${id}/actions`)
      .set(bearer(tokens[0]))
      .send({ type: 'pass', expectedVersion: final.body.version });
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('MATCH_OVER');
  });

  it('refuses a fifth seat, a bad preset and a wrong card with problem responses', async () => {
    await t.http().post('/matches').send({ game: 'bauernschnapsen', seats: 3 }).expect(422);
    const bad = await t
      .http()
      .post('/matches')
      .send({ game: 'bauernschnapsen', seats: 4, dealing: { mode: 'preset', presets: [{ hands: [['EA']] }] } });
    expect(bad.status).toBe(422);
    const { id, tokens } = await startMatch(t, { game: 'bauernschnapsen', seats: 4, dealing: { mode: 'preset', presets: [DEAL_1] } });
    const view = await t.http().get(`/matches/${id}/view`).set(bearer(tokens[0])).expect(200);
    const wrong = await t
      .http()
      .post(`/matches/${id}/actions`)
      .set(bearer(tokens[1]))
      .send({ type: 'callTrump', suit: 'H', expectedVersion: view.body.version });
    expect(wrong.status).toBe(409);
    expect(wrong.body.code).toBe('NOT_YOUR_TURN');
  });
});
