import { describe, expect, it } from 'vitest';
import { DomainError } from '../shared/errors';
import { guardTransactions } from './postgres-driver';

type Driver = Parameters<typeof guardTransactions>[0];
type Connection = Awaited<ReturnType<Driver['acquireConnection']>>;

/**
 * A kysely driver whose statements fail as told, recording the connections it is given back. The case the
 * integration test (test/scale/database-connection-loss.int.test.ts) cannot make happen at will: BEGIN on a
 * connection the database cut while it sat idle in the pool, before pg noticed.
 */
function failingDriver(fail: { acquire?: boolean; begin?: boolean; commit?: boolean; rollback?: boolean }) {
  const connection = { executeQuery: async () => ({ rows: [] }), streamQuery: async function* () {} } as Connection;
  const released: Connection[] = [];
  const lost = () => Promise.reject(new Error('Connection terminated unexpectedly'));
  const driver: Driver = {
    init: async () => {},
    acquireConnection: () =>
      fail.acquire ? Promise.reject(new Error('timeout exceeded')) : Promise.resolve(connection),
    beginTransaction: () => (fail.begin ? lost() : Promise.resolve()),
    commitTransaction: () => (fail.commit ? lost() : Promise.resolve()),
    rollbackTransaction: () => (fail.rollback ? lost() : Promise.resolve()),
    releaseConnection: async (given) => {
      released.push(given);
    },
    destroy: async () => {},
  };
  return { guarded: guardTransactions(driver), connection, released };
}

describe('guardTransactions', () => {
  it('gives the connection back when BEGIN fails', async () => {
    const { guarded, connection, released } = failingDriver({ begin: true });
    await expect(guarded.beginTransaction(connection, {})).rejects.toThrow('Connection terminated unexpectedly');
    expect(released).toEqual([connection]);
  });

  it('gives the connection back when ROLLBACK fails', async () => {
    const { guarded, connection, released } = failingDriver({ rollback: true });
    await expect(guarded.rollbackTransaction(connection)).rejects.toThrow('Connection terminated unexpectedly');
    expect(released).toEqual([connection]);
  });

  it('leaves a failed COMMIT to the ROLLBACK that follows it, and a successful end to kysely', async () => {
    const { guarded, connection, released } = failingDriver({ commit: true });
    await expect(guarded.commitTransaction(connection)).rejects.toThrow();
    await guarded.beginTransaction(connection, {});
    await guarded.rollbackTransaction(connection);
    expect(released).toEqual([]);
  });

  it('reports a pool that lends no connection as SERVICE_UNAVAILABLE, with the cause', async () => {
    const { guarded } = failingDriver({ acquire: true });
    const error = await guarded.acquireConnection().catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ code: 'SERVICE_UNAVAILABLE', cause: new Error('timeout exceeded') });
  });
});
