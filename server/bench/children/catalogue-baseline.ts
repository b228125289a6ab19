// The catalogue baseline: node:http + pg, the catalogue's SQL, the same JSON the GraphQL endpoint returns
// (thumbnail URLs are the app's stable /media/images/<key> paths), nothing else. Usage: catalogue-baseline.ts
// <databaseUrl>. Prints {"port":n} once listening.
import { createServer } from 'node:http';
import pg from 'pg';
// The app's own helper (a pure function, nothing else imported), so both spell keys alike.
import { imagePath } from '../../src/shared/media-urls';

const [databaseUrl] = process.argv.slice(2);
// The app's MikroORM pool is max 10 as well.
const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });

// Copied from server/src/modules/course/course-catalog.service.ts (the bench checks both answer alike).
const SQL = `
  select c.id, c.title, c.description, c.category, c.created_by, c.thumbnail_key, c.created_at, c.updated_at,
    ready.number_of_lectures, ready.total_duration_seconds
  from courses c
  cross join lateral (
    select count(*)::int as number_of_lectures, coalesce(sum(l.duration_seconds), 0) as total_duration_seconds
    from lectures l where l.course_id = c.id and l.status = 'READY'
  ) ready
  order by c.created_at desc, c.id desc`;

interface Row {
  id: string;
  title: string;
  description: string;
  category: string;
  created_by: string;
  thumbnail_key: string;
  number_of_lectures: number;
  total_duration_seconds: number | string;
}

const server = createServer(async (_req, res) => {
  try {
    const { rows } = await pool.query<Row>(SQL);
    const courses = rows.map((row) => ({
      id: row.id,
      title: row.title,
      description: row.description,
      category: row.category,
      createdBy: row.created_by,
      thumbnailUrl: imagePath(row.thumbnail_key),
      numberOfLectures: Number(row.number_of_lectures),
      totalDurationSeconds: Number(row.total_duration_seconds),
      __typename: 'Course',
    }));
    const body = JSON.stringify({ data: { courses } });
    res.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
    });
    res.end(body);
  } catch (error) {
    res.writeHead(500).end(String(error));
  }
});
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${JSON.stringify({ port: (server.address() as { port: number }).port })}\n`);
});
process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
