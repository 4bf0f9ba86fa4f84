import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { MatchStore } from '../matches/match-store.js';
import { Notifier } from '../bus/notifier.js';
import type { MatchRecord } from '../persistence/match-repository.js';
import { initialRating, rateMatch, type Rating } from './rating.js';
import { insertMatchResult, unrecordedMatches, type UnratedReason } from './record-repository.js';
import { recordSpecOf, seatOutcomes, type SeatOutcome } from './totals.js';
import { actOnDue, actOnEach, BackgroundPasses } from '../ops/background-passes.js';

export const RECORDER_OPTIONS = Symbol('RECORDER_OPTIONS');

export interface RecorderOptions {
  /** Record on every match end, now and then, and at start-up (false: tests call `recordDue` themselves). */
  background: boolean;
  pollMs: number;
}

/**
 * Why a match leaves the ratings alone, or null if it is rated: only a deal shuffled from the server's secret
 * seed, with every seat held by a registered player and none by a server-side bot, says something about skill.
 * (A program playing through a player's API key is that player, and rated as such: the service cannot tell.)
 */
export function unratedReason(match: Pick<MatchRecord, 'dealingMode' | 'seats'>): UnratedReason | null {
  if (match.dealingMode !== 'random') return 'arrangedDeal';
  if (match.seats.some((s) => s.bot)) return 'bot';
  if (match.seats.some((s) => !s.playerId)) return 'unregistered';
  return null;
}

/** The new ratings of a rated match: one side per team (a seat alone, or a Bauernschnapsen pair), ranked by place. */
export function rerate(
  outcomes: readonly SeatOutcome[],
  players: ReadonlyMap<number, string>,
  before: ReadonlyMap<string, Rating>,
): Map<string, Rating> {
  const sides = [...new Set(outcomes.map((o) => o.side))];
  const members = sides.map((side) => outcomes.filter((o) => o.side === side));
  const ratingOf = (o: SeatOutcome) => before.get(players.get(o.seat) ?? '') ?? initialRating();
  const rated = rateMatch(
    members.map((m) => m.map(ratingOf)),
    members.map((m) => m[0].place),
  );
  const after = new Map<string, Rating>();
  members.forEach((m, i) => m.forEach((o, j) => after.set(players.get(o.seat) ?? '', rated[i][j])));
  after.delete('');
  return after;
}

/**
 * Records finished matches (docs/correspondence.md, "Your record"): each seat's result, place and the game's own total, and the
 * rating change of a rated match, once per match whichever instance gets there first (record-repository.ts).
 * It records when a match ends (the append announces it, on every instance), and looks for finished matches
 * without a record at start-up (those that ended before records existed, oldest first) and now and then (one
 * that ended while the instance that ended it crashed).
 */
@Injectable()
export class Recorder implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('Recorder');
  private readonly passes = new BackgroundPasses(() => this.pass(), this.logger);
  /** Matches announced as ended since the last pass: recorded by id, without a look across all matches. */
  private readonly ended = new Set<string>();
  /** When the last look for every unrecorded match began (ms since the epoch; 0: never). */
  private scannedAt = 0;

  constructor(
    private readonly store: MatchStore,
    private readonly notifier: Notifier,
    @Inject(RECORDER_OPTIONS) private readonly options: RecorderOptions,
  ) {}

  onModuleInit(): void {
    if (!this.options.background) return;
    this.passes.start(this.options.pollMs, this.notifier, (announcement) => {
      if (announcement.ended !== true || announcement.match === undefined) return false;
      this.ended.add(announcement.match);
      return true;
    });
  }

  async onModuleDestroy(): Promise<void> {
    await this.passes.stop();
  }

  /** Runs a pass soon; passes never overlap (a kick during one runs another after it). */
  kick(): void {
    this.passes.kick();
  }

  /**
   * A background pass: the matches announced as ended, each by its id; and, at start-up and then at most every
   * `pollMs`, a look for every finished match without a record (a query whose cost grows with the finished matches,
   * so it is not made on every match's end).
   */
  private async pass(): Promise<number> {
    const ended = [...this.ended];
    this.ended.clear();
    const recorded = await actOnEach(ended, (id) => this.record(id), this.logger);
    const now = Date.now();
    if (now - this.scannedAt < this.options.pollMs) return recorded;
    this.scannedAt = now;
    return recorded + (await this.recordDue());
  }

  /** Records every finished match without a record; returns how many this call recorded. */
  recordDue(): Promise<number> {
    // Each match is tried once per pass: one that fails (or has nothing to record) waits for the next pass.
    return actOnDue(
      (take) => unrecordedMatches(this.store.prisma, take),
      50,
      (id) => this.record(id),
      this.passes,
      this.logger,
    );
  }

  /** Records one finished match; false if it is not finished or was recorded already. */
  async record(matchId: string): Promise<boolean> {
    const replayed = await this.store.load(matchId, true);
    const game = this.store.gameOf(replayed.match);
    const outcome = game.outcome(replayed.state);
    const spec = recordSpecOf(replayed.match.game);
    if (!outcome || !spec) return false;
    const match = await this.store.requireMatch(matchId);
    const outcomes = seatOutcomes(spec, outcome, game.standings(replayed.state));
    const players = new Map(match.seats.flatMap((s) => (s.playerId ? [[s.seat, s.playerId] as const] : [])));
    const reason = unratedReason(match);
    return insertMatchResult(
      this.store.prisma,
      {
        matchId,
        game: match.game,
        endedAt: match.updatedAt,
        unratedReason: reason,
        seats: outcomes.map((o) => ({
          seat: o.seat,
          playerId: players.get(o.seat) ?? null,
          result: o.result,
          place: o.place,
          total: o.total,
        })),
      },
      (before) => rerate(outcomes, players, before),
      initialRating(),
    );
  }
}
