import {
  type CompiledQuery,
  type DatabaseConnection,
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
} from 'kysely';
import { describe, expect, it } from 'vitest';
import { compiledOnce } from './compiled-statement';

interface Tables {
  leases: { id: string; user_id: string; seconds: number };
}

/** A database that answers nothing and records what it is sent. */
function recordingDb() {
  const sent: CompiledQuery[] = [];
  const connection: DatabaseConnection = {
    executeQuery: async (query) => {
      sent.push(query);
      return { rows: [] };
    },
    streamQuery: () => {
      throw new Error('not streamed');
    },
  };
  class RecordingDriver extends DummyDriver {
    override async acquireConnection() {
      return connection;
    }
  }
  const db = new Kysely<Tables>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new RecordingDriver(),
      createIntrospector: (kysely) => new PostgresIntrospector(kysely),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  });
  return { db, sent };
}

describe('compiledOnce', () => {
  const statement = compiledOnce(
    (db: Kysely<Tables>, id: string, userId: string) =>
      db
        .selectFrom('leases')
        .select('id')
        .where('id', '=', id)
        .where('seconds', '>', 150)
        .where((eb) => eb.or([eb('user_id', '=', userId), eb('id', '=', id)])),
    ['id-placeholder', 'user-placeholder'],
  );

  it('binds each call its own arguments where their placeholders stood, constants as compiled', async () => {
    const { db, sent } = recordingDb();
    await statement(db, 'first', 'alice');
    await statement(db, 'second', 'bob');
    expect(sent.map((query) => query.parameters)).toEqual([
      ['first', 150, 'alice', 'first'],
      ['second', 150, 'bob', 'second'],
    ]);
    expect(sent[1]?.sql).toBe(sent[0]?.sql);
    expect(sent[0]?.sql).toBe(
      'select "id" from "leases" where "id" = $1 and "seconds" > $2 and ("user_id" = $3 or "id" = $4)',
    );
  });
});
