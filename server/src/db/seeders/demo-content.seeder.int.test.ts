import { readFileSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUser } from '../../../test/factories';
import { gql } from '../../../test/graphql-client';
import { bound } from '../../../test/hang-bound';
import { startTestApp, type TestApp } from '../../../test/harness';
import { Course } from '../../catalog/course/course.entity';
import { Lecture } from '../../catalog/lecture/lecture.entity';
import { outputFiles, reconcileProcessingLectures } from '../../media/processing/lecture-transcode.job';
import { transcode } from '../../media/transcoder/transcode';
import { readTranscodeResult, transcodedDir } from './demo-catalog';
import { seedDemoContent } from './demo-content.seeder';

const demoDir = fileURLToPath(new URL('../../../demo', import.meta.url));
const catalog = JSON.parse(readFileSync(path.join(demoDir, 'catalog.json'), 'utf8')) as {
  courses: {
    title: string;
    category: string;
    thumbnail: string;
    outcomes: string[];
    instructorBio: string;
    lectures: { video: string }[];
  }[];
};

const CATALOGUE = /* GraphQL */ `
  query { courses { edges { node { id title category numberOfLectures thumbnailUrl } } } categories }`;
const LECTURES = /* GraphQL */ `
  query($courseId: ID!) { lectures(courseId: $courseId) { title videoUrl contentType status durationSeconds hlsUrl } }`;
const lectureVideos = catalog.courses.flatMap((course) => course.lectures.map((lecture) => lecture.video));

interface Catalogue {
  courses: {
    edges: { node: { id: string; title: string; category: string; numberOfLectures: number; thumbnailUrl: string } }[];
  };
  categories: string[];
}

const storedFiles = async (app: TestApp, folder: string) =>
  readdir(path.join(app.config.uploadsDir, folder)).catch(() => [] as string[]);

describe('the shipped demo content', () => {
  it('has 4-5 courses in 2-3 categories, each with a thumbnail and at least two short lectures, under 3 MB', async () => {
    expect(catalog.courses.length).toBeGreaterThanOrEqual(4);
    expect(catalog.courses.length).toBeLessThanOrEqual(5);
    expect(new Set(catalog.courses.map((course) => course.category)).size).toBeGreaterThanOrEqual(2);
    let total = 0;
    for (const course of catalog.courses) {
      expect(course.lectures.length).toBeGreaterThanOrEqual(2);
      for (const file of [course.thumbnail, ...course.lectures.map((lecture) => lecture.video)]) {
        const bytes = readFileSync(path.join(demoDir, file));
        expect(bytes.length, file).toBeLessThan(300 * 1024);
        total += bytes.length;
      }
    }
    expect(total).toBeLessThan(3 * 1024 * 1024);
  });

  it('ships every lecture transcoded, in a few hundred kB', async () => {
    let total = 0;
    for (const video of lectureVideos) {
      const result = await readTranscodeResult(demoDir, video);
      for (const file of outputFiles(result))
        total += readFileSync(path.join(demoDir, transcodedDir(video), file)).length;
    }
    expect(total).toBeLessThan(800 * 1024);
  });

  // One real transcode (a second or so): outputs shipped from an older transcoder would be stale.
  it('ships what the transcoder makes of the lecture today, its sound a rendition of its own', {
    timeout: bound(60_000),
  }, async () => {
    const video = lectureVideos[0]!;
    const outDir = await mkdtemp(path.join(os.tmpdir(), 'demo-transcode-'));
    try {
      const made = await transcode(path.join(demoDir, video), outDir);
      const shipped = await readTranscodeResult(demoDir, video);
      expect(shipped.audio).toMatchObject({ name: 'audio', codecs: 'mp4a.40.2' });
      expect(outputFiles(shipped)).toEqual(outputFiles(made));
      const shape = ({ renditions, audio, storyboard, durationSeconds, width, height }: typeof made) => ({
        durationSeconds,
        width,
        height,
        storyboard,
        renditions: renditions.map(({ name, width, height, codecs, frameRate }) => ({
          name,
          width,
          height,
          codecs,
          frameRate,
        })),
        audio: audio && { name: audio.name, codecs: audio.codecs, playlistFile: audio.playlistFile },
      });
      expect(shape(shipped)).toEqual(shape(made));
    } finally {
      await rm(outDir, { recursive: true, force: true });
    }
  });
});

describe('seedDemoContent', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('stores nothing and writes no row when storage fails midway', async () => {
    const put = app.deps.storage.put.bind(app.deps.storage);
    let calls = 0;
    const failing = vi.spyOn(app.deps.storage, 'put').mockImplementation(async (key, body, options) => {
      calls += 1;
      if (calls === 4) throw new Error('disk full');
      return put(key, body, options);
    });
    try {
      await expect(seedDemoContent(app.orm, { ...app.deps, demoDir })).rejects.toThrow('disk full');
    } finally {
      failing.mockRestore();
    }
    expect(await app.orm.em.fork().count(Course)).toBe(0);
    expect(await storedFiles(app, 'thumbnails')).toEqual([]);
    expect(await storedFiles(app, 'lectures')).toEqual([]);
  });

  it('seeds the catalogue through storage, once', async () => {
    expect(await seedDemoContent(app.orm, { ...app.deps, demoDir })).toEqual({
      courses: catalog.courses.length,
      lectures: catalog.courses.reduce((sum, course) => sum + course.lectures.length, 0),
    });
    const response = await gql<Catalogue>(app, CATALOGUE);
    const { categories } = response.data!;
    const courses = response.data!.courses.edges.map(({ node }) => node);
    expect(courses.map((course) => course.title)).toEqual(catalog.courses.map((course) => course.title));
    // The lectures are READY at once (counted for learners), and no transcode is left for the workers.
    expect(courses.map((course) => course.numberOfLectures)).toEqual(
      catalog.courses.map((course) => course.lectures.length),
    );
    expect(await reconcileProcessingLectures(app.deps)).toBe(0);
    expect(categories).toEqual([...new Set(catalog.courses.map((course) => course.category))].sort());

    const thumbnail = await fetch(`${app.url}${courses[0]!.thumbnailUrl}`);
    expect(
      Buffer.from(await thumbnail.arrayBuffer()).equals(
        readFileSync(path.join(demoDir, catalog.courses[0]!.thumbnail)),
      ),
    ).toBe(true);

    // Each lecture plays as a transcoded upload does: the progressive MP4 and the HLS ladder of its shipped outputs.
    const { token } = await createUser(app, { role: 'ADMIN' });
    for (const [index, course] of courses.entries()) {
      const listed = await gql<{ lectures: { status: string }[] }>(app, LECTURES, { courseId: course.id }, { token });
      expect(listed.data?.lectures.map((lecture) => lecture.status)).toEqual(
        catalog.courses[index]!.lectures.map(() => 'READY'),
      );
    }
    const lectures = await gql<{
      lectures: { videoUrl: string; contentType: string; durationSeconds: number; hlsUrl: string }[];
    }>(app, LECTURES, { courseId: courses[0]!.id }, { token });
    const first = lectures.data!.lectures[0]!;
    expect(first).toMatchObject({ contentType: 'video/mp4', durationSeconds: 6 });
    const video = await fetch(`${app.url}${first.videoUrl}`, { headers: { authorization: `Bearer ${token}` } });
    expect(video.headers.get('content-type')).toBe('video/mp4');
    const shipped = path.join(demoDir, transcodedDir(catalog.courses[0]!.lectures[0]!.video), 'progressive.mp4');
    expect(Buffer.from(await video.arrayBuffer()).equals(readFileSync(shipped))).toBe(true);
    const master = await fetch(`${app.url}${first.hlsUrl}`, { headers: { authorization: `Bearer ${token}` } });
    expect(master.status).toBe(200);
    expect(await master.text()).toContain('RESOLUTION=320x180');

    // The course page's selling points come with it; no free previews (the plain catalogue the journeys expect).
    const firstCourse = await app.orm.em.fork().findOneOrFail(Course, { title: catalog.courses[0]!.title });
    expect(firstCourse.outcomes).toEqual(catalog.courses[0]!.outcomes);
    expect(firstCourse.instructorBio).toBe(catalog.courses[0]!.instructorBio);
    expect(await app.orm.em.fork().count(Lecture, { freePreview: true })).toBe(0);

    // A second start finds courses and leaves everything as it is.
    expect(await seedDemoContent(app.orm, { ...app.deps, demoDir })).toEqual({ courses: 0, lectures: 0 });
    expect(await app.orm.em.fork().count(Course)).toBe(catalog.courses.length);
    const lectureTotal = catalog.courses.reduce((sum, course) => sum + course.lectures.length, 0);
    expect(await app.orm.em.fork().count(Lecture)).toBe(lectureTotal);
    // Each lecture's original and its outputs folder.
    expect(await storedFiles(app, 'lectures')).toHaveLength(2 * lectureTotal);
  });
});
