// The catalogue baseline: node:http + pg, the catalogue's SQL for a first page of PUBLISHED courses (with its category
// facets, whose sum is the count, read at once), the same JSON the GraphQL endpoint returns for the client's
// CourseCatalogQuery with `first: 100` (thumbnail URLs are the app's stable /media/images/<key> paths, cursors spelt as
// the app's), nothing else. Usage: catalogue-baseline.ts <databaseUrl>. Prints {"port":n} once listening.
import { createServer } from 'node:http';
import pg from 'pg';
// The app's own helper (a pure function, nothing else imported), so both spell keys alike.
import { imagePath } from '../../src/shared/media-urls';

const [databaseUrl] = process.argv.slice(2);
// The app's MikroORM pool is max 10 as well.
const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });

/** The page size the bench asks for (COURSE_CATALOG_BODY in ../lib/http.ts). */
const PAGE_SIZE = 100;

// Copied from server/src/catalog/course/course-catalog.service.ts (the bench checks both answer alike): the newest
// order's keyset, one row more than the page to know whether another follows.
const PAGE_SQL = `
  select c.id, c.title, c.description, c.category, c.created_by, c.thumbnail_key, c.status, c.created_at, c.updated_at,
    ready.number_of_lectures, ready.total_duration_seconds,
    to_char(c.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as cursor_key_0, c.id as cursor_key_1
  from courses c
  cross join lateral (
    select count(*)::int as number_of_lectures, coalesce(sum(l.duration_seconds), 0) as total_duration_seconds
    from lectures l where l.course_id = c.id and l.status = 'READY'
  ) ready
  where c.status = 'PUBLISHED'
  order by c.created_at desc, c.id desc
  limit $1`;
// The unsearched catalogue's facets (and their sum, the total) from the counts the app's triggers keep.
const FACETS_SQL = 'select category, count from course_category_counts where count > 0 order by category';

const cursorOf = (row: Row) =>
  Buffer.from(JSON.stringify({ k: 'courses:newest', v: [row.cursor_key_0, row.cursor_key_1] })).toString('base64url');

interface Row {
  id: string;
  title: string;
  description: string;
  category: string;
  created_by: string;
  thumbnail_key: string;
  status: string;
  number_of_lectures: number;
  total_duration_seconds: number | string;
  cursor_key_0: string;
  cursor_key_1: string;
}

const server = createServer(async (_req, res) => {
  try {
    const [page, facets] = await Promise.all([
      pool.query<Row>(PAGE_SQL, [PAGE_SIZE + 1]),
      pool.query<{ category: string; count: number }>(FACETS_SQL),
    ]);
    const edges = page.rows.slice(0, PAGE_SIZE).map((row) => ({
      cursor: cursorOf(row),
      node: {
        id: row.id,
        title: row.title,
        description: row.description,
        category: row.category,
        createdBy: row.created_by,
        thumbnailUrl: imagePath(row.thumbnail_key),
        status: row.status,
        numberOfLectures: Number(row.number_of_lectures),
        totalDurationSeconds: Number(row.total_duration_seconds),
        __typename: 'Course',
      },
      __typename: 'CourseEdge',
    }));
    const courses = {
      correctedSearch: null,
      totalCount: facets.rows.reduce((sum, facet) => sum + facet.count, 0),
      facets: facets.rows.map((facet) => ({ ...facet, __typename: 'CategoryFacet' })),
      pageInfo: {
        hasNextPage: page.rows.length > PAGE_SIZE,
        endCursor: edges.at(-1)?.cursor ?? null,
        __typename: 'PageInfo',
      },
      edges,
      __typename: 'CourseConnection',
    };
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
