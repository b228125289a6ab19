import { describe, expect, it } from 'vitest';
import { createCache } from '../../../../app/apollo/client';
import { catalogPage, catalogVariables, makeCourse, type TestCourse } from '../../../../test/courseFixtures';
import { CourseCatalogQuery, CourseCategoriesQuery } from '../documents';
import { addCourseToCatalog, catalogArgs, removeCourseFromCatalog } from './catalogCache';

const web = makeCourse({ id: 'c-web', category: 'Web' });
const design = makeCourse({ id: 'c-design', category: 'Design' });
const doomed = makeCourse({ id: 'c-doomed', category: 'Design' });

type Filter = Parameters<typeof catalogVariables>[0];

function write(cache: ReturnType<typeof createCache>, filter: Filter, courses: TestCourse[], more = {}) {
  cache.writeQuery({
    query: CourseCatalogQuery,
    variables: catalogVariables(filter),
    data: { courses: catalogPage(courses, more) },
  });
}

const read = (cache: ReturnType<typeof createCache>, filter: Filter) =>
  cache.readQuery({ query: CourseCatalogQuery, variables: catalogVariables(filter) })?.courses ?? null;
const ids = (cache: ReturnType<typeof createCache>, filter: Filter) =>
  read(cache, filter)?.edges.map((edge) => edge.node.id) ?? null;

describe('the courses type policy', () => {
  it('appends a later page after its cursor, and a first page replaces the list', () => {
    const cache = createCache();
    write(cache, {}, [web], { totalCount: 3, hasNextPage: true });
    write(cache, { after: 'cursor-c-web' }, [design, doomed], { totalCount: 3 });
    expect(ids(cache, {})).toEqual(['c-web', 'c-design', 'c-doomed']);
    expect(read(cache, {})?.pageInfo).toMatchObject({ hasNextPage: false, endCursor: 'cursor-c-doomed' });
    write(cache, {}, [design], { totalCount: 1 });
    expect(ids(cache, {})).toEqual(['c-design']);
  });

  it('keeps each search, category and sort a list of its own', () => {
    const cache = createCache();
    write(cache, {}, [web, design]);
    write(cache, { category: 'Design' }, [design]);
    write(cache, { sort: 'TITLE' }, [design, web]);
    expect(ids(cache, {})).toEqual(['c-web', 'c-design']);
    expect(ids(cache, { category: 'Design' })).toEqual(['c-design']);
    expect(ids(cache, { sort: 'TITLE' })).toEqual(['c-design', 'c-web']);
  });
});

describe('addCourseToCatalog', () => {
  it('drops every cached list, for the server to place the new course, and adds its category in order, once', () => {
    const cache = createCache();
    write(cache, {}, [web]);
    write(cache, { search: 'react' }, [web]);
    cache.writeQuery({ query: CourseCategoriesQuery, data: { categories: ['Design', 'Web'] } });
    const added = makeCourse({ id: 'c-new', category: 'Backend' });
    addCourseToCatalog(cache, added);
    addCourseToCatalog(cache, added);
    expect(read(cache, {})).toBeNull();
    expect(read(cache, { search: 'react' })).toBeNull();
    expect(cache.readQuery({ query: CourseCategoriesQuery })?.categories).toEqual(['Backend', 'Design', 'Web']);
  });
});

describe('removeCourseFromCatalog', () => {
  it("takes the course's card out of the lists that show it, with one less in their count and its category's", () => {
    const cache = createCache();
    write(cache, {}, [web, doomed, design], { totalCount: 30, hasNextPage: true });
    write(cache, { category: 'Design' }, [doomed, design]);
    removeCourseFromCatalog(cache, 'c-doomed');
    expect(ids(cache, {})).toEqual(['c-web', 'c-design']);
    expect(read(cache, {})?.totalCount).toBe(29);
    expect(read(cache, {})?.facets.map(({ category, count }) => [category, count])).toEqual([
      ['Design', 1],
      ['Web', 1],
    ]);
    expect(ids(cache, { category: 'Design' })).toEqual(['c-design']);
  });

  it('keeps a whole list that does not show it, and drops those that may hold it unseen', () => {
    const cache = createCache();
    write(cache, {}, [doomed]);
    write(cache, { search: 'web' }, [web]);
    write(cache, { search: 'more' }, [web], { hasNextPage: true });
    write(cache, { category: 'Web' }, [web]);
    removeCourseFromCatalog(cache, 'c-doomed');
    expect(ids(cache, { search: 'web' })).toEqual(['c-web']);
    expect(read(cache, { search: 'more' })).toBeNull();
    // Its facets may count the course, in another category.
    expect(read(cache, { category: 'Web' })).toBeNull();
    expect(read(cache, {})?.totalCount).toBe(0);
  });
});

describe('catalogArgs', () => {
  it('reads the key arguments of a cached courses connection', () => {
    expect(catalogArgs('courses', 'courses')).toEqual({});
    expect(catalogArgs('courses:{"category":"Design","search":null,"sort":null}', 'courses')).toEqual({
      category: 'Design',
      search: null,
      sort: null,
    });
    expect(catalogArgs('courses:custom', 'courses')).toBeNull();
  });
});
