import { describe, expect, it } from '@jest/globals';
import { PACKS, type Card } from '../../src/engine/core/cards.js';
import { cardPoints, dealPackets, playableCards, suitTrumpOrder, winningPlay, type Trick } from '../../src/engine/core/tricks.js';

const SCHNAPSEN_RANKS = ['A', '10', 'K', 'O', 'U'] as const;
const herzTrump = suitTrumpOrder('H', SCHNAPSEN_RANKS);
const noTrump = suitTrumpOrder(null, SCHNAPSEN_RANKS);
const trick = (...cards: Card[]): Trick => cards.map((card, seat) => ({ seat, card }));

describe('card points', () => {
  it('the 20-card Schnapsen pack and the 32-card Schafkopf pack both hold 120', () => {
    expect(cardPoints(PACKS.schnapsen20)).toBe(120);
    expect(cardPoints(PACKS.long32)).toBe(120);
  });
});

describe('the trick winner', () => {
  it.each([
    [['EK', 'EA', 'E10'], 1, 'the highest card of the led suit'],
    [['EK', 'GA', 'EO'], 0, 'another plain suit never wins'],
    [['EA', 'HU', 'E10'], 1, 'the lowest trump beats the led suit'],
    [['HO', 'HK', 'EA'], 1, 'the highest trump'],
  ] as [Card[], number, string][])('%j is taken by seat %i (%s)', (cards, winner) => {
    expect(winningPlay(trick(...cards), herzTrump).seat).toBe(winner);
  });

  it('without trumps a Herz card is just another suit', () => {
    expect(winningPlay(trick('EA', 'HA'), noTrump).seat).toBe(0);
  });
});

describe('which cards may be played', () => {
  it('anything when leading or when play is free', () => {
    expect(playableCards(['EA', 'HU'], [], herzTrump, 'followAndBeat')).toEqual(['EA', 'HU']);
    expect(playableCards(['EA', 'HU'], trick('GK'), herzTrump, 'free')).toEqual(['EA', 'HU']);
  });

  it('followAndBeat: a higher card of the led suit if there is one', () => {
    expect(playableCards(['EA', 'EU', 'HU'], trick('EK'), herzTrump, 'followAndBeat')).toEqual(['EA']);
  });

  it('followAndBeat: beating means beating the led card, not the best card so far', () => {
    expect(playableCards(['E10', 'EU'], trick('EK', 'EA'), herzTrump, 'followAndBeat')).toEqual(['E10']);
  });

  it('followAndBeat: else a lower card of the led suit', () => {
    expect(playableCards(['EU', 'EO', 'HU'], trick('EK'), herzTrump, 'followAndBeat')).toEqual(['EU', 'EO']);
  });

  it('followAndBeat: else a trump, also when the trick is already trumped', () => {
    expect(playableCards(['GA', 'HU'], trick('EK'), herzTrump, 'followAndBeat')).toEqual(['HU']);
    expect(playableCards(['GA', 'HU'], trick('EK', 'HA'), herzTrump, 'followAndBeat')).toEqual(['HU']);
  });

  it('followAndBeat: else anything; without trumps a void hand discards freely', () => {
    expect(playableCards(['GA', 'SU'], trick('EK'), herzTrump, 'followAndBeat')).toEqual(['GA', 'SU']);
    expect(playableCards(['GA', 'HU'], trick('EK'), noTrump, 'followAndBeat')).toEqual(['GA', 'HU']);
  });

  it('follow: the led suit if possible (no must-win), else anything', () => {
    expect(playableCards(['EA', 'EU', 'HU'], trick('EK'), herzTrump, 'follow')).toEqual(['EA', 'EU']);
    expect(playableCards(['GA', 'HU'], trick('EK'), herzTrump, 'follow')).toEqual(['GA', 'HU']);
  });
});

describe('dealing packets', () => {
  it('deals in the given order and returns the rest', () => {
    const pack = PACKS.schnapsen20;
    const { hands, rest } = dealPackets(pack, 2, [
      [1, 3],
      [0, 3],
      [1, 2],
      [0, 2],
    ]);
    expect(hands[1]).toEqual([pack[0], pack[1], pack[2], pack[6], pack[7]]);
    expect(hands[0]).toEqual([pack[3], pack[4], pack[5], pack[8], pack[9]]);
    expect(rest).toEqual(pack.slice(10));
  });
});
