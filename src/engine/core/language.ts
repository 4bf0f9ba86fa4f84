import type { Seat } from './seats.js';

/**
 * The languages the service writes its sentences for people in. Sentences are rendered from structured data at
 * the edge (when a response is built), never stored: the events and their hashes stay as they were recorded.
 */
export const LANGUAGES = ['de', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** The players' names by seat, where the match knows them (null or missing: the seat is named by its number). */
export type SeatNames = readonly (string | null | undefined)[];

/** A text in each language. */
export type Texts = Readonly<Record<Language, string>>;

/**
 * A seat as a sentence names it: numbered from 1 ("Platz 1", "seat 1"), with the player's name before it when
 * the match knows it ("Anna (Platz 1)"). `capital` starts the English form with a capital letter.
 */
export function seatName(seat: Seat, language: Language, names: SeatNames = [], capital = false): string {
  const number = language === 'de' ? `Platz ${seat + 1}` : `${capital ? 'Seat' : 'seat'} ${seat + 1}`;
  const name = names[seat];
  return typeof name === 'string' && name.trim() !== '' ? `${name} (${number})` : number;
}

/** Words joined as a sentence lists them: "a", "a und b", "a, b und c" ("a, b and c"). */
export function listOf(words: readonly string[], language: Language): string {
  const and = language === 'de' ? 'und' : 'and';
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} ${and} ${words[words.length - 1]}`;
}

/** Seats as a sentence lists them ("Platz 1 und Platz 3"); "niemand"/"nobody" for none. */
export function seatList(seats: readonly Seat[], language: Language, names: SeatNames = [], capital = false): string {
  if (seats.length === 0) return language === 'de' ? 'niemand' : capital ? 'Nobody' : 'nobody';
  return listOf(
    seats.map((seat, i) => seatName(seat, language, names, capital && i === 0)),
    language,
  );
}

/** `count` with the singular or the plural of its noun: "1 Stich", "2 Stiche", "1 trick", "2 tricks". */
export function counted(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** `text` with a capital first letter. */
export function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** How a game renders its sentences for people from structured data, in a language. */
export interface GameSentences<S = unknown> {
  /** A sentence describing `event` (its data as the viewer sees it), or null when the event has none. */
  event(event: { type: string; data: unknown }, language: Language, names?: SeatNames): string | null;
  /** The sentence saying how the match ended, from its final state (null while it runs). */
  outcome(state: S, language: Language, names?: SeatNames): string | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isSeats = (value: unknown): value is Seat[] => Array.isArray(value) && value.every((v) => Number.isInteger(v));

/** The shared part of a deal's result (dealNumber, winners) as a `DealScored`'s data carries it, or null. */
export function sharedDealOf(data: unknown): { dealNumber: number; winners: Seat[] } | null {
  if (!isRecord(data) || !Number.isInteger(data.dealNumber) || !isSeats(data.winners)) return null;
  return { dealNumber: data.dealNumber as number, winners: data.winners };
}

/** The sentence any game can say of a scored deal from its shared part: who won it. */
export function plainDealSentence(
  deal: { dealNumber: number; winners: readonly Seat[] },
  language: Language,
  names: SeatNames = [],
): string {
  if (language === 'de') {
    if (deal.winners.length === 0) return `Spiel ${deal.dealNumber} ist abgerechnet; niemand gewinnt es.`;
    return `Spiel ${deal.dealNumber} ist abgerechnet: ${seatList(deal.winners, 'de', names)} ${deal.winners.length === 1 ? 'gewinnt' : 'gewinnen'}.`;
  }
  if (deal.winners.length === 0) return `Deal ${deal.dealNumber} is scored; nobody wins it.`;
  return `Deal ${deal.dealNumber} is scored: ${seatList(deal.winners, 'en', names)} ${deal.winners.length === 1 ? 'wins' : 'win'}.`;
}

/** The sentence any game can say of a match's end from its winners. */
export function plainOutcomeSentence(winners: readonly Seat[], language: Language, names: SeatNames = []): string {
  if (language === 'de') {
    if (winners.length === 0) return 'Die Partie ist zu Ende.';
    return `Die Partie ist zu Ende: ${seatList(winners, 'de', names)} ${winners.length === 1 ? 'gewinnt' : 'gewinnen'}.`;
  }
  if (winners.length === 0) return 'The match is over.';
  return `The match is over: ${seatList(winners, 'en', names)} ${winners.length === 1 ? 'wins' : 'win'}.`;
}

/** The winners of a match-ending event's data, or null. */
export function winnersOf(data: unknown): Seat[] | null {
  return isRecord(data) && isSeats(data.winners) ? data.winners : null;
}

export { isRecord };

/** The sentence of a match's end event (MatchEnded, or MatchWon of older versions) from its winners; null for any other event or without them. */
export function endEventSentence(
  event: { type: string; data: unknown },
  language: Language,
  names: SeatNames = [],
  winners: Seat[] | null = winnersOf(event.data),
): string | null {
  if (event.type !== 'MatchEnded' && event.type !== 'MatchWon') return null;
  return winners ? plainOutcomeSentence(winners, language, names) : null;
}
