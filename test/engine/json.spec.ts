import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { cloneJson } from '../../src/engine/core/json.js';

const viaText = (value: unknown): unknown => JSON.parse(JSON.stringify(value)) as unknown;

describe("cloneJson: a deep copy with the JSON round trip's result", () => {
  it.each([
    ['undefined members left out, in arrays null', { a: 1, b: undefined, c: [1, undefined, () => 1] }],
    ['-0 as 0, NaN and Infinity as null', { n: -0, m: [NaN, Infinity, -Infinity] }],
    ['integer-like keys first, as JSON orders them', { b: 1, 2: 'x', a: { 1: true, z: null } }],
    ['an object with toJSON and a Date as JSON writes them', { at: new Date(0), own: { toJSON: () => 'mine' } }],
    ['a sparse array', [, 1]], // eslint-disable-line no-sparse-arrays
    ['symbols left out', { s: Symbol('s'), t: [Symbol('t')] }],
    ['an own "__proto__" member (JSON.parse makes one) stays a member', JSON.parse('{"a":1,"__proto__":[{"__proto__":null}]}') as unknown],
  ])('%s', (_, value) => {
    expect(JSON.stringify(cloneJson(value))).toBe(JSON.stringify(viaText(value)));
    expect(cloneJson(value)).toEqual(viaText(value));
  });

  it('matches the round trip on any JSON value, and shares nothing with the original', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const copy = cloneJson(value);
        expect(JSON.stringify(copy)).toBe(JSON.stringify(viaText(value)));
        if (typeof value === 'object' && value !== null) expect(copy).not.toBe(value);
      }),
    );
  });

  it('copies nested objects and arrays (a change to the copy leaves the original)', () => {
    const original = { hands: [['EA', 'GO']], contract: { game: 'solo' } };
    const copy = cloneJson(original);
    copy.hands[0].push('H7');
    copy.contract.game = 'wenz';
    expect(original).toEqual({ hands: [['EA', 'GO']], contract: { game: 'solo' } });
  });
});
