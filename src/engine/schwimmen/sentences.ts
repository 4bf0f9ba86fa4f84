import {
  endEventSentence,
  isRecord,
  plainDealSentence,
  seatList,
  seatName,
  sharedDealOf,
  type GameSentences,
  type Language,
  type SeatNames,
} from '../core/language.js';
import type { Seat } from '../core/seats.js';
import type { DealEndReason, SchwimmenState } from './types.js';

/**
 * Schwimmen's sentences for people, rendered from the structured data of its events and state in a language
 * (core/language.ts). Seats are named from 1.
 */

const ENDED_BY: Readonly<Record<Language, Readonly<Record<DealEndReason, string>>>> = {
  de: {
    knock: 'Aufdecken nach einem Klopfen',
    feuer: 'Feuer (drei Asse) beendet das Spiel',
    schnauz: 'Schnauz (31) beendet das Spiel',
    stockExhausted: 'Aufdecken: eine Runde geschoben und zu wenige Karten im Stapel',
  },
  en: {
    knock: 'Showdown after a knock',
    feuer: 'Feuer (three aces) ends the deal',
    schnauz: 'Schnauz (31) ends the deal',
    stockExhausted: 'Showdown: a round of passes and too few cards left in the stock',
  },
};

/** A deal's result: how it ended, who loses a life, who goes under (or that everyone left shares the win). */
function dealSentence(data: Record<string, unknown>, language: Language, names: SeatNames): string | null {
  const shared = sharedDealOf(data);
  const reason = data.reason as DealEndReason;
  const payers = data.payers as Seat[] | undefined;
  const changes = data.changes as { seat: Seat; delta: number }[] | undefined;
  if (!shared || !Array.isArray(payers) || !Array.isArray(changes) || !Object.hasOwn(ENDED_BY.en, reason)) return null;
  const lost = (seat: Seat) => changes.some((c) => c.seat === seat && c.delta < 0);
  const losing = payers.filter(lost);
  const allSink = shared.winners.length === 0 && losing.length === 0 && payers.length > 0;
  const sinking = allSink ? [] : payers.filter((seat) => !lost(seat));
  const valued = (seats: Seat[]) => seatList(seats, language, names);
  const de = language === 'de';
  const clauses = allSink
    ? [
        de
          ? `${seatList(payers, language, names)} schwimmen alle und würden zugleich untergehen: sie teilen sich den Sieg`
          : `${seatList(payers, language, names)}, all swimming, would all go under at once: they share the win`,
      ]
    : [
        ...(losing.length > 0
          ? [
              de
                ? `${valued(losing)} ${losing.length === 1 ? 'verliert ein Leben' : 'verlieren je ein Leben'}`
                : `${valued(losing)} ${losing.length === 1 ? 'loses a life' : 'lose a life each'}`,
            ]
          : []),
        ...(sinking.length > 0
          ? [
              de
                ? `${valued(sinking)} ${sinking.length === 1 ? 'schwamm und geht unter' : 'schwammen und gehen unter'}`
                : `${valued(sinking)} ${sinking.length === 1 ? 'was swimming and goes under' : 'were swimming and go under'}`,
            ]
          : []),
      ];
  if (clauses.length === 0) clauses.push(de ? 'niemand zahlt' : 'nobody pays');
  return `${ENDED_BY[language][reason]}: ${clauses.join('; ')}.`;
}

function matchEndSentence(winners: readonly Seat[], forfeitedBy: Seat | null, language: Language, names: SeatNames): string {
  const de = language === 'de';
  const list = seatList(winners, language, names);
  if (forfeitedBy !== null) {
    const by = seatName(forfeitedBy, language, names, true);
    if (de) return `${by} gibt die Partie auf; ${winners.length === 1 ? `${list} gewinnt` : `${list} teilen sich den Sieg`}.`;
    return `${by} forfeited the match; ${winners.length === 1 ? `${list} wins` : `${list} share the win`}.`;
  }
  if (winners.length === 1)
    return de
      ? `${list} gewinnt die Partie als Letzter im Spiel.`
      : `${seatName(winners[0], language, names, true)} won the match as the last player left.`;
  return de
    ? `${list} teilen sich den Sieg: Sie wären alle beim selben Aufdecken untergegangen.`
    : `${seatList(winners, language, names, true)} share the win: all of them would have gone under in the same showdown.`;
}

export const schwimmenSentences: GameSentences<SchwimmenState> = {
  event(event, language, names = []) {
    if (!isRecord(event.data)) return null;
    if (event.type === 'DealScored') {
      const shared = sharedDealOf(event.data);
      return dealSentence(event.data, language, names) ?? (shared ? plainDealSentence(shared, language, names) : null);
    }
    return endEventSentence(event, language, names);
  },
  outcome(state, language, names = []) {
    if (state.phase !== 'over' || state.winners === null) return null;
    return matchEndSentence(state.winners, state.forfeitedBy, language, names);
  },
};
