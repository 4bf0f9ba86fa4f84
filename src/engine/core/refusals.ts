import type { Language } from './language.js';

/**
 * The German sentence of each rule-violation code the engine throws (RuleViolation): what a player at the table
 * is told when a move is refused. The English sentence is the violation's own message, which names the rule in
 * detail; the German one names the rule by its code. Every code the engine throws has one (a test checks it).
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

/** The sentence of a rule violation in `language`: the English message, or the code's German sentence (English if it has none). */
export function refusalSentence(code: string, english: string, language: Language): string {
  if (language === 'en') return english;
  return Object.hasOwn(RULE_VIOLATION_GERMAN, code) ? RULE_VIOLATION_GERMAN[code] : english;
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
  return message.replace(/\b([Ss]eats?) (\d+(?:(?:, | and | or | \/ )\d+)*)/g, (_all, word: string, numbers: string) => `${word} ${numbers.replace(/\d+/g, (n) => String(Number(n) + 1))}`);
}
