import { CATALOGUE_CARD_FIELDS } from '@coursehub/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCourse } from '../../../test/course-factories';
import { type GqlResponse, gql } from '../../../test/graphql-client';
import { startTestApp, type TestApp } from '../../../test/harness';
import { type RestClient, restClient } from '../../../test/rest-client';
import type { CourseTables } from './course.entity';

/** Columns only a course's summary has: a card's list must not read them. */
const DETAIL_COLUMNS = ['subtitle', 'outcomes', 'requirements', 'instructor_bio', 'updated_at', 'auto_publish'];
const CARD = CATALOGUE_CARD_FIELDS.join(' ');
const DETAILS = 'subtitle outcomes requirements instructorBio instructorAvatarUrl autoPublish createdAt updatedAt';

/** The catalogue with its tally (which ranks a search and keeps its ranking), the nodes selected by `node`. */
const catalogue = (node: string, fragments = '') => /* GraphQL */ `
  query Catalogue($search: String, $sort: CourseSort) {
    courses(first: 10, search: $search, sort: $sort) { totalCount edges { cursor node { ${node} } } }
  }
  ${fragments}`;

type Node = Record<string, unknown>;
type Catalogue = { courses: { totalCount: number; edges: { node: Node }[] } };

const readsCourses = (queries: string[]) => queries.filter((sql) => /from "?courses"?/i.test(sql));
const readsDetails = (sql: string) => DETAIL_COLUMNS.some((column) => new RegExp(`"?c"?\\."?${column}"?`).test(sql));

describe('the columns a catalogue list reads', () => {
  let app: TestApp;
  let rest: RestClient;
  let course: { id: string };
  beforeAll(async () => {
    // Every request reads the database: no answer comes from the catalogue cache.
    app = await startTestApp({ CATALOG_CACHE_MB: '0' });
    rest = restClient(app);
    ({ course } = await createCourse(app, { title: 'Columnar databases' }, { lectures: 2 }));
    await app.orm.em
      .fork()
      .getKysely<CourseTables>()
      .updateTable('courses')
      .set({
        subtitle: 'Rows, pages and the bytes between',
        outcomes: sql<string[]>`${JSON.stringify(['Read a plan'])}::jsonb`,
        requirements: sql<string[]>`${JSON.stringify(['SQL'])}::jsonb`,
        instructor_bio: 'Writes databases',
      })
      .where('id', '=', course.id)
      .execute();
  });
  afterAll(() => app.close());

  const capture = (query: string, variables: Record<string, unknown>) =>
    app.captureQueries(() => gql<Catalogue>(app, query, variables));
  const nodeOf = (result: GqlResponse<Catalogue>) => {
    expect(result.errors).toBeUndefined();
    return result.data?.courses.edges.find(({ node }) => node.id === course.id)?.node;
  };

  // Without a search, the page statement; with one, the ranking's page by id (the tally keeps the ranking).
  for (const variables of [{}, { search: 'columnar' }]) {
    const what = 'search' in variables ? 'a ranked search' : 'the newest page';
    it(`reads a card's columns alone when the nodes ask for a card's fields, through a fragment too (${what})`, async () => {
      for (const query of [
        catalogue(`__typename ${CARD}`),
        catalogue('...Card', `fragment Card on Course { ${CARD} }`),
        catalogue('... on Course { id title }'),
      ]) {
        // Run by graphql-js the first time, compiled by graphql-jit from the second (jit-executor.ts).
        for (const _run of ['cold', 'compiled']) {
          const { result, queries } = await capture(query, variables);
          expect(nodeOf(result)).toMatchObject({ id: course.id, title: 'Columnar databases' });
          const reads = readsCourses(queries);
          expect(reads.length).toBeGreaterThan(0);
          expect(reads.filter(readsDetails), query).toEqual([]);
        }
      }
    });

    it(`reads a summary's columns when the nodes ask for more, directly or through any fragment (${what})`, async () => {
      for (const query of [
        catalogue(`id ${DETAILS}`),
        catalogue('id ...Details', `fragment Details on Course { ${DETAILS} }`),
        catalogue(`id ... on Course { ... @include(if: true) { ${DETAILS} } }`),
      ]) {
        for (const _run of ['cold', 'compiled']) {
          const { result, queries } = await capture(query, variables);
          expect(nodeOf(result)).toMatchObject({
            subtitle: 'Rows, pages and the bytes between',
            outcomes: ['Read a plan'],
            requirements: ['SQL'],
            instructorBio: 'Writes databases',
            instructorAvatarUrl: null,
            autoPublish: false,
            createdAt: expect.any(String),
            updatedAt: expect.any(String),
          });
          expect(readsCourses(queries).some(readsDetails), query).toBe(true);
        }
      }
    });
  }

  it('answers GET /api/v1/courses from a card’s columns', async () => {
    const { result, queries } = await app.captureQueries(() => rest.get('/courses'));
    expect(result.status).toBe(200);
    expect(result.body.courses).toContainEqual(
      expect.objectContaining({ _id: course.id, title: 'Columnar databases', numberOfLectures: 2 }),
    );
    expect(readsCourses(queries).filter(readsDetails)).toEqual([]);
  });
});
