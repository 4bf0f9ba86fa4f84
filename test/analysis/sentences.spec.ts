import { describe, expect, it } from '@jest/globals';
import {
  actionWords,
  CENTS,
  GAME_POINTS,
  LIVES,
  mistakeSentence,
  theSchafkopfGame,
  withUnsolved,
  type WordsContext,
} from '../../src/analysis/sentences.js';
import { BAUERN_CONTRACTS, DREIER_CONTRACTS } from '../../src/engine/schnapsen/common/contracts.js';

const SCHAFKOPF: WordsContext = { game: 'schafkopf' };
const BAUERN: WordsContext = { game: 'bauernschnapsen', trump: 'H', contracts: BAUERN_CONTRACTS };
const DREIER: WordsContext = { game: 'dreierschnapsen', trump: 'E', contracts: DREIER_CONTRACTS };
const words = (action: Record<string, unknown>, context: WordsContext) => [
  actionWords(action as never, 'de', context, 'accusative'),
  actionWords(action as never, 'en', context),
];

describe('analysis sentences', () => {
  it('name cards as players do, with the article of their case', () => {
    expect(words({ type: 'playCard', card: 'SA' }, SCHAFKOPF)).toEqual(['die Schellen-Sau', 'the Schellen-Sau']);
    expect(words({ type: 'playCard', card: 'SA' }, BAUERN)).toEqual(['das Schellen-Ass', 'the Schellen-Ass']);
    expect(words({ type: 'playCard', card: 'EO' }, SCHAFKOPF)).toEqual(['den Eichel-Ober', 'the Eichel-Ober']);
    expect(actionWords({ type: 'playCard', card: 'EO' }, 'de', SCHAFKOPF)).toBe('der Eichel-Ober');
  });

  it('name Schafkopf games as the table says them', () => {
    expect(theSchafkopfGame({ game: 'soloTout', suit: 'E', call: null }, 'de', 'accusative')).toBe('das Eichel-Solo Tout');
    expect(theSchafkopfGame({ game: 'wenz', suit: null, call: null }, 'de', 'accusative')).toBe('den Wenz');
    expect(theSchafkopfGame({ game: 'farbwenzTout', suit: 'G', call: null }, 'en')).toBe('the Gras-Wenz Tout');
    expect(theSchafkopfGame({ game: 'rufspiel', suit: null, call: 'GA' }, 'de', 'accusative')).toBe('das Rufspiel mit der Gras-Sau');
    expect(theSchafkopfGame({ game: 'rufspiel', suit: null, call: 'GA' }, 'en')).toBe('the Rufspiel with the Gras-Sau');
    expect(words({ type: 'nameGame', game: 'solo', suit: 'H' }, SCHAFKOPF)).toEqual(['„Herz-Solo“', '"Herz-Solo"']);
    expect(words({ type: 'nameGame', game: 'rufspiel', call: 'SA' }, SCHAFKOPF)).toEqual([
      '„Rufspiel mit der Schellen-Sau“',
      '"Rufspiel with the Schellen-Sau"',
    ]);
    expect(words({ type: 'bid' }, SCHAFKOPF)).toEqual(['„Ich spiele“', '"Ich spiele"']);
    expect(words({ type: 'pass' }, SCHAFKOPF)).toEqual(['„Weiter“', '"Weiter"']);
  });

  it('name the Schnapsen family contracts by their names and a 20 or 40 by the trump', () => {
    expect(words({ type: 'bid', contract: 'bauernschnapser' }, BAUERN)).toEqual(['„Bauernschnapser“', '"Bauernschnapser"']);
    expect(words({ type: 'bidWithoutTalon', contract: 'farbenringerl' }, DREIER)).toEqual([
      '„Farbenring“ ohne Talon',
      '"Farbenring" without the talon',
    ]);
    expect(words({ type: 'raise', contract: 'gang' }, DREIER)).toEqual(['Erhöhen auf „Gang“', 'raising to "Gang"']);
    expect(words({ type: 'pass' }, BAUERN)).toEqual(['„Weiter“', 'passing']);
    expect(words({ type: 'spritzen' }, BAUERN)).toEqual(['„Spritzen“', '"Spritzen"']);
    expect(words({ type: 'declareMarriage', suit: 'H' }, BAUERN)).toEqual(['Ansagen von 40 in Herz', 'announcing 40 in Herz']);
    expect(words({ type: 'declareMarriage', suit: 'S' }, BAUERN)).toEqual(['Ansagen von 20 in Schellen', 'announcing 20 in Schellen']);
    expect(words({ type: 'closeTalon' }, { game: 'schnapsen' })).toEqual(['Zudrehen', 'closing the talon']);
  });

  it('name the decisions of Schwimmen with their cards', () => {
    const schwimmen: WordsContext = { game: 'schwimmen' };
    expect(words({ type: 'swapOne', hand: 'H6', table: 'EA' }, schwimmen)).toEqual([
      'Tauschen von Herz-Sechs gegen Eichel-Ass',
      'swapping the Herz-Sechs for the Eichel-Ass',
    ]);
    expect(words({ type: 'choosePacket', keep: true }, schwimmen)).toEqual(['Behalten des Blatts', 'keeping the packet']);
    expect(words({ type: 'passTurn' }, schwimmen)).toEqual(['Schieben', 'passing']);
    expect(words({ type: 'knock' }, schwimmen)).toEqual(['Klopfen', 'knocking']);
  });

  it('say a mistake with the cards named, never their codes', () => {
    const m = {
      trick: 4,
      seat: 0,
      action: { type: 'playCard', card: 'SA' },
      best: { type: 'playCard', card: 'EA' },
      loss: 10,
      pointsLoss: 0,
      exact: true,
    };
    expect(mistakeSentence(m, CENTS, SCHAFKOPF)).toEqual({
      de: 'Stich 4: Platz 1 spielte die Schellen-Sau; die Eichel-Sau wäre 10 Cent besser gewesen.',
      en: 'Trick 4: seat 1 played the Schellen-Sau; the Eichel-Sau would have been 10 cents better.',
    });
    const close = { ...m, action: { type: 'playCard', card: 'HU' }, best: { type: 'closeTalon' }, loss: 1, exact: false };
    expect(mistakeSentence(close, GAME_POINTS, { game: 'schnapsen', trump: 'H' })).toEqual({
      de: 'Stich 4: Platz 1 spielte den Herz-Unter; Zudrehen wäre 1 Punkt besser gewesen (geschätzt).',
      en: 'Trick 4: seat 1 played the Herz-Unter; closing the talon would have been 1 game point better (estimated).',
    });
    const pass = { ...m, action: { type: 'passTurn' }, best: { type: 'knock' }, loss: 0.5, exact: false };
    expect(mistakeSentence(pass, LIVES, { game: 'schwimmen' }, { de: 'Runde', en: 'Round' }).de).toBe(
      'Runde 4: Platz 1 wählte Schieben; Klopfen wäre 0,5 Leben besser gewesen (geschätzt).',
    );
  });
});

describe('a par that could not decide every contract', () => {
  const par = {
    de: 'Par: Platz 1 gewinnt den Wenz mit offenen Karten, 270 Cent.',
    en: 'Par: seat 1 wins the Wenz with all hands open, 270 cents.',
  };
  const none = { de: 'Mit offenen Karten hätte kein Platz ein Spiel gewonnen.', en: 'With all hands open no seat could have won a game.' };

  it('says how many contracts were left undecided, and never claims that no seat wins', () => {
    expect(withUnsolved(par, 0, true)).toEqual(par);
    expect(withUnsolved(none, 0, false)).toEqual(none);
    expect(withUnsolved(par, 2, true)).toEqual({
      de: `${par.de} 2 Spiele blieben im Rechenbudget offen.`,
      en: `${par.en} 2 contracts were not decided within the budget.`,
    });
    expect(withUnsolved(none, 1, false)).toEqual({
      de: 'Mit offenen Karten gewinnt keines der durchgerechneten Spiele; ein Spiel blieb im Rechenbudget offen.',
      en: 'With all hands open none of the contracts searched wins; one contract was not decided within the budget.',
    });
  });
});
