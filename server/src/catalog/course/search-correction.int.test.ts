import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCourse } from '../../../test/course-factories';
import { gql } from '../../../test/graphql-client';
import { startTestApp, type TestApp } from '../../../test/harness';
import { type RestClient, restClient } from '../../../test/rest-client';
import type { CourseTables } from './course.entity';

const SEARCH = /* GraphQL */ `
  query CorrectedSearch($first: Int, $after: String, $search: String, $category: String) {
    courses(first: $first, after: $after, search: $search, category: $category) {
      correctedSearch
      totalCount
      facets { category count }
      pageInfo { hasNextPage endCursor }
      edges { node { title } }
    }
  }`;

interface Answer {
  correctedSearch: string | null;
  totalCount: number;
  facets: { category: string; count: number }[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  edges: { node: { title: string } }[];
}

describe('a search that matches nothing is corrected to the closest words of the catalogue', () => {
  let app: TestApp;
  let rest: RestClient;
  const search = async (variables: Record<string, unknown>) => {
    const response = await gql<{ courses: Answer }>(app, SEARCH, variables);
    expect(response.errors).toBeUndefined();
    const courses = response.data!.courses;
    return { ...courses, titles: courses.edges.map(({ node }) => node.title) };
  };

  beforeAll(async () => {
    app = await startTestApp();
    rest = restClient(app);
    await createCourse(app, { title: 'React Hooks in Depth', category: 'Web Development' });
    await createCourse(app, { title: 'React Native Apps', category: 'Mobile' });
    await createCourse(app, { title: 'Python Basics', category: 'Data Science', createdBy: 'Guido Rossum' });
    await createCourse(app, { title: 'Java for Beginners', category: 'Web Development' });
  });
  afterAll(() => app.close());

  it("finds what a typo meant, says so, and counts the corrected search: 'raect' is 'react'", async () => {
    const found = await search({ search: 'raect' });
    expect(found).toMatchObject({
      correctedSearch: 'react',
      totalCount: 2,
      facets: [
        { category: 'Mobile', count: 1 },
        { category: 'Web Development', count: 1 },
      ],
    });
    expect(found.titles.sort()).toEqual(['React Hooks in Depth', 'React Native Apps']);
  });

  it('corrects only the words no course has, and keeps the others as typed', async () => {
    expect(await search({ search: 'Pyhton basics' })).toMatchObject({
      correctedSearch: 'python basics',
      titles: ['Python Basics'],
    });
    expect(await search({ search: 'rossum pyton' })).toMatchObject({
      correctedSearch: 'rossum python',
      titles: ['Python Basics'],
    });
  });

  it('leaves a search that finds courses, and one with nothing close, as typed', async () => {
    for (const typed of ['react', 'rea', 'REACT native']) {
      const found = await search({ search: typed });
      expect(found.correctedSearch, typed).toBeNull();
      expect(found.totalCount, typed).toBeGreaterThan(0);
    }
    // Too many edits away, and too short to correct safely.
    for (const typed of ['quantum', 'raecttt', 'jv']) {
      expect(await search({ search: typed }), typed).toMatchObject({
        correctedSearch: null,
        totalCount: 0,
        titles: [],
      });
    }
  });

  it('pages through a corrected search with the cursors it gave, the category filter applying to the corrected one', async () => {
    const first = await search({ search: 'raect', first: 1 });
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = await search({ search: 'raect', first: 1, after: first.pageInfo.endCursor });
    expect(second).toMatchObject({ correctedSearch: 'react', pageInfo: { hasNextPage: false } });
    expect([...first.titles, ...second.titles].sort()).toEqual(['React Hooks in Depth', 'React Native Apps']);

    // The words matched no course in any category, so the correction is made whatever the filter.
    expect(await search({ search: 'raect', category: 'Mobile' })).toMatchObject({
      correctedSearch: 'react',
      totalCount: 1,
      titles: ['React Native Apps'],
    });
  });

  it("learns a new course's words and forgets a deleted one's", async () => {
    expect((await search({ search: 'kubernetis' })).correctedSearch).toBeNull();
    const { course } = await createCourse(app, { title: 'Kubernetes Operations', category: 'DevOps' });
    expect(await search({ search: 'kubernetis' })).toMatchObject({
      correctedSearch: 'kubernetes',
      titles: ['Kubernetes Operations'],
    });
    await app.orm.em.fork().getKysely<CourseTables>().deleteFrom('courses').where('id', '=', course.id).execute();
    expect(await search({ search: 'kubernetis' })).toMatchObject({ correctedSearch: null, totalCount: 0 });
  });

  it('spends two statements more than a search as typed, only when nothing matched', async () => {
    // Beside the catalogue cache's version lookup, which an anonymous read makes first.
    const catalogue = (queries: string[]) =>
      queries.filter((sql) => !/^select "version" from "catalog_version"/.test(sql));
    await gql(app, SEARCH, { search: 'react' });
    // Another page size: not the answer the catalogue cache now keeps.
    const typed = await app.captureQueries(() => gql(app, SEARCH, { search: 'react', first: 10 }));
    const corrected = await app.captureQueries(() => gql(app, SEARCH, { search: 'raect' }));
    // A search whose ranking and facets are kept (search-ranking.ts) reads its page alone; a typo adds the empty
    // ranking of the search as typed and the vocabulary, and its corrected page comes from the ranking kept for 'react'.
    expect(catalogue(typed.queries)).toHaveLength(1);
    expect(catalogue(corrected.queries)).toHaveLength(3);
    expect(corrected.queries.filter((sql) => /course_search_words/.test(sql))).toHaveLength(1);
  });

  it('tells REST callers too', async () => {
    const response = await rest.get('/courses?search=raect');
    expect(response.status).toBe(200);
    expect(response.body.correctedSearch).toBe('react');
    expect(response.body.courses.map((course: { title: string }) => course.title).sort()).toEqual([
      'React Hooks in Depth',
      'React Native Apps',
    ]);
    expect((await rest.get('/courses?search=react')).body.correctedSearch).toBeNull();
  });
});
