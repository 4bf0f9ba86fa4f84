import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { Notifier, TRUST_MS, type Announcement } from '../../src/bus/notifier.js';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/persistence/database.js';
import { databases, eventually, openMigrated } from '../support/app.js';

describe.each(databases())('the notifier ($name)', ({ url }) => {
  let db: Database;
  let here: Notifier;
  let there: Notifier;
  beforeAll(async () => {
    db = await openMigrated(url);
    here = new Notifier(db);
    there = new Notifier(db);
    await here.onModuleInit();
    await there.onModuleInit();
  });
  afterAll(async () => {
    await here.onModuleDestroy();
    await there.onModuleDestroy();
    await db.close();
  });

  const heardBy = (notifier: Notifier, match: string) => {
    const heard: Announcement[] = [];
    notifier.onMatch(match, (announcement) => heard.push(announcement));
    return heard;
  };

  it('tells its own subscribers at once, and only once', async () => {
    const match = randomUUID();
    const heard = heardBy(here, match);
    here.publish({ match, version: 1 });
    expect(heard).toEqual([{ match, version: 1 }]);
    await here.flushed();
    // Its own NOTIFY (PostgreSQL) comes back to it, and is not announced again.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(heard).toEqual([{ match, version: 1 }]);
  });

  if (url) {
    it('tells the other instances with one NOTIFY for what was published in one turn, in order', async () => {
      const match = randomUUID();
      const heard = heardBy(there, match);
      const statements = jest.spyOn(db.sql, 'query');
      try {
        for (let version = 1; version <= 3; version++) here.publish({ match, version });
        await here.flushed();
        expect(statements.mock.calls.filter(([text]) => text.includes('pg_notify'))).toHaveLength(1);
      } finally {
        statements.mockRestore();
      }
      await eventually(async () => heard.length === 3, 5000, 5);
      expect(heard).toEqual([1, 2, 3].map((version) => ({ match, version })));
    });

    it('sends no NOTIFY while no other instance listens, and hears at once of one that starts listening', async () => {
      // A database of its own: who listens is counted per database, and other tests' instances may listen on theirs.
      const name = `kartenrunde_notifier_${randomUUID().replace(/-/g, '')}`;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`CREATE DATABASE "${name}"`);
      const own = new URL(url);
      own.pathname = `/${name}`;
      const alone = openDatabase({ url: own.toString() });
      const first = new Notifier(alone);
      const late = new Notifier(alone);
      const statements = jest.spyOn(alone.sql, 'query');
      try {
        await first.onModuleInit();
        expect(first.othersListening).toBe(false);
        // Its own hello went out; after that, nothing.
        await first.flushed();
        statements.mockClear();
        first.publish({ match: randomUUID(), version: 1 });
        await first.flushed();
        expect(statements.mock.calls.filter(([text]) => text.includes('pg_notify'))).toHaveLength(0);

        // A new instance says hello as it starts listening: no need to wait for the next look.
        const match = randomUUID();
        const heard = heardBy(late, match);
        await late.onModuleInit();
        await eventually(async () => first.othersListening === true, 500, 5);
        first.publish({ match, version: 1 });
        await eventually(async () => heard.length === 1, 5000, 5);

        // And once it is gone, the next look finds nobody again.
        await late.onModuleDestroy();
        await eventually(async () => first.othersListening === false, 5000, 50);
      } finally {
        statements.mockRestore();
        await first.onModuleDestroy();
        await late.onModuleDestroy();
        await alone.close();
        // Closed connections leave the server a moment later; forcing them out could hit one still closing.
        const sessions = async () =>
          (await admin.query('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name])).rows[0].n as number;
        await eventually(async () => (await sessions()) === 0, 10_000, 50);
        await admin.query(`DROP DATABASE IF EXISTS "${name}"`);
        await admin.end();
      }
    });
  } else {
    it('sends no NOTIFY: the embedded database belongs to this one process', async () => {
      const statements = jest.spyOn(db.sql, 'query');
      try {
        here.publish({ match: randomUUID(), version: 1 });
        await here.flushed();
        expect(statements).not.toHaveBeenCalled();
        expect(here.othersListening).toBeNull();
      } finally {
        statements.mockRestore();
      }
    });
  }

  it('vouches for a state read since the last announcement, for TRUST_MS at most', () => {
    const match = randomUUID();
    const mark = here.mark()!;
    expect(here.unchangedSince(match, 0, mark)).toBe(true);
    expect(here.unchangedSince(match, 0, { ...mark, at: mark.at - TRUST_MS - 1 })).toBe(false);
    here.publish({ match, version: 2 });
    expect(here.unchangedSince(match, 1, mark)).toBe(false);
    expect(here.unchangedSince(match, 2, mark)).toBe(true);
  });
});
