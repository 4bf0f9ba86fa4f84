import { Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { rematchSeat } from '../audit/life.js';
import type { PlayerJoinedData } from '../audit/players.js';
import type { GameEvent } from '../engine/core/game.js';
import { resolveOptions } from '../engine/core/options.js';
import { findGame } from '../engine/registry.js';
import { hashToken, newToken } from '../http/auth.js';
import { ApiError } from '../http/problem.js';
import { Notifier } from '../bus/notifier.js';
import { isUniqueViolationOn, sqlOf, type Transaction } from '../persistence/event-store.js';
import { claimSeat, findChatSpectators, insertMatch, type MatchRecord, type Occupant } from '../persistence/match-repository.js';
import { queueNotifications } from '../persistence/notification-repository.js';
import {
  addRematchVote,
  closeRematchOffer,
  findRematchOffer,
  lockRematchOffer,
  openRematchOffer,
  type RematchOfferRecord,
} from '../persistence/rematch-repository.js';
import { Access, matchNotFound, type Caller } from '../access/access.js';
import type { CallerOnDemand } from '../access/caller.js';
import { MatchStore, type Replayed } from './match-store.js';
import { genesisOf, lifeOf, setupOf } from './match-stream.js';
import { newMatchOf } from './matches.service.js';

/** A rematch offer as the API shows it. */
export interface RematchState {
  matchId: string;
  status: 'none' | 'open' | 'declined' | 'started';
  offeredBy: number | null;
  /** Seats that accepted (the offering seat's offer counts); bot seats accept by themselves and are not listed. */
  accepted: number[];
  /** Seats whose answer the offer waits for. */
  waitingFor: number[];
  declinedBy: number | null;
  /** The new match once every seat accepted. */
  rematchId: string | null;
}

/** What a seat is told after offering or accepting. */
export interface RematchAnswer {
  rematch: RematchState;
  /** The seat this seat's holder takes in the rematch. */
  seat: number;
  /** The seat token for the rematch, for an anonymous seat: shown once (a registered player's key names the seat). */
  token: string | null;
}

/**
 * Rematches (docs/correspondence.md, "Correspondence play"): any seat of an ended match offers one, the other seats a person
 * holds accept or decline; once all accepted, a new match with the same game, options, visibility and time
 * control starts with the same people, one seat on against the dealing order (audit/life.ts, rematchSeat), and
 * the matches link to each other. Offers live in their own table: an ended match's event stream is complete.
 */
@Injectable()
export class RematchService {
  constructor(
    private readonly store: MatchStore,
    private readonly access: Access,
    private readonly notifier: Notifier,
  ) {}

  /** The match's rematch offer, for anyone who may see the match. */
  async state(matchId: string, caller: CallerOnDemand): Promise<RematchState> {
    const match = await this.store.requireMatch(matchId);
    if (match.visibility === 'private') await this.access.requireVisible(match, await caller());
    return stateOf(match, await findRematchOffer(this.store.prisma, match.id));
  }

  async offer(matchId: string, caller: Caller): Promise<RematchAnswer> {
    const { match, seat } = await this.seatOfEnded(matchId, caller);
    const token = match.seats[seat].playerId === null ? newToken('seat') : null;
    const tokenHash = token === null ? null : hashToken(token);
    const answer = await this.answer(match, seat, async (tx, offer, now) => {
      if (offer?.status === 'open') throw new ApiError(409, 'REMATCH_OFFERED', 'A rematch is offered already: accept or decline it.');
      if (offer?.status === 'started') throw rematchStarted(offer);
      await openRematchOffer(tx, match.id, seat, tokenHash, now);
      return { offeredBy: seat, votes: [{ seat, tokenHash }], type: 'rematchOffered' };
    });
    return { ...answer, token };
  }

  async accept(matchId: string, caller: Caller): Promise<RematchAnswer> {
    const { match, seat } = await this.seatOfEnded(matchId, caller);
    const token = match.seats[seat].playerId === null ? newToken('seat') : null;
    const tokenHash = token === null ? null : hashToken(token);
    const answer = await this.answer(match, seat, async (tx, offer, now) => {
      if (!offer) throw notOffered();
      if (offer.votes.some((v) => v.seat === seat)) throw alreadyAccepted(seat);
      if (offer.status === 'declined')
        throw new ApiError(409, 'REMATCH_DECLINED', `Seat ${offer.declinedBy} declined the rematch; offer a new one.`);
      if (offer.status === 'started') throw rematchStarted(offer);
      await addRematchVote(tx, match.id, seat, tokenHash, now);
      return { offeredBy: offer.offeredBy, votes: [...offer.votes, { seat, tokenHash }], type: 'rematchAccepted' };
    });
    return { ...answer, token };
  }

  /** Any seat a person holds declines the open offer (the offering seat withdraws it so): the offer ends. */
  async decline(matchId: string, caller: Caller): Promise<RematchState> {
    const { match, seat } = await this.seatOfEnded(matchId, caller);
    const { rematch } = await this.answer(match, seat, async (tx, offer, now) => {
      if (!offer) throw notOffered();
      if (offer.status === 'declined')
        throw new ApiError(409, 'REMATCH_DECLINED', `Seat ${offer.declinedBy} declined the rematch already.`);
      if (offer.status === 'started') throw rematchStarted(offer);
      await closeRematchOffer(tx, match.id, { status: 'declined', declinedBy: seat }, now);
      return { offeredBy: offer.offeredBy, votes: offer.votes, type: 'rematchDeclined', declinedBy: seat };
    });
    return rematch;
  }

  /** The caller's seat of an ended match: 409 before it ended, 403/401 for anyone but its seats. */
  private async seatOfEnded(matchId: string, caller: Caller): Promise<{ match: MatchRecord; seat: number }> {
    const replayed = await this.store.loadAs(matchId, caller, true);
    const seat = await this.access.seat(replayed.match, caller);
    if (!this.store.ended(replayed)) throw new ApiError(409, 'MATCH_NOT_FINISHED', 'A rematch is offered once the match has ended.');
    return { match: replayed.match, seat };
  }

  /**
   * One answer to the match's offer, taken under the offer's row lock (answers one at a time, so the last of
   * several simultaneous acceptances, and only it, starts the rematch; the unique `rematch_of` is the backstop),
   * with the notifications it causes.
   */
  private async answer(
    match: MatchRecord,
    seat: number,
    decide: (
      tx: Transaction,
      offer: RematchOfferRecord | null,
      now: Date,
    ) => Promise<{ offeredBy: number; votes: RematchOfferRecord['votes']; type: string; declinedBy?: number }>,
  ): Promise<Omit<RematchAnswer, 'token'>> {
    const now = this.store.now();
    const voters = votersOf(match);
    let settle: (() => Promise<void>) | null = null;
    const result = await this.store.prisma
      .$transaction(async (tx) => {
        await lockRematchOffer(tx, match.id);
        const done = await decide(tx, await findRematchOffer(tx, match.id), now);
        const accepted = done.votes.map((v) => v.seat);
        let rematchId: string | null = null;
        let type = done.type;
        if (done.declinedBy === undefined && voters.every((s) => accepted.includes(s))) {
          const started = await this.start(tx, match, done.votes, now);
          rematchId = started.id;
          settle = started.settle;
          await closeRematchOffer(tx, match.id, { status: 'started', newMatchId: rematchId }, now);
          type = 'rematchStarted';
        }
        const state: RematchState = {
          matchId: match.id,
          status: rematchId ? 'started' : done.declinedBy === undefined ? 'open' : 'declined',
          offeredBy: done.offeredBy,
          accepted,
          waitingFor: rematchId || done.declinedBy !== undefined ? [] : voters.filter((s) => !accepted.includes(s)),
          declinedBy: done.declinedBy ?? null,
          rematchId,
        };
        // The other seats' registered players, and the match's webhooks.
        const players = match.seats.flatMap((s) => (s.seat !== seat && s.playerId ? [s.playerId] : []));
        const data = { ...state, game: match.game, seat };
        const notes = [...players, null].map((playerId) => ({ playerId, type, data }));
        const queued = await queueNotifications(tx, match.id, notes, now);
        return { state, queued };
      })
      .catch((error: unknown) => {
        // Two answers of one seat at once, or two offers at once: the second finds the first's row.
        if (isUniqueViolationOn(error, 'rematch_vote')) throw alreadyAccepted(seat);
        if (isUniqueViolationOn(error, 'rematch_offer'))
          throw new ApiError(409, 'REMATCH_OFFERED', 'A rematch is offered already: accept or decline it.');
        throw error;
      });
    await (settle as (() => Promise<void>) | null)?.();
    await this.notifier.publish({ match: match.id, players: result.queued.players, queued: result.queued.queued });
    return { rematch: result.state, seat: rematchSeat(seat, match.seats.length) };
  }

  /**
   * The rematch: a new match (current rules, same options, visibility and time control, dealt from a new secret
   * seed) with every seat taken by the same holder one seat on, its PlayerJoined events and its start appended.
   */
  private async start(
    tx: Transaction,
    old: MatchRecord,
    votes: RematchOfferRecord['votes'],
    now: Date,
  ): Promise<{ id: string; settle: () => Promise<void> }> {
    const game = findGame(old.game);
    if (!game) throw new ApiError(409, 'GAME_NOT_FOUND', `The game "${old.game}" is no longer hosted.`);
    const chatSpectators = await findChatSpectators(tx, old.id);
    if (chatSpectators === null) throw matchNotFound(old.id);
    const { record } = newMatchOf(game, {
      seats: old.seats.length,
      options: resolveOptions(game.options, old.options),
      timeControl: old.timeControl,
      dealing: { mode: 'random', seed: randomBytes(32).toString('hex'), presets: [] },
      createdAt: now,
      creatorPlayerId: old.creatorPlayerId,
      visibility: old.visibility,
      chatSpectators,
      rematchOf: old.id,
    });
    const inserted = await insertMatch(sqlOf(tx), record).catch((error: unknown) => {
      if (isUniqueViolationOn(error, 'rematch_of')) throw new ApiError(409, 'REMATCH_STARTED', 'The rematch has started already.');
      throw error;
    });
    const occupants: Occupant[] = inserted.seats.map((s) => {
      const held = old.seats.find((o) => rematchSeat(o.seat, old.seats.length) === s.seat)!;
      const tokenHash = held.playerId === null && held.bot === null ? (votes.find((v) => v.seat === held.seat)?.tokenHash ?? null) : null;
      return { name: held.name ?? `Seat ${held.seat}`, tokenHash, playerId: held.playerId, bot: held.bot };
    });
    const joins: GameEvent[] = [];
    for (const [seat, occupant] of occupants.entries()) {
      await claimSeat(sqlOf(tx), inserted.id, seat, occupant, now);
      const data: PlayerJoinedData = { seat, name: occupant.name };
      if (occupant.playerId) data.playerId = occupant.playerId;
      if (occupant.bot) data.bot = occupant.bot;
      joins.push({ type: 'PlayerJoined', data });
    }
    const match: MatchRecord = { ...inserted, seats: inserted.seats.map((s, i) => ({ ...s, ...occupants[i], joinedAt: now })) };
    const start: Replayed = {
      match,
      state: game.initialState(setupOf(match)),
      version: 0,
      headHash: genesisOf(match),
      life: lifeOf(match),
      turns: [],
    };
    const command = { type: 'StartMatch' } as const;
    const advance = this.store.advance(start, command, [...joins, ...game.decide(command, start.state)], { seat: null });
    const settle = await this.store.commit(advance, { db: tx });
    return { id: match.id, settle };
  }
}

/** The seats whose acceptance a rematch needs: those a person holds (bots accept and are seated again). */
function votersOf(match: MatchRecord): number[] {
  return match.seats.flatMap((s) => (s.bot === null ? [s.seat] : []));
}

function stateOf(match: MatchRecord, offer: RematchOfferRecord | null): RematchState {
  if (!offer)
    return { matchId: match.id, status: 'none', offeredBy: null, accepted: [], waitingFor: [], declinedBy: null, rematchId: null };
  const accepted = offer.votes.map((v) => v.seat);
  return {
    matchId: match.id,
    status: offer.status,
    offeredBy: offer.offeredBy,
    accepted,
    waitingFor: offer.status === 'open' ? votersOf(match).filter((s) => !accepted.includes(s)) : [],
    declinedBy: offer.declinedBy,
    rematchId: offer.newMatchId,
  };
}

function notOffered(): ApiError {
  return new ApiError(409, 'REMATCH_NOT_OFFERED', 'No rematch is offered for this match: offer one with POST /matches/{id}/rematch.');
}

function alreadyAccepted(seat: number): ApiError {
  return new ApiError(409, 'ALREADY_ACCEPTED', `Seat ${seat} has accepted the rematch already.`);
}

function rematchStarted(offer: RematchOfferRecord): ApiError {
  return new ApiError(409, 'REMATCH_STARTED', `The rematch has started: match ${offer.newMatchId} (GET /matches/{id}/rematch names it).`);
}
