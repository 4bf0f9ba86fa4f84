import {
  endEventSentence,
  isRecord,
  plainDealSentence,
  seatList,
  seatName,
  sharedDealOf,
  type Language,
  type SeatNames,
} from '../../core/language.js';
import type { Seat } from '../../core/seats.js';
import { REASON_TEXT as ENGLISH_REASONS } from './scoring.js';
import type { EndReason } from './verdict.js';

/**
 * The sentences for people the Schnapsen family (Dreierschnapsen, Bauernschnapsen) shares, rendered from a
 * `DealScored`'s structured data (contract, contractName, sides, won, reason, points, winners) in a language
 * (core/language.ts). Seats are named from 1.
 */

const REASON_TEXT: Readonly<Record<Language, Readonly<Record<EndReason, string>>>> = {
  de: {
    reached66: '66 erreicht',
    lastTrick: 'letzter Stich',
    tookTrick: 'der Ansager hat einen Stich gemacht',
    noTrickTaken: 'der Ansager hat keinen Stich gemacht',
    trickLost: 'ein Stich ging an die Gegenseite',
    allTricksTaken: 'alle Stiche gemacht',
    schnapserMade: '66 in den ersten Stichen',
    schnapserMissed: 'keine 66 in den ersten Stichen',
    laidDown: 'Karten aufgelegt',
  },
  en: ENGLISH_REASONS,
};

/** A family deal's result: the contract, who declared it, whether it was made and why, and who scores what. */
export function familyDealSentence(data: unknown, language: Language, names: SeatNames = []): string | null {
  const shared = sharedDealOf(data);
  if (!shared || !isRecord(data)) return null;
  const sides = data.sides as { declarer?: unknown } | undefined;
  const reason = data.reason as EndReason;
  if (
    typeof data.contractName !== 'string' ||
    !isRecord(sides) ||
    !Number.isInteger(sides.declarer) ||
    !Object.hasOwn(REASON_TEXT.en, reason)
  ) {
    return plainDealSentence(shared, language, names);
  }
  const declarer = sides.declarer as Seat;
  const points = typeof data.points === 'number' ? data.points : 0;
  const winners = seatList(shared.winners, language, names);
  if (language === 'de') {
    const who = data.contract === 'normal' ? `der Seite von ${seatName(declarer, 'de', names)}` : `von ${seatName(declarer, 'de', names)}`;
    const scores = shared.winners.length === 1 ? 'schreibt' : 'schreiben';
    return `${data.contractName} ${who} ${data.won ? 'gewonnen' : 'verloren'} (${REASON_TEXT.de[reason]}): ${winners} ${scores} ${points}.`;
  }
  const who = data.contract === 'normal' ? `${seatName(declarer, 'en', names)}'s side` : seatName(declarer, 'en', names);
  const name = data.contract === 'normal' ? 'The normal game' : data.contractName;
  return `${name} of ${who} ${data.won ? 'made' : 'lost'} (${REASON_TEXT.en[reason]}): ${winners} score ${points}.`;
}

/** A family game's sentence for a `DealScored` (its own) or a match-ending event (plain: who won). */
export function familyEventSentence(event: { type: string; data: unknown }, language: Language, names: SeatNames = []): string | null {
  if (event.type === 'DealScored') return familyDealSentence(event.data, language, names);
  return endEventSentence(event, language, names);
}
