import { Injectable } from '@nestjs/common';
import { createHash, randomInt } from 'node:crypto';
import type { Language } from '../engine/core/language.js';
import { ApiError } from '../http/problem.js';
import { Access, type Caller } from '../access/access.js';
import { MatchStore } from '../matches/match-store.js';
import type { Prisma } from '../generated/prisma/client.js';
import {
  confirmMailAddress,
  deleteMailAddress,
  findMailAddress,
  lockConfirmations,
  MAIL_NOTICES,
  recentConfirmations,
  setMailAddress,
  setMailNotices,
  type MailAddressRecord,
  type MailNotice,
} from './mail-repository.js';
import { Mailer } from './mailer.js';
import type { EmailSettingsDto } from './mail.dto.js';

/** Letters and digits that cannot be mistaken for one another. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;
const CODE_VALID_MS = 24 * 3_600_000;
/** At most this many confirmation mails per player, and per address, within CONFIRMATION_WINDOW_MS. */
export const CONFIRMATIONS_PER_WINDOW = 3;
export const CONFIRMATION_WINDOW_MS = 3_600_000;
/** Wrong codes a mailed code survives; the last of them kills it. */
export const CODE_TRIES = 5;

const hashCode = (code: string) => createHash('sha256').update(code.trim().toUpperCase()).digest('hex');

/** A player's e-mail address for notices: set (a code is mailed), confirmed, notices chosen, removed. */
@Injectable()
export class MailService {
  constructor(
    private readonly store: MatchStore,
    private readonly access: Access,
    private readonly mailer: Mailer,
  ) {}

  async get(caller: Caller): Promise<EmailSettingsDto> {
    return settingsDto(await this.require(this.access.player(caller)));
  }

  /**
   * Sets the address and mails it a confirmation code; nothing else is mailed until it is confirmed. The same
   * address again, once confirmed, only changes the notices and the language of the mails.
   */
  async set(
    caller: Caller,
    address: string,
    notices: MailNotice[] = [...MAIL_NOTICES],
    language: Language = 'en',
  ): Promise<EmailSettingsDto> {
    const playerId = this.access.player(caller);
    if (!this.mailer.enabled) throw new ApiError(409, 'EMAIL_OFF', 'This service sends no e-mail (its operator has not set SMTP_URL).');
    const current = await findMailAddress(this.store.prisma, playerId);
    if (current?.confirmed && current.address === address)
      return settingsDto((await setMailNotices(this.store.prisma, playerId, notices, language))!);
    const code = Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
    const expiresAt = new Date(this.store.now().getTime() + CODE_VALID_MS);
    const set = await setMailAddress(
      this.store.prisma,
      { playerId, address, notices, language, codeHash: hashCode(code), codeExpiresAt: expiresAt },
      { address, code, expiresAt: expiresAt.toISOString() },
      (tx) => refuseTooManyConfirmations(tx, playerId, address),
    );
    this.mailer.kick();
    return settingsDto(set);
  }

  async confirm(caller: Caller, code: string): Promise<EmailSettingsDto> {
    const playerId = this.access.player(caller);
    const current = await this.require(playerId);
    if (current.confirmed) return settingsDto(current);
    const result = await confirmMailAddress(this.store.prisma, playerId, hashCode(code), this.store.now(), CODE_TRIES);
    if ('confirmed' in result) return settingsDto(result.confirmed);
    if ('wrong' in result && result.triesLeft > 0) {
      throw new ApiError(
        422,
        'EMAIL_CODE_INVALID',
        `This is not the confirmation code last mailed to you; ${result.triesLeft} more ${result.triesLeft === 1 ? 'try' : 'tries'} before it dies.`,
        { triesLeft: result.triesLeft },
      );
    }
    throw new ApiError(
      422,
      'EMAIL_CODE_INVALID',
      'There is no live confirmation code: it expired, was used up by wrong tries, or was never mailed. Set the address again for a new one.',
      { triesLeft: 0 },
    );
  }

  /** Changes the notices mailed and the language of the mails (each only when given). */
  async choose(caller: Caller, notices: MailNotice[] | undefined, language?: Language): Promise<EmailSettingsDto> {
    const playerId = this.access.player(caller);
    const set = await setMailNotices(this.store.prisma, playerId, notices, language);
    if (!set) throw notSet();
    return settingsDto(set);
  }

  async remove(caller: Caller): Promise<void> {
    if (!(await deleteMailAddress(this.store.prisma, this.access.player(caller)))) throw notSet();
  }

  private async require(playerId: string): Promise<MailAddressRecord> {
    const found = await findMailAddress(this.store.prisma, playerId);
    if (!found) throw notSet();
    return found;
  }
}

/**
 * Refuses a confirmation mail beyond CONFIRMATIONS_PER_WINDOW per player or per address (so that the service cannot
 * be made to mail an address of someone else's choosing again and again): 429 with the seconds until one is allowed.
 */
async function refuseTooManyConfirmations(tx: Prisma.TransactionClient, playerId: string, address: string): Promise<void> {
  await lockConfirmations(tx, playerId, address);
  const recent = await recentConfirmations(tx, playerId, address, CONFIRMATION_WINDOW_MS);
  const full = [recent.player, recent.address].filter((sent) => sent.length >= CONFIRMATIONS_PER_WINDOW);
  if (full.length === 0) return;
  const freeAt = Math.max(...full.map((sent) => sent[sent.length - CONFIRMATIONS_PER_WINDOW].getTime() + CONFIRMATION_WINDOW_MS));
  const retryAfter = Math.max(1, Math.ceil((freeAt - recent.now.getTime()) / 1000));
  // One sentence for both limits, so that nobody learns whether someone else gave this address lately.
  throw new ApiError(
    429,
    'EMAIL_RATE_LIMITED',
    `${CONFIRMATIONS_PER_WINDOW} confirmation mails an hour is the most, per player and per address; try again in ${retryAfter} s.`,
    { retryAfter },
  );
}

const notSet = () => new ApiError(404, 'EMAIL_NOT_SET', 'You have given no e-mail address.');

function settingsDto(r: MailAddressRecord): EmailSettingsDto {
  return { address: r.address, confirmed: r.confirmed, notices: r.notices, language: r.language };
}
