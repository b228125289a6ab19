import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Parser } from 'm3u8-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCourse } from '../../../test/course-factories';
import { createUser } from '../../../test/factories';
import {
  type GeneratedSlide,
  makeMovingLecture,
  makeSlideLecture,
  slideStarts,
} from '../../../test/fixtures/slide-lectures';
import { gql, gqlUpload } from '../../../test/graphql-client';
import { bound } from '../../../test/hang-bound';
import { startTestApp, type TestApp } from '../../../test/harness';
import { mediaGet } from '../../../test/ready-lecture';
import { Lecture } from '../../catalog/lecture/lecture.entity';
import { jsonColumn, type StoredRendition } from '../../catalog/lecture/lecture-renditions';
import type { Job } from '../../jobs/job-queue';
import { TESSERACT } from '../transcoder/slides/analyse-slides';
import { readSlideText, slideTitle } from '../transcoder/slides/slide-text';
import { encodeLadderJob } from './lecture-ladder.job';
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

/**
 * The lectures are drawn at 360p: the ladder's smallest rung, which the "slides + audio" rendition is made the size
 * of, and large enough for Tesseract to read their text. What is read, and where slides change, does not depend on
 * the size; a larger original would only add rungs that nothing here looks at.
 */
const SIZE = { width: 640, height: 360 };

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

const run = promisify(execFile);

beforeAll(async () => {
  app = await startTestApp();
  admin = await createUser(app, { role: 'ADMIN' });
  subscriber = await createUser(app, { subscriptionStatus: 'active' });
  dir = await mkdtemp(path.join(tmpdir(), 'lecture-slides-'));
  video = await readFile(await makeSlideLecture(dir, 'optimisers', GENERATED, SIZE));
}, bound(60_000));
afterAll(async () => {
  await app.close();
  await rm(dir, { recursive: true, force: true });
});

const job = <T>(data: T): Job<T> => ({ id: 'test', data, attempt: 0, signal: new AbortController().signal });

/** A lecture READY on its first rendition, or with `ladder` on its ladder, as the slides job finds it in production. */
async function readyLecture(content = video, { ladder = false } = {}) {
  const { course } = await createCourse(app, { title: 'Optimisation' });
  const response = await gqlUpload<{ addLecture: { lecture: { id: string } } }>(
    app,
    ADD,
    { courseId: course.id, input: { title: 'Optimisers', description: 'How models learn.' }, video: null },
    [{ path: 'variables.video', filename: 'optimisers.mp4', content }],
    admin,
  );
  const lectureId = response.data!.addLecture.lecture.id;
  await transcodeLectureJob(app.deps)(job({ lectureId }));
  const { processingVersion: version } = await app.orm.em.fork().findOneOrFail(Lecture, lectureId);
  if (ladder) await encodeLadderJob(app.deps)(job({ lectureId, version }));
  return { courseId: course.id, lectureId, version };
}

async function slidesOf(courseId: string, viewer: { token: string }) {
  const response = await gql<{ lectures: LectureSlides[] }>(app, SLIDES, { courseId }, viewer);
  expect(response.errors).toBeUndefined();
  return response.data!.lectures[0]!;
}

const media = (url: string, viewer?: { token: string }) =>
  fetch(`${app.url}${url}`, { headers: viewer ? { authorization: `Bearer ${viewer.token}` } : {} });

describe('the slides of a lecture', { timeout: bound(180_000) }, () => {
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

  it('keeps no "slides + audio" rendition of a video replaced while its slides were read', async () => {
    const { lectureId, version } = await readyLecture();
    const storage = app.deps.storage;
    // The replacement lands while the rendition is being stored.
    let replaced = false;
    const replacing = Object.assign(Object.create(storage) as typeof storage, {
      put: async (...args: Parameters<typeof storage.put>) => {
        if (args[0].endsWith('/slides.mp4')) {
          replaced = true;
          await app.orm.em
            .fork()
            .execute('update lectures set processing_version = gen_random_uuid() where id = ?', [lectureId]);
        }
        return storage.put(...args);
      },
    });
    await lectureSlidesJob({ ...app.deps, storage: replacing })(job({ lectureId, version }));
    expect(replaced).toBe(true);
    expect((await renditionsOf(lectureId)).map((rendition) => rendition.name)).not.toContain('slides');
    expect(await storage.exists(`lectures/${lectureId}/${version}/slides.mp4`)).toBe(false);
    expect(await storage.exists(`lectures/${lectureId}/${version}/slides.m3u8`)).toBe(false);
  });
});

/** The lecture's renditions as its row keeps them. */
async function renditionsOf(lectureId: string) {
  const [row] = await app.orm.em
    .fork()
    .execute<{ renditions: StoredRendition[] | string }[]>('select renditions from lectures where id = ?', [lectureId]);
  return jsonColumn<StoredRendition[]>(row!.renditions) ?? [];
}

/**
 * Slides shown as long as in a lecture (the first three are 4 s): a change of slide costs about a key frame in the
 * ladder's rungs and in the rendition alike, so how much smaller the rendition is shows over a slide that stays.
 */
const LONGER = GENERATED.map((slide) => ({ ...slide, seconds: 12 }));
let longer: Buffer;

/** A playlist read by an independent HLS parser (video.js's m3u8-parser). */
function parsed(text: string) {
  const parser = new Parser();
  parser.push(text);
  parser.end();
  return parser.manifest;
}

describe('the "slides + audio" rendition', { timeout: bound(240_000) }, () => {
  beforeAll(async () => {
    longer = await readFile(await makeSlideLecture(dir, 'longer', LONGER, SIZE));
  }, bound(60_000));

  it('plays a slide lecture’s stills with its sound as the smallest variant, each slide at its time', async () => {
    const { lectureId, version } = await readyLecture(longer, { ladder: true });
    const ladder = await renditionsOf(lectureId);
    await lectureSlidesJob(app.deps)(job({ lectureId, version }));
    const renditions = await renditionsOf(lectureId);
    expect(renditions.map((rendition) => rendition.name)).toEqual(['slides', ...ladder.map((rung) => rung.name)]);
    const [slides, smallest] = renditions as [StoredRendition, StoredRendition];
    expect(slides).toMatchObject({
      width: smallest.width,
      height: smallest.height,
      frameRate: 1,
      playlistKey: `lectures/${lectureId}/${version}/slides.m3u8`,
    });
    expect(slides.codecs).toMatch(/^avc1\./);
    // Far below the smallest rung's bytes for the same seconds.
    expect(slides.averageBandwidth).toBeLessThan(smallest.averageBandwidth / 2);

    // The master playlist: the smallest variant, playing with the lecture's sound.
    const masterUrl = new URL(`/media/lectures/${lectureId}/hls.m3u8`, app.url);
    const master = await mediaGet(app, masterUrl.href, subscriber);
    expect(master.status).toBe(200);
    const variants = parsed(await master.text()).playlists ?? [];
    expect(variants).toHaveLength(renditions.length);
    const bandwidths = variants.map((variant) => Number(variant.attributes.BANDWIDTH));
    expect(bandwidths[0]).toBe(Math.min(...bandwidths));
    const variantUrl = new URL(variants[0]!.uri, masterUrl);
    expect(variantUrl.pathname).toBe(`/media/lectures/${lectureId}/hls/${version}/slides.m3u8`);
    expect(variants[0]!.attributes).toMatchObject({ AUDIO: 'audio', RESOLUTION: { width: 640, height: 360 } });

    // Decoded end to end as served (signed playlist, byte ranges), as long as the video within a frame (a second).
    await run('ffmpeg', ['-v', 'error', '-xerror', '-i', variantUrl.href, '-f', 'null', '-']);
    const { stdout } = await run('ffprobe', [
      '-v',
      'error',
      '-show_entries',
      'format=duration',
      '-of',
      'json',
      variantUrl.href,
    ]);
    const seconds = LONGER.reduce((sum, slide) => sum + slide.seconds, 0);
    expect(Math.abs(Number(JSON.parse(stdout).format.duration) - seconds)).toBeLessThanOrEqual(1);

    // The frame shown a second into each slide is that slide: its title reads back.
    const dir = await mkdtemp(path.join(tmpdir(), 'slides-frames-'));
    try {
      for (const [index, slide] of slideStarts(LONGER).entries()) {
        const frame = path.join(dir, `frame-${index}.png`);
        const at = (slide.startSeconds + 1.5).toFixed(3);
        // A decode up to it, not a seek: ffmpeg 5.1's HLS demuxer loses the init section when it seeks in fMP4.
        const shown = ['-vf', `select=gte(t\\,${at})`, '-frames:v', '1', '-y', frame];
        await run('ffmpeg', ['-v', 'error', '-i', variantUrl.href, ...shown]);
        expect(slideTitle(await readSlideText(TESSERACT, frame))).toBe(slide.title);
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }

    // A data saver download keeps it, the other qualities a rung.
    const sizes = await mediaGet(app, `/media/lectures/${lectureId}/download-sizes`, subscriber);
    const { sizes: byQuality } = (await sizes.json()) as {
      sizes: { quality: string; rendition: string; bytes: number }[];
    };
    expect(byQuality.map((size) => size.rendition)).toEqual(['slides', smallest.name, expect.any(String)]);
    expect(byQuality[0]!.bytes).toBeLessThan(byQuality[1]!.bytes);
  });

  it('is not made of a talking head', async () => {
    // Three times MIN_SLIDE_SECONDS, time for a slide to show were there one; its zoom moves every frame.
    const moving = await readFile(await makeMovingLecture(dir, 'talking-head', 6));
    const { lectureId, version } = await readyLecture(moving, { ladder: true });
    const ladder = await renditionsOf(lectureId);
    await lectureSlidesJob(app.deps)(job({ lectureId, version }));
    expect(await renditionsOf(lectureId)).toEqual(ladder);
  });

  it('is not made for a version whose rungs carry the sound (no audio rendition to play it with)', async () => {
    const { courseId, lectureId, version } = await readyLecture(video, { ladder: true });
    await app.orm.em.fork().execute('update lectures set audio_rendition = null where id = ?', [lectureId]);
    const ladder = await renditionsOf(lectureId);
    await lectureSlidesJob(app.deps)(job({ lectureId, version }));
    expect(await renditionsOf(lectureId)).toEqual(ladder);
    expect((await slidesOf(courseId, subscriber)).slides).toHaveLength(3);
    expect(await app.deps.storage.exists(`lectures/${lectureId}/${version}/slides.mp4`)).toBe(false);
  });
});
