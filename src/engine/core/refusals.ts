import { isCard, SUITS, type Card, type Suit } from './cards.js';
import { SUIT_NAMES, theCard } from './card-names.js';
import type { RefusalFacts } from './errors.js';
import type { Language } from './language.js';

/**
 * The German sentence of each rule-violation code the engine throws (RuleViolation): what a player at the table
 * is told when a move is refused. The English sentence is the violation's own message, which names the rule in
 * detail; the German one names the rule by its code, and `germanRefusal` adds the particulars the violation
 * carries (whose turn it is, the card, the cards the seat may play). Every code the engine throws has one (a test
 * checks it).
 */
export const RULE_VIOLATION_GERMAN: Readonly<Record<string, string>> = {
  NOT_YOUR_TURN: 'Du bist nicht am Zug.',
  ILLEGAL_ACTION: 'Dieser Zug ist jetzt nicht erlaubt.',
  INVALID_ACTION: 'Diesen Zug gibt es in diesem Spiel nicht, oder ihm fehlt eine Angabe.',
  MATCH_OVER: 'Die Partie ist zu Ende.',
  MATCH_NOT_STARTED: 'Die Partie hat noch nicht begonnen.',
  INVALID_OPTIONS: 'Diese Spielregeln passen nicht zusammen oder nicht zur Zahl der Plätze.',
  INVALID_PRESET: 'Die vorgegebene Verteilung der Karten ist ungültig.',
  INVALID_CARD: 'Diese Karte gibt es nicht.',
  CARD_NOT_IN_HAND: 'Diese Karte hast du nicht auf der Hand.',
  CARD_NOT_ON_TABLE: 'Diese Karte liegt nicht auf dem Tisch.',
  MUST_FOLLOW: 'Farb- und Stichzwang: Du musst die ausgespielte Karte stechen, wenn du kannst, sonst Farbe bedienen, sonst Trumpf spielen.',
  MUST_LEAD_MARRIAGE: 'Nach dem Ansagen von 20 oder 40 musst du König oder Ober dieser Farbe ausspielen.',
  NO_MARRIAGE: 'Du hast in dieser Farbe kein 20 oder 40 (König und Ober) zum Ansagen.',
  CLAIM_NOT_NOW: 'Abmelden (66 ansagen) darfst du nur gleich nach einem gewonnenen Stich oder einer Ansage.',
  DEAL_OVER: 'Dieses Spiel ist schon zu Ende.',
  DOUBLING_NOT_ALLOWED: 'Diese Verdopplung ist jetzt nicht erlaubt.',
  NOT_THREE_UNTER: 'Dafür braucht der Rufer drei Unter als seine ersten drei Karten.',
  CONTRACT_NOT_OFFERED: 'Dieses Spiel wird an diesem Tisch nicht gespielt.',
  CONTRACT_NOT_YOURS: 'Dieses Spiel darfst du nicht ansagen.',
  REQUIREMENT_NOT_MET: 'Für dieses Spiel fehlen dir die nötigen Karten.',
  BID_TOO_LOW: 'Dieses Spiel ist nicht höher als das, was schon angesagt ist.',
};

/** "den Herz-Ober oder die Gras-Sau": cards as the object of a German sentence. */
function cardsAsObject(cards: readonly Card[], game: string | undefined): string {
  const named = cards.map((card) => theCard(card, 'de', game, 'accusative'));
  return named.length <= 1 ? named.join('') : `${named.slice(0, -1).join(', ')} oder ${named[named.length - 1]}`;
}

const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** " Du darfst den Herz-Ober oder die Gras-Sau spielen." (empty without playable cards). */
function mayPlay(facts: RefusalFacts): string {
  return facts.playable && facts.playable.length > 0 ? ` Du darfst ${cardsAsObject(facts.playable, facts.game)} spielen.` : '';
}

/** The König and Ober of `suit` as a German sentence's object: "den Herz-König oder den Herz-Ober". */
const marriageCards = (suit: Suit, game: string | undefined): string => cardsAsObject([`${suit}K` as Card, `${suit}O` as Card], game);

/**
 * German sentences that name a refusal's particulars (RefusalFacts), by code; a code without one, or a refusal
 * without the facts it needs, gets the code's sentence from RULE_VIOLATION_GERMAN.
 */
const WITH_FACTS: Readonly<Record<string, (facts: RefusalFacts) => string | null>> = {
  NOT_YOUR_TURN: ({ waitingFor }) =>
    waitingFor === undefined
      ? null
      : waitingFor.length === 0
        ? 'Gerade ist niemand am Zug.'
        : `Du bist nicht am Zug: Es ist ${waitingFor.map((seat) => `Platz ${seat + 1}`).join(' oder ')} dran.`,
  CARD_NOT_IN_HAND: ({ card, game }) =>
    card === undefined ? null : `${capitalised(theCard(card, 'de', game, 'accusative'))} hast du nicht auf der Hand.`,
  CARD_NOT_ON_TABLE: ({ card, game }) =>
    card === undefined ? null : `${capitalised(theCard(card, 'de', game))} liegt nicht auf dem Tisch.`,
  MUST_FOLLOW: (facts) => (facts.playable === undefined ? null : `${RULE_VIOLATION_GERMAN.MUST_FOLLOW}${mayPlay(facts)}`),
  ILLEGAL_ACTION: (facts) =>
    facts.card === undefined || facts.playable === undefined
      ? null
      : `${capitalised(theCard(facts.card, 'de', facts.game, 'accusative'))} darfst du jetzt nicht spielen.${mayPlay(facts)}`,
  MUST_LEAD_MARRIAGE: ({ suit, game }) =>
    suit === undefined ? null : `Nach dem Ansagen von 20 oder 40 in ${SUIT_NAMES[suit]} musst du ${marriageCards(suit, game)} ausspielen.`,
  NO_MARRIAGE: ({ suit }) =>
    suit === undefined
      ? null
      : `20 oder 40 in ${SUIT_NAMES[suit]} kannst du jetzt nicht ansagen: Dafür brauchst du König und Ober in ${SUIT_NAMES[suit]}, bist als Nächster mit dem Ausspielen dran, und das Spiel zählt Ansagen.`,
};

/**
 * The refusal's particulars as a problem body carries them (its members `waitingFor`, `card`, `playable`, `suit`,
 * `game`), each only when it has the shape RefusalFacts gives it.
 */
export function refusalFactsOf(members: Readonly<Record<string, unknown>>): RefusalFacts {
  const { waitingFor, card, playable, suit, game } = members;
  const seats =
    Array.isArray(waitingFor) && waitingFor.every((seat) => Number.isInteger(seat) && (seat as number) >= 0)
      ? (waitingFor as number[])
      : undefined;
  const cards = Array.isArray(playable) && playable.every(isCard) ? (playable as Card[]) : undefined;
  return {
    ...(seats === undefined ? {} : { waitingFor: seats }),
    ...(isCard(card) ? { card } : {}),
    ...(cards === undefined ? {} : { playable: cards }),
    ...(SUITS.includes(suit as Suit) ? { suit: suit as Suit } : {}),
    ...(typeof game === 'string' ? { game } : {}),
  };
}

/** The German sentence of a refusal: its code's sentence with the particulars it carries, or null for a code without one. */
export function germanRefusal(code: string, facts: RefusalFacts): string | null {
  const particular = Object.hasOwn(WITH_FACTS, code) ? WITH_FACTS[code](facts) : null;
  if (particular !== null) return particular;
  return Object.hasOwn(RULE_VIOLATION_GERMAN, code) ? RULE_VIOLATION_GERMAN[code] : null;
}

/** The sentence of a rule violation in `language`: its English message, or its German sentence (English if it has none). */
export function refusalSentence(violation: { code: string; message: string; facts?: RefusalFacts }, language: Language): string {
  if (language === 'en') return violation.message;
  return germanRefusal(violation.code, violation.facts ?? {}) ?? violation.message;
}

/** Codes whose sentence speaks of what a request sent (rule options, preset deals): their numbers stay as sent. */
const ABOUT_THE_REQUEST = new Set(['INVALID_OPTIONS', 'INVALID_PRESET']);

/**
 * A rule violation's English sentence as a player reads it: the engine counts seats from 0 ("It is seat 2's turn,
 * not seat 0's"), a person from 1 ("It is seat 3's turn, not seat 1's"). Sentences about the request itself keep
 * its numbers.
 */
export function refusalForPeople(code: string, message: string): string {
  if (ABOUT_THE_REQUEST.has(code)) return message;
  return message.replace(
    /\b([Ss]eats?) (\d+(?:(?:, | and | or | \/ )\d+)*)/g,
    (_all, word: string, numbers: string) => `${word} ${numbers.replace(/\d+/g, (n) => String(Number(n) + 1))}`,
  );
}
