import { describe, expect, it } from '@jest/globals';
import type { DreierDealResult } from '../../../../src/engine/schnapsen/dreier/index.js';
import { P, RINGS, STRONG, TWENTY, act, bid, contractMoves, credited, dealTo, game, ofType, preset, setupOf } from './fixtures.js';

const scored = (events: ReturnType<typeof dealTo>['events']): DreierDealResult => ofType(events, 'DealScored')[0].data;

/**
 * Every contract of the Dreier table played out (docs/rules-decisions.md#dreierschnapsen-contracts: Schnapser in four tricks,
 * Farbenring and Herrenschnapser over six).
 * In every deal seat 2 deals and seat 0 is the Rufer. Options enable the regional contracts.
 */
const ALL = {
  assenbettler: true,
  assBettler: true,
  plauderer: 'b',
  zehnergang: true,
  bauernloch: true,
};

describe('Schnapser (only the Rufer; 66 within the first four tricks, every trick his)', () => {
  it('is won with exactly two tricks and then a 40', () => {
    const setup = setupOf({ presets: [STRONG] });
    const { state } = dealTo(
      setup,
      contractMoves(
        'E',
        [
          [0, bid('schnapser')],
          [1, P],
          [2, P],
        ],
        0,
      ),
      ['EA', 'GA', 'SK', 'E10', 'G10', 'SO'],
    );
    // 11+11+4 and 10+10+3 = 49 card points in two tricks; the 40 makes 89.
    const events = game.decide(act(0, { type: 'declareMarriage', suit: 'E' }), state);
    const result = ofType(events, 'DealScored')[0].data;
    expect(result).toMatchObject({ contract: 'schnapser', won: true, reason: 'schnapserMade', baseValue: 6, value: 6 });
    expect(result.declaring).toMatchObject({ tricks: 2, cardPoints: 49, counted: 40, total: 89 });
    expect(credited(result)).toEqual([6, 0, 0]);
  });

  it('is won with exactly three tricks and then a 20', () => {
    const setup = setupOf({ presets: [TWENTY] });
    const { state } = dealTo(
      setup,
      contractMoves(
        'E',
        [
          [0, bid('schnapser')],
          [1, P],
          [2, P],
        ],
        0,
      ),
      ['EA', 'SK', 'HU', 'E10', 'GU', 'SU', 'EK', 'S10', 'SO'],
    );
    expect(state.deal?.play?.tricks).toHaveLength(3);
    const events = game.decide(act(0, { type: 'declareMarriage', suit: 'G' }), state);
    expect(scored(events)).toMatchObject({
      won: true,
      reason: 'schnapserMade',
      declaring: { tricks: 3, cardPoints: 48, counted: 20, total: 68 },
    });
  });

  it('is won with 66 in the first four tricks', () => {
    const setup = setupOf({ presets: [STRONG] });
    const { events } = dealTo(
      setup,
      contractMoves(
        'E',
        [
          [0, bid('schnapser')],
          [1, P],
          [2, P],
        ],
        0,
      ),
      [...['EA', 'GK', 'HU'], ...['E10', 'GO', 'SU'], ...['EK', 'SA', 'SO'], ...['EO', 'S10', 'SK']],
    );
    expect(scored(events)).toMatchObject({ won: true, reason: 'schnapserMade', declaring: { tricks: 4, cardPoints: 67 } });
  });

  it("is lost the moment an opponent beats the Rufer's card, before the trick is complete", () => {
    const setup = setupOf({ presets: [RINGS] });
    // Schellen is trump: seat 1 cannot follow the Eichel Ass and must trump with the Schellen Zehn.
    const { events, state } = dealTo(
      setup,
      contractMoves(
        'S',
        [
          [0, bid('schnapser')],
          [1, P],
          [2, P],
        ],
        0,
      ),
      ['EA', 'S10'],
    );
    const result = scored(events);
    expect(result).toMatchObject({
      won: false,
      reason: 'trickLost',
      value: 6,
      openTrick: [
        { seat: 0, card: 'EA' },
        { seat: 1, card: 'S10' },
      ],
    });
    expect(credited(result)).toEqual([0, 6, 6]);
    expect(state.score.scores).toEqual([0, 6, 6]);
  });

  it('is lost when four tricks bring only 65', () => {
    const low = preset(
      [
        ['EA', 'EK', 'EO', 'EU', 'GU', 'HU'],
        ['GK', 'GO', 'SK', 'SO', 'SU', 'HK'],
        ['HO', 'GA', 'G10', 'H10', 'SA', 'S10'],
      ],
      ['E10', 'HA'],
    );
    const { events } = dealTo(
      setupOf({ presets: [low] }),
      contractMoves(
        'E',
        [
          [0, bid('schnapser')],
          [1, P],
          [2, P],
        ],
        0,
      ),
      [...['EU', 'SU', 'HO'], ...['EO', 'SO', 'S10'], ...['EK', 'GO', 'G10'], ...['EA', 'GK', 'H10']],
    );
    // 7 + 16 + 17 + 25 = 65 in four tricks: the Schnapser is missed.
    expect(scored(events)).toMatchObject({ won: false, reason: 'schnapserMissed', declaring: { tricks: 4, cardPoints: 65 } });
    expect(credited(scored(events))).toEqual([0, 6, 6]);
  });

  it('may be declared only by the Rufer', () => {
    const setup = setupOf({ presets: [STRONG] });
    const { state } = dealTo(setup, [act(0, { type: 'callTrump', suit: 'E' }), act(0, P)]);
    expect(() => game.decide(act(1, bid('schnapser')), state)).toThrow(/Only the Rufer/);
  });
});

describe('Kontraschnapser (an opponent of the Rufer; the Rufer leads; 66 within four tricks)', () => {
  it('is won by the declarer after three tricks with 66', () => {
    const setup = setupOf({ presets: [RINGS] });
    // Gras is trump; seat 1 holds all of it. The Rufer leads the Herz Ass, seat 1 must trump.
    const { events } = dealTo(
      setup,
      contractMoves(
        'G',
        [
          [0, P],
          [1, bid('kontraschnapser')],
          [2, P],
        ],
        1,
      ),
      [...['HA', 'GA', 'H10'], ...['G10', 'SA', 'EA'], ...['GK', 'SK', 'E10']],
    );
    const result = scored(events);
    expect(result).toMatchObject({
      contract: 'kontraschnapser',
      won: true,
      reason: 'schnapserMade',
      value: 12,
      declaring: { tricks: 3, cardPoints: 82 },
    });
    expect(credited(result)).toEqual([0, 12, 0]);
  });

  it('may not be declared by the Rufer', () => {
    const setup = setupOf({ presets: [RINGS] });
    const { state } = dealTo(setup, [act(0, { type: 'callTrump', suit: 'G' })]);
    expect(() => game.decide(act(0, bid('kontraschnapser')), state)).toThrow(/opponent of the Rufer/);
  });
});

describe('Bettler family (no trump; the declarer leads; no trick)', () => {
  it('Bettler is won when the declarer takes no trick in six', () => {
    const setup = setupOf({ presets: [STRONG] });
    const { events } = dealTo(
      setup,
      contractMoves(
        'E',
        [
          [0, P],
          [1, P],
          [2, bid('bettler')],
        ],
        2,
      ),
      [
        ...['SU', 'HA', 'S10'],
        ...['SA', 'SO', 'EA'],
        ...['GA', 'SK', 'E10'],
        ...['G10', 'HU', 'EK'],
        ...['GK', 'HO', 'EO'],
        ...['GO', 'HK', 'H10'],
      ],
    );
    const result = scored(events);
    expect(result).toMatchObject({ contract: 'bettler', won: true, reason: 'noTrickTaken', value: 4, trumpCounts: false });
    expect(credited(result)).toEqual([0, 0, 4]);
  });

  it('Bettler is lost at once when the declarer takes a trick', () => {
    const setup = setupOf({ presets: [RINGS] });
    const { events } = dealTo(
      setup,
      contractMoves(
        'E',
        [
          [0, P],
          [1, P],
          [2, bid('bettler')],
        ],
        2,
      ),
      ['SA', 'EA', 'S10'],
    );
    expect(scored(events)).toMatchObject({ won: false, reason: 'tookTrick', value: 4 });
    expect(credited(scored(events))).toEqual([4, 4, 0]);
  });

  it('Assenbettler: the Ass is the lowest card, so the Herz Ass cannot beat the Herz König', () => {
    const setup = setupOf({ presets: [RINGS], options: ALL });
    // Seat 0 leads Herz Ass; seat 2 must beat it with a higher Herz: with the Ass low any Herz beats it.
    const { state } = dealTo(
      setup,
      contractMoves(
        'E',
        [
          [0, bid('assenbettler')],
          [1, P],
          [2, P],
        ],
        0,
      ),
      ['HA', 'GU'],
    );
    expect(game.legalActions(state, 2)).toEqual(['H10', 'HK', 'HO', 'HU'].map((card) => ({ type: 'playCard', card })));
    const events = game.decide(act(2, { type: 'playCard', card: 'HU' }), state);
    expect(ofType(events, 'TrickTaken')[0].data.winner).toBe(2);
  });

  it('Ass-Bettler needs an Ass in the hand', () => {
    const setup = setupOf({ presets: [STRONG], options: ALL });
    const { state } = dealTo(setup, [act(0, { type: 'callTrump', suit: 'E' }), act(0, P), act(1, P)]);
    expect(() => game.decide(act(2, bid('assBettler')), state)).toThrow(/at least one Ass/);
    expect(game.legalActions(state, 2)).not.toContainEqual(bid('assBettler'));
  });

  it('Plauderer is a Bettler worth 7 (variant b: the opponents open their hands after the first trick)', () => {
    const setup = setupOf({ presets: [STRONG], options: ALL });
    const { state } = dealTo(
      setup,
      contractMoves(
        'E',
        [
          [0, P],
          [1, P],
          [2, bid('plauderer')],
        ],
        2,
      ),
      ['SU', 'HA', 'S10'],
    );
    expect(game.view(state, 2).openHands.map((h) => h.seat)).toEqual([0, 1]);
    expect(game.view(state, 'spectator').openHands.map((h) => h.seat)).toEqual([0, 1]);
    expect(game.view(state, 0).openHands.map((h) => h.seat)).toEqual([1]);
  });
});

describe('all-tricks contracts', () => {
  it('Gang (no trump) is won with all six tricks', () => {
    const setup = setupOf({ presets: [RINGS] });
    const { events } = dealTo(
      setup,
      contractMoves(
        'G',
        [
          [0, bid('gang')],
          [1, P],
          [2, P],
        ],
        0,
      ),
      [
        ...['EA', 'GU', 'HU'],
        ...['E10', 'GO', 'HO'],
        ...['EK', 'GK', 'HK'],
        ...['EO', 'G10', 'SK'],
        ...['EU', 'GA', 'SA'],
        ...['HA', 'S10', 'H10'],
      ],
    );
    expect(scored(events)).toMatchObject({ contract: 'gang', won: true, reason: 'allTricksTaken', value: 9, trumpCounts: false });
  });

  it('Zehnergang (Ass low) is lost when the Herz Zehn beats the Herz Ass in the sixth trick', () => {
    const setup = setupOf({ presets: [RINGS], options: ALL });
    const { events } = dealTo(
      setup,
      contractMoves(
        'G',
        [
          [0, bid('zehnergang')],
          [1, P],
          [2, P],
        ],
        0,
      ),
      [
        ...['E10', 'GU', 'HU'],
        ...['EK', 'GO', 'HO'],
        ...['EO', 'GK', 'HK'],
        ...['EU', 'G10', 'SK'],
        ...['EA', 'GA', 'SA'],
        ...['HA', 'S10', 'H10'],
      ],
    );
    expect(scored(events)).toMatchObject({ contract: 'zehnergang', won: false, reason: 'trickLost', value: 10 });
    expect(credited(scored(events))).toEqual([0, 10, 10]);
  });

  it('Bauernschnapser (trump counts) is won by the Rufer with all six tricks', () => {
    const setup = setupOf({ presets: [RINGS] });
    const { events } = dealTo(
      setup,
      contractMoves(
        'E',
        [
          [0, bid('bauernschnapser')],
          [1, P],
          [2, P],
        ],
        0,
      ),
      [
        ...['EA', 'GU', 'HU'],
        ...['E10', 'GO', 'HO'],
        ...['EK', 'GK', 'HK'],
        ...['EO', 'G10', 'SK'],
        ...['EU', 'GA', 'SA'],
        ...['HA', 'S10', 'H10'],
      ],
    );
    expect(scored(events)).toMatchObject({ contract: 'bauernschnapser', won: true, value: 12, trumpCounts: true });
  });

  it('Bauernloch (trump counts, Ass low) is lost with the Herz Ass in the sixth trick', () => {
    const setup = setupOf({ presets: [RINGS], options: ALL });
    const { events } = dealTo(
      setup,
      contractMoves(
        'E',
        [
          [0, bid('bauernloch')],
          [1, P],
          [2, P],
        ],
        0,
      ),
      [
        ...['E10', 'GU', 'HU'],
        ...['EK', 'GO', 'HO'],
        ...['EO', 'GK', 'HK'],
        ...['EU', 'G10', 'SK'],
        ...['EA', 'GA', 'SA'],
        ...['HA', 'S10', 'H10'],
      ],
    );
    expect(scored(events)).toMatchObject({ contract: 'bauernloch', won: false, value: 12 });
  });

  it('Farbenring is played out: five Gras win, the Schellen Zehn loses the sixth trick to the Schellen Ass', () => {
    const setup = setupOf({ presets: [RINGS] });
    const { events } = dealTo(
      setup,
      contractMoves(
        'E',
        [
          [0, P],
          [1, bid('farbenringerl')],
          [2, P],
        ],
        1,
      ),
      [
        ...['GA', 'HU', 'EU'],
        ...['G10', 'HO', 'EO'],
        ...['GK', 'HK', 'EK'],
        ...['GO', 'SK', 'E10'],
        ...['GU', 'H10', 'EA'],
        ...['S10', 'SA'],
      ],
    );
    const result = scored(events);
    expect(result).toMatchObject({ contract: 'farbenringerl', won: false, reason: 'trickLost', value: 18, trumpCounts: false });
    // Lost the moment the Schellen Ass lies on the Zehn; the Rufer does not need to play to the trick.
    expect(result.tricks).toHaveLength(5);
    expect(result.openTrick).toEqual([
      { seat: 1, card: 'S10' },
      { seat: 2, card: 'SA' },
    ]);
    expect(credited(result)).toEqual([18, 0, 18]);
  });

  it('Herrenschnapser (all five trumps, Rufer only) is played out and won with the Herz Ass as sixth card', () => {
    const setup = setupOf({ presets: [RINGS] });
    const { events } = dealTo(
      setup,
      contractMoves(
        'E',
        [
          [0, bid('trumpfringerl')],
          [1, P],
          [2, P],
        ],
        0,
      ),
      [
        ...['EA', 'GU', 'HU'],
        ...['E10', 'GO', 'HO'],
        ...['EK', 'GK', 'HK'],
        ...['EO', 'G10', 'SK'],
        ...['EU', 'GA', 'SA'],
        ...['HA', 'S10', 'H10'],
      ],
    );
    expect(scored(events)).toMatchObject({ contract: 'trumpfringerl', contractName: 'Herrenschnapser', won: true, value: 24 });
  });

  it('Kontrabauernschnapser: the Rufer leads, the declarer takes all six and ends the Bummerl with 24', () => {
    const setup = setupOf({ presets: [RINGS] });
    const { events } = dealTo(
      setup,
      contractMoves(
        'G',
        [
          [0, P],
          [1, bid('kontrabauernschnapser')],
          [2, P],
        ],
        1,
      ),
      [
        ...['HA', 'GU', 'H10'],
        ...['GA', 'SA', 'EU'],
        ...['G10', 'HU', 'EO'],
        ...['GK', 'HO', 'EK'],
        ...['GO', 'HK', 'E10'],
        ...['S10', 'SK', 'EA'],
      ],
    );
    expect(scored(events)).toMatchObject({ contract: 'kontrabauernschnapser', won: true, value: 24 });
    expect(scored(events).scoresAfter).toEqual([0, 24, 0]);
    // 0 : 24 : 0 leaves seats 0 and 2 tied lowest: they play off (see playoff.spec.ts).
    expect(ofType(events, 'PlayoffStarted')[0].data).toMatchObject({ seats: [0, 2], tiedAt: 0 });
  });
});
