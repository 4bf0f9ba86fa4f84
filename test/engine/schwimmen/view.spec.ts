import { describe, expect, it } from '@jest/globals';
import { optionsJsonSchema, resolveOptions } from '../../../src/engine/core/options.js';
import { BASIC, BASIC_PLAYING, act, game, run, setupOf } from './fixtures.js';

const setup = setupOf({ presets: [BASIC] });

describe('the game record', () => {
  it('describes Schwimmen / Schnauz', () => {
    expect(game).toMatchObject({ id: 'schwimmen', title: 'Schwimmen / Schnauz', players: { min: 2, max: 6 }, rulesVersion: 2 });
    expect(resolveOptions(game.options, {})).toEqual({
      deck: 36,
      lives: 3,
      feuerValue: 33,
      knockAfterFirstRound: false,
      firstDealer: null,
    });
    expect(optionsJsonSchema(game.options)).toMatchObject({ properties: { deck: { enum: [36, 32] } } });
  });

  it('publishes a schema for every action', () => {
    expect(game.actions.map((a) => a.type)).toEqual(['choosePacket', 'swapOne', 'swapAll', 'passTurn', 'knock']);
    // No Schwimmen action is optional: the match waits for the seat on turn.
    expect(game.actions.filter((a) => a.optional)).toEqual([]);
    const swapOne = game.actions.find((a) => a.type === 'swapOne');
    expect(swapOne?.required).toEqual(['hand', 'table']);
    expect(swapOne?.properties.hand).toMatchObject({ type: 'string', pattern: '^[EGHS](A|10|K|O|U|9|8|7|6)$' });
  });
});

describe('view', () => {
  it('shows the viewer his own hand only', () => {
    const { state } = run(setup, BASIC_PLAYING);
    expect(game.view(state, 0)).toEqual({
      game: 'schwimmen',
      phase: 'playing',
      dealNumber: 1,
      dealer: 1,
      waitingFor: [0],
      hand: ['G7', 'S8', 'E9'],
      trick: [],
      seats: [
        { seat: 0, cardCount: 3, score: 3, status: 'playing' },
        { seat: 1, cardCount: 3, score: 3, status: 'playing' },
      ],
      lastDeal: null,
      table: ['SK', 'SO', 'G6'],
      stockCount: 27,
      handValue: 9,
      knockedBy: null,
      finalTurnsLeft: [],
      passes: 0,
      lastShowdown: null,
      outcome: null,
    });
    expect(game.view(state, 'spectator')).toMatchObject({ hand: null, handValue: null });
  });

  it('shows who knocked and who still moves', () => {
    const { state } = run(setup, [...BASIC_PLAYING, act(0, { type: 'knock' })]);
    expect(game.view(state, 1)).toMatchObject({ knockedBy: 0, finalTurnsLeft: [1], waitingFor: [1] });
  });

  it('shows the last deal and its showdown to everyone', () => {
    const { state } = run(setup, [...BASIC_PLAYING, act(0, { type: 'knock' }), act(1, { type: 'passTurn' })]);
    expect(game.view(state, 'spectator').lastDeal).toEqual({
      dealNumber: 1,
      winners: [1],
      summary: 'Showdown after a knock: seat 0 loses a life.',
      items: [{ label: 'Seat 0: lowest hand (9): loses a life', value: -1 }],
      changes: [
        { seat: 0, delta: -1 },
        { seat: 1, delta: 0 },
      ],
    });
    expect(game.view(state, 'spectator').lastShowdown).toEqual({
      reason: 'knock',
      hands: [
        ['G7', 'S8', 'E9'],
        ['HK', 'H9', 'E7'],
      ],
      values: [9, 19],
      payers: [0],
    });
    expect(game.view(state, 'spectator')).toMatchObject({
      phase: 'choosing',
      dealNumber: 2,
      dealer: 0,
      waitingFor: [0],
      seats: [
        { seat: 0, cardCount: 3, score: 2, status: 'playing' },
        { seat: 1, cardCount: 3, score: 3, status: 'playing' },
      ],
    });
  });

  it('shows nothing before the start but the lives', () => {
    const state = game.initialState(setup);
    expect(game.view(state, 0)).toMatchObject({
      phase: 'waiting',
      dealNumber: 0,
      dealer: null,
      waitingFor: [],
      hand: [],
      handValue: null,
      table: [],
    });
    expect(game.view(state, 0).seats).toEqual([
      { seat: 0, cardCount: 0, score: 3, status: 'playing' },
      { seat: 1, cardCount: 0, score: 3, status: 'playing' },
    ]);
    expect(game.activeSeats(state)).toEqual([]);
    expect(game.outcome(state)).toBeNull();
  });
});

describe('redact', () => {
  const now = game.initialState(setup);
  const dealt = game.decide({ type: 'StartMatch' }, now)[1];

  it('a seat sees its own packet of the deal, never the second packet or the stock', () => {
    expect(game.redact(dealt, 0, now)).toEqual({
      type: 'DealDealt',
      data: { dealNumber: 1, dealer: 1, hands: [['G7', 'S8', 'E9'], null], second: null, stock: null, stockCount: 27 },
    });
  });

  it('the dealer sees the packet he looks at', () => {
    expect(game.redact(dealt, 1, now).data).toMatchObject({ hands: [null, ['HK', 'H9', 'E7']], second: null, stock: null });
  });

  it('a spectator sees no cards of the deal', () => {
    expect(game.redact(dealt, 'spectator', now).data).toMatchObject({ hands: [null, null], second: null, stock: null });
  });

  it('other events are public and copied', () => {
    const event = { type: 'TableRefreshed' as const, data: { discarded: ['SK' as const], table: ['EA' as const] } };
    const seen = game.redact(event, 'spectator', now);
    expect(seen).toEqual(event);
    expect(seen.data).not.toBe(event.data);
  });

  it('does not share the hands of the original event', () => {
    const seen = game.redact(dealt, 0, now);
    (seen.data as { hands: string[][] }).hands[0].push('XX');
    expect((dealt.data as { hands: string[][] }).hands[0]).toEqual(['G7', 'S8', 'E9']);
  });
});
