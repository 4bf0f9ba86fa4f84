import type { Card, Suit } from '../engine/core/cards.js';
import { cardName, germanArticle, SUIT_NAMES, theCard, type Gender, type GrammaticalCase } from '../engine/core/card-names.js';
import type { Action } from '../engine/core/game.js';
import type { Language } from '../engine/core/language.js';
import type { Sentence } from './types.js';

/**
 * What a sentence needs to name a game's actions as players say them: the game's id (the Schafkopf Ass is the
 * Sau), the deal's trump where it has one (a 20 or a 40) and, in the Schnapsen family, its contracts' names.
 */
export interface WordsContext {
  game: string;
  trump?: Suit | null;
  contracts?: Readonly<Record<string, { name: string }>>;
}

/** The Schafkopf games' names without suit and Tout, each with its gender (das Rufspiel, der Wenz, die Hochzeit). */
const SCHAFKOPF_GAMES: Readonly<Record<string, readonly [name: string, gender: Gender]>> = {
  rufspiel: ['Rufspiel', 'neuter'],
  hochzeit: ['Hochzeit', 'feminine'],
  bettel: ['Bettel', 'masculine'],
  solo: ['Solo', 'neuter'],
  wenz: ['Wenz', 'masculine'],
  farbwenz: ['Wenz', 'masculine'],
  geier: ['Geier', 'masculine'],
  farbgeier: ['Geier', 'masculine'],
  sie: ['Sie', 'masculine'],
  ramsch: ['Ramsch', 'masculine'],
};

/** A Schafkopf game as the table says it, with the gender of its name. */
function schafkopfGame(
  contract: { game: string; suit?: string | null; call?: string | null },
  language: Language,
): { words: string; gender: Gender } {
  const tout = contract.game.endsWith('Tout');
  const base = tout ? contract.game.slice(0, -'Tout'.length) : contract.game;
  const [name, gender] = SCHAFKOPF_GAMES[base] ?? [base, 'neuter'];
  const suit = typeof contract.suit === 'string' && Object.hasOwn(SUIT_NAMES, contract.suit) ? `${SUIT_NAMES[contract.suit as Suit]}-` : '';
  const called =
    typeof contract.call === 'string'
      ? ` ${language === 'de' ? 'mit' : 'with'} ${theCard(contract.call as Card, language, 'schafkopf', 'dative')}`
      : '';
  return { words: `${suit}${name}${tout ? ' Tout' : ''}${called}`, gender };
}

/**
 * A Schafkopf game as a sentence names it: "das Herz-Solo", "den Gras-Wenz Tout", "das Rufspiel mit der
 * Eichel-Sau" (German, in `grammaticalCase`); "the Herz-Solo", "the Rufspiel with the Eichel-Sau" (English).
 */
export function theSchafkopfGame(
  contract: { game: string; suit?: string | null; call?: string | null },
  language: Language,
  grammaticalCase: GrammaticalCase = 'nominative',
): string {
  const { words, gender } = schafkopfGame(contract, language);
  return language === 'de' ? `${germanArticle(gender, grammaticalCase)} ${words}` : `the ${words}`;
}

/** A Schnapsen-family contract by its name in the catalogue; the Normal game has an English name. */
function familyContract(id: unknown, language: Language, context: WordsContext): string {
  if (typeof id !== 'string') return String(id);
  if (id === 'normal' && language === 'en') return 'Normal game';
  return context.contracts !== undefined && Object.hasOwn(context.contracts, id) ? context.contracts[id].name : id;
}

const quoted = (words: string, language: Language): string => (language === 'de' ? `„${words}“` : `"${words}"`);

/** Calls said aloud at the table, the same words in both languages. */
const CALLS: Readonly<Record<string, string>> = {
  klopfen: 'Klopfen',
  stoss: 'Stoß',
  re: 'Re',
  supra: 'Supra',
  resupra: 'Resupra',
  spritzen: 'Spritzen',
  retour: 'Retour',
  offerHochzeit: 'Hochzeit',
};

/** Moves without arguments, as nouns: German, English. */
const MOVES: Readonly<Record<string, readonly [de: string, en: string]>> = {
  closeTalon: ['Zudrehen', 'closing the talon'],
  exchangeTrump: ['Austauschen des Trumpf-Unters', 'exchanging the trump Unter'],
  claimOut: ['Abmelden', 'claiming 66'],
  swapAll: ['Tauschen aller drei Karten', 'swapping all three cards'],
  passTurn: ['Schieben', 'passing'],
  knock: ['Klopfen', 'knocking'],
  withdraw: ['Zurückziehen', 'withdrawing'],
  declineRaise: ['Bleiben beim Spiel', 'keeping the contract'],
};

/**
 * An action as a sentence names it: a card with its article ("den Eichel-Ober", "the Eichel-Ober", German in
 * `grammaticalCase`), a call in quotes („Weiter“, „Herz-Solo“, "Schnapser"), any other move as a noun
 * ("Zudrehen", "closing the talon").
 */
export function actionWords(
  action: Action,
  language: Language,
  context: WordsContext,
  grammaticalCase: GrammaticalCase = 'nominative',
): string {
  const de = language === 'de';
  if (typeof action.card === 'string') return theCard(action.card as Card, language, context.game, grammaticalCase);
  const schafkopf = context.game === 'schafkopf';
  switch (action.type) {
    case 'nameGame':
      return quoted(
        schafkopfGame(
          { game: String(action.game), suit: action.suit as string | undefined, call: action.call as string | undefined },
          language,
        ).words + (typeof action.target === 'number' ? (de ? ` auf ${action.target}` : ` for ${action.target}`) : ''),
        language,
      );
    case 'bid':
      return schafkopf ? quoted('Ich spiele', language) : quoted(familyContract(action.contract, language, context), language);
    case 'bidWithoutTalon':
      return `${quoted(familyContract(action.contract, language, context), language)} ${de ? 'ohne Talon' : 'without the talon'}`;
    case 'raise':
      return `${de ? 'Erhöhen auf' : 'raising to'} ${quoted(familyContract(action.contract, language, context), language)}`;
    case 'pass':
      return schafkopf || de ? quoted('Weiter', language) : 'passing';
    case 'declineDouble':
      return schafkopf ? quoted('Gut', language) : de ? 'Verzicht aufs Doppeln' : 'not doubling';
    case 'declareMarriage': {
      const suit =
        typeof action.suit === 'string' && Object.hasOwn(SUIT_NAMES, action.suit) ? SUIT_NAMES[action.suit as Suit] : String(action.suit);
      if (context.trump === undefined || context.trump === null)
        return de ? `Ansagen in ${suit} (20 oder 40)` : `announcing 20 or 40 in ${suit}`;
      const points = action.suit === context.trump ? 40 : 20;
      return de ? `Ansagen von ${points} in ${suit}` : `announcing ${points} in ${suit}`;
    }
    case 'choosePacket':
      if (action.keep === true) return de ? 'Behalten des Blatts' : 'keeping the packet';
      return de ? 'Nehmen des anderen Blatts' : 'taking the other packet';
    case 'swapOne':
      return de
        ? `Tauschen von ${cardName(action.hand as Card, context.game)} gegen ${cardName(action.table as Card, context.game)}`
        : `swapping the ${cardName(action.hand as Card, context.game)} for the ${cardName(action.table as Card, context.game)}`;
  }
  if (Object.hasOwn(CALLS, action.type)) return quoted(CALLS[action.type], language);
  if (Object.hasOwn(MOVES, action.type)) return MOVES[action.type][de ? 0 : 1];
  const argument = ['suit', 'game', 'contract'].map((key) => action[key]).find((value) => typeof value === 'string');
  return argument === undefined ? action.type : `${action.type} ${String(argument)}`;
}

/** The unit of a game's result in words: singular and plural per language. */
export interface UnitWords {
  de: [string, string];
  en: [string, string];
}

export const CENTS: UnitWords = { de: ['Cent', 'Cent'], en: ['cent', 'cents'] };
export const GAME_POINTS: UnitWords = { de: ['Punkt', 'Punkte'], en: ['game point', 'game points'] };
export const LIVES: UnitWords = { de: ['Leben', 'Leben'], en: ['life', 'lives'] };

const amount = (value: number, words: [string, string], locale: string) => {
  const rounded = Math.round(value * 100) / 100;
  return `${rounded.toLocaleString(locale)} ${Math.abs(rounded) === 1 ? words[0] : words[1]}`;
};

/** "spielte den Eichel-Ober" for a card, "wählte Zudrehen" for any other move (German; English: played, chose). */
function didWords(action: Action, language: Language, context: WordsContext): string {
  const card = typeof action.card === 'string';
  const verb = language === 'de' ? (card ? 'spielte' : 'wählte') : card ? 'played' : 'chose';
  return `${verb} ${actionWords(action, language, context, 'accusative')}`;
}

/**
 * The one-line verdict on a mistake: "Trick 3: seat 2 played the Eichel-Sau; the Herz-Ober would have been worth
 * 30 cents more." A loss of Augen only (the result the same) says so in Augen; an estimated value says it is one.
 */
export function mistakeSentence(
  m: { trick: number; seat: number; action: Action; best: Action; loss: number; pointsLoss: number; exact: boolean },
  unit: UnitWords,
  context: WordsContext,
  trickWord: Sentence = { de: 'Stich', en: 'Trick' },
): Sentence {
  const did = { de: didWords(m.action, 'de', context), en: didWords(m.action, 'en', context) };
  const best = { de: actionWords(m.best, 'de', context), en: actionWords(m.best, 'en', context) };
  const estimated = m.exact ? { de: '', en: '' } : { de: ' (geschätzt)', en: ' (estimated)' };
  if (m.loss > 0) {
    return {
      de: `${trickWord.de} ${m.trick}: Platz ${m.seat + 1} ${did.de}; ${best.de} wäre ${amount(m.loss, unit.de, 'de-DE')} besser gewesen${estimated.de}.`,
      en: `${trickWord.en} ${m.trick}: seat ${m.seat + 1} ${did.en}; ${best.en} would have been ${amount(m.loss, unit.en, 'en-GB')} better${estimated.en}.`,
    };
  }
  return {
    de: `${trickWord.de} ${m.trick}: Platz ${m.seat + 1} ${did.de}; ${best.de} hätte ${m.pointsLoss} Augen mehr gebracht${estimated.de}.`,
    en: `${trickWord.en} ${m.trick}: seat ${m.seat + 1} ${did.en}; ${best.en} would have taken ${m.pointsLoss} more card points${estimated.en}.`,
  };
}

/**
 * A par's sentence, saying how many contracts its search could not decide within the budget (the best it names
 * may then lack one of them, and "no seat wins" becomes "none of those decided wins").
 */
export function withUnsolved(sentence: Sentence, unsolved: number, found: boolean): Sentence {
  if (unsolved === 0) return sentence;
  const de = unsolved === 1 ? 'ein Spiel blieb' : `${unsolved} Spiele blieben`;
  const en = unsolved === 1 ? 'one contract was' : `${unsolved} contracts were`;
  if (!found) {
    return {
      de: `Mit offenen Karten gewinnt keines der durchgerechneten Spiele; ${de} im Rechenbudget offen.`,
      en: `With all hands open none of the contracts searched wins; ${en} not decided within the budget.`,
    };
  }
  const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
  return { de: `${sentence.de} ${capital(de)} im Rechenbudget offen.`, en: `${sentence.en} ${capital(en)} not decided within the budget.` };
}
