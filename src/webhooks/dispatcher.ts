import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { LookupFunction } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { CLOCK, type Clock } from '../clock.js';
import { DATABASE } from '../persistence/tokens.js';
import { MatchStore } from '../matches/match-store.js';
import { readNoticeFacts } from '../notifications/notice-facts.js';
import { noticeSentence } from '../notifications/notice-sentences.js';
import { Notifier } from '../bus/notifier.js';
import type { Database } from '../persistence/database.js';
import { claimDueDeliveries, recordAttempt, type AttemptRecord, type ClaimedDelivery } from '../persistence/webhook-repository.js';
import { guardedLookup, HostRefused, refusedHost, type HostLookup } from './address-policy.js';
import { messageId, signatureHeaders } from './signature.js';
import { post } from './transport.js';
import { BackgroundPasses } from '../ops/background-passes.js';

export const DISPATCHER_OPTIONS = Symbol('DISPATCHER_OPTIONS');

export interface DispatcherOptions {
  background: boolean;
  pollMs: number;
  /** How long one attempt may take before it counts as failed. */
  timeoutMs: number;
  /**
   * Send to any address, private networks and loopback included (an operator's choice, e.g. for receivers on
   * the same network; tests use it for their local receivers). Off: public internet addresses only.
   */
  allowPrivate: boolean;
  /** Resolves receivers' host names (the system resolver; tests pass their own). */
  lookup: HostLookup;
}

/** The log's text for every attempt that got no HTTP answer: it does not tell a closed port from a silent one. */
export const NO_ANSWER = 'The receiver could not be reached or did not answer in time.';
/** The log's text for a host name that resolved to a non-public address, or to none (the log does not tell which). */
export const NOT_PUBLIC_NAME =
  "Refused: the receiver's host name has no public internet address, or also has a non-public one. No connection was made.";

/** Waits before the 2nd, 3rd, ... attempt; after the last one the delivery is marked failed (replay sends it again). */
export const RETRY_DELAYS_SECONDS = [10, 60, 5 * 60, 30 * 60, 2 * 3600, 6 * 3600, 24 * 3600] as const;
export const MAX_ATTEMPTS = RETRY_DELAYS_SECONDS.length + 1;
/** A claimed delivery is not sent by anyone else for this long (a crash mid-send retries after it). */
const LEASE_MS = 5 * 60 * 1000;
/** Attempts in flight per instance. */
const MAX_IN_FLIGHT = 20;

/**
 * Sends queued webhook deliveries in the background, never in a move's request: a move only inserts the
 * delivery rows (in its append), so a slow or failing receiver cannot block or slow it. Each attempt is signed
 * afresh (the timestamp is the attempt's, Standard Webhooks headers), sent only to public addresses unless the
 * operator allows private ones (see `send`), recorded in the delivery's log, and retried with back-off.
 */
@Injectable()
export class WebhookDispatcher implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('Webhooks');
  /** Claiming due deliveries and starting their attempts, in passes. */
  private readonly passes = new BackgroundPasses(() => this.startDue(), this.logger);
  private readonly inFlight = new Set<Promise<void>>();
  /** Aborts attempts in flight at shutdown (they are retried after their lease, not counted as failed). */
  private readonly shutdown = new AbortController();
  /** Resolves receivers' names and refuses non-public answers before any socket connects. */
  private readonly lookup: LookupFunction;

  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly notifier: Notifier,
    @Inject(DISPATCHER_OPTIONS) private readonly options: DispatcherOptions,
    private readonly store: MatchStore,
  ) {
    this.lookup = guardedLookup(options.lookup, options.allowPrivate);
  }

  onModuleInit(): void {
    if (this.options.background) this.passes.start(this.options.pollMs, this.notifier, (announcement) => (announcement.queued ?? 0) > 0);
  }

  async onModuleDestroy(): Promise<void> {
    const stopping = this.passes.stop();
    this.shutdown.abort();
    await stopping;
    await Promise.all(this.inFlight);
  }

  /** Claims and starts what is due, soon; claims never overlap (a kick during one claims again after it). */
  kick(): void {
    this.passes.kick();
  }

  /** Sends every delivery due now and waits for the attempts; returns how many attempts it made (tests call this). */
  async runDue(): Promise<number> {
    let attempts = 0;
    for (;;) {
      const started = await this.startDue();
      attempts += started;
      if (started > 0) continue;
      if (this.inFlight.size === 0 || this.passes.stopped) return attempts;
      await Promise.race(this.inFlight);
    }
  }

  /**
   * Claims due deliveries (so no other instance sends them too) up to the free sending slots and starts them
   * without waiting: a receiver that hangs holds one slot, not the others' deliveries.
   */
  private async startDue(): Promise<number> {
    const free = MAX_IN_FLIGHT - this.inFlight.size;
    if (free <= 0 || this.passes.stopped) return 0;
    const batch = await claimDueDeliveries(this.db.prisma, this.clock.now(), LEASE_MS, free);
    for (const delivery of batch) {
      const sending: Promise<void> = this.attempt(delivery)
        .catch((error: unknown) => this.logger.error(error instanceof Error ? error.stack : String(error)))
        .finally(() => {
          this.inFlight.delete(sending);
          if (this.options.background) this.kick();
        });
      this.inFlight.add(sending);
    }
    return batch.length;
  }

  private async attempt(delivery: ClaimedDelivery): Promise<void> {
    const at = this.clock.now();
    if (delivery.webhookDeleted) {
      const record = { at: at.toISOString(), statusCode: null, error: 'The webhook was deleted.', durationMs: 0 };
      await recordAttempt(this.db.prisma, delivery.id, record, { status: 'failed', nextAttemptAt: null });
      return;
    }
    const { notification } = delivery;
    const sentence = await this.sentenceOf(delivery);
    const body = JSON.stringify({
      id: notification.id,
      deliveryId: delivery.id,
      type: notification.type,
      matchId: notification.matchId,
      createdAt: notification.createdAt.toISOString(),
      data: notification.data,
      ...(sentence === null ? {} : { sentence }),
    });
    const timestamp = Math.floor(at.getTime() / 1000);
    const headers = {
      'Content-Type': 'application/json',
      'User-Agent': 'Kartenrunde-Webhooks/1',
      ...signatureHeaders(delivery.secret, messageId(notification.id), timestamp, body),
      'Kartenrunde-Event': notification.type,
      'Kartenrunde-Delivery': String(delivery.id),
    };
    const started = performance.now();
    const result = await this.send(delivery.url, headers, body, started);
    if (this.passes.stopped) return;
    const record: AttemptRecord = { at: at.toISOString(), ...result, durationMs: Math.round(performance.now() - started) };
    const attempts = delivery.attempts + 1;
    if (result.error === null) {
      await recordAttempt(this.db.prisma, delivery.id, record, { status: 'delivered', nextAttemptAt: null });
    } else if (attempts >= MAX_ATTEMPTS) {
      await recordAttempt(this.db.prisma, delivery.id, record, { status: 'failed', nextAttemptAt: null });
    } else {
      const next = new Date(at.getTime() + RETRY_DELAYS_SECONDS[attempts - 1] * 1000);
      await recordAttempt(this.db.prisma, delivery.id, record, { status: 'pending', nextAttemptAt: next });
    }
  }

  /**
   * The notification as a sentence in the webhook's language, as the player's notification stream says it (null for
   * a match webhook's own messages, which have none).
   */
  private async sentenceOf({ notification, language }: ClaimedDelivery): Promise<string | null> {
    const data = (notification.data ?? {}) as Record<string, unknown>;
    if (noticeSentence(notification.type, data, language) === null) return null;
    const facts = await readNoticeFacts(this.store, notification.matchId, language, notification.type === 'matchEnded');
    return noticeSentence(notification.type, data, language, facts);
  }

  /**
   * One POST, or none: a URL whose host is a non-public IP literal or a local name is refused without a DNS
   * lookup, and a name is refused when it resolves to any non-public address (checked on the addresses the
   * socket would connect to). The log never carries the connection's own error: every attempt without an HTTP
   * answer reads the same and is recorded only once the timeout has passed, so neither its text nor its
   * timing tells a closed port from an open one.
   */
  private async send(
    raw: string,
    headers: Record<string, string>,
    body: string,
    started: number,
  ): Promise<Pick<AttemptRecord, 'statusCode' | 'error'>> {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      return { statusCode: null, error: 'Refused: the URL does not parse. No connection was made.' };
    }
    const refusal = this.options.allowPrivate ? null : refusedHost(url);
    if (refusal) {
      return {
        statusCode: null,
        error: `Refused: ${refusal}; webhooks are sent to public internet addresses only. No connection was made.`,
      };
    }
    try {
      const signal = AbortSignal.any([AbortSignal.timeout(this.options.timeoutMs), this.shutdown.signal]);
      const status = await post(url, headers, body, { lookup: this.lookup, signal });
      return { statusCode: status, error: status >= 200 && status < 300 ? null : `The receiver answered ${status}.` };
    } catch (error) {
      if (error instanceof HostRefused) return { statusCode: null, error: NOT_PUBLIC_NAME };
      const rest = started + this.options.timeoutMs - performance.now();
      if (rest > 0) await sleep(rest, undefined, { signal: this.shutdown.signal }).catch(() => undefined);
      return { statusCode: null, error: NO_ANSWER };
    }
  }
}
