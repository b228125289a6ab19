import { readFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUser } from '../../../test/factories';
import { probeFile } from '../../../test/fixtures/media-sources';
import { gql } from '../../../test/graphql-client';
import { startTestApp, type TestApp } from '../../../test/harness';
import { Course } from '../../modules/course/course.entity';
import { Lecture } from '../../modules/lecture/lecture.entity';
import { reconcileProcessingLectures } from '../../modules/lecture/lecture-transcode.job';
import { seedDemoContent } from './demo-content.seeder';

const demoDir = fileURLToPath(new URL('../../../demo', import.meta.url));
const catalog = JSON.parse(readFileSync(path.join(demoDir, 'catalog.json'), 'utf8')) as {
  courses: {
    title: string;
    category: string;
    thumbnail: string;
    outcomes: string[];
    instructorBio: string;
    lectures: { video: string; narrated: string; freePreview?: boolean }[];
  }[];
};

const CATALOGUE = /* GraphQL */ `
  query { courses { edges { node { id title category numberOfLectures thumbnailUrl } } } categories }`;
const LECTURES = /* GraphQL */ `
  query($courseId: ID!) { lectures(courseId: $courseId) { title videoUrl contentType status } }`;

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

  // One ffprobe a lecture, each a process start: seconds on a loaded CI machine, so not vitest's default 30 s.
  it('has narrated lectures of about a minute at 720p with sound, under 700 kB each', {
    timeout: 180_000,
  }, async () => {
    for (const lecture of catalog.courses.flatMap((course) => course.lectures)) {
      const file = path.join(demoDir, lecture.narrated);
      const probe = await probeFile(file);
      expect(probe.durationSeconds, lecture.narrated).toBeGreaterThanOrEqual(58);
      expect(probe.video?.height).toBe(720);
      expect(probe.audio).toBeDefined();
      expect(readFileSync(file).length).toBeLessThan(700 * 1024);
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
    // Like uploads, the lectures are PROCESSING (so not yet counted for learners) and their transcodes queued: the
    // reconcile pass finds none left to queue.
    expect(courses.map((course) => course.numberOfLectures)).toEqual(catalog.courses.map(() => 0));
    expect(await reconcileProcessingLectures(app.deps)).toBe(0);
    expect(categories).toEqual([...new Set(catalog.courses.map((course) => course.category))].sort());

    const thumbnail = await fetch(`${app.url}${courses[0]!.thumbnailUrl}`);
    expect(
      Buffer.from(await thumbnail.arrayBuffer()).equals(
        readFileSync(path.join(demoDir, catalog.courses[0]!.thumbnail)),
      ),
    ).toBe(true);

    // An ADMIN sees every seeded lecture and previews its original while it is processed.
    const { token } = await createUser(app, { role: 'ADMIN' });
    for (const [index, course] of courses.entries()) {
      const listed = await gql<{ lectures: { status: string }[] }>(app, LECTURES, { courseId: course.id }, { token });
      expect(listed.data?.lectures.map((lecture) => lecture.status)).toEqual(
        catalog.courses[index]!.lectures.map(() => 'PROCESSING'),
      );
    }
    const lectures = await gql<{ lectures: { videoUrl: string; contentType: string }[] }>(
      app,
      LECTURES,
      { courseId: courses[0]!.id },
      { token },
    );
    expect(lectures.data?.lectures[0]?.contentType).toBe('video/mp4');
    const video = await fetch(`${app.url}${lectures.data!.lectures[0]!.videoUrl}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(video.headers.get('content-type')).toBe('video/mp4');
    expect(
      Buffer.from(await video.arrayBuffer()).equals(
        readFileSync(path.join(demoDir, catalog.courses[0]!.lectures[0]!.video)),
      ),
    ).toBe(true);

    // The course page's selling points come with it; free previews only with the narrated media (not these clips).
    const first = await app.orm.em.fork().findOneOrFail(Course, { title: catalog.courses[0]!.title });
    expect(first.outcomes).toEqual(catalog.courses[0]!.outcomes);
    expect(first.instructorBio).toBe(catalog.courses[0]!.instructorBio);
    expect(await app.orm.em.fork().count(Lecture, { freePreview: true })).toBe(0);

    // A second start finds courses and leaves everything as it is.
    expect(await seedDemoContent(app.orm, { ...app.deps, demoDir })).toEqual({ courses: 0, lectures: 0 });
    expect(await app.orm.em.fork().count(Course)).toBe(catalog.courses.length);
    const lectureTotal = catalog.courses.reduce((sum, course) => sum + course.lectures.length, 0);
    expect(await app.orm.em.fork().count(Lecture)).toBe(lectureTotal);
    expect(await storedFiles(app, 'lectures')).toHaveLength(lectureTotal);
  });
});
