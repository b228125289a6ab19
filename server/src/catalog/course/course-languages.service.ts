import { sql } from 'kysely';
import type { Em } from '../../shared/orm';
import type { RequestScope } from '../../shared/scope';
import { runCompiled } from './compiled-statements';
import { seesDrafts } from './course-catalog.service';
import { catalogue } from './course-summary';

/** The languages the catalogue's two language filters offer, each sorted. */
export interface CourseLanguages {
  /** What courses are taught in or have an audio track in (the `language` filter's values). */
  languages: string[];
  /** What courses have captions in (the `captionLanguage` filter's values). */
  captionLanguages: string[];
}

type LanguageRow = { kind: 'language' | 'caption'; language: string };

/**
 * The languages of the courses the viewer sees, for the catalogue's filters. Everyone's from the PUBLISHED courses'
 * counts kept by triggers (language-counts.trigger.ts), a row per language whatever the catalogue's size; an ADMIN's,
 * who sees the drafts too (which those counts leave out), read from the courses. Sorted by code point, as the courses'
 * own lists are. Public.
 */
export async function listCourseLanguages(scope: RequestScope): Promise<CourseLanguages> {
  const rows = seesDrafts(scope.viewer) ? await everyCourseLanguage(scope.em) : await countedLanguages(scope.em);
  const of = (kind: LanguageRow['kind']) =>
    rows
      .filter((row) => row.kind === kind)
      .map((row) => row.language)
      .sort();
  return { languages: of('language'), captionLanguages: of('caption') };
}

const countedLanguages = (em: Em) =>
  runCompiled<LanguageRow>(em, ['language counts'], () => {
    const db = catalogue(em);
    return db
      .selectFrom('course_language_counts')
      .select([sql<LanguageRow['kind']>`'language'`.as('kind'), 'language'])
      .where('count', '>', 0)
      .unionAll(
        db
          .selectFrom('course_caption_language_counts')
          .select([sql<LanguageRow['kind']>`'caption'`.as('kind'), 'language'])
          .where('count', '>', 0),
      );
  });

/** Each language of every course, drafts included, once per kind: a course's own and its audio's, and its captions'. */
function everyCourseLanguage(em: Em): Promise<LanguageRow[]> {
  const db = catalogue(em);
  const heard = sql<{ language: string }>`unnest(array_append(c.audio_languages, c.language::text))`.as<'heard'>(
    sql`heard(language)`,
  );
  const captioned = sql<{ language: string }>`unnest(c.caption_languages)`.as<'captioned'>(sql`captioned(language)`);
  return db
    .selectFrom('courses as c')
    .crossJoin(heard)
    .select([sql<LanguageRow['kind']>`'language'`.as('kind'), 'heard.language'])
    .union(
      db
        .selectFrom('courses as c')
        .crossJoin(captioned)
        .select([sql<LanguageRow['kind']>`'caption'`.as('kind'), 'captioned.language']),
    )
    .execute();
}
