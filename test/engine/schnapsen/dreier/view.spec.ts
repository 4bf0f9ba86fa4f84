import { describe, expect, it } from '@jest/globals';
import type { DreierEvent } from '../../../../src/engine/schnapsen/dreier/index.js';
import { D, P, RINGS, STRONG, act, bid, dealTo, game, ofType, setupOf } from './fixtures.js';

const GANG = [act(0, { type: 'callTrump', suit: 'G' }), act(0, bid('gang')), act(1, P), act(2, P), act(1, D), act(2, D)];
const cardsOf = (events: DreierEvent[]) => ofType(events, 'CardPlayed').map((e) => e.data.card);

/**
 * What stays visible (docs/rules-decisions.md#schnapsen-family-visibility): the first trick of each side, face up for the whole deal;
 * the other tricks and the running card points stay hidden until the deal ends
 * (option soft: one's own side's tricks). A finished trick lies on the table until the next card is led.
 */
describe('trick visibility', () => {
  const setup = setupOf({ presets: [RINGS] });

  it('the first trick of a side stays face up; a later one lies open only until the next card is led', () => {
    const two = dealTo(setup, GANG, ['EA', 'GU', 'HU', 'E10', 'GO', 'HO']);
    expect(game.view(two.state, 1).tricks.map((t) => t.plays !== null)).toEqual([true, true]);
    const three = dealTo(setup, GANG, ['EA', 'GU', 'HU', 'E10', 'GO', 'HO', 'EK']);
    for (const viewer of [0, 1, 2, 'spectator'] as const) {
      expect(game.view(three.state, viewer).tricks).toEqual([
        {
          index: 0,
          winner: 0,
          side: 'declaring',
          plays: [
            { seat: 0, card: 'EA' },
            { seat: 1, card: 'GU' },
            { seat: 2, card: 'HU' },
          ],
        },
        { index: 1, winner: 0, side: 'declaring', plays: null },
      ]);
      // The log, read now, hides the cards of the turned trick again; the first trick and the current card stay.
      const seen = three.events.map((e) => game.redact(e, viewer, three.state));
      // (Each player still sees the card he played himself.)
      const own = (seat: number, card: string) => (viewer === seat ? card : null);
      expect(cardsOf(seen)).toEqual(['EA', 'GU', 'HU', own(0, 'E10'), own(1, 'GO'), own(2, 'HO'), 'EK']);
      expect(ofType(seen, 'TrickTaken').map((t) => t.data.plays === null)).toEqual([false, true]);
    }
    expect(JSON.stringify(game.view(three.state, 0))).not.toMatch(/cardPoints/);
  });

  it("the other side's first trick is face up too", () => {
    const normal = [
      act(0, { type: 'callTrump', suit: 'G' }),
      act(0, P),
      act(1, P),
      act(2, P),
      act(0, { type: 'leaveTalon' }),
      act(1, D),
      act(2, D),
    ];
    const { state } = dealTo(setupOf({ presets: [RINGS], options: { noBidTalon: 'regional' } }), normal, [
      'EA',
      'GU',
      'SA',
      'GA',
      'SK',
      'EU',
      'G10',
    ]);
    // Trick 1 went to seat 1 (the opponents' first), trick 2 as well: hidden once seat 1 led again.
    expect(game.view(state, 0).tricks.map((t) => t.plays !== null)).toEqual([true, false]);
  });

  it("option soft: a player may look at his own side's tricks", () => {
    const soft = setupOf({ presets: [RINGS], options: { softTricks: true } });
    const { state } = dealTo(soft, GANG, ['EA', 'GU', 'HU', 'E10', 'GO', 'HO', 'EK']);
    expect(game.view(state, 0).tricks[1].plays).not.toBeNull();
    expect(game.view(state, 1).tricks[1].plays).toBeNull();
    expect(game.view(state, 'spectator').tricks[1].plays).toBeNull();
  });

  it("the sides and their trick counts are public; the running points only with soft, to one's own side", () => {
    const plain = dealTo(setup, GANG, ['EA', 'GU', 'HU', 'E10', 'GO', 'HO', 'EK']).state;
    expect(game.view(plain, 0).sides).toEqual({
      declaring: { seats: [0], tricks: 2, points: null },
      defending: { seats: [1, 2], tricks: 0, points: null },
    });
    const soft = dealTo(setupOf({ presets: [RINGS], options: { softTricks: true } }), GANG, [
      'EA',
      'GU',
      'HU',
      'E10',
      'GO',
      'HO',
      'EK',
    ]).state;
    // EA GU HU (15) and E10 GO HO (16).
    expect(game.view(soft, 0).sides?.declaring.points).toBe(31);
    expect(game.view(soft, 1).sides).toEqual({
      declaring: { seats: [0], tricks: 2, points: null },
      defending: { seats: [1, 2], tricks: 0, points: 0 },
    });
    expect(game.view(soft, 'spectator').sides?.declaring.points).toBeNull();
  });

  it('once the deal is over, every trick is shown in its result, and the view keeps its summary', () => {
    const { state, events } = dealTo(setup, GANG, [
      ...['EA', 'GU', 'HU'],
      ...['E10', 'GO', 'HO'],
      ...['EK', 'GK', 'HK'],
      ...['EO', 'G10', 'SK'],
      ...['EU', 'GA', 'SA'],
      ...['HA', 'S10', 'H10'],
    ]);
    const [scored] = ofType(events, 'DealScored');
    expect(scored.data.tricks).toHaveLength(6);
    const { dealNumber, winners, summary, items, changes } = scored.data;
    expect(game.view(state, 'spectator').lastDeal).toEqual({ dealNumber, winners, summary, items, changes });
    expect({ dealNumber, winners, items }).toEqual({ dealNumber: 1, winners: [0], items: [{ label: 'Gang', value: 9 }] });
  });
});

describe('the view envelope and the family part', () => {
  it('names the same facts as Bauernschnapsen: seats with card counts and scores, bidding, parties, mustLead', () => {
    const setup = setupOf({ presets: [RINGS] });
    const { state } = dealTo(setup, GANG, ['EA']);
    const seen = game.view(state, 1);
    expect(seen).toMatchObject({
      game: 'dreierschnapsen',
      phase: 'playing',
      dealNumber: 1,
      dealer: 2,
      waitingFor: [1],
      trick: [{ seat: 0, card: 'EA' }],
      lastDeal: null,
      rufer: 0,
      ritual: null,
      mustLead: null,
    });
    expect(seen.seats).toEqual([
      { seat: 0, cardCount: 5, score: 0, status: 'playing' },
      { seat: 1, cardCount: 6, score: 0, status: 'playing' },
      { seat: 2, cardCount: 6, score: 0, status: 'playing' },
    ]);
    expect(seen.bidding).toEqual({
      bids: [
        { seat: 0, contract: 'gang', withTalon: false },
        { seat: 1, contract: null },
        { seat: 2, contract: null },
      ],
      best: { seat: 0, contract: 'gang', withTalon: false },
      toSpeak: [],
    });
    expect(seen.contract).toMatchObject({
      id: 'gang',
      declarer: 0,
      withTalon: false,
      raisedFrom: null,
      sides: { declarer: 0, declaring: [0], defending: [1, 2], out: [] },
    });
    expect(seen.parties).toEqual([0, 1, 2].map((seat) => ({ seats: [seat], points: 0, display: 0, bummerl: 0 })));
  });
});

describe('hidden cards', () => {
  const setup = setupOf({ presets: [STRONG] });
  const taken = [act(0, { type: 'callTrump', suit: 'E' }), act(0, bid('schnapser', true)), act(1, P), act(2, P)];

  it('the talon is never shown in the deal; only its taker sees it, and only he sees what he laid away', () => {
    const { events, state } = dealTo(setup, [...taken, act(0, { type: 'discard', cards: ['H10', 'GU'] })]);
    const dealt = ofType(events, 'DealDealt')[0];
    for (const viewer of [0, 1, 2, 'spectator'] as const) expect((game.redact(dealt, viewer, state) as typeof dealt).data.talon).toBeNull();
    const talon = ofType(events, 'TalonTaken')[0];
    expect((game.redact(talon, 0, state) as typeof talon).data.cards).toEqual(['EU', 'GU']);
    expect((game.redact(talon, 1, state) as typeof talon).data.cards).toBeNull();
    const discard = ofType(events, 'CardsDiscarded')[0];
    expect((game.redact(discard, 0, state) as typeof discard).data.cards).toEqual(['H10', 'GU']);
    expect((game.redact(discard, 2, state) as typeof discard).data.cards).toBeNull();
    expect(game.view(state, 0).ownDiscards).toEqual(['H10', 'GU']);
    expect(game.view(state, 1).ownDiscards).toBeNull();
    expect(game.view(state, 1).talonCount).toBe(0);
  });

  it('a deal shows each seat only its own packets; a spectator sees no hand', () => {
    const { events, state } = dealTo(setup, [act(0, { type: 'callTrump', suit: 'E' })]);
    const dealt = ofType(events, 'DealDealt')[0];
    expect((game.redact(dealt, 1, state) as typeof dealt).data).toEqual({
      deal: 1,
      dealer: 2,
      rufer: 0,
      ritual: null,
      first: [null, ['GA', 'G10', 'GK'], null],
      second: [null, null, null],
      talon: null,
    });
    const second = ofType(events, 'SecondPacketsDealt')[0];
    expect((game.redact(second, 2, state) as typeof second).data).toEqual({ deal: 1, second: [null, null, ['SK', 'SO', 'SU']] });
    expect(game.view(state, 'spectator').hand).toBeNull();
    expect(game.view(state, 2).hand).toEqual(['HK', 'HO', 'HU', 'SK', 'SO', 'SU']);
  });
});
