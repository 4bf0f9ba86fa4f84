import { Inject, Injectable } from '@nestjs/common';
import type { Viewer } from '../engine/core/game.js';
import type { Seat } from '../engine/core/seats.js';
import { bearerToken, hashToken } from '../http/auth.js';
import { ApiError } from '../http/problem.js';
import type { Database } from '../persistence/database.js';
import { findTokenHolder, type MatchRecord, type TokenHolder } from '../persistence/match-repository.js';
import { findPlayerByKey } from '../persistence/player-repository.js';
import { DATABASE } from './tokens.js';

/** Who is calling: a seat token, a creator token, a registered player's API key, or nobody. */
export type Caller =
  | { kind: 'anonymous' }
  | { kind: 'seat'; matchId: string; seat: Seat }
  | { kind: 'creator'; matchId: string }
  | { kind: 'player'; playerId: string };

/** API keys start with this; match tokens with `seat_` or `creator_`. */
const KEY_PREFIX = 'key_';

/**
 * Resolves the bearer token of a request. Match tokens never move to another seat, so they are cached; API keys
 * can be revoked (on any instance), so they are looked up every time.
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
    return holder;
  }

  /** The registered player behind an API key: 401 without one. */
  async player(authorization: string | undefined): Promise<string> {
    const caller = await this.caller(authorization);
    if (caller.kind === 'anonymous') throw new ApiError(401, 'UNAUTHORIZED', 'This needs an API key: Authorization: Bearer <key>.');
    if (caller.kind !== 'player') throw new ApiError(403, 'FORBIDDEN', 'This needs an API key, not a match token.');
    return caller.playerId;
  }

  /** Who looks at a match: the seat of a seat token or of the player's key, else a spectator. 403 for a stranger's token. */
  async viewer(match: MatchRecord, authorization: string | undefined): Promise<Viewer> {
    const caller = await this.caller(authorization);
    if (caller.kind === 'anonymous') return 'spectator';
    if (caller.kind === 'seat' && caller.matchId === match.id) return caller.seat;
    if (caller.kind === 'player') {
      const seat = match.seats.find((s) => s.playerId === caller.playerId);
      if (seat) return seat.seat;
      throw new ApiError(403, 'FORBIDDEN', 'You hold no seat in this match.');
    }
    throw new ApiError(403, 'FORBIDDEN', 'This token does not belong to a seat of this match.');
  }

  /** A seat for seat-scoped endpoints: 401 without a valid token, 403 with a token that is not this match's seat. */
  async seat(match: MatchRecord, authorization: string | undefined): Promise<Seat> {
    const viewer = await this.viewer(match, authorization);
    if (viewer === 'spectator') throw new ApiError(401, 'UNAUTHORIZED', 'Actions need a seat token or an API key: Authorization: Bearer <token>.');
    return viewer;
  }

  /** The match's creator: its creator token, or the API key of the player who created it. */
  async requireCreator(match: MatchRecord, authorization: string | undefined, what: string): Promise<Caller> {
    const caller = await this.caller(authorization);
    if (caller.kind === 'anonymous') throw new ApiError(401, 'UNAUTHORIZED', `${what} needs the creator token or the creator's API key.`);
    if (isCreator(match, caller)) return caller;
    throw new ApiError(403, 'FORBIDDEN', `${what} is for the creator of this match only.`);
  }

  private async holderOf(hash: string): Promise<TokenHolder> {
    const known = this.holders.get(hash);
    if (known) return known;
    const holder = await findTokenHolder(this.db.prisma, hash);
    if (holder) {
      if (this.holders.size >= 100_000) this.holders.clear();
      this.holders.set(hash, holder);
    }
    return holder;
  }
}

export function isCreator(match: Pick<MatchRecord, 'id' | 'creatorPlayerId'>, caller: Caller): boolean {
  return (
    (caller.kind === 'creator' && caller.matchId === match.id) ||
    (caller.kind === 'player' && match.creatorPlayerId !== null && caller.playerId === match.creatorPlayerId)
  );
}
