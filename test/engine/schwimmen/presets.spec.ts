import { describe, expect, it } from '@jest/globals';
import { PACKS } from '../../../src/engine/core/cards.js';
import { RuleViolation } from '../../../src/engine/core/errors.js';
import { BASIC, START, game, LONG36, rest, run, setupOf } from './fixtures.js';

const setup2 = setupOf();
const codeOf = (preset: unknown, setup = setup2): string | undefined => {
  try {
    game.validatePreset(preset, setup);
    return undefined;
  } catch (error) {
    return (error as RuleViolation).code;
  }
};

describe('preset deals', () => {
  it('accepts a well-formed preset', () => {
    expect(codeOf(BASIC)).toBeUndefined();
    expect(codeOf({ ...BASIC, stock: ['EA', 'GA', 'HA'] })).toBeUndefined();
    expect(
      codeOf({ hands: [['G7', 'S8', 'E9'], null, ['EA', 'GA', 'HA']], second: ['SK', 'SO', 'G6'] }, setupOf({ players: 3 })),
    ).toBeUndefined();
  });

  // [what is wrong, preset]
  const invalid: [string, unknown][] = [
    ['not an object', ['G7']],
    ['null', null],
    ['an unknown field', { ...BASIC, dealer: 1 }],
    ['no hands', { second: BASIC.second }],
    ['hands for the wrong number of seats', { ...BASIC, hands: [BASIC.hands[0]] }],
    ['a hand of two cards', { ...BASIC, hands: [['G7', 'S8'], BASIC.hands[1]] }],
    ['a hand that is not a list', { ...BASIC, hands: ['G7', BASIC.hands[1]] }],
    ['an invalid card code', { ...BASIC, hands: [['G7', 'S8', 'X9'], BASIC.hands[1]] }],
    ['a lowercase code', { ...BASIC, hands: [['g7', 'S8', 'E9'], BASIC.hands[1]] }],
    [
      'a duplicate card',
      {
        ...BASIC,
        hands: [
          ['G7', 'S8', 'E9'],
          ['G7', 'H9', 'E7'],
        ],
      },
    ],
    ['a duplicate between hand and stock', { ...BASIC, stock: ['G7'] }],
    ['no second packet', { hands: BASIC.hands }],
    ['a second packet of four', { ...BASIC, second: ['SK', 'SO', 'G6', 'S6'] }],
    ['a stock that is not a list', { ...BASIC, stock: 'EA' }],
  ];

  it.each(invalid)('rejects %s with INVALID_PRESET', (_, preset) => {
    expect(codeOf(preset)).toBe('INVALID_PRESET');
  });

  it('rejects a six with the 32-card deck', () => {
    expect(codeOf(BASIC, setupOf({ options: { deck: 32 } }))).toBe('INVALID_PRESET');
  });

  it('without a stock, the stock is the rest of the pack in pack order', () => {
    const { state } = run(setupOf({ presets: [BASIC] }), [START]);
    expect(state.stock).toEqual(rest(LONG36, ...BASIC.hands, BASIC.second));
  });

  it('a given stock is used as it is', () => {
    const { state } = run(setupOf({ presets: [{ ...BASIC, stock: ['EA', 'GA', 'HA', 'SA'] }] }), [START]);
    expect(state.stock).toEqual(['EA', 'GA', 'HA', 'SA']);
  });

  it('deals use their preset by number, then the seed', () => {
    const second = {
      hands: [
        ['E6', 'E7', 'E8'],
        ['G6', 'G7', 'G8'],
      ],
      second: ['H6', 'H7', 'H8'],
    };
    const feuer = {
      hands: [
        ['EA', 'GA', 'HA'],
        ['G7', 'S8', 'E9'],
      ],
      second: ['SK', 'SO', 'G6'],
    };
    // Feuer in deal 1 ends it at once, so deal 2 (the second preset) is dealt in the same command.
    const { state } = run(setupOf({ presets: [feuer, second] }), [START]);
    expect(state.deal).toBe(2);
    expect(state.hands).toEqual(second.hands);
  });

  it('a seat in play without a preset hand takes three cards from the front of the stock', () => {
    const preset = { hands: [['G7', 'S8', 'E9'], null, ['HK', 'H9', 'E7']], second: ['SK', 'SO', 'G6'] };
    const { state } = run(setupOf({ players: 3, presets: [preset] }), [START]);
    const rest = PACKS.long36.filter((c) => ![...preset.hands.flat(), ...preset.second].includes(c));
    expect(state.hands).toEqual([preset.hands[0], rest.slice(0, 3), preset.hands[2]]);
    expect(state.stock).toEqual(rest.slice(3));
  });

  it('rejects a preset with an explicit stock that leaves a seat without a hand', () => {
    const preset = { hands: [['G7', 'S8', 'E9'], null], second: ['SK', 'SO', 'G6'], stock: ['EA', 'E10', 'EK'] };
    expect(codeOf(preset)).toBe('INVALID_PRESET');
  });

  it('lets a preset hand for a seat that is already out sit out', () => {
    // Deal 1: seat 0 has Feuer, seat 1 pays its only life and swims; deal 2 (dealer 0): seat 2 has Feuer,
    // seat 1 goes under; deal 3 (dealer 2) deals only to seats 0 and 2.
    const presets = [
      {
        hands: [
          ['EA', 'GA', 'HA'],
          ['G7', 'S8', 'E9'],
          ['HK', 'H9', 'E7'],
        ],
        second: ['SK', 'SO', 'G6'],
      },
      {
        hands: [
          ['HK', 'H9', 'E7'],
          ['G7', 'S8', 'E9'],
          ['EA', 'GA', 'HA'],
        ],
        second: ['SK', 'SO', 'G6'],
      },
      {
        hands: [
          ['HK', 'H9', 'E7'],
          ['G7', 'S8', 'E9'],
          ['EA', 'GA', 'SO'],
        ],
        second: ['SK', 'HA', 'G6'],
      },
    ];
    const { state } = run(setupOf({ players: 3, presets, options: { lives: 1 } }), [START]);
    expect(state.deal).toBe(3);
    expect(state.status[1]).toBe('out');
    expect(state.hands).toEqual([presets[2].hands[0], null, presets[2].hands[2]]);
  });
});
