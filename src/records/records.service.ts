import { Injectable } from '@nestjs/common';
import { DEFAULT_LANGUAGE, type Language } from '../engine/core/language.js';
import { gameTitle } from '../engine/registry.js';
import { decodeCursor, DEFAULT_PAGE_SIZE, pageOf } from '../http/pagination.js';
import { ApiError } from '../http/problem.js';
import { isUuid } from '../http/validation.js';
import { Access, type Caller } from '../access/access.js';
import { isArranged } from '../matches/arranged.js';
import { MatchStore } from '../matches/match-store.js';
import { findPlayer } from '../persistence/player-repository.js';
import { gameRecords, listResults, playerRatings, type ResultRecord } from './record-repository.js';
import { ratingDto } from './rating.dto.js';
import type { PlayerRecordDto, ResultDto, ResultPageDto, ResultsQueryDto } from './records.dto.js';
import { recordSpecOf } from './totals.js';

/** Players' records (finished matches per game, the game's own totals, ratings) and their finished matches. */
@Injectable()
export class RecordsService {
  constructor(
    private readonly store: MatchStore,
    private readonly access: Access,
  ) {}

  async record(playerId: string, language: Language = DEFAULT_LANGUAGE): Promise<PlayerRecordDto> {
    const player = await this.requirePlayer(playerId);
    const [games, ratings] = await Promise.all([gameRecords(this.store.prisma, player.id), playerRatings(this.store.prisma, player.id)]);
    return {
      player: { id: player.id, name: player.name, createdAt: player.createdAt.toISOString() },
      games: games.map((g) => {
        const spec = recordSpecOf(g.game);
        const rating = ratings.find((r) => r.game === g.game);
        return {
          game: g.game,
          title: gameTitle(g.game, language),
          played: g.played,
          won: g.won,
          lost: g.lost,
          shared: g.shared,
          total: { unit: spec?.unit ?? 'bummerl', value: g.total, meaning: spec?.meaning[language] ?? '' },
          rating: rating ? ratingDto(rating, rating.matches) : null,
        };
      }),
    };
  }

  /**
   * The player's finished matches, latest ended first. Others see the public ones; the player, with their own
   * API key, sees all of them (unlisted and private ones are not for everybody's eyes).
   */
  async results(playerId: string, query: ResultsQueryDto, caller: Caller, language: Language = DEFAULT_LANGUAGE): Promise<ResultPageDto> {
    const player = await this.requirePlayer(playerId);
    const own = caller.kind !== 'anonymous' && this.access.player(caller) === player.id;
    const after = query.cursor === undefined ? null : decodeCursor(query.cursor);
    const limit = query.limit ?? DEFAULT_PAGE_SIZE;
    const rows = await listResults(this.store.prisma, player.id, !own, query.game, after, limit + 1);
    return pageOf(
      rows,
      limit,
      (r) => ({ createdAt: r.endedAt, id: r.matchId }),
      (r) => resultDto(r, language),
    );
  }

  private async requirePlayer(id: string) {
    const player = isUuid(id) ? await findPlayer(this.store.prisma, id.toLowerCase()) : null;
    if (!player) throw new ApiError(404, 'PLAYER_NOT_FOUND', `There is no player "${id}".`);
    return player;
  }
}

function resultDto(r: ResultRecord, language: Language): ResultDto {
  const mine = r.seats.find((s) => s.seat === r.seat);
  return {
    matchId: r.matchId,
    game: r.game,
    title: gameTitle(r.game, language),
    endedAt: r.endedAt.toISOString(),
    seat: r.seat,
    result: mine?.result ?? 'lost',
    place: mine?.place ?? 0,
    total: mine?.total ?? 0,
    rated: r.unratedReason === null,
    unratedReason: r.unratedReason,
    arrangedDeal: isArranged(r.dealingMode),
    seats: r.seats.map((s) => ({
      seat: s.seat,
      name: s.name,
      playerId: s.playerId,
      bot: s.bot,
      result: s.result,
      place: s.place,
      total: s.total,
      rating:
        s.ratingBefore && s.ratingAfter
          ? { before: ratingDto(s.ratingBefore, s.ratingBefore.matches), after: ratingDto(s.ratingAfter, s.ratingAfter.matches) }
          : null,
    })),
  };
}
