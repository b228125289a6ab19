import { countingTriggers, PUBLISHED_ONLY } from './counting-triggers';

/**
 * `course_search_words` holds the words of the courses' titles, instructors and categories (their rank_vector's
 * lexemes), each with how many courses have it: the vocabulary a search that matches nothing is corrected against
 * (search-correction.ts). Created by Migration20261123050000SearchWords.
 */
export const searchWordCounts = countingTriggers({
  table: 'course_search_words',
  key: 'word',
  count: 'courses',
  keyOf: 'unnest(tsvector_to_array(rank_vector))',
  counted: PUBLISHED_ONLY,
  functionName: 'courses_count_search_words_fn',
  triggerPrefix: 'count_course_search_words_on_',
});

/** `course_search_words` as typed SQL sees it (docs/decisions/0006-typed-sql.md): kept by the triggers above. */
export interface SearchWordTables {
  course_search_words: { word: string; courses: number };
}
