import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import { DATABASE } from '../persistence/tokens.js';
import { MatchStore } from '../matches/match-store.js';
import { readNoticeFacts } from '../notifications/notice-facts.js';
import type { NoticeFacts } from '../notifications/notice-sentences.js';
import { Notifier } from '../bus/notifier.js';
import type { Database } from '../persistence/database.js';
import { claimDueMails, failMails, findMailAddress, markMails, stillTheirMove, type OutboxRecord } from './mail-repository.js';
import { mailFor, yourMoveMail, type MailText } from './mail-text.js';
import { BackgroundPasses } from '../ops/background-passes.js';

export const MAIL_OPTIONS = Symbol('MAIL_OPTIONS');

export interface MailOptions {
  /** The SMTP server (nodemailer's URL form); absent: e-mail is off. */
  smtpUrl?: string;
  from: string;
  /** How long "your move" mails wait to be combined into one. */
  digestMs: number;
  /** Send on timers and on every notification (false: tests call `runDue`). */
  background: boolean;
  pollMs: number;
}

/** Attempts per mail before it is given up, and the wait before the next one (doubling from 30 s, at most 1 h). */
const ATTEMPTS = 8;
const retryAfter = (attempts: number) => Math.min(30_000 * 2 ** (attempts - 1), 3_600_000);
/** How long a claimed mail is left alone by other instances while it is sent. */
const LEASE_MS = 120_000;

/**
 * Sends e-mail notices from the outbox (mail_outbox; a trigger fills it as notifications are written, so mail
 * never slows or fails a move). Confirmation codes, invitations and ended matches go out at once; a player's
 * "your move" notices wait `digestMs` after the first and go out as one mail listing the matches that still wait
 * for them. Mails the player no longer wants (address removed or changed, notice deselected) are dropped. Each
 * mail is written when it is sent, in the language stored with the address, naming seats by their players' names
 * and saying how an ended match ended in the game's own outcome sentence.
 */
@Injectable()
export class Mailer implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('Mailer');
  private readonly transport: Transporter | null;
  private readonly passes = new BackgroundPasses(() => this.runDue(), this.logger);

  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly notifier: Notifier,
    private readonly store: MatchStore,
    @Inject(MAIL_OPTIONS) private readonly options: MailOptions,
  ) {
    this.transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  }

  /** Whether the service sends e-mail at all (SMTP_URL is set). */
  get enabled(): boolean {
    return this.transport !== null;
  }

  onModuleInit(): void {
    if (this.options.background && this.transport) {
      this.passes.start(this.options.pollMs, this.notifier, (announcement) => (announcement.players?.length ?? 0) > 0);
    }
  }

  async onModuleDestroy(): Promise<void> {
    await this.passes.stop();
    this.transport?.close();
  }

  /** Sends soon (background only: without it, tests call `runDue`); passes never overlap. */
  kick(): void {
    if (this.options.background && this.transport) this.passes.kick();
  }

  /** Sends every mail due now; returns how many mails went out. */
  async runDue(): Promise<number> {
    if (!this.transport) return 0;
    let sent = 0;
    for (;;) {
      const due = await claimDueMails(this.db.prisma, this.options.digestMs, LEASE_MS, 100);
      if (due.length === 0 || this.passes.stopped) return sent;
      const byPlayer = new Map<string, OutboxRecord[]>();
      for (const row of due) byPlayer.set(row.playerId, [...(byPlayer.get(row.playerId) ?? []), row]);
      for (const [playerId, rows] of byPlayer) sent += await this.sendTo(playerId, rows);
    }
  }

  private async sendTo(playerId: string, rows: OutboxRecord[]): Promise<number> {
    const address = await findMailAddress(this.db.prisma, playerId);
    const wanted = (row: OutboxRecord) =>
      address !== null &&
      (row.kind === 'confirmation'
        ? (row.data as { address?: string }).address === address.address && !address.confirmed
        : address.confirmed && (address.notices as string[]).includes(row.kind));
    await markMails(
      this.db.prisma,
      rows.filter((r) => !wanted(r)).map((r) => r.id),
      'dropped',
    );
    if (!address) return 0;
    let sent = 0;
    const moves = rows.filter((r) => wanted(r) && r.kind === 'yourMove');
    if (moves.length > 0) {
      // One line per match that still waits for the player (several notices of one match are one line).
      const latest = new Map<string, Record<string, unknown>>();
      for (const row of moves) {
        const data = row.data as { matchId: string; seat: number };
        latest.set(`${data.matchId}/${data.seat}`, row.data as Record<string, unknown>);
      }
      const open = await stillTheirMove(
        this.db.prisma,
        [...latest.values()].map((d) => ({ matchId: String(d.matchId), seat: Number(d.seat) })),
      );
      const current = [...latest.entries()].filter(([key]) => open.has(key)).map(([, d]) => d);
      if (current.length === 0)
        await markMails(
          this.db.prisma,
          moves.map((r) => r.id),
          'dropped',
        );
      else {
        const facts = new Map<string, NoticeFacts>();
        for (const d of current)
          facts.set(String(d.matchId), await readNoticeFacts(this.store, String(d.matchId), address.language, false));
        sent += await this.send(
          address.address,
          yourMoveMail(current, address.language, (matchId) => facts.get(matchId) ?? {}),
          moves,
        );
      }
    }
    for (const row of rows.filter((r) => wanted(r) && r.kind !== 'yourMove')) {
      const matchId = (row.data as { matchId?: unknown } | null)?.matchId;
      const facts =
        row.kind === 'confirmation'
          ? {}
          : await readNoticeFacts(this.store, typeof matchId === 'string' ? matchId : null, address.language, row.kind === 'matchEnded');
      const mail = mailFor(row, address.language, facts);
      if (!mail) await markMails(this.db.prisma, [row.id], 'dropped');
      else
        sent += await this.send(row.kind === 'confirmation' ? String((row.data as { address: string }).address) : address.address, mail, [
          row,
        ]);
    }
    return sent;
  }

  private async send(to: string, mail: MailText, rows: OutboxRecord[]): Promise<number> {
    const ids = rows.map((r) => r.id);
    try {
      await this.transport!.sendMail({ from: this.options.from, to, subject: mail.subject, text: mail.text });
      await markMails(this.db.prisma, ids, 'sent');
      return 1;
    } catch (error) {
      const attempts = Math.max(...rows.map((r) => r.attempts));
      const message = error instanceof Error ? error.message : String(error);
      this.logger.warn(`mail to player ${rows[0].playerId} failed (attempt ${attempts}): ${message}`);
      await failMails(this.db.prisma, ids, message.slice(0, 500), attempts >= ATTEMPTS ? null : retryAfter(attempts));
      return 0;
    }
  }
}
