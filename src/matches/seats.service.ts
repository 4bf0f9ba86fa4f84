import { Injectable } from '@nestjs/common';
import type { BotKind } from '../bots/bot.js';
import { defaultBotName } from '../bots/names.js';
import { botsFor } from '../bots/registry.js';
import type { PlayerJoinedData } from '../audit/players.js';
import type { GameEvent } from '../engine/core/game.js';
import { hashToken, newToken } from '../http/auth.js';
import { ApiError } from '../http/problem.js';
import { Notifier } from '../bus/notifier.js';
import { VersionConflict } from '../persistence/event-store.js';
import {
  claimSeat,
  releaseInvitation,
  releaseInvitations,
  reserveSeat,
  vacateSeat,
  type MatchRecord,
  type Occupant,
} from '../persistence/match-repository.js';
import { insertNotification, queueNotifications } from '../persistence/notification-repository.js';
import { findPlayer } from '../persistence/player-repository.js';
import { isUuid } from '../http/validation.js';
import { Access, isCreator, type Caller } from '../access/access.js';
import { isArranged } from './arranged.js';
import { MatchStore } from './match-store.js';
import { botUnavailable } from './matches.service.js';

/** Taking seats: players join (anonymously or with an API key), the creator seats bots and invites players. */
@Injectable()
export class SeatsService {
  constructor(
    private readonly store: MatchStore,
    private readonly access: Access,
    private readonly notifier: Notifier,
  ) {}

  /** Takes a free seat (the requested one, the one the player was invited to, or the lowest free); the last join starts the match. */
  async join(matchId: string, caller: Caller, body: { name?: string; seat?: number }) {
    const playerId = caller.kind === 'player' ? caller.playerId : null;
    const found = await this.store.requireMatch(matchId);
    if (found.visibility === 'private') await this.mayJoinPrivate(found, caller);
    const name = body.name ?? (playerId ? (await findPlayer(this.store.prisma, playerId))?.name : undefined);
    if (name === undefined) {
      throw new ApiError(400, 'VALIDATION_FAILED', 'name is required without an API key.', {
        errors: [{ field: 'name', message: 'is required' }],
      });
    }
    const token = newToken('seat');
    const { seat, match } = await this.take(matchId, body.seat, { name, tokenHash: hashToken(token), playerId, bot: null }, found);
    return { matchId, seat, dealingMode: match.dealingMode, arrangedDeal: isArranged(match.dealingMode), token };
  }

  /** A private match is joined by invitation: by an invited player, or by its creator. 404 for anyone else who is no insider. */
  private async mayJoinPrivate(match: MatchRecord, caller: Caller): Promise<void> {
    await this.access.requireVisible(match, caller);
    if (isCreator(match, caller)) return;
    if (
      caller.kind === 'player' &&
      match.seats.some((s) => s.playerId === caller.playerId || (s.joinedAt === null && s.invitedPlayerId === caller.playerId))
    )
      return;
    throw new ApiError(
      403,
      'FORBIDDEN',
      'This match is private: only players invited to it (with their API key) and its creator may join.',
    );
  }

  /** The creator seats a server-side bot. */
  async addBot(matchId: string, caller: Caller, body: { bot: BotKind; seat?: number; name?: string }) {
    const match = await this.store.requireMatch(matchId);
    await this.access.requireCreator(match, caller, 'Seating a bot');
    if (!botsFor(match.game).includes(body.bot)) throw botUnavailable(match.game, body.bot);
    const occupant = { name: body.name ?? '', tokenHash: null, playerId: null, bot: body.bot };
    const { seat } = await this.take(matchId, body.seat, occupant, match, body.name === undefined ? defaultBotName : undefined);
    return { matchId, seat, bot: body.bot, name: body.name ?? defaultBotName(seat) };
  }

  /** The creator reserves a free seat for a registered player, who is notified. */
  async invite(matchId: string, caller: Caller, body: { playerId: string; seat?: number }) {
    const match = await this.store.requireMatch(matchId);
    await this.access.requireCreator(match, caller, 'Inviting a player');
    if (match.status !== 'waiting') throw new ApiError(409, 'MATCH_FULL', 'Every seat of this match is taken.');
    const player = await findPlayer(this.store.prisma, body.playerId);
    if (!player) throw new ApiError(404, 'PLAYER_NOT_FOUND', `There is no player "${body.playerId}".`);
    if (match.seats.some((s) => s.playerId === player.id || s.invitedPlayerId === player.id)) {
      throw new ApiError(409, 'ALREADY_SEATED', `${player.name} already holds or is invited to a seat of this match.`);
    }
    const seat = this.pickSeat(match, body.seat, null);
    if (!(await reserveSeat(this.store.prisma, match.id, seat, player.id))) {
      throw new ApiError(409, 'SEAT_TAKEN', `Seat ${seat} was taken meanwhile.`);
    }
    const data = {
      matchId: match.id,
      game: match.game,
      seat,
      players: match.seats.length,
      dealingMode: match.dealingMode,
      arrangedDeal: isArranged(match.dealingMode),
    };
    const note = await insertNotification(
      this.store.prisma,
      { playerId: player.id, matchId: match.id, type: 'invitation', data },
      this.store.now(),
    );
    await this.notifier.publish({ match: match.id, players: [player.id], queued: note.queued });
    return { matchId: match.id, seat, playerId: player.id, notificationId: note.id };
  }

  /**
   * The invited player declines: the seat kept for them is open again, and the creator is told (invitationDeclined,
   * to the creator if a registered player, and to the match's webhooks).
   */
  async decline(matchId: string, caller: Caller) {
    const match = await this.store.requireMatch(matchId);
    await this.access.requireVisible(match, caller);
    if (caller.kind === 'anonymous')
      throw new ApiError(401, 'UNAUTHORIZED', 'Declining an invitation needs your API key: Authorization: Bearer <key>.');
    if (caller.kind !== 'player')
      throw new ApiError(403, 'FORBIDDEN', 'Invitations are for registered players: decline with your API key, not a match token.');
    const player = await findPlayer(this.store.prisma, caller.playerId);
    const closed = await this.closeInvitation(match, caller.playerId, (seat) => {
      const data = { matchId: match.id, game: match.game, seat, playerId: caller.playerId, name: player?.name ?? null };
      const creator = match.creatorPlayerId !== null && match.creatorPlayerId !== caller.playerId ? [match.creatorPlayerId] : [];
      return [...creator, null].map((to) => ({ playerId: to, type: 'invitationDeclined', data }));
    });
    return {
      matchId: match.id,
      seat: closed.seat,
      playerId: caller.playerId,
      reason: 'declined' as const,
      notificationIds: closed.notificationIds,
    };
  }

  /** The creator withdraws an invitation: the seat kept for the player is open again, and the player is told (invitationWithdrawn). */
  async withdraw(matchId: string, playerId: string, caller: Caller) {
    const match = await this.store.requireMatch(matchId);
    await this.access.requireCreator(match, caller, 'Withdrawing an invitation');
    const invited = playerId.toLowerCase();
    if (!isUuid(invited)) throw invitationNotFound(`There is no player "${playerId}".`);
    const closed = await this.closeInvitation(match, invited, (seat) => [
      { playerId: invited, type: 'invitationWithdrawn', data: { matchId: match.id, game: match.game, seat } },
    ]);
    return {
      matchId: match.id,
      seat: closed.seat,
      playerId: invited,
      reason: 'withdrawn' as const,
      notificationIds: closed.notificationIds,
    };
  }

  /**
   * Frees the seat reserved for `playerId` and writes the notifications about it in one transaction (no event:
   * invitations are not part of the match's stream). 409 once the player has taken a seat, 404 without an invitation.
   */
  private async closeInvitation(
    match: MatchRecord,
    playerId: string,
    notes: (seat: number) => { playerId: string | null; type: string; data: unknown }[],
  ): Promise<{ seat: number; notificationIds: number[] }> {
    const seated = () =>
      new ApiError(409, 'ALREADY_SEATED', 'The invited player has taken a seat of this match: the invitation was accepted.');
    if (match.seats.some((s) => s.playerId === playerId)) throw seated();
    const now = this.store.now();
    const closed = await this.store.prisma.$transaction(async (tx) => {
      const seat = await releaseInvitation(tx, match.id, playerId);
      if (seat === null) return null;
      const { written, queued, players } = await queueNotifications(tx, match.id, notes(seat), now);
      return { seat, written, queued, players };
    });
    if (!closed) {
      // The player may have joined in the meantime.
      if ((await this.store.requireMatch(match.id)).seats.some((s) => s.playerId === playerId)) throw seated();
      throw invitationNotFound('No seat of this match is reserved for that player.');
    }
    await this.notifier.publish({ match: match.id, players: closed.players, queued: closed.queued });
    return { seat: closed.seat, notificationIds: closed.written.map((n) => n.id) };
  }

  /**
   * A seat holder leaves a match that has not started: PlayerLeft is appended and the seat is free again (its
   * token stops counting at once; a registered player's key no longer names it). 409 once every seat is taken.
   */
  async leave(matchId: string, caller: Caller) {
    for (let attempt = 0; ; attempt++) {
      const replayed = await this.store.load(matchId, true);
      const { match } = replayed;
      const seat = await this.access.seat(match, caller);
      if (this.store.statusOf(replayed) !== 'waiting') {
        throw new ApiError(
          409,
          'MATCH_STARTED',
          'Only a match still waiting for players can be left: resign instead, or agree to abort it.',
        );
      }
      const left = match.seats[seat];
      const seats = match.seats.map((s) =>
        s.seat === seat ? { ...s, name: null, tokenHash: null, playerId: null, bot: null, joinedAt: null, invitedPlayerId: null } : s,
      );
      const advance = this.store.advance({ ...replayed, match: { ...match, seats } }, null, [{ type: 'PlayerLeft', data: { seat } }], {
        seat: null,
      });
      try {
        const settle = await this.store.prisma.$transaction(async (tx) => {
          if (!(await vacateSeat(tx, match.id, seat))) throw new VersionConflict(match.version);
          return this.store.commit(advance, { db: tx });
        });
        await settle();
      } catch (error) {
        if (error instanceof VersionConflict && attempt < 5) continue;
        throw error;
      }
      if (left.tokenHash) this.access.forget(left.tokenHash);
      return { matchId: match.id, seat, version: advance.next.version };
    }
  }

  /** Claims a seat and appends PlayerJoined (and, for the last seat, the start of the match) in one transaction (through the driver). */
  private async take(
    matchId: string,
    requested: number | undefined,
    someone: Occupant,
    read?: MatchRecord,
    nameOf?: (seat: number) => string,
  ): Promise<{ seat: number; match: MatchRecord }> {
    for (let attempt = 0; ; attempt++) {
      // The record the caller just read serves the first attempt; a retry reads it again.
      const match = attempt === 0 && read ? read : await this.store.requireMatch(matchId);
      if (match.status !== 'waiting') throw new ApiError(409, 'MATCH_FULL', 'Every seat of this match is taken.');
      if (someone.playerId && match.seats.some((s) => s.playerId === someone.playerId)) {
        throw new ApiError(409, 'ALREADY_SEATED', 'You already hold a seat in this match.');
      }
      const seat = this.pickSeat(match, requested, someone.playerId);
      // Named by the seat taken where the name depends on it (a bot without a name of its own).
      const occupant = nameOf ? { ...someone, name: nameOf(seat) } : someone;
      const replayed = await this.store.load(match.id, true);
      if (replayed.version !== match.version) continue;
      const game = this.store.gameOf(match);
      const free = match.seats.filter((s) => s.joinedAt === null);
      const data: PlayerJoinedData = { seat, name: occupant.name };
      if (occupant.playerId) data.playerId = occupant.playerId;
      if (occupant.bot) data.bot = occupant.bot;
      if (occupant.playerId && match.seats[seat].invitedPlayerId === occupant.playerId) data.invited = true;
      const events: GameEvent[] = [{ type: 'PlayerJoined', data: { ...data } }];
      const command = free.length === 1 ? ({ type: 'StartMatch' } as const) : null;
      if (command) events.push(...game.decide(command, replayed.state));
      const joinedAt = new Date();
      const seats = match.seats.map((s) => (s.seat === seat ? { ...s, ...occupant, joinedAt } : s));
      const advance = this.store.advance({ ...replayed, match: { ...match, seats } }, command, events, { seat: null });
      try {
        const settle = await this.store.inTransaction(async (sql) => {
          if (!(await claimSeat(sql, match.id, seat, occupant, joinedAt))) throw new VersionConflict(match.version);
          // A player seated elsewhere than invited frees the seat kept for them.
          if (occupant.playerId) await releaseInvitations(sql, match.id, occupant.playerId);
          return this.store.commit(advance, { sql });
        });
        await settle();
      } catch (error) {
        // Someone else joined at the same moment: look again (a few times) rather than fail the caller.
        if (error instanceof VersionConflict && attempt < 5) continue;
        throw error;
      }
      return { seat, match };
    }
  }

  /** The requested seat if it is free for this player; else the seat they were invited to; else the lowest free unreserved seat. */
  private pickSeat(match: MatchRecord, requested: number | undefined, playerId: string | null): number {
    const open = (s: MatchRecord['seats'][number]) => s.joinedAt === null && (s.invitedPlayerId === null || s.invitedPlayerId === playerId);
    if (requested !== undefined) {
      if (requested < 0 || requested >= match.seats.length) {
        throw new ApiError(422, 'VALIDATION_FAILED', `This match has seats 0 to ${match.seats.length - 1}.`);
      }
      const wanted = match.seats[requested];
      if (wanted.joinedAt === null && !open(wanted))
        throw new ApiError(409, 'SEAT_RESERVED', `Seat ${requested} is reserved for an invited player.`);
      if (!open(wanted)) {
        const free = match.seats.filter(open).map((s) => s.seat);
        throw new ApiError(409, 'SEAT_TAKEN', `Seat ${requested} is taken; free seats: ${free.join(', ') || 'none'}.`);
      }
      return requested;
    }
    const invited = playerId ? match.seats.find((s) => s.joinedAt === null && s.invitedPlayerId === playerId) : undefined;
    const seat = invited ?? match.seats.find(open);
    if (!seat) throw new ApiError(409, 'SEAT_RESERVED', 'Every free seat is reserved for an invited player.');
    return seat.seat;
  }
}

function invitationNotFound(detail: string): ApiError {
  return new ApiError(404, 'INVITATION_NOT_FOUND', detail);
}
