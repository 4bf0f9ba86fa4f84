import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { Notifier, TRUST_MS, type Announcement } from '../../src/notifications/notifier.js';
import type { Database } from '../../src/persistence/database.js';
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
      const statements = jest.spyOn(db.sql, 'query');
      const late = new Notifier(db);
      try {
        await there.onModuleDestroy();
        // The next look at pg_stat_activity finds nobody else (no other test shares this database meanwhile).
        await eventually(async () => here.othersListening === false, 5000, 50);
        statements.mockClear();
        here.publish({ match: randomUUID(), version: 1 });
        await here.flushed();
        expect(statements.mock.calls.filter(([text]) => text.includes('pg_notify'))).toHaveLength(0);

        // A new instance says hello as it starts listening: no need to wait for the next look.
        const match = randomUUID();
        const heard = heardBy(late, match);
        await late.onModuleInit();
        await eventually(async () => here.othersListening === true, 500, 5);
        here.publish({ match, version: 1 });
        await eventually(async () => heard.length === 1, 5000, 5);
      } finally {
        statements.mockRestore();
        await late.onModuleDestroy();
        there = new Notifier(db);
        await there.onModuleInit();
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
