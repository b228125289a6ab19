import type { ApolloCache, Reference } from '@apollo/client';
import type { CourseCard_CourseFragment } from '../../../gql/graphql';

interface CatalogArgs {
  search?: string | null;
  category?: string | null;
}

/** The arguments a cached `courses(...)` entry was stored under, or null when they cannot be read. */
export function catalogArgs(storeFieldName: string, fieldName: string): CatalogArgs | null {
  const rest = storeFieldName.slice(fieldName.length);
  if (!rest) return {};
  if (!rest.startsWith('(') || !rest.endsWith(')')) return null;
  try {
    const parsed: unknown = JSON.parse(rest.slice(1, -1));
    return typeof parsed === 'object' && parsed !== null ? (parsed as CatalogArgs) : null;
  } catch {
    return null;
  }
}

/**
 * A new course joins the cached catalogue: it is put first (newest first) in every cached list it certainly belongs
 * to (no search; no category or its own), filtered lists it may or may not match are dropped so they load again
 * when shown, and its category is added to `categories`. The course is what a catalogue card shows (the mutation
 * selects `CourseCard_course`); `toReference(course, true)` stores it as well, should the cache not hold it yet.
 */
export function addCourseToCatalog(cache: ApolloCache, course: CourseCard_CourseFragment) {
  cache.modify<{ courses: Reference[]; categories: string[] }>({
    fields: {
      courses(existing, { storeFieldName, fieldName, DELETE, readField, toReference }) {
        const args = catalogArgs(storeFieldName, fieldName);
        const belongs = args && !args.search && (!args.category || args.category === course.category);
        if (!belongs) return DELETE;
        if (existing.some((item) => readField('id', item) === course.id)) return existing;
        const ref = toReference(course, true);
        return ref ? [ref, ...existing] : existing;
      },
      categories(existing) {
        if (!Array.isArray(existing) || existing.includes(course.category)) return existing;
        return [...existing, course.category].sort((a, b) => a.localeCompare(b));
      },
    },
  });
}
