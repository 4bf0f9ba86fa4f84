import type { GameEvent } from './core/game.js';
import { isRecord, plainOutcomeSentence, winnersOf, type GameSentences, type Language, type SeatNames } from './core/language.js';
import { schafkopfSentences } from './schafkopf/sentences.js';
import { bauernSentences } from './schnapsen/bauern/sentences.js';
import { dreierSentences } from './schnapsen/dreier/sentences.js';
import { schnapsenSentences } from './schnapsen/zweier/sentences.js';
import { schwimmenSentences } from './schwimmen/sentences.js';

/**
 * Every game's sentences for people, by game id (core/language.ts). They are rendered from structured data when
 * a response is built; the stored events (and their English `summary`) stay as they were recorded.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each game's sentences read events of its own type
const SENTENCES: Readonly<Record<string, GameSentences<any>>> = {
  schwimmen: schwimmenSentences,
  schnapsen: schnapsenSentences,
  dreierschnapsen: dreierSentences,
  bauernschnapsen: bauernSentences,
  schafkopf: schafkopfSentences,
};

/** Events whose sentence is the match's outcome (when the final state is at hand). */
const MATCH_ENDS = new Set(['MatchEnded', 'MatchWon']);

/**
 * The sentence for `event` of a match of `gameId`, or null when the event has none. `finalState`: the match's
 * state when it has ended, so the match-ending event says how it ended (the outcome sentence).
 */
export function eventSentence(
  gameId: string,
  event: GameEvent,
  language: Language,
  names: SeatNames = [],
  finalState?: unknown,
): string | null {
  const sentences = Object.hasOwn(SENTENCES, gameId) ? SENTENCES[gameId] : undefined;
  if (MATCH_ENDS.has(event.type) && finalState !== undefined) {
    const outcome = outcomeSentence(gameId, finalState, language, names);
    if (outcome !== null) return outcome;
  }
  try {
    return sentences?.event(event, language, names) ?? (MATCH_ENDS.has(event.type) ? plainEnd(event, language, names) : null);
  } catch {
    // An event of an old shape the game's sentences do not know: no sentence rather than a failure.
    return null;
  }
}

function plainEnd(event: GameEvent, language: Language, names: SeatNames): string | null {
  const winners = winnersOf(event.data);
  return winners ? plainOutcomeSentence(winners, language, names) : null;
}

/** The sentence saying how a match of `gameId` ended, from its final state (null while it runs or if unknown). */
export function outcomeSentence(gameId: string, state: unknown, language: Language, names: SeatNames = []): string | null {
  const sentences = Object.hasOwn(SENTENCES, gameId) ? SENTENCES[gameId] : undefined;
  if (!sentences || state === null || state === undefined) return null;
  try {
    return sentences.outcome(state, language, names);
  } catch {
    return null;
  }
}

/**
 * The sentence of the last scored deal of a match's state (the view's `lastDeal`), or null before the first. The
 * states keep that deal's `DealScored` data; Schnapsen's keeps its shared part and the deal's record in `history`.
 */
export function lastDealSentence(gameId: string, state: unknown, language: Language, names: SeatNames = []): string | null {
  if (!isRecord(state) || !isRecord(state.lastDeal)) return null;
  let data: Record<string, unknown> = state.lastDeal;
  const history = Array.isArray(state.history) ? state.history : [];
  const record: unknown = history[history.length - 1];
  if (isRecord(record) && record.dealNumber === data.dealNumber) data = { ...record, ...data };
  return eventSentence(gameId, { type: 'DealScored', data }, language, names);
}
