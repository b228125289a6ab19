import { INVALID_LANGUAGE_MESSAGE } from '@coursehub/shared';
import { describe, expect, it } from 'vitest';
import { withAdminApp } from '../../../test/admin-app';
import { createCourse, setLectureStatus } from '../../../test/course-factories';
import { courseFields, thumbnailPart } from '../../../test/course-rest-app';
import { PNG_1PX } from '../../../test/fixtures/images';
import { errorCode, errorMessage, gql, gqlUpload } from '../../../test/graphql-client';
import { type TestApp } from '../../../test/harness';
import {
  insertAudioTrack,
  insertCaptionTrack,
  setCaptionStatus,
  storedLanguages,
} from '../../../test/language-fixtures';
import { type RestClient } from '../../../test/rest-client';

const LANGUAGES = 'id language captionLanguages audioLanguages';
const COURSE = /* GraphQL */ `query CourseLanguages($id: ID!) { course(id: $id) { ${LANGUAGES} } }`;
const CREATE = /* GraphQL */ `
  mutation CreateCourse($input: CourseInput!, $thumbnail: Upload) {
    createCourse(input: $input, thumbnail: $thumbnail) { ${LANGUAGES} }
  }`;
const UPDATE = /* GraphQL */ `
  mutation UpdateCourse($id: ID!, $input: CourseInput!) { updateCourse(id: $id, input: $input) { ${LANGUAGES} } }`;
const UPLOAD_CAPTIONS = /* GraphQL */ `
  mutation UploadCaptions($lectureId: ID!, $input: CaptionTrackInput!, $file: Upload!) {
    uploadCaptions(lectureId: $lectureId, input: $input, file: $file) { id status }
  }`;
const DELETE_CAPTIONS = /* GraphQL */ `mutation DeleteCaptions($trackId: ID!) { deleteCaptions(trackId: $trackId) { id } }`;
const VTT = 'WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nनमस्ते\n';

interface Languages {
  id: string;
  language: string;
  captionLanguages: string[];
  audioLanguages: string[];
}

let app: TestApp;
let rest: RestClient;
let admin: { token: string };

withAdminApp((started) => {
  ({ app, rest, admin } = started);
});

/** As an ADMIN sees it: the courses made through the API are drafts. */
const languagesOf = async (id: string) => (await gql<{ course: Languages }>(app, COURSE, { id }, admin)).data?.course;
const create = (fields: Record<string, unknown>) =>
  gqlUpload<{ createCourse: Languages }>(
    app,
    CREATE,
    { input: { ...courseFields(), ...fields }, thumbnail: null },
    [{ path: 'variables.thumbnail', filename: 'cover.png', content: PNG_1PX }],
    admin,
  );
const update = (id: string, fields: Record<string, unknown>) =>
  gql<{ updateCourse: Languages }>(app, UPDATE, { id, input: { ...courseFields(), ...fields } }, admin);

describe("a course's language", () => {
  it('is English for the courses there were, with no captions or audio of their own', async () => {
    const { course } = await createCourse(app, {}, { lectures: 1 });
    expect(await languagesOf(course.id)).toEqual({
      id: course.id,
      language: 'en',
      captionLanguages: [],
      audioLanguages: [],
    });
  });

  it("is an ADMIN's to set when creating and editing, kept in its canonical spelling", async () => {
    const created = await create({ language: 'PT-br' });
    expect(created.errors).toBeUndefined();
    const id = created.data!.createCourse.id;
    expect(created.data?.createCourse.language).toBe('pt-BR');
    expect((await create({})).data?.createCourse.language).toBe('en');

    expect((await update(id, { language: ' hi ' })).data?.updateCourse.language).toBe('hi');
    // Absent or null: the course keeps the language it has.
    expect((await update(id, {})).data?.updateCourse.language).toBe('hi');
    expect((await update(id, { language: null })).data?.updateCourse.language).toBe('hi');
    expect((await languagesOf(id))?.language).toBe('hi');
  });

  it('is refused when it is no BCP 47 tag, and the course is left as it was', async () => {
    const { course } = await createCourse(app);
    for (const language of ['english please', 'en_US', '', `en-${'x'.repeat(40)}`]) {
      const refused = await update(course.id, { language });
      expect(errorCode(refused)).toBe('BAD_USER_INPUT');
      expect(errorMessage(refused)).toBe(INVALID_LANGUAGE_MESSAGE);
    }
    const created = await create({ language: 'not a language' });
    expect(errorMessage(created)).toBe(INVALID_LANGUAGE_MESSAGE);
    expect((await languagesOf(course.id))?.language).toBe('en');
  });

  it('is set through REST too, where courses are written, and sent with every course', async () => {
    const created = await rest.form('POST', '/courses', courseFields({ language: 'UR' }), thumbnailPart(), admin);
    expect(created.status).toBe(201);
    expect(created.body.course.language).toBe('ur');
    const id: string = created.body.course._id;

    const kept = await rest.form('PUT', `/courses/${id}`, courseFields(), {}, admin);
    expect(kept.body.course.language).toBe('ur');
    const changed = await rest.form('PUT', `/courses/${id}`, courseFields({ language: 'hi-IN' }), {}, admin);
    expect(changed.body.course.language).toBe('hi-IN');

    const refused = await rest.form('PUT', `/courses/${id}`, courseFields({ language: 'xx yy' }), {}, admin);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ success: false, code: 'BAD_USER_INPUT', message: INVALID_LANGUAGE_MESSAGE });
    expect((await languagesOf(id))?.language).toBe('hi-IN');
  });
});

describe("a course's caption and audio languages", () => {
  it('are those of the published tracks of its READY lectures, each once, sorted', async () => {
    const { course, lectures } = await createCourse(app, {}, { lectures: 3 });
    const [first, second, third] = lectures as [(typeof lectures)[0], (typeof lectures)[0], (typeof lectures)[0]];
    const uploaded = await gqlUpload<{ uploadCaptions: { id: string; status: string } }>(
      app,
      UPLOAD_CAPTIONS,
      { lectureId: first.id, input: { language: 'hi', label: 'हिन्दी', kind: 'captions' }, file: null },
      [{ path: 'variables.file', filename: 'hi.vtt', content: Buffer.from(VTT), type: 'text/vtt' }],
      admin,
    );
    expect(uploaded.data?.uploadCaptions.status).toBe('READY');
    await insertCaptionTrack(app, second, 'hi', 'READY');
    await insertCaptionTrack(app, second, 'en', 'READY');
    // A machine translation no ADMIN has approved is a DRAFT: no learner can turn it on.
    const draft = await insertCaptionTrack(app, first, 'es', 'DRAFT');
    await insertCaptionTrack(app, first, 'fr', 'PROCESSING');
    await insertAudioTrack(app, second.id, 'ur', 'READY');
    await insertAudioTrack(app, first.id, 'ta', 'PROCESSING');
    await insertAudioTrack(app, first.id, 'bn', 'FAILED');
    // The third lecture is being transcoded again: its tracks wait until it is READY.
    await setLectureStatus(app, third.id, 'PROCESSING');
    await insertCaptionTrack(app, third, 'de', 'READY');
    await insertAudioTrack(app, third.id, 'de', 'READY');

    expect(await languagesOf(course.id)).toMatchObject({ captionLanguages: ['en', 'hi'], audioLanguages: ['ur'] });

    await setCaptionStatus(app, draft, 'READY');
    await setLectureStatus(app, third.id, 'READY');
    expect(await languagesOf(course.id)).toMatchObject({
      captionLanguages: ['de', 'en', 'es', 'hi'],
      audioLanguages: ['de', 'ur'],
    });
  });

  it('lose a language when its last track goes, or the lecture holding it', async () => {
    const { course, lectures } = await createCourse(app, {}, { lectures: 2 });
    const [first, second] = lectures as [(typeof lectures)[0], (typeof lectures)[0]];
    const firstHindi = await insertCaptionTrack(app, first, 'hi', 'READY');
    await insertCaptionTrack(app, second, 'hi', 'READY');
    await insertAudioTrack(app, second.id, 'ur', 'READY');
    expect(await storedLanguages(app, course.id)).toEqual({ caption_languages: ['hi'], audio_languages: ['ur'] });

    const deleted = await gql(app, DELETE_CAPTIONS, { trackId: firstHindi }, admin);
    expect(deleted.errors).toBeUndefined();
    expect(await storedLanguages(app, course.id)).toEqual({ caption_languages: ['hi'], audio_languages: ['ur'] });

    await app.orm.em.fork().getConnection().execute('delete from lectures where id = ?', [second.id]);
    expect(await storedLanguages(app, course.id)).toEqual({ caption_languages: [], audio_languages: [] });
  });

  it("empty the cached catalogue when they change: a learner sees a track's language on the next read", async () => {
    const { course, lectures } = await createCourse(app, {}, { lectures: 1 });
    const read = () => app.captureQueries(() => gql<{ course: Languages }>(app, COURSE, { id: course.id }));
    await read();
    const cached = await read();
    // Only the catalogue's version is read: the answer is the cache's.
    expect(cached.queries).toHaveLength(1);
    expect(cached.result.data?.course.captionLanguages).toEqual([]);

    await insertCaptionTrack(app, lectures[0]!, 'hi', 'READY');
    const after = await read();
    expect(after.result.data?.course.captionLanguages).toEqual(['hi']);
    expect(after.queries.length).toBeGreaterThan(1);

    // A track that changes no language a learner sees (a dub still being encoded) leaves the cached answers be.
    await insertAudioTrack(app, lectures[0]!.id, 'ur', 'PROCESSING');
    expect((await read()).queries).toHaveLength(1);
  });
});
