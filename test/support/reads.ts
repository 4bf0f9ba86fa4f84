import { jest } from '@jest/globals';
import { NOTIFIER_STATEMENTS } from '../../src/bus/notifier.js';
import type { Database } from '../../src/persistence/database.js';
import { READ_STATEMENTS } from '../../src/persistence/event-store.js';

const MODELS = [
  'match',
  'matchEvent',
  'matchSeat',
  'idempotentResponse',
  'player',
  'apiKey',
  'notification',
  'webhook',
  'webhookDelivery',
] as const;
const READS = ['findMany', 'findUnique', 'findUniqueOrThrow', 'findFirst', 'findFirstOrThrow', 'count', 'aggregate', 'groupBy'] as const;
const RAW = ['$queryRaw', '$queryRawUnsafe', '$executeRaw', '$executeRawUnsafe'] as const;

export interface QueryCounter {
  /**
   * Every query made through the Prisma client (model reads and raw statements; not those inside a transaction)
   * and through the driver (`db.sql`: appends), but not the notifier's own (NOTIFYs, who listens), which read and
   * write no data.
   */
  total(): number;
  /** Reads of one match's event log (the driver's `read_stream` statement, or `matchEvent.findMany`, for that match). */
  eventReads(matchId: string): number;
  /** Reads of one player's notifications. */
  notificationReads(playerId: string): number;
  reset(): void;
  restore(): void;
}

/** Counts the queries a service instance makes through its database, by spying on the clients' methods. */
export function countQueries(db: Database): QueryCounter {
  const prisma = db.prisma;
  const client = prisma as unknown as Record<string, Record<string, (...args: unknown[]) => unknown>>;
  const spies = [
    ...MODELS.flatMap((model) => READS.map((method) => ({ key: `${model}.${method}`, spy: jest.spyOn(client[model], method) }))),
    ...RAW.map((method) => ({
      key: method,
      spy: jest.spyOn(prisma as unknown as Record<string, (...args: unknown[]) => unknown>, method),
    })),
  ];
  const statements = jest.spyOn(db.sql, 'query');
  const sqlCalls = () =>
    statements.mock.calls.filter(([, , name]) => !(Object.values(NOTIFIER_STATEMENTS) as (string | undefined)[]).includes(name)).length;
  const calls = (key: string) => spies.find((s) => s.key === key)!.spy.mock.calls as unknown as [{ where?: Record<string, unknown> }][];
  return {
    total: () => spies.reduce((sum, s) => sum + s.spy.mock.calls.length, 0) + sqlCalls(),
    eventReads: (matchId) =>
      calls('matchEvent.findMany').filter(([args]) => args?.where?.matchId === matchId).length +
      statements.mock.calls.filter(([, values, name]) => name === READ_STATEMENTS.stream && values[0] === matchId).length,
    notificationReads: (playerId) => calls('notification.findMany').filter(([args]) => args?.where?.playerId === playerId).length,
    reset: () => [...spies.map((s) => s.spy), statements].forEach((spy) => spy.mockClear()),
    restore: () => [...spies.map((s) => s.spy), statements].forEach((spy) => spy.mockRestore()),
  };
}
