import { describe, expect, it } from '@jest/globals';
import type { Card } from '../../../src/engine/core/cards.js';
import { score, type Row } from './scoring-support.js';

const sauspiel = { tariffRufspiel: 20, tariffSolo: 50, tariffBonus: 10 };
const O = (suits: string) => [...suits].map((s) => `${s}O` as Card);
const U = (suits: string) => [...suits].map((s) => `${s}U` as Card);

/**
 * One row per worked example: the declaring side's card points and tricks, what it held, the doublings; then
 * who won, the items and the cents per seat (declarer seat 0; in partner games his partner is seat 2).
 * Default tariffs (docs/rules-decisions.md#schafkopf-tariffs): Rufspiel 10, Schneider/Schwarz/Laufende 10, Solo 50, ...
 */
const TABLE: [
  string,
  Row,
  { won: boolean; schneider?: boolean; schwarz?: boolean; laufende?: number; value: number; payments: number[] },
][] = [
  // 61 card points win, as a rule (docs/rules-decisions.md#schafkopf-winning).
  ['Rufspiel won with 61', { game: 'rufspiel', points: 61, tricks: 4 }, { won: true, value: 10, payments: [10, -10, 10, -10] }],
  // 60 to 60: the declaring side loses.
  ['Rufspiel lost with exactly 60', { game: 'rufspiel', points: 60, tricks: 4 }, { won: false, value: 10, payments: [-10, 10, -10, 10] }],
  // 91 or more: won Schneider.
  [
    'Rufspiel won Schneider with 91',
    { game: 'rufspiel', points: 91, tricks: 6 },
    { won: true, schneider: true, value: 20, payments: [20, -20, 20, -20] },
  ],
  [
    'Rufspiel won with 90: no Schneider',
    { game: 'rufspiel', points: 90, tricks: 6 },
    { won: true, schneider: false, value: 10, payments: [10, -10, 10, -10] },
  ],
  // The defenders need only 90 for Schneider.
  [
    'Rufspiel lost Schneider: the defenders have 90',
    { game: 'rufspiel', points: 30, tricks: 2 },
    { won: false, schneider: true, value: 20, payments: [-20, 20, -20, 20] },
  ],
  [
    'Rufspiel lost with 31: not Schneider',
    { game: 'rufspiel', points: 31, tricks: 2 },
    { won: false, schneider: false, value: 10, payments: [-10, 10, -10, 10] },
  ],
  // All eight tricks: won Schwarz: tariff + Schneider + Schwarz.
  [
    'Rufspiel won Schwarz',
    { game: 'rufspiel', points: 120, tricks: 8 },
    { won: true, schneider: true, schwarz: true, value: 30, payments: [30, -30, 30, -30] },
  ],
  [
    'Rufspiel lost Schwarz (no trick, 0 points)',
    { game: 'rufspiel', points: 0, tricks: 0 },
    { won: false, schneider: true, schwarz: true, value: 30, payments: [-30, 30, -30, 30] },
  ],
  // Laufende count for whichever side holds them (docs/rules-decisions.md#schafkopf-laufende): the defenders hold the three top Ober.
  [
    'Rufspiel won, Laufende (3) held by the defenders',
    { game: 'rufspiel', points: 70, tricks: 4, held: O('S') },
    { won: true, laufende: 3, value: 40, payments: [40, -40, 40, -40] },
  ],
  [
    'Rufspiel won with 2 Laufende: below the threshold of 3',
    { game: 'rufspiel', points: 70, tricks: 4, held: O('EG') },
    { won: true, laufende: 2, value: 10, payments: [10, -10, 10, -10] },
  ],
  // Each Spritze doubles the value: Stoß and Re make four times 10.
  [
    'Rufspiel won with Stoß and Re',
    { game: 'rufspiel', points: 61, tricks: 4, stoss: [1, 0] },
    { won: true, value: 40, payments: [40, -40, 40, -40] },
  ],
  [
    'Rufspiel lost after Stoß, Re, Supra, Resupra',
    { game: 'rufspiel', points: 50, tricks: 3, stoss: [1, 0, 3, 2] },
    { won: false, value: 160, payments: [-160, 160, -160, 160] },
  ],
  // Each Doppeln doubles the value too: two Klopfer and a Stoß.
  [
    'Rufspiel won after two Klopfer and a Stoß',
    { game: 'rufspiel', points: 80, tricks: 5, klopfer: [0, 1], stoss: [3] },
    { won: true, value: 80, payments: [80, -80, 80, -80] },
  ],
  // Solo-type games: the soloist gets or pays 3 x the value (docs/rules-decisions.md#schafkopf-tariffs).
  [
    'Solo won with 3 Laufende',
    { game: 'solo', suit: 'E', points: 75, tricks: 5, held: O('EGH') },
    { won: true, laufende: 3, value: 80, payments: [240, -80, -80, -80] },
  ],
  [
    'Solo won Schneider with 4 Laufende',
    { game: 'solo', suit: 'G', points: 95, tricks: 6, held: O('EGHS') },
    { won: true, schneider: true, laufende: 4, value: 100, payments: [300, -100, -100, -100] },
  ],
  ['Solo lost with 60', { game: 'solo', suit: 'S', points: 60, tricks: 4 }, { won: false, value: 50, payments: [-150, 50, 50, 50] }],
  // Laufende in Wenz are Unter and count from 2 (docs/rules-decisions.md#schafkopf-laufende).
  [
    'Wenz won with 2 Laufende (from 2)',
    { game: 'wenz', points: 70, tricks: 5, held: U('EG') },
    { won: true, laufende: 2, value: 70, payments: [210, -70, -70, -70] },
  ],
  [
    'Wenz won with the top Unter only: 1 is no Laufende',
    { game: 'wenz', points: 70, tricks: 5, held: U('E') },
    { won: true, laufende: 1, value: 50, payments: [150, -50, -50, -50] },
  ],
  [
    'Wenz lost, defenders with all four Unter',
    { game: 'wenz', points: 40, tricks: 3, held: [] },
    { won: false, laufende: 4, value: 90, payments: [-270, 90, 90, 90] },
  ],
  [
    'Geier won with 2 Laufende',
    { game: 'geier', points: 64, tricks: 4, held: O('EG') },
    { won: true, laufende: 2, value: 70, payments: [210, -70, -70, -70] },
  ],
  // Tout: the Solo tariff plus the Laufende, doubled; no Schneider/Schwarz.
  [
    'Solo Tout won with 4 Laufende',
    { game: 'soloTout', suit: 'H', points: 120, tricks: 8, held: O('EGHS') },
    { won: true, schneider: false, schwarz: false, laufende: 4, value: 180, payments: [540, -180, -180, -180] },
  ],
  [
    'Solo Tout lost: one trick to the defenders',
    { game: 'soloTout', suit: 'H', points: 110, tricks: 7, held: [...O('EGHS'), ...U('EG')] },
    { won: false, laufende: 6, value: 220, payments: [-660, 220, 220, 220] },
  ],
  [
    'Wenz Tout won; the defenders held the top Unter: 1, not paid',
    { game: 'wenzTout', points: 120, tricks: 8, held: U('GH') },
    { won: true, laufende: 1, value: 100, payments: [300, -100, -100, -100] },
  ],
  // Sie: four times a Solo: 4 x (50 + 8 Laufende x 10).
  [
    'Sie',
    { game: 'sie', points: 0, tricks: 0, held: [...O('EGHS'), ...U('EGHS')] },
    { won: true, laufende: 8, value: 520, payments: [1560, -520, -520, -520] },
  ],
  [
    'Bettel won (no trick)',
    { game: 'bettel', points: 0, tricks: 0, options: { bettel: true } },
    { won: true, value: 30, payments: [90, -30, -30, -30] },
  ],
  [
    'Bettel lost (one trick)',
    { game: 'bettel', points: 0, tricks: 1, options: { bettel: true } },
    { won: false, value: 30, payments: [-90, 30, 30, 30] },
  ],
  [
    'Hochzeit won',
    { game: 'hochzeit', points: 85, tricks: 5, options: { hochzeit: true } },
    { won: true, value: 20, payments: [20, -20, 20, -20] },
  ],
  // With Steigern the bid plus one wins instead of 61: 71 for a bid of 70.
  [
    'Steigern: Solo bid 71, made 70',
    { game: 'solo', suit: 'E', points: 70, tricks: 5, target: 71, options: { steigern: true } },
    { won: false, value: 50, payments: [-150, 50, 50, 50] },
  ],
  [
    'Steigern: Solo bid 71, made 71',
    { game: 'solo', suit: 'E', points: 71, tricks: 5, target: 71, options: { steigern: true } },
    { won: true, value: 50, payments: [150, -50, -50, -50] },
  ],
  // sauspiel.de tariffs (Rufspiel 20, Schneider/Schwarz/Laufende 10): 20 + 10 Schneider + 3 x 10 Laufende.
  [
    'sauspiel.de tariffs: Rufspiel Schneider with 3 Laufende',
    { game: 'rufspiel', points: 100, tricks: 6, held: O('EGH'), options: sauspiel },
    { won: true, schneider: true, laufende: 3, value: 60, payments: [60, -60, 60, -60] },
  ],
  // Kurze Karte: the same rules otherwise: 6 tricks for Schwarz; Laufende down the 12 trumps.
  [
    'kurze Karte: Solo won Schwarz with 3 Laufende',
    { game: 'solo', suit: 'E', points: 120, tricks: 6, held: O('EGH'), short: true },
    { won: true, schneider: true, schwarz: true, laufende: 3, value: 100, payments: [300, -100, -100, -100] },
  ],
  [
    'kurze Karte: Rufspiel lost with 60',
    { game: 'rufspiel', points: 60, tricks: 3, short: true },
    { won: false, value: 10, payments: [-10, 10, -10, 10] },
  ],
];

describe('scoring (docs/schafkopf.md "Spielende" and "Preise", docs/rules-decisions.md)', () => {
  it.each(TABLE)('%s', (_, row, expected) => {
    const result = score(row);
    expect(result.won).toBe(expected.won);
    if (expected.schneider !== undefined) expect(result.schneider).toBe(expected.schneider);
    if (expected.schwarz !== undefined) expect(result.schwarz).toBe(expected.schwarz);
    if (expected.laufende !== undefined) expect(result.laufende).toBe(expected.laufende);
    expect(result.value).toBe(expected.value);
    expect(result.payments).toEqual(expected.payments);
    expect(result.payments.reduce((a, b) => a + b, 0)).toBe(0);
  });

  it('itemises tariff, Schneider, Schwarz, Laufende and each doubling', () => {
    const result = score({ game: 'rufspiel', points: 120, tricks: 8, held: O('EGHS'), klopfer: [1], stoss: [3, 2] });
    expect(result.items).toEqual([
      { what: 'tariff', amount: 10 },
      { what: 'laufende', amount: 40, count: 4 },
      { what: 'schneider', amount: 10 },
      { what: 'schwarz', amount: 10 },
    ]);
    expect(result.doublings).toEqual([
      { reason: 'klopfen', seat: 1 },
      { reason: 'stoss', seat: 3 },
      { reason: 're', seat: 2 },
    ]);
    expect(result.value).toBe(70 * 8);
  });

  it('Tout and Sie show their doubling as an item of the itemisation', () => {
    expect(score({ game: 'soloTout', suit: 'E', points: 120, tricks: 8 }).doublings).toEqual([{ reason: 'tout', seat: null }]);
    expect(score({ game: 'sie', points: 0, tricks: 0, held: [...O('EGHS'), ...U('EGHS')] }).doublings.map((d) => d.reason)).toEqual([
      'sie',
      'sie',
    ]);
  });

  it('Laufende thresholds are options', () => {
    expect(score({ game: 'rufspiel', points: 70, tricks: 4, held: O('EG'), options: { laufendeFrom: 2 } }).value).toBe(30);
    expect(score({ game: 'wenz', points: 70, tricks: 5, held: U('EG'), options: { laufendeFromWenzGeier: 3 } }).value).toBe(50);
    expect(score({ game: 'farbwenz', suit: 'S', points: 70, tricks: 5, held: U('EG') }).value).toBe(50);
    expect(score({ game: 'farbwenz', suit: 'S', points: 70, tricks: 5, held: U('EGH') }).value).toBe(80);
  });

  it('every tariff is an option', () => {
    expect(score({ game: 'bettel', points: 0, tricks: 0, options: { bettel: true, tariffBettel: 40 } }).payments).toEqual([
      120, -40, -40, -40,
    ]);
    expect(score({ game: 'hochzeit', points: 70, tricks: 4, options: { hochzeit: true, tariffHochzeit: 30 } }).payments).toEqual([
      30, -30, 30, -30,
    ]);
    expect(score({ game: 'wenz', points: 70, tricks: 4, options: { tariffSolo: 100 } }).payments).toEqual([300, -100, -100, -100]);
    expect(score({ game: 'rufspiel', points: 95, tricks: 6, options: { tariffRufspiel: 20, tariffBonus: 5 } }).payments).toEqual([
      25, -25, 25, -25,
    ]);
  });
});
