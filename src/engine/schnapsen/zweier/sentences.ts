import {
  counted,
  isRecord,
  plainDealSentence,
  plainOutcomeSentence,
  seatName,
  sharedDealOf,
  winnersOf,
  type GameSentences,
  type Language,
  type SeatNames,
} from '../../core/language.js';
import { BUMMERL } from './options.js';
import type { SchnapsenState } from './types.js';

/**
 * Schnapsen's sentences for people, rendered from the structured data of its `DealScored` (winner, gamePoints,
 * reason, claim, closed, measuredAgainst) and its final state, in a language (core/language.ts). Seats are
 * named from 1.
 */

interface ZweierDealData {
  winner: 0 | 1;
  gamePoints: number;
  reason: 'claim' | 'closed' | 'closingFailed' | 'wrongClaim' | 'lastTrick';
  claim: { seat: 0 | 1; points: number; correct: boolean; automatic: boolean } | null;
  closed: { by: 0 | 1; opponentPoints: number; opponentTricks: number } | null;
  measuredAgainst: { seat: 0 | 1; points: number; tricks: number; when: 'now' | 'closing' } | null;
}

function dealSentence(d: ZweierDealData, language: Language, names: SeatNames): string | null {
  const de = language === 'de';
  const seat = (s: number, capital = false) => seatName(s, language, names, capital);
  const gp = de ? counted(d.gamePoints, 'Spielpunkt', 'Spielpunkte') : counted(d.gamePoints, 'game point', 'game points');
  const noTrick = (past: boolean) =>
    d.gamePoints === 3
      ? de
        ? past
          ? ' (er hatte beim Zudrehen keinen Stich)'
          : ' (er hat keinen Stich)'
        : past
          ? ' (he had no trick when the talon was closed)'
          : ' (he has no trick)'
      : '';
  const loser = d.winner === 0 ? 1 : 0;
  switch (d.reason) {
    case 'claim':
    case 'closed': {
      const m = d.measuredAgainst;
      if (!m) {
        // A deal record (the state's history) keeps no measure: the short sentence.
        return de ? `${seat(d.winner)} ist mit 66 hinaus: ${gp}.` : `${seat(d.winner, true)} went out with 66: ${gp}.`;
      }
      const tricks = de ? counted(m.tricks, 'Stich', 'Stichen') : counted(m.tricks, 'trick', 'tricks');
      if (d.reason === 'closed') {
        return de
          ? `${seat(d.winner)} hat zugedreht und ist mit 66 hinaus: ${gp}, gemessen an den ${m.points} Punkten und ${tricks} von ${seat(m.seat)} beim Zudrehen.`
          : `${seat(d.winner, true)} closed the talon and went out with 66: ${gp}, counted against ${seat(m.seat)}'s ${m.points} points and ${tricks} at the closing.`;
      }
      return de
        ? `${seat(d.winner)} ist mit 66 hinaus: ${gp} gegen ${m.points} Punkte und ${tricks} von ${seat(m.seat)}.`
        : `${seat(d.winner, true)} went out with 66: ${gp} against ${seat(m.seat)}'s ${m.points} points and ${tricks}.`;
    }
    case 'closingFailed': {
      if (!d.closed)
        return de
          ? `Das Zudrehen ist misslungen: ${seat(d.winner)} bekommt ${gp}.`
          : `Closing the talon failed: ${seat(d.winner)} scores ${d.gamePoints}.`;
      const closer = d.closed.by;
      if (d.claim && d.claim.seat === closer && !d.claim.correct) {
        return de
          ? `${seat(closer)} hat zugedreht und mit nur ${d.claim.points} Punkten 66 angesagt: Zudrehen misslungen, ${seat(d.winner)} bekommt ${gp}${noTrick(true)}.`
          : `${seat(closer, true)} closed the talon and claimed 66 with only ${d.claim.points}: closing failed, ${seat(d.winner)} scores ${d.gamePoints}${noTrick(true)}.`;
      }
      if (d.claim && d.claim.seat === d.winner) {
        return de
          ? `${seat(closer)} hat zugedreht, aber ${seat(d.winner)} ist zuerst hinaus: ${seat(d.winner)} bekommt ${gp}${noTrick(true)}.`
          : `${seat(closer, true)} closed the talon but ${seat(d.winner)} went out first: ${seat(d.winner)} scores ${d.gamePoints}${noTrick(true)}.`;
      }
      return de
        ? `${seat(closer)} hat zugedreht und 66 nicht erreicht: ${seat(d.winner)} bekommt ${gp}${noTrick(true)}.`
        : `${seat(closer, true)} closed the talon and did not reach 66: ${seat(d.winner)} scores ${d.gamePoints}${noTrick(true)}.`;
    }
    case 'wrongClaim': {
      if (!d.claim)
        return de
          ? `${seat(loser)} hat zu Unrecht 66 angesagt: ${seat(d.winner)} bekommt ${gp}.`
          : `${seat(loser, true)} claimed 66 wrongly: ${seat(d.winner)} scores ${d.gamePoints}.`;
      const claimer = d.claim.seat;
      const points = d.claim.points;
      return de
        ? `${seat(claimer)} hat mit nur ${points} Punkten 66 angesagt: ${seat(d.winner)} bekommt ${gp}.`
        : `${seat(claimer, true)} claimed 66 with only ${points}: ${seat(d.winner)} scores ${d.gamePoints}.`;
    }
    case 'lastTrick':
      return de
        ? `Niemand ist hinaus: ${seat(d.winner)} macht den letzten Stich und bekommt 1 Spielpunkt.`
        : `Nobody went out: ${seat(d.winner)} took the last trick and scores 1.`;
    default:
      return null;
  }
}

export const schnapsenSentences: GameSentences<SchnapsenState> = {
  event(event, language, names = []) {
    if (!isRecord(event.data)) return null;
    if (event.type === 'DealScored') {
      const shared = sharedDealOf(event.data);
      const own =
        typeof event.data.reason === 'string' && Number.isInteger(event.data.winner)
          ? dealSentence(event.data as unknown as ZweierDealData, language, names)
          : null;
      return own ?? (shared ? plainDealSentence(shared, language, names) : null);
    }
    if (event.type === 'MatchEnded' || event.type === 'MatchWon') {
      const winners = winnersOf(event.data) ?? (Number.isInteger(event.data.winner) ? [event.data.winner as number] : null);
      return winners ? plainOutcomeSentence(winners, language, names) : null;
    }
    return null;
  },
  outcome(state, language, names = []) {
    if (state.phase !== 'over' || state.winner === null) return null;
    const loser = state.winner === 0 ? 1 : 0;
    const winner = seatName(state.winner, language, names, true);
    if (state.forfeitedBy !== null) {
      const by = seatName(state.forfeitedBy, language, names, true);
      return language === 'de'
        ? `${by} gibt die Partie auf; ${seatName(state.winner, language, names)} gewinnt das Bummerl.`
        : `${by} forfeited the match; ${seatName(state.winner, language, names)} wins the Bummerl.`;
    }
    return language === 'de'
      ? `${winner} hat von ${BUMMERL} auf 0 heruntergezählt und gewinnt das Bummerl; ${seatName(loser, language, names)} fehlten noch ${state.needed[loser]}.`
      : `${winner} counted down from ${BUMMERL} to 0 and wins the Bummerl; ${seatName(loser, language, names)} still needed ${state.needed[loser]}.`;
  },
};
