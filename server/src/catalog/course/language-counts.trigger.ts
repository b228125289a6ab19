import { countingTriggers, PUBLISHED_ONLY } from './counting-triggers';

/**
 * `course_language_counts` holds how many courses can be heard in each language (taught in it, or with an audio track
 * in it: what the catalogue's `language` filter matches), `course_caption_language_counts` how many have captions in
 * each, so the filters' choices read a row per language rather than every course. A course taught in a language it
 * also has a dub in counts once there. Created by Migration20261212090000CourseLanguages.
 */
export const languageCounts = countingTriggers({
  table: 'course_language_counts',
  key: 'language',
  count: 'count',
  keyOf: 'unnest(array_append(array_remove(audio_languages, language::text), language::text))',
  counted: PUBLISHED_ONLY,
  functionName: 'courses_count_languages_fn',
  triggerPrefix: 'count_course_languages_on_',
});

export const captionLanguageCounts = countingTriggers({
  table: 'course_caption_language_counts',
  key: 'language',
  count: 'count',
  keyOf: 'unnest(caption_languages)',
  counted: PUBLISHED_ONLY,
  functionName: 'courses_count_caption_languages_fn',
  triggerPrefix: 'count_course_caption_languages_on_',
});

/** The two tables as typed SQL sees them (docs/decisions/0006-typed-sql.md): kept by the triggers above. */
export interface LanguageCountTables {
  course_language_counts: { language: string; count: number };
  course_caption_language_counts: { language: string; count: number };
}
