import { describe, expect, it } from '@jest/globals';
import type { Card } from '../../../src/engine/core/cards.js';
import { handValue, isFeuer, isSchnauz } from '../../../src/engine/schwimmen/rules/hand-value.js';

describe('hand value (Zählwerte)', () => {
  // [hand, value, where the example comes from]
  const table: [Card[], number, string][] = [
    [['EA', 'EU', 'E7'], 28, 'text: Ass + Unter + 7er, alle derselben Farbe = 28'],
    [['H10', 'H8', 'GK'], 18, 'text: 10er + 8er einer Farbe, dazu Grün König = 18'],
    [['G10', 'HA', 'EU'], 11, 'text: Grün 10er, Herz Ass, Eichel Unter = 11'],
    [['HA', 'HO', 'H9'], 30, 'text: Herz Ass + Herz Dame + Herz 9er'],
    [['EK', 'GK', 'HK'], 30.5, 'text: drei Könige = 30 ½'],
    [['E7', 'G7', 'S7'], 30.5, 'text: drei 7er = 30 ½'],
    [['SA', 'S10', 'SO'], 31, 'text: Schnauz = Ass + 10er + Dame = 31'],
    [['GA', 'GK', 'G10'], 31, 'text: Schnauz with the König'],
    [['EA', 'GA', 'HA'], 33, 'text: Feuer = drei Asse = 33'],
    [['E6', 'G6', 'H7'], 7, 'NOTES: the 6er counts 6; the best single card wins here'],
    [['S9', 'S8', 'S6'], 23, 'NOTES: 9, 8, 6 at face value'],
  ];

  it.each(table)('%j is worth %d (%s)', (hand, value) => {
    expect(handValue(hand, 33)).toBe(value);
  });

  it.each([33, 32, 31])('Feuer counts the feuerValue option (%d)', (feuerValue) => {
    expect(handValue(['EA', 'SA', 'GA'], feuerValue)).toBe(feuerValue);
  });

  it('recognises Feuer and Schnauz and nothing else', () => {
    expect(isFeuer(['EA', 'GA', 'SA'])).toBe(true);
    expect(isFeuer(['EA', 'GA', 'S10'])).toBe(false);
    expect(isSchnauz(['HA', 'H10', 'HU'])).toBe(true);
    expect(isSchnauz(['HA', 'H10', 'H9'])).toBe(false);
    expect(isSchnauz(['HA', 'H10', 'GK'])).toBe(false);
    expect(isSchnauz(['HA', 'HK', 'HO'])).toBe(false);
  });
});
