import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCourse } from '../../../test/course-factories';
import { createUser } from '../../../test/factories';
import { errorCode, errorMessage, gql, gqlUpload } from '../../../test/graphql-client';
import { startTestApp, type TestApp } from '../../../test/harness';
import { LIMITS } from '../../rate-limit/rate-limits';

const TRACK_FIELDS = 'id lectureId language label kind source status version url';

const UPLOAD = /* GraphQL */ `
  mutation UploadCaptions($lectureId: ID!, $input: CaptionTrackInput!, $file: Upload!) {
    uploadCaptions(lectureId: $lectureId, input: $input, file: $file) { ${TRACK_FIELDS} }
  }`;
const LECTURE_CAPTIONS = /* GraphQL */ `
  query LectureCaptions($courseId: ID!) { lectures(courseId: $courseId) { id captions { ${TRACK_FIELDS} } } }`;
const TRACK = /* GraphQL */ `
  query CaptionTrack($id: ID!) { captionTrack(id: $id) { ${TRACK_FIELDS} cues { start end text } } }`;
const UPDATE = /* GraphQL */ `
  mutation UpdateCues($trackId: ID!, $version: Int!, $cues: [CaptionCueInput!]!) {
    updateCaptionCues(trackId: $trackId, version: $version, cues: $cues) { ${TRACK_FIELDS} }
  }`;
const DELETE = /* GraphQL */ `
  mutation DeleteCaptions($trackId: ID!) { deleteCaptions(trackId: $trackId) { success id lectureId } }`;
const SEARCH = /* GraphQL */ `
  query Moments($query: String!) {
    searchTranscripts(query: $query) { courseId lectureId lectureTitle lecturePosition startSeconds snippet }
    courses(search: $query) { edges { node { id } } }
  }`;

const VTT = `WEBVTT

00:00:01.000 --> 00:00:03.000
Welcome to the course

00:00:12.500 --> 00:00:15.000
The event loop never blocks
`;

/** Words no other test searches for. */
const COUNTED_VTT = 'WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nCounted statements\n';

type Track = {
  id: string;
  language: string;
  label: string;
  source: string;
  status: string;
  version: number;
  url: string | null;
};

describe('caption tracks', () => {
  let app: TestApp;
  let admin: string;
  let subscriber: string;
  let learner: string;
  let courseId: string;
  let lectureId: string;

  const upload = (content: string, filename = 'captions.vtt', token = admin, language = 'en') =>
    gqlUpload<{ uploadCaptions: Track }>(
      app,
      UPLOAD,
      { lectureId, input: { language, label: 'English', kind: 'captions' }, file: null },
      [{ path: 'variables.file', filename, content: Buffer.from(content), type: 'text/vtt' }],
      { token },
    );

  beforeAll(async () => {
    app = await startTestApp();
    admin = (await createUser(app, { role: 'ADMIN' })).token;
    subscriber = (await createUser(app, { subscriptionStatus: 'active' })).token;
    learner = (await createUser(app)).token;
    const { course, lectures } = await createCourse(app, { title: 'Node internals' }, { lectures: 1 });
    courseId = course.id;
    lectureId = (lectures[0] as { id: string }).id;
  });
  afterAll(() => app.close());

  it('an ADMIN uploads WebVTT; subscribers see the track on the lecture and fetch its file', async () => {
    const uploaded = await upload(VTT);
    expect(uploaded.errors).toBeUndefined();
    const track = uploaded.data?.uploadCaptions as Track;
    expect(track).toMatchObject({ label: 'English', source: 'upload', status: 'READY', version: 1 });
    expect(track.url).toBe(`/media/lectures/${lectureId}/captions/en.vtt?v=1`);

    const listed = await gql<{ lectures: { captions: Track[] }[] }>(
      app,
      LECTURE_CAPTIONS,
      { courseId },
      { token: subscriber },
    );
    expect(listed.data?.lectures[0]?.captions.map((each) => each.url)).toEqual([track.url]);

    const file = await fetch(`${app.url}${track.url}`, { headers: { authorization: `Bearer ${subscriber}` } });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('text/vtt; charset=utf-8');
    expect(await file.text()).toBe(
      'WEBVTT\n\n00:00:01.000 --> 00:00:03.000\nWelcome to the course\n\n00:00:12.500 --> 00:00:15.000\nThe event loop never blocks\n',
    );

    // The spec's REST lecture list carries the READY tracks beside its own fields.
    const rest = await fetch(`${app.url}/api/v1/courses/${courseId}`, {
      headers: { authorization: `Bearer ${subscriber}` },
    });
    const body = (await rest.json()) as { lectures: { _id: string; title: string; captions: unknown[] }[] };
    expect(body.lectures).toEqual([
      expect.objectContaining({
        _id: lectureId,
        captions: [{ language: 'en', label: 'English', kind: 'captions', url: track.url }],
      }),
    ]);
  });

  it('refuses the file to a learner without a subscription (403) and to an anonymous caller (401)', async () => {
    const path = `/media/lectures/${lectureId}/captions/en.vtt`;
    expect((await fetch(`${app.url}${path}`, { headers: { authorization: `Bearer ${learner}` } })).status).toBe(403);
    expect((await fetch(`${app.url}${path}`)).status).toBe(401);
    const missing = await fetch(`${app.url}/media/lectures/${lectureId}/captions/fr.vtt`, {
      headers: { authorization: `Bearer ${subscriber}` },
    });
    expect(missing.status).toBe(404);
  });

  it('reads the tracks of every lecture of a list in one statement, however many lectures there are', async () => {
    const statements = async (lectures: number) => {
      const made = await createCourse(app, {}, { lectures });
      for (const lecture of made.lectures) {
        const form = await gqlUpload(
          app,
          UPLOAD,
          { lectureId: lecture.id, input: { language: 'en', label: 'English', kind: 'captions' }, file: null },
          [{ path: 'variables.file', filename: 'en.vtt', content: Buffer.from(COUNTED_VTT) }],
          { token: admin },
        );
        expect(form.errors).toBeUndefined();
      }
      const { result, queries } = await app.captureQueries(() =>
        gql<{ lectures: { captions: Track[] }[] }>(
          app,
          LECTURE_CAPTIONS,
          { courseId: made.course.id },
          { token: subscriber },
        ),
      );
      expect(result.data?.lectures.map((lecture) => lecture.captions.length)).toEqual(Array(lectures).fill(1));
      return queries.filter((statement) => statement.includes('caption_tracks')).length;
    };
    expect(await statements(1)).toBe(1);
    expect(await statements(4)).toBe(1);
  });

  it('answers the REST lecture list, captions included, in 2 statements with the session lookup', async () => {
    for (const lectures of [1, 4]) {
      const made = await createCourse(app, {}, { lectures });
      for (const [index, lecture] of made.lectures.entries()) {
        // Every other lecture has a second language: each lecture gets its own tracks, in language order.
        for (const language of index % 2 ? ['en', 'fr'] : ['en']) {
          const form = await gqlUpload(
            app,
            UPLOAD,
            { lectureId: lecture.id, input: { language, label: language, kind: 'captions' }, file: null },
            [{ path: 'variables.file', filename: `${language}.vtt`, content: Buffer.from(COUNTED_VTT) }],
            { token: admin },
          );
          expect(form.errors).toBeUndefined();
        }
      }
      const { result, queries } = await app.captureQueries(async () => {
        const response = await fetch(`${app.url}/api/v1/courses/${made.course.id}`, {
          headers: { authorization: `Bearer ${subscriber}` },
        });
        return (await response.json()) as {
          lectures: { _id: string; captions: { language: string; url: string }[] }[];
        };
      });
      expect(result.lectures.map((lecture) => lecture._id)).toEqual(made.lectures.map((lecture) => lecture.id));
      expect(result.lectures.map((lecture) => lecture.captions.map((track) => track.language))).toEqual(
        made.lectures.map((_, index) => (index % 2 ? ['en', 'fr'] : ['en'])),
      );
      expect(result.lectures[0]?.captions[0]?.url).toBe(`/media/lectures/${made.lectures[0]!.id}/captions/en.vtt?v=1`);
      expect(queries.length).toBeLessThanOrEqual(2);
    }
  });

  it('refuses uploads from anyone but an ADMIN', async () => {
    expect(errorCode(await upload(VTT, 'captions.vtt', subscriber))).toBe('FORBIDDEN');
  });

  it('refuses a file with bad timing, an overlap or markup, naming the line, and anything but VTT or SRT', async () => {
    const overlap = 'WEBVTT\n\n00:00:01.000 --> 00:00:05.000\nA\n\n00:00:04.000 --> 00:00:06.000\nB\n';
    const refused = await upload(overlap);
    expect(errorCode(refused)).toBe('BAD_USER_INPUT');
    expect(errorMessage(refused)).toBe('Line 6: the cue starts before the previous one ends (cues may not overlap)');
    expect(errorCode(await upload('just some text', 'notes.vtt'))).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(errorMessage(await upload(VTT, 'captions.vtt', admin, 'not a tag!'))).toBe(
      'Language must be a BCP 47 tag, e.g. en or pt-BR',
    );
  });

  it('refuses a file holding a null byte as bad input, naming its line', async () => {
    const refused = await upload('WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nNull \u0000 here\n');
    expect(errorCode(refused)).toBe('BAD_USER_INPUT');
    expect(errorMessage(refused)).toBe('Line 4: captions must not contain null bytes');
  });

  it('converts SRT to WebVTT, as a second language', async () => {
    const srt = '1\n00:00:02,000 --> 00:00:04,000\nBienvenue\n';
    const track = (await upload(srt, 'fr.srt', admin, 'FR')).data?.uploadCaptions as Track;
    expect(track.url).toBe(`/media/lectures/${lectureId}/captions/fr.vtt?v=1`);
    const file = await fetch(`${app.url}${track.url}`, { headers: { authorization: `Bearer ${admin}` } });
    expect(await file.text()).toBe('WEBVTT\n\n00:00:02.000 --> 00:00:04.000\nBienvenue\n');
  });

  it('saves edited cues as a new version, refusing an overlap by cue number and a stale version', async () => {
    const listed = await gql<{ lectures: { captions: Track[] }[] }>(
      app,
      LECTURE_CAPTIONS,
      { courseId },
      { token: admin },
    );
    const english = listed.data?.lectures[0]?.captions.find((each) => each.url?.includes('/en.vtt')) as Track;
    const read = await gql<{ captionTrack: { cues: { start: number; end: number; text: string }[] } }>(
      app,
      TRACK,
      { id: english.id },
      { token: admin },
    );
    expect(read.data?.captionTrack.cues).toEqual([
      { start: 1, end: 3, text: 'Welcome to the course' },
      { start: 12.5, end: 15, text: 'The event loop never blocks' },
    ]);
    const overlapping = await gql(
      app,
      UPDATE,
      {
        trackId: english.id,
        version: english.version,
        cues: [
          { start: 0, end: 2, text: 'a' },
          { start: 1, end: 3, text: 'b' },
        ],
      },
      { token: admin },
    );
    expect(errorMessage(overlapping)).toBe('Cue 2: the cue starts before the previous one ends (cues may not overlap)');
    const cues = [
      { start: 1, end: 3, text: 'Welcome to the course' },
      { start: 12, end: 15, text: 'The event loop never blocks' },
    ];
    const saved = await gql<{ updateCaptionCues: Track }>(
      app,
      UPDATE,
      { trackId: english.id, version: english.version, cues },
      { token: admin },
    );
    expect(saved.data?.updateCaptionCues).toMatchObject({ version: english.version + 1, source: 'upload' });
    const stale = await gql(app, UPDATE, { trackId: english.id, version: english.version, cues }, { token: admin });
    expect(errorCode(stale)).toBe('CONFLICT');
  });

  it('finds the moment a word was said, and the course by words spoken in it', async () => {
    const found = await gql<{
      searchTranscripts: { lectureId: string; startSeconds: number; snippet: string }[];
      courses: { edges: { node: { id: string } }[] };
    }>(app, SEARCH, { query: 'event loo' });
    expect(found.data?.searchTranscripts).toEqual([
      expect.objectContaining({ lectureId, startSeconds: 12, snippet: 'The event loop never blocks' }),
    ]);
    expect(found.data?.courses.edges.map((edge) => edge.node.id)).toEqual([courseId]);
    const none = await gql<{ searchTranscripts: unknown[] }>(app, SEARCH, { query: 'bienvenuex' });
    expect(none.data?.searchTranscripts).toEqual([]);
  });

  it('fills a page with the words said as typed first, then with the words they begin', async () => {
    const listed = await gql<{ lectures: { captions: Track[] }[] }>(
      app,
      LECTURE_CAPTIONS,
      { courseId },
      { token: admin },
    );
    const english = listed.data?.lectures[0]?.captions.find((track) => track.language === 'en') as Track;
    const cues = [
      { start: 1, end: 3, text: 'Loops repeat the work' },
      { start: 12, end: 15, text: 'The event loop never blocks' },
      { start: 20, end: 22, text: 'A loophole in the scheduler' },
    ];
    const saved = await gql(app, UPDATE, { trackId: english.id, version: english.version, cues }, { token: admin });
    expect(saved.errors).toBeUndefined();
    const MOMENTS = 'query ($q: String!, $first: Int) { searchTranscripts(query: $q, first: $first) { startSeconds } }';
    const times = async (q: string, first: number) => {
      const found = await gql<{ searchTranscripts: { startSeconds: number }[] }>(
        app,
        MOMENTS,
        { q, first },
        { token: subscriber },
      );
      return found.data?.searchTranscripts.map((moment) => moment.startSeconds);
    };
    // One moment asked: 'loop' as said, not the words it begins.
    expect(await times('loop', 1)).toEqual([12]);
    // More asked than said exactly: the words beginning with it fill the page, in the lecture's order.
    expect(await times('loop', 3)).toEqual([1, 12, 20]);
    expect(await times('loo', 1)).toHaveLength(1);
    expect(await times('EVENT loo', 5)).toEqual([12]);
  });

  /** A course of one lecture whose English track says `cues`, one a second. */
  async function spokenCourse(cues: string[], status: 'DRAFT' | 'PUBLISHED' = 'PUBLISHED') {
    const { lectures } = await createCourse(app, { status }, { lectures: 1 });
    const spoken = lectures[0]!.id;
    const vtt = `WEBVTT\n\n${cues.map((text, index) => `00:00:0${index}.000 --> 00:00:0${index}.500\n${text}\n`).join('\n')}`;
    const uploaded = await gqlUpload(
      app,
      UPLOAD,
      { lectureId: spoken, input: { language: 'en', label: 'English', kind: 'captions' }, file: null },
      [{ path: 'variables.file', filename: 'captions.vtt', content: Buffer.from(vtt), type: 'text/vtt' }],
      { token: admin },
    );
    expect(uploaded.errors).toBeUndefined();
    return spoken;
  }

  const MOMENT_LECTURES = 'query ($q: String!) { searchTranscripts(query: $q, first: 50) { lectureId snippet } }';
  const momentsOf = async (q: string, token?: string) =>
    (await gql<{ searchTranscripts: { lectureId: string; snippet: string }[] }>(app, MOMENT_LECTURES, { q }, { token }))
      .data?.searchTranscripts;

  it("searches the words of published courses, a draft's only for an ADMIN", async () => {
    const draftLecture = await spokenCourse(['Unreleased marsupial secrets'], 'DRAFT');
    expect(await momentsOf('marsupial')).toEqual([]);
    expect(await momentsOf('marsupial', subscriber)).toEqual([]);
    expect(await momentsOf('marsupial', admin)).toEqual([
      { lectureId: draftLecture, snippet: 'Unreleased marsupial secrets' },
    ]);
  });

  it('shows a caller who may not play a lecture one of its moments a search', async () => {
    const paid = await spokenCourse(['The quokka wakes', 'The quokka eats', 'The quokka hops', 'The quokka sleeps']);
    expect(await momentsOf('quokka')).toEqual([{ lectureId: paid, snippet: 'The quokka wakes' }]);
    expect(await momentsOf('quokka', learner)).toHaveLength(1);
    expect(await momentsOf('quokka', subscriber)).toHaveLength(4);
    await app.orm.em.fork().execute('update lectures set free_preview = true where id = ?', [paid]);
    expect(await momentsOf('quokka')).toHaveLength(4);
  });

  it('gives each account a budget of searches an hour, answered TOO_MANY_REQUESTS past it', async () => {
    const { token } = await createUser(app, { subscriptionStatus: 'active' });
    for (let search = 0; search < LIMITS.transcriptSearchesPerHour; search += 1) {
      expect(await momentsOf(`budget${search}`, token)).toEqual([]);
    }
    const over = await gql(app, MOMENT_LECTURES, { q: 'budget' }, { token });
    expect(errorCode(over)).toBe('TOO_MANY_REQUESTS');
    expect(await momentsOf('budget', subscriber)).toEqual([]);
  });

  it('deletes a track; its file and its spoken words go with it', async () => {
    const listed = await gql<{ lectures: { captions: Track[] }[] }>(
      app,
      LECTURE_CAPTIONS,
      { courseId },
      { token: admin },
    );
    for (const track of listed.data?.lectures[0]?.captions ?? []) {
      const deleted = await gql<{ deleteCaptions: { success: boolean } }>(
        app,
        DELETE,
        { trackId: track.id },
        { token: admin },
      );
      expect(deleted.data?.deleteCaptions.success).toBe(true);
    }
    const file = await fetch(`${app.url}/media/lectures/${lectureId}/captions/en.vtt`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(file.status).toBe(404);
    const found = await gql<{ searchTranscripts: unknown[]; courses: { edges: unknown[] } }>(app, SEARCH, {
      query: 'event loop',
    });
    expect(found.data?.searchTranscripts).toEqual([]);
    expect(found.data?.courses.edges).toEqual([]);
  });
});
