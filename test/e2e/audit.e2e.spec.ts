import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createHash, createHmac } from 'node:crypto';
import { verifyExport } from '../../src/audit/verify.js';
import { bearer, databases, startApp, startMatch, type TestApp } from '../support/app.js';
import { playToEnd } from '../support/play.js';

/** Knocks whenever it may, so matches stay short; keeps the packet it looked at. */
const brisk = (actions: { type: string; expectedVersion: number }[]) =>
  actions.find((a) => a.type === 'choosePacket') ?? actions.find((a) => a.type === 'knock') ?? actions[0];

describe.each(databases())('auditing a match ($name)', ({ url }) => {
  let t: TestApp;
  let ended: { id: string; tokens: string[]; creatorToken: string };
  let exported: string;
  beforeAll(async () => {
    t = await startApp(url);
    ended = await startMatch(t, { game: 'schwimmen', seats: 2, options: { lives: 1 }, dealing: { mode: 'seeded', seed: 'audit-ended' } });
    await playToEnd(t, ended.id, ended.tokens, brisk);
    exported = (
      await t
        .http()
        .get(`/matches/${ended.id}/export`)
        .expect(200)
        .expect('Content-Type', /application\/json/)
    ).text;
  });
  afterAll(() => t.close());

  it('exports an ended match to anyone, and the export verifies', async () => {
    const doc = JSON.parse(exported);
    expect(doc).toMatchObject({
      format: 'kartenrunde-export/2',
      complete: true,
      match: { id: ended.id, game: 'schwimmen', chainVersion: 2 },
    });
    expect(doc.match.seed).toEqual(expect.any(String));
    expect(doc.match.salt).toMatch(/^[0-9a-f]{64}$/);
    expect(doc.match.players).toEqual([
      { seat: 0, name: 'Anna', playerId: null, bot: null, invited: false, joinedAt: doc.events[0].at },
      { seat: 1, name: 'Bert', playerId: null, bot: null, invited: false, joinedAt: doc.events[1].at },
    ]);
    expect(doc.events[0]).toMatchObject({ sequence: 1, type: 'PlayerJoined', hash: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(doc.headHash).toBe(doc.events.at(-1).hash);
    await expect(verifyExport(exported)).resolves.toMatchObject({ ok: true, matchId: ended.id, events: doc.events.length });
  });

  it('names the event whenever any single byte of any event is changed', async () => {
    const bytes = Buffer.from(exported, 'utf8');
    const lines = exported.split('\n');
    let offset = Buffer.byteLength(lines[0], 'utf8') + 1;
    let checked = 0;
    for (let line = 1; line < lines.length - 2; line++) {
      const length = Buffer.byteLength(lines[line], 'utf8');
      for (let i = 0; i < length; i++) {
        const damaged = Buffer.from(bytes);
        damaged[offset + i] ^= 0x01;
        const verdict = await verifyExport(damaged.toString('utf8'));
        if (verdict.ok || verdict.event?.sequence !== line) {
          throw new Error(`flipping byte ${i} of event ${line} gave ${JSON.stringify(verdict)}`);
        }
        checked++;
      }
      offset += length + 1;
    }
    expect(checked).toBeGreaterThan(1000);
  });

  it('fails an export whose seed does not match the commitment, or whose result was changed', async () => {
    const doc = exported.split('\n');
    const wrongSeed = [doc[0].replace(/"seed":"[^"]*"/, '"seed":"guess"'), ...doc.slice(1)].join('\n');
    await expect(verifyExport(wrongSeed)).resolves.toMatchObject({
      ok: false,
      event: null,
      field: 'match.seed',
      reason: expect.stringMatching(/commitment/),
    });
    const head = doc[0].replace(/"result":\{"outcome":\{"summary":"[^"]*"/, '"result":{"outcome":{"summary":"Somebody else won."');
    expect(head).not.toBe(doc[0]);
    const wrongResult = [head, ...doc.slice(1)].join('\n');
    await expect(verifyExport(wrongResult)).resolves.toMatchObject({ ok: false, reason: expect.stringMatching(/recorded result/) });
  });

  it('hides a guessable seed: trying short seeds against the commitment finds nothing until the salt is revealed', async () => {
    const created = await t
      .http()
      .post('/matches')
      .send({ game: 'schwimmen', seats: 2, dealing: { mode: 'seeded', seed: '4711' } })
      .expect(201);
    const commitment: string = created.body.match.seedCommitment;
    // The old attack: SHA-256 of every seed of up to four digits (it would have found "4711" in a moment).
    const tries = Array.from({ length: 10_000 }, (_, n) => String(n));
    expect(tries.filter((seed) => createHash('sha256').update(seed).digest('hex') === commitment)).toEqual([]);
    expect(createHash('sha256').update('4711').digest('hex')).not.toBe(commitment);
    // The same HMAC under any key but the secret salt does not give it either (here: an all-zero key).
    const zero = Buffer.alloc(32);
    expect(tries.filter((seed) => createHmac('sha256', zero).update(`seed:${seed}`).digest('hex') === commitment)).toEqual([]);
    expect(created.body.match).toMatchObject({ seed: null, salt: null, arrangedDeal: true });
  });

  it('exports a running match only to its creator, redacted and without the seed', async () => {
    const running = await startMatch(t, { game: 'schwimmen', seats: 3, dealing: { mode: 'seeded', seed: 'audit-running' } });
    await t.http().get(`/matches/${running.id}/export`).expect(401);
    await t.http().get(`/matches/${running.id}/export`).set(bearer(running.tokens[0])).expect(403);
    const res = await t.http().get(`/matches/${running.id}/export`).set(bearer(running.creatorToken)).expect(200);
    const doc = JSON.parse(res.text);
    expect(doc).toMatchObject({ complete: false, result: null, match: { seed: null, salt: null, presets: null } });
    // Salted hashes: shown, but no guess of a hidden card can be checked against them without the salt.
    expect(doc.events.every((e: { hash: string }) => /^[0-9a-f]{64}$/.test(e.hash))).toBe(true);
    const dealt = doc.events.find((e: { type: string }) => e.type === 'DealDealt');
    expect(dealt.data.hands).toEqual([null, null, null]);
    expect(dealt.metadata).toEqual({});
    await expect(verifyExport(res.text)).resolves.toMatchObject({ ok: false, reason: expect.stringMatching(/running match/) });
  });

  it('shows the complete state after any event of an ended match, and nothing before it ends', async () => {
    const total = JSON.parse(exported).events.length;
    const first = await t.http().get(`/matches/${ended.id}/state?version=0`).expect(200);
    expect(first.body).toMatchObject({ version: 0, event: null, state: { phase: 'waiting' } });
    const dealt = await t.http().get(`/matches/${ended.id}/state?version=3`).expect(200);
    expect(dealt.body.event).toMatchObject({ sequence: 3, type: 'MatchStarted' });
    const last = await t.http().get(`/matches/${ended.id}/state?version=${total}`).expect(200);
    expect(last.body.state.phase).toBe('over');
    await t
      .http()
      .get(`/matches/${ended.id}/state?version=${total + 1}`)
      .expect(422);
    await t.http().get(`/matches/${ended.id}/state?version=-1`).expect(400);
    const running = await startMatch(t, { game: 'schwimmen', seats: 2 });
    const refused = await t.http().get(`/matches/${running.id}/state?version=1`).expect(409);
    expect(refused.body.code).toBe('MATCH_NOT_FINISHED');
  });
});
