import { describe, expect, it } from '@jest/globals';
import type { Command, GameEvent } from '../../../../src/engine/core/game.js';
import { findGame } from '../../../../src/engine/registry.js';
import { schafkopf } from '../../../../src/engine/schafkopf/index.js';
import { spec } from '../../../support/decider.js';
import { RUF } from '../deals.js';
import { setupOf } from '../fixtures.js';

// A stream recorded under rules version 1, in its own names: seat 0 klopft, says "Ich spiele", the others
// "Weiter"; seat 0 calls the Gras-Ass (seat 1 holds it).
const v1 = findGame('schafkopf', 1)!;
const setup = setupOf({ options: { doubling: 'everyone' }, presets: [RUF] });
const act = (seat: number, action: Record<string, unknown>): Command => ({ type: 'Act', seat, action: action as never });
const OLD_STREAM: GameEvent[] = [
  { type: 'MatchStarted', data: { players: 4, firstDealer: 3, deals: 8 } },
  { type: 'CardsDealt', data: { deal: 1, dealer: 3, half: 1, schieber: false, hands: RUF.hands.map((hand) => hand.slice(0, 4)) } },
  { type: 'Doubled', data: { seat: 0 } },
  { type: 'DoublingDeclined', data: { seat: 1 } },
  { type: 'DoublingDeclined', data: { seat: 2 } },
  { type: 'DoublingDeclined', data: { seat: 3 } },
  { type: 'CardsDealt', data: { deal: 1, dealer: 3, half: 2, schieber: false, hands: RUF.hands.map((hand) => hand.slice(4)) } },
  { type: 'PlayDeclared', data: { seat: 0 } },
  { type: 'Passed', data: { seat: 1 } },
  { type: 'Passed', data: { seat: 2 } },
  { type: 'Passed', data: { seat: 3 } },
];
const CALLED: GameEvent[] = [
  ...OLD_STREAM,
  { type: 'GameNamed', data: { seat: 0, game: 'rufspiel', suit: null, call: 'GA', target: 61 } },
  { type: 'ContractFixed', data: { game: 'rufspiel', declarer: 0, suit: null, call: 'GA', target: 61, muss: false, hochzeitOffer: null } },
];

describe('a stream recorded under rules version 1 (old names)', () => {
  it('is exactly what version 1 still decides from its commands', () => {
    const commands = [
      { type: 'StartMatch' } as Command,
      act(0, { type: 'double' }),
      act(1, { type: 'pass' }),
      act(2, { type: 'pass' }),
      act(3, { type: 'pass' }),
      act(0, { type: 'play' }),
      act(1, { type: 'pass' }),
      act(2, { type: 'pass' }),
      act(3, { type: 'pass' }),
    ];
    let state = v1.initialState(setup);
    const events: GameEvent[] = [];
    for (const command of commands) {
      const produced = v1.decide(command, state);
      for (const event of produced) state = v1.evolve(state, event);
      events.push(...produced);
    }
    expect(events).toEqual(OLD_STREAM);
  });

  it('given the old stream, when an old-named action comes, then version 1 records old-named events', () => {
    spec(v1, setup)
      .given(OLD_STREAM)
      .when(act(0, { type: 'announce', game: 'rufspiel', call: 'GA' }))
      .then(CALLED.slice(OLD_STREAM.length));
    // Version 1's stoss meant the next Spritzen level, recorded as StossGiven.
    spec(v1, setup)
      .given(CALLED)
      .when(act(3, { type: 'stoss' }))
      .then([{ type: 'StossGiven', data: { seat: 3, level: 1 } }]);
    const stossed = [...CALLED, { type: 'StossGiven', data: { seat: 3, level: 1 } }];
    spec(v1, setup)
      .given(stossed)
      .when(act(1, { type: 'stoss' }))
      .then([{ type: 'StossGiven', data: { seat: 1, level: 2 } }]);
    // Today's names are read too (its clients are shown today's legal actions), and recorded the old way.
    spec(v1, setup)
      .given(stossed)
      .when(act(1, { type: 're' }))
      .then([{ type: 'StossGiven', data: { seat: 1, level: 2 } }]);
    spec(v1, setup)
      .given(OLD_STREAM)
      .when(act(0, { type: 'nameGame', game: 'rufspiel', call: 'GA' }))
      .then(CALLED.slice(OLD_STREAM.length));
    spec(v1, setup)
      .given(OLD_STREAM)
      .when(act(0, { type: 'pass' }))
      .thenThrows('ILLEGAL_ACTION', /Someone must play/);
  });

  it('when the deal ends, version 1 records DealScored as it did (the result without the summary)', () => {
    const state = spec(v1, setup).given(CALLED).state;
    let now = state;
    const events: GameEvent[] = [];
    while (now.phase === 'playing' && now.deal === 1) {
      const seat = v1.activeSeats(now)[0];
      const card = v1.legalActions(now, seat).find((a) => a.type === 'playCard')!;
      const produced = v1.decide(act(seat, card), now);
      for (const event of produced) now = v1.evolve(now, event);
      events.push(...produced);
    }
    const scored = events.find((e) => e.type === 'DealScored')!.data as Record<string, unknown>;
    expect(Object.keys(scored).sort()).toEqual(
      [
        'deal',
        'kind',
        'contract',
        'partner',
        'hands',
        'points',
        'tricks',
        'declarerPoints',
        'won',
        'schneider',
        'schwarz',
        'laufende',
        'items',
        'doublings',
        'value',
        'ramschLosers',
        'durchmarsch',
        'payments',
        'stockPayments',
        'stockChange',
      ].sort(),
    );
    expect(scored).toMatchObject({
      deal: 1,
      doublings: [{ reason: 'klopfen', seat: 0 }],
      items: expect.arrayContaining([{ what: 'tariff', amount: 10 }]),
    });
    // The next deal's first half, before its Klopfen round.
    expect(events.filter((e) => e.type === 'CardsDealt').map((e) => e.data)).toEqual([expect.objectContaining({ deal: 2, half: 1 })]);
    // Today's version replays it into the same state and shows the deal's summary.
    const all = [...CALLED, ...events];
    const today = all.reduce((s, e) => schafkopf.evolve(s, e as never), schafkopf.initialState(setup));
    expect(today).toEqual(now);
    const view = schafkopf.view(today, 2);
    expect(view.lastDeal).toMatchObject({
      dealNumber: 1,
      items: expect.arrayContaining([
        { label: 'Grundtarif', value: 10 },
        { label: 'Klopfen x2', value: expect.any(Number) },
      ]),
    });
    expect(view.lastDealDetails).toMatchObject({ kind: 'game', doublings: [{ reason: 'klopfen', seat: 0 }] });
  });

  it("today's version reads the old stream and shows it in today's names", () => {
    const state = OLD_STREAM.reduce((s, e) => schafkopf.evolve(s, e as never), schafkopf.initialState(setup));
    const view = schafkopf.view(state, 0);
    expect(view).toMatchObject({
      phase: 'naming',
      dealNumber: 1,
      klopfer: [0],
      declarations: ['bid', 'pass', 'pass', 'pass'],
      multiplier: 2,
      waitingFor: [0],
    });
    expect(schafkopf.legalActions(state, 0).map((a) => a.type)).toEqual(expect.arrayContaining(['nameGame', 'voteEnd']));
    const shown = OLD_STREAM.map((event) => schafkopf.redact(event as never, 1, state));
    expect(shown.map((e) => e.type)).toEqual([
      'MatchStarted',
      'DealDealt',
      'Doubled',
      'DoublingDeclined',
      'DoublingDeclined',
      'DoublingDeclined',
      'DealDealt',
      'BidMade',
      'BidPassed',
      'BidPassed',
      'BidPassed',
    ]);
    expect(shown[1].data).toEqual({
      dealNumber: 1,
      dealer: 3,
      half: 1,
      schieber: false,
      hands: [null, RUF.hands[1].slice(0, 4), null, null],
    });
    expect(shown[2].data).toEqual({ seat: 0, level: 1, name: 'Klopfen' });
    expect(schafkopf.redact({ type: 'StossGiven', data: { seat: 3, level: 2 } } as never, 'spectator', state)).toEqual({
      type: 'Doubled',
      data: { seat: 3, level: 2, name: 'Re' },
    });
    for (const event of shown) expect(schafkopf.schemas!.event.safeParse(event).success).toBe(true);
    // Version 1's event schema knows both vocabularies.
    for (const event of [...CALLED, { type: 'StossGiven', data: { seat: 3, level: 1 } }])
      expect(v1.schemas!.event.safeParse(event).success).toBe(true);
  });
});
