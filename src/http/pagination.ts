import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsString, Length } from 'class-validator';
import type { PagePosition } from '../persistence/page-position.js';
import { IntegerQuery, isUuid, MAX_STORED_INT, Optional, validationFailed } from './validation.js';

/** Entries per page unless `limit` says otherwise, and the most a page holds. */
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

const CURSOR_VERSION = 1;

/** The opaque cursor of a position: base64url of `[1, createdAt (ISO 8601, ms), id]`. */
export function encodeCursor(position: PagePosition): string {
  return Buffer.from(JSON.stringify([CURSOR_VERSION, position.createdAt.toISOString(), position.id])).toString('base64url');
}

const refused = () =>
  validationFailed([{ field: 'cursor', message: 'is not a cursor this service gave out (use nextCursor of the page before)' }]);

/** The members of a cursor of this version with `length` members; 400 VALIDATION_FAILED for anything else. */
function cursorMembers(cursor: string, length: number): unknown[] {
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(cursor)) throw refused();
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw refused();
  }
  if (!Array.isArray(parsed) || parsed.length !== length || parsed[0] !== CURSOR_VERSION) throw refused();
  return parsed;
}

/** The position a cursor names; 400 VALIDATION_FAILED for anything this service did not give out. */
export function decodeCursor(cursor: string): PagePosition {
  const [, at, id] = cursorMembers(cursor, 3);
  if (typeof at !== 'string' || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/.test(at) || typeof id !== 'string' || !isUuid(id))
    throw refused();
  const createdAt = new Date(at);
  if (Number.isNaN(createdAt.getTime()) || createdAt.toISOString() !== at) throw refused();
  return { createdAt, id: id.toLowerCase() };
}

/**
 * The opaque cursor of a position in a list numbered 1, 2, 3, ... oldest first (a match's events, its chat): the
 * number of the page's last entry, as base64url of `[1, number]`.
 */
export function encodeNumberCursor(last: number): string {
  return Buffer.from(JSON.stringify([CURSOR_VERSION, last])).toString('base64url');
}

/** The number a numbered list's cursor names; 400 VALIDATION_FAILED for anything this service did not give out. */
export function decodeNumberCursor(cursor: string): number {
  const [, last] = cursorMembers(cursor, 2);
  if (typeof last !== 'number' || !Number.isSafeInteger(last) || last < 0 || last > MAX_STORED_INT) throw refused();
  return last;
}

/**
 * Where a numbered list's page starts: after the number `cursor` names, or after `after` (the older parameter, the last
 * number the caller has); both at once are refused.
 */
export function startOf(query: { cursor?: string; after?: number }): number {
  if (query.cursor !== undefined && query.after !== undefined) {
    throw validationFailed([{ field: 'cursor', message: 'cannot be combined with after (after is the older way to say where to go on)' }]);
  }
  return query.cursor !== undefined ? decodeNumberCursor(query.cursor) : (query.after ?? 0);
}

/** One page of `rows` read with `limit + 1`: the entries, and the cursor of the next page if there is one. */
export function pageOf<R, T>(
  rows: R[],
  limit: number,
  position: (row: R) => PagePosition,
  map: (row: R) => T,
): { items: T[]; nextCursor: string | null } {
  const items = rows.slice(0, limit);
  const more = rows.length > limit;
  return { items: items.map(map), nextCursor: more && items.length > 0 ? encodeCursor(position(items[items.length - 1])) : null };
}

/** The `cursor` query parameter of a paginated list. */
export const CursorProperty = (): PropertyDecorator =>
  applyDecorators(
    ApiPropertyOptional({
      description: 'Where to go on: the `nextCursor` of the page before (opaque). Without it, the first page.',
      minLength: 1,
      maxLength: 200,
      example: 'WzEsIjIwMjYtMDMtMDFUMTg6MzA6MDAuMDAwWiIsIjBiN2UzYzFhLTVkMmYtNGU4Yi05YTYxLTJmNGM4ZDllN2IxMCJd',
    }),
    Optional(),
    IsString(),
    Length(1, 200),
  );

/** The query parameters of a paginated list: `cursor` and `limit`. */
export class PageQueryDto {
  @CursorProperty()
  cursor?: string;

  @IntegerQuery({ minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE, description: `Entries per page, 1 to ${MAX_PAGE_SIZE}.` })
  limit?: number;
}
