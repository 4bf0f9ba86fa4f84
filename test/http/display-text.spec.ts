import { describe, expect, it } from '@jest/globals';
import { displayTextProblem } from '../../src/http/display-text.js';

describe('display text (names, key labels, chat)', () => {
  it.each([
    ['Anna', null],
    ['Jörg', null],
    ['J\u006f\u0308rg (decomposed, 5 code points, 4 after NFC)', null],
    ['Zoë 🂡', null],
    ['שלום', null],
    ['a b', null],
    ['', 'must be 1 to 40 characters long (it has 0)'],
    ['x'.repeat(41), 'must be 1 to 40 characters long (it has 41)'],
    ['   ', 'must not be blank (it has no visible character)'],
    ['\u200b\u200b', 'must not be blank (it has no visible character)'],
    ['\u2060\ufeff\u3000', 'must not be blank (it has no visible character)'],
    ['\u0301\u0301', 'must not be blank (it has no visible character)'],
    ['Anna\nBert', 'must not contain control characters (line breaks and tabs included)'],
    ['Anna\u0085', 'must not contain control characters (line breaks and tabs included)'],
    ['\u202eanitsirhC', 'must not contain bidirectional control characters (overrides, embeddings, isolates or marks)'],
    ['Anna\u2067x\u2069', 'must not contain bidirectional control characters (overrides, embeddings, isolates or marks)'],
    ['Anna\u200f', 'must not contain bidirectional control characters (overrides, embeddings, isolates or marks)'],
    [42, 'must be a string'],
  ])('%j: %s', (text, problem) => {
    const max = typeof text === 'string' && text.startsWith('J\u006f\u0308rg') ? 60 : 40;
    expect(displayTextProblem(text, max)).toBe(problem);
  });
});
