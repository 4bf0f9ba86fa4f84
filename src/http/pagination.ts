import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsString, Length, Max, Min } from 'class-validator';
import { isUuid, Optional, validationFailed } from './validation.js';

/** Entries per page unless `limit` says otherwise, and the most a page holds. */
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

/**
 * A position in a list ordered newest first by (createdAt, id): the last entry of the page before. Both are fixed
 * when a match is created, so an entry never moves: pages read one after another hold every entry that existed
 * when the first page was read, each once, whatever is created, changed or ended in between (entries created
 * meanwhile sort before the first page; entries deleted meanwhile are simply missing).
 */
export interface PagePosition {
  createdAt: Date;
  id: string;
}

const CURSOR_VERSION = 1;

/** The opaque cursor of a position: base64url of `[1, createdAt (ISO 8601, ms), id]`. */
export function encodeCursor(position: PagePosition): string {
  return Buffer.from(JSON.stringify([CURSOR_VERSION, position.createdAt.toISOString(), position.id])).toString('base64url');
}

/** The position a cursor names; 400 VALIDATION_FAILED for anything this service did not give out. */
export function decodeCursor(cursor: string): PagePosition {
  const refuse = () => validationFailed([{ field: 'cursor', message: 'is not a cursor this service gave out (use nextCursor of the page before)' }]);
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(cursor)) throw refuse();
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw refuse();
  }
  if (!Array.isArray(parsed) || parsed.length !== 3 || parsed[0] !== CURSOR_VERSION) throw refuse();
  const [, at, id] = parsed as [number, unknown, unknown];
  if (typeof at !== 'string' || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/.test(at) || typeof id !== 'string' || !isUuid(id)) throw refuse();
  const createdAt = new Date(at);
  if (Number.isNaN(createdAt.getTime()) || createdAt.toISOString() !== at) throw refuse();
  return { createdAt, id: id.toLowerCase() };
}

/** One page of `rows` read with `limit + 1`: the entries, and the cursor of the next page if there is one. */
export function pageOf<R, T>(rows: R[], limit: number, position: (row: R) => PagePosition, map: (row: R) => T): { items: T[]; nextCursor: string | null } {
  const items = rows.slice(0, limit);
  const more = rows.length > limit;
  return { items: items.map(map), nextCursor: more && items.length > 0 ? encodeCursor(position(items[items.length - 1])) : null };
}

/** The query parameters of a paginated list: `cursor` and `limit`. */
export class PageQueryDto {
  @ApiPropertyOptional({
    description: 'Where to go on: the `nextCursor` of the page before (opaque). Without it, the first page.',
    minLength: 1,
    maxLength: 200,
    example: 'WzEsIjIwMjYtMDMtMDFUMTg6MzA6MDAuMDAwWiIsIjBiN2UzYzFhLTVkMmYtNGU4Yi05YTYxLTJmNGM4ZDllN2IxMCJd',
  })
  @Optional()
  @IsString()
  @Length(1, 200)
  cursor?: string;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE, description: `Entries per page, 1 to ${MAX_PAGE_SIZE}.` })
  @Optional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(MAX_PAGE_SIZE)
  limit?: number;
}
