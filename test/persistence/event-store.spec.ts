import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import type { Database } from '../../src/persistence/database.js';
import { appendToStream, isUniqueViolationOn, readStream, VersionConflict } from '../../src/persistence/event-store.js';
import { eventHash } from '../../src/audit/chain.js';
import { insertMatch } from '../../src/persistence/match-repository.js';
import { databases, openMigrated } from '../support/app.js';

const GENESIS = '0'.repeat(64);
const SALT = 'ab'.repeat(32);
const KEY = { version: 2 as const, salt: SALT };

describe.each(databases())('the event store ($name)', ({ url }) => {
  let db: Database;
  beforeAll(async () => {
    db = await openMigrated(url);
  });
  afterAll(() => db.close());

  async function newMatch(): Promise<string> {
    const id = randomUUID();
    await insertMatch(db.sql, {
      id,
      game: 'schwimmen',
      options: {},
      rulesVersion: 1,
      seatCount: 2,
      dealingMode: 'random',
      seed: 's',
      seedCommitment: 'c',
      presets: [],
      creatorTokenHash: `creator-${id}`,
      headHash: GENESIS,
      creatorPlayerId: null,
      timeControl: null,
      createdAt: new Date(),
      chainVersion: 2,
      salt: SALT,
    });
    return id;
  }
  const event = (n: number) => ({ type: 'Passed', data: { n }, metadata: { seat: 0 } });
  /** The head at a version; the hash is only chained, never checked by the append (the version is). */
  const at = (version: number) => ({ version, hash: GENESIS, key: KEY });

  it('appends at the expected version and reads the stream back in order', async () => {
    const id = await newMatch();
    const first = await appendToStream(db.sql, id, at(0), [event(1), event(2)], { status: 'active' });
    expect(first.version).toBe(2);
    expect(await appendToStream(db.sql, id, { ...first, key: KEY }, [event(3)])).toEqual({
      version: 3,
      hash: expect.stringMatching(/^[0-9a-f]{64}$/),
      due: false,
      queued: 0,
    });
    const stream = await readStream(db.sql, id);
    expect(stream.map((e) => [e.sequence, e.type, e.data, e.metadata])).toEqual([
      [1, 'Passed', { n: 1 }, { seat: 0 }],
      [2, 'Passed', { n: 2 }, { seat: 0 }],
      [3, 'Passed', { n: 3 }, { seat: 0 }],
    ]);
    expect((await readStream(db.sql, id, 2)).map((e) => e.sequence)).toEqual([3]);
    const row = await db.prisma.match.findUniqueOrThrow({ where: { id } });
    expect([row.version, row.status]).toEqual([3, 'active']);
  });

  it('stores each event with its link in the hash chain and keeps the head on the match', async () => {
    const id = await newMatch();
    const when = new Date('2026-11-23T12:00:00.123Z');
    const head = await appendToStream(db.sql, id, at(0), [event(1), event(2)], { now: when });
    const stream = await readStream(db.sql, id);
    const first = eventHash(KEY, GENESIS, { sequence: 1, type: 'Passed', data: { n: 1 }, metadata: { seat: 0 }, at: when.toISOString() });
    const second = eventHash(KEY, first, { sequence: 2, type: 'Passed', data: { n: 2 }, metadata: { seat: 0 }, at: when.toISOString() });
    expect(stream.map((e) => [e.hash, e.createdAt.toISOString()])).toEqual([
      [first, when.toISOString()],
      [second, when.toISOString()],
    ]);
    expect(head).toEqual({ version: 2, hash: second, due: false, queued: 0 });
    expect((await db.prisma.match.findUniqueOrThrow({ where: { id } })).headHash).toBe(second);
  });

  it('refuses a stale expected version and writes nothing', async () => {
    const id = await newMatch();
    await appendToStream(db.sql, id, at(0), [event(1)]);
    await expect(
      appendToStream(db.sql, id, at(0), [event(9)], { idempotent: { seat: 0, key: 'k', requestHash: 'h', status: 200, body: '{}' } }),
    ).rejects.toBeInstanceOf(VersionConflict);
    expect((await readStream(db.sql, id)).map((e) => e.data)).toEqual([{ n: 1 }]);
    expect(await db.prisma.idempotentResponse.count({ where: { matchId: id } })).toBe(0);
    await expect(appendToStream(db.sql, randomUUID(), at(0), [event(1)])).rejects.toBeInstanceOf(VersionConflict);
  });

  it('lets exactly one of simultaneous appends at one version win', async () => {
    const id = await newMatch();
    const results = await Promise.allSettled(Array.from({ length: 8 }, (_, i) => appendToStream(db.sql, id, at(0), [event(i), event(i)])));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results) if (r.status === 'rejected') expect(r.reason).toBeInstanceOf(VersionConflict);
    expect(await readStream(db.sql, id)).toHaveLength(2);
  });

  it('stores an idempotent response with the events, and a second one under the same key is a unique violation', async () => {
    const id = await newMatch();
    const idempotent = { seat: 1, key: 'same', requestHash: 'h', status: 200, body: '{"ok":1}' };
    await appendToStream(db.sql, id, at(0), [event(1)], { idempotent });
    const stored = await db.prisma.idempotentResponse.findUniqueOrThrow({
      where: { matchId_seat_key: { matchId: id, seat: 1, key: 'same' } },
    });
    expect(stored.body).toBe('{"ok":1}');
    const again = appendToStream(db.sql, id, at(1), [event(2)], { idempotent });
    const error = await again.catch((e: unknown) => e);
    expect(isUniqueViolationOn(error, 'idempotent_response')).toBe(true);
    expect(await readStream(db.sql, id)).toHaveLength(1);
  });
});
