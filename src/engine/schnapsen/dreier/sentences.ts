import { seatList, seatName, type GameSentences } from '../../core/language.js';
import { familyEventSentence } from '../common/sentences.js';
import type { DreierState } from './types.js';

/** Dreierschnapsen's sentences for people (core/language.ts): the family's deal sentences and how the match ended. */
export const dreierSentences: GameSentences<DreierState> = {
  event: familyEventSentence,
  outcome(state, language, names = []) {
    if (state.phase !== 'over' || state.winners === null) return null;
    const winners = state.winners;
    const de = language === 'de';
    const list = seatList(winners, language, names);
    const share = de
      ? `${list} ${winners.length === 1 ? 'gewinnt' : 'teilen sich den Sieg'}`
      : `${list} ${winners.length === 1 ? 'wins' : 'share the win'}`;
    if (state.forfeitedBy !== null) {
      const by = seatName(state.forfeitedBy, language, names, true);
      return de ? `${by} gibt die Partie auf; ${share}.` : `${by} forfeited the match; ${share}.`;
    }
    const tally = state.penalties.map((bummerl, seat) => `${seatName(seat, language, names)}: ${bummerl}`).join(', ');
    return de
      ? `${share} mit den wenigsten Bummerln (${tally}).`
      : `${share.charAt(0).toUpperCase()}${share.slice(1)} with the fewest Bummerl (${tally}).`;
  },
};
