import { describe, expect, it } from '@jest/globals';
import { optionsJsonSchema, resolveOptions } from '../../../src/engine/core/options.js';
import { BASIC, BASIC_PLAYING, START, act, game, run, setupOf } from './fixtures.js';

const setup = setupOf({ presets: [BASIC] });

describe('the game record', () => {
  it('describes Schwimmen / Schnauz', () => {
    expect(game).toMatchObject({ id: 'schwimmen', title: 'Schwimmen / Schnauz', players: { min: 2, max: 6 }, rulesVersion: 1 });
    expect(resolveOptions(game.options, {})).toEqual({ deck: 36, lives: 3, feuerValue: 33, knockAfterFirstRound: false, firstDealer: null });
    expect(optionsJsonSchema(game.options)).toMatchObject({ properties: { deck: { enum: [36, 32] } } });
  });

  it('publishes a schema for every action', () => {
    expect(game.actions.map((a) => a.type)).toEqual(['choosePacket', 'swapOne', 'swapAll', 'pass', 'knock']);
    const swapOne = game.actions.find((a) => a.type === 'swapOne');
    expect(swapOne?.required).toEqual(['hand', 'table']);
    expect(swapOne?.properties.hand).toMatchObject({ type: 'string', pattern: '^[EGHS](A|10|K|O|U|9|8|7|6)$' });
  });
});

describe('view', () => {
  it('shows the viewer his own hand only', () => {
    const { state } = run(setup, BASIC_PLAYING);
    expect(game.view(state, 0)).toEqual({
      phase: 'playing',
      deal: 1,
      dealer: 1,
      turn: 0,
      table: ['SK', 'SO', 'G6'],
      stockCount: 27,
      players: [
        { seat: 0, lives: 3, status: 'playing', swimming: false, eliminated: false, cardCount: 3, knocked: false },
        { seat: 1, lives: 3, status: 'playing', swimming: false, eliminated: false, cardCount: 3, knocked: false },
      ],
      hand: ['G7', 'S8', 'E9'],
      handValue: 9,
      knockedBy: null,
      finalTurnsLeft: [],
      passes: 0,
      lastDeal: null,
      outcome: null,
    });
    expect(game.view(state, 'spectator')).toMatchObject({ hand: null, handValue: null });
  });

  it('shows who knocked and who still moves', () => {
    const { state } = run(setup, [...BASIC_PLAYING, act(0, { type: 'knock' })]);
    expect(game.view(state, 1)).toMatchObject({ knockedBy: 0, finalTurnsLeft: [1], turn: 1 });
    expect(game.view(state, 1).players[0].knocked).toBe(true);
  });

  it('shows the last showdown to everyone', () => {
    const { state } = run(setup, [...BASIC_PLAYING, act(0, { type: 'knock' }), act(1, { type: 'pass' })]);
    expect(game.view(state, 'spectator').lastDeal).toEqual({
      deal: 1,
      reason: 'knock',
      hands: [['G7', 'S8', 'E9'], ['HK', 'H9', 'E7']],
      values: [9, 19],
      payers: [0],
    });
    expect(game.view(state, 'spectator')).toMatchObject({ phase: 'choosing', deal: 2, dealer: 0, turn: 0 });
  });

  it('shows nothing before the start but the lives', () => {
    const state = game.initialState(setup);
    expect(game.view(state, 0)).toMatchObject({ phase: 'waiting', deal: 0, dealer: null, turn: null, hand: null, table: [] });
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
      data: { deal: 1, dealer: 1, hands: [['G7', 'S8', 'E9'], null], second: null, stock: null, stockCount: 27 },
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
