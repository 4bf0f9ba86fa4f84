import { describe, expect, it } from '@jest/globals';
import {
  BAUERN_CONTRACTS,
  CONTRACT_IDS,
  DREIER_CONTRACTS,
  declarerAllowed,
  outranks,
  requirementUnmet,
} from '../../../../src/engine/schnapsen/common/contracts.js';
import { oppositePartner, sidesFor } from '../../../../src/engine/schnapsen/common/sides.js';

describe('the catalogue (docs/bauernschnapsen.md, the German table; docs/rules-decisions.md values)', () => {
  // The catalogue's values (docs/rules-decisions.md#bauernschnapsen-catalogue).
  it.each([
    ['normal', 0, true, false, 'normal'],
    ['bettler', 4, false, false, 'noTricks'],
    ['assenbettler', 5, false, true, 'noTricks'],
    ['assBettler', 5, false, false, 'noTricks'],
    ['blinderBettler', 5, false, false, 'noTricks'],
    ['dokta', 5, true, false, 'allTricks'],
    ['schnapser', 6, true, false, 'schnapser'],
    ['schnapserZusammen', 6, true, false, 'schnapser'],
    ['plauderer', 7, false, false, 'noTricks'],
    ['gang', 9, false, false, 'allTricks'],
    ['zehnergang', 10, false, true, 'allTricks'],
    ['bauernschnapser', 12, true, false, 'allTricks'],
    ['bauernloch', 12, true, true, 'allTricks'],
    ['kontraschnapser', 12, true, false, 'schnapser'],
    ['farbenringerl', 18, false, false, 'layDown'],
    ['kontrabauernschnapser', 24, true, false, 'allTricks'],
    ['trumpfringerl', 24, true, false, 'layDown'],
    ['kontraHerrenbauer', 48, true, false, 'layDown'],
  ])('%s: value %i, trump %s, Ass low %s, goal %s', (id, value, trump, assLow, goal) => {
    const record = BAUERN_CONTRACTS[id as keyof typeof BAUERN_CONTRACTS];
    expect([record.value, record.trump, record.assLow, record.goal.kind]).toEqual([value, trump, assLow, goal]);
  });

  it('every id has a record in both catalogues', () => {
    for (const id of CONTRACT_IDS) {
      expect(BAUERN_CONTRACTS[id].id).toBe(id);
      expect(DREIER_CONTRACTS[id].id).toBe(id);
    }
  });

  it('docs/rules-decisions.md: enabled by default are Normal, Bettler, Schnapser, Gang, Bauernschnapser, Kontraschnapser, Farbenringerl, Kontrabauernschnapser, Trumpfringerl', () => {
    expect(CONTRACT_IDS.filter((id) => BAUERN_CONTRACTS[id].enabledByDefault)).toEqual([
      'normal',
      'bettler',
      'schnapser',
      'gang',
      'bauernschnapser',
      'kontraschnapser',
      'farbenringerl',
      'kontrabauernschnapser',
      'trumpfringerl',
    ]);
  });

  it('Dreierschnapsen plays Farbenring and Herrenschnapser out ("muss alle 6 Stiche machen")', () => {
    expect(DREIER_CONTRACTS.farbenringerl).toMatchObject({ name: 'Farbenring', goal: { kind: 'allTricks', by: 'declarer' }, trump: false });
    expect(DREIER_CONTRACTS.trumpfringerl).toMatchObject({
      name: 'Herrenschnapser',
      goal: { kind: 'allTricks', by: 'declarer' },
      trump: true,
    });
  });
});

describe('who may declare', () => {
  const partners = oppositePartner(4);
  const alone = () => null;
  it.each([
    ['rufer', [0]],
    ['ruferSide', [0, 2]],
    ['ruferPartner', [2]],
    ['ruferOpponents', [1, 3]],
    ['anyone', [0, 1, 2, 3]],
  ] as const)('four players, Rufer 0: %s -> %j', (rule, seats) => {
    expect([0, 1, 2, 3].filter((seat) => declarerAllowed(rule, seat, 0, partners))).toEqual(seats);
  });

  it.each([
    ['rufer', [1]],
    ['ruferSide', [1]],
    ['ruferPartner', []],
    ['ruferOpponents', [0, 2]],
  ] as const)('three players without partners, Rufer 1: %s -> %j', (rule, seats) => {
    expect([0, 1, 2].filter((seat) => declarerAllowed(rule, seat, 1, alone))).toEqual(seats);
  });
});

describe('requirements', () => {
  it.each([
    ['holdsAss', ['EA', 'GU', 'SU', 'HU', 'EO'], 'H', true],
    ['holdsAss', ['E10', 'GU', 'SU', 'HU', 'EO'], 'H', false],
    ['allOfNonTrumpSuit', ['GA', 'G10', 'GK', 'GO', 'GU'], 'H', true],
    ['allOfNonTrumpSuit', ['GA', 'G10', 'GK', 'GO', 'GU'], 'G', false],
    ['allOfNonTrumpSuit', ['GA', 'G10', 'GK', 'GO', 'GU', 'HA'], 'H', true],
    ['allTrumps', ['HA', 'H10', 'HK', 'HO', 'HU'], 'H', true],
    ['allTrumps', ['HA', 'H10', 'HK', 'HO', 'EU'], 'H', false],
  ] as const)('%s with %j (trump %s): %s', (requirement, hand, trump, ok) => {
    expect(requirementUnmet(requirement, hand, trump, []) === null).toBe(ok);
  });

  it('Blinder Bettler: three Unter in the first packet', () => {
    expect(requirementUnmet('threeUnter', [], null, ['EU', 'GU', 'HU'])).toBeNull();
    expect(requirementUnmet('threeUnter', [], null, ['EU', 'GU', 'HO'])).not.toBeNull();
  });
});

describe('bid ranking', () => {
  it('a bid must be worth more; Gang against Zehnergang by value or by the regional rule', () => {
    expect(outranks(BAUERN_CONTRACTS.gang, BAUERN_CONTRACTS.schnapser)).toBe(true);
    expect(outranks(BAUERN_CONTRACTS.kontraschnapser, BAUERN_CONTRACTS.bauernschnapser)).toBe(false);
    expect(outranks(BAUERN_CONTRACTS.zehnergang, BAUERN_CONTRACTS.gang, 'value')).toBe(true);
    expect(outranks(BAUERN_CONTRACTS.zehnergang, BAUERN_CONTRACTS.gang, 'gang')).toBe(false);
    expect(outranks(BAUERN_CONTRACTS.gang, BAUERN_CONTRACTS.zehnergang, 'gang')).toBe(true);
    expect(outranks(BAUERN_CONTRACTS.bauernschnapser, BAUERN_CONTRACTS.gang, 'gang')).toBe(true);
    expect(outranks(BAUERN_CONTRACTS.bettler, null)).toBe(true);
  });
});

describe('sides', () => {
  it('partners opposite; the Bettler partner may sit out; without partners one against the rest', () => {
    expect(sidesFor(BAUERN_CONTRACTS.gang, 1, 4, oppositePartner(4), true)).toEqual({
      declarer: 1,
      declaring: [1, 3],
      defending: [0, 2],
      out: [],
    });
    expect(sidesFor(BAUERN_CONTRACTS.bettler, 1, 4, oppositePartner(4), true)).toEqual({
      declarer: 1,
      declaring: [1],
      defending: [0, 2],
      out: [3],
    });
    expect(sidesFor(BAUERN_CONTRACTS.bettler, 1, 4, oppositePartner(4), false)).toEqual({
      declarer: 1,
      declaring: [1, 3],
      defending: [0, 2],
      out: [],
    });
    expect(sidesFor(DREIER_CONTRACTS.kontraschnapser, 2, 3, () => null, true)).toEqual({
      declarer: 2,
      declaring: [2],
      defending: [0, 1],
      out: [],
    });
  });
});
