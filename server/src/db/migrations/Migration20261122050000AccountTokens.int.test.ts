import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUnmigratedOrm } from '../../../test/unmigrated-orm';
import type { Orm } from '../../shared/orm';

/** The migration before this one: accounts created before email verification existed. */
const BEFORE = 'Migration20261122040000MailOutbox';

describe('Migration20261122050000AccountTokens', () => {
  let orm: Orm;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ orm, close } = await createUnmigratedOrm());
  });
  afterAll(() => close());

  it('takes the accounts that existed as verified (nobody is locked out); new rows start unverified', async () => {
    await orm.migrator.up({ to: BEFORE });
    const em = orm.em.fork();
    const insert = (id: string, email: string) =>
      em.execute(
        `insert into users (id, full_name, email, password_hash, role, subscription_status, created_at, updated_at)
         values (?, 'Someone', ?, 'x', 'USER', 'inactive', now(), now())`,
        [id, email],
      );
    const existing = randomUUID();
    await insert(existing, 'existing@example.com');

    await orm.migrator.up();
    const added = randomUUID();
    await insert(added, 'added@example.com');
    const rows = await em.execute<{ id: string; email_verified: boolean }[]>(
      'select id, email_verified from users where id in (?, ?)',
      [existing, added],
    );
    expect(Object.fromEntries(rows.map((row) => [row.id, row.email_verified]))).toEqual({
      [existing]: true,
      [added]: false,
    });
  });
});
