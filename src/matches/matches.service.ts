import { Injectable } from '@nestjs/common';
import { randomBytes, randomUUID } from 'node:crypto';
import { CHAIN_VERSION, genesisHash, seedCommitment, sha256Hex } from '../audit/chain.js';
import { BOT_KINDS, type BotKind } from '../bots/bot.js';
import { botsFor } from '../bots/registry.js';
import { decideIn, type Action, type Game, type GameEvent, type Viewer } from '../engine/core/game.js';
import { resolveOptions } from '../engine/core/options.js';
import type { Seat } from '../engine/core/seats.js';
import { findGame } from '../engine/registry.js';
import { validateAction } from '../http/action-validation.js';
import { hashToken, newToken } from '../http/auth.js';
import { encodeNumberCursor } from '../http/pagination.js';
import { ApiError } from '../http/problem.js';
import { isUniqueViolationOn, readStream, VersionConflict, type EventMetadata } from '../persistence/event-store.js';
import {
  findIdempotent,
  insertMatch,
  type DealingMode,
  type MatchRecord,
  type NewMatch,
  type SeatTurn,
  type TimeControl,
  type TimeoutRule,
  type Visibility,
} from '../persistence/match-repository.js';
import { SigningKeys } from '../keys/signing-keys.js';
import { findRematchOf } from '../persistence/rematch-repository.js';
import { Access, type Caller } from '../access/access.js';
import type { CallerOnDemand } from '../access/caller.js';
import { isArranged } from './arranged.js';
import { choicesOf, NO_CHOICES } from './choices.js';
import { MatchStore, type Advance, type Replayed } from './match-store.js';
import { abortAgreed, abortVoters } from '../audit/life.js';
import { chainKeyOf, eventFor, evolveAll, headerOf, setupOf } from './match-stream.js';
import { deadlinePassed } from './turns.js';
import type { Language } from '../engine/core/language.js';
import { lastDealOf, namesOf, outcomeWithSentence, withSentences } from './sentences.js';

export interface CreateMatchInput {
  game: string;
  seats: number;
  options?: Record<string, unknown>;
  dealing?: { mode: DealingMode; seed?: string; presets?: unknown[] };
  timeControl?: { moveSeconds: number; onTimeout: TimeoutRule; bot?: BotKind };
  visibility?: Visibility;
  /** Who takes part in the match's chat besides its seats (src/chat). */
  chat?: { spectators?: boolean };
}

export interface MatchView {
  matchId: string;
  game: string;
  status: string;
  version: number;
  seat: Seat | null;
  arrangedDeal: boolean;
  activeSeats: Seat[];
  /** Each active seat: since when it may move, and its deadline (null without time control). */
  turns: SeatTurn[];
  state: unknown;
  waitingForYou: boolean;
  legalActions: (Action & { expectedVersion: number })[];
  optionalActions: (Action & { expectedVersion: number })[];
  /** The sentence of the last scored deal (`state.lastDeal`) in the request's language, when there is one. */
  lastDealSentence?: string;
}

export interface VisibleEvent extends GameEvent {
  sequence: number;
  seat: Seat | null;
  bot: string | null;
  botVersion: number | null;
  timeout: boolean;
  createdAt?: string;
  /** A sentence for people describing the event, in the request's language, where the event has one. */
  sentence?: string;
}

export interface ActionResult {
  matchId: string;
  /** The match's game, which tells the events' and the view's types apart. */
  game: string;
  version: number;
  events: VisibleEvent[];
  view: MatchView;
  /** The service's signed receipt for the append (audit/signing.ts); null for a version 1 chain. */
  receipt: string | null;
}

export interface ActionInput {
  body: Record<string, unknown>;
  ifMatch?: string;
  idempotencyKey?: string;
}

/** Creates matches, serves their views and logs, and takes players' actions. Everything game-specific is behind `Game`. */
@Injectable()
export class MatchesService {
  constructor(
    private readonly store: MatchStore,
    private readonly access: Access,
    private readonly signing: SigningKeys,
  ) {}

  private get prisma() {
    return this.store.prisma;
  }

  async create(input: CreateMatchInput, caller: Caller) {
    const creatorPlayerId = caller.kind === 'player' ? caller.playerId : null;
    const game = findGame(input.game);
    if (!game) throw new ApiError(422, 'GAME_NOT_FOUND', `There is no game "${input.game}"; GET /games lists them.`);
    if (input.seats < game.players.min || input.seats > game.players.max) {
      throw new ApiError(422, 'VALIDATION_FAILED', `${game.title} is played by ${game.players.min} to ${game.players.max} players.`);
    }
    const options = resolveOptions(game.options, input.options);
    const timeControl = resolveTimeControl(game.id, input.timeControl);
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

    const { record, creatorToken } = newMatchOf(game, {
      seats: input.seats,
      options,
      timeControl,
      dealing: { mode, seed, presets },
      createdAt: this.store.now(),
      creatorPlayerId,
      visibility: input.visibility ?? 'unlisted',
      chatSpectators: input.chat?.spectators ?? false,
    });
    const match = await insertMatch(this.store.sql, record);
    return { match: this.summarize(match, null), creatorToken };
  }

  /** The public summary; a private match's only for its seats, its creator and invited players (404 for anyone else). */
  async summary(matchId: string, caller: CallerOnDemand, language?: Language) {
    const match = await this.store.requireMatch(matchId);
    // The token is looked at only where it matters, so a stale token never spoils reading a public summary.
    if (match.visibility === 'private') await this.access.requireVisible(match, await caller());
    const replayed = await this.store.load(matchId, 'announced');
    // The seat names come from the row; the state from the log, at the same version unless a move just landed.
    const status = this.store.statusOf(replayed);
    const rematchedBy = status === 'finished' || status === 'aborted' ? await findRematchOf(this.prisma, match.id) : null;
    return this.summarize({ ...match, version: replayed.version, status, turns: replayed.turns }, replayed.state, rematchedBy, language);
  }

  async view(matchId: string, caller: Caller, language?: Language) {
    const replayed = await this.store.loadAs(matchId, caller, 'announced');
    const viewer = await this.access.viewer(replayed.match, caller);
    const view = this.viewOf(replayed, viewer);
    return language === undefined
      ? view
      : Object.assign(
          {},
          view,
          lastDealOf(replayed.match.game, view.state === null ? null : replayed.state, language, namesOf(replayed.match)),
        );
  }

  async act(matchId: string, caller: Caller, input: ActionInput, language?: Language): Promise<ActionResult> {
    const result = await this.actOnce(matchId, caller, input);
    return language === undefined ? result : this.spoken(result, language);
  }

  /**
   * An append's answer with its sentences in `language` (events, the view's last deal), from the match as it is
   * now; an idempotent repeat is answered from its stored response, which holds none.
   */
  private async spoken(result: ActionResult, language: Language): Promise<ActionResult> {
    const replayed = await this.store.load(result.matchId, 'announced');
    const { match } = replayed;
    const game = this.store.gameOf(match);
    const names = namesOf(match);
    // The view's last deal is said of the version the answer shows (an idempotent repeat after later moves
    // replays the log up to it); the match's end of its final state.
    const state =
      replayed.version === result.version
        ? replayed.state
        : evolveAll(game, game.initialState(setupOf(match)), await readStream(this.store.sql, match.id, 0, result.version));
    const final = game.outcome(replayed.state) !== null ? replayed.state : undefined;
    return {
      ...result,
      events: withSentences(match.game, result.events, language, names, final),
      view: Object.assign({}, result.view, result.view.state !== null ? lastDealOf(match.game, state, language, names) : {}),
    };
  }

  private async actOnce(matchId: string, caller: Caller, input: ActionInput): Promise<ActionResult> {
    let replayed = await this.store.loadAs(matchId, caller, false);
    const { match } = replayed;
    const seat = await this.access.seat(match, caller);
    const game = this.store.gameOf(match);
    const { expectedVersion: bodyVersion, ...rest } = input.body;
    const precondition = this.precondition(input.ifMatch, bodyVersion);
    const action = validateAction(game.actionObjects, rest);
    // What an Idempotency-Key's repeat must match (only needed with one): the version as sent, and the action.
    const requestHash = input.idempotencyKey === undefined ? '' : sha256Hex(JSON.stringify([precondition.key, canonical(action)]));

    if (input.idempotencyKey !== undefined) {
      const earlier = await this.replayIdempotent(match, seat, input.idempotencyKey, requestHash);
      if (earlier) return earlier;
    }
    // The cached state may lag behind another instance: only a mismatch costs a look at the log.
    if (!holds(precondition, replayed.version)) replayed = await this.store.load(matchId, true);
    if (!holds(precondition, replayed.version)) throw failed(precondition, replayed.version);
    const expectedVersion = replayed.version;
    if (replayed.life.aborted) throw new ApiError(409, 'MATCH_OVER', 'The match was aborted by agreement; nothing more can be played.');
    const turn = replayed.turns.find((t) => t.seat === seat);
    if (deadlinePassed(turn, replayed.match.timeControl, this.store.now())) {
      throw new ApiError(
        409,
        'DEADLINE_PASSED',
        `Seat ${seat}'s move deadline passed at ${turn!.deadline}; the match's rule (${replayed.match.timeControl!.onTimeout}) applies.`,
      );
    }
    const command = { type: 'Act' as const, seat, action };
    const events = decideIn(game, command, replayed.state);
    const advance = this.store.advance(replayed, command, events, { seat });
    const response = await this.resultOf(advance, seat);
    const key = input.idempotencyKey;
    try {
      await this.store.commit(advance, {
        idempotent: key === undefined ? undefined : { seat, key, requestHash, status: 200, body: JSON.stringify(response) },
      });
    } catch (error) {
      const raced = error instanceof VersionConflict || isUniqueViolationOn(error, 'idempotent_response');
      if (!raced) throw error;
      // The same idempotent request may have won the race: answer as it did.
      const earlier = key === undefined ? null : await this.replayIdempotent(match, seat, key, requestHash);
      if (earlier) return earlier;
      throw failed({ ...precondition, version: expectedVersion }, (await this.store.load(matchId, true)).version);
    }
    return response;
  }

  /**
   * A seat gives up the match by its own choice: the engine's Forfeit, scored as the game's docs define
   * abandonment. Valid at any version while the match runs (a move landing first is simply decided on).
   */
  async resign(matchId: string, caller: Caller, language?: Language): Promise<ActionResult> {
    const result = await this.decideAndCommit(matchId, caller, (replayed, seat) => {
      const status = this.store.statusOf(replayed);
      if (status === 'waiting')
        throw new ApiError(409, 'MATCH_NOT_STARTED', 'The match has not started: leave it or, as its creator, cancel it.');
      if (status === 'finished' || status === 'aborted')
        throw new ApiError(409, 'MATCH_OVER', 'The match is over; there is nothing left to resign.');
      const command = { type: 'Forfeit' as const, seat };
      return this.store.advance(replayed, command, this.store.gameOf(replayed.match).decide(command, replayed.state), { seat });
    });
    return language === undefined ? result : this.spoken(result, language);
  }

  /**
   * A seat votes on aborting the match by agreement (docs/correspondence.md, "Correspondence play"): `abort: true` proposes it or
   * agrees to the open proposal, `abort: false` refuses it (the proposal ends). Possible only while no card has
   * been played (audit/life.ts, PLAY_BEGINS); once every seat a person holds agreed (bots agree), MatchAborted
   * ends the match without a result. Answers like an action.
   */
  async voteAbort(matchId: string, caller: Caller, abort: boolean, language?: Language): Promise<ActionResult> {
    const result = await this.decideAndCommit(matchId, caller, (replayed, seat) => {
      const status = this.store.statusOf(replayed);
      if (status === 'waiting')
        throw new ApiError(409, 'MATCH_NOT_STARTED', 'The match has not started: leave it or, as its creator, cancel it.');
      if (status !== 'active') throw new ApiError(409, 'MATCH_OVER', 'The match is over; there is nothing left to abort.');
      const { life } = replayed;
      if (life.played)
        throw new ApiError(409, 'PLAY_STARTED', 'A card has been played: the match can no longer be aborted (resign instead).');
      if (life.abortVotes === null && !abort)
        throw new ApiError(409, 'ABORT_NOT_PROPOSED', 'No abort is proposed: there is nothing to refuse.');
      if (life.abortVotes?.includes(seat)) throw new ApiError(409, 'ALREADY_VOTED', `Seat ${seat} has already agreed to abort the match.`);
      const events: GameEvent[] = [{ type: 'AbortVoted', data: { seat, abort } }];
      const votes = abort ? [...(life.abortVotes ?? []), seat] : [];
      const voters = abortVoters(replayed.match.seats.map((s) => s.bot));
      if (abort && abortAgreed(votes, voters)) events.push({ type: 'MatchAborted', data: { seats: voters } });
      return this.store.advance(replayed, null, events, { seat: null });
    });
    return language === undefined ? result : this.spoken(result, language);
  }

  /**
   * For a seat's request that is valid at any version (resign, an abort vote): decides on the newest version and
   * commits; when another move lands first, decides again on the newer version (a few times) rather than fail.
   */
  private async decideAndCommit(
    matchId: string,
    caller: Caller,
    decide: (replayed: Replayed, seat: Seat) => Advance,
  ): Promise<ActionResult> {
    for (let attempt = 0; ; attempt++) {
      const replayed = await this.store.loadAs(matchId, caller, attempt > 0);
      const seat = await this.access.seat(replayed.match, caller);
      const advance = decide(replayed, seat);
      const response = await this.resultOf(advance, seat);
      try {
        await this.store.commit(advance);
        return response;
      } catch (error) {
        if (!(error instanceof VersionConflict)) throw error;
        if (attempt >= 5) throw versionConflict(advance.before.version, (await this.store.load(matchId, true)).version);
      }
    }
  }

  /** What the acting seat is told about an append: the events as it may see them, its view and a signed receipt. */
  private async resultOf(advance: Advance, seat: Seat): Promise<ActionResult> {
    const { before, next, events, at } = advance;
    const game = this.store.gameOf(next.match);
    // A version 1 chain's head is unsalted: it is never shown while the match runs, so it gets no receipt.
    const receipt =
      chainKeyOf(next.match).version === 1
        ? null
        : await this.signing.signReceipt(
            { matchId: next.match.id, version: next.version, headHash: next.headHash, at: at.toISOString() },
            at,
          );
    return {
      matchId: next.match.id,
      game: next.match.game,
      version: next.version,
      // Fields follow an object's own through Object.assign, never a spread (see engine/core/view.ts, envelope).
      events: events.map((event, i) =>
        Object.assign({ sequence: before.version + i + 1 }, eventFor(game, event, seat, next.state, this.store.ended(next)), {
          seat,
          bot: null,
          botVersion: null,
          timeout: false,
        }),
      ),
      view: this.viewOf(next, seat),
      receipt,
    };
  }

  /** The log as `viewer` may see it after `after`: one snapshot, redacted against the state it leads to. */
  async visibleEvents(replayed: Replayed, viewer: Viewer, after: number, upTo = replayed.version) {
    const { match, state, version } = replayed;
    const game = this.store.gameOf(match);
    const stored = await readStream(this.store.sql, match.id, after, upTo);
    const ended = this.store.ended(replayed);
    return {
      matchId: match.id,
      version,
      ended,
      seedCommitment: match.seedCommitment,
      seed: ended ? match.seed : null,
      salt: ended ? match.salt : null,
      events: stored.map((event): VisibleEvent =>
        Object.assign(
          { sequence: event.sequence },
          eventFor(game, { type: event.type, data: event.data }, viewer, state, ended),
          actorOf(event.metadata),
          { createdAt: event.createdAt.toISOString() },
        ),
      ),
    };
  }

  /**
   * One page of the event log as the caller may see it: the events after `after`, at most `limit` (all to the current
   * version without it). The sequences run 1, 2, 3, ... without gaps, so the page is read by its range alone.
   */
  async events(matchId: string, caller: Caller, after: number, limit: number | undefined, language?: Language) {
    const replayed = await this.store.loadAs(matchId, caller, 'announced');
    const viewer = await this.access.viewer(replayed.match, caller);
    const upTo = limit === undefined ? replayed.version : Math.min(replayed.version, after + limit);
    const { ended: _ended, events: read, ...page } = await this.visibleEvents(replayed, viewer, after, upTo);
    const game = this.store.gameOf(replayed.match);
    const final = game.outcome(replayed.state) !== null ? replayed.state : undefined;
    const events = language === undefined ? read : withSentences(replayed.match.game, read, language, namesOf(replayed.match), final);
    const nextCursor = upTo < replayed.version ? encodeNumberCursor(upTo) : null;
    return { ...page, game: game.id, items: events, nextCursor, events };
  }

  /** Deletes a match that has not started; only its creator may. */
  async cancel(matchId: string, caller: Caller) {
    const match = await this.store.requireMatch(matchId);
    await this.access.requireCreator(match, caller, 'Cancelling a match');
    if (match.status !== 'waiting') {
      throw new ApiError(409, 'MATCH_NOT_WAITING', 'A match can only be cancelled before every seat is taken.');
    }
    // Announced to every instance (their cached states of it must not outlive it).
    if (!(await this.store.remove(match))) throw versionConflict(match.version, (await this.store.requireMatch(match.id)).version);
  }

  // --- helpers -------------------------------------------------------------------------------------------

  /**
   * The match's summary; with `language`, the game's title is in that language and its outcome also says how the
   * match ended in it (`sentence`).
   */
  summarize(match: MatchRecord, state: unknown, rematchedBy: string | null = null, language?: Language) {
    const game = this.store.gameOf(match);
    const started = match.status !== 'waiting' && state !== null;
    const ended = match.status === 'finished' || match.status === 'aborted';
    return {
      id: match.id,
      game: game.id,
      title: language ? game.titles[language] : game.title,
      status: match.status,
      rulesVersion: match.rulesVersion,
      options: match.options,
      dealingMode: match.dealingMode,
      arrangedDeal: isArranged(match.dealingMode),
      visibility: match.visibility,
      timeControl: match.timeControl,
      seats: match.seats.map((s) => ({
        seat: s.seat,
        name: s.name,
        joined: s.joinedAt !== null,
        playerId: s.playerId,
        bot: s.bot,
        invitedPlayerId: s.joinedAt === null ? s.invitedPlayerId : null,
      })),
      activeSeats: started && match.status !== 'aborted' ? game.activeSeats(state) : [],
      turns: started ? match.turns : [],
      standings: started ? game.standings(state) : [],
      outcome: started
        ? language === undefined
          ? game.outcome(state)
          : outcomeWithSentence(game.id, game.outcome(state), state, language, namesOf(match))
        : null,
      version: match.version,
      seedCommitment: match.seedCommitment,
      seed: ended ? match.seed : null,
      salt: ended ? match.salt : null,
      createdAt: match.createdAt.toISOString(),
      updatedAt: match.updatedAt.toISOString(),
      rematchOf: match.rematchOf,
      rematchedBy,
    };
  }

  viewOf(replayed: Replayed, viewer: Viewer): MatchView {
    const { match, state, version } = replayed;
    const game = this.store.gameOf(match);
    const status = this.store.statusOf(replayed);
    const started = status !== 'waiting';
    const choices = status === 'active' && viewer !== 'spectator' ? choicesOf(game, state, viewer) : NO_CHOICES;
    const exact = (actions: Action[]) => actions.map((action) => Object.assign({}, action, { expectedVersion: version }));
    return {
      matchId: match.id,
      game: game.id,
      status,
      version,
      seat: viewer === 'spectator' ? null : viewer,
      arrangedDeal: isArranged(match.dealingMode),
      activeSeats: status === 'active' ? game.activeSeats(state) : [],
      turns: replayed.turns,
      state: started ? game.view(state, viewer) : null,
      waitingForYou: choices.waitingForYou,
      legalActions: exact(choices.legalActions),
      optionalActions: exact(choices.optionalActions),
    };
  }

  /**
   * The version an action is decided on: `expectedVersion` in the body, or If-Match (RFC 9110: "*", or a list of
   * entity tags compared strongly with the view's ETag "12", so a weak tag never matches). Both may be sent if they
   * agree. `any`: If-Match "*" alone, which acts on whatever the current version is.
   */
  private precondition(ifMatch: string | undefined, bodyVersion: unknown): Precondition {
    if (bodyVersion !== undefined && (!Number.isInteger(bodyVersion) || (bodyVersion as number) < 0)) {
      throw new ApiError(400, 'VALIDATION_FAILED', '"expectedVersion" must be a non-negative integer.', {
        errors: [{ field: 'expectedVersion', message: 'must be a non-negative integer' }],
      });
    }
    const header = ifMatch === undefined ? undefined : parseIfMatch(ifMatch);
    if (header === null) {
      throw new ApiError(
        400,
        'VALIDATION_FAILED',
        'If-Match must be "*" or entity tags, e.g. "12" (the ETag of the view or of the last action).',
      );
    }
    if (bodyVersion !== undefined) {
      if (header !== undefined && header !== '*' && !header.versions.includes(bodyVersion as number)) {
        throw new ApiError(400, 'VALIDATION_FAILED', 'If-Match and "expectedVersion" name different versions.');
      }
      return { version: bodyVersion as number, header: false, key: bodyVersion as number };
    }
    if (header === undefined) {
      throw new ApiError(428, 'PRECONDITION_REQUIRED', 'Send the version you acted on: an If-Match header or "expectedVersion".');
    }
    if (header === '*') return { version: 'any', header: true, key: '*' };
    return {
      version: header.versions,
      weak: header.weak,
      header: true,
      key: header.versions.length === 1 ? header.versions[0] : header.versions,
    };
  }

  private async replayIdempotent(
    match: { id: string; game: string },
    seat: Seat,
    key: string,
    requestHash: string,
  ): Promise<ActionResult | null> {
    const earlier = await findIdempotent(this.prisma, match.id, seat, key);
    if (!earlier) return null;
    if (earlier.requestHash !== requestHash) {
      throw new ApiError(422, 'IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was used for a different request.');
    }
    // Parsed back from the first response's text, so it is sent again with the same bytes (members in order); an
    // answer kept from before results carried their game gets it.
    const result = JSON.parse(earlier.body) as ActionResult;
    return result.game === undefined ? { ...result, game: match.game } : result;
  }
}

/** What a new match fixes at creation (its chain's header, its secrets), and its creator token (shown once). */
export function newMatchOf(
  game: Game,
  input: {
    seats: number;
    options: Record<string, unknown>;
    timeControl: TimeControl | null;
    dealing: { mode: DealingMode; seed: string; presets: unknown[] };
    createdAt: Date;
    creatorPlayerId: string | null;
    visibility: Visibility;
    chatSpectators: boolean;
    rematchOf?: string;
  },
): { record: NewMatch; creatorToken: string } {
  const creatorToken = newToken('creator');
  // The salt hides the seed (however guessable) and every event's hash until the match ends (audit/chain.ts).
  const salt = randomBytes(32).toString('hex');
  const fixed = {
    id: randomUUID(),
    game: game.id,
    options: input.options,
    rulesVersion: game.rulesVersion,
    seatCount: input.seats,
    dealingMode: input.dealing.mode,
    seedCommitment: seedCommitment({ version: 2, salt }, input.dealing.seed),
    presets: input.dealing.presets,
    createdAt: input.createdAt,
    timeControl: input.timeControl,
    chainVersion: CHAIN_VERSION,
  };
  const record: NewMatch = {
    ...fixed,
    seed: input.dealing.seed,
    salt,
    creatorTokenHash: hashToken(creatorToken),
    creatorPlayerId: input.creatorPlayerId,
    // Not in the chain's header: the lobby is not audited.
    visibility: input.visibility,
    headHash: genesisHash(headerOf(fixed), CHAIN_VERSION),
    // Not part of the chain's header: the chat is not part of the game's record.
    chatSpectators: input.chatSpectators,
    ...(input.rematchOf ? { rematchOf: input.rematchOf } : {}),
  };
  return { record, creatorToken };
}

/** Who produced a stored event: the seat, the bot that chose for it, whether its deadline had passed. */
export function actorOf(metadata: EventMetadata): { seat: Seat | null; bot: string | null; botVersion: number | null; timeout: boolean } {
  return {
    seat: metadata.seat ?? null,
    bot: metadata.bot ?? null,
    botVersion: metadata.botVersion ?? null,
    timeout: metadata.timeout === true,
  };
}

/** Validates a time control; a bot for timeouts must exist for the game (a missing heuristic bot is refused, not replaced). */
function resolveTimeControl(gameId: string, input: CreateMatchInput['timeControl']): TimeControl | null {
  if (!input) return null;
  const bot = input.bot ?? 'heuristic';
  if (!(BOT_KINDS as readonly string[]).includes(bot))
    throw new ApiError(422, 'VALIDATION_FAILED', `"timeControl.bot" must be one of ${BOT_KINDS.join(', ')}.`);
  if (input.onTimeout === 'bot' && !botsFor(gameId).includes(bot)) throw botUnavailable(gameId, bot);
  return { moveSeconds: input.moveSeconds, onTimeout: input.onTimeout, bot };
}

export function botUnavailable(gameId: string, bot: BotKind): ApiError {
  return new ApiError(422, 'BOT_NOT_AVAILABLE', `${gameId} has no ${bot} bot (bots for it: ${botsFor(gameId).join(', ')}).`);
}

/** The version an action is decided on, as sent (see MatchesService.precondition); `key` is it as sent, for idempotency. */
type Precondition = { version: number | number[] | 'any'; weak?: boolean; header: boolean; key: number | number[] | '*' };

const holds = (p: Precondition, current: number): boolean =>
  p.version === 'any' || (Array.isArray(p.version) ? p.version.includes(current) : p.version === current);

/** A precondition that does not hold: 412 for If-Match (RFC 9110), 409 VERSION_CONFLICT for expectedVersion. */
function failed(p: Precondition, current: number): ApiError {
  if (!p.header) return versionConflict(p.version as number, current);
  const weak = p.weak ? ' If-Match compares entity tags strongly, so a weak tag (W/"...") never matches: send the view\'s ETag.' : '';
  return new ApiError(
    412,
    'PRECONDITION_FAILED',
    `The match is at version ${current}, which If-Match does not name; fetch the view and decide again.${weak}`,
    {
      currentVersion: current,
    },
  );
}

/**
 * If-Match as RFC 9110 defines it: "*", or entity tags. The versions the strong tags name ("12", as the view's and
 * an action's ETag); whether weak tags were sent (they never match, the summary's W/"12-<digest>" included). Null:
 * not an If-Match header.
 */
export function parseIfMatch(header: string): '*' | { versions: number[]; weak: boolean } | null {
  if (header.trim() === '*') return '*';
  const versions: number[] = [];
  let weak = false;
  for (const part of header.split(',')) {
    const tag = /^\s*(W\/)?"([\x21\x23-\x7e\x80-\xff]*)"\s*$/.exec(part);
    if (!tag) return null;
    if (tag[1]) weak = true;
    else if (/^\d{1,10}$/.test(tag[2])) versions.push(Number(tag[2]));
  }
  return { versions, weak };
}

export function versionConflict(expected: number, current: number): ApiError {
  return new ApiError(409, 'VERSION_CONFLICT', `The match is at version ${current}, not ${expected}; fetch the view and decide again.`, {
    currentVersion: current,
  });
}

/** JSON with sorted keys, so equal bodies hash equally whatever their key order. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}
