import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { MatchStore } from '../matches/match-store.js';
import { Notifier } from '../notifications/notifier.js';
import { dueAt } from '../matches/turns.js';
import { dueCommand } from './due.js';
import { BackgroundPasses } from '../ops/background-passes.js';

export const SCHEDULER_OPTIONS = Symbol('SCHEDULER_OPTIONS');

export interface SchedulerOptions {
  /** Poll on a timer and whenever a match changes; off in tests that drive `runDue` themselves. */
  background: boolean;
  pollMs: number;
}

/** Bounds one match's work in one pass (a match of bots only plays on in the next pass). */
const STEPS_PER_MATCH = 200;

/**
 * Acts when something is due: a bot's turn, or a deadline whose rule acts. Safe with several instances on one
 * database: a match is acted on only under its row lock (FOR UPDATE SKIP LOCKED, so exactly one instance acts
 * and the others skip it), and only on the version it checked, through the normal expected-version append.
 * Due times live in the match row, so a restart loses nothing.
 */
@Injectable()
export class Scheduler implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('Scheduler');
  private readonly passes = new BackgroundPasses(() => this.runDue(), this.logger);

  constructor(
    private readonly store: MatchStore,
    private readonly notifier: Notifier,
    @Inject(SCHEDULER_OPTIONS) private readonly options: SchedulerOptions,
  ) {}

  onModuleInit(): void {
    // A bot's turn is due at once; later deadlines are found by the timer.
    if (this.options.background) this.passes.start(this.options.pollMs, this.notifier, (announcement) => announcement.due === true);
  }

  async onModuleDestroy(): Promise<void> {
    await this.passes.stop();
  }

  /** Runs a pass soon; passes never overlap (a kick during one runs another after it). */
  kick(): void {
    this.passes.kick();
  }

  /** One pass over every match that is due now; returns how many commands it appended. */
  async runDue(): Promise<number> {
    let appended = 0;
    const seen = new Set<string>();
    for (;;) {
      const due = await this.store.prisma.match.findMany({
        where: { status: 'active', dueAt: { lte: this.store.now() }, id: { notIn: [...seen] } },
        orderBy: { dueAt: 'asc' },
        select: { id: true },
        take: 50,
      });
      if (due.length === 0 || this.passes.stopped) return appended;
      for (const { id } of due) {
        seen.add(id);
        try {
          appended += await this.actOn(id);
        } catch (error) {
          this.logger.error(`match ${id}: ${error instanceof Error ? error.stack : String(error)}`);
        }
      }
    }
  }

  /** Acts on one match until nothing is due; returns how many commands it appended (0 if another instance holds it). */
  async actOn(matchId: string): Promise<number> {
    for (let step = 0; step < STEPS_PER_MATCH; step++) {
      const replayed = await this.store.load(matchId, true);
      if (this.store.statusOf(replayed) !== 'active') return step;
      const game = this.store.gameOf(replayed.match);
      const now = this.store.now();
      const due = dueCommand(game, replayed, now);
      if (!due) {
        await this.repairDueAt(matchId, replayed.version, dueAt(replayed.turns, replayed.match.seats, replayed.match.timeControl));
        return step;
      }
      const events = game.decide(due.command, replayed.state);
      const advance = this.store.advance(replayed, due.command, events, due.actor);
      const settle = await this.store.prisma.$transaction(async (tx) => {
        // Exactly one instance acts: the others skip the locked row; a moved-on version finds no row.
        const locked = await tx.$queryRaw<{ id: string }[]>`
          SELECT "id"::text FROM "match" WHERE "id" = ${matchId}::uuid AND "version" = ${replayed.version} FOR UPDATE SKIP LOCKED`;
        if (locked.length === 0) return null;
        return this.store.commit(advance, { db: tx });
      });
      if (!settle) return step;
      await settle();
    }
    return STEPS_PER_MATCH;
  }

  /** Nothing is due after all (e.g. the due time was a bot seat's that has no move): store the real next time. */
  private async repairDueAt(matchId: string, version: number, next: Date | null): Promise<void> {
    await this.store.prisma.match.updateMany({ where: { id: matchId, version }, data: { dueAt: next } });
  }
}
