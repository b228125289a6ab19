import { copyFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { serverDir } from './settings';

/** Every generated course shows this one stored image (the catalogue only turns the key into a /media/images URL). */
export const SCALE_THUMBNAIL_KEY = 'thumbnails/bench-scale.jpg';

/**
 * The words generated courses are made of. Each title names one topic and each description a second one, so a topic
 * word (say `react`) matches about 2 × 1/48 ≈ 4 % of the catalogue, as a popular subject does in a real one, instead
 * of every course or none.
 */
const TOPICS = [
  'React',
  'TypeScript',
  'JavaScript',
  'Python',
  'Rust',
  'Go',
  'Kotlin',
  'Swift',
  'Java',
  'SQL',
  'PostgreSQL',
  'Docker',
  'Kubernetes',
  'GraphQL',
  'Node.js',
  'Vue',
  'Angular',
  'Svelte',
  'Django',
  'Flask',
  'Pandas',
  'TensorFlow',
  'PyTorch',
  'Figma',
  'Photoshop',
  'Illustrator',
  'Excel',
  'Tableau',
  'Terraform',
  'AWS',
  'Azure',
  'Linux',
  'Git',
  'CSS',
  'HTML',
  'Redis',
  'MongoDB',
  'Spark',
  'Hadoop',
  'Unity',
  'Blender',
  'Flutter',
  'Android',
  'iOS',
  'Security',
  'Networking',
  'Statistics',
  'Accessibility',
];
const OPENINGS = [
  'Mastering',
  'Practical',
  'Modern',
  'Complete',
  'Hands-on',
  'Advanced',
  'Beginner',
  'Professional',
  'Essential',
  'Applied',
];
const ENDINGS = [
  'from scratch',
  'in practice',
  'for beginners',
  'for teams',
  'deep dive',
  'patterns',
  'bootcamp',
  'masterclass',
  'projects',
  'fundamentals',
];
const CATEGORIES = [
  'Web Development',
  'Data Science',
  'Design',
  'Machine Learning',
  'Mobile Development',
  'DevOps',
  'Business',
  'IT & Software',
];
const FIRST_NAMES = [
  'Ada',
  'Grace',
  'Alan',
  'Linus',
  'Margaret',
  'Dennis',
  'Barbara',
  'Ken',
  'Radia',
  'Guido',
  'Anita',
];
const LAST_NAMES = ['Lovelace', 'Hopper', 'Turing', 'Torvalds', 'Hamilton', 'Ritchie', 'Liskov', 'Thompson', 'Perlman'];

/** A SQL array literal of these words (all plain text, quotes doubled). */
const array = (words: string[]) => `array[${words.map((word) => `'${word.replace(/'/g, "''")}'`).join(', ')}]`;
/** The word of `words` for course `i`, spread by a multiplier prime to the list's length so lists vary apart. */
const pick = (words: string[], multiplier: number) => `(${array(words)})[1 + (i * ${multiplier}) % ${words.length}]`;
/** The description's second topic: never the title's (an offset of 1 to length - 1 from it), and every one in turn. */
const otherTopic = `(${array(TOPICS)})[1 + (i + 1 + (i / ${TOPICS.length}) % ${TOPICS.length - 1}) % ${TOPICS.length}]`;

export interface Generated {
  courses: number;
  lectures: number;
  seconds: number;
}

/**
 * Courses `from`..`to` (inclusive), PUBLISHED, and 0 to 5 READY lectures each, straight into the app's database with
 * generate_series (about a second per 10,000 courses; the ORM would take minutes), newest last so each batch fills
 * the first page anew. The catalogue_version triggers fire on these inserts, so no answer cached before them survives.
 * VACUUM ANALYZE then gives the planner the statistics autovacuum would give it in production.
 */
export async function generateCourses(databaseUrl: string, from: number, to: number): Promise<Generated> {
  const started = Date.now();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    // A course's category names a managed category (Migration20261124100100Categories): they exist first.
    await client.query(
      `insert into categories (name, created_at) select name, now() from unnest($1::text[]) as name on conflict do nothing`,
      [CATEGORIES],
    );
    const courses = await client.query(
      `insert into courses (id, title, description, category, created_by, thumbnail_key, status, outcomes, requirements,
         created_at, updated_at)
       select gen_random_uuid(),
         ${pick(OPENINGS, 7)} || ' ' || ${pick(TOPICS, 1)} || ' ' || ${pick(ENDINGS, 3)},
         'Learn ' || ${pick(TOPICS, 1)} || ' together with ' || ${otherTopic} || ': ' ||
           'a course of ordinary catalogue length, with exercises, quizzes and a final project for course ' || i || '.',
         ${pick(CATEGORIES, 5)},
         ${pick(FIRST_NAMES, 1)} || ' ' || ${pick(LAST_NAMES, 5)},
         '${SCALE_THUMBNAIL_KEY}',
         'PUBLISHED',
         '[]',
         '[]',
         timestamptz '2026-01-01 00:00:00+00' + i * interval '1 minute',
         timestamptz '2026-01-01 00:00:00+00' + i * interval '1 minute'
       from generate_series(${from}, ${to}) as i`,
    );
    const lectures = await client.query(
      `insert into lectures (id, course_id, title, description, video_key, video_bytes, content_type, position,
         created_at, status, processing_progress, duration_seconds, processing_version, progressive_key, free_preview)
       select gen_random_uuid(), c.id, 'Lecture ' || p, 'Generated', 'lectures/bench-scale.mp4', 1, 'video/mp4', p,
         c.created_at, 'READY', 100, 300 + p * 60, gen_random_uuid(), 'lectures/bench-scale.mp4', false
       from courses c
       cross join lateral generate_series(1, abs(hashtext(c.id::text)) % 6) as p
       where c.created_at > timestamptz '2026-01-01 00:00:00+00' + ${from - 1} * interval '1 minute'`,
    );
    await client.query('vacuum analyze courses');
    await client.query('vacuum analyze lectures');
    return {
      courses: courses.rowCount ?? 0,
      lectures: lectures.rowCount ?? 0,
      seconds: Math.round((Date.now() - started) / 100) / 10,
    };
  } finally {
    await client.end();
  }
}

/** The one image every generated course points at, stored where the app's local-disk storage looks for it. */
export async function storeScaleThumbnail(dataDir: string) {
  const target = path.join(dataDir, 'uploads', SCALE_THUMBNAIL_KEY);
  await mkdir(path.dirname(target), { recursive: true });
  await copyFile(path.join(serverDir, 'demo/thumbnails/modern-javascript.jpg'), target);
}
