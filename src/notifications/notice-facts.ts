import type { Language } from '../engine/core/language.js';
import { outcomeSentence } from '../engine/sentences.js';
import type { MatchStore } from '../matches/match-store.js';
import { namesOf } from '../matches/sentences.js';
import type { NoticeFacts } from './notice-sentences.js';

/**
 * What the sentences of a notification of `matchId` need from the match (notice-sentences.ts): its players' names
 * and, with `outcome`, how it ended in `language`. Nothing for a notification without a match or of a match that
 * is gone (its sentence then names seats by number and says the ending from the winners the notification holds).
 */
export async function readNoticeFacts(
  store: MatchStore,
  matchId: string | null | undefined,
  language: Language,
  outcome: boolean,
): Promise<NoticeFacts> {
  if (typeof matchId !== 'string') return {};
  try {
    if (!outcome) return { names: namesOf(await store.requireMatch(matchId)) };
    const replayed = await store.load(matchId, true);
    const names = namesOf(replayed.match);
    return { names, outcome: outcomeSentence(replayed.match.game, replayed.state, language, names) };
  } catch {
    return {};
  }
}
