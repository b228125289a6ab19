import { expect } from 'vitest';
import type { CourseSummary } from '../src/catalog/course/course-summary';
import { type GqlResponse, gql } from './graphql-client';
import type { TestApp } from './harness';

/** The catalogue's GraphQL queries as the client sends them, and reading their pages, for the catalogue's tests. */
export const COURSES = /* GraphQL */ `
  query CourseCatalog($first: Int, $after: String, $search: String, $category: String, $sort: CourseSort) {
    courses(first: $first, after: $after, search: $search, category: $category, sort: $sort) {
      edges {
        cursor
        node { id title description category createdBy thumbnailUrl numberOfLectures createdAt updatedAt }
      }
      pageInfo { hasNextPage endCursor }
    }
  }`;
export const COUNTED = /* GraphQL */ `
  query CourseCatalogCounted($first: Int, $after: String, $search: String, $category: String, $sort: CourseSort) {
    courses(first: $first, after: $after, search: $search, category: $category, sort: $sort) {
      totalCount
      facets { category count }
      pageInfo { hasNextPage endCursor }
      edges { cursor node { id title } }
    }
  }`;
export const COURSE = /* GraphQL */ `
  query CourseDescription($id: ID!) { course(id: $id) { id title createdBy numberOfLectures thumbnailUrl } }`;
export const CATEGORIES = /* GraphQL */ 'query CourseCategories { categories }';

/** A catalogue card's fields as the queries above select them. */
export type CourseData = Pick<
  CourseSummary,
  'id' | 'title' | 'description' | 'category' | 'createdBy' | 'thumbnailUrl' | 'numberOfLectures'
>;

export interface Page<Node = CourseData> {
  edges: { cursor: string; node: Node }[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  totalCount?: number;
  facets?: { category: string; count: number }[];
}

export type CatalogueArgs = {
  first?: number;
  after?: string | null;
  search?: string;
  category?: string;
  sort?: 'NEWEST' | 'TITLE' | 'MOST_LECTURES' | 'RELEVANCE';
};

export const nodesOf = (response: GqlResponse<{ courses: Page }>) =>
  response.data?.courses.edges.map(({ node }) => node);
export const titlesOf = (response: GqlResponse<{ courses: Page }>) => nodesOf(response)?.map((course) => course.title);

/** Every page of a list, `first` at a time, following endCursor; `between` runs after each page but the last. */
export async function walk(
  app: TestApp,
  args: CatalogueArgs,
  between: (page: number) => Promise<void> = async () => {},
) {
  const titles: string[] = [];
  let after: string | null = null;
  for (let page = 1; page < 100; page += 1) {
    const response: GqlResponse<{ courses: Page }> = await gql<{ courses: Page }>(app, COURSES, { ...args, after });
    expect(response.errors).toBeUndefined();
    const courses = response.data!.courses;
    titles.push(...courses.edges.map(({ node }) => node.title));
    if (!courses.pageInfo.hasNextPage) {
      expect(courses.pageInfo.endCursor).toBe(courses.edges.at(-1)?.cursor ?? null);
      return titles;
    }
    after = courses.pageInfo.endCursor;
    await between(page);
  }
  throw new Error('the pages never end');
}
