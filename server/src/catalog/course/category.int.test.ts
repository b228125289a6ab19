import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCourse } from '../../../test/course-factories';
import { createUser } from '../../../test/factories';
import { errorCode, errorMessage, gql } from '../../../test/graphql-client';
import { startTestApp, type TestApp } from '../../../test/harness';
import { restClient } from '../../../test/rest-client';

const MANAGED = /* GraphQL */ `query Managed { managedCategories { name courseCount publishedCount } }`;
const CREATE = /* GraphQL */ `mutation Create($name: String!) { createCategory(name: $name) { name courseCount } }`;
const RENAME = /* GraphQL */ `
  mutation Rename($name: String!, $newName: String!) { renameCategory(name: $name, newName: $newName) { name courseCount } }`;
const MERGE = /* GraphQL */ `
  mutation Merge($sources: [String!]!, $into: String!) { mergeCategories(sources: $sources, into: $into) { name courseCount publishedCount } }`;
const DELETE = /* GraphQL */ `mutation Delete($name: String!) { deleteCategory(name: $name) { name success } }`;
const CATEGORIES = /* GraphQL */ `query Categories { categories courses { facets { category count } } }`;
const COURSE = /* GraphQL */ `query Course($id: ID!) { course(id: $id) { category } }`;

let app: TestApp;
let admin: { token: string };
let learner: { token: string };

beforeAll(async () => {
  app = await startTestApp();
  admin = await createUser(app, { role: 'ADMIN' });
  learner = await createUser(app);
});
afterAll(() => app.close());

const managed = async () =>
  (
    await gql<{ managedCategories: { name: string; courseCount: number; publishedCount: number }[] }>(
      app,
      MANAGED,
      {},
      admin,
    )
  ).data?.managedCategories;

describe('managed categories', () => {
  it('are unique ignoring case: a course given another case joins the existing category', async () => {
    expect((await gql(app, CREATE, { name: '  Design ' }, admin)).data).toEqual({
      createCategory: { name: 'Design', courseCount: 0 },
    });
    const again = await gql(app, CREATE, { name: 'design' }, admin);
    expect(errorCode(again)).toBe('CONFLICT');
    expect(errorMessage(again)).toBe('A category named "Design" already exists');
    const { course } = await createCourse(app, { category: 'DESIGN' }, { lectures: 1 });
    expect((await gql(app, COURSE, { id: course.id })).data).toEqual({ course: { category: 'Design' } });
    expect(await managed()).toContainEqual({ name: 'Design', courseCount: 1, publishedCount: 1 });
  });

  it('are renamed in every course, GraphQL and REST keeping the category string', async () => {
    const first = await createCourse(app, { category: 'Cooking' }, { lectures: 1 });
    const second = await createCourse(app, { category: 'Cooking' }, { lectures: 1 });
    expect(errorCode(await gql(app, RENAME, { name: 'Cooking', newName: 'design' }, admin))).toBe('CONFLICT');
    expect((await gql(app, RENAME, { name: 'Cooking', newName: 'Culinary Arts' }, admin)).data).toEqual({
      renameCategory: { name: 'Culinary Arts', courseCount: 2 },
    });
    for (const { course } of [first, second]) {
      expect((await gql(app, COURSE, { id: course.id })).data).toEqual({ course: { category: 'Culinary Arts' } });
    }
    const listed = await restClient(app).get('/courses');
    const categories = listed.body.courses.map((course: { category: string }) => course.category);
    expect(categories).toContain('Culinary Arts');
    expect(categories).not.toContain('Cooking');
    const { data } = await gql<{ categories: string[]; courses: { facets: { category: string; count: number }[] } }>(
      app,
      CATEGORIES,
    );
    expect(data?.categories).toContain('Culinary Arts');
    expect(data?.categories).not.toContain('Cooking');
    expect(data?.courses.facets).toContainEqual({ category: 'Culinary Arts', count: 2 });
    // A change of case alone is a rename too.
    expect((await gql(app, RENAME, { name: 'Culinary Arts', newName: 'culinary arts' }, admin)).data).toEqual({
      renameCategory: { name: 'culinary arts', courseCount: 2 },
    });
  });

  it('are merged: the courses move, the sources go, the counts follow', async () => {
    await createCourse(app, { category: 'Maths' }, { lectures: 1 });
    await createCourse(app, { category: 'Mathematics' }, { lectures: 1 });
    await createCourse(app, { category: 'Mathematics', status: 'DRAFT' });
    expect((await gql(app, MERGE, { sources: ['Maths', 'Mathematics'], into: 'Mathematics' }, admin)).data).toEqual({
      mergeCategories: { name: 'Mathematics', courseCount: 3, publishedCount: 2 },
    });
    const names = (await managed())?.map((category) => category.name);
    expect(names).toContain('Mathematics');
    expect(names).not.toContain('Maths');
    const { data } = await gql<{ courses: { facets: { category: string; count: number }[] } }>(app, CATEGORIES);
    expect(data?.courses.facets).toContainEqual({ category: 'Mathematics', count: 2 });
    expect(data?.courses.facets.map((facet) => facet.category)).not.toContain('Maths');
    expect(errorCode(await gql(app, MERGE, { sources: ['Nowhere'], into: 'Mathematics' }, admin))).toBe('NOT_FOUND');
  });

  it('are deleted only when unused', async () => {
    await createCourse(app, { category: 'Pottery' });
    const refused = await gql(app, DELETE, { name: 'Pottery' }, admin);
    expect(errorCode(refused)).toBe('CONFLICT');
    expect(errorMessage(refused)).toBe('"Pottery" still has 1 course: merge it into another category instead');
    await gql(app, CREATE, { name: 'Empty' }, admin);
    expect((await gql(app, DELETE, { name: 'Empty' }, admin)).data).toEqual({
      deleteCategory: { name: 'Empty', success: true },
    });
    expect((await managed())?.map((category) => category.name)).not.toContain('Empty');
    expect(errorCode(await gql(app, DELETE, { name: 'Empty' }, admin))).toBe('NOT_FOUND');
  });

  it('are managed by ADMINs only, with names checked', async () => {
    for (const [query, variables] of [
      [MANAGED, {}],
      [CREATE, { name: 'X' }],
      [RENAME, { name: 'Design', newName: 'Y' }],
      [MERGE, { sources: ['Design'], into: 'Design' }],
      [DELETE, { name: 'Design' }],
    ] as const) {
      expect(errorCode(await gql(app, query, variables)), query).toBe('UNAUTHENTICATED');
      expect(errorCode(await gql(app, query, variables, learner)), query).toBe('FORBIDDEN');
    }
    expect(errorCode(await gql(app, CREATE, { name: '   ' }, admin))).toBe('BAD_USER_INPUT');
    expect(errorCode(await gql(app, CREATE, { name: 'x'.repeat(201) }, admin))).toBe('BAD_USER_INPUT');
  });
});
