import { describe, expect, it } from '@jest/globals';
import { shuffledPack } from '../../../src/engine/core/shuffle.js';
import { spec } from '../../support/decider.js';
import { BASIC, START, act, game, history, LONG32, LONG36, rest, run, setupOf } from './fixtures.js';

describe('starting the match and dealing', () => {
  it('StartMatch deals deal 1 from the preset; the last seat deals', () => {
    spec(game, setupOf({ presets: [BASIC] }))
      .given([])
      .when(START)
      .then([
        { type: 'MatchStarted', data: { players: 2, lives: 3, firstDealer: 1 } },
        {
          type: 'DealDealt',
          data: {
            dealNumber: 1,
            dealer: 1,
            hands: BASIC.hands,
            second: BASIC.second,
            stock: rest(LONG36, ...BASIC.hands, BASIC.second),
            stockCount: 27,
          },
        },
      ]);
  });

  it("deals packets of three clockwise from the dealer's left, the dealer last, then his second packet", () => {
    const pack = shuffledPack(LONG36, 'seed-a', 1);
    spec(game, setupOf({ players: 3, seed: 'seed-a' }))
      .given([])
      .when(START)
      .then((events) =>
        expect(events[1]).toEqual({
          type: 'DealDealt',
          data: {
            dealNumber: 1,
            dealer: 2,
            hands: [pack.slice(0, 3), pack.slice(3, 6), pack.slice(6, 9)],
            second: pack.slice(9, 12),
            stock: pack.slice(12),
            stockCount: 24,
          },
        }),
      );
  });

  it('the firstDealer option picks the first dealer; dealing starts at his left', () => {
    const pack = shuffledPack(LONG36, 'seed-b', 1);
    const events = history(setupOf({ players: 3, seed: 'seed-b', options: { firstDealer: 0 } }), [START]);
    expect(events[1]).toMatchObject({
      data: { dealer: 0, hands: [pack.slice(6, 9), pack.slice(0, 3), pack.slice(3, 6)], second: pack.slice(9, 12) },
    });
  });

  it('rejects a firstDealer beyond the seats', () => {
    spec(game, setupOf({ players: 3, options: { firstDealer: 3 } }))
      .given([])
      .when(START)
      .thenThrows('INVALID_OPTIONS', /firstDealer/);
  });

  it('the shuffle is deterministic for a seed and differs between seeds and deals', () => {
    const deal = (seed: string) => history(setupOf({ players: 4, seed }), [START])[1];
    expect(deal('same')).toEqual(deal('same'));
    expect(deal('same')).not.toEqual(deal('other'));
    expect(shuffledPack(LONG36, 'same', 1)).not.toEqual(shuffledPack(LONG36, 'same', 2));
  });

  it('the 32-card deck has no sixes', () => {
    const { state } = run(setupOf({ seed: 'x', options: { deck: 32 } }), [START]);
    const cards = [...state.hands.flat(), ...(state.second ?? []), ...state.stock];
    expect(cards.sort()).toEqual([...LONG32].sort());
    expect(state.stock).toHaveLength(32 - 9);
  });

  it('MatchStarted takes the lives option', () => {
    spec(game, setupOf({ presets: [BASIC], options: { lives: 5 } }))
      .given([])
      .when(START)
      .then((events) => expect(events[0].data).toEqual({ players: 2, lives: 5, firstDealer: 1 }));
  });

  it('a match starts once', () => {
    const setup = setupOf({ presets: [BASIC] });
    spec(game, setup)
      .given(history(setup, [START]))
      .when(START)
      .thenThrows('ILLEGAL_ACTION');
  });

  it('nobody acts before the start', () => {
    spec(game, setupOf())
      .given([])
      .when(act(0, { type: 'passTurn' }))
      .thenThrows('MATCH_NOT_STARTED');
  });
});

describe("the dealer's choice", () => {
  const setup = setupOf({ presets: [BASIC] });
  const dealt = history(setup, [START]);

  it('the dealer keeps the packet he looked at: the other goes face up to the table', () => {
    const state = spec(game, setup)
      .given(dealt)
      .when(act(1, { type: 'choosePacket', keep: true }))
      .then([{ type: 'PacketChosen', data: { seat: 1, kept: 'first', table: ['SK', 'SO', 'G6'] } }]);
    expect(game.view(state, 1)).toMatchObject({ hand: ['HK', 'H9', 'E7'], table: ['SK', 'SO', 'G6'], waitingFor: [0] });
  });

  it('the dealer rejects it: it goes face up to the table and he must take the other', () => {
    const state = spec(game, setup)
      .given(dealt)
      .when(act(1, { type: 'choosePacket', keep: false }))
      .then([{ type: 'PacketChosen', data: { seat: 1, kept: 'second', table: ['HK', 'H9', 'E7'] } }]);
    expect(game.view(state, 1)).toMatchObject({ hand: ['SK', 'SO', 'G6'], table: ['HK', 'H9', 'E7'], waitingFor: [0] });
  });

  it('before choosing, the dealer sees only the packet he looked at and only he may act', () => {
    const { state } = run(setup, [START]);
    expect(game.view(state, 1)).toMatchObject({ phase: 'choosing', waitingFor: [1], hand: ['HK', 'H9', 'E7'], table: [] });
    expect(JSON.stringify(game.view(state, 1))).not.toMatch(/"SK"|"SO"|"G6"/);
    expect(game.activeSeats(state)).toEqual([1]);
    expect(game.legalActions(state, 1)).toEqual([
      { type: 'choosePacket', keep: true },
      { type: 'choosePacket', keep: false },
    ]);
    expect(game.legalActions(state, 0)).toEqual([]);
  });

  it('nobody swaps before the dealer has chosen', () => {
    spec(game, setup)
      .given(dealt)
      .when(act(1, { type: 'swapAll' }))
      .thenThrows('ILLEGAL_ACTION');
    spec(game, setup)
      .given(dealt)
      .when(act(0, { type: 'passTurn' }))
      .thenThrows('NOT_YOUR_TURN', /seat 1's turn, not seat 0's/);
  });

  it('choosePacket only right after the deal, and with a boolean', () => {
    const playing = history(setup, [START, act(1, { type: 'choosePacket', keep: true })]);
    spec(game, setup)
      .given(playing)
      .when(act(0, { type: 'choosePacket', keep: true }))
      .thenThrows('ILLEGAL_ACTION');
    spec(game, setup)
      .given(dealt)
      .when(act(1, { type: 'choosePacket', keep: 'yes' }))
      .thenThrows('INVALID_ACTION');
  });
});
