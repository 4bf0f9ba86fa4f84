import { Inject, Injectable } from '@nestjs/common';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { genesisHash } from '../audit/chain.js';
import type { Action, Game, GameEvent, Viewer } from '../engine/core/game.js';
import { resolveOptions } from '../engine/core/options.js';
import type { Seat } from '../engine/core/seats.js';
import { findGame } from '../engine/registry.js';
import { validateAction } from '../http/action-validation.js';
import { bearerToken, hashToken, newToken } from '../http/auth.js';
import { ApiError } from '../http/problem.js';
import type { Database } from '../persistence/database.js';
import { appendToStream, isUniqueViolationOn, readStream, VersionConflict, type NewEvent, type StreamHead } from '../persistence/event-store.js';
import {
  claimSeat,
  findIdempotent,
  findMatch,
  findMatchVersion,
  findTokenHolder,
  insertMatch,
  type DealingMode,
  type MatchRecord,
  type MatchStatus,
  type TokenHolder,
} from '../persistence/match-repository.js';
import { chainOver, eventFor, evolveAll, genesisOf, headerOf, isServiceEvent, setupOf } from './match-stream.js';
import { StateCache } from './state-cache.js';

/**
 * A match replayed to `version`: its fixed data (game, options, seed), its game state, how many joined, and
 * the head of its hash chain at that version.
 */
export interface Replayed {
  match: MatchRecord;
  state: unknown;
  version: number;
  headHash: string;
  joined: number;
}

export const DATABASE = Symbol('DATABASE');

export interface CreateMatchInput {
  game: string;
  seats: number;
  options?: Record<string, unknown>;
  dealing?: { mode: DealingMode; seed?: string; presets?: unknown[] };
}

export interface MatchView {
  matchId: string;
  game: string;
  status: string;
  version: number;
  seat: Seat | null;
  activeSeats: Seat[];
  state: unknown;
  legalActions: (Action & { expectedVersion: number })[];
}

export interface VisibleEvent extends GameEvent {
  sequence: number;
  seat: Seat | null;
  createdAt?: string;
}

export interface ActionResult {
  matchId: string;
  version: number;
  events: VisibleEvent[];
  view: MatchView;
}

export interface ActionInput {
  body: Record<string, unknown>;
  ifMatch?: string;
  idempotencyKey?: string;
}

/** Loads a match's stream, decides, appends. Everything game-specific is behind the `Game` contract. */
@Injectable()
export class MatchesService {
  private readonly cache = new StateCache<Replayed>();
  /** Token hash -> holder. A token, once issued, never moves to another seat. */
  private readonly holders = new Map<string, NonNullable<TokenHolder>>();

  constructor(@Inject(DATABASE) private readonly db: Database) {}

  private get prisma() {
    return this.db.prisma;
  }

  async create(input: CreateMatchInput) {
    const game = findGame(input.game);
    if (!game) throw new ApiError(422, 'GAME_NOT_FOUND', `There is no game "${input.game}"; GET /games lists them.`);
    if (input.seats < game.players.min || input.seats > game.players.max) {
      throw new ApiError(422, 'VALIDATION_FAILED', `${game.title} is played by ${game.players.min} to ${game.players.max} players.`);
    }
    const options = resolveOptions(game.options, input.options);
    const { mode = 'random', seed: givenSeed, presets = [] } = input.dealing ?? {};
    if (mode === 'seeded' && givenSeed === undefined) {
      throw new ApiError(422, 'VALIDATION_FAILED', 'Dealing mode "seeded" needs a seed.');
    }
    if (mode === 'random' && givenSeed !== undefined) {
      throw new ApiError(422, 'VALIDATION_FAILED', 'Dealing mode "random" uses a secret server seed; use "seeded" to supply one.');
    }
    if (mode === 'preset' && presets.length === 0) {
      throw new ApiError(422, 'VALIDATION_FAILED', 'Dealing mode "preset" needs at least one preset deal.');
    }
    if (mode !== 'preset' && presets.length > 0) {
      throw new ApiError(422, 'VALIDATION_FAILED', `Presets are only used with dealing mode "preset", not "${mode}".`);
    }
    const seed = givenSeed ?? randomBytes(32).toString('hex');
    const setup = { players: input.seats, options, seed };
    presets.forEach((preset) => game.validatePreset(preset, setup));
    // A dry start: options that only fail together with the seat count (e.g. the first dealer) fail here.
    game.decide({ type: 'StartMatch' }, game.initialState({ ...setup, presets }));

    const creatorToken = newToken('creator');
    const fixed = {
      id: randomUUID(),
      game: game.id,
      options,
      rulesVersion: game.rulesVersion,
      seatCount: input.seats,
      dealingMode: mode,
      seedCommitment: createHash('sha256').update(seed).digest('hex'),
      presets,
    };
    const match = await insertMatch(this.prisma, {
      ...fixed,
      seed,
      creatorTokenHash: hashToken(creatorToken),
      headHash: genesisHash(headerOf(fixed)),
    });
    return { match: this.summarize(match, game.initialState(setupOf(match))), creatorToken };
  }

  /** Takes a free seat (the requested one, or the lowest free); the last join starts the match. */
  async join(matchId: string, name: string, requested?: number) {
    for (let attempt = 0; ; attempt++) {
      const match = await this.requireMatch(matchId);
      if (match.status !== 'waiting') throw new ApiError(409, 'MATCH_FULL', 'Every seat of this match is taken.');
      const free = match.seats.filter((s) => s.joinedAt === null).map((s) => s.seat);
      if (requested !== undefined && (requested < 0 || requested >= match.seats.length)) {
        throw new ApiError(422, 'VALIDATION_FAILED', `This match has seats 0 to ${match.seats.length - 1}.`);
      }
      if (requested !== undefined && !free.includes(requested)) {
        throw new ApiError(409, 'SEAT_TAKEN', `Seat ${requested} is taken; free seats: ${free.join(', ')}.`);
      }
      const seat = requested ?? free[0];
      const game = this.gameOf(match);
      const events: NewEvent[] = [{ type: 'PlayerJoined', data: { seat, name }, metadata: {} }];
      let status: 'waiting' | 'active' | 'finished' = 'waiting';
      if (free.length === 1) {
        const initial = game.initialState(setupOf(match));
        const command = { type: 'StartMatch' } as const;
        const started = game.decide(command, initial);
        events.push(...started.map((e, i) => ({ ...e, metadata: i === 0 ? { command } : {} })));
        status = game.outcome(evolveAll(game, initial, started)) ? 'finished' : 'active';
      }
      const head = { version: match.version, hash: match.headHash ?? chainOver(genesisOf(match), await readStream(this.prisma, match.id)) };
      const token = newToken('seat');
      try {
        await this.prisma.$transaction(async (tx) => {
          if (!(await claimSeat(tx, match.id, seat, name, hashToken(token)))) throw new VersionConflict(match.version);
          await appendToStream(tx, match.id, head, events, { status });
        });
      } catch (error) {
        // Someone else joined at the same moment: look again (a few times) rather than fail the caller.
        if (error instanceof VersionConflict && attempt < 5) continue;
        throw error;
      }
      return { matchId: match.id, seat, token };
    }
  }

  async summary(matchId: string) {
    const match = await this.requireMatch(matchId);
    const replayed = await this.load(matchId, true);
    // The seat names come from the row; the state from the log, at the same version unless a move just landed.
    return this.summarize({ ...match, version: replayed.version, status: statusOf(replayed) }, replayed.state);
  }

  async view(matchId: string, authorization: string | undefined) {
    const replayed = await this.load(matchId, true);
    const viewer = await this.viewerOf(replayed.match, authorization);
    return this.viewOf(replayed, viewer);
  }

  async act(matchId: string, authorization: string | undefined, input: ActionInput): Promise<ActionResult> {
    let replayed = await this.load(matchId, false);
    const { match } = replayed;
    const seat = await this.seatOf(match, authorization);
    const game = this.gameOf(match);
    const { expectedVersion: bodyVersion, ...rest } = input.body;
    const expectedVersion = this.expectedVersion(input.ifMatch, bodyVersion);
    const action = validateAction(game.actions, rest);
    const requestHash = createHash('sha256').update(JSON.stringify([expectedVersion, canonical(action)])).digest('hex');

    if (input.idempotencyKey !== undefined) {
      const earlier = await this.replayIdempotent(match.id, seat, input.idempotencyKey, requestHash);
      if (earlier) return earlier;
    }
    // The cached state may lag behind another instance: only a mismatch costs a look at the log.
    if (expectedVersion !== replayed.version) replayed = await this.load(matchId, true);
    if (expectedVersion !== replayed.version) throw versionConflict(expectedVersion, replayed.version);
    const { state, version } = replayed;
    const command = { type: 'Act' as const, seat, action };
    const events = game.decide(command, state);
    const next: Replayed = { ...replayed, state: evolveAll(game, state, events), version: version + events.length };
    const ended = game.outcome(next.state) !== null;
    const response: ActionResult = {
      matchId: match.id,
      version: next.version,
      events: events.map((event, i) => ({ sequence: version + i + 1, ...eventFor(game, event, seat, next.state), seat })),
      view: this.viewOf(next, seat),
    };
    const key = input.idempotencyKey;
    const stored = events.map((e, i) => ({ ...e, metadata: i === 0 ? { seat, command } : { seat } }));
    let head: StreamHead;
    try {
      head = await appendToStream(this.prisma, match.id, { version, hash: replayed.headHash }, stored, {
        status: ended ? 'finished' : 'active',
        idempotent: key === undefined ? undefined : { seat, key, requestHash, status: 200, body: response },
      });
    } catch (error) {
      const raced = error instanceof VersionConflict || isUniqueViolationOn(error, 'idempotent_response');
      if (!raced) throw error;
      // The same idempotent request may have won the race: answer as it did.
      const earlier = key === undefined ? null : await this.replayIdempotent(match.id, seat, key, requestHash);
      if (earlier) return earlier;
      throw versionConflict(expectedVersion, (await this.load(matchId, true)).version);
    }
    this.cache.set(match.id, { ...next, headHash: head.hash });
    return response;
  }

  async events(matchId: string, authorization: string | undefined, after: number) {
    // One snapshot: the log up to the replayed version, redacted against the state it leads to.
    const { match, state, version } = await this.load(matchId, true);
    const viewer = await this.viewerOf(match, authorization);
    const game = this.gameOf(match);
    const stored = (await readStream(this.prisma, match.id, after)).filter((event) => event.sequence <= version);
    const ended = game.outcome(state) !== null;
    return {
      matchId: match.id,
      version,
      seedCommitment: match.seedCommitment,
      seed: ended ? match.seed : null,
      events: stored.map((event) => ({
        sequence: event.sequence,
        ...eventFor(game, { type: event.type, data: event.data }, viewer, state),
        seat: event.metadata.seat ?? null,
        createdAt: event.createdAt.toISOString(),
      })),
    };
  }

  /** Deletes a match that has not started; only its creator may. */
  async cancel(matchId: string, authorization: string | undefined) {
    const match = await this.requireMatch(matchId);
    await this.requireCreator(match.id, authorization, 'Only the creator of this match may cancel it.');
    if (match.status !== 'waiting') {
      throw new ApiError(409, 'MATCH_NOT_WAITING', 'A match can only be cancelled before every seat is taken.');
    }
    const deleted = await this.prisma.match.deleteMany({ where: { id: match.id, version: match.version } });
    if (deleted.count !== 1) throw versionConflict(match.version, (await this.requireMatch(match.id)).version);
    this.cache.delete(match.id);
  }

  /** The match at its newest stored version, replayed (for the audit endpoints). */
  snapshot(matchId: string): Promise<Replayed> {
    return this.load(matchId, true);
  }

  /** 401 without a known token, 403 unless it is the creator token of this match. */
  async requireCreator(matchId: string, authorization: string | undefined, forbidden: string): Promise<void> {
    const token = bearerToken(authorization);
    if (!token) throw new ApiError(401, 'UNAUTHORIZED', 'This needs the creator token: Authorization: Bearer <token>.');
    const holder = await this.holderOf(token);
    if (!holder) throw new ApiError(401, 'UNAUTHORIZED', 'This token is not known.');
    if (holder.kind !== 'creator' || holder.matchId !== matchId) throw new ApiError(403, 'FORBIDDEN', forbidden);
  }

  // --- helpers -------------------------------------------------------------------------------------------

  private async requireMatch(matchId: string): Promise<MatchRecord> {
    const match = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(matchId)
      ? await findMatch(this.prisma, matchId)
      : null;
    if (!match) throw new ApiError(404, 'MATCH_NOT_FOUND', `There is no match "${matchId}".`);
    return match;
  }

  private gameOf(match: MatchRecord): Game {
    // A match replays under the rules it was created with (registry.ts keeps retired versions).
    const game = findGame(match.game, match.rulesVersion);
    if (!game) throw new Error(`Match ${match.id} needs rules version ${match.rulesVersion} of ${match.game}, which is not hosted`);
    return game;
  }

  /**
   * The match replayed to its newest version: from the cache, topped up from the log, or rebuilt. With `fresh`,
   * the stored version is checked first (one small query), so another instance's moves and deletions are seen;
   * without, the cache is trusted (actions: a stale version fails the conditional append anyway).
   */
  private async load(matchId: string, fresh: boolean): Promise<Replayed> {
    const cached = this.cache.get(matchId);
    if (cached && !fresh) return cached;
    if (cached) {
      const stored = await findMatchVersion(this.prisma, matchId);
      if (stored === null) {
        this.cache.delete(matchId);
        throw new ApiError(404, 'MATCH_NOT_FOUND', `There is no match "${matchId}".`);
      }
      if (stored <= cached.version) return cached;
    }
    const base: Replayed = cached ?? (await this.replayFromStart(matchId));
    const events = await readStream(this.prisma, matchId, base.version);
    const game = this.gameOf(base.match);
    const replayed: Replayed = {
      match: base.match,
      state: evolveAll(game, base.state, events),
      version: base.version + events.length,
      headHash: chainOver(base.headHash, events),
      joined: base.joined + events.filter(isServiceEvent).length,
    };
    this.cache.set(matchId, replayed);
    return replayed;
  }

  private async replayFromStart(matchId: string): Promise<Replayed> {
    const match = await this.requireMatch(matchId);
    return { match, state: this.gameOf(match).initialState(setupOf(match)), version: 0, headHash: genesisOf(match), joined: 0 };
  }

  private summarize(match: MatchRecord, state: unknown) {
    const game = this.gameOf(match);
    const started = match.status !== 'waiting';
    return {
      id: match.id,
      game: game.id,
      title: game.title,
      status: match.status,
      rulesVersion: match.rulesVersion,
      options: match.options,
      dealingMode: match.dealingMode,
      seats: match.seats.map((s) => ({ seat: s.seat, name: s.name, joined: s.joinedAt !== null })),
      activeSeats: started ? game.activeSeats(state) : [],
      standings: started ? game.standings(state) : [],
      outcome: started ? game.outcome(state) : null,
      version: match.version,
      seedCommitment: match.seedCommitment,
      seed: match.status === 'finished' ? match.seed : null,
      createdAt: match.createdAt.toISOString(),
      updatedAt: match.updatedAt.toISOString(),
    };
  }

  private viewOf(replayed: Replayed, viewer: Viewer): MatchView {
    const { match, state, version } = replayed;
    const game = this.gameOf(match);
    const status = statusOf(replayed);
    const started = status !== 'waiting';
    const legal: Action[] = started && viewer !== 'spectator' ? game.legalActions(state, viewer) : [];
    return {
      matchId: match.id,
      game: game.id,
      status,
      version,
      seat: viewer === 'spectator' ? null : viewer,
      activeSeats: started ? game.activeSeats(state) : [],
      state: started ? game.view(state, viewer) : null,
      legalActions: legal.map((action) => ({ ...action, expectedVersion: version })),
    };
  }

  /** A seat for seat-scoped endpoints: 401 without a valid token, 403 with a token that is not this match's seat. */
  private async seatOf(match: MatchRecord, authorization: string | undefined): Promise<Seat> {
    const viewer = await this.viewerOf(match, authorization);
    if (viewer === 'spectator') throw new ApiError(401, 'UNAUTHORIZED', 'Actions need a seat token: Authorization: Bearer <token>.');
    return viewer;
  }

  private async viewerOf(match: MatchRecord, authorization: string | undefined): Promise<Viewer> {
    const token = bearerToken(authorization);
    if (token === undefined) return 'spectator';
    const holder = await this.holderOf(token);
    if (!holder) throw new ApiError(401, 'UNAUTHORIZED', 'This token is not known.');
    if (holder.kind !== 'seat' || holder.matchId !== match.id) {
      throw new ApiError(403, 'FORBIDDEN', 'This token does not belong to a seat of this match.');
    }
    return holder.seat;
  }

  private async holderOf(token: string): Promise<TokenHolder> {
    const hash = hashToken(token);
    const known = this.holders.get(hash);
    if (known) return known;
    const holder = await findTokenHolder(this.prisma, hash);
    if (holder) {
      if (this.holders.size >= 100_000) this.holders.clear();
      this.holders.set(hash, holder);
    }
    return holder;
  }

  private expectedVersion(ifMatch: string | undefined, bodyVersion: unknown): number {
    const fromHeader = ifMatch === undefined ? undefined : /^(?:W\/)?"?(\d+)"?$/.exec(ifMatch.trim())?.[1];
    if (ifMatch !== undefined && fromHeader === undefined) {
      throw new ApiError(400, 'VALIDATION_FAILED', 'If-Match must be the match version as an ETag, e.g. "12".');
    }
    if (bodyVersion !== undefined && (!Number.isInteger(bodyVersion) || (bodyVersion as number) < 0)) {
      throw new ApiError(400, 'VALIDATION_FAILED', '"expectedVersion" must be a non-negative integer.', {
        errors: [{ field: 'expectedVersion', message: 'must be a non-negative integer' }],
      });
    }
    const header = fromHeader === undefined ? undefined : Number(fromHeader);
    if (header !== undefined && bodyVersion !== undefined && header !== bodyVersion) {
      throw new ApiError(400, 'VALIDATION_FAILED', 'If-Match and "expectedVersion" name different versions.');
    }
    const version = header ?? (bodyVersion as number | undefined);
    if (version === undefined) {
      throw new ApiError(428, 'PRECONDITION_REQUIRED', 'Send the version you acted on: an If-Match header or "expectedVersion".');
    }
    return version;
  }

  private async replayIdempotent(matchId: string, seat: Seat, key: string, requestHash: string): Promise<ActionResult | null> {
    const earlier = await findIdempotent(this.prisma, matchId, seat, key);
    if (!earlier) return null;
    if (earlier.requestHash !== requestHash) {
      throw new ApiError(422, 'IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was used for a different request.');
    }
    return earlier.body as ActionResult;
  }
}

/** waiting until every seat is taken, finished once the game has an outcome. */
function statusOf(replayed: Replayed): MatchStatus {
  const game = findGame(replayed.match.game, replayed.match.rulesVersion)!;
  if (replayed.joined < replayed.match.seats.length) return 'waiting';
  return game.outcome(replayed.state) ? 'finished' : 'active';
}

function versionConflict(expected: number, current: number): ApiError {
  return new ApiError(409, 'VERSION_CONFLICT', `The match is at version ${current}, not ${expected}; fetch the view and decide again.`, {
    currentVersion: current,
  });
}

/** JSON with sorted keys, so equal bodies hash equally whatever their key order. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.keys(value).sort().map((k) => [k, canonical((value as Record<string, unknown>)[k])]));
  }
  return value;
}
