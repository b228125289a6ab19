import { countingTriggers, PUBLISHED_ONLY } from './counting-triggers';

/**
 * `course_category_counts` holds how many courses each category has, so the unsearched catalogue's facets, its total
 * and the category list read a row per category rather than count every course (15 ms at 100,000 courses, per
 * request). Created by Migration20261122180000CategoryCounts.
 */
export const categoryCounts = countingTriggers({
  table: 'course_category_counts',
  key: 'category',
  count: 'count',
  keyOf: 'category',
  counted: PUBLISHED_ONLY,
  functionName: 'courses_count_categories_fn',
  triggerPrefix: 'count_course_categories_on_',
});

/** `course_category_counts` as typed SQL sees it (docs/decisions/0006-typed-sql.md): kept by the triggers above. */
export interface CategoryCountTables {
  course_category_counts: { category: string; count: number };
}
