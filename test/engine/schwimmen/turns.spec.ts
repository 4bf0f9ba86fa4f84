import { describe, expect, it } from '@jest/globals';
import type { Card } from '../../../src/engine/core/cards.js';
import { spec } from '../../support/decider.js';
import { BASIC, BASIC_PLAYING, START, act, game, history, run, setupOf, startsWith } from './fixtures.js';

const setup = setupOf({ presets: [BASIC] });
// Seat 0: G7 S8 E9 (9); dealer seat 1: HK H9 E7 (19); table: SK SO G6.
const playing = history(setup, BASIC_PLAYING);

describe('a turn: swap one, swap all, pass', () => {
  it('swaps one hand card with one table card', () => {
    const state = spec(game, setup)
      .given(playing)
      .when(act(0, { type: 'swapOne', hand: 'G7', table: 'SK' }))
      .then([{ type: 'CardSwapped', data: { seat: 0, hand: 'G7', table: 'SK' } }]);
    expect(game.view(state, 0)).toMatchObject({ hand: ['SK', 'S8', 'E9'], table: ['G7', 'SO', 'G6'], waitingFor: [1] });
  });

  it('swaps all three hand cards with the three table cards', () => {
    const state = spec(game, setup)
      .given(playing)
      .when(act(0, { type: 'swapAll' }))
      .then([{ type: 'AllCardsSwapped', data: { seat: 0, hand: ['G7', 'S8', 'E9'], table: ['SK', 'SO', 'G6'] } }]);
    expect(game.view(state, 0)).toMatchObject({ hand: ['SK', 'SO', 'G6'], table: ['G7', 'S8', 'E9'], waitingFor: [1] });
  });

  it('passes (weiter schieben): nothing changes but the turn', () => {
    const state = spec(game, setup)
      .given(playing)
      .when(act(0, { type: 'passTurn' }))
      .then([{ type: 'TurnPassed', data: { seat: 0 } }]);
    expect(game.view(state, 1)).toMatchObject({ waitingFor: [1], passes: 1, table: ['SK', 'SO', 'G6'] });
  });

  it('offers every swap pair, swapAll, pass and knock', () => {
    const { state } = run(setup, BASIC_PLAYING);
    const actions = game.legalActions(state, 0);
    expect(actions.filter((a) => a.type === 'swapOne')).toHaveLength(9);
    expect(actions.slice(9)).toEqual([{ type: 'swapAll' }, { type: 'passTurn' }, { type: 'knock' }]);
  });
});

describe('refusing moves', () => {
  const when = (seat: number, action: Record<string, unknown>) => spec(game, setup).given(playing).when(act(seat, action));

  it('only the player on turn moves', () =>
    when(1, { type: 'passTurn' }).thenThrows('NOT_YOUR_TURN', /^It is seat 0's turn, not seat 1's\.$/));
  it('the hand card must be in the hand', () => when(0, { type: 'swapOne', hand: 'HK', table: 'SK' }).thenThrows('CARD_NOT_IN_HAND'));
  it('the table card must be on the table', () => when(0, { type: 'swapOne', hand: 'G7', table: 'EA' }).thenThrows('CARD_NOT_ON_TABLE'));
  it('card codes must be cards', () => when(0, { type: 'swapOne', hand: 'X9', table: 'SK' }).thenThrows('INVALID_CARD'));
  it('swapOne needs both cards', () => when(0, { type: 'swapOne', hand: 'G7' }).thenThrows('INVALID_ACTION'));
  it('unknown action types are refused', () => when(0, { type: 'fold' }).thenThrows('INVALID_ACTION'));
  it('an action without a type is refused', () => when(0, {}).thenThrows('INVALID_ACTION'));
  it('a missing action is refused', () =>
    spec(game, setup)
      .given(playing)
      .when({ type: 'Act', seat: 0, action: null as never })
      .thenThrows('INVALID_ACTION'));
  it('an unknown command is refused', () =>
    spec(game, setup)
      .given(playing)
      .when({ type: 'Undo' } as never)
      .thenThrows('INVALID_ACTION'));
});

describe('knocking (klopfen)', () => {
  it('after a knock the other player has one more turn, then the showdown', () => {
    const knocked = history(setup, [...BASIC_PLAYING, act(0, { type: 'knock' })]);
    expect(knocked.at(-1)).toEqual({ type: 'Knocked', data: { seat: 0 } });
    spec(game, setup)
      .given(knocked)
      .when(act(1, { type: 'passTurn' }))
      .then(
        startsWith([
          { type: 'TurnPassed', data: { seat: 1 } },
          {
            type: 'DealScored',
            data: {
              dealNumber: 1,
              winners: [1],
              summary: 'Showdown after a knock: seat 0 loses a life.',
              items: [{ label: 'Seat 0: lowest hand (9): loses a life', value: -1 }],
              changes: [
                { seat: 0, delta: -1 },
                { seat: 1, delta: 0 },
              ],
              reason: 'knock',
              hands: [
                ['G7', 'S8', 'E9'],
                ['HK', 'H9', 'E7'],
              ],
              values: [9, 19],
              payers: [0],
            },
          },
          { type: 'LifeLost', data: { seat: 0, livesLeft: 2 } },
        ]),
      );
  });

  // Three players, seat 2 deals and keeps: seat 0 G7 S8 E9, seat 1 HK H9 E7, seat 2 SK SO G6; table EK EO G8.
  const three = setupOf({
    players: 3,
    presets: [
      {
        hands: [
          ['G7', 'S8', 'E9'],
          ['HK', 'H9', 'E7'],
          ['SK', 'SO', 'G6'],
        ],
        second: ['EK', 'EO', 'G8'],
      },
    ],
  });
  const threePlaying = [START, act(2, { type: 'choosePacket', keep: true })];

  it('every other player moves once more, the knocker not at all', () => {
    const before = history(three, [
      ...threePlaying,
      act(0, { type: 'passTurn' }),
      act(1, { type: 'knock' }),
      act(2, { type: 'swapOne', hand: 'G6', table: 'G8' }),
    ]);
    const given = spec(game, three).given(before);
    expect(game.view(given.state, 0)).toMatchObject({ waitingFor: [0], knockedBy: 1, finalTurnsLeft: [0] });
    given.when(act(0, { type: 'passTurn' })).then((events) => {
      expect(events.map((e) => e.type).slice(0, 2)).toEqual(['TurnPassed', 'DealScored']);
      expect(events[1].data).toMatchObject({ reason: 'knock', values: [9, 19, 20], payers: [0] });
    });
  });

  it('nobody knocks again during the last turns', () => {
    const before = history(three, [...threePlaying, act(0, { type: 'knock' })]);
    const given = spec(game, three).given(before);
    given.when(act(1, { type: 'knock' })).thenThrows('ILLEGAL_ACTION', /has knocked/);
    expect(game.legalActions(given.state, 1).map((a) => a.type)).not.toContain('knock');
  });

  it('passes after a knock never refresh the table', () => {
    const before = history(three, [...threePlaying, act(0, { type: 'passTurn' }), act(1, { type: 'knock' }), act(2, { type: 'passTurn' })]);
    spec(game, three)
      .given(before)
      .when(act(0, { type: 'passTurn' }))
      .then((events) => expect(events.map((e) => e.type).slice(0, 2)).toEqual(['TurnPassed', 'DealScored']));
  });

  describe('house rule knockAfterFirstRound', () => {
    const strict = setupOf({ players: 3, options: { knockAfterFirstRound: true }, presets: three.presets });

    it('nobody knocks before every player has had a turn', () => {
      spec(game, strict)
        .given(history(strict, threePlaying))
        .when(act(0, { type: 'knock' }))
        .thenThrows('ILLEGAL_ACTION', /knockAfterFirstRound/);
      const { state } = run(strict, [...threePlaying, act(0, { type: 'passTurn' }), act(1, { type: 'swapOne', hand: 'E7', table: 'EK' })]);
      expect(game.legalActions(state, 2).map((a) => a.type)).not.toContain('knock');
    });

    it('knocking is allowed once everyone has had a turn', () => {
      const round = history(strict, [
        ...threePlaying,
        act(0, { type: 'passTurn' }),
        act(1, { type: 'swapOne', hand: 'E7', table: 'EK' }),
        act(2, { type: 'swapOne', hand: 'G6', table: 'G8' }),
      ]);
      spec(game, strict)
        .given(round)
        .when(act(0, { type: 'knock' }))
        .then([{ type: 'Knocked', data: { seat: 0 } }]);
    });

    it('by default a player may knock on his first turn', () => {
      spec(game, three)
        .given(history(three, threePlaying))
        .when(act(0, { type: 'knock' }))
        .then([{ type: 'Knocked', data: { seat: 0 } }]);
    });
  });
});

describe('a round of passes refreshes the table', () => {
  it('when every player passed, the table is discarded and three cards come from the front of the stock', () => {
    const { state: before } = run(setup, BASIC_PLAYING);
    const front = before.stock.slice(0, 3) as Card[];
    const state = spec(game, setup)
      .given(history(setup, [...BASIC_PLAYING, act(0, { type: 'passTurn' })]))
      .when(act(1, { type: 'passTurn' }))
      .then([
        { type: 'TurnPassed', data: { seat: 1 } },
        { type: 'TableRefreshed', data: { discarded: ['SK', 'SO', 'G6'], table: front } },
      ]);
    expect(game.view(state, 0)).toMatchObject({ waitingFor: [0], table: front, stockCount: before.stock.length - 3, passes: 0 });
  });

  it('a swap in between starts the count again', () => {
    const before = history(setup, [...BASIC_PLAYING, act(0, { type: 'passTurn' }), act(1, { type: 'swapOne', hand: 'E7', table: 'G6' })]);
    spec(game, setup)
      .given(before)
      .when(act(0, { type: 'passTurn' }))
      .then([{ type: 'TurnPassed', data: { seat: 0 } }]);
  });

  it('when the stock cannot supply three cards, the deal ends in a showdown', () => {
    const short = setupOf({ presets: [{ ...BASIC, stock: ['EA', 'E10', 'E8', 'G9', 'G8'] }] });
    const before = history(short, [
      ...BASIC_PLAYING,
      act(0, { type: 'passTurn' }),
      act(1, { type: 'passTurn' }),
      act(0, { type: 'passTurn' }),
    ]);
    expect(before.filter((e) => e.type === 'TableRefreshed')).toHaveLength(1);
    spec(game, short)
      .given(before)
      .when(act(1, { type: 'passTurn' }))
      .then(
        startsWith([
          { type: 'TurnPassed', data: { seat: 1 } },
          {
            type: 'DealScored',
            data: {
              dealNumber: 1,
              winners: [1],
              summary: 'Showdown: a round of passes and too few cards left in the stock: seat 0 loses a life.',
              items: [{ label: 'Seat 0: lowest hand (9): loses a life', value: -1 }],
              changes: [
                { seat: 0, delta: -1 },
                { seat: 1, delta: 0 },
              ],
              reason: 'stockExhausted',
              hands: [
                ['G7', 'S8', 'E9'],
                ['HK', 'H9', 'E7'],
              ],
              values: [9, 19],
              payers: [0],
            },
          },
        ]),
      );
  });
});
