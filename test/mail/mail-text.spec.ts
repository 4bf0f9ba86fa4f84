import { describe, expect, it } from '@jest/globals';
import {
  confirmationMail,
  invitationMail,
  mailFor,
  mailTime,
  matchEndedMail,
  yourMoveMail,
  type MailText,
} from '../../src/mail/mail-text.js';

const MATCH = '0b7e3c1a-5d2f-4e8b-9a61-2f4c8d9e7b10';
const OTHER = '5f0c2d9e-1a4b-4c3d-8e7f-6a5b4c3d2e1f';
const names = ['Anna', 'Bert', 'Cora', 'Dora'];
const factsOf = (matchId: string) => (matchId === MATCH ? { names } : {});

/** English words that must not turn up in a German mail (the API's paths and JSON aside). */
const ENGLISH = /\b(your|you|match|matches|seat|move|since|deadline|invited|ended|confirm|code|mail is|notices are|the|and|with)\b/i;
const prose = (mail: MailText) =>
  `${mail.subject}\n${mail.text}`.replace(/(POST|PATCH|DELETE) \S+( \{[^}]*\})?/g, '').replace(/\{"[^}]*\}/g, '');

describe('mail texts', () => {
  it('carries the confirmation code in both languages', () => {
    const data = { address: 'anna@example.org', code: 'K7QX2MPA', expiresAt: '2026-11-29T18:30:00.000Z' };
    const de = confirmationMail(data, 'de');
    expect(de.subject).toBe('Kartenrunde: Bestätige deine E-Mail-Adresse');
    expect(de.text).toContain('Dein Bestätigungscode: K7QX2MPA');
    expect(de.text).toContain('bis 29.11.2026, 18:30 UTC');
    expect(prose(de)).not.toMatch(ENGLISH);
    const en = confirmationMail(data, 'en');
    expect(en.subject).toBe('Kartenrunde: confirm your e-mail address');
    expect(en.text).toContain('Your confirmation code: K7QX2MPA');
    expect(en.text).toContain('before 2026-11-29 18:30 UTC');
  });

  it('lists every match of a "your move" digest, seats named by their players', () => {
    const notices = [
      { matchId: MATCH, game: 'schafkopf', seat: 2, since: '2026-11-28T09:05:00.000Z', deadline: '2026-11-29T09:05:00.000Z' },
      { matchId: OTHER, game: 'schnapsen', seat: 0, since: '2026-11-28T10:00:00.000Z', deadline: null },
    ];
    const de = yourMoveMail(notices, 'de', factsOf);
    expect(de.subject).toBe('Kartenrunde: Du bist am Zug (2 Partien)');
    expect(de.text).toContain(
      `- Bayerischer Schafkopf: Partie ${MATCH}, Cora (Platz 3), am Zug seit 28.11.2026, 09:05 UTC, Frist bis 29.11.2026, 09:05 UTC`,
    );
    expect(de.text).toContain(`- Schnapsen zu zweit: Partie ${OTHER}, Platz 1, am Zug seit 28.11.2026, 10:00 UTC`);
    expect(prose(de)).not.toMatch(ENGLISH);
    expect(yourMoveMail(notices.slice(0, 1), 'de', factsOf).subject).toBe('Kartenrunde: Du bist am Zug (1 Partie)');

    const en = yourMoveMail(notices, 'en', factsOf);
    expect(en.subject).toBe('Kartenrunde: your move in 2 matches');
    expect(en.text).toContain(
      `- Bayerischer Schafkopf: match ${MATCH}, Cora (seat 3), your move since 2026-11-28 09:05 UTC, deadline 2026-11-29 09:05 UTC`,
    );
    expect(en.text).toContain(`- Schnapsen for two: match ${OTHER}, seat 1, your move since 2026-11-28 10:00 UTC`);
  });

  it('invites in both languages, and says when the deal was arranged', () => {
    const data = { matchId: MATCH, game: 'schafkopf', seat: 3, players: 4, arrangedDeal: true };
    const de = invitationMail(data, 'de', { names });
    expect(de.subject).toBe('Kartenrunde: Einladung zu Bayerischer Schafkopf');
    expect(de.text).toContain(
      `Du bist zu einer Partie Bayerischer Schafkopf für 4 Spieler eingeladen, auf Dora (Platz 4) (Partie ${MATCH}).`,
    );
    expect(de.text).toContain('vorab festgelegt');
    expect(prose(de)).not.toMatch(ENGLISH);
    const en = invitationMail(data, 'en', { names });
    expect(en.subject).toBe('Kartenrunde: you are invited to Bayerischer Schafkopf');
    expect(en.text).toContain('The creator arranged the deal');
  });

  it("says how a match ended in the mail's language: the game's outcome sentence, else the winners, or the abort", () => {
    const data = { matchId: MATCH, game: 'schnapsen', seat: 0, outcome: { winners: [1], summary: 'Seat 0 forfeited; seat 1 wins.' } };
    const de = matchEndedMail(data, 'de', { names, outcome: 'Anna (Platz 1) gibt die Partie auf; Bert (Platz 2) gewinnt das Bummerl.' });
    expect(de.subject).toBe('Kartenrunde: Deine Partie Schnapsen zu zweit ist zu Ende');
    expect(de.text).toContain(
      `Deine Partie Schnapsen zu zweit ${MATCH} (Anna (Platz 1)) ist zu Ende.\nAnna (Platz 1) gibt die Partie auf; Bert (Platz 2) gewinnt das Bummerl.`,
    );
    expect(de.text).not.toContain('forfeited');
    expect(prose(de)).not.toMatch(ENGLISH);
    // Without the match at hand (it was deleted): the winners the notice holds.
    expect(matchEndedMail(data, 'de', { names }).text).toContain('Die Partie ist zu Ende: Bert (Platz 2) gewinnt.');
    expect(matchEndedMail({ ...data, outcome: null, aborted: true }, 'de').text).toContain('einvernehmlich abgebrochen');

    const en = matchEndedMail(data, 'en', { names, outcome: 'Anna (Seat 1) forfeited the match; Bert (seat 2) wins the Bummerl.' });
    expect(en.subject).toBe('Kartenrunde: your Schnapsen for two match ended');
    expect(en.text).toContain('Anna (Seat 1) forfeited the match; Bert (seat 2) wins the Bummerl.');
  });

  it('picks the mail of a queued notice by its kind; "your move" and unknown kinds have none of their own', () => {
    const row = (kind: string, data: unknown) => ({ id: 1, playerId: 'p', kind, data, attempts: 1, createdAt: new Date(0) });
    expect(mailFor(row('invitation', { matchId: MATCH, game: 'schwimmen', seat: 0, players: 3 }), 'de')?.subject).toBe(
      'Kartenrunde: Einladung zu Schwimmen / Schnauz',
    );
    expect(mailFor(row('matchEnded', { matchId: MATCH, game: 'schwimmen', seat: 0, outcome: { winners: [0] } }), 'en')?.text).toContain(
      'The match is over: seat 1 wins.',
    );
    expect(mailFor(row('yourMove', {}), 'de')).toBeNull();
    expect(mailFor(row('chatMessage', {}), 'de')).toBeNull();
  });

  it('writes times in UTC, as each language does', () => {
    expect(mailTime('2026-03-01T08:07:00.000Z', 'de')).toBe('01.03.2026, 08:07 UTC');
    expect(mailTime('2026-03-01T08:07:00.000Z', 'en')).toBe('2026-03-01 08:07 UTC');
    expect(mailTime('not a time', 'en')).toBe('not a time');
  });
});
