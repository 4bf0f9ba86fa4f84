import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { ANALYSIS_VERSION } from '../analysis/analyse.js';
import { analysisTag } from '../analysis/render.js';
import type { AnalysisInput } from '../analysis/types.js';
import { MatchStore } from '../matches/match-store.js';
import { Notifier } from '../bus/notifier.js';
import { actOnDue, actOnEach, BackgroundPasses } from '../ops/background-passes.js';
import { insertAnalysis, reopenOlderAnalyses, unanalysedMatches } from '../persistence/analysis-repository.js';
import { readStream } from '../persistence/event-store.js';
import { AnalysisThread } from './analysis-thread.js';

export const ANALYST_OPTIONS = Symbol('ANALYST_OPTIONS');

/**
 * The share of the time the background analyses may keep their thread busy: after each analysis the analyst rests
 * three times as long as it took. An analysis takes a whole core while it runs (a Schwimmen match about half a
 * second), so without a rest, matches ending back to back keep one core busy and the moves being played wait for
 * the rest. Under such load the ended matches wait longer for their analysis; a lull catches up.
 */
export const ANALYSIS_SHARE = 0.25;

export interface AnalystOptions {
  /** Analyse when asked to, now and then, and at start-up (false: tests call `analyseDue` themselves). */
  background: boolean;
  pollMs: number;
  /**
   * Analyse every ended match as it ends (true), or only those whose analysis is asked for (false: the first
   * GET /matches/{id}/analysis after the end asks for it).
   */
  everyMatch: boolean;
}

/**
 * Analyses ended matches once each (src/analysis; docs/analysis.md), off the request path and off the event loop
 * (one worker thread), and stores the result with its ETag; the match's registered players and webhooks are told
 * (`analysisReady`). By default a match is analysed once its analysis is asked for (AnalysisService announces the
 * first request, on every instance); with `everyMatch`, every match as it ends (the append announces it). It also
 * looks for such matches without an analysis at start-up and now and then. Two instances may both analyse a
 * match; the first to store it wins and the other's equal result is dropped.
 */
@Injectable()
export class Analyst implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('Analyst');
  private readonly passes = new BackgroundPasses(() => this.pass(), this.logger);
  private readonly thread = new AnalysisThread();
  private readonly ended = new Set<string>();
  private scannedAt = 0;
  private reopened = false;
  /** Ends the rest between background analyses at once when the service stops. */
  private readonly resting = new AbortController();

  constructor(
    private readonly store: MatchStore,
    private readonly notifier: Notifier,
    @Inject(ANALYST_OPTIONS) private readonly options: AnalystOptions,
  ) {}

  onModuleInit(): void {
    if (!this.options.background) return;
    this.passes.start(this.options.pollMs, this.notifier, (announcement) => {
      const wanted = this.options.everyMatch ? announcement.ended : announcement.analyse;
      if (wanted !== true || announcement.match === undefined) return false;
      this.ended.add(announcement.match);
      return true;
    });
  }

  async onModuleDestroy(): Promise<void> {
    this.resting.abort();
    await this.passes.stop();
    await this.thread.close();
  }

  private async pass(): Promise<number> {
    const ended = [...this.ended];
    this.ended.clear();
    const paced = (id: string) => this.paced(id);
    let analysed = await actOnEach(ended, paced, this.logger);
    const now = Date.now();
    if (now - this.scannedAt < this.options.pollMs) return analysed;
    this.scannedAt = now;
    analysed += await this.analyseDue(paced);
    return analysed;
  }

  /** A background analysis, then a rest that keeps the analyses to ANALYSIS_SHARE of the time. */
  private async paced(matchId: string): Promise<boolean> {
    const started = performance.now();
    try {
      return await this.analyse(matchId);
    } finally {
      const rest = (performance.now() - started) * (1 / ANALYSIS_SHARE - 1);
      if (!this.resting.signal.aborted) await sleep(rest, undefined, { signal: this.resting.signal }).catch(() => undefined);
    }
  }

  /**
   * Analyses every ended match without an analysis (with `everyMatch`; otherwise those asked for), and (on the first
   * call) every such match analysed in an older format; returns how many first analyses this call stored (a
   * replaced one is not told again).
   */
  async analyseDue(analyse: (matchId: string) => Promise<boolean> = (id) => this.analyse(id)): Promise<number> {
    if (!this.reopened) {
      const older = await reopenOlderAnalyses(this.store.prisma, ANALYSIS_VERSION);
      if (older > 0) this.logger.log(`${older} matches analysed in an older format are analysed again.`);
      this.reopened = true;
    }
    return actOnDue((take) => unanalysedMatches(this.store.prisma, take, this.options.everyMatch), 20, analyse, this.passes, this.logger);
  }

  /** Analyses one ended match and stores it; false if it has not ended or was analysed already in this format. */
  async analyse(matchId: string): Promise<boolean> {
    const match = await this.store.requireMatch(matchId);
    if (match.status !== 'finished' && match.status !== 'aborted') return false;
    const events = await readStream(this.store.sql, matchId);
    const input: AnalysisInput = {
      matchId,
      game: match.game,
      rulesVersion: match.rulesVersion,
      seats: match.seats.length,
      options: match.options,
      seed: match.seed,
      presets: match.presets,
      events: events.map(({ type, data, sequence }) => ({ type, data, sequence })),
    };
    const body = await this.thread.analyse(input);
    const etag = analysisTag(body);
    const players = [...new Set(match.seats.flatMap((s) => (s.playerId ? [s.playerId] : [])))];
    const told = await insertAnalysis(
      this.store.prisma,
      { matchId, format: ANALYSIS_VERSION, body, etag, players, data: { matchId, game: match.game, etag } },
      this.store.now(),
    );
    if (told === null) return false;
    await this.notifier.publish({ match: matchId, players: told.players, queued: told.queued });
    return true;
  }
}
