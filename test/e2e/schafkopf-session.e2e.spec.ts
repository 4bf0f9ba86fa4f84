import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { bearer, databases, startApp, startMatch, type TestApp } from '../support/app.js';
import { HERZSOLO, RUF, rotate } from '../engine/schafkopf/deals.js';

type LegalAction = { type: string; expectedVersion: number; [field: string]: unknown };

/** sauspiel.de's tariffs: Rufspiel 20, Solo 50, Schneider/Schwarz/Laufende 10 (cents). */
const SAUSPIEL = { tariffRufspiel: 20, tariffSolo: 50, tariffBonus: 10, deals: 3 };

/** Deal 1: the Rufspiel of play.spec.ts, trick by trick. */
const RUF_TRICKS = [
  '0:EO 1:EU 2:H7 3:E8',
  '0:GO 1:SO 2:H8 3:E9',
  '0:S7 1:E7 2:S9 3:SA',
  '3:S10 0:HU 1:H9 2:SU',
  '0:G9 1:GA 2:EA 3:G8',
  '1:HO 2:GU 3:SK 0:H10',
  '1:HA 2:E10 3:S8 0:HK',
  '1:G10 2:EK 3:G7 0:GK',
].flatMap((line) => line.split(' ').map((entry) => entry.split(':')));

describe.each(databases())('a Schafkopf session over HTTP ($name)', ({ url }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(url);
  });
  afterAll(() => t.close());

  it('plays three preset deals with sauspiel.de tariffs: Rufspiel, Herz-Solo with Stoß, thrown in; the ledger adds up', async () => {
    const presets = [RUF, rotate(HERZSOLO, 1), RUF];
    const { id, tokens } = await startMatch(t, { game: 'schafkopf', seats: 4, options: SAUSPIEL, dealing: { mode: 'preset', presets } });
    const view = async (seat: number | null) =>
      (seat === null
        ? await t.http().get(`/matches/${id}/view`).expect(200)
        : await t.http().get(`/matches/${id}/view`).set(bearer(tokens[seat])).expect(200)
      ).body;
    const send = async (seat: number, body: Record<string, unknown>, status = 200) => {
      const { version } = await view(seat);
      const res = await t
        .http()
        .post(`/matches/${id}/actions`)
        .set(bearer(tokens[seat]))
        .send({ ...body, expectedVersion: version });
      expect({ status: res.status, body: res.status === status ? null : res.body }).toEqual({ status, body: null });
      return res.body;
    };
    /** Sends the legal (or optional) action of `seat` matching `pick` (so every body sent is one the view offered). */
    const choose = async (seat: number, pick: (a: LegalAction) => boolean) => {
      const seen = await view(seat);
      const action = [...(seen.legalActions as LegalAction[]), ...(seen.optionalActions as LegalAction[])].find(pick);
      expect(action).toBeDefined();
      const res = await t.http().post(`/matches/${id}/actions`).set(bearer(tokens[seat])).send(action);
      expect(res.status).toBe(200);
      return res.body;
    };

    // Deal 1 (seat 3 deals): seat 0 says "Ich spiele", the others "Weiter"; he calls the Gras-Ass.
    const first = await view(0);
    expect(first.state).toMatchObject({
      game: 'schafkopf',
      phase: 'announcing',
      dealNumber: 1,
      dealer: 3,
      vorhand: 0,
      waitingFor: [0],
      hand: RUF.hands[0],
      lastDeal: null,
    });
    expect(first.legalActions.map((a: LegalAction) => a.type)).toEqual(['bid', 'pass']);
    // Voting to end the session is optional: the match never waits for it.
    expect(first.optionalActions.map((a: LegalAction) => a.type)).toEqual(['voteEnd']);
    const rejected = await t
      .http()
      .post(`/matches/${id}/actions`)
      .set(bearer(tokens[1]))
      .send({ type: 'bid', expectedVersion: first.version });
    expect(rejected.status).toBe(409);
    expect(rejected.body.code).toBe('NOT_YOUR_TURN');
    await choose(0, (a) => a.type === 'bid');
    for (const seat of [1, 2, 3]) await choose(seat, (a) => a.type === 'pass');
    await choose(0, (a) => a.type === 'nameGame' && a.call === 'GA');

    // The partner (seat 1, holding GA) is hidden from everyone else until the ace appears.
    expect((await view(1)).state.partner).toBe(1);
    for (const seat of [0, 2, 3]) expect((await view(seat)).state.partner).toBeNull();
    expect((await view(null)).state.partner).toBeNull();
    const running = await t.http().get(`/matches/${id}/events`).set(bearer(tokens[2])).expect(200);
    for (const dealt of running.body.events.filter((e: { type: string }) => e.type === 'DealDealt')) {
      expect(dealt.data.hands.filter((hand: unknown) => hand !== null)).toHaveLength(1);
    }
    expect(JSON.stringify(running.body)).not.toContain('"partner"');

    for (const [seat, card] of RUF_TRICKS) {
      if (card === 'GA') for (const other of [0, 2, 3]) expect((await view(other)).state.partner).toBeNull();
      await send(Number(seat), { type: 'playCard', card });
    }
    let now = await view(2);
    expect(now.state.lastDeal).toEqual({
      dealNumber: 1,
      winners: [0, 1],
      summary: 'Seat 0 with seat 1 won the Rufspiel with 109 points, Schneider.',
      items: [
        { label: 'Grundtarif', value: 20 },
        { label: '5 Laufende', value: 50 },
        { label: 'Schneider', value: 10 },
      ],
      changes: [
        { seat: 0, delta: 80 },
        { seat: 1, delta: 80 },
        { seat: 2, delta: -80 },
        { seat: 3, delta: -80 },
      ],
    });
    expect(now.state.lastDealDetails).toMatchObject({ won: true, schneider: true, laufende: 5, value: 80, payments: [80, 80, -80, -80] });
    expect(now.state.seats.map((s: { score: number }) => s.score)).toEqual([80, 80, -80, -80]);

    // Deal 2 (seat 0 deals, seat 1 is Vorhand with every Ober and Unter): a Herz-Solo; seat 2 gives Stoß.
    expect(now.state).toMatchObject({ dealNumber: 2, dealer: 0, vorhand: 1, phase: 'announcing' });
    await choose(1, (a) => a.type === 'bid');
    for (const seat of [2, 3, 0]) await choose(seat, (a) => a.type === 'pass');
    await choose(1, (a) => a.type === 'nameGame' && a.game === 'solo' && a.suit === 'H');
    // Stoß is optional: seat 2 may give it although the match waits for seat 1's card.
    const defender = await view(2);
    expect(defender.legalActions).toEqual([]);
    expect(defender.optionalActions.map((a: LegalAction) => a.type)).toEqual(['stoss', 'voteEnd']);
    await choose(2, (a) => a.type === 'stoss');
    expect((await view(0)).state.multiplier).toBe(2);
    for (let turns = 0; turns < 32; turns++) {
      const summary = (await t.http().get(`/matches/${id}`).expect(200)).body;
      if ((await view(0)).state.dealNumber !== 2) break;
      const seat = summary.activeSeats[0];
      await choose(seat, (a) => a.type === 'playCard');
    }
    now = await view(3);
    // 50 + Schneider 10 + Schwarz 10 + 8 Laufende x 10 = 150, doubled by the Stoß: 300 from each, 900 to the soloist.
    expect(now.state.lastDeal).toMatchObject({
      dealNumber: 2,
      winners: [1],
      items: [
        { label: 'Grundtarif', value: 50 },
        { label: '8 Laufende', value: 80 },
        { label: 'Schneider', value: 10 },
        { label: 'Schwarz', value: 10 },
        { label: 'Stoß x2', value: 150 },
      ],
    });
    expect(now.state.lastDealDetails).toMatchObject({
      won: true,
      schwarz: true,
      laufende: 8,
      value: 300,
      payments: [-300, 900, -300, -300],
      doublings: [{ reason: 'stoss', seat: 2 }],
    });
    expect(now.state.seats.map((s: { score: number }) => s.score)).toEqual([-220, 980, -380, -380]);

    // Deal 3 (seat 1 deals): all say "Weiter"; the deal is thrown in and the session's three deals are played.
    expect(now.state).toMatchObject({ dealNumber: 3, dealer: 1, vorhand: 2 });
    for (const seat of [2, 3, 0, 1]) await choose(seat, (a) => a.type === 'pass');

    const final = (await t.http().get(`/matches/${id}`).expect(200)).body;
    expect(final.status).toBe('finished');
    expect(final.outcome.winners).toEqual([1]);
    expect(final.standings.map((s: { score: number }) => s.score)).toEqual([-220, 980, -380, -380]);
    const log = (await t.http().get(`/matches/${id}/events`).expect(200)).body;
    const scored = log.events.filter((e: { type: string }) => e.type === 'DealScored').map((e: { data: { kind: string } }) => e.data.kind);
    expect(scored).toEqual(['game', 'game', 'thrownIn']);
    // Once the session is over every hand is in the log.
    const dealt = log.events.filter((e: { type: string; data: { half: number } }) => e.type === 'DealDealt');
    expect(dealt[0].data.hands.every((hand: unknown) => Array.isArray(hand))).toBe(true);
    const late = await t
      .http()
      .post(`/matches/${id}/actions`)
      .set(bearer(tokens[0]))
      .send({ type: 'pass', expectedVersion: final.version });
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('MATCH_OVER');
  });

  it('publishes the game, its options and actions, and refuses a fifth player and bad presets', async () => {
    const games = (await t.http().get('/games').expect(200)).body;
    const schafkopf = games.find((g: { id: string }) => g.id === 'schafkopf');
    expect(schafkopf.players).toEqual({ min: 4, max: 4 });
    expect(schafkopf.options.properties.tariffRufspiel.default).toBe(10);
    expect(schafkopf.options.properties.allPass.enum).toEqual(['redeal', 'redealDouble', 'stock', 'stockDouble', 'muss', 'ramsch']);
    expect((await t.http().post('/matches').send({ game: 'schafkopf', seats: 5 })).status).toBe(422);
    const bad = await t
      .http()
      .post('/matches')
      .send({ game: 'schafkopf', seats: 4, dealing: { mode: 'preset', presets: [{ hands: RUF.hands.slice(0, 3) }] } });
    expect(bad.status).toBe(422);
    expect(bad.body.code).toBe('INVALID_PRESET');
    const short = await t
      .http()
      .post('/matches')
      .send({ game: 'schafkopf', seats: 4, options: { pack: 'short', allPass: 'ramsch' } });
    expect(short.status).toBe(422);
    expect(short.body.code).toBe('INVALID_OPTIONS');
  });
});
