import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { Clock } from '../clock.js';
import { CLOCK, DATABASE } from '../matches/tokens.js';
import { Notifier } from '../notifications/notifier.js';
import type { Database } from '../persistence/database.js';
import { claimDueDeliveries, recordAttempt, type AttemptRecord, type ClaimedDelivery } from '../persistence/webhook-repository.js';
import { SIGNATURE_HEADER, signatureHeader } from './signature.js';

export const DISPATCHER_OPTIONS = Symbol('DISPATCHER_OPTIONS');

export interface DispatcherOptions {
  background: boolean;
  pollMs: number;
  /** How long one attempt may take before it counts as failed. */
  timeoutMs: number;
}

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
 * afresh (the timestamp is the attempt's), recorded in the delivery's log, and retried with back-off.
 */
@Injectable()
export class WebhookDispatcher implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('Webhooks');
  private timer: NodeJS.Timeout | null = null;
  private unsubscribe: (() => void) | null = null;
  private claiming: Promise<number> | null = null;
  private readonly inFlight = new Set<Promise<void>>();
  private again = false;
  private stopped = false;
  /** Aborts attempts in flight at shutdown (they are retried after their lease, not counted as failed). */
  private readonly shutdown = new AbortController();

  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly notifier: Notifier,
    @Inject(DISPATCHER_OPTIONS) private readonly options: DispatcherOptions,
  ) {}

  onModuleInit(): void {
    if (!this.options.background) return;
    this.timer = setInterval(() => this.kick(), this.options.pollMs);
    this.timer.unref();
    this.unsubscribe = this.notifier.onAny((announcement) => (announcement.queued ?? 0) > 0 && this.kick());
    this.kick();
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    this.shutdown.abort();
    if (this.timer) clearInterval(this.timer);
    this.unsubscribe?.();
    await this.claiming;
    await Promise.all(this.inFlight);
  }

  /** Claims and starts what is due, soon; claims never overlap (a kick during one claims again after it). */
  kick(): void {
    if (this.stopped) return;
    if (this.claiming) {
      this.again = true;
      return;
    }
    this.claiming = this.startDue()
      .catch((error: unknown) => {
        this.logger.error(error instanceof Error ? error.stack : String(error));
        return 0;
      })
      .finally(() => {
        this.claiming = null;
        if (this.again) {
          this.again = false;
          setImmediate(() => this.kick());
        }
      });
  }

  /** Sends every delivery due now and waits for the attempts; returns how many attempts it made (tests call this). */
  async runDue(): Promise<number> {
    let attempts = 0;
    for (;;) {
      const started = await this.startDue();
      attempts += started;
      if (started > 0) continue;
      if (this.inFlight.size === 0 || this.stopped) return attempts;
      await Promise.race(this.inFlight);
    }
  }

  /**
   * Claims due deliveries (so no other instance sends them too) up to the free sending slots and starts them
   * without waiting: a receiver that hangs holds one slot, not the others' deliveries.
   */
  private async startDue(): Promise<number> {
    const free = MAX_IN_FLIGHT - this.inFlight.size;
    if (free <= 0 || this.stopped) return 0;
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
    const body = JSON.stringify({
      id: notification.id,
      deliveryId: delivery.id,
      type: notification.type,
      matchId: notification.matchId,
      createdAt: notification.createdAt.toISOString(),
      data: notification.data,
    });
    const timestamp = Math.floor(at.getTime() / 1000);
    const started = performance.now();
    let result: Pick<AttemptRecord, 'statusCode' | 'error'>;
    try {
      const response = await fetch(delivery.url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'User-Agent': 'Kartenrunde-Webhooks/1',
          [SIGNATURE_HEADER]: signatureHeader(delivery.secret, timestamp, body),
          'Kartenrunde-Event': notification.type,
          'Kartenrunde-Delivery': String(delivery.id),
        },
        body,
        redirect: 'manual',
        signal: AbortSignal.any([AbortSignal.timeout(this.options.timeoutMs), this.shutdown.signal]),
      });
      await response.body?.cancel().catch(() => undefined);
      result = { statusCode: response.status, error: response.ok ? null : `The receiver answered ${response.status}.` };
    } catch (error) {
      result = { statusCode: null, error: describe(error) };
    }
    if (this.stopped) return;
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
}

function describe(error: unknown): string {
  if (error instanceof Error && error.name === 'TimeoutError') return 'The receiver did not answer in time.';
  const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${error instanceof Error ? error.message : String(error)}${cause}`.slice(0, 500);
}
