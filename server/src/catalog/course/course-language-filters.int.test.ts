import { INVALID_LANGUAGE_MESSAGE } from '@coursehub/shared';
import { describe, expect, it } from 'vitest';
import { withAdminApp } from '../../../test/admin-app';
import { createCourse } from '../../../test/course-factories';
import { errorCode, errorMessage, type GqlResponse, gql } from '../../../test/graphql-client';
import { type TestApp } from '../../../test/harness';
import { insertAudioTrack, insertCaptionTrack } from '../../../test/language-fixtures';
import { type RestClient } from '../../../test/rest-client';

const COURSES = /* GraphQL */ `
  query Catalogue($search: String, $category: String, $language: String, $captionLanguage: String, $sort: CourseSort) {
    courses(search: $search, category: $category, language: $language, captionLanguage: $captionLanguage, sort: $sort) {
      totalCount
      correctedSearch
      facets { category count }
      edges { node { title language } }
    }
  }`;
const LANGUAGES = /* GraphQL */ 'query CourseLanguages { courseLanguages { languages captionLanguages } }';

type Catalogue = {
  courses: {
    totalCount: number;
    correctedSearch: string | null;
    facets: { category: string; count: number }[];
    edges: { node: { title: string; language: string } }[];
  };
};
type Filter = { search?: string; category?: string; language?: string; captionLanguage?: string; sort?: string };

let app: TestApp;
let rest: RestClient;
let admin: { token: string };

/**
 * Tabla is taught in Hindi; Sitar in English with a Hindi dub; Raga in English with Hindi captions and an Urdu draft
 * translation; Guitar in English alone; Veena, a draft, in Tamil.
 */
withAdminApp(async (started) => {
  ({ app, rest, admin } = started);
  const description = 'Indian music from the first lesson';
  await createCourse(app, { title: 'Tabla rhythms', category: 'Percussion', language: 'hi', description });
  const sitar = await createCourse(app, { title: 'Sitar basics', category: 'Strings', description }, { lectures: 1 });
  await insertAudioTrack(app, sitar.lectures[0]!.id, 'hi', 'READY');
  const raga = await createCourse(app, { title: 'Raga theory', category: 'Theory', description }, { lectures: 1 });
  await insertCaptionTrack(app, raga.lectures[0]!, 'hi', 'READY');
  await insertCaptionTrack(app, raga.lectures[0]!, 'ur', 'DRAFT');
  await createCourse(app, { title: 'Guitar chords', category: 'Strings', description });
  await createCourse(app, { title: 'Veena tuning', category: 'Strings', language: 'ta', status: 'DRAFT' });
});

const catalogue = (filter: Filter, credentials?: { token: string }) =>
  gql<Catalogue>(app, COURSES, filter, credentials);
const titles = (response: GqlResponse<Catalogue>) => {
  expect(response.errors).toBeUndefined();
  return response.data?.courses.edges.map(({ node }) => node.title).sort();
};

describe('the catalogue filtered by language', () => {
  it('finds the courses taught in a language or with an audio track in it, whatever the case of the tag', async () => {
    expect(titles(await catalogue({ language: 'hi' }))).toEqual(['Sitar basics', 'Tabla rhythms']);
    expect(titles(await catalogue({ language: 'HI' }))).toEqual(['Sitar basics', 'Tabla rhythms']);
    expect(titles(await catalogue({ language: 'en' }))).toEqual(['Guitar chords', 'Raga theory', 'Sitar basics']);
    expect(titles(await catalogue({ language: 'ta' }))).toEqual([]);
    expect(titles(await catalogue({ language: 'ta' }, admin))).toEqual(['Veena tuning']);
    const counted = (await catalogue({ language: 'hi' })).data?.courses;
    expect(counted?.totalCount).toBe(2);
    expect(counted?.facets).toEqual([
      { category: 'Percussion', count: 1 },
      { category: 'Strings', count: 1 },
    ]);
  });

  it('finds the courses with published captions in a language: a draft translation is none', async () => {
    expect(titles(await catalogue({ captionLanguage: 'hi' }))).toEqual(['Raga theory']);
    expect(titles(await catalogue({ captionLanguage: 'ur' }))).toEqual([]);
    expect(titles(await catalogue({ language: 'en', captionLanguage: 'hi' }))).toEqual(['Raga theory']);
    expect(titles(await catalogue({ language: 'hi', captionLanguage: 'hi' }))).toEqual([]);
  });

  it('narrows a search, its relevance order and its category, and keeps them when correcting a typo', async () => {
    const everyone = await catalogue({ search: 'music' });
    expect(titles(everyone)).toEqual(['Guitar chords', 'Raga theory', 'Sitar basics', 'Tabla rhythms']);
    // The same search ranked again in a language: its own ranking, not the one kept for all languages.
    const inHindi = await catalogue({ search: 'music', language: 'hi', sort: 'RELEVANCE' });
    expect(titles(inHindi)).toEqual(['Sitar basics', 'Tabla rhythms']);
    expect(inHindi.data?.courses.totalCount).toBe(2);
    expect(titles(await catalogue({ search: 'music', language: 'hi', category: 'Strings' }))).toEqual(['Sitar basics']);
    expect(titles(await catalogue({ search: 'music', sort: 'TITLE', captionLanguage: 'hi' }))).toEqual(['Raga theory']);

    const corrected = await catalogue({ search: 'sitra', language: 'hi' });
    expect(corrected.data?.courses.correctedSearch).toBe('sitar');
    expect(titles(corrected)).toEqual(['Sitar basics']);
  });

  it('refuses what is no BCP 47 tag, naming the argument', async () => {
    for (const filter of [{ language: 'english please' }, { captionLanguage: 'en_US' }]) {
      const refused = await catalogue(filter);
      expect(errorCode(refused)).toBe('BAD_USER_INPUT');
      expect(errorMessage(refused)).toBe(INVALID_LANGUAGE_MESSAGE);
      expect(refused.errors?.[0]?.extensions?.field).toBe(Object.keys(filter)[0]);
    }
    // Blank is no filter, as a blank search or category is.
    expect(titles(await catalogue({ language: ' ', captionLanguage: '' }))).toHaveLength(4);
  });
});

describe('GET /api/v1/courses filtered by language', () => {
  const restTitles = async (query: string) => {
    const response = await rest.get(`/courses?${query}`);
    expect(response.status).toBe(200);
    return response.body.courses.map((course: { title: string }) => course.title).sort();
  };

  it('takes `language` and `captionLanguage` as GraphQL does', async () => {
    expect(await restTitles('language=hi')).toEqual(['Sitar basics', 'Tabla rhythms']);
    expect(await restTitles('captionLanguage=HI')).toEqual(['Raga theory']);
    expect(await restTitles('language=en&captionLanguage=hi&search=raga')).toEqual(['Raga theory']);
    const listed = await rest.get('/courses?language=hi&sort=title');
    expect(listed.body.courses.map((course: { language: string }) => course.language)).toEqual(['en', 'hi']);
  });

  it('answers 400 for a code that is no BCP 47 tag, or one given twice', async () => {
    for (const query of ['language=en_US', 'captionLanguage=x%20y', 'language=hi&language=ur']) {
      const refused = await rest.get(`/courses?${query}`);
      expect(refused.status).toBe(400);
      expect(refused.body.success).toBe(false);
    }
    expect((await rest.get('/courses?language=en_US')).body.message).toBe(INVALID_LANGUAGE_MESSAGE);
  });
});

describe('courseLanguages', () => {
  it("lists the languages the filters offer, from the published courses' counts for everyone", async () => {
    const { result, queries } = await app.captureQueries(() => gql(app, LANGUAGES));
    expect(result.data).toEqual({ courseLanguages: { languages: ['en', 'hi'], captionLanguages: ['hi'] } });
    // The catalogue's version and the two counts, in one statement whatever the number of courses.
    expect(queries).toHaveLength(2);
    const forAdmin = await gql(app, LANGUAGES, {}, admin);
    expect(forAdmin.data).toEqual({ courseLanguages: { languages: ['en', 'hi', 'ta'], captionLanguages: ['hi'] } });
  });

  it('follows the courses: a course unpublished, deleted or given captions changes the counts', async () => {
    const { course, lectures } = await createCourse(app, { title: 'Ghazal singing', language: 'ur' }, { lectures: 1 });
    await insertCaptionTrack(app, lectures[0]!, 'pa', 'READY');
    expect((await gql(app, LANGUAGES)).data).toEqual({
      courseLanguages: { languages: ['en', 'hi', 'ur'], captionLanguages: ['hi', 'pa'] },
    });
    await app.orm.em.fork().getConnection().execute(`update courses set status = 'DRAFT' where id = ?`, [course.id]);
    expect((await gql(app, LANGUAGES)).data).toEqual({
      courseLanguages: { languages: ['en', 'hi'], captionLanguages: ['hi'] },
    });
    await app.orm.em.fork().getConnection().execute('delete from courses where id = ?', [course.id]);
    expect((await gql(app, LANGUAGES, {}, admin)).data).toEqual({
      courseLanguages: { languages: ['en', 'hi', 'ta'], captionLanguages: ['hi'] },
    });
  });
});
