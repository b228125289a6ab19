// The catalogue baseline: node:http + pg, the catalogue's SQL, the same JSON the GraphQL endpoint returns
// (thumbnails signed the same way), nothing else. Usage: catalogue-baseline.ts <databaseUrl> <appSecret>
// Prints {"port":n} once listening.
import { createServer } from 'node:http';
import pg from 'pg';
import { IMAGE_URL_TTL_SECONDS } from '../../src/modules/user/avatar';
import { createUrlSigner } from '../../src/storage/signed-url';

const [databaseUrl, appSecret] = process.argv.slice(2);
// The app's MikroORM pool is max 10 as well.
const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
const signer = createUrlSigner(appSecret!);

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
  const { expires, signature } = signer.sign(key, IMAGE_URL_TTL_SECONDS);
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
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
    res.end(body);
  } catch (error) {
    res.writeHead(500).end(String(error));
  }
});
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${JSON.stringify({ port: (server.address() as { port: number }).port })}\n`);
});
process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
