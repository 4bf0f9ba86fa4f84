import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import type { Database } from '../../src/persistence/database.js';
import { appendToStream, VersionConflict } from '../../src/persistence/event-store.js';
import { insertMatch } from '../../src/persistence/match-repository.js';
import { databases, openMigrated } from '../support/app.js';

/** The chain's head is only carried along by the append (its version is what it checks). */
const GENESIS = '0'.repeat(64);
const SALT = 'ab'.repeat(32);
const KEY = { version: 2 as const, salt: SALT };

describe.each(databases())('an append with turns, notifications and webhooks ($name)', ({ url }) => {
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
  const event = { type: 'Passed', data: { seat: 0 }, metadata: { seat: 0 } };
  // Beyond every test clock: no dispatcher of another test file (same database, same time) finds these due.
  const turns = [{ seat: 1, since: '2090-01-01T08:00:00.000Z', deadline: '2090-01-01T09:00:00.000Z' }];
  const now = new Date('2090-01-01T08:00:00.000Z');

  it('writes the turns, the due time, the notifications and their deliveries with the events', async () => {
    const id = await newMatch();
    const player = randomUUID();
    await db.prisma.player.create({ data: { id: player, name: 'Anna' } });
    const playerHook = randomUUID();
    await db.prisma.webhook.create({ data: { id: playerHook, playerId: player, url: 'http://127.0.0.1/p', secret: 's' } });
    try {
      const appended = await appendToStream(db.sql, id, { version: 0, hash: GENESIS, key: KEY }, [event], {
        turns: { turns, dueAt: new Date(turns[0].deadline) },
        notifications: [
          { playerId: player, type: 'yourMove', data: { seat: 1 } },
          { playerId: null, type: 'matchUpdated', data: { version: 1 } },
        ],
        now,
      });
      expect(appended).toMatchObject({ version: 1, due: false, queued: 1 });
      const row = await db.prisma.match.findUniqueOrThrow({ where: { id } });
      expect(row.turns).toEqual(turns);
      expect(row.dueAt).toEqual(new Date(turns[0].deadline));
      // Without a match webhook, the match-level update is not kept.
      const notes = await db.prisma.notification.findMany({ where: { matchId: id } });
      expect(notes.map((n) => [n.playerId, n.type])).toEqual([[player, 'yourMove']]);
      const deliveries = await db.prisma.webhookDelivery.findMany({ where: { notificationId: notes[0].id } });
      expect(deliveries.map((d) => [d.webhookId, d.status, d.nextAttemptAt])).toEqual([[playerHook, 'pending', now]]);

      // With a match webhook, each append's update is queued for it; appends without turns leave them as they are.
      const matchHook = randomUUID();
      await db.prisma.webhook.create({ data: { id: matchHook, matchId: id, url: 'http://127.0.0.1/m', secret: 's' } });
      // Due at once (a bot's turn): the result says so, for the announcement to the schedulers.
      const due = await appendToStream(db.sql, id, { version: 1, hash: GENESIS, key: KEY }, [event], {
        notifications: [{ playerId: null, type: 'matchUpdated', data: { version: 2 } }],
        turns: { turns, dueAt: now },
        now,
      });
      expect(due).toMatchObject({ version: 2, due: true, queued: 1 });
      const update = await db.prisma.notification.findFirstOrThrow({ where: { matchId: id, type: 'matchUpdated' } });
      expect(update.playerId).toBeNull();
      expect((await db.prisma.webhookDelivery.findMany({ where: { notificationId: update.id } })).map((d) => d.webhookId)).toEqual([
        matchHook,
      ]);
      await appendToStream(db.sql, id, { version: 2, hash: GENESIS, key: KEY }, [event], { now });
      expect((await db.prisma.match.findUniqueOrThrow({ where: { id } })).dueAt).toEqual(now);
    } finally {
      await db.prisma.webhook.deleteMany({ where: { OR: [{ playerId: player }, { matchId: id }] } });
    }
  });

  it('writes nothing of it when the version is stale', async () => {
    const id = await newMatch();
    const player = randomUUID();
    await db.prisma.player.create({ data: { id: player, name: 'Bert' } });
    await appendToStream(db.sql, id, { version: 0, hash: GENESIS, key: KEY }, [event]);
    const stale = appendToStream(db.sql, id, { version: 0, hash: GENESIS, key: KEY }, [event], {
      turns: { turns, dueAt: now },
      notifications: [{ playerId: player, type: 'yourMove', data: {} }],
    });
    await expect(stale).rejects.toBeInstanceOf(VersionConflict);
    expect(await db.prisma.notification.count({ where: { matchId: id } })).toBe(0);
    expect((await db.prisma.match.findUniqueOrThrow({ where: { id } })).dueAt).toBeNull();
  });

  it('appends a move with nothing but events in one lean statement, and in the full one once the match has a webhook', async () => {
    const id = await newMatch();
    const statements = jest.spyOn(db.sql, 'query');
    const names = () => statements.mock.calls.map(([, , name]) => name);
    const update = (version: number) => ({
      notifications: [{ playerId: null, type: 'matchUpdated', data: { version } }],
      turns: { turns, dueAt: null },
      now,
    });
    try {
      const first = await appendToStream(db.sql, id, { version: 0, hash: GENESIS, key: KEY }, [event], { ...update(1), status: 'active' });
      expect(first).toMatchObject({ version: 1, queued: 0 });
      expect(names()).toEqual(['kartenrunde_append_events']);
      const row = await db.prisma.match.findUniqueOrThrow({ where: { id } });
      expect([row.version, row.status, row.turns, row.headHash]).toEqual([1, 'active', turns, first.hash]);
      expect(await db.prisma.notification.count({ where: { matchId: id } })).toBe(0);

      // A webhook on the match: the lean statement appends nothing, the full one appends and queues the update.
      const hook = randomUUID();
      await db.prisma.webhook.create({ data: { id: hook, matchId: id, url: 'http://127.0.0.1/m', secret: 's' } });
      statements.mockClear();
      expect(await appendToStream(db.sql, id, { version: 1, hash: first.hash, key: KEY }, [event], update(2))).toMatchObject({
        version: 2,
        queued: 1,
      });
      expect(names()).toEqual(['kartenrunde_append_events', 'kartenrunde_append']);
      expect((await db.prisma.webhookDelivery.findMany({ where: { webhookId: hook } })).length).toBe(1);

      // A deleted webhook no longer counts; a stale version is a conflict on either path.
      await db.prisma.webhook.update({ where: { id: hook }, data: { deletedAt: now } });
      statements.mockClear();
      await appendToStream(db.sql, id, { version: 2, hash: GENESIS, key: KEY }, [event], update(3));
      expect(names()).toEqual(['kartenrunde_append_events']);
      await expect(appendToStream(db.sql, id, { version: 2, hash: GENESIS, key: KEY }, [event], update(3))).rejects.toBeInstanceOf(
        VersionConflict,
      );
      expect((await db.prisma.match.findUniqueOrThrow({ where: { id } })).version).toBe(3);
      expect(await db.prisma.matchEvent.count({ where: { matchId: id } })).toBe(3);
    } finally {
      statements.mockRestore();
      await db.prisma.webhook.deleteMany({ where: { matchId: id } });
    }
  });
});
