import { Inject, Injectable } from '@nestjs/common';
import type { Viewer } from '../engine/core/game.js';
import type { Seat } from '../engine/core/seats.js';
import { bearerToken, hashToken } from '../http/auth.js';
import { ApiError } from '../http/problem.js';
import type { Database } from '../persistence/database.js';
import { findTokenHolder, isInvited, type MatchRecord, type TokenHolder } from '../persistence/match-repository.js';
import { findPlayerByKey } from '../persistence/player-repository.js';
import { DATABASE } from '../persistence/tokens.js';

/** Who is calling: a seat token, a creator token, a registered player's API key, or nobody. */
export type Caller =
  | { kind: 'anonymous' }
  | { kind: 'seat'; matchId: string; seat: Seat; tokenHash: string }
  | { kind: 'creator'; matchId: string }
  | { kind: 'player'; playerId: string };

/** API keys start with this; match tokens with `seat_` or `creator_`. */
const KEY_PREFIX = 'key_';

/**
 * Resolves the bearer token of a request. Match tokens never move to another seat, so they are cached; a seat
 * token counts only while the match's record still names it for its seat (a seat left before the start is free
 * again, on every instance, once that instance has read the PlayerLeft event). API keys can be revoked (on any
 * instance), so they are looked up every time.
 */
@Injectable()
export class Access {
  /** Token hash -> holder. */
  private readonly holders = new Map<string, NonNullable<TokenHolder>>();

  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async caller(authorization: string | undefined): Promise<Caller> {
    const token = bearerToken(authorization);
    if (token === undefined) return { kind: 'anonymous' };
    const hash = hashToken(token);
    if (token.startsWith(KEY_PREFIX)) {
      const playerId = await findPlayerByKey(this.db.prisma, hash);
      if (!playerId) throw new ApiError(401, 'UNAUTHORIZED', 'This API key is not known or was revoked.');
      return { kind: 'player', playerId };
    }
    const holder = await this.holderOf(hash);
    if (!holder) throw new ApiError(401, 'UNAUTHORIZED', 'This token is not known.');
    return holder.kind === 'seat' ? Object.assign({}, holder, { tokenHash: hash }) : holder;
  }

  /** Forgets a token at once (its seat was left on this instance). */
  forget(tokenHash: string): void {
    this.holders.delete(tokenHash);
  }

  /**
   * A seat token of this match that the record does not name for its seat: left (401), or the record is older
   * than the token (a join on another instance not read yet): callers that load from a cache load fresh then.
   */
  static mayBeStale(match: MatchRecord, caller: Caller): boolean {
    return caller.kind === 'seat' && caller.matchId === match.id && match.seats[caller.seat]?.tokenHash !== caller.tokenHash;
  }

  /** The registered player behind an API key: 401 without one. */
  player(caller: Caller): string {
    if (caller.kind === 'anonymous') throw new ApiError(401, 'UNAUTHORIZED', 'This needs an API key: Authorization: Bearer <key>.');
    if (caller.kind !== 'player') throw new ApiError(403, 'FORBIDDEN', 'This needs an API key, not a match token.');
    return caller.playerId;
  }

  /**
   * Who looks at a match: the seat of a seat token or of the player's key; else a spectator: anyone without a
   * token, and the match's creator and invited players with theirs. 403 for another token; 404 for anyone but
   * those on a private match.
   */
  async viewer(match: MatchRecord, caller: Caller): Promise<Viewer> {
    if (caller.kind === 'seat' && caller.matchId === match.id) {
      if (Access.mayBeStale(match, caller)) throw seatLeft();
      return caller.seat;
    }
    if (caller.kind === 'player') {
      const seat = match.seats.find((s) => s.playerId === caller.playerId);
      if (seat) return seat.seat;
    }
    const insider = caller.kind !== 'anonymous' && (await this.isInsider(match, caller));
    if (match.visibility === 'private' && !insider) throw matchNotFound(match.id);
    if (caller.kind === 'anonymous' || insider) return 'spectator';
    if (caller.kind === 'player') throw new ApiError(403, 'FORBIDDEN', 'You hold no seat in this match.');
    throw new ApiError(403, 'FORBIDDEN', 'This token does not belong to a seat of this match.');
  }

  /** A seat for seat-scoped endpoints: 401 without a valid token, 403 with a token that is not this match's seat (404: see viewer). */
  async seat(match: MatchRecord, caller: Caller): Promise<Seat> {
    const viewer = await this.viewer(match, caller);
    if (viewer !== 'spectator') return viewer;
    if (caller.kind === 'anonymous')
      throw new ApiError(401, 'UNAUTHORIZED', 'Actions need a seat token or an API key: Authorization: Bearer <token>.');
    throw new ApiError(
      403,
      'FORBIDDEN',
      caller.kind === 'player' ? 'You hold no seat in this match.' : 'This token does not belong to a seat of this match.',
    );
  }

  /** The match's creator: its creator token, or the API key of the player who created it. */
  async requireCreator(match: MatchRecord, caller: Caller, what: string): Promise<Caller> {
    if (isCreator(match, caller)) return caller;
    await this.requireVisible(match, caller);
    if (caller.kind === 'anonymous') throw new ApiError(401, 'UNAUTHORIZED', `${what} needs the creator token or the creator's API key.`);
    throw new ApiError(403, 'FORBIDDEN', `${what} is for the creator of this match only.`);
  }

  /** A private match is 404 to anyone but its seats, its creator and the players invited to it; other matches are anyone's to see. */
  async requireVisible(match: MatchRecord, caller: Caller): Promise<void> {
    if (match.visibility === 'private' && !(await this.isInsider(match, caller))) throw matchNotFound(match.id);
  }

  /** Whether the caller holds a seat of the match, created it, or is invited to a seat not taken yet. */
  async isInsider(match: MatchRecord, caller: Caller): Promise<boolean> {
    if (caller.kind === 'seat') return caller.matchId === match.id && !Access.mayBeStale(match, caller);
    if (isCreator(match, caller)) return true;
    if (caller.kind !== 'player') return false;
    // Invitations change without an event, so a cached match may not know them: asked of the database.
    return match.seats.some((s) => s.playerId === caller.playerId) || (await isInvited(this.db.prisma, match.id, caller.playerId));
  }

  private async holderOf(hash: string): Promise<TokenHolder> {
    const known = this.holders.get(hash);
    if (known) return known;
    const holder = await findTokenHolder(this.db.sql, hash);
    if (holder) {
      if (this.holders.size >= 100_000) this.holders.clear();
      this.holders.set(hash, holder);
    }
    return holder;
  }
}

export function seatLeft(): ApiError {
  return new ApiError(401, 'UNAUTHORIZED', 'This seat token no longer holds its seat: the seat was left.');
}

export function matchNotFound(id: string): ApiError {
  return new ApiError(404, 'MATCH_NOT_FOUND', `There is no match "${id}".`);
}

export function isCreator(match: Pick<MatchRecord, 'id' | 'creatorPlayerId'>, caller: Caller): boolean {
  return (
    (caller.kind === 'creator' && caller.matchId === match.id) ||
    (caller.kind === 'player' && match.creatorPlayerId !== null && caller.playerId === match.creatorPlayerId)
  );
}
