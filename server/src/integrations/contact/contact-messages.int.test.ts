import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { withAdminApp } from '../../../test/admin-app';
import { createUser } from '../../../test/factories';
import { errorCode, errorMessage, gql } from '../../../test/graphql-client';
import { startTestApp, type TestApp } from '../../../test/harness';
import { BAD_CURSOR_MESSAGE, PAGE_SIZE_MESSAGE } from '../../shared/pagination';

let app: TestApp;
let adminToken: string;
withAdminApp((started) => {
  ({ app, adminToken } = started);
});

const MESSAGES = /* GraphQL */ `
  query ContactMessages($first: Int, $after: String) {
    contactMessages(first: $first, after: $after) {
      totalCount
      pageInfo { hasNextPage endCursor }
      edges { cursor node { id name email message createdAt } }
    }
  }`;

interface Connection {
  totalCount: number;
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  edges: { cursor: string; node: { id: string; name: string; email: string; message: string; createdAt: string } }[];
}

const list = (variables: { first?: number; after?: string } = {}, token: string | null = adminToken) =>
  gql<{ contactMessages: Connection }>(app, MESSAGES, variables, token ? { token } : {});

/** A message straight in the table, sent at `createdAt`. */
async function message(createdAt: Date, name = 'Visitor Name') {
  const id = randomUUID();
  await app.orm.em
    .fork()
    .getConnection()
    .execute('insert into contact_messages (id, name, email, message, created_at) values (?, ?, ?, ?, ?)', [
      id,
      name,
      'visitor@example.com',
      'Hello there',
      createdAt,
    ]);
  return id;
}

describe('contactMessages (ADMIN)', () => {
  it('lists the messages newest first, a page at a time, and counts them all', async () => {
    const older = await message(new Date(Date.UTC(2030, 0, 1)), 'Older Visitor');
    const newer = await message(new Date(Date.UTC(2030, 0, 2)), 'Newer Visitor');
    const response = await list({ first: 2 });
    expect(response.errors).toBeUndefined();
    const page = response.data!.contactMessages;
    expect(page.edges.map(({ node }) => node.id)).toEqual([newer, older]);
    expect(page.edges[0]!.node).toMatchObject({ name: 'Newer Visitor', createdAt: '2030-01-02T00:00:00.000Z' });
    expect(page.totalCount).toBeGreaterThanOrEqual(2);
    expect(page.pageInfo.endCursor).toBe(page.edges[1]!.cursor);
  });

  it('walks every page once while messages arrive and go between pages: no repeats, no gaps', async () => {
    const base = Date.UTC(2020, 0, 1);
    const tie = new Date(base);
    const made: string[] = [];
    // Four share one instant: the id orders them, so a page ending inside the tie neither repeats nor skips one.
    for (let i = 0; i < 4; i += 1) made.push(await message(tie));
    for (let i = 1; i <= 5; i += 1) made.push(await message(new Date(base - i * 86_400_000)));
    const gone = made.at(-1)!;
    const arrivedOlder: string[] = [];
    const seen: string[] = [];
    let after: string | undefined;
    for (let page = 0; page < 100; page += 1) {
      const connection = (await list({ first: 3, after })).data!.contactMessages;
      seen.push(...connection.edges.map(({ node }) => node.id));
      if (!connection.pageInfo.hasNextPage) break;
      after = connection.pageInfo.endCursor!;
      await message(new Date()); // newer than every cursor: never on a later page
      arrivedOlder.push(await message(new Date(base - (10 + page) * 86_400_000)));
      if (page === 0) {
        await app.orm.em.fork().getConnection().execute('delete from contact_messages where id = ?', [gone]);
      }
    }
    const before2020 = seen.filter((id) => made.includes(id) || arrivedOlder.includes(id));
    expect(new Set(seen).size).toBe(seen.length);
    expect([...before2020].sort()).toEqual([...made.filter((id) => id !== gone), ...arrivedOlder].sort());
  });

  it('gives 24 by default and at most 100: first: 101 and a cursor it did not make are BAD_USER_INPUT', async () => {
    for (let i = 0; i < 25; i += 1) await message(new Date(Date.UTC(2019, 0, 1 + i)));
    expect((await list()).data?.contactMessages.edges).toHaveLength(24);
    const tooMany = await list({ first: 101 });
    expect(errorCode(tooMany)).toBe('BAD_USER_INPUT');
    expect(errorMessage(tooMany)).toBe(PAGE_SIZE_MESSAGE);
    const foreign = Buffer.from(
      JSON.stringify({ k: 'payments:newest', v: ['2026-01-01T00:00:00.000000Z', randomUUID()] }),
    );
    for (const after of ['garbage!', foreign.toString('base64url')]) {
      const response = await list({ after });
      expect(errorCode(response)).toBe('BAD_USER_INPUT');
      expect(errorMessage(response)).toBe(BAD_CURSOR_MESSAGE);
    }
  });

  it('is for ADMINs only', async () => {
    expect(errorCode(await list({}, null))).toBe('UNAUTHENTICATED');
    expect(errorCode(await list({}, (await createUser(app)).token))).toBe('FORBIDDEN');
  });

  it('answers any page in the same statements for 3 or 60 messages', async () => {
    const small = await startTestApp();
    try {
      const admin = await createUser(small, { role: 'ADMIN' });
      const add = async (n: number) => {
        for (let i = 0; i < n; i += 1) {
          await small.orm.em
            .fork()
            .getConnection()
            .execute(
              `insert into contact_messages (id, name, email, message, created_at) values (?, 'Name Here', 'a@example.com', 'Hi', now())`,
              [randomUUID()],
            );
        }
      };
      const run = () => gql<{ contactMessages: Connection }>(small, MESSAGES, { first: 100 }, { token: admin.token });
      await add(3);
      const few = await small.captureQueries(run);
      await add(57);
      const many = await small.captureQueries(run);
      expect(many.result.data?.contactMessages.edges).toHaveLength(60);
      expect(many.queries.length).toBe(few.queries.length);
    } finally {
      await small.close();
    }
  });
});
