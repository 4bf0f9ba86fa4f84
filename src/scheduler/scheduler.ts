import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { MatchStore } from '../matches/match-store.js';
import { Notifier } from '../bus/notifier.js';
import { dueAt } from '../matches/turns.js';
import { dueCommand, type BotHost } from './due.js';
import { BotPool, BotPoolClosed } from './bot-pool.js';
import { think, type BotRequest } from '../bots/think.js';
import { seatLog } from '../bots/log.js';
import type { GameEvent } from '../engine/core/game.js';
import type { Seat } from '../engine/core/seats.js';
import { readStream } from '../persistence/event-store.js';
import { dueMatches, lockMatchAt, setDueAt } from '../persistence/match-repository.js';
import { isServiceEvent, setupOf } from '../matches/match-stream.js';
import type { Replayed } from '../matches/match-store.js';
import { BackgroundPasses } from '../ops/background-passes.js';

export const SCHEDULER_OPTIONS = Symbol('SCHEDULER_OPTIONS');

export interface SchedulerOptions {
  /** Poll on a timer and whenever a match changes; off in tests that drive `runDue` themselves. */
  background: boolean;
  pollMs: number;
  /** Worker threads for searching bots (bot-pool.ts). */
  botThreads: number;
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
  private readonly pool: BotPool;
  /** Bots get their seat's log from the stream; searching bots think on the pool's threads. */
  private readonly bots: BotHost = {
    logOf: (replayed, seat) => this.logOf(replayed, seat),
    run: (request: BotRequest, searches: boolean) => (searches ? this.pool.run(request) : Promise.resolve(think(request))),
    onBotFailure: (request, error, fallback) =>
      this.logger.error(
        `the ${request.kind} ${request.game} bot failed for seat ${request.seat} at version ${request.version}; the ${fallback} bot moves instead: ${error instanceof Error ? error.message : String(error)}`,
      ),
    stopping: (error) => error instanceof BotPoolClosed,
  };

  constructor(
    private readonly store: MatchStore,
    private readonly notifier: Notifier,
    @Inject(SCHEDULER_OPTIONS) private readonly options: SchedulerOptions,
  ) {
    this.pool = new BotPool(options.botThreads);
  }

  onModuleInit(): void {
    // A bot's turn is due at once; later deadlines are found by the timer.
    if (this.options.background) this.passes.start(this.options.pollMs, this.notifier, (announcement) => announcement.due === true);
  }

  async onModuleDestroy(): Promise<void> {
    await this.passes.stop();
    await this.pool.close();
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
      const due = await dueMatches(this.store.prisma, this.store.now(), [...seen], 50);
      if (due.length === 0 || this.passes.stopped) return appended;
      for (const id of due) seen.add(id);
      // As many matches at once as there are bot threads, so that bots of different matches think side by side.
      const queue = [...due];
      const lane = async () => {
        for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
          try {
            appended += await this.actOn(id);
          } catch (error) {
            this.logger.error(`match ${id}: ${error instanceof Error ? error.stack : String(error)}`);
          }
        }
      };
      await Promise.all(Array.from({ length: Math.min(this.options.botThreads, queue.length) }, lane));
    }
  }

  /** Acts on one match until nothing is due; returns how many commands it appended (0 if another instance holds it). */
  async actOn(matchId: string): Promise<number> {
    for (let step = 0; step < STEPS_PER_MATCH; step++) {
      const replayed = await this.store.load(matchId, true);
      if (this.store.statusOf(replayed) !== 'active') return step;
      const game = this.store.gameOf(replayed.match);
      const now = this.store.now();
      const due = await dueCommand(game, replayed, now, this.bots);
      if (!due) {
        await this.repairDueAt(matchId, replayed.version, dueAt(replayed.turns, replayed.match.seats, replayed.match.timeControl));
        return step;
      }
      const events = game.decide(due.command, replayed.state);
      const advance = this.store.advance(replayed, due.command, events, due.actor);
      const settle = await this.store.prisma.$transaction(async (tx) => {
        // Exactly one instance acts: the others skip the locked row; a moved-on version finds no row.
        if (!(await lockMatchAt(tx, matchId, replayed.version))) return null;
        return this.store.commit(advance, { db: tx });
      });
      if (!settle) return step;
      await settle();
    }
    return STEPS_PER_MATCH;
  }

  /** The seat's memory of the match (bots/log.ts): its game events so far, replayed from the start. */
  private async logOf(replayed: Replayed, seat: Seat): Promise<GameEvent[]> {
    const game = this.store.gameOf(replayed.match);
    const stored = await readStream(this.store.sql, replayed.match.id, 0, replayed.version);
    const events = stored.filter((event) => !isServiceEvent(event)).map(({ type, data }) => ({ type, data }));
    return seatLog(game, game.initialState(setupOf(replayed.match)), events, seat);
  }

  /** Nothing is due after all (e.g. the due time was a bot seat's that has no move): store the real next time. */
  private async repairDueAt(matchId: string, version: number, next: Date | null): Promise<void> {
    await setDueAt(this.store.prisma, matchId, version, next);
  }
}
