import { randomUUID } from 'node:crypto';
import { resolveCategory } from '../../../src/catalog/course/category.service';
import { createCourse } from '../../course-factories';
import { mp4OfSize } from '../../fixtures/videos';
import type { UploadPart } from '../../graphql-client';
import { app, ask, askWithFile, auth, catalogue, type MatrixArea, png, pngAt, rest, rule } from './callers';
import { ADMIN_ONLY, http, OPEN, WATCHERS } from './outcomes';

const courseFields = {
  title: 'Matrix Course',
  description: 'Who may do what.',
  category: 'Security',
  createdBy: 'Ada',
};
const lectureFields = { title: 'Matrix Lecture', description: 'A lecture with a real video.' };
const newCourse = async (lectures = 0) => (await createCourse(app, { title: 'Matrix Authoring' }, { lectures })).course;
/** A category name no other case uses. */
const matrixCategory = () => `Matrix ${randomUUID().slice(0, 8)}`;
/** A category that exists, with one course in it (`courses` 1) or none (0: deleteCategory refuses a used one). */
async function categoryWithCourse(courses: 0 | 1 = 1) {
  const name = matrixCategory();
  if (courses === 1) await createCourse(app, { title: 'Matrix Category', category: name });
  else await resolveCategory(app.orm.em.fork(), name);
  return name;
}

/** A fresh caption track of the catalogue's first lecture (a language of its own), straight in the database. */
async function captionTrackId(): Promise<string> {
  const id = randomUUID();
  await app.orm.em.fork().execute(
    `insert into caption_tracks (id, lecture_id, course_id, language, label, source, created_at, updated_at)
       values (?, ?, ?, ?, 'Matrix', 'upload', now(), now())`,
    [id, catalogue.lectures[0]!.id, catalogue.course.id, `en-x-${id.slice(0, 8)}`],
  );
  return id;
}

async function audioTrackId(): Promise<string> {
  const id = randomUUID();
  await app.orm.em.fork().execute(
    `insert into audio_tracks (id, lecture_id, language, label, version, created_at, updated_at)
       values (?, ?, ?, 'Matrix', ?, now(), now())`,
    [id, catalogue.lectures[0]!.id, `hi-x-${id.slice(0, 8)}`, randomUUID()],
  );
  return id;
}

const VTT_FILE = (path: string): UploadPart => ({
  path,
  filename: 'captions.vtt',
  content: Buffer.from('WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nMatrix\n'),
  type: 'text/vtt',
});

const mp4At = (path: string): UploadPart => ({
  path,
  filename: 'lecture.mp4',
  content: mp4OfSize(4096),
  type: 'video/mp4',
});

const restCourseFields = { ...courseFields, title: 'Matrix REST Course' };

/** The catalogue and its authoring: courses, categories, lectures and their captions. */
export const catalogueRows: MatrixArea = {
  graphql: {
    'Query.categories': rule(OPEN, (who) => ask(who, 'query Categories { categories }')),
    'Query.courseLanguages': rule(OPEN, (who) =>
      ask(who, 'query CourseLanguages { courseLanguages { languages captionLanguages } }'),
    ),
    'Query.course': rule(OPEN, (who) =>
      ask(who, 'query Course($id: ID!) { course(id: $id) { id } }', { id: catalogue.course.id }),
    ),
    'Query.courses': rule(OPEN, (who) => ask(who, 'query Courses { courses { totalCount edges { node { id } } } }')),
    'Query.lectures': rule(WATCHERS, (who) =>
      ask(who, 'query Lectures($courseId: ID!) { lectures(courseId: $courseId) { id videoUrl } }', {
        courseId: catalogue.course.id,
      }),
    ),
    'Query.lecturesConnection': rule(WATCHERS, (who) =>
      ask(
        who,
        'query LecturePage($courseId: ID!) { lecturesConnection(courseId: $courseId) { totalCount edges { node { id videoUrl } } } }',
        { courseId: catalogue.course.id },
      ),
    ),
    'Query.unpublishedLectures': rule(ADMIN_ONLY, (who) =>
      ask(who, 'query Unpublished { unpublishedLectures { id status } }'),
    ),
    'Query.managedCategories': rule(ADMIN_ONLY, (who) =>
      ask(who, 'query Managed { managedCategories { name courseCount } }'),
    ),
    // The caption editor's read of one track with its cues.
    'Query.captionTrack': rule(ADMIN_ONLY, async (who) =>
      ask(who, 'query Track($id: ID!) { captionTrack(id: $id) { id cues { start } } }', { id: await captionTrackId() }),
    ),
    // Anyone may learn that a moment matches (title, lecture, time, the cue's text); playing it is the lecture's rule.
    'Query.searchTranscripts': rule(OPEN, (who) =>
      ask(who, 'query Moments { searchTranscripts(query: "matrix") { lectureId startSeconds snippet } }'),
    ),
    'Mutation.uploadCaptions': rule(ADMIN_ONLY, (who) =>
      askWithFile(
        who,
        'mutation Upload($lectureId: ID!, $input: CaptionTrackInput!, $file: Upload!) { uploadCaptions(lectureId: $lectureId, input: $input, file: $file) { id } }',
        {
          lectureId: catalogue.lectures[1]!.id,
          input: { language: 'de', label: 'Deutsch', kind: 'subtitles' },
          file: null,
        },
        VTT_FILE('variables.file'),
      ),
    ),
    'Mutation.updateCaptionCues': rule(ADMIN_ONLY, async (who) =>
      ask(
        who,
        'mutation Cues($trackId: ID!, $cues: [CaptionCueInput!]!) { updateCaptionCues(trackId: $trackId, version: 0, cues: $cues) { version } }',
        { trackId: await captionTrackId(), cues: [{ start: 1, end: 2, text: 'Matrix' }] },
      ),
    ),
    // A dub may come as a video: the file the lecture uploads use will do.
    'Mutation.addAudioTrack': rule(ADMIN_ONLY, (who) =>
      askWithFile(
        who,
        'mutation Audio($lectureId: ID!, $input: AudioTrackInput!, $file: Upload!) { addAudioTrack(lectureId: $lectureId, input: $input, file: $file) { id } }',
        { lectureId: catalogue.lectures[1]!.id, input: { language: 'hi', label: 'हिन्दी', kind: 'dub' }, file: null },
        mp4At('variables.file'),
      ),
    ),
    'Mutation.deleteAudioTrack': rule(ADMIN_ONLY, async (who) =>
      ask(who, 'mutation DeleteAudio($id: ID!) { deleteAudioTrack(id: $id) }', { id: await audioTrackId() }),
    ),
    'Mutation.deleteCaptions': rule(ADMIN_ONLY, async (who) =>
      ask(who, 'mutation DeleteCaptions($trackId: ID!) { deleteCaptions(trackId: $trackId) { success } }', {
        trackId: await captionTrackId(),
      }),
    ),
    'Mutation.setCaptionsDraft': rule(ADMIN_ONLY, async (who) =>
      ask(who, 'mutation Draft($trackId: ID!) { setCaptionsDraft(trackId: $trackId, draft: false) { status } }', {
        trackId: await captionTrackId(),
      }),
    ),
    // Apertium's English-Spanish pair is installed with the test run's system tools.
    'Mutation.translateCaptions': rule(ADMIN_ONLY, async (who) =>
      ask(
        who,
        'mutation Translate($trackId: ID!, $input: CaptionTrackInput!) { translateCaptions(trackId: $trackId, input: $input) { status } }',
        { trackId: await captionTrackId(), input: { language: 'es', label: 'Español', kind: 'subtitles' } },
      ),
    ),
    'Mutation.alignCaptionsToScript': rule(ADMIN_ONLY, async (who) =>
      askWithFile(
        who,
        'mutation Align($lectureId: ID!, $script: Upload!) { alignCaptionsToScript(lectureId: $lectureId, script: $script) { status } }',
        { lectureId: catalogue.lectures[0]!.id, script: null },
        {
          path: 'variables.script',
          filename: 'script.txt',
          content: Buffer.from('A matrix of words'),
          type: 'text/plain',
        },
      ),
    ),
    'Mutation.retranscribeLecture': rule(ADMIN_ONLY, async (who) => {
      const { lectures } = await createCourse(app, { title: 'Matrix Transcription' }, { lectures: 1 });
      return ask(
        who,
        'mutation Transcribe($lectureId: ID!) { retranscribeLecture(lectureId: $lectureId) { status } }',
        {
          lectureId: lectures[0]!.id,
        },
      );
    }),
    'Mutation.addLecture': rule(ADMIN_ONLY, async (who) =>
      askWithFile(
        who,
        `mutation AddLecture($courseId: ID!, $input: LectureInput!, $video: Upload) {
        addLecture(courseId: $courseId, input: $input, video: $video) { lecture { id } }
      }`,
        { courseId: (await newCourse()).id, input: lectureFields, video: null },
        mp4At('variables.video'),
      ),
    ),
    'Mutation.createCourse': rule(ADMIN_ONLY, (who) =>
      askWithFile(
        who,
        'mutation CreateCourse($input: CourseInput!, $thumbnail: Upload) { createCourse(input: $input, thumbnail: $thumbnail) { id } }',
        { input: courseFields, thumbnail: null },
        pngAt('variables.thumbnail'),
      ),
    ),
    'Mutation.deleteCourse': rule(ADMIN_ONLY, async (who) =>
      ask(who, 'mutation DeleteCourse($id: ID!) { deleteCourse(id: $id) { success } }', {
        id: (await newCourse(1)).id,
      }),
    ),
    'Mutation.publishCourse': rule(ADMIN_ONLY, async (who) =>
      ask(who, 'mutation Publish($id: ID!) { publishCourse(id: $id) { id } }', { id: (await newCourse(1)).id }),
    ),
    'Mutation.unpublishCourse': rule(ADMIN_ONLY, async (who) =>
      ask(who, 'mutation Unpublish($id: ID!) { unpublishCourse(id: $id) { id } }', { id: (await newCourse(1)).id }),
    ),
    'Mutation.createCategory': rule(ADMIN_ONLY, (who) =>
      ask(who, 'mutation Create($name: String!) { createCategory(name: $name) { name } }', { name: matrixCategory() }),
    ),
    'Mutation.renameCategory': rule(ADMIN_ONLY, async (who) =>
      ask(
        who,
        'mutation Rename($name: String!, $newName: String!) { renameCategory(name: $name, newName: $newName) { name } }',
        {
          name: await categoryWithCourse(),
          newName: matrixCategory(),
        },
      ),
    ),
    'Mutation.mergeCategories': rule(ADMIN_ONLY, async (who) =>
      ask(
        who,
        'mutation Merge($into: String!, $sources: [String!]!) { mergeCategories(into: $into, sources: $sources) { name } }',
        {
          into: await categoryWithCourse(),
          sources: [await categoryWithCourse()],
        },
      ),
    ),
    'Mutation.deleteCategory': rule(ADMIN_ONLY, async (who) =>
      ask(who, 'mutation Delete($name: String!) { deleteCategory(name: $name) { success } }', {
        name: await categoryWithCourse(0),
      }),
    ),
    'Mutation.deleteLecture': rule(ADMIN_ONLY, async (who) => {
      const { course, lectures } = await createCourse(app, { title: 'Matrix Lecture Deletion' }, { lectures: 1 });
      return ask(
        who,
        'mutation DeleteLecture($courseId: ID!, $lectureId: ID!) { deleteLecture(courseId: $courseId, lectureId: $lectureId) { success } }',
        { courseId: course.id, lectureId: lectures[0]!.id },
      );
    }),
    'Mutation.reorderLectures': rule(ADMIN_ONLY, async (who) => {
      const { course, lectures } = await createCourse(app, { title: 'Matrix Lecture Order' }, { lectures: 2 });
      return ask(
        who,
        'mutation Reorder($courseId: ID!, $lectureIds: [ID!]!) { reorderLectures(courseId: $courseId, lectureIds: $lectureIds) { id } }',
        { courseId: course.id, lectureIds: lectures.map((lecture) => lecture.id).reverse() },
      );
    }),
    'Mutation.retryLectureProcessing': rule(ADMIN_ONLY, async (who) => {
      const { lectures } = await createCourse(
        app,
        { title: 'Matrix Lecture Retry' },
        { lectures: 1, status: 'FAILED' },
      );
      return ask(
        who,
        'mutation Retry($lectureId: ID!) { retryLectureProcessing(lectureId: $lectureId) { id status } }',
        {
          lectureId: lectures[0]!.id,
        },
      );
    }),
    'Mutation.setLecturePreview': rule(ADMIN_ONLY, (who) =>
      ask(
        who,
        'mutation Preview($lectureId: ID!) { setLecturePreview(lectureId: $lectureId, preview: true) { freePreview } }',
        { lectureId: catalogue.lectures[1]!.id },
      ),
    ),
    'Mutation.setCourseViewingRequirement': rule(ADMIN_ONLY, async (who) => {
      const { course } = await createCourse(app, { title: 'Matrix Verified Viewing' });
      return ask(
        who,
        'mutation Require($id: ID!) { setCourseViewingRequirement(id: $id, requireVerifiedViewing: true) { id } }',
        {
          id: course.id,
        },
      );
    }),
    'Mutation.updateCourse': rule(ADMIN_ONLY, async (who) =>
      askWithFile(
        who,
        'mutation UpdateCourse($id: ID!, $input: CourseInput!, $thumbnail: Upload) { updateCourse(id: $id, input: $input, thumbnail: $thumbnail) { id } }',
        { id: (await newCourse()).id, input: { ...courseFields, title: 'Renamed' }, thumbnail: null },
        pngAt('variables.thumbnail'),
      ),
    ),
    'Mutation.updateLecture': rule(ADMIN_ONLY, (who) =>
      ask(
        who,
        'mutation UpdateLecture($lectureId: ID!, $input: LectureInput!) { updateLecture(lectureId: $lectureId, input: $input) { id } }',
        { lectureId: catalogue.lectures[1]!.id, input: lectureFields },
      ),
    ),
  },
  rest: {
    'GET /courses': rule(http(OPEN), (who) => rest.get('/courses', auth(who))),
    'POST /courses': rule(http(ADMIN_ONLY, 201), (who) =>
      rest.form('POST', '/courses', restCourseFields, png('thumbnail'), auth(who)),
    ),
    'DELETE /courses': rule(http(ADMIN_ONLY), async (who) => {
      const { course, lectures } = await createCourse(app, { title: 'Matrix Lecture Deletion' }, { lectures: 1 });
      return rest.delete(`/courses?courseId=${course.id}&lectureId=${lectures[0]!.id}`, auth(who));
    }),
    'GET /courses/{id}': rule(http(WATCHERS), (who) => rest.get(`/courses/${catalogue.course.id}`, auth(who))),
    'POST /courses/{id}': rule(http(ADMIN_ONLY, 201), async (who) =>
      rest.form(
        'POST',
        `/courses/${(await newCourse()).id}`,
        lectureFields,
        { lecture: { content: mp4OfSize(4096), filename: 'lecture.mp4', type: 'video/mp4' } },
        auth(who),
      ),
    ),
    'PUT /courses/{id}': rule(http(ADMIN_ONLY), async (who) =>
      rest.form('PUT', `/courses/${(await newCourse()).id}`, restCourseFields, png('thumbnail'), auth(who)),
    ),
    'DELETE /courses/{id}': rule(http(ADMIN_ONLY), async (who) =>
      rest.delete(`/courses/${(await newCourse(1)).id}`, auth(who)),
    ),
  },
};
