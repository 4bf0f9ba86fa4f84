import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { isArranged } from '../matches/arranged.js';
import { DEFAULT_LANGUAGE, type Language } from '../engine/core/language.js';
import { gameTitle } from '../engine/registry.js';
import { hashToken, newToken } from '../http/auth.js';
import { ApiError } from '../http/problem.js';
import { isUuid } from '../http/validation.js';
import { Access, type Caller } from '../access/access.js';
import { MatchStore } from '../matches/match-store.js';
import { decodeCursor, DEFAULT_PAGE_SIZE, pageOf } from '../http/pagination.js';
import { listPlayerMatches, type PlayerMatchFilter, type PlayerMatchRecord } from '../persistence/lobby-repository.js';
import {
  findPlayer,
  insertApiKey,
  insertPlayer,
  listApiKeys,
  revokeApiKey,
  type ApiKeyRecord,
  type PlayerRecord,
} from '../persistence/player-repository.js';

/** Registered players: their API keys (shown once, stored hashed, revocable) and their matches. */
@Injectable()
export class PlayersService {
  constructor(
    private readonly store: MatchStore,
    private readonly access: Access,
  ) {}

  async register(name: string, label?: string) {
    const key = newToken('key');
    const created = await insertPlayer(
      this.store.prisma,
      { id: randomUUID(), name },
      { id: randomUUID(), keyHash: hashToken(key), label: label ?? null },
    );
    return { player: playerDto(created.player), apiKey: { ...keyDto(created.key), key } };
  }

  async me(caller: Caller) {
    return playerDto(await this.requirePlayer(this.access.player(caller)));
  }

  async publicPlayer(id: string) {
    return playerDto(await this.requirePlayer(id));
  }

  async keys(caller: Caller) {
    return (await listApiKeys(this.store.prisma, this.access.player(caller))).map(keyDto);
  }

  async createKey(caller: Caller, label?: string) {
    const playerId = this.access.player(caller);
    const key = newToken('key');
    const record = await insertApiKey(this.store.prisma, playerId, { id: randomUUID(), keyHash: hashToken(key), label: label ?? null });
    return { ...keyDto(record), key };
  }

  async revokeKey(caller: Caller, keyId: string): Promise<void> {
    const playerId = this.access.player(caller);
    const known = isUuid(keyId) && (await revokeApiKey(this.store.prisma, playerId, keyId, this.store.now()));
    if (!known) throw new ApiError(404, 'KEY_NOT_FOUND', `You have no API key "${keyId}".`);
  }

  /**
   * The player's matches (held seats and open invitations), newest match first by (createdAt, id), a page at a
   * time. That order is fixed when a match is created, so a cursor stays stable; "your move first" cannot be
   * (whose move it is changes between page reads, so entries would move across pages and be seen twice or
   * never): `yourMove=true` lists the matches waiting for the player's move instead.
   */
  async matches(caller: Caller, query: PlayerMatchFilter & { cursor?: string; limit?: number }, language: Language = DEFAULT_LANGUAGE) {
    const playerId = this.access.player(caller);
    const after = query.cursor === undefined ? null : decodeCursor(query.cursor);
    const limit = query.limit ?? DEFAULT_PAGE_SIZE;
    const rows = await listPlayerMatches(this.store.prisma, playerId, { status: query.status, yourMove: query.yourMove }, after, limit + 1);
    return pageOf(
      rows,
      limit,
      (m) => ({ createdAt: m.createdAt, id: m.matchId }),
      (m) => entryDto(m, language),
    );
  }

  private async requirePlayer(id: string): Promise<PlayerRecord> {
    const player = isUuid(id) ? await findPlayer(this.store.prisma, id) : null;
    if (!player) throw new ApiError(404, 'PLAYER_NOT_FOUND', `There is no player "${id}".`);
    return player;
  }
}

function playerDto(p: PlayerRecord) {
  return { id: p.id, name: p.name, createdAt: p.createdAt.toISOString() };
}

function keyDto(k: ApiKeyRecord) {
  return { id: k.id, label: k.label, createdAt: k.createdAt.toISOString(), revokedAt: k.revokedAt?.toISOString() ?? null };
}

function entryDto(m: PlayerMatchRecord, language: Language) {
  const mine = m.status === 'active' && !m.invited ? m.turns.find((t) => t.seat === m.seat) : undefined;
  return {
    matchId: m.matchId,
    game: m.game,
    title: gameTitle(m.game, language),
    status: m.status,
    version: m.version,
    seat: m.seat,
    invited: m.invited,
    dealingMode: m.dealingMode,
    arrangedDeal: isArranged(m.dealingMode),
    yourMove: mine !== undefined,
    since: mine?.since ?? null,
    deadline: mine?.deadline ?? null,
    activeSeats: m.status === 'active' ? m.turns.map((t) => t.seat) : [],
    turns: m.status === 'active' ? m.turns : [],
    seats: m.seats,
    timeControl: m.timeControl,
    visibility: m.visibility,
    createdAt: m.createdAt.toISOString(),
    updatedAt: m.updatedAt.toISOString(),
  };
}
