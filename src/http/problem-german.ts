import { germanRefusal, refusalFactsOf } from '../engine/core/refusals.js';
import type { Language } from '../engine/core/language.js';
import type { ErrorCode, Problem } from './problem.js';

/**
 * The German `detail` of the service's own problems, by code. The English detail often names particulars (a
 * field, a version, a limit); the German sentence says what went wrong and adds the particulars a problem carries
 * as members (`currentVersion`, `retryAfter`, the fields in `errors`).
 */
const GERMAN: Partial<Record<ErrorCode, string | ((problem: Problem) => string)>> = {
  VALIDATION_FAILED: (p) => {
    const errors = Array.isArray(p.errors)
      ? (p.errors as { field?: unknown; message?: unknown }[]).filter((e) => typeof e.field === 'string' && e.field !== '')
      : [];
    if (errors.length === 0) return 'Die Anfrage ist ungültig.';
    const parts = errors.map(
      (e) => `„${String(e.field)}“ ${fieldMessage(typeof e.message === 'string' ? e.message : '') ?? 'ist ungültig'}`,
    );
    return `Die Anfrage ist ungültig: ${[...new Set(parts)].join('; ')}.`;
  },
  MALFORMED_JSON: 'Der Inhalt der Anfrage ist kein gültiges JSON.',
  PAYLOAD_TOO_LARGE: 'Der Inhalt der Anfrage ist zu groß.',
  UNSUPPORTED_MEDIA_TYPE: 'Der Inhalt der Anfrage muss JSON in UTF-8 sein (application/json).',
  MALFORMED_REQUEST: 'Die Anfrage ist fehlerhaft und kann nicht gelesen werden.',
  HEADERS_TOO_LARGE: 'Die Kopfzeilen der Anfrage sind zu groß.',
  REQUEST_TIMEOUT: 'Die Anfrage ist nicht rechtzeitig angekommen.',
  UNAUTHORIZED: 'Dafür musst du dich anmelden (ein gültiger Schlüssel oder Platz-Token fehlt).',
  FORBIDDEN: 'Das darfst du nicht.',
  NOT_FOUND: 'Diese Adresse gibt es nicht.',
  MATCH_NOT_FOUND: 'Diese Partie gibt es nicht.',
  GAME_NOT_FOUND: 'Dieses Spiel gibt es hier nicht.',
  VERSION_CONFLICT: (p) =>
    typeof p.currentVersion === 'number'
      ? `Die Partie ist inzwischen bei Stand ${p.currentVersion}; lade sie neu und entscheide noch einmal.`
      : 'Die Partie hat sich inzwischen geändert; lade sie neu und entscheide noch einmal.',
  PRECONDITION_REQUIRED: 'Gib den Stand der Partie an, auf den sich dein Zug bezieht (If-Match oder expectedVersion).',
  PRECONDITION_FAILED: (p) =>
    typeof p.currentVersion === 'number'
      ? `Die Partie ist nicht mehr bei diesem Stand, sondern bei ${p.currentVersion}.`
      : 'Die Partie ist nicht mehr bei diesem Stand.',
  METHOD_NOT_ALLOWED: 'Diese Methode gibt es für diese Adresse nicht.',
  IDEMPOTENCY_KEY_REUSED: 'Dieser Idempotency-Key wurde schon für eine andere Anfrage verwendet.',
  IDEMPOTENCY_KEY_IN_USE: 'Eine Anfrage mit diesem Idempotency-Key wird gerade noch beantwortet; versuch es gleich noch einmal.',
  SEAT_TAKEN: 'Dieser Platz ist schon besetzt.',
  MATCH_FULL: 'Alle Plätze dieser Partie sind besetzt.',
  MATCH_NOT_WAITING: 'Die Partie wartet nicht mehr auf Spieler.',
  MATCH_NOT_FINISHED: 'Die Partie ist noch nicht zu Ende.',
  VERSION_OUT_OF_RANGE: 'Diesen Stand der Partie gibt es nicht.',
  RATE_LIMITED: (p) =>
    typeof p.retryAfter === 'number'
      ? `Zu viele Anfragen; versuch es in ${p.retryAfter} s wieder.`
      : 'Zu viele Anfragen; versuch es gleich wieder.',
  TOO_MANY_STREAMS: 'Zu viele offene Verbindungen; schließe eine, bevor du eine neue öffnest.',
  NOT_READY: 'Der Dienst ist noch nicht bereit.',
  SEAT_RESERVED: 'Dieser Platz ist für einen eingeladenen Spieler reserviert.',
  ALREADY_SEATED: 'Du sitzt schon an diesem Tisch.',
  DEADLINE_PASSED: 'Deine Bedenkzeit für diesen Zug ist abgelaufen.',
  BOT_NOT_AVAILABLE: 'Diesen Bot gibt es für dieses Spiel nicht.',
  PLAYER_NOT_FOUND: 'Diesen Spieler gibt es nicht.',
  KEY_NOT_FOUND: 'Diesen Schlüssel gibt es nicht.',
  WEBHOOK_NOT_FOUND: 'Diesen Webhook gibt es nicht.',
  DELIVERY_NOT_FOUND: 'Diese Zustellung gibt es nicht.',
  INVITATION_NOT_FOUND: 'Diese Einladung gibt es nicht.',
  SPECTATOR_CHAT_OFF: 'In dieser Partie dürfen Zuschauer nicht mitreden.',
  CHAT_RATE_LIMITED: (p) =>
    typeof p.retryAfter === 'number' ? `Zu viele Nachrichten; warte ${p.retryAfter} s.` : 'Zu viele Nachrichten; warte kurz.',
  CHAT_FULL: 'Der Chat dieser Partie ist voll.',
  SENDER_NOT_FOUND: 'Diesen Absender gibt es in dieser Partie nicht.',
  CANNOT_HIDE_OWN_MESSAGES: 'Deine eigenen Nachrichten kannst du nicht ausblenden.',
  EMAIL_OFF: 'Dieser Dienst verschickt keine E-Mails.',
  EMAIL_NOT_SET: 'Es ist keine E-Mail-Adresse hinterlegt.',
  EMAIL_CODE_INVALID: 'Der Code stimmt nicht.',
  EMAIL_RATE_LIMITED: (p) =>
    typeof p.retryAfter === 'number'
      ? `Zu viele E-Mails; versuch es in ${p.retryAfter} s wieder.`
      : 'Zu viele E-Mails; versuch es später wieder.',
  MATCH_STARTED: 'Die Partie hat schon begonnen.',
  PLAY_STARTED: 'Es wurde schon eine Karte gespielt: Die Partie kann nicht mehr abgebrochen werden (du kannst aufgeben).',
  ABORT_NOT_PROPOSED: 'Niemand hat einen Abbruch vorgeschlagen.',
  ALREADY_VOTED: 'Du hast dem Abbruch schon zugestimmt.',
  REMATCH_OFFERED: 'Eine Revanche ist schon angeboten.',
  REMATCH_NOT_OFFERED: 'Es ist keine Revanche angeboten.',
  REMATCH_DECLINED: 'Die Revanche wurde abgelehnt.',
  REMATCH_STARTED: 'Die Revanche hat schon begonnen.',
  ALREADY_ACCEPTED: 'Du hast schon zugesagt.',
  INTERNAL_ERROR: 'Beim Bearbeiten der Anfrage ist ein Fehler aufgetreten; es wurde nichts geändert.',
};

/** What a field's check says (validation.ts, display-text.ts), in German; null for a message without a German one. */
const FIELD_MESSAGES: readonly (readonly [RegExp, (m: RegExpExecArray) => string])[] = [
  [/must be (\d+) to (\d+) characters long \(it has (\d+)\)/, (m) => `muss ${m[1]} bis ${m[2]} Zeichen lang sein (es sind ${m[3]})`],
  [/must not contain control characters/, () => 'darf keine Steuerzeichen enthalten (auch keine Zeilenumbrüche und Tabulatoren)'],
  [/must not contain bidirectional control characters/, () => 'darf keine Steuerzeichen der Schreibrichtung enthalten'],
  [/must not be blank/, () => 'darf nicht leer sein (es hat kein sichtbares Zeichen)'],
  [/must not contain NUL characters/, () => 'darf keine NUL-Zeichen oder ungepaarten Surrogate enthalten'],
  [/is not a field of this request/, () => 'gehört nicht zu dieser Anfrage'],
  [/must be a JSON object/, () => 'muss ein JSON-Objekt sein'],
  [/must be an integer from (\d+) to (\d+)/, (m) => `muss eine ganze Zahl von ${m[1]} bis ${m[2]} sein`],
  [/must be a non-negative integer/, () => 'muss eine ganze Zahl ab 0 sein'],
  [/must be a string/, () => 'muss ein Text sein'],
  [/must be a boolean/, () => 'muss true oder false sein'],
];

function fieldMessage(message: string): string | null {
  for (const [pattern, german] of FIELD_MESSAGES) {
    const match = pattern.exec(message);
    if (match) return german(match);
  }
  return null;
}

/** The German detail of a problem's code, or null when there is none (the problem then stays English). */
export function germanDetail(problem: Problem): string | null {
  const own = Object.hasOwn(GERMAN, problem.code) ? GERMAN[problem.code as ErrorCode] : undefined;
  if (own !== undefined) return typeof own === 'function' ? own(problem) : own;
  return germanRefusal(problem.code, refusalFactsOf(problem));
}

/** The problem with its `detail` in `language`, and the language it is written in. */
export function localised(problem: Problem, language: Language): { body: Problem; language: Language } {
  if (language === 'en') return { body: problem, language };
  const detail = germanDetail(problem);
  return detail === null ? { body: problem, language: 'en' } : { body: { ...problem, detail }, language };
}
