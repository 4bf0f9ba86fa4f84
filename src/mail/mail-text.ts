import { seatName, type Language } from '../engine/core/language.js';
import { endSentence, gameTitle, type NoticeFacts } from '../notifications/notice-sentences.js';
import type { OutboxRecord } from './mail-repository.js';

/** A mail to send: subject and plain text. */
export interface MailText {
  subject: string;
  text: string;
}

type Data = Record<string, unknown>;

/** The match facts of a notice (names, outcome sentence) by match id; none known: seats by number. */
export type FactsOf = (matchId: string) => NoticeFacts;

const noFacts: FactsOf = () => ({});

const FOOTER: Record<Language, string> = {
  de:
    '\n--\nKartenrunde. Du bekommst diese Mail, weil du diese Nachrichten gewählt hast. Ändern kannst du sie mit\n' +
    'PATCH /players/me/email {"notices": [...]}, die Sprache mit {"language": "de"} oder {"language": "en"};\n' +
    'gar keine Mails mehr: DELETE /players/me/email.\n',
  en:
    '\n--\nKartenrunde. You get this mail because you chose these notices: change them with\n' +
    'PATCH /players/me/email {"notices": [...]}, the language with {"language": "en"} or {"language": "de"};\n' +
    'stop all mail with DELETE /players/me/email.\n',
};

/** A time as the mail says it, in UTC: "28.11.2026, 18:30 UTC" / "2026-11-28 18:30 UTC". */
export function mailTime(value: unknown, language: Language): string {
  const at = typeof value === 'string' || value instanceof Date ? new Date(value) : null;
  if (!at || Number.isNaN(at.getTime())) return String(value);
  const [date, time] = at.toISOString().split('T');
  const [year, month, day] = date.split('-');
  return language === 'de' ? `${day}.${month}.${year}, ${time.slice(0, 5)} UTC` : `${date} ${time.slice(0, 5)} UTC`;
}

const seatOf = (data: Data, language: Language, facts: NoticeFacts): string =>
  Number.isInteger(data.seat) ? seatName(data.seat as number, language, facts.names ?? []) : language === 'de' ? 'Platz ?' : 'seat ?';

/** The mail that carries a confirmation code. */
export function confirmationMail(data: Data, language: Language = 'en'): MailText {
  if (language === 'de') {
    return {
      subject: 'Kartenrunde: Bestätige deine E-Mail-Adresse',
      text:
        `Dein Bestätigungscode: ${String(data.code)}\n\n` +
        'Bestätige die Adresse mit POST /players/me/email/confirm {"code": "<der Code>"}\n' +
        `(mit deinem API-Schlüssel) bis ${mailTime(data.expiresAt, 'de')}. Bis dahin schicken wir dir sonst nichts.\n` +
        'Hast du das nicht selbst angefordert, dann vergiss diese Mail einfach.\n',
    };
  }
  return {
    subject: 'Kartenrunde: confirm your e-mail address',
    text:
      `Your confirmation code: ${String(data.code)}\n\n` +
      'Confirm the address with POST /players/me/email/confirm {"code": "<the code>"}\n' +
      `(with your API key) before ${mailTime(data.expiresAt, 'en')}. Until then no notice is mailed.\n` +
      'If you did not ask for this, ignore this mail.\n',
  };
}

/** One mail for every "your move" of a player that is still their move (the digest). */
export function yourMoveMail(notices: readonly Data[], language: Language = 'en', factsOf: FactsOf = noFacts): MailText {
  const de = language === 'de';
  const lines = notices.map((d) => {
    const facts = factsOf(String(d.matchId));
    const title = gameTitle(d.game, language);
    const seat = seatOf(d, language, facts);
    const since = mailTime(d.since, language);
    if (de) {
      const deadline = typeof d.deadline === 'string' ? `, Frist bis ${mailTime(d.deadline, 'de')}` : '';
      return `- ${title}: Partie ${String(d.matchId)}, ${seat}, am Zug seit ${since}${deadline}`;
    }
    const deadline = typeof d.deadline === 'string' ? `, deadline ${mailTime(d.deadline, 'en')}` : '';
    return `- ${title}: match ${String(d.matchId)}, ${seat}, your move since ${since}${deadline}`;
  });
  if (de) {
    const count = notices.length === 1 ? '1 Partie' : `${notices.length} Partien`;
    return { subject: `Kartenrunde: Du bist am Zug (${count})`, text: `In ${count} bist du am Zug:\n${lines.join('\n')}\n${FOOTER.de}` };
  }
  const count = notices.length === 1 ? '1 match' : `${notices.length} matches`;
  return { subject: `Kartenrunde: your move in ${count}`, text: `It is your move in ${count}:\n${lines.join('\n')}\n${FOOTER.en}` };
}

export function invitationMail(d: Data, language: Language = 'en', facts: NoticeFacts = {}): MailText {
  const title = gameTitle(d.game, language);
  const seat = seatOf(d, language, facts);
  const id = String(d.matchId);
  if (language === 'de') {
    return {
      subject: `Kartenrunde: Einladung zu ${title}`,
      text:
        `Du bist zu einer Partie ${title} für ${String(d.players)} Spieler eingeladen, auf ${seat} (Partie ${id}).\n` +
        `Setz dich mit POST /matches/${id}/players (mit deinem API-Schlüssel) dazu, oder lehne die Einladung ab.\n` +
        (d.arrangedDeal
          ? 'Die Karten dieser Partie sind vorab festgelegt (Seed oder vorgegebene Blätter): wer sie angelegt hat, kann jedes Blatt kennen.\n'
          : '') +
        FOOTER.de,
    };
  }
  return {
    subject: `Kartenrunde: you are invited to ${title}`,
    text:
      `You are invited to ${seat} of a ${title} match for ${String(d.players)} (match ${id}).\n` +
      `Join it with POST /matches/${id}/players (with your API key), or decline the invitation.\n` +
      (d.arrangedDeal ? 'The creator arranged the deal (seeded or preset): they can know every hand.\n' : '') +
      FOOTER.en,
  };
}

/** The mail of a match's end: how it ended, in the game's own outcome sentence (`facts.outcome`) where known. */
export function matchEndedMail(d: Data, language: Language = 'en', facts: NoticeFacts = {}): MailText {
  const title = gameTitle(d.game, language);
  const seat = seatOf(d, language, facts);
  const ending = endSentence(d, language, facts);
  if (language === 'de') {
    return {
      subject: `Kartenrunde: Deine Partie ${title} ist zu Ende`,
      text: `Deine Partie ${title} ${String(d.matchId)} (${seat}) ist zu Ende.\n${ending}\n${FOOTER.de}`,
    };
  }
  return {
    subject: `Kartenrunde: your ${title} match ended`,
    text: `Your ${title} match ${String(d.matchId)} (${seat}) ended.\n${ending}\n${FOOTER.en}`,
  };
}

/** The mail for one queued notice other than "your move" (those are combined: yourMoveMail), in `language`. */
export function mailFor(row: OutboxRecord, language: Language = 'en', facts: NoticeFacts = {}): MailText | null {
  const data = (row.data ?? {}) as Data;
  switch (row.kind) {
    case 'confirmation':
      return confirmationMail(data, language);
    case 'invitation':
      return invitationMail(data, language, facts);
    case 'matchEnded':
      return matchEndedMail(data, language, facts);
    default:
      return null;
  }
}
