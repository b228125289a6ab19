import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCourse } from '../../../test/course-factories';
import { createUser } from '../../../test/factories';
import { errorCode, type GqlResponse, gql } from '../../../test/graphql-client';
import { startTestApp, type TestApp } from '../../../test/harness';
import { createPayment } from '../../../test/payment-fixtures';

const USERS = /* GraphQL */ `
  query Users($first: Int, $after: String, $search: String) {
    users(first: $first, after: $after, search: $search) {
      totalCount
      pageInfo { hasNextPage endCursor }
      edges { cursor node { id fullName email } }
    }
  }`;
const LEARNERS = /* GraphQL */ `
  query Learners($first: Int, $search: String) {
    users(first: $first, search: $search) {
      totalCount
      edges {
        node {
          id fullName email role createdAt
          subscription { status currentPeriodEnd }
          lastActivityAt
          paymentSummary { count totalAmount currency formattedTotal }
          courseProgress { course { id title } completedLectures totalLectures percent lastWatchedAt }
        }
      }
    }
  }`;

interface Node {
  id: string;
  fullName: string;
  email: string;
}
type UsersData = {
  users: {
    totalCount: number;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
    edges: { cursor: string; node: Node }[];
  };
};
interface LearnerNode extends Node {
  role: string;
  subscription: { status: string; currentPeriodEnd: string | null };
  lastActivityAt: string | null;
  paymentSummary: { count: number; totalAmount: number; currency: string; formattedTotal: string };
  courseProgress: {
    course: { id: string; title: string };
    completedLectures: number;
    totalLectures: number;
    percent: number;
    lastWatchedAt: string;
  }[];
}
interface LearnersData {
  users: { totalCount: number; edges: { node: LearnerNode }[] };
}

let app: TestApp;
let admin: string;

beforeAll(async () => {
  app = await startTestApp();
  admin = (await createUser(app, { role: 'ADMIN', fullName: 'Directory Admin' })).token;
});
afterAll(() => app.close());

const listUsers = (variables: Record<string, unknown>, token: string | undefined = admin) =>
  gql<UsersData>(app, USERS, variables, { token });

/** Accounts whose names carry `tag` (so a search finds exactly them), each created after the previous. */
async function createTagged(tag: string, count: number) {
  const users = [];
  for (let index = 0; index < count; index += 1) {
    users.push((await createUser(app, { fullName: `${tag} Learner ${index}` })).user);
  }
  return users;
}

const execute = (sql: string, params: unknown[] = []) => app.orm.em.fork().getConnection().execute(sql, params);

/** A learner's place in a lecture, as a save writes it. */
const saveProgress = (userId: string, lecture: { id: string; course: { id: string } }, completed: boolean) =>
  execute(
    `insert into lecture_progress (user_id, lecture_id, course_id, position_seconds, completed_at, updated_at)
     values (?, ?, ?, 12, ${completed ? 'now()' : 'null'}, now())`,
    [userId, lecture.id, lecture.course.id],
  );

function expectOk<T>(response: GqlResponse<T>): T {
  expect(response.errors).toBeUndefined();
  return response.data as T;
}

describe('users (the admin list of accounts)', () => {
  it('pages newest first with opaque cursors, no row twice and none skipped while accounts come and go', async () => {
    const tag = `Paging${randomUUID().slice(0, 8)}`;
    const made = await createTagged(tag, 7);
    // Four share one instant, to the microsecond (below what a JS Date holds): the id breaks the tie across pages.
    await execute(`update users set created_at = '2020-01-01T00:00:00.123456Z' where id in (?, ?, ?, ?)`, [
      made[2]!.id,
      made[3]!.id,
      made[4]!.id,
      made[5]!.id,
    ]);
    await execute(`update users set created_at = '2020-01-01T00:00:00.123457Z' where id = ?`, [made[6]!.id]);
    await execute(`update users set created_at = '2020-01-01T00:00:00.123455Z' where id in (?, ?)`, [
      made[0]!.id,
      made[1]!.id,
    ]);
    const byNewest = [made[6]!, ...[made[2]!, made[3]!, made[4]!, made[5]!].sort((a, b) => (a.id < b.id ? 1 : -1))];
    byNewest.push(...[made[0]!, made[1]!].sort((a, b) => (a.id < b.id ? 1 : -1)));

    const first = expectOk(await listUsers({ first: 3, search: tag })).users;
    expect(first.totalCount).toBe(7);
    expect(first.pageInfo.hasNextPage).toBe(true);
    expect(first.pageInfo.endCursor).toBe(first.edges.at(-1)?.cursor);
    expect(first.edges.map((edge) => edge.node.id)).toEqual(byNewest.slice(0, 3).map((user) => user.id));
    // Opaque: nothing of the row reads through.
    expect(first.pageInfo.endCursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(first.pageInfo.endCursor).not.toContain(byNewest[2]!.id);

    // Between pages: two accounts arrive (newer than any listed) and one already shown is deleted.
    const arrived = await createTagged(tag, 2);
    await execute('delete from users where id = ?', [byNewest[0]!.id]);

    const second = expectOk(await listUsers({ first: 3, after: first.pageInfo.endCursor, search: tag })).users;
    expect(second.totalCount).toBe(8);
    const third = expectOk(await listUsers({ first: 3, after: second.pageInfo.endCursor, search: tag })).users;
    expect(third.pageInfo).toEqual({ hasNextPage: false, endCursor: third.edges.at(-1)?.cursor });

    const seen = [...first.edges, ...second.edges, ...third.edges].map((edge) => edge.node.id);
    expect(seen).toEqual(byNewest.map((user) => user.id));
    expect(seen.filter((id) => arrived.some((user) => user.id === id))).toEqual([]);

    // The arrivals are on a first page asked for now.
    const fresh = expectOk(await listUsers({ first: 2, search: tag })).users;
    expect(fresh.edges.map((edge) => edge.node.id).sort()).toEqual(arrived.map((user) => user.id).sort());

    // An empty page after the last row.
    const after = expectOk(await listUsers({ first: 3, after: third.pageInfo.endCursor, search: tag })).users;
    expect(after).toEqual({ totalCount: 8, pageInfo: { hasNextPage: false, endCursor: null }, edges: [] });
  });

  it('gives 24 by default and at most 100; first: 101, 0 or -1 is BAD_USER_INPUT', async () => {
    const tag = `Size${randomUUID().slice(0, 8)}`;
    await createTagged(tag, 25);
    const page = expectOk(await listUsers({ search: tag })).users;
    expect(page.edges).toHaveLength(24);
    expect(page.pageInfo.hasNextPage).toBe(true);
    expect(expectOk(await listUsers({ first: 100, search: tag })).users.edges).toHaveLength(25);
    for (const first of [101, 0, -1]) {
      const refused = await listUsers({ first, search: tag });
      expect(errorCode(refused)).toBe('BAD_USER_INPUT');
      expect(refused.errors?.[0]).toMatchObject({
        message: 'first must be a whole number from 1 to 100',
        extensions: { field: 'first' },
      });
    }
  });

  it('refuses a cursor it did not make with BAD_USER_INPUT', async () => {
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const bad = [
      'not a cursor',
      'bm90IGpzb24', // "not json"
      encode({ k: 'courses:newest', v: ['2030-01-01T00:00:00.000000Z', randomUUID()] }),
      encode({ k: 'users:newest', v: ['2030-01-01', randomUUID()] }),
      encode({ k: 'users:newest', v: ['2030-01-01T00:00:00.000000Z', 'not-a-uuid'] }),
      encode({ k: 'users:newest', v: ['2030-01-01T00:00:00.000000Z'] }),
      encode({ k: 'users:newest', v: ["2030-01-01T00:00:00.000000Z'; drop table users; --", randomUUID()] }),
      encode(null),
      'A'.repeat(5000),
    ];
    for (const after of bad) {
      const refused = await listUsers({ after });
      expect({ after, code: errorCode(refused), field: refused.errors?.[0]?.extensions?.field }).toEqual({
        after,
        code: 'BAD_USER_INPUT',
        field: 'after',
      });
      expect(refused.errors?.[0]?.message).toBe('after is not a cursor of this list');
    }
    // A well-formed cursor of this list works even when its row is gone.
    const made = encode({ k: 'users:newest', v: ['2000-01-01T00:00:00.000000Z', randomUUID()] });
    expect(expectOk(await listUsers({ after: made })).users.edges).toEqual([]);
  });

  it('searches names and emails, any case, as a substring; % and _ match themselves', async () => {
    const tag = randomUUID().slice(0, 8);
    const ada = await createUser(app, { fullName: 'Ada Lovelace', email: `ada.${tag}@analytical.example` });
    const grace = await createUser(app, { fullName: `Grace Hopper ${tag}`, email: `grace-${tag}@navy.example` });
    await createUser(app, { fullName: `Percent 100% ${tag}`, email: `pct-${tag}@example.com` });
    const ids = async (search: string) =>
      expectOk(await listUsers({ search, first: 100 })).users.edges.map((edge) => edge.node.id);

    expect(await ids(`ADA.${tag.toUpperCase()}`)).toEqual([ada.user.id]);
    expect(await ids(`hopper ${tag}`)).toEqual([grace.user.id]);
    expect(await ids(`${tag}@NAVY`)).toEqual([grace.user.id]);
    expect(await ids(`%${tag}`)).toEqual([]);
    expect(await ids(`100%_${tag}`)).toEqual([]);
    expect((await ids(`100% ${tag}`)).length).toBe(1);
    // Blank is no search: every account.
    const all = expectOk(await listUsers({ search: '   ', first: 1 })).users.totalCount;
    expect(all).toBeGreaterThanOrEqual(4);
    expect(errorCode(await listUsers({ search: 'x'.repeat(201) }))).toBe('BAD_USER_INPUT');
  });

  it('is for ADMINs only, and so are the payments, progress and activity of a user', async () => {
    const learner = await createUser(app, { subscriptionStatus: 'active' });
    expect(errorCode(await gql(app, USERS, {}))).toBe('UNAUTHENTICATED');
    expect(errorCode(await listUsers({}, learner.token))).toBe('FORBIDDEN');
    for (const field of ['paymentSummary { count }', 'courseProgress { percent }', 'lastActivityAt']) {
      const own = await gql<{ me: Record<string, unknown> }>(
        app,
        `query Own { me { id ${field} } }`,
        {},
        { token: learner.token },
      );
      expect({ field, code: errorCode(own) }).toEqual({ field, code: 'FORBIDDEN' });
      // Only the field is refused: the rest of the answer stands.
      expect(own.data?.me.id).toBe(learner.user.id);
    }
  });

  it("shows each learner's subscription, payments, progress per course and last activity", async () => {
    const tag = `Details${randomUUID().slice(0, 8)}`;
    const { user } = await createUser(app, { fullName: `${tag} Learner`, subscriptionStatus: 'active' });
    const idle = await createUser(app, { fullName: `${tag} Idle` });
    await execute('delete from sessions where user_id = ?', [idle.user.id]);
    const periodEnd = new Date(Date.UTC(2031, 5, 1));
    await execute('update users set current_period_end = ? where id = ?', [periodEnd, user.id]);
    await createPayment(app, user, { paidAt: new Date(Date.UTC(2025, 0, 10)), status: 'refunded' });
    await createPayment(app, user, { paidAt: new Date(Date.UTC(2026, 0, 10)), amount: 49_900 });
    const react = await createCourse(app, { title: `${tag} React` }, { lectures: 4 });
    const figma = await createCourse(app, { title: `${tag} Figma` }, { lectures: 2 });
    await saveProgress(user.id, react.lectures[0]!, true);
    await saveProgress(user.id, react.lectures[1]!, false);
    // The Figma course is the one watched last.
    await execute(
      `insert into lecture_progress (user_id, lecture_id, course_id, position_seconds, completed_at, updated_at)
       values (?, ?, ?, 30, now(), now() + interval '1 hour')`,
      [user.id, figma.lectures[0]!.id, figma.course.id],
    );

    const { users } = expectOk(await gql<LearnersData>(app, LEARNERS, { search: tag }, { token: admin }));
    expect(users.totalCount).toBe(2);
    const [idleNode, learner] = users.edges.map((edge) => edge.node);
    expect(learner).toMatchObject({
      id: user.id,
      role: 'USER',
      subscription: { status: 'active', currentPeriodEnd: periodEnd.toISOString() },
      paymentSummary: { count: 2, totalAmount: 49_900, currency: 'INR', formattedTotal: '₹499' },
      courseProgress: [
        { course: { id: figma.course.id, title: `${tag} Figma` }, completedLectures: 1, totalLectures: 2, percent: 50 },
        { course: { id: react.course.id, title: `${tag} React` }, completedLectures: 1, totalLectures: 4, percent: 25 },
      ],
    });
    // The later of the session's last use (now) and the last progress saved (an hour ahead here).
    const lastWatched = learner!.courseProgress[0]!.lastWatchedAt;
    expect(new Date(lastWatched).getTime()).toBeGreaterThan(Date.now() + 50 * 60_000);
    expect(learner!.lastActivityAt).toBe(lastWatched);
    expect(idleNode).toMatchObject({
      id: idle.user.id,
      lastActivityAt: null,
      paymentSummary: { count: 0, totalAmount: 0, formattedTotal: '₹0' },
      courseProgress: [],
      subscription: { status: 'inactive', currentPeriodEnd: null },
    });
  });

  it('answers a page with its payments, progress and activity in the same SQL statements for 5 or 30 users', async () => {
    const course = await createCourse(app, {}, { lectures: 2 });
    const statements = async (count: number) => {
      const tag = `Count${count}x${randomUUID().slice(0, 8)}`;
      for (const user of await createTagged(tag, count)) {
        await createPayment(app, user);
        await createPayment(app, user, { status: 'refunded' });
        await saveProgress(user.id, course.lectures[0]!, true);
      }
      const { result, queries } = await app.captureQueries(() =>
        gql<LearnersData>(app, LEARNERS, { search: tag, first: 30 }, { token: admin }),
      );
      const page = expectOk(result).users;
      expect(page.edges).toHaveLength(count);
      expect(page.edges.every(({ node }) => node.paymentSummary.count === 2 && node.courseProgress.length === 1)).toBe(
        true,
      );
      return queries.length;
    };
    const few = await statements(5);
    expect(await statements(30)).toBe(few);
    // The session, the page and its count, the payment totals, the last session uses and progress saves, the progress rows
    // grouped by course and their courses.
    expect(few).toBe(8);
  });
});
