import { describe, expect, it } from '@jest/globals';
import { resolveOptions } from '../../../../src/engine/core/options.js';
import { bauernschnapsen } from '../../../../src/engine/schnapsen/bauern/index.js';
import { CONTRACT_IDS } from '../../../../src/engine/schnapsen/common/contracts.js';
import { contractOffered, readSharedOptions } from '../../../../src/engine/schnapsen/common/options.js';
import { dreierschnapsen } from '../../../../src/engine/schnapsen/dreier/index.js';

const bauern = bauernschnapsen.options;
const dreier = dreierschnapsen.options;
const shared = Object.keys(bauern).filter((name) => name in dreier);

describe('options both games share: one name, one type, one description', () => {
  it('the house rules and the contract switches are named alike', () => {
    expect(shared).toEqual(
      expect.arrayContaining([
        'herzrunde',
        'softTricks',
        'countDown',
        'bummerl',
        'firstDealer',
        'gangPrecedence',
        'cutOrKnock',
        'plauderer',
        'bettler',
        'gang',
        'farbenringerl',
        'trumpfringerl',
      ]),
    );
    // Every contract either game offers is switched by its own id (the Normal game is what nobody bids).
    for (const id of CONTRACT_IDS.filter((c) => c !== 'normal')) expect(id in bauern).toBe(true);
    expect(Object.keys(dreier).filter((name) => name.startsWith('contract'))).toEqual([]);
  });

  it('have the same spec, except where the games differ: seats to deal, and how Farbenringerl and Trumpfringerl are settled', () => {
    for (const name of shared) {
      if (name === 'farbenringerl' || name === 'trumpfringerl') continue;
      if (name === 'firstDealer') {
        expect({ ...bauern[name], maximum: 0 }).toEqual({ ...dreier[name], maximum: 0 });
        continue;
      }
      expect([name, bauern[name]]).toEqual([name, dreier[name]]);
    }
    for (const name of ['farbenringerl', 'trumpfringerl'])
      expect([bauern[name].type, bauern[name].default]).toEqual([dreier[name].type, dreier[name].default]);
  });

  it('keep the defaults docs/rules-decisions.md gives: the default catalogue on, every other contract and regional rule off', () => {
    const catalogue = [
      'bettler',
      'schnapser',
      'gang',
      'bauernschnapser',
      'kontraschnapser',
      'farbenringerl',
      'kontrabauernschnapser',
      'trumpfringerl',
    ];
    for (const options of [resolveOptions(bauern, {}), resolveOptions(dreier, {})]) {
      for (const id of CONTRACT_IDS.filter((c) => c in options && c !== 'plauderer'))
        expect([id, options[id]]).toEqual([id, catalogue.includes(id)]);
      expect(options).toMatchObject({
        plauderer: 'off',
        herzrunde: false,
        softTricks: false,
        countDown: false,
        bummerl: 1,
        firstDealer: null,
        gangPrecedence: 'value',
        cutOrKnock: false,
      });
    }
  });

  it('are read defensively and decide which contracts are offered', () => {
    expect(readSharedOptions({ bummerl: 0, firstDealer: 3, plauderer: 'z', herzrunde: 'yes' }, 3)).toMatchObject({
      bummerl: 1,
      firstDealer: null,
      plauderer: 'off',
      herzrunde: false,
    });
    expect(readSharedOptions({ firstDealer: 3 }, 4).firstDealer).toBe(3);
    expect(contractOffered('normal', { plauderer: 'off' })).toBe(true);
    expect(contractOffered('plauderer', { plauderer: 'off' })).toBe(false);
    expect(contractOffered('plauderer', { plauderer: 'b' })).toBe(true);
    expect(contractOffered('gang', { plauderer: 'off', gang: false })).toBe(false);
    expect(contractOffered('dokta', { plauderer: 'off' })).toBe(false);
  });
});
