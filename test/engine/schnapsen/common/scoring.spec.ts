import { describe, expect, it } from '@jest/globals';
import { BAUERN_CONTRACTS, BAUERN_SHAPE, DREIER_CONTRACTS, DREIER_SHAPE } from '../../../../src/engine/schnapsen/common/contracts.js';
import { startPlay, withTrickTaken, type DealTerms, type PlayState } from '../../../../src/engine/schnapsen/common/play.js';
import { changesOf, itemsOf, scoreDeal, winnersOf } from '../../../../src/engine/schnapsen/common/scoring.js';
import { sidesFor } from '../../../../src/engine/schnapsen/common/sides.js';

const taken = (state: PlayState, winner: number, cards: string[]): PlayState =>
  withTrickTaken({ ...state, trick: cards.map((card, seat) => ({ seat, card: card as never })) }, winner);

describe('scoreDeal: value, multipliers, cap and awards', () => {
  it('Dreierschnapsen: a lost Gang gives its value to each opponent ("each of his opponents receives nine points")', () => {
    const record = DREIER_CONTRACTS.gang;
    const terms: DealTerms = {
      contract: record,
      trump: 'H',
      sides: sidesFor(record, 0, 3, () => null, false),
      shape: DREIER_SHAPE,
      schnapserMitMann: false,
    };
    const state = taken(startPlay([[], [], []], 0), 1, ['EK', 'EA', 'EO']);
    const score = scoreDeal({
      terms,
      state,
      verdict: { winner: 'defending', reason: 'trickLost' },
      doublings: [{ seat: 2, name: 'spritzen' }],
      herzrunde: false,
      partyOf: (s) => s,
      stillNeeded: () => 24,
      players: 3,
    });
    expect(score).toMatchObject({ won: false, baseValue: 9, factor: 2, value: 18, cap: null, points: 18 });
    expect(score.multipliers).toEqual([{ name: 'spritzen', factor: 2, seat: 2 }]);
    expect(score.awards).toEqual([
      { party: 1, seats: [1], points: 18 },
      { party: 2, seats: [2], points: 18 },
    ]);
  });

  it('Bauernschnapsen: a won Bettler with the partner sitting out scores once for the team; Herzrunde doubles', () => {
    const record = BAUERN_CONTRACTS.bettler;
    const terms: DealTerms = {
      contract: record,
      trump: 'H',
      sides: sidesFor(record, 1, 4, (s) => (s + 2) % 4, true),
      shape: BAUERN_SHAPE,
      schnapserMitMann: false,
    };
    const score = scoreDeal({
      terms,
      state: startPlay([[], [], [], []], 1),
      verdict: { winner: 'declaring', reason: 'noTrickTaken' },
      doublings: [],
      herzrunde: true,
      partyOf: (s) => s % 2,
      stillNeeded: () => 24,
      players: 4,
    });
    expect(score.multipliers).toEqual([{ name: 'herzrunde', factor: 2, seat: null }]);
    expect(score.awards).toEqual([{ party: 1, seats: [1, 3], points: 8 }]);
  });

  it('the Normal game is worth 1/2/3 by the losers, cards plus counted 20/40', () => {
    const record = BAUERN_CONTRACTS.normal;
    const terms: DealTerms = {
      contract: record,
      trump: 'H',
      sides: sidesFor(record, 0, 4, (s) => (s + 2) % 4, true),
      shape: BAUERN_SHAPE,
      schnapserMitMann: false,
    };
    // The losers (team 1) have one trick of 13 and a counted 20: 33, so the winners get 1.
    let state = taken(startPlay([[], [], [], []], 0), 1, ['EK', 'EO', 'GU', 'SK']);
    state = { ...state, marriages: [{ seat: 3, suit: 'G', points: 20, afterTricks: 1 }] };
    state = taken(state, 0, ['HA', 'H10', 'SA', 'S10']);
    const score = scoreDeal({
      terms,
      state,
      verdict: { winner: 'declaring', reason: 'reached66' },
      doublings: [
        { seat: 1, name: 'spritzen' },
        { seat: 2, name: 'retour' },
        { seat: 3, name: 're' },
      ],
      herzrunde: false,
      partyOf: (s) => s % 2,
      stillNeeded: () => 24,
      players: 4,
    });
    expect(score.defending).toMatchObject({ tricks: 1, cardPoints: 13, counted: 20, total: 33 });
    expect([score.baseValue, score.factor, score.points]).toEqual([1, 8, 8]);
    // Itemised for the deal summary: they add up to the points each winning party gets.
    expect(itemsOf(score)).toEqual([
      { label: 'Normales Spiel', value: 1 },
      { label: 'Spritzen x2', value: 1 },
      { label: 'Retour x2', value: 2 },
      { label: 'Re x2', value: 4 },
    ]);
    expect(winnersOf(score)).toEqual([0, 2]);
  });

  it('items: Schneider and Schwarz in the Normal game, the Herzrunde, and what a cap takes off', () => {
    const base = scoreDeal({
      terms: {
        contract: BAUERN_CONTRACTS.normal,
        trump: 'H',
        sides: sidesFor(BAUERN_CONTRACTS.normal, 0, 4, (s) => (s + 2) % 4, true),
        shape: BAUERN_SHAPE,
        schnapserMitMann: false,
      },
      state: startPlay([[], [], [], []], 0),
      verdict: { winner: 'declaring', reason: 'reached66' },
      doublings: [],
      herzrunde: true,
      partyOf: (s) => s % 2,
      stillNeeded: () => 24,
      players: 4,
    });
    expect(itemsOf(base)).toEqual([
      { label: 'Normales Spiel', value: 1 },
      { label: 'Schwarz', value: 2 },
      { label: 'Herzrunde x2', value: 3 },
    ]);
    expect(itemsOf({ ...base, baseValue: 2, value: 4, points: 4 }).slice(0, 2)).toEqual([
      { label: 'Normales Spiel', value: 1 },
      { label: 'Schneider', value: 1 },
    ]);
    const capped = {
      ...base,
      contract: 'kontraHerrenbauer' as const,
      contractName: 'Kontra-Herrenbauer',
      baseValue: 48,
      multipliers: [],
      factor: 1,
      value: 48,
      cap: 5,
      points: 5,
    };
    expect(itemsOf(capped)).toEqual([
      { label: 'Kontra-Herrenbauer', value: 48 },
      { label: 'Obergrenze (Bummerl)', value: -43 },
    ]);
    expect(changesOf(4, [{ seats: [1, 3], bummerl: 2 }])).toEqual([
      { seat: 0, delta: 0 },
      { seat: 1, delta: -2 },
      { seat: 2, delta: 0 },
      { seat: 3, delta: -2 },
    ]);
  });
});
