import { describe, expect, it } from '@jest/globals';
import { spec } from '../../support/decider.js';
import { START, act, game, history, setupOf, startsWith, types } from './fixtures.js';

const KEEP = act(1, { type: 'choosePacket', keep: true });
const REJECT = act(1, { type: 'choosePacket', keep: false });

describe('Feuer (three aces) ends the deal at once', () => {
  it("straight from the deal, in a player's hand", () => {
    const hands = [
      ['EA', 'GA', 'HA'],
      ['G7', 'S8', 'E9'],
    ];
    const setup = setupOf({ presets: [{ hands, second: ['SK', 'SO', 'G6'] }] });
    spec(game, setup)
      .given([])
      .when(START)
      .then((events) => {
        expect(types(events)).toEqual(['MatchStarted', 'DealDealt', 'FeuerShown', 'DealScored', 'LifeLost', 'DealDealt']);
        expect(events.slice(2, 5)).toEqual([
          { type: 'FeuerShown', data: { seat: 0 } },
          // The dealer had not chosen yet: the packet he looked at counts.
          {
            type: 'DealScored',
            data: {
              dealNumber: 1,
              winners: [0],
              summary: 'Feuer (three aces) ends the deal: seat 1 loses a life.',
              items: [{ label: 'Seat 1: lowest hand (9): loses a life', value: -1 }],
              changes: [
                { seat: 0, delta: 0 },
                { seat: 1, delta: -1 },
              ],
              reason: 'feuer',
              hands,
              values: [33, 9],
              payers: [1],
            },
          },
          { type: 'LifeLost', data: { seat: 1, livesLeft: 2 } },
        ]);
        expect(events[5].data).toMatchObject({ dealNumber: 2, dealer: 0 });
      });
  });

  it('counts the feuerValue option', () => {
    const setup = setupOf({
      options: { feuerValue: 31 },
      presets: [
        {
          hands: [
            ['EA', 'GA', 'HA'],
            ['G7', 'S8', 'E9'],
          ],
          second: ['SK', 'SO', 'G6'],
        },
      ],
    });
    spec(game, setup)
      .given([])
      .when(START)
      .then((events) => expect(events[3].data).toMatchObject({ values: [31, 9] }));
  });

  it("the dealer's packet shows only once he has chosen it", () => {
    const setup = setupOf({
      presets: [
        {
          hands: [
            ['G7', 'S8', 'E9'],
            ['EA', 'GA', 'HA'],
          ],
          second: ['SK', 'SO', 'G6'],
        },
      ],
    });
    const dealt = history(setup, [START]);
    expect(types(dealt)).toEqual(['MatchStarted', 'DealDealt']);
    spec(game, setup)
      .given(dealt)
      .when(KEEP)
      .then(
        startsWith([
          { type: 'PacketChosen', data: { seat: 1, kept: 'first', table: ['SK', 'SO', 'G6'] } },
          { type: 'FeuerShown', data: { seat: 1 } },
          {
            type: 'DealScored',
            data: {
              dealNumber: 1,
              winners: [1],
              summary: 'Feuer (three aces) ends the deal: seat 0 loses a life.',
              items: [{ label: 'Seat 0: lowest hand (9): loses a life', value: -1 }],
              changes: [
                { seat: 0, delta: -1 },
                { seat: 1, delta: 0 },
              ],
              reason: 'feuer',
              hands: [
                ['G7', 'S8', 'E9'],
                ['EA', 'GA', 'HA'],
              ],
              values: [9, 33],
              payers: [0],
            },
          },
        ]),
      );
  });

  it("in the dealer's second packet, when he takes it", () => {
    const setup = setupOf({
      presets: [
        {
          hands: [
            ['G7', 'S8', 'E9'],
            ['SK', 'SO', 'G6'],
          ],
          second: ['EA', 'GA', 'HA'],
        },
      ],
    });
    spec(game, setup)
      .given(history(setup, [START]))
      .when(REJECT)
      .then((events) => expect(types(events).slice(0, 3)).toEqual(['PacketChosen', 'FeuerShown', 'DealScored']));
  });

  it('completed by a swap', () => {
    const setup = setupOf({
      presets: [
        {
          hands: [
            ['EA', 'GA', 'S8'],
            ['HK', 'H9', 'E7'],
          ],
          second: ['HA', 'SO', 'G6'],
        },
      ],
    });
    spec(game, setup)
      .given(history(setup, [START, KEEP]))
      .when(act(0, { type: 'swapOne', hand: 'S8', table: 'HA' }))
      .then(
        startsWith([
          { type: 'CardSwapped', data: { seat: 0, hand: 'S8', table: 'HA' } },
          { type: 'FeuerShown', data: { seat: 0 } },
          {
            type: 'DealScored',
            data: {
              dealNumber: 1,
              winners: [0],
              summary: 'Feuer (three aces) ends the deal: seat 1 loses a life.',
              items: [{ label: 'Seat 1: lowest hand (19): loses a life', value: -1 }],
              changes: [
                { seat: 0, delta: 0 },
                { seat: 1, delta: -1 },
              ],
              reason: 'feuer',
              hands: [
                ['EA', 'GA', 'HA'],
                ['HK', 'H9', 'E7'],
              ],
              values: [33, 19],
              payers: [1],
            },
          },
        ]),
      );
  });

  it('completed by a swap in the last turns after a knock', () => {
    const setup = setupOf({
      presets: [
        {
          hands: [
            ['G7', 'S8', 'E9'],
            ['EA', 'GA', 'E7'],
          ],
          second: ['HA', 'SO', 'G6'],
        },
      ],
    });
    spec(game, setup)
      .given(history(setup, [START, KEEP, act(0, { type: 'knock' })]))
      .when(act(1, { type: 'swapOne', hand: 'E7', table: 'HA' }))
      .then((events) => {
        expect(types(events).slice(0, 3)).toEqual(['CardSwapped', 'FeuerShown', 'DealScored']);
        expect(events[2].data).toMatchObject({ reason: 'feuer', payers: [0] });
      });
  });
});

describe('Schnauz (31 in one suit) ends the deal when its holder is on turn', () => {
  it('not out of turn, straight from the deal', () => {
    const setup = setupOf({
      presets: [
        {
          hands: [
            ['HA', 'H10', 'HU'],
            ['G7', 'S8', 'E9'],
          ],
          second: ['SK', 'SO', 'G6'],
        },
      ],
    });
    expect(types(history(setup, [START]))).toEqual(['MatchStarted', 'DealDealt']);
    spec(game, setup)
      .given(history(setup, [START]))
      .when(KEEP)
      .then(
        startsWith([
          { type: 'PacketChosen', data: { seat: 1, kept: 'first', table: ['SK', 'SO', 'G6'] } },
          { type: 'SchnauzShown', data: { seat: 0 } },
          {
            type: 'DealScored',
            data: {
              dealNumber: 1,
              winners: [0],
              summary: 'Schnauz (31) ends the deal: seat 1 loses a life.',
              items: [{ label: 'Seat 1: lowest hand (9): loses a life', value: -1 }],
              changes: [
                { seat: 0, delta: 0 },
                { seat: 1, delta: -1 },
              ],
              reason: 'schnauz',
              hands: [
                ['HA', 'H10', 'HU'],
                ['G7', 'S8', 'E9'],
              ],
              values: [31, 9],
              payers: [1],
            },
          },
        ]),
      );
  });

  const dealerSchnauz = setupOf({
    presets: [
      {
        hands: [
          ['G7', 'S8', 'E9'],
          ['HA', 'H10', 'HU'],
        ],
        second: ['SK', 'SO', 'G6'],
      },
    ],
  });

  it("as soon as the holder's turn comes", () => {
    spec(game, dealerSchnauz)
      .given(history(dealerSchnauz, [START, KEEP]))
      .when(act(0, { type: 'passTurn' }))
      .then(
        startsWith([
          { type: 'TurnPassed', data: { seat: 0 } },
          { type: 'SchnauzShown', data: { seat: 1 } },
        ]),
      );
  });

  it('also when that turn is a last turn after a knock', () => {
    spec(game, dealerSchnauz)
      .given(history(dealerSchnauz, [START, KEEP]))
      .when(act(0, { type: 'knock' }))
      .then((events) => {
        expect(types(events).slice(0, 3)).toEqual(['Knocked', 'SchnauzShown', 'DealScored']);
        expect(events[2].data).toMatchObject({ reason: 'schnauz', values: [9, 31], payers: [0] });
      });
  });

  it('completed by a swap', () => {
    const setup = setupOf({
      presets: [
        {
          hands: [
            ['HA', 'H10', 'S8'],
            ['G7', 'E8', 'E9'],
          ],
          second: ['HK', 'SO', 'G6'],
        },
      ],
    });
    spec(game, setup)
      .given(history(setup, [START, KEEP]))
      .when(act(0, { type: 'swapOne', hand: 'S8', table: 'HK' }))
      .then(
        startsWith([
          { type: 'CardSwapped', data: { seat: 0, hand: 'S8', table: 'HK' } },
          { type: 'SchnauzShown', data: { seat: 0 } },
          {
            type: 'DealScored',
            data: {
              dealNumber: 1,
              winners: [0],
              summary: 'Schnauz (31) ends the deal: seat 1 loses a life.',
              items: [{ label: 'Seat 1: lowest hand (17): loses a life', value: -1 }],
              changes: [
                { seat: 0, delta: 0 },
                { seat: 1, delta: -1 },
              ],
              reason: 'schnauz',
              hands: [
                ['HA', 'H10', 'HK'],
                ['G7', 'E8', 'E9'],
              ],
              values: [31, 17],
              payers: [1],
            },
          },
        ]),
      );
  });
});
