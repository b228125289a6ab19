import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness';
import type { UserTables } from '../identity/user/user.entity';

describe('statements observed at the driver', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('counts the ORM statements and typed kysely queries alike, transaction control apart', async () => {
    const em = app.orm.em.fork();
    const { queries } = await app.captureQueries(() =>
      em.transactional(async (tx) => {
        await tx.execute('select 1 as one');
        await tx
          .getKysely<UserTables>()
          .selectFrom('users')
          .select('id')
          .where('email', '=', 'nobody@example.com')
          .execute();
      }),
    );
    expect(queries).toEqual(['select 1 as one', 'select "id" from "users" where "email" = $1']);
  });
});
