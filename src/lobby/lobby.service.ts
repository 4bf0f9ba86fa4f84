import { Injectable } from '@nestjs/common';
import { DEFAULT_LANGUAGE, type Language } from '../engine/core/language.js';
import type { OptionValue } from '../engine/core/options.js';
import { findGame } from '../engine/registry.js';
import { decodeCursor, DEFAULT_PAGE_SIZE, pageOf } from '../http/pagination.js';
import { listLobby, type LobbyFilter, type LobbyRecord } from '../persistence/lobby-repository.js';
import { ratingDto } from '../records/rating.dto.js';
import { Access } from '../access/access.js';
import type { CallerOnDemand } from '../access/caller.js';
import { isArranged } from '../matches/arranged.js';
import type { LobbyEntryDto, LobbyPageDto, LobbyQueryDto, RuleOptionDto } from './lobby.dto.js';
import { MatchStore } from '../matches/match-store.js';

/** The lobby: public matches (or the caller's own) with what a joiner needs to decide, a page at a time. */
@Injectable()
export class LobbyService {
  constructor(
    private readonly store: MatchStore,
    private readonly access: Access,
  ) {}

  async list(query: LobbyQueryDto, caller: CallerOnDemand, language: Language = DEFAULT_LANGUAGE): Promise<LobbyPageDto> {
    // Tokens are looked at only for "created by me", so a stale token never spoils reading the public lobby.
    const createdBy = query.createdByMe === true ? this.access.player(await caller()) : undefined;
    const after = query.cursor === undefined ? null : decodeCursor(query.cursor);
    const limit = query.limit ?? DEFAULT_PAGE_SIZE;
    const filter: LobbyFilter = {
      game: query.game,
      status: query.status,
      hasOpenSeats: query.hasOpenSeats,
      playerId: query.player?.toLowerCase(),
      createdBy,
    };
    const rows = await listLobby(this.store.prisma, filter, after, limit + 1);
    return pageOf(
      rows,
      limit,
      (row) => row,
      (row) => entryOf(row, language),
    );
  }
}

/** A lobby entry, its title and rule words in `language`. */
function entryOf(match: LobbyRecord, language: Language): LobbyEntryDto {
  const game = findGame(match.game, match.rulesVersion) ?? findGame(match.game);
  const rules: RuleOptionDto[] = Object.entries(game?.options ?? {}).map(([name, spec]) => {
    const value = (Object.hasOwn(match.options, name) ? match.options[name] : spec.default) as OptionValue;
    return { name, title: spec.title[language], description: spec.description[language], value, isDefault: value === spec.default };
  });
  const seats = match.seats.map((s) => ({
    seat: s.seat,
    state: s.joined ? ('taken' as const) : s.invitedPlayerId !== null ? ('reserved' as const) : ('open' as const),
    name: s.joined ? s.name : null,
    playerId: s.joined ? s.playerId : null,
    bot: s.joined ? s.bot : null,
    rating: s.joined && s.rating ? ratingDto(s.rating, s.rating.matches) : null,
  }));
  return {
    id: match.id,
    game: match.game,
    title: game?.titles[language] ?? match.game,
    status: match.status,
    visibility: match.visibility,
    rulesVersion: match.rulesVersion,
    rules,
    seatCount: seats.length,
    openSeats: seats.filter((s) => s.state === 'open').length,
    seats,
    timeControl: match.timeControl,
    dealingMode: match.dealingMode,
    arrangedDeal: isArranged(match.dealingMode),
    creator: match.creator,
    createdAt: match.createdAt.toISOString(),
  };
}
