import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { PACKS, type Card } from '../../../../src/engine/core/cards.js';
import type { Viewer } from '../../../../src/engine/core/game.js';
import { shuffledPack } from '../../../../src/engine/core/shuffle.js';
import { dealZweier } from '../../../../src/engine/schnapsen/zweier/deal.js';
import type { DreierEvent, DreierState } from '../../../../src/engine/schnapsen/dreier/index.js';
import { spec } from '../../../support/decider.js';
import { D, P, RINGS, act, bid, dealTo, game, ofType, setupOf } from './fixtures.js';

/** 0 : 24 : 0 after a won Kontrabauernschnapser by seat 1 (contracts.spec.ts), then the tie is played off. */
function tie(options: Record<string, unknown> = {}, seed = 'tie', presets: unknown[] = [RINGS]) {
  const setup = setupOf({ presets, options, seed });
  const { events, state } = dealTo(
    setup,
    [act(0, { type: 'callTrump', suit: 'G' }), act(0, P), act(1, bid('kontrabauernschnapser')), act(2, P), act(2, D), act(0, D)],
    [
      ...['HA', 'GU', 'H10'],
      ...['GA', 'SA', 'EU'],
      ...['G10', 'HU', 'EO'],
      ...['GK', 'HO', 'EK'],
      ...['GO', 'HK', 'E10'],
      ...['S10', 'SK', 'EA'],
    ],
  );
  return { setup, events, state };
}

/** Plays the play-off with the first legal action of the seat on turn until the Bummerl ends. */
function playOut(state: DreierState, choose: (n: number) => number = () => 0): { events: DreierEvent[]; state: DreierState } {
  const events: DreierEvent[] = [];
  for (let i = 0; i < 100 && state.phase === 'playoff'; i++) {
    const seat = game.activeSeats(state)[0];
    const legal = game.legalActions(state, seat);
    const produced = game.decide(act(seat, legal[choose(legal.length)]), state);
    events.push(...produced);
    state = produced.reduce(game.evolve, state);
  }
  return { events, state };
}

/**
 * Ties (docs/rules-decisions.md#dreierschnapsen-tie-playoff): one deal of Schnapsen for two, not a Bummerl; option: both tied lowest
 * take it.
 */
describe('a tie for the lowest place is played off as one deal of Schnapsen for two', () => {
  it("starts inside the same stream: the next deal number, the tied seats from the dealer's left, dealt by the second", () => {
    const { events, state } = tie();
    // The deal that tied them changes no score yet: the play-off decides who takes the Bummerl.
    expect(ofType(events, 'DealScored')[0].data.changes.every((c) => c.delta === 0)).toBe(true);
    const started = ofType(events, 'PlayoffStarted')[0].data;
    expect(started).toEqual({ deal: 2, seats: [0, 2], tiedAt: 0 });
    const dealt = ofType(events, 'PlayoffEvent')[0].data;
    // Deal 2 is shuffled from the match seed; local seat 1 (match seat 2) deals, so local seat 0 (seat 0) leads.
    expect(dealt.event).toEqual(dealZweier(shuffledPack(PACKS.schnapsen20, 'tie', 2), 1));
    expect(state.phase).toBe('playoff');
    expect(game.activeSeats(state)).toEqual([0]);
    expect(game.legalActions(state, 1)).toEqual([]);
  });

  it('the third player only watches: he sees no hand of the play-off', () => {
    const { events, state } = tie();
    const dealt = ofType(events, 'PlayoffEvent')[0];
    const hands = (viewer: Viewer) =>
      (game.redact(dealt, viewer, state) as typeof dealt).data.event.data as { hands: unknown[]; talon: unknown };
    expect(hands(1).hands).toEqual([null, null]);
    expect(hands(0).hands[0]).toHaveLength(5);
    expect(hands(0).hands[1]).toBeNull();
    expect(hands(2).hands[0]).toBeNull();
    expect(hands(2).talon).toBeNull();
    // In the view he holds no cards and sits out; the two play-off seats hold theirs (envelope: by match seat).
    expect(game.view(state, 1)).toMatchObject({ phase: 'playoff', dealNumber: 2, dealer: 2, waitingFor: [0], hand: [], trick: [] });
    expect(game.view(state, 1).seats.map((s) => [s.cardCount, s.status])).toEqual([
      [5, 'playing'],
      [0, 'sittingOut'],
      [5, 'playing'],
    ]);
    expect(game.view(state, 0).hand).toHaveLength(5);
    expect(game.view(state, 0).playoff).toMatchObject({ seats: [0, 2], tiedAt: 0, talonCount: 10, mustLead: null });
    spec(game, tie().setup)
      .given(events)
      .when(act(1, { type: 'playCard', card: 'EA' }))
      .thenThrows('NOT_YOUR_TURN');
  });

  it('its loser takes the Bummerl (a Schneider at 0); the match ends after the last Bummerl', () => {
    const { state } = tie();
    const { events, state: end } = playOut(state);
    const bummerl = ofType(events, 'BummerlScored')[0].data;
    const { winner, loser } = bummerl.playoff!;
    expect([winner, loser].sort()).toEqual([0, 2]);
    expect(bummerl).toMatchObject({ scores: [0, 24, 0], tied: [0, 2], taken: [{ seats: [loser], kind: 'schneider', bummerl: 2 }] });
    expect(game.standings(end).find((s) => s.seat === loser)).toEqual({ seat: loser, score: -2, status: 'lost' });
    expect(ofType(events, 'MatchEnded')[0].data.winners).toEqual([1, winner].sort());
    expect(end.phase).toBe('over');
    expect(game.outcome(end)?.winners).toEqual([1, winner].sort());
  });

  it("the play-off deal follows the table's Schnapsen-for-two house rules", () => {
    const { state } = tie({ closeWithOneLeft: false, wrongClaim: 'mirror' });
    expect(state.playoff?.zweier.options).toEqual({ exchangeWithOneLeft: true, closeWithOneLeft: false, wrongClaim: 'mirror' });
  });

  it('a preset for the play-off deal number is used as its pack', () => {
    const pack = [...PACKS.schnapsen20].reverse();
    const { events } = tie({}, 'tie', [RINGS, { pack }]);
    expect(ofType(events, 'PlayoffEvent')[0].data.event).toEqual(dealZweier(pack, 1));
  });

  it('with tieBreak bothBummerl both tied lowest take it and nothing is played off', () => {
    const { events, state } = tie({ tieBreak: 'bothBummerl' });
    expect(ofType(events, 'PlayoffStarted')).toEqual([]);
    expect(ofType(events, 'BummerlScored')[0].data.taken).toEqual([
      { seats: [0], kind: 'schneider', bummerl: 2 },
      { seats: [2], kind: 'schneider', bummerl: 2 },
    ]);
    // Decided without a play-off, the deal that ended the Bummerl already shows what it cost.
    expect(ofType(events, 'DealScored')[0].data.changes).toEqual([
      { seat: 0, delta: -2 },
      { seat: 1, delta: 0 },
      { seat: 2, delta: -2 },
    ]);
    expect(state.phase).toBe('over');
    expect(game.outcome(state)?.winners).toEqual([1]);
  });

  it('with two Bummerl the match goes on after the play-off with fresh scores, the deal passing on', () => {
    const { state } = tie({ bummerl: 2 });
    const { events, state: next } = playOut(state);
    expect(events.map((e) => e.type).slice(-2)).toEqual(['BummerlScored', 'DealDealt']);
    expect(ofType(events, 'DealDealt')[0].data).toMatchObject({ deal: 3, dealer: 0, rufer: 1 });
    expect(next).toMatchObject({ phase: 'trumpCall', bummerl: 2, score: { scores: [0, 0, 0] } });
  });
});

describe('random play-offs', () => {
  it('keep every card once, hide hands and talon, and replay to the same state', () => {
    const pack = new Set<Card>(PACKS.schnapsen20);
    fc.assert(
      fc.property(fc.string({ maxLength: 10 }), fc.integer(), (seed, choices) => {
        let a = choices >>> 0;
        const pick = (n: number) => {
          a = (Math.imul(a, 1103515245) + 12345) >>> 0;
          return (a >>> 8) % n;
        };
        const { setup, events: before, state } = tie({}, seed);
        const log = [...before];
        let now = state;
        for (let i = 0; i < 100 && now.phase === 'playoff'; i++) {
          const seat = game.activeSeats(now)[0];
          const legal = game.legalActions(now, seat);
          const produced = game.decide(act(seat, legal[pick(legal.length)]), now);
          for (const event of produced) {
            now = game.evolve(now, event);
            log.push(event);
          }
          if (now.playoff && now.playoff.zweier.phase === 'playing') {
            const z = now.playoff.zweier;
            const cards = [
              ...z.hands.flat(),
              ...z.talon,
              ...(z.trumpCard ? [z.trumpCard] : []),
              ...z.trick.map((p) => p.card),
              ...z.taken.flatMap((t) => t.plays.map((p) => p.card)),
            ];
            expect(new Set(cards).size === 20 && cards.every((c) => pack.has(c))).toBe(true);
            const hidden = (local: 0 | 1) => z.hands[local].filter((c) => !z.known[local].includes(c));
            const third = JSON.stringify([
              { ...game.view(now, 1), lastDeal: null },
              ...log.filter((e) => e.type === 'PlayoffEvent').map((e) => game.redact(e, 1, now)),
            ]);
            for (const card of [...hidden(0), ...hidden(1), ...z.talon]) expect(third).not.toContain(`"${card}"`);
            const first = JSON.stringify([
              { ...game.view(now, 0), lastDeal: null },
              ...log.filter((e) => e.type === 'PlayoffEvent').map((e) => game.redact(e, 0, now)),
            ]);
            for (const card of [...hidden(1), ...z.talon]) expect(first).not.toContain(`"${card}"`);
          }
        }
        expect(now.phase).toBe('over');
        expect(log.reduce(game.evolve, game.initialState(setup))).toEqual(now);
        const taken = ofType(log, 'BummerlScored')[0].data.taken;
        expect(taken).toHaveLength(1);
        expect(now.penalties.reduce((x, y) => x + y, 0)).toBe(2);
      }),
      { numRuns: 150 },
    );
  });
});
