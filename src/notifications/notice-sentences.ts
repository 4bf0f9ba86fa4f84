import { findGame } from '../engine/registry.js';
import { plainOutcomeSentence, seatName, type Language, type SeatNames } from '../engine/core/language.js';

/**
 * The sentences for people of a player's notifications (the stream's `sentence`, the mails' lines), rendered from
 * a notification's structured data when it is read or mailed: the stored notifications carry no sentences.
 */

/** What a sentence takes from the match beyond the notification's data: its players' names, how it ended. */
export interface NoticeFacts {
  /** The players' names by seat (matches/sentences.ts namesOf). */
  names?: SeatNames;
  /** The match's outcome sentence in the language asked for (engine/sentences.ts outcomeSentence), once it ended. */
  outcome?: string | null;
}

type Data = Record<string, unknown>;

/** Games whose title reads differently in German. */
const GERMAN_TITLES: Readonly<Record<string, string>> = { schnapsen: 'Schnapsen zu zweit' };

/** A game's title as a sentence names it ("eine Partie" / "a match" for an unknown game). */
export function gameTitle(game: unknown, language: Language): string {
  if (typeof game !== 'string') return language === 'de' ? 'eine Partie' : 'a match';
  if (language === 'de' && Object.hasOwn(GERMAN_TITLES, game)) return GERMAN_TITLES[game];
  return findGame(game)?.title ?? game;
}

/** The notification's seat as a sentence names it (`capital`: at the start of a sentence). */
const seatOf = (data: Data, names: SeatNames, language: Language, capital = false): string => {
  if (Number.isInteger(data.seat)) return seatName(data.seat as number, language, names, capital);
  const some = language === 'de' ? 'ein Platz' : 'a seat';
  return capital ? some.charAt(0).toUpperCase() + some.slice(1) : some;
};

/** `names` with `name` for `seat`. */
const withName = (names: SeatNames, seat: unknown, name: string): SeatNames => {
  if (!Number.isInteger(seat)) return names;
  const copy = [...names];
  copy[seat as number] = name;
  return copy;
};

/** How a match ended, in a sentence: the game's own outcome sentence, else one from the winners; or that it was aborted. */
export function endSentence(data: Data, language: Language, facts: NoticeFacts = {}): string {
  const de = language === 'de';
  if (data.aborted === true)
    return de ? 'Die Partie ist einvernehmlich abgebrochen, ohne Ergebnis.' : 'The match was aborted by agreement, without a result.';
  if (facts.outcome) return facts.outcome;
  const outcome = (data.outcome ?? {}) as { winners?: unknown };
  const winners = Array.isArray(outcome.winners) && outcome.winners.every((w) => Number.isInteger(w)) ? (outcome.winners as number[]) : [];
  return plainOutcomeSentence(winners, language, facts.names ?? []);
}

/** The sentence of a notification of `type` with `data`, or null for a type that has none (match webhooks' own). */
export function noticeSentence(type: string, data: Data, language: Language, facts: NoticeFacts = {}): string | null {
  const de = language === 'de';
  const names = facts.names ?? [];
  const title = gameTitle(data.game, language);
  const seat = seatOf(data, names, language);
  const Seat = seatOf(data, names, language, true);
  switch (type) {
    case 'yourMove':
      return de ? `Du bist am Zug: ${title}, ${seat}.` : `It is your move: ${title}, ${seat}.`;
    case 'youMay':
      return de
        ? `Du kannst jetzt eingreifen (zum Beispiel stoßen): ${title}, ${seat}.`
        : `You may act now (a Stoß, say): ${title}, ${seat}.`;
    case 'matchEnded':
      return de
        ? `Deine Partie ${title} ist zu Ende. ${endSentence(data, language, facts)}`
        : `Your ${title} match has ended. ${endSentence(data, language, facts)}`;
    case 'invitation':
      return de ? `Du bist zu ${title} eingeladen, auf ${seat}.` : `You are invited to ${title}, at ${seat}.`;
    case 'invitationDeclined': {
      // The seat is open again, so the name is the notification's own.
      const who = seatOf(data, typeof data.name === 'string' ? withName(names, data.seat, data.name) : names, language, true);
      return de ? `${who} lehnt deine Einladung zu ${title} ab.` : `${who} declined your invitation to ${title}.`;
    }
    case 'invitationWithdrawn':
      return de ? `Deine Einladung zu ${title} wurde zurückgezogen.` : `Your invitation to ${title} was withdrawn.`;
    case 'seatLeft':
      return de ? `${Seat} hat die Partie verlassen.` : `${Seat} left the match.`;
    case 'abortVoted':
      if (data.abort === false) return de ? `${Seat} will doch weiterspielen.` : `${Seat} wants to play on after all.`;
      return de ? `${Seat} will die Partie abbrechen.` : `${Seat} wants to abort the match.`;
    case 'rematchOffered':
      return de ? `${Seat} bietet eine Revanche an.` : `${Seat} offers a rematch.`;
    case 'rematchAccepted':
      return de ? `${Seat} nimmt die Revanche an.` : `${Seat} accepts the rematch.`;
    case 'rematchDeclined':
      return de ? `${Seat} lehnt die Revanche ab.` : `${Seat} declines the rematch.`;
    case 'rematchStarted':
      return de ? `Die Revanche beginnt.` : 'The rematch begins.';
    case 'analysisReady':
      return de ? `Die Auswertung deiner Partie ${title} ist fertig.` : `The analysis of your ${title} match is ready.`;
    default:
      return null;
  }
}
