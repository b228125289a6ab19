// The catalogue baseline: node:http + pg, the catalogue's SQL, the same JSON the GraphQL endpoint returns
// (thumbnail URLs signed with the same scheme), nothing else. Usage: catalogue-baseline.ts <databaseUrl> <appSecret>
// Prints {"port":n} once listening.
import { createHmac, createSecretKey } from 'node:crypto';
import { createServer } from 'node:http';
import pg from 'pg';
import { IMAGE_URL_TTL_SECONDS } from '../../src/modules/user/avatar';
import { expiryWindow, unixNow } from '../../src/storage/signed-url';

const [databaseUrl, appSecret] = process.argv.slice(2);
// The app's MikroORM pool is max 10 as well.
const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
// The scheme of server/src/storage/signed-url.ts, written the plain fast way: the derived key is a KeyObject
// made once (on Node 24 an HMAC over a Buffer key costs about 6x more, re-importing the key on every call).
const signingKey = createSecretKey(createHmac('sha256', appSecret!).update('file-urls').digest());

// Copied from server/src/modules/course/course-catalog.service.ts (the bench checks both answer alike).
const SQL = `
  select c.id, c.title, c.description, c.category, c.created_by, c.thumbnail_key, c.created_at, c.updated_at,
    (select count(*) from lectures l where l.course_id = c.id)::int as number_of_lectures
  from courses c order by c.created_at desc, c.id desc`;

interface Row {
  id: string;
  title: string;
  description: string;
  category: string;
  created_by: string;
  thumbnail_key: string;
  number_of_lectures: number;
}

const signed = (key: string) => {
  const { expires } = expiryWindow(IMAGE_URL_TTL_SECONDS, unixNow());
  const signature = createHmac('sha256', signingKey).update(`${expires}\n${key}`).digest('base64url');
  return `/files/${key.split('/').map(encodeURIComponent).join('/')}?expires=${expires}&signature=${signature}`;
};

const server = createServer(async (_req, res) => {
  try {
    const { rows } = await pool.query<Row>(SQL);
    const courses = rows.map((row) => ({
      id: row.id,
      title: row.title,
      description: row.description,
      category: row.category,
      createdBy: row.created_by,
      thumbnailUrl: signed(row.thumbnail_key),
      numberOfLectures: Number(row.number_of_lectures),
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
