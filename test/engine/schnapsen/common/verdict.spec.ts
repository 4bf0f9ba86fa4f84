import { describe, expect, it } from '@jest/globals';
import type { Card, Suit } from '../../../../src/engine/core/cards.js';
import {
  BAUERN_CONTRACTS,
  BAUERN_SHAPE,
  DREIER_CONTRACTS,
  DREIER_SHAPE,
  type ContractId,
} from '../../../../src/engine/schnapsen/common/contracts.js';
import {
  legalCards,
  startPlay,
  tallyOf,
  withMarriage,
  withCardPlayed,
  withTrickTaken,
  type DealTerms,
  type PlayState,
} from '../../../../src/engine/schnapsen/common/play.js';
import { sidesFor } from '../../../../src/engine/schnapsen/common/sides.js';
import { verdictOf } from '../../../../src/engine/schnapsen/common/verdict.js';
import { trickWinner } from '../../../../src/engine/schnapsen/common/play.js';

/** Three players (Dreierschnapsen shape): seat 0 declares against 1 and 2; trick play through the shared core. */
function dreier(contract: ContractId, trump: Suit | null, hands: Card[][], declarer = 0): { terms: DealTerms; state: PlayState } {
  const record = DREIER_CONTRACTS[contract];
  const terms: DealTerms = {
    contract: record,
    trump,
    sides: sidesFor(record, declarer, 3, () => null, false),
    shape: DREIER_SHAPE,
    schnapserMitMann: false,
  };
  return { terms, state: startPlay(hands, declarer) };
}

function playAll(terms: DealTerms, state: PlayState, cards: Card[]): PlayState {
  let now = state;
  for (const card of cards) {
    const seat = now.turn;
    if (!legalCards(now, terms, seat).includes(card)) throw new Error(`${card} is not playable for seat ${seat}`);
    now = withCardPlayed(now, seat, card, [0, 1, 2]);
    if (now.trick.length === 3) now = withTrickTaken(now, trickWinner(now, terms));
  }
  return now;
}

describe('the shared goals with the Dreierschnapsen shape (six tricks, Schnapser in four)', () => {
  // s0: HA H10 HK HO EA E10 | s1: EK EO EU GA G10 GK | s2: GO GU SA S10 SK SO (trump H)
  const hands: Card[][] = [
    ['HA', 'H10', 'HK', 'HO', 'EA', 'E10'],
    ['EK', 'EO', 'EU', 'GA', 'G10', 'GK'],
    ['GO', 'GU', 'SA', 'S10', 'SK', 'SO'],
  ];

  it('Schnapser: two tricks + 40 make 66 (docs/dreierschnapsen.md, first way)', () => {
    const { terms, state } = dreier('schnapser', 'H', hands);
    const two = playAll(terms, state, ['HA', 'EK', 'SA', 'H10', 'EO', 'S10']);
    expect(tallyOf(two, [0]).total).toBe(11 + 4 + 11 + 10 + 3 + 10);
    expect(verdictOf(two, terms)).toBeNull();
    const forty = withMarriage(two, { seat: 0, suit: 'H', points: 40, afterTricks: 2 });
    expect(verdictOf(forty, terms)).toEqual({ winner: 'declaring', reason: 'schnapserMade' });
  });

  it('Schnapser: four tricks without 66 are lost; three are not yet', () => {
    const { terms, state } = dreier('schnapser', 'H', [
      ['HA', 'H10', 'HK', 'HO', 'HU', 'EU'],
      ['EK', 'EO', 'EA', 'GU', 'GO', 'GK'],
      ['SU', 'SO', 'SK', 'S10', 'E10', 'SA'],
    ]);
    const three = playAll(terms, state, ['HU', 'GU', 'SU', 'HO', 'GO', 'SO', 'HK', 'GK', 'SK']);
    expect(verdictOf(three, terms)).toBeNull();
    const four = playAll(terms, three, ['H10', 'EO', 'E10']);
    expect(tallyOf(four, [0]).total).toBeLessThan(66);
    expect(verdictOf(four, terms)).toEqual({ winner: 'defending', reason: 'schnapserMissed' });
  });

  it('Farbenring is played out: the sixth card can lose it', () => {
    const { terms, state } = dreier('farbenringerl', 'S', [
      ['HA', 'H10', 'HK', 'HO', 'HU', 'EU'],
      ['EK', 'EO', 'EA', 'GU', 'GO', 'GK'],
      ['SU', 'SO', 'SK', 'S10', 'E10', 'SA'],
    ]);
    const five = playAll(terms, state, ['HA', 'EK', 'SU', 'H10', 'EO', 'SO', 'HK', 'GU', 'SK', 'HO', 'GO', 'S10', 'HU', 'GK', 'SA']);
    expect(verdictOf(five, terms)).toBeNull();
    const six = playAll(terms, five, ['EU', 'EA']);
    expect(verdictOf(six, terms)).toEqual({ winner: 'defending', reason: 'trickLost' });
  });

  it('the Normal game: the declarer alone against two reaches 66 (26 + 23 + 10 + 10) with the fourth trick', () => {
    const { terms, state } = dreier('normal', 'H', hands);
    const three = playAll(terms, state, ['HA', 'EK', 'SA', 'H10', 'EO', 'S10', 'HK', 'EU', 'SK']);
    expect([tallyOf(three, [0]).total, verdictOf(three, terms)]).toEqual([59, null]);
    const four = playAll(terms, three, ['HO', 'GK', 'SO']);
    expect([tallyOf(four, [0]).total, verdictOf(four, terms)]).toEqual([69, { winner: 'declaring', reason: 'reached66' }]);
  });
});

describe('the Bauernschnapsen shape', () => {
  it('a laid-down contract is won at once', () => {
    const record = BAUERN_CONTRACTS.farbenringerl;
    const terms: DealTerms = {
      contract: record,
      trump: 'H',
      sides: sidesFor(record, 1, 4, (s) => (s + 2) % 4, true),
      shape: BAUERN_SHAPE,
      schnapserMitMann: false,
    };
    expect(verdictOf(startPlay([[], [], [], []], 0), terms)).toEqual({ winner: 'declaring', reason: 'laidDown' });
  });

  it('20/40 count only once the side has a trick (tallyOf)', () => {
    const state = withMarriage(startPlay([['HK', 'HO'], [], [], []], 0), { seat: 0, suit: 'H', points: 40, afterTricks: 0 });
    expect(tallyOf(state, [0, 2])).toEqual({ seats: [0, 2], tricks: 0, cardPoints: 0, declared: 40, counted: 0, total: 0 });
  });
});
