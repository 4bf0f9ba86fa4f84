import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { canonicalJson } from '../../src/audit/chain.js';
import type { Clock } from '../../src/clock.js';
import type { Game } from '../../src/engine/core/game.js';
import { MatchStore, type Replayed } from '../../src/matches/match-store.js';
import { decodeSnapshot, encodeSnapshot, sealSnapshot, type SnapshotPart } from '../../src/matches/snapshots.js';
import { CLOCK } from '../../src/clock.js';
import { Notifier } from '../../src/bus/notifier.js';
import { findSnapshot, saveSnapshot } from '../../src/persistence/snapshot-repository.js';
import { bearer, databases, startApp, startMatch, type TestApp } from '../support/app.js';

const EVERY = 100;

/**
 * Plays `events` events (at least) of the match through the service's own store (load, decide, advance,
 * commit: the path every writer takes, without HTTP), the seat to move choosing its first legal action three
 * times in four, else another, by a fixed sequence.
 */
async function play(store: MatchStore, id: string, events: number): Promise<Replayed> {
  let x = 7;
  let replayed = await store.load(id, true);
  const game = store.gameOf(replayed.match) as Game;
  while (replayed.version < events && !game.outcome(replayed.state)) {
    const seat = game.activeSeats(replayed.state)[0];
    // Never the vote to end the session: the match is to grow long.
    const actions = game.legalActions(replayed.state, seat).filter((a) => (a as { type: string }).type !== 'voteEnd');
    x = (x * 1103515245 + 12345) % 2147483648;
    const action = x % 4 > 0 ? actions[0] : actions[x % actions.length];
    const command = { type: 'Act' as const, seat, action };
    const advance = store.advance(replayed, command, game.decide(command, replayed.state), { seat });
    await store.commit(advance);
    replayed = advance.next;
  }
  return replayed;
}

/**
 * What a reader gets: version, chain head, seats taken, every seat's and a spectator's view, with object keys
 * sorted. Key order is not compared: event data read back from the log went through jsonb, which stores keys in
 * its own order, so a view from the writer's cache and one replayed from the log already differ in it (with
 * snapshots or without); a snapshot keeps the order of the state it was made from.
 */
function seen(store: MatchStore, replayed: Replayed) {
  const game = store.gameOf(replayed.match) as Game;
  const viewers = [...replayed.match.seats.map((s) => s.seat), 'spectator' as const];
  return {
    version: replayed.version,
    headHash: replayed.headHash,
    life: replayed.life,
    turns: replayed.turns,
    views: canonicalJson(viewers.map((viewer) => game.view(replayed.state, viewer))),
  };
}

describe.each(databases())('snapshots of long matches ($name)', ({ url }) => {
  let t: TestApp;
  let id: string;
  let tokens: string[];
  let played: Replayed;
  /** A reader with an empty cache, as another instance or this one after eviction. */
  const cold = (every: number) => new MatchStore(t.db, t.app.get<Clock>(CLOCK), t.app.get(Notifier), { every });

  beforeAll(async () => {
    t = await startApp(url, { background: false, snapshotEvery: EVERY });
    ({ id, tokens } = await startMatch(t, {
      game: 'schafkopf',
      seats: 4,
      options: { deals: null },
      dealing: { mode: 'seeded', seed: 'snapshots' },
    }));
    played = await play(t.app.get(MatchStore), id, 2500);
    // Written after the commit, off the request's path.
    await t.app.get(MatchStore).snapshotsWritten();
  }, 180_000);
  afterAll(() => t.close());

  it('a cold read from the snapshot gives what a replay of the whole log gives', async () => {
    const stored = await findSnapshot(t.db.prisma, id);
    const fromLog = await cold(0).load(id, true);
    // Made by the append that crossed the last multiple of EVERY.
    expect(stored!.version).toBeGreaterThanOrEqual(Math.floor(played.version / EVERY) * EVERY);
    expect(stored!.version).toBeLessThanOrEqual(played.version);
    expect(decodeSnapshot(fromLog.match, stored)).not.toBeNull();
    const fromSnapshot = await cold(EVERY).load(id, true);
    expect(fromLog.version).toBe(played.version);
    expect(seen(t.app.get(MatchStore), fromSnapshot)).toEqual(seen(t.app.get(MatchStore), fromLog));
    expect(seen(t.app.get(MatchStore), fromLog)).toEqual(seen(t.app.get(MatchStore), played));
    // And the match plays on alike from both: the next events are the same.
    const game = t.app.get(MatchStore).gameOf(played.match) as Game;
    const seat = game.activeSeats(fromLog.state)[0];
    const command = { type: 'Act' as const, seat, action: game.legalActions(fromLog.state, seat)[0] };
    expect(game.decide(command, fromSnapshot.state)).toEqual(game.decide(command, fromLog.state));
  });

  it('the service answers views of the long match as before', async () => {
    const view = await t.http().get(`/matches/${id}/view`).set(bearer(tokens[0])).expect(200);
    expect(view.body.version).toBe(played.version);
  });

  describe('a snapshot that does not fit is ignored and the log replayed', () => {
    let good: NonNullable<Awaited<ReturnType<typeof findSnapshot>>>;
    let current: Replayed['match'];
    beforeAll(async () => {
      good = (await findSnapshot(t.db.prisma, id))!;
      current = (await cold(0).load(id, true)).match;
    });
    afterAll(async () => {
      await t.db.prisma.matchSnapshot.delete({ where: { matchId: id } });
      await saveSnapshot(t.db.prisma, id, good);
    });

    /** Stores `row` in place of the good snapshot; the cold read must then equal the replay of the whole log. */
    async function readWith(row: Omit<typeof good, 'eventHash'>) {
      await t.db.prisma.matchSnapshot.update({
        where: { matchId: id },
        data: {
          version: row.version,
          headHash: row.headHash,
          rulesVersion: row.rulesVersion,
          format: row.format,
          state: row.state,
          digest: row.digest,
        },
      });
      const stored = await findSnapshot(t.db.prisma, id);
      const store = t.app.get(MatchStore);
      const reader = cold(EVERY);
      const read = seen(store, await reader.load(id, true));
      expect(read).toEqual(seen(store, await cold(0).load(id, true)));
      // A replay from the start leaves a new snapshot: written before the next case changes the row again.
      await reader.snapshotsWritten();
      return decodeSnapshot(current, stored);
    }
    /** A row as the service would write it for `part` (a consistent digest), to test the checks behind the digest. */
    const resealed = (part: SnapshotPart, rulesVersion = played.match.rulesVersion) => encodeSnapshot({ id, rulesVersion }, part);
    const partOf = () => decodeSnapshot(current, good)!;

    it('tampered: its state changed (the digest no longer matches)', async () => {
      const state = JSON.parse(good.state) as { state: { ledger: number[] }; life: unknown };
      state.state.ledger = state.state.ledger.map((cents) => cents + 1000);
      expect(await readWith({ ...good, state: JSON.stringify(state) })).toBeNull();
      // Resealed with a state that parses but is no snapshot.
      expect(
        await readWith(sealSnapshot(id, { ...good, state: JSON.stringify({ life: { seated: [true, true, true, true] } }) })),
      ).toBeNull();
    });

    it('tampered and resealed: a state that is not the chain at its version (another version, same hash)', async () => {
      const part = partOf();
      expect(await readWith(resealed({ ...part, version: part.version - 1 }))).toBeNull();
    });

    it('stale: a head hash the event at its version does not carry', async () => {
      expect(await readWith(resealed({ ...partOf(), headHash: 'f'.repeat(64) }))).toBeNull();
    });

    it('foreign: made under another rules version or another snapshot format', async () => {
      expect(await readWith(resealed(partOf(), played.match.rulesVersion + 1))).toBeNull();
      const other = resealed(partOf());
      expect(await readWith({ ...other, format: `0/${other.format}` })).toBeNull();
    });

    it('broken: a state that does not parse, or a version beyond the match', async () => {
      const part = partOf();
      expect(await readWith(sealSnapshot(id, { ...resealed(part), state: '{"state":' }))).toBeNull();
      expect(await readWith(resealed({ ...part, version: played.version + 5 }))).toBeNull();
    });

    it('(a fitting one is really used: a resealed one with another ledger shows in the read)', async () => {
      const part = partOf() as SnapshotPart & { state: { ledger: number[] } };
      const ledger = part.state.ledger.map((cents) => cents + 1000);
      await t.db.prisma.matchSnapshot.update({ where: { matchId: id }, data: resealed({ ...part, state: { ...part.state, ledger } }) });
      const read = await cold(EVERY).load(id, true);
      expect(read.version).toBe(played.version);
      expect((read.state as { ledger: number[] }).ledger).not.toEqual((played.state as { ledger: number[] }).ledger);
    });

    it('the good one is used again once restored', async () => {
      expect(await readWith(good)).not.toBeNull();
    });
  });

  it('is deleted with its match', async () => {
    const other = await startMatch(t, { game: 'schafkopf', seats: 4, options: { deals: null } });
    await play(t.app.get(MatchStore), other.id, EVERY + 5);
    await t.app.get(MatchStore).snapshotsWritten();
    expect(await findSnapshot(t.db.prisma, other.id)).not.toBeNull();
    await t.db.prisma.match.delete({ where: { id: other.id } });
    expect(await t.db.prisma.matchSnapshot.count({ where: { matchId: other.id } })).toBe(0);
  });
});
