import { rankOf, suitOf, type Card, type Rank, type Suit } from './cards.js';
import type { Language } from './language.js';

/**
 * Cards as players name them: "Eichel-Ober", "Herz-Zehn", "Schellen-Ass" (in Schafkopf the Ass is the Sau:
 * "Gras-Sau"). Every game here plays the German pack, and a card's name is German in sentences of both languages,
 * as the web client names it (web/src/cards.tsx, cardName): "the Eichel-Ober".
 */

/** The suits' names: Eichel, Gras, Herz, Schellen. */
export const SUIT_NAMES: Readonly<Record<Suit, string>> = { E: 'Eichel', G: 'Gras', H: 'Herz', S: 'Schellen' };

/** The ranks' names; the Ass is the Sau in Schafkopf (see `cardName`). */
export const RANK_NAMES: Readonly<Record<Rank, string>> = {
  A: 'Ass',
  '10': 'Zehn',
  K: 'König',
  O: 'Ober',
  U: 'Unter',
  '9': 'Neun',
  '8': 'Acht',
  '7': 'Sieben',
  '6': 'Sechs',
};

/** The game whose players call the Ass the Sau. */
const SAU_GAME = 'schafkopf';

/** The name of `card` in `game` (a game id; the Schafkopf Ass is the Sau): "Eichel-Ober", "Gras-Sau", "Herz-Ass". */
export function cardName(card: Card, game?: string): string {
  const rank = rankOf(card);
  return `${SUIT_NAMES[suitOf(card)]}-${rank === 'A' && game === SAU_GAME ? 'Sau' : RANK_NAMES[rank]}`;
}

/** A German noun's gender, which picks its article. */
export type Gender = 'masculine' | 'feminine' | 'neuter';

/** The case a German noun stands in, which picks its article too. */
export type GrammaticalCase = 'nominative' | 'accusative' | 'dative';

const ARTICLES: Readonly<Record<Gender, Readonly<Record<GrammaticalCase, string>>>> = {
  masculine: { nominative: 'der', accusative: 'den', dative: 'dem' },
  feminine: { nominative: 'die', accusative: 'die', dative: 'der' },
  neuter: { nominative: 'das', accusative: 'das', dative: 'dem' },
};

/** The definite German article of a noun of `gender` in `grammaticalCase`: der, die, das, den, dem. */
export const germanArticle = (gender: Gender, grammaticalCase: GrammaticalCase): string => ARTICLES[gender][grammaticalCase];

/** A card's name takes its rank's gender: der Ober, die Sau, das Ass, die Zehn. */
export function cardGender(card: Card, game?: string): Gender {
  const rank = rankOf(card);
  if (rank === 'A') return game === SAU_GAME ? 'feminine' : 'neuter';
  return rank === 'K' || rank === 'O' || rank === 'U' ? 'masculine' : 'feminine';
}

/**
 * The card with its definite article, as a sentence in `language` names it: "den Eichel-Ober" (German, in
 * `grammaticalCase`), "the Eichel-Ober" (English).
 */
export function theCard(card: Card, language: Language, game?: string, grammaticalCase: GrammaticalCase = 'nominative'): string {
  const name = cardName(card, game);
  return language === 'de' ? `${germanArticle(cardGender(card, game), grammaticalCase)} ${name}` : `the ${name}`;
}
