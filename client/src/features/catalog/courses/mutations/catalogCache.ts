import type { ApolloCache, Reference } from '@apollo/client';

/** A cached `courses` connection as the cache stores it: the merged pages of one search, category and sort. */
interface CachedConnection {
  edges: readonly { cursor?: string; node: Reference }[];
  pageInfo: { hasNextPage: boolean };
  totalCount?: number;
  facets?: readonly { category: string; count: number }[];
}

interface CatalogArgs {
  search?: string | null;
  category?: string | null;
  sort?: string | null;
}

/**
 * The key arguments a cached `courses` connection was stored under (`courses:{"category":"Design",...}`, see its
 * type policy), or null when they cannot be read.
 */
export function catalogArgs(storeFieldName: string, fieldName: string): CatalogArgs | null {
  const rest = storeFieldName.slice(fieldName.length);
  if (!rest) return {};
  const json = rest.startsWith(':')
    ? rest.slice(1)
    : rest.startsWith('(') && rest.endsWith(')')
      ? rest.slice(1, -1)
      : '';
  try {
    const parsed: unknown = JSON.parse(json);
    return typeof parsed === 'object' && parsed !== null ? (parsed as CatalogArgs) : null;
  } catch {
    return null;
  }
}

/**
 * Drops every cached page of the catalogue (and the dashboard's course list), whatever its search, category and sort:
 * after a course is created or changed, where it falls in each list and which lists it belongs to are the server's
 * to say. A list on screen asks again at once; the others when next shown.
 */
export function dropCatalogue(cache: ApolloCache) {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'courses' });
  // The languages the filters offer follow the courses' (a course's language, or the course itself, gone or new).
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'courseLanguages' });
}

/**
 * A new course: the cached lists are dropped (it may be first in some, somewhere in others, and in no search it does
 * not match), and its category joins `categories`, in order, once.
 */
export function addCourseToCatalog(cache: ApolloCache, course: { category: string }) {
  dropCatalogue(cache);
  cache.modify<{ categories: string[] }>({
    id: 'ROOT_QUERY',
    fields: {
      categories(existing) {
        if (!Array.isArray(existing) || existing.includes(course.category)) return existing;
        return [...existing, course.category].sort((a, b) => a.localeCompare(b));
      },
    },
  });
}

/**
 * A deleted course leaves the cached lists without their other pages being lost. A list that shows it loses its card,
 * one from its count and one from its category's count. A list that does not, yet holds all of a search's courses
 * (no category picked, no page left), never held it. Any other list may hold it on a page not loaded, or count it in
 * a facet: it is dropped, and asked again when shown. Call before the course itself is evicted (its category is read).
 */
export function removeCourseFromCatalog(cache: ApolloCache, courseId: string) {
  const courseRef = cache.identify({ __typename: 'Course', id: courseId });
  cache.modify({
    id: 'ROOT_QUERY',
    fields: {
      courses(value, { storeFieldName, fieldName, readField, DELETE }) {
        const existing = value as CachedConnection | undefined;
        if (!existing?.edges) return DELETE;
        const edges = existing.edges.filter((edge) => edge.node.__ref !== courseRef);
        if (edges.length < existing.edges.length) {
          const category = readField<string>('category', { __ref: courseRef ?? '' });
          const left: CachedConnection = { ...existing, edges };
          if (existing.totalCount !== undefined) left.totalCount = existing.totalCount - 1;
          if (existing.facets) {
            left.facets = existing.facets
              .map((facet) => (facet.category === category ? { ...facet, count: facet.count - 1 } : facet))
              .filter((facet) => facet.count > 0);
          }
          return left;
        }
        const args = catalogArgs(storeFieldName, fieldName);
        return args && !args.category && !existing.pageInfo.hasNextPage ? existing : DELETE;
      },
    },
  });
}
