import { describe, expect, it } from 'vitest';
import { createCache } from '../../../app/apollo/client';
import { CourseCatalogQuery, CourseCategoriesQuery } from '../documents';
import { makeCourse } from '../testing';
import { addCourseToCatalog, catalogArgs } from './catalogCache';

const old = makeCourse({ id: 'c-old', category: 'Design' });
const added = makeCourse({ id: 'c-new', category: 'Backend' });

function seeded() {
  const cache = createCache();
  const write = (search: string | null, category: string | null) =>
    cache.writeQuery({ query: CourseCatalogQuery, variables: { search, category }, data: { courses: [old] } });
  write(null, null);
  write('react', null);
  write(null, 'Backend');
  write(null, 'Design');
  cache.writeQuery({ query: CourseCategoriesQuery, data: { categories: ['Design', 'Web'] } });
  return cache;
}

const ids = (cache: ReturnType<typeof createCache>, search: string | null, category: string | null) =>
  cache.readQuery({ query: CourseCatalogQuery, variables: { search, category } })?.courses.map((course) => course.id) ??
  null;

describe('addCourseToCatalog', () => {
  it('puts the new course first in the lists it belongs to and drops the filtered ones it may not match', () => {
    const cache = seeded();
    addCourseToCatalog(cache, added);
    expect(ids(cache, null, null)).toEqual(['c-new', 'c-old']);
    expect(ids(cache, null, 'Backend')).toEqual(['c-new', 'c-old']);
    expect(ids(cache, null, 'Design')).toBeNull();
    expect(ids(cache, 'react', null)).toBeNull();
  });

  it('adds a new category in order, once', () => {
    const cache = seeded();
    addCourseToCatalog(cache, added);
    addCourseToCatalog(cache, added);
    expect(cache.readQuery({ query: CourseCategoriesQuery })?.categories).toEqual(['Backend', 'Design', 'Web']);
    expect(ids(cache, null, null)).toEqual(['c-new', 'c-old']);
  });
});

describe('catalogArgs', () => {
  it('reads the arguments of a cached courses field', () => {
    expect(catalogArgs('courses', 'courses')).toEqual({});
    expect(catalogArgs('courses({"category":"Design","search":null})', 'courses')).toEqual({
      category: 'Design',
      search: null,
    });
    expect(catalogArgs('courses:custom', 'courses')).toBeNull();
  });
});
