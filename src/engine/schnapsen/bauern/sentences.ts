import { seatList, seatName, type GameSentences } from '../../core/language.js';
import { familyEventSentence } from '../common/sentences.js';
import { seatsOfTeam, teamOf } from './table.js';
import type { BauernState } from './types.js';

/** Bauernschnapsen's sentences for people (core/language.ts): the family's deal sentences and how the match ended. */
export const bauernSentences: GameSentences<BauernState> = {
  event: familyEventSentence,
  outcome(state, language, names = []) {
    if (state.phase !== 'over' || state.winners === null) return null;
    const de = language === 'de';
    const marks = `${de ? 'Bummerl-Stand' : 'Bummerl marks'} ${state.marks[0]}:${state.marks[1]}`;
    if (state.forfeitedBy !== null) {
      const by = seatName(state.forfeitedBy, language, names, true);
      const list = seatList(state.winners, language, names);
      return de ? `${by} gibt die Partie auf; ${list} gewinnen (${marks}).` : `${by} forfeited the match; ${list} win (${marks}).`;
    }
    const team = seatsOfTeam(teamOf(state.winners[0] ?? 0));
    return de
      ? `${seatList(team, language, names)} gewinnen die Partie (${marks}).`
      : `${seatList(team, language, names, true)} won the match (${marks}).`;
  },
};
