import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCourse } from '../../../test/course-factories';
import { createUser } from '../../../test/factories';
import { type GeneratedSlide, makeSlideLecture } from '../../../test/fixtures/slide-lectures';
import { gql, gqlUpload } from '../../../test/graphql-client';
import { startTestApp, type TestApp } from '../../../test/harness';
import { Lecture } from '../../catalog/lecture/lecture.entity';
import type { Job } from '../../jobs/job-queue';
import { lectureSlidesJob } from './lecture-slides.job';
import { transcodeLectureJob } from './lecture-transcode.job';

/**
 * A slide lecture from upload to what learners get of its slides: the transcode's and the slides' job handlers run
 * here in turn (no workers: the app only queues), on a lecture ffmpeg draws, with the real Tesseract.
 */
const ADD = /* GraphQL */ `
  mutation AddLecture($courseId: ID!, $input: LectureInput!, $video: Upload) {
    addLecture(courseId: $courseId, input: $input, video: $video) { lecture { id } }
  }`;
const SLIDES = /* GraphQL */ `
  query Lectures($courseId: ID!) {
    lectures(courseId: $courseId) {
      id
      chapters { startSeconds title }
      slides { startSeconds title text imageUrl }
      chaptersTrackUrl
      handoutUrl
    }
  }`;
const SEARCH = /* GraphQL */ `
  query Search($query: String!) { searchTranscripts(query: $query) { lectureId startSeconds snippet source } }`;

const GENERATED: GeneratedSlide[] = [
  { title: 'Gradient Descent', body: 'Walking downhill on a loss', seconds: 4 },
  { title: 'Learning Rates', body: 'Too small or too large', seconds: 4 },
  { title: 'Momentum', body: 'Remember the last step', seconds: 4 },
];

interface LectureSlides {
  id: string;
  chapters: { startSeconds: number; title: string }[];
  slides: { startSeconds: number; title: string; text: string; imageUrl: string }[];
  chaptersTrackUrl: string | null;
  handoutUrl: string | null;
}

let app: TestApp;
let admin: { token: string };
let subscriber: { token: string };
let dir: string;
let video: Buffer;

beforeAll(async () => {
  app = await startTestApp();
  admin = await createUser(app, { role: 'ADMIN' });
  subscriber = await createUser(app, { subscriptionStatus: 'active' });
  dir = await mkdtemp(path.join(tmpdir(), 'lecture-slides-'));
  video = await readFile(await makeSlideLecture(dir, 'optimisers', GENERATED));
}, 60_000);
afterAll(async () => {
  await app.close();
  await rm(dir, { recursive: true, force: true });
});

const job = <T>(data: T): Job<T> => ({ id: 'test', data, attempt: 0, signal: new AbortController().signal });

async function readyLecture() {
  const { course } = await createCourse(app, { title: 'Optimisation' });
  const response = await gqlUpload<{ addLecture: { lecture: { id: string } } }>(
    app,
    ADD,
    { courseId: course.id, input: { title: 'Optimisers', description: 'How models learn.' }, video: null },
    [{ path: 'variables.video', filename: 'optimisers.mp4', content: video }],
    admin,
  );
  const lectureId = response.data!.addLecture.lecture.id;
  await transcodeLectureJob(app.deps)(job({ lectureId }));
  const { processingVersion: version } = await app.orm.em.fork().findOneOrFail(Lecture, lectureId);
  return { courseId: course.id, lectureId, version };
}

async function slidesOf(courseId: string, viewer: { token: string }) {
  const response = await gql<{ lectures: LectureSlides[] }>(app, SLIDES, { courseId }, viewer);
  expect(response.errors).toBeUndefined();
  return response.data!.lectures[0]!;
}

const media = (url: string, viewer?: { token: string }) =>
  fetch(`${app.url}${url}`, { headers: viewer ? { authorization: `Bearer ${viewer.token}` } : {} });

describe('the slides of a lecture', { timeout: 180_000 }, () => {
  it('gives learners its chapters, slide pictures, chapters track and handout, and finds its slide text', async () => {
    const { courseId, lectureId, version } = await readyLecture();
    expect(await slidesOf(courseId, subscriber)).toMatchObject({ chapters: [], slides: [], handoutUrl: null });

    await lectureSlidesJob(app.deps)(job({ lectureId, version }));
    const lecture = await slidesOf(courseId, subscriber);
    expect(lecture.chapters.map((chapter) => chapter.title)).toEqual(GENERATED.map((slide) => slide.title));
    for (const [index, chapter] of lecture.chapters.entries()) expect(chapter.startSeconds).toBeCloseTo(index * 4, 0);
    expect(lecture.slides[1]).toMatchObject({
      title: 'Learning Rates',
      text: 'Learning Rates\nToo small or too large',
    });

    const picture = await media(lecture.slides[0]!.imageUrl, subscriber);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/jpeg');
    expect((await media(lecture.slides[0]!.imageUrl)).status).toBe(401);

    const track = await media(lecture.chaptersTrackUrl!, subscriber);
    expect(track.headers.get('content-type')).toContain('text/vtt');
    const cues = await track.text();
    expect(cues).toMatch(/^WEBVTT\n/);
    expect(cues).toContain('00:00:04.000 --> 00:00:08.000\nLearning Rates');
    expect(cues).toContain('00:00:08.000 --> 00:00:12.000\nMomentum');

    const handout = await media(lecture.handoutUrl!, subscriber);
    expect(handout.status).toBe(200);
    expect(handout.headers.get('content-disposition')).toBe('attachment; filename="slides.pdf"');
    const pdf = Buffer.from(await handout.arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    // Three slides, two a page.
    expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(2);

    const found = await gql<{ searchTranscripts: { lectureId: string; startSeconds: number; source: string }[] }>(
      app,
      SEARCH,
      { query: 'downhill' },
      subscriber,
    );
    expect(found.data?.searchTranscripts).toEqual([
      expect.objectContaining({
        lectureId,
        startSeconds: 0,
        source: 'SLIDE',
        snippet: 'Gradient Descent Walking downhill on a loss',
      }),
    ]);
  });

  it('shows no slides of a video replaced since, and the old attempt’s files are no longer served', async () => {
    const { courseId, lectureId, version } = await readyLecture();
    await lectureSlidesJob(app.deps)(job({ lectureId, version }));
    const before = await slidesOf(courseId, subscriber);
    expect(before.slides).toHaveLength(3);
    // A replacement's new attempt, transcoded and READY, its slides not read yet.
    await app.orm.em
      .fork()
      .execute('update lectures set processing_version = gen_random_uuid() where id = ?', [lectureId]);

    expect(await slidesOf(courseId, subscriber)).toMatchObject({ chapters: [], slides: [], chaptersTrackUrl: null });
    expect((await media(before.slides[0]!.imageUrl, subscriber)).status).toBe(404);
    expect((await media(before.handoutUrl!, subscriber)).status).toBe(404);
    const search = await gql<{ searchTranscripts: unknown[] }>(app, SEARCH, { query: 'downhill' }, subscriber);
    expect(search.data?.searchTranscripts.filter((moment) => JSON.stringify(moment).includes(lectureId))).toEqual([]);

    // A late job of the replaced attempt stores nothing.
    await lectureSlidesJob(app.deps)(job({ lectureId, version }));
    expect((await slidesOf(courseId, subscriber)).slides).toEqual([]);
  });
});
