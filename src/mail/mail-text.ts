import { findGame } from '../engine/registry.js';
import type { OutboxRecord } from './mail-repository.js';

/** A mail to send: subject and plain text. */
export interface MailText {
  subject: string;
  text: string;
}

const FOOTER =
  '\n--\nKartenrunde. You get this mail because you chose these notices: change them with\n' +
  'PATCH /players/me/email {"notices": [...]}, or stop all mail with DELETE /players/me/email.\n';

const titleOf = (game: unknown) => (typeof game === 'string' ? (findGame(game)?.title ?? game) : 'a match');

type Data = Record<string, unknown>;

/** The mail that carries a confirmation code. */
export function confirmationMail(data: Data): MailText {
  return {
    subject: 'Kartenrunde: confirm your e-mail address',
    text:
      `Your confirmation code: ${String(data.code)}\n\n` +
      'Confirm the address with POST /players/me/email/confirm {"code": "<the code>"}\n' +
      `(with your API key) before ${String(data.expiresAt)}. Until then no notice is mailed.\n` +
      'If you did not ask for this, ignore this mail.\n',
  };
}

/** One mail for every "your move" of a player that is still their move (the digest). */
export function yourMoveMail(notices: readonly Data[]): MailText {
  const lines = notices.map((d) => {
    const deadline = typeof d.deadline === 'string' ? `, deadline ${d.deadline}` : '';
    return `- ${titleOf(d.game)}: match ${String(d.matchId)}, seat ${String(d.seat)}, your move since ${String(d.since)}${deadline}`;
  });
  const count = notices.length === 1 ? '1 match' : `${notices.length} matches`;
  return { subject: `Kartenrunde: your move in ${count}`, text: `It is your move in ${count}:\n${lines.join('\n')}\n${FOOTER}` };
}

export function invitationMail(d: Data): MailText {
  return {
    subject: `Kartenrunde: you are invited to ${titleOf(d.game)}`,
    text:
      `You are invited to seat ${String(d.seat)} of a ${titleOf(d.game)} match for ${String(d.players)} (match ${String(d.matchId)}).\n` +
      `Join it with POST /matches/${String(d.matchId)}/players (with your API key), or decline the invitation.\n` +
      (d.arrangedDeal ? 'The creator arranged the deal (seeded or preset): they can know every hand.\n' : '') +
      FOOTER,
  };
}

export function matchEndedMail(d: Data): MailText {
  const outcome = (d.outcome ?? {}) as { summary?: unknown };
  return {
    subject: `Kartenrunde: your ${titleOf(d.game)} match ended`,
    text: `Your ${titleOf(d.game)} match ${String(d.matchId)} (seat ${String(d.seat)}) ended.\n${String(outcome.summary ?? '')}\n${FOOTER}`,
  };
}

/** The mail for one queued notice other than "your move" (those are combined: yourMoveMail). */
export function mailFor(row: OutboxRecord): MailText | null {
  const data = (row.data ?? {}) as Data;
  switch (row.kind) {
    case 'confirmation':
      return confirmationMail(data);
    case 'invitation':
      return invitationMail(data);
    case 'matchEnded':
      return matchEndedMail(data);
    default:
      return null;
  }
}
