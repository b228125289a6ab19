import { createUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/harness';
import { COURSE_CATALOG_QUERY } from '../lib/http';
import { seedCourses, seedLectures, seedPayments } from '../lib/seed';

const LECTURES_QUERY = `query CourseLecturesQuery($courseId: ID!) {
  lectures(courseId: $courseId) { id courseId title description videoUrl position __typename }
}`;
const DASHBOARD_QUERY = `query AdminDashboardQuery {
  stats { allUsersCount subscribedUsersCount monthlySales totalRevenue collectedRevenue currency year message __typename }
  courses(first: 24) {
    totalCount
    pageInfo { hasNextPage endCursor __typename }
    edges { cursor node { id title category createdBy thumbnailUrl numberOfLectures __typename } __typename }
    __typename
  }
}`;

export interface QueryCount {
  rows: string;
  statements: number;
  sql: string[];
}

export interface QueryCase {
  name: string;
  transport: 'GraphQL' | 'REST';
  small: QueryCount;
  large: QueryCount;
}

export interface QueriesResult {
  cases: QueryCase[];
  notes: string[];
}

interface Operation {
  name: string;
  transport: 'GraphQL' | 'REST';
  rows: (size: Size) => string;
  run(app: TestApp): Promise<Response>;
}

interface Size {
  courses: number;
  lectures: number;
  payments: number;
}
const SMALL: Size = { courses: 5, lectures: 2, payments: 10 };
const LARGE: Size = { courses: 50, lectures: 50, payments: 1000 };

const post = (app: TestApp, query: string, variables: Record<string, unknown>, token?: string) =>
  fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
    body: JSON.stringify({ query, variables }),
  });

/**
 * SQL statements per operation at two data sizes, counted in-process by the harness (captureQueries):
 * the real app over its own PostgreSQL database, the authentication lookup included.
 */
export async function runQueries(log: (line: string) => void): Promise<QueriesResult> {
  const app = await startTestApp();
  try {
    const admin = await createUser(app, { role: 'ADMIN' });
    const learner = await createUser(app, { subscriptionStatus: 'active' });
    const [lectured] = await seedCourses(app.orm, SMALL.courses, (index) => (index === 0 ? SMALL.lectures : 1));
    await seedPayments(app.orm, SMALL.payments);
    const courseId = lectured!.id;

    const operations: Operation[] = [
      {
        name: 'catalogue (`courses`)',
        transport: 'GraphQL',
        rows: (size) => `${size.courses} courses`,
        run: () => post(app, COURSE_CATALOG_QUERY, { search: null, category: null }),
      },
      {
        name: 'lecture list (`lectures`, subscriber)',
        transport: 'GraphQL',
        rows: (size) => `${size.lectures} lectures`,
        run: () => post(app, LECTURES_QUERY, { courseId }, learner.token),
      },
      {
        name: 'dashboard (`stats` + `courses`, admin)',
        transport: 'GraphQL',
        rows: (size) => `${size.courses} courses, ${size.payments} payments`,
        run: () => post(app, DASHBOARD_QUERY, {}, admin.token),
      },
    ];
    const notes: string[] = [];
    const restGet = (path: string, token?: string) => () =>
      fetch(`${app.url}/api/v1${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
    const rest = await restGet('/courses')();
    await rest.arrayBuffer();
    if (rest.status === 200) {
      operations.push(
        {
          name: 'catalogue (GET /api/v1/courses)',
          transport: 'REST',
          rows: (size) => `${size.courses} courses`,
          run: restGet('/courses'),
        },
        {
          name: 'lecture list (GET /api/v1/courses/:id, subscriber)',
          transport: 'REST',
          rows: (size) => `${size.lectures} lectures`,
          run: restGet(`/courses/${courseId}`, learner.token),
        },
        {
          name: 'dashboard users (GET /api/v1/admin/stats/users, admin)',
          transport: 'REST',
          rows: (size) => `${size.payments} payments`,
          run: restGet('/admin/stats/users', admin.token),
        },
        {
          name: 'dashboard sales (GET /api/v1/payments/get-monthly-payments, admin)',
          transport: 'REST',
          rows: (size) => `${size.payments} payments`,
          run: restGet('/payments/get-monthly-payments', admin.token),
        },
      );
    } else {
      notes.push(`REST /api/v1/courses answered ${rest.status}: the REST operations were not counted`);
    }

    const small = await countAll(app, operations, SMALL);
    await seedCourses(app.orm, LARGE.courses - SMALL.courses);
    await seedLectures(app.orm, courseId, SMALL.lectures, LARGE.lectures - SMALL.lectures);
    await seedPayments(app.orm, LARGE.payments - SMALL.payments);
    const large = await countAll(app, operations, LARGE);
    const cases = operations.map((operation, index) => ({
      name: operation.name,
      transport: operation.transport,
      small: small[index]!,
      large: large[index]!,
    }));
    for (const each of cases) {
      log(`  ${each.transport} ${each.name}: ${each.small.statements} → ${each.large.statements} statements`);
    }
    return { cases, notes };
  } finally {
    await app.close();
  }
}

async function countAll(app: TestApp, operations: Operation[], size: Size): Promise<QueryCount[]> {
  const counts: QueryCount[] = [];
  for (const operation of operations) {
    await (await operation.run(app)).arrayBuffer(); // warm: schema caches, prepared plans, the viewer's first lookup
    const { result, queries } = await app.captureQueries(async () => {
      const response = await operation.run(app);
      return { status: response.status, body: await response.text() };
    });
    if (result.status !== 200 || /"errors"|"success":false/.test(result.body)) {
      throw new Error(`${operation.name} failed: HTTP ${result.status} ${result.body.slice(0, 300)}`);
    }
    counts.push({ rows: operation.rows(size), statements: queries.length, sql: queries.map(compact) });
  }
  return counts;
}

const compact = (sql: string) => sql.replace(/\s+/g, ' ').trim().slice(0, 400);
