import { defaultBotName, isKindName } from '../bots/names.js';
import type { GameEvent, Outcome } from '../engine/core/game.js';
import type { Language, SeatNames } from '../engine/core/language.js';
import { eventSentence, lastDealSentence, outcomeSentence } from '../engine/sentences.js';

/**
 * Sentences for people in a response (engine/sentences.ts), added at the edge: an event gets `sentence` beside its
 * untouched `data`, an outcome `sentence` beside its `summary`, a view `lastDealSentence`. The stored events, their
 * hashes and the exports stay exactly as recorded.
 */

/**
 * The players' names by seat, as the match's seats carry them (null for a seat nobody holds yet); a bot of an older
 * match, named by its kind only, by its seat's name (bots/names.ts), as the web client names it.
 */
export function namesOf(match: { seats: readonly { seat: number; name: string | null; bot?: string | null }[] }): SeatNames {
  const names: (string | null)[] = [];
  for (const s of match.seats) names[s.seat] = s.bot && s.name !== null && isKindName(s.name) ? defaultBotName(s.seat) : s.name;
  return names;
}

/** The names after `events`: a seat taken (PlayerJoined) carries its player's name, a seat left (PlayerLeft) none. */
export function namesAfter(names: SeatNames, events: readonly { type: string; data: unknown }[]): SeatNames {
  let after = names;
  for (const event of events) {
    if (event.type !== 'PlayerJoined' && event.type !== 'PlayerLeft') continue;
    const { seat, name, bot } = event.data as { seat: number; name?: string; bot?: string };
    const taken = event.type === 'PlayerJoined' && typeof name === 'string' ? name : null;
    const named = namesOf({ seats: [{ seat, name: taken, bot: bot ?? null }] })[seat] ?? null;
    after = Object.assign([...after], { [seat]: named });
  }
  return after;
}

/** The events with their sentence where they have one. `finalState`: the state once the match has ended. */
export function withSentences<E extends GameEvent>(
  gameId: string,
  events: readonly E[],
  language: Language,
  names: SeatNames,
  finalState?: unknown,
): (E & { sentence?: string })[] {
  return events.map((event) => {
    const sentence = eventSentence(gameId, { type: event.type, data: event.data }, language, names, finalState);
    return sentence === null ? event : Object.assign({}, event, { sentence });
  });
}

/** The outcome with its sentence in `language` (null stays null). */
export function outcomeWithSentence(
  gameId: string,
  outcome: Outcome | null,
  state: unknown,
  language: Language,
  names: SeatNames,
): (Outcome & { sentence?: string }) | null {
  if (outcome === null) return null;
  const sentence = outcomeSentence(gameId, state, language, names);
  return sentence === null ? outcome : Object.assign({}, outcome, { sentence });
}

/** The view's `lastDealSentence`: the last scored deal's sentence, when there is one. */
export function lastDealOf(gameId: string, state: unknown, language: Language, names: SeatNames): { lastDealSentence?: string } {
  const sentence = state === null || state === undefined ? null : lastDealSentence(gameId, state, language, names);
  return sentence === null ? {} : { lastDealSentence: sentence };
}
