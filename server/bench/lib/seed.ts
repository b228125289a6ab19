import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { Course } from '../../src/catalog/course/course.entity';
import { Lecture } from '../../src/catalog/lecture/lecture.entity';
import { Payment } from '../../src/commerce/payment/payment.entity';
import { createOrm } from '../../src/db/orm';
import { User } from '../../src/identity/user/user.entity';
import type { Orm } from '../../src/shared/orm';

/**
 * Rows straight in the database through the app's own entities (so a schema change cannot leave the bench
 * writing stale columns). Files are not stored: the catalogue only turns thumbnail keys into /media/images paths.
 */
export async function withOrm<T>(databaseUrl: string, run: (orm: Orm) => Promise<T>): Promise<T> {
  // Nothing else uses this pool: the acquire timeout (a request's wait, in the app) never comes into play.
  const orm = await createOrm({ databaseUrl, databasePool: { acquireTimeoutMs: 60_000 } });
  try {
    return await run(orm);
  } finally {
    await orm.close(true);
  }
}

let sequence = 0;
const BENCH_CATEGORIES = ['Web Development', 'Data Science', 'Design', 'Machine Learning'];

export interface SeededCourse {
  id: string;
  lectureCount: number;
}

/** `count` courses, course i holding `lectures(i)` lecture rows; newest first as the catalogue lists them. */
export async function seedCourses(
  orm: Orm,
  count: number,
  lectures: (index: number) => number = (index) => index % 7,
): Promise<SeededCourse[]> {
  const em = orm.em.fork();
  // A course's category names a managed category (Migration20261124100100Categories): the four exist first.
  await em.execute(
    `insert into categories (name, created_at) values ${BENCH_CATEGORIES.map(() => '(?, now())').join(', ')} on conflict do nothing`,
    BENCH_CATEGORIES,
  );
  const seeded: SeededCourse[] = [];
  for (let index = 0; index < count; index += 1) {
    sequence += 1;
    const createdAt = new Date(Date.UTC(2026, 0, 1) + sequence * 60_000);
    const course = em.create(Course, {
      title: `Bench course ${sequence}: building things that last`,
      description: `What bench course ${sequence} teaches, in a paragraph of ordinary catalogue length. `.repeat(3),
      category: BENCH_CATEGORIES[index % BENCH_CATEGORIES.length]!,
      createdBy: `Instructor ${index % 9}`,
      thumbnailKey: `thumbnails/bench-${sequence}.png`,
      // Courses are created as drafts (admins only); the bench measures the catalogue learners see.
      status: 'PUBLISHED',
      createdAt,
      updatedAt: createdAt,
    });
    const lectureCount = lectures(index);
    addLectures(em, course, 0, lectureCount);
    seeded.push({ id: course.id, lectureCount });
  }
  await em.flush();
  return seeded;
}

function addLectures(em: ReturnType<Orm['em']['fork']>, course: Course, from: number, count: number) {
  for (let position = from + 1; position <= from + count; position += 1) {
    em.create(Lecture, {
      course,
      title: `Lecture ${position}`,
      description: `Lecture ${position} of ${course.title}`,
      videoKey: `lectures/bench-${course.id}-${position}.mp4`,
      videoBytes: 1_000_000,
      contentType: 'video/mp4',
      position,
      // Published, as the catalogue and lecture lists count and list READY lectures only.
      status: 'READY',
      processingProgress: 100,
      durationSeconds: 60,
      progressiveKey: `lectures/bench-${course.id}-${position}.mp4`,
    });
  }
}

/** Appends `count` lecture rows to a course (positions after `existing`). */
export async function seedLectures(orm: Orm, courseId: string, existing: number, count: number) {
  const em = orm.em.fork();
  addLectures(em, em.getReference(Course, courseId), existing, count);
  await em.flush();
}

/** `count` paid (a tenth refunded) payments this year, spread over `count / 2` subscribed users. */
export async function seedPayments(orm: Orm, count: number) {
  const em = orm.em.fork();
  const users: User[] = [];
  const now = new Date();
  for (let index = 0; index < Math.max(1, Math.ceil(count / 2)); index += 1) {
    users.push(
      em.create(User, {
        fullName: `Bench learner ${sequence}-${index}`,
        email: `learner-${randomBytes(6).toString('hex')}@bench.local`,
        // Never logged in: any string does for the hash.
        passwordHash: 'not-a-real-hash',
        role: 'USER',
        subscriptionStatus: 'active',
      }),
    );
  }
  for (let index = 0; index < count; index += 1) {
    const refunded = index % 10 === 9;
    const paidAt = new Date(Date.UTC(now.getUTCFullYear(), index % (now.getUTCMonth() + 1), 1 + (index % 27)));
    em.create(Payment, {
      user: users[index % users.length]!,
      amount: 49_900,
      currency: 'INR',
      provider: 'stripe',
      providerInvoiceId: `in_bench_${randomBytes(8).toString('hex')}`,
      status: refunded ? 'refunded' : 'paid',
      paidAt,
      refundedAt: refunded ? paidAt : null,
      refundedAmount: refunded ? 49_900 : null,
    });
  }
  await em.flush();
}

/** One lecture row pointing at an already stored video. */
export async function seedLectureRow(orm: Orm, courseId: string, videoKey: string, videoBytes: number) {
  const em = orm.em.fork();
  em.create(Lecture, {
    course: em.getReference(Course, courseId),
    title: 'Bench lecture',
    description: 'A long lecture for the Range bench.',
    videoKey,
    videoBytes,
    contentType: 'video/mp4',
    position: 1,
    // READY, with the long file as its progressive MP4: what /media/lectures/:id serves once a lecture is transcoded.
    status: 'READY',
    processingProgress: 100,
    progressiveKey: videoKey,
  });
  await em.flush();
}
