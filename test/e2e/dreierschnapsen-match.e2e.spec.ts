import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { PACKS } from '../../src/engine/core/cards.js';
import { shuffledPack } from '../../src/engine/core/shuffle.js';
import { dealPack } from '../../src/engine/schnapsen/dreier/deal.js';
import { bearer, databases, startApp, startMatch, type TestApp } from '../support/app.js';

type LegalAction = { type: string; expectedVersion: number; [field: string]: unknown };

/** Deal 1 (seat 2 deals, seat 0 calls): seat 1 holds all of Gras, seat 0 all of Eichel (docs/dreierschnapsen.md). */
const DEAL_1 = {
  hands: [
    ['EA', 'E10', 'EK', 'EO', 'EU', 'HA'],
    ['GA', 'G10', 'GK', 'GO', 'GU', 'S10'],
    ['H10', 'HK', 'HO', 'HU', 'SA', 'SK'],
  ],
  talon: ['SO', 'SU'],
};
/** Deal 2 is the play-off: a whole pack in dealing order (Schnapsen for two: 3, 3, trump card, 2, 2, talon). */
const PLAYOFF_PACK = [
  'EA',
  'E10',
  'EK',
  'GA',
  'G10',
  'GK',
  'HU',
  'EO',
  'EU',
  'GO',
  'GU',
  'HA',
  'H10',
  'HK',
  'HO',
  'SA',
  'S10',
  'SK',
  'SO',
  'SU',
];

/**
 * Gras trump; seat 1 bids a Kontrabauernschnapser and takes all six tricks: 0 : 24 : 0 ends the Bummerl with seats 0
 * and 2 tied at 0, which they play off as one deal of Schnapsen for two.
 */
const DEAL_1_MOVES: [number, Record<string, unknown>][] = [
  [0, { type: 'callTrump', suit: 'G' }],
  [0, { type: 'pass' }],
  [1, { type: 'bidWithoutTalon', contract: 'kontrabauernschnapser' }],
  [2, { type: 'pass' }],
  // The doubling round: the declarer's opponents in turn, clockwise from his left; nobody spritzt.
  [2, { type: 'declineDouble' }],
  [0, { type: 'declineDouble' }],
  ...(
    [
      [0, 'HA'],
      [1, 'GU'],
      [2, 'H10'],
      [1, 'GA'],
      [2, 'SA'],
      [0, 'EU'],
      [1, 'G10'],
      [2, 'HU'],
      [0, 'EO'],
      [1, 'GK'],
      [2, 'HO'],
      [0, 'EK'],
      [1, 'GO'],
      [2, 'HK'],
      [0, 'E10'],
      [1, 'S10'],
      [2, 'SK'],
      [0, 'EA'],
    ] as [number, string][]
  ).map(([seat, card]): [number, Record<string, unknown>] => [seat, { type: 'playCard', card }]),
];

/**
 * A simple player: never doubles; in even deals nobody bids (a Normal game, the Rufer takes the talon and lays two
 * cards away); otherwise the first legal action (bids climb, cards are the first legal).
 */
function choose(actions: LegalAction[], state: { phase: string; dealNumber: number }): LegalAction {
  if (state.phase === 'doubling') return actions.find((a) => a.type === 'declineDouble')!;
  if (state.phase === 'bidding' && state.dealNumber % 2 === 0) return actions.find((a) => a.type === 'pass')!;
  return actions.find((a) => a.type === 'playCard') ?? actions[0];
}

describe.each(databases())('a whole Dreierschnapsen match over HTTP ($name)', ({ url }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(url);
  });
  afterAll(() => t.close());

  it('three clients play two Bummerl from preset deals, with a tie played off; nothing hidden leaks on the way', async () => {
    const catalogue = await t.http().get('/games/dreierschnapsen').expect(200);
    expect(JSON.stringify(catalogue.body)).toContain('tieBreak');
    const seed = 'dreier-e2e';
    const { id, tokens } = await startMatch(t, {
      game: 'dreierschnapsen',
      seats: 3,
      options: { bummerl: 2 },
      dealing: { mode: 'preset', seed, presets: [DEAL_1, { pack: PLAYOFF_PACK }] },
    });

    // Before the trump call each seat sees only its first three cards; the log hides the rest.
    const first = await t.http().get(`/matches/${id}/view`).set(bearer(tokens[0])).expect(200);
    expect(first.body.state).toMatchObject({
      game: 'dreierschnapsen',
      phase: 'trumpCall',
      dealNumber: 1,
      hand: ['EA', 'E10', 'EK'],
      rufer: 0,
      dealer: 2,
      waitingFor: [0],
    });
    expect(first.body.legalActions.map((a: LegalAction) => a.type)).toEqual([
      'callTrump',
      'callTrump',
      'callTrump',
      'callTrump',
      'turnUpTrump',
      'turnUpTrump',
      'turnUpTrump',
    ]);
    const json = JSON.stringify(first.body);
    for (const card of [...DEAL_1.hands[0].slice(3), ...DEAL_1.hands[1], ...DEAL_1.hands[2], ...DEAL_1.talon])
      expect(json).not.toContain(`"${card}"`);
    const log = await t.http().get(`/matches/${id}/events`).set(bearer(tokens[1])).expect(200);
    const dealt = log.body.events.find((e: { type: string }) => e.type === 'DealDealt');
    expect(dealt.data).toMatchObject({
      deal: 1,
      ritual: null,
      first: [null, ['GA', 'G10', 'GK'], null],
      second: [null, null, null],
      talon: null,
    });

    let version: number = first.body.version;
    for (const [index, [seat, action]] of DEAL_1_MOVES.entries()) {
      if (index === 4) {
        // The first card waits for the doubling round: the leader (seat 0) has nothing to do until it is his turn.
        const leader = await t.http().get(`/matches/${id}/view`).set(bearer(tokens[0])).expect(200);
        expect(leader.body.state).toMatchObject({
          phase: 'doubling',
          waitingFor: [2],
          doubling: { said: [], next: 'spritzen', toSpeak: [2, 0], factor: 1 },
        });
        expect(leader.body.legalActions).toEqual([]);
      }
      const res = await t
        .http()
        .post(`/matches/${id}/actions`)
        .set(bearer(tokens[seat]))
        .send({ ...action, expectedVersion: version });
      expect(res.status).toBe(200);
      version = res.body.version;
    }

    // The Bummerl ended 0 : 24 : 0 and the play-off runs: seat 0 leads against seat 2; seat 1 only watches.
    const watching = await t.http().get(`/matches/${id}/view`).set(bearer(tokens[1])).expect(200);
    expect(watching.body.state).toMatchObject({ phase: 'playoff', dealNumber: 2, hand: [], playoff: { seats: [0, 2], tiedAt: 0 } });
    expect(watching.body.state.seats.map((s: { status: string }) => s.status)).toEqual(['playing', 'sittingOut', 'playing']);
    // The last deal stays in view: seat 1 won the Kontrabauernschnapser; nobody's score changed yet (the play-off decides).
    expect(watching.body.state.lastDeal).toMatchObject({
      dealNumber: 1,
      winners: [1],
      items: [{ label: 'Kontrabauernschnapser', value: 24 }],
    });
    expect(watching.body.state.lastDeal.changes.map((c: { delta: number }) => c.delta)).toEqual([0, 0, 0]);
    expect(watching.body.legalActions).toEqual([]);
    const hidden = JSON.stringify({ ...watching.body, state: { ...watching.body.state, lastDeal: null } });
    for (const card of PLAYOFF_PACK.filter((c) => c !== PLAYOFF_PACK[6])) expect(hidden).not.toContain(`"${card}"`);
    const leader = await t.http().get(`/matches/${id}/view`).set(bearer(tokens[0])).expect(200);
    expect(leader.body.state).toMatchObject({ hand: ['EA', 'E10', 'EK', 'EO', 'EU'], playoff: { trumpCard: 'HU' } });

    // Everyone polls and the seat on turn sends a legal body, to the end of the second Bummerl.
    let moves = 0;
    let sawPlayoffEnd = false;
    let discarded = false;
    for (; moves < 1500; moves++) {
      const summary = await t.http().get(`/matches/${id}`).expect(200);
      if (summary.body.status === 'finished') break;
      const mover: number = summary.body.activeSeats[0];
      const view = await t.http().get(`/matches/${id}/view`).set(bearer(tokens[mover])).expect(200);
      const action = choose(view.body.legalActions, view.body.state);
      if (action.type === 'discard') discarded = true;
      const res = await t.http().post(`/matches/${id}/actions`).set(bearer(tokens[mover])).send(action);
      expect(res.status).toBe(200);
      if (res.body.events.some((e: { type: string }) => e.type === 'BummerlScored')) sawPlayoffEnd = true;
    }
    expect(moves).toBeLessThan(1500);
    expect(sawPlayoffEnd).toBe(true);
    expect(discarded).toBe(true);

    const final = await t.http().get(`/matches/${id}`).expect(200);
    expect(final.body.status).toBe('finished');
    expect(final.body.seed).toBe(seed);
    const end = await t.http().get(`/matches/${id}/view`).expect(200);
    const results = end.body.state.bummerlResults;
    expect(results).toHaveLength(2);
    expect(results[0]).toMatchObject({ bummerlNumber: 1, scores: [0, 24, 0], tied: [0, 2], playoff: { deal: 2, seats: [0, 2] } });
    expect(results[0].taken).toEqual([{ seats: [results[0].playoff.loser], kind: 'schneider', bummerl: 2 }]);
    type Taken = { seats: number[]; bummerl: number };
    const taken = [0, 1, 2].map((seat) =>
      results
        .flatMap((r: { taken: Taken[] }) => r.taken)
        .filter((t: Taken) => t.seats.includes(seat))
        .reduce((s: number, t: Taken) => s + t.bummerl, 0),
    );
    const fewest = Math.min(...taken);
    expect(final.body.outcome.winners).toEqual([0, 1, 2].filter((s) => taken[s] === fewest));
    // The match score is minus the Bummerl taken, in the view and the standings alike.
    expect(end.body.state.seats.map((s: { score: number }) => s.score)).toEqual(taken.map((n) => 0 - n));
    expect(final.body.standings.map((s: { score: number }) => s.score)).toEqual(taken.map((n) => 0 - n));

    // Once the match has ended the log is complete; every seeded deal re-deals from the seed in the documented packets.
    const full = await t.http().get(`/matches/${id}/events`).expect(200);
    const deals = full.body.events.filter((e: { type: string }) => e.type === 'DealDealt');
    expect(deals[0].data.talon).toEqual(DEAL_1.talon);
    for (const { data } of deals.slice(1)) {
      const again = dealPack(shuffledPack(PACKS.schnapsen20, seed, data.deal), data.dealer);
      expect({ first: data.first, second: data.second, talon: data.talon }).toEqual(again);
    }
    const late = await t
      .http()
      .post(`/matches/${id}/actions`)
      .set(bearer(tokens[0]))
      .send({ type: 'pass', expectedVersion: final.body.version });
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('MATCH_OVER');
  });
});
