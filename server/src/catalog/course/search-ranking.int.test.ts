import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCourse } from '../../../test/course-factories';
import { createUser } from '../../../test/factories';
import { type Credentials, type GqlResponse, gql } from '../../../test/graphql-client';
import { startTestApp, type TestApp } from '../../../test/harness';
import { restClient } from '../../../test/rest-client';

const SEARCH = /* GraphQL */ `
  query RankedSearch($first: Int, $after: String, $search: String, $category: String) {
    courses(first: $first, after: $after, search: $search, category: $category) {
      totalCount
      facets { category count }
      pageInfo { hasNextPage endCursor }
      edges { cursor node { id title category } }
    }
  }
`;

interface Answer {
  courses: {
    totalCount: number;
    facets: { category: string; count: number }[];
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
    edges: { cursor: string; node: { id: string; title: string; category: string } }[];
  };
}

type Args = { first?: number; after?: string | null; search: string; category?: string };

const titlesOf = (response: GqlResponse<Answer>) => response.data?.courses.edges.map(({ node }) => node.title);

/**
 * A search's ranking and facets are kept per catalogue version (search-ranking.ts): every test here reads a search
 * once so its ranking is kept, changes the catalogue, and expects the change on the very next read. The catalogue
 * cache is off, so every answer is built.
 */
describe('a search ranked once per catalogue version', () => {
  let app: TestApp;
  let admin: Credentials;
  const search = (args: Args, credentials?: Credentials) => gql<Answer>(app, SEARCH, args, credentials);

  beforeAll(async () => {
    app = await startTestApp({ CATALOG_CACHE_MB: '0' });
    admin = { token: (await createUser(app, { role: 'ADMIN' })).token };
    await createCourse(app, { title: 'Kafka Streams', category: 'Data Science' });
    await createCourse(app, { title: 'Intro', description: 'Mentions kafka once', category: 'Web Development' });
    await createCourse(app, { title: 'Kafka Connect', createdBy: 'Kafka Fan', category: 'Data Science' });
  });
  afterAll(() => app.close());

  it('ranks, pages and counts as PostgreSQL does, whether its ranking is read or kept', async () => {
    const cold = await search({ search: 'kafka' });
    const kept = await search({ search: 'kafka' });
    expect(kept.data).toEqual(cold.data);
    // Title and instructor first, a description-only match last (rank_vector).
    expect(titlesOf(kept)).toEqual(['Kafka Connect', 'Kafka Streams', 'Intro']);
    expect(kept.data?.courses.facets).toEqual([
      { category: 'Data Science', count: 2 },
      { category: 'Web Development', count: 1 },
    ]);
    // One at a time, following the cursors; and a category's page, with the search's facets still all of them.
    const titles: string[] = [];
    let after: string | null = null;
    for (let page = 0; page < 3; page += 1) {
      const answer: GqlResponse<Answer> = await search({ search: 'kafka', first: 1, after });
      titles.push(...(titlesOf(answer) ?? []));
      expect(answer.data?.courses.pageInfo.hasNextPage).toBe(page < 2);
      after = answer.data?.courses.pageInfo.endCursor ?? null;
    }
    expect(titles).toEqual(['Kafka Connect', 'Kafka Streams', 'Intro']);
    const design = await search({ search: 'kafka', category: 'Data Science', first: 1 });
    expect(titlesOf(design)).toEqual(['Kafka Connect']);
    expect(design.data?.courses.totalCount).toBe(2);
    const next = await search({
      search: 'kafka',
      category: 'Data Science',
      after: design.data?.courses.pageInfo.endCursor,
    });
    expect(titlesOf(next)).toEqual(['Kafka Streams']);
  });

  it('shows a new course, a renamed one and their counts on the very next search', async () => {
    await search({ search: 'kafka' });
    const added = await createCourse(app, { title: 'Kafka Security', category: 'Design' });
    const afterAdding = await search({ search: 'kafka' });
    expect(titlesOf(afterAdding)).toContain('Kafka Security');
    expect(afterAdding.data?.courses.facets).toContainEqual({ category: 'Design', count: 1 });
    expect(afterAdding.data?.courses.totalCount).toBe(4);
    await app.orm.em.fork().execute('update courses set title = ? where id = ?', ['Zookeeper', added.course.id]);
    const afterRenaming = await search({ search: 'kafka' });
    expect(titlesOf(afterRenaming)).not.toContain('Kafka Security');
    expect(afterRenaming.data?.courses.facets).not.toContainEqual({ category: 'Design', count: 1 });
    expect(afterRenaming.data?.courses.totalCount).toBe(3);
  });

  it('gives REST the kept ranking of this edition only: after a write it reads the page as before', async () => {
    const rest = restClient(app);
    const titles = async () =>
      ((await rest.get('/courses?search=kafka')).body.courses as { title: string }[]).map(({ title }) => title);
    await search({ search: 'kafka' });
    expect(await titles()).toEqual(titlesOf(await search({ search: 'kafka' })));
    await createCourse(app, { title: 'Kafka Operations', category: 'Design' });
    expect(await titles()).toContain('Kafka Operations');
  });

  it("never shows a draft to a learner, nor hides it from an ADMIN, whoever's ranking was kept first", async () => {
    const draft = await createCourse(app, { title: 'Kafka Drafted', status: 'DRAFT', category: 'Unreleased' });
    const { token } = await createUser(app);
    for (const order of [
      [undefined, admin],
      [admin, { token }],
    ]) {
      for (const credentials of [...order, ...order]) {
        const answer = await search({ search: 'kafka' }, credentials);
        const seesDraft = credentials === admin;
        expect(answer.data?.courses.edges.some(({ node }) => node.id === draft.course.id)).toBe(seesDraft);
        expect(answer.data?.courses.facets.some(({ category }) => category === 'Unreleased')).toBe(seesDraft);
      }
    }
    // Published, everyone sees it at once; unpublished again, learners no longer do.
    await app.orm.em.fork().execute(`update courses set status = 'PUBLISHED' where id = ?`, [draft.course.id]);
    expect(titlesOf(await search({ search: 'kafka' }))).toContain('Kafka Drafted');
    await app.orm.em.fork().execute(`update courses set status = 'DRAFT' where id = ?`, [draft.course.id]);
    expect(titlesOf(await search({ search: 'kafka' }))).not.toContain('Kafka Drafted');
  });

  it('keeps one ranking per database: another app with the same catalogue version finds its own courses', async () => {
    const other = await startTestApp({ CATALOG_CACHE_MB: '0' });
    try {
      await createCourse(other, { title: 'Kafka Elsewhere' });
      // Both databases' versions are small counters: make them equal, so only the database tells the rankings apart.
      const versionOf = async (of: TestApp) =>
        String((await of.orm.em.fork().execute('select version from catalog_version'))[0]?.version);
      await search({ search: 'kafka' });
      await other.orm.em.fork().execute('update catalog_version set version = ?', [await versionOf(app)]);
      expect(await versionOf(other)).toBe(await versionOf(app));
      const elsewhere = await gql<Answer>(other, SEARCH, { search: 'kafka' });
      expect(titlesOf(elsewhere)).toEqual(['Kafka Elsewhere']);
    } finally {
      await other.close();
    }
  });
});
