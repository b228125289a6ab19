import { resolveCategory } from '../../src/catalog/course/category.service';
import type { Em } from '../../src/shared/orm';

/**
 * Rows by the hundred thousand, written by generate_series in a statement each: learners and a course the parts at
 * scale read. No files are stored: the lectures name a video key nothing serves.
 */

/** `count` active learners named `<prefix><n>@bench.example`, n from 1. */
export async function generateLearners(em: Em, prefix: string, count: number) {
  await em.execute(
    `insert into users (id, full_name, email, password_hash, role, subscription_status, created_at, updated_at)
     select gen_random_uuid(), 'Learner ' || i, ? || i || '@bench.example', 'not-a-hash', 'USER', 'active',
       now(), now()
     from generate_series(1, ${count}) as i`,
    [prefix],
  );
}

/** A PUBLISHED course in the category 'Bench' with `lectures` READY lectures of 600 s; answers its id. */
export async function generateCourse(em: Em, title: string, lectures: number): Promise<string> {
  await resolveCategory(em, 'Bench');
  const [course] = await em.execute<{ id: string }[]>(
    `insert into courses (id, title, description, category, created_by, thumbnail_key, status, outcomes, requirements,
       created_at, updated_at)
     values (gen_random_uuid(), ?, 'Generated', 'Bench', 'Bench Instructor', 'thumbnails/bench.png',
       'PUBLISHED', '[]'::jsonb, '[]'::jsonb, now(), now()) returning id`,
    [title],
  );
  const courseId = course?.id ?? '';
  await em.execute(
    `insert into lectures (id, course_id, title, description, video_key, video_bytes, content_type, position,
       created_at, status, processing_progress, duration_seconds, processing_version, progressive_key, free_preview)
     select gen_random_uuid(), ?, 'Lecture ' || p, 'Generated', 'lectures/bench.mp4', 1, 'video/mp4', p, now(),
       'READY', 100, 600, gen_random_uuid(), 'lectures/bench.mp4', false
     from generate_series(1, ${lectures}) as p`,
    [courseId],
  );
  return courseId;
}
