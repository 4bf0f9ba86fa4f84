import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import type { Database } from '../../src/persistence/database.js';
import { databases, openMigrated } from '../support/app.js';

// prisma/schema.prisma generates the client; prisma/migrations creates the tables. If they drift apart, writing
// and reading back every field of every model fails here.
describe.each(databases())('schema and migrations agree ($name)', ({ url }) => {
  let db: Database;
  beforeAll(async () => {
    db = await openMigrated(url);
  });
  afterAll(() => db.close());

  it('writes and reads back every model with every field', async () => {
    const id = randomUUID();
    const at = new Date('2026-11-22T10:00:00.123Z');
    const playerId = randomUUID();
    const player = { id: playerId, name: 'Anna', createdAt: at };
    await db.prisma.player.create({ data: player });
    expect(await db.prisma.player.findUniqueOrThrow({ where: { id: playerId } })).toEqual(player);
    const key = { id: randomUUID(), playerId, keyHash: `k-${id}`, label: 'laptop', createdAt: at, revokedAt: at };
    await db.prisma.apiKey.create({ data: key });
    expect(await db.prisma.apiKey.findUniqueOrThrow({ where: { id: key.id } })).toEqual(key);
    const match = {
      id,
      game: 'schwimmen',
      options: { lives: 3, nested: { a: [1, 2] } },
      rulesVersion: 1,
      seats: 2,
      status: 'active',
      version: 2,
      dealingMode: 'preset',
      seed: 'seed',
      seedCommitment: 'c'.repeat(64),
      presets: [{ hands: [['EA']] }],
      creatorTokenHash: `h-${id}`,
      headHash: 'a'.repeat(64),
      chainVersion: 2,
      salt: 'd'.repeat(64),
      createdAt: at,
      updatedAt: at,
      creatorPlayerId: playerId,
      timeControl: { moveSeconds: 3600, onTimeout: 'bot', bot: 'heuristic' },
      turns: [{ seat: 1, since: at.toISOString(), deadline: null }],
      dueAt: at,
      visibility: 'private',
      chatSpectators: true,
      rematchOf: randomUUID(),
      recorded: true,
      analysed: true,
      analysisWanted: true,
    };
    await db.prisma.match.create({ data: match });
    const seat = {
      matchId: id,
      seat: 1,
      name: 'Anna',
      tokenHash: `t-${id}`,
      joinedAt: at,
      playerId,
      invitedPlayerId: playerId,
      bot: 'random',
    };
    await db.prisma.matchSeat.create({ data: seat });
    const event = {
      matchId: id,
      sequence: 1,
      type: 'PlayerJoined',
      data: { seat: 1 },
      metadata: { seat: 1 },
      hash: 'b'.repeat(64),
      createdAt: at,
    };
    await db.prisma.matchEvent.create({ data: event });
    const idem = { matchId: id, seat: 1, key: 'k', requestHash: 'r', status: 200, body: '{"ok":true}', createdAt: at };
    await db.prisma.idempotentResponse.create({ data: idem });

    expect(await db.prisma.match.findUniqueOrThrow({ where: { id } })).toEqual(match);
    expect(await db.prisma.matchSeat.findUniqueOrThrow({ where: { matchId_seat: { matchId: id, seat: 1 } } })).toEqual(seat);
    expect(await db.prisma.matchEvent.findUniqueOrThrow({ where: { matchId_sequence: { matchId: id, sequence: 1 } } })).toEqual(event);
    expect(
      await db.prisma.idempotentResponse.findUniqueOrThrow({ where: { matchId_seat_key: { matchId: id, seat: 1, key: 'k' } } }),
    ).toEqual(idem);

    const note = await db.prisma.notification.create({
      data: { playerId, matchId: id, type: 'yourMove', data: { seat: 1 }, createdAt: at },
    });
    expect(await db.prisma.notification.findUniqueOrThrow({ where: { id: note.id } })).toEqual({
      id: expect.any(Number),
      playerId,
      matchId: id,
      type: 'yourMove',
      data: { seat: 1 },
      createdAt: at,
    });
    const hook = {
      id: randomUUID(),
      playerId,
      matchId: id,
      url: 'http://127.0.0.1/hook',
      secret: 's',
      language: 'de',
      createdAt: at,
      deletedAt: at,
    };
    await db.prisma.webhook.create({ data: hook });
    expect(await db.prisma.webhook.findUniqueOrThrow({ where: { id: hook.id } })).toEqual(hook);
    const delivery = {
      webhookId: hook.id,
      notificationId: note.id,
      replayOf: 7,
      status: 'failed',
      attempts: 2,
      nextAttemptAt: at,
      lastStatusCode: 500,
      lastError: 'boom',
      deliveredAt: at,
      log: [{ at: at.toISOString(), statusCode: 500 }],
      createdAt: at,
    };
    const stored = await db.prisma.webhookDelivery.create({ data: delivery });
    expect(await db.prisma.webhookDelivery.findUniqueOrThrow({ where: { id: stored.id } })).toEqual({ id: stored.id, ...delivery });
    const message = {
      matchId: id,
      id: 1,
      sender: 'seat-1',
      senderSeat: 1,
      senderPlayerId: playerId,
      senderName: 'Anna',
      text: 'Servus!',
      createdAt: at,
    };
    await db.prisma.chatMessage.create({ data: message });
    expect(await db.prisma.chatMessage.findUniqueOrThrow({ where: { matchId_id: { matchId: id, id: 1 } } })).toEqual(message);
    await expect(db.prisma.chatMessage.create({ data: message })).rejects.toMatchObject({ code: 'P2002' });
    const hidden = { matchId: id, reader: 'seat-0', sender: 'seat-1', createdAt: at };
    await db.prisma.chatHiddenSender.create({ data: hidden });
    expect(
      await db.prisma.chatHiddenSender.findUniqueOrThrow({
        where: { matchId_reader_sender: { matchId: id, reader: 'seat-0', sender: 'seat-1' } },
      }),
    ).toEqual(hidden);
    const snapshot = {
      matchId: id,
      version: 1,
      headHash: 'b'.repeat(64),
      rulesVersion: 1,
      format: '1/abc',
      state: '{"state":{},"joined":0}',
      digest: 'd'.repeat(64),
      createdAt: at,
    };
    await db.prisma.matchSnapshot.create({ data: snapshot });
    expect(await db.prisma.matchSnapshot.findUniqueOrThrow({ where: { matchId: id } })).toEqual(snapshot);
    const analysis = { matchId: id, format: 1, body: '{"status":"ready"}', etag: '"0123456789abcdef0123456789abcdef"', createdAt: at };
    await db.prisma.matchAnalysis.create({ data: analysis });
    expect(await db.prisma.matchAnalysis.findUniqueOrThrow({ where: { matchId: id } })).toEqual(analysis);
    const offer = { matchId: id, offeredBy: 1, status: 'started', declinedBy: 0, newMatchId: randomUUID(), createdAt: at, updatedAt: at };
    await db.prisma.rematchOffer.create({ data: offer });
    expect(await db.prisma.rematchOffer.findUniqueOrThrow({ where: { matchId: id } })).toEqual(offer);
    const vote = { matchId: id, seat: 1, tokenHash: `r-${id}`, createdAt: at };
    await db.prisma.rematchVote.create({ data: vote });
    expect(await db.prisma.rematchVote.findUniqueOrThrow({ where: { matchId_seat: { matchId: id, seat: 1 } } })).toEqual(vote);
    await expect(db.prisma.rematchVote.create({ data: vote })).rejects.toMatchObject({ code: 'P2002' });
    const signingKey = {
      kid: `kid-${id}`,
      publicJwk: { kty: 'OKP', crv: 'Ed25519', x: 'x' },
      privateJwk: { kty: 'OKP', crv: 'Ed25519', x: 'x', d: 'd' },
      createdAt: at,
    };
    await db.prisma.signingKey.create({ data: signingKey });
    expect(await db.prisma.signingKey.findUniqueOrThrow({ where: { kid: signingKey.kid } })).toEqual(signingKey);
    await db.prisma.signingKey.delete({ where: { kid: signingKey.kid } });
    // A player holds at most one seat of a match.
    await expect(db.prisma.matchSeat.create({ data: { matchId: id, seat: 0, playerId } })).rejects.toMatchObject({ code: 'P2002' });

    // The constraints the event store relies on exist.
    await expect(db.prisma.matchEvent.create({ data: event })).rejects.toMatchObject({ code: 'P2002' });
    await expect(db.prisma.matchSeat.create({ data: { ...seat, seat: 0 } })).rejects.toMatchObject({ code: 'P2002' });
    await db.prisma.match.delete({ where: { id } });
    expect(await db.prisma.matchEvent.count({ where: { matchId: id } })).toBe(0);
    expect(await db.prisma.chatMessage.count({ where: { matchId: id } })).toBe(0);
    expect(await db.prisma.chatHiddenSender.count({ where: { matchId: id } })).toBe(0);
    expect(await db.prisma.matchSnapshot.count({ where: { matchId: id } })).toBe(0);
    expect(await db.prisma.matchAnalysis.count({ where: { matchId: id } })).toBe(0);
    expect(await db.prisma.rematchVote.count({ where: { matchId: id } })).toBe(0);
    expect(await db.prisma.webhookDelivery.count({ where: { webhookId: hook.id } })).toBe(0);
    await db.prisma.player.delete({ where: { id: playerId } });
    expect(await db.prisma.apiKey.count({ where: { playerId } })).toBe(0);
  });
});
