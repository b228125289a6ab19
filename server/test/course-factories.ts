import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { Course } from '../src/modules/course/course.entity';
import { Lecture, type LectureStatus } from '../src/modules/lecture/lecture.entity';
import { PNG_1PX } from './fixtures/images';
import { mp4OfSize } from './fixtures/videos';
import type { TestApp } from './harness';

export interface CourseOverrides {
  title?: string;
  description?: string;
  category?: string;
  createdBy?: string;
  createdAt?: Date;
}

let sequence = 0;

export interface CourseOptions {
  lectures?: number;
  /** Of every lecture; READY unless told (a READY factory lecture plays its stored MP4 as its progressive file). */
  status?: LectureStatus;
  /** Each READY lecture's duration. */
  lectureSeconds?: number;
}

/** A course straight in the database, its thumbnail and lecture videos really stored. */
export async function createCourse(app: TestApp, overrides: CourseOverrides = {}, options: CourseOptions = {}) {
  sequence += 1;
  const { storage } = app.deps;
  const thumbnailKey = `thumbnails/${randomUUID()}.png`;
  await storage.put(thumbnailKey, Readable.from([PNG_1PX]), { contentType: 'image/png' });
  const em = app.orm.em.fork();
  const createdAt = overrides.createdAt ?? new Date(Date.now() + sequence);
  const course = em.create(Course, {
    title: overrides.title ?? `Course ${sequence}`,
    description: overrides.description ?? `What course ${sequence} teaches`,
    category: overrides.category ?? 'Web Development',
    createdBy: overrides.createdBy ?? 'Test Instructor',
    thumbnailKey,
    createdAt,
    updatedAt: createdAt,
  });
  const lectures: Lecture[] = [];
  const status = options.status ?? 'READY';
  for (let position = 1; position <= (options.lectures ?? 0); position += 1) {
    const video = mp4OfSize(1024 + position);
    const videoKey = `lectures/${randomUUID()}.mp4`;
    await storage.put(videoKey, Readable.from([video]), { contentType: 'video/mp4' });
    lectures.push(
      em.create(Lecture, {
        course,
        title: `Lecture ${position}`,
        description: `Lecture ${position} of ${course.title}`,
        videoKey,
        videoBytes: video.length,
        contentType: 'video/mp4',
        position,
        ...(status === 'READY'
          ? { status, processingProgress: 100, durationSeconds: options.lectureSeconds ?? 30, progressiveKey: videoKey }
          : { status }),
      }),
    );
  }
  await em.flush();
  return { course, lectures };
}
