import { get } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeClientBuild } from '../../test/client-build';
import { createCourse } from '../../test/course-factories';
import { createUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/harness';
import { Certificate } from '../learning/progress/certificate.entity';
import { imagePath } from '../shared/media-urls';

/** The shell as Vite builds it: the site's own title and description, which each page's replace. */
const INDEX_HTML = `<!doctype html><html><head>
    <meta name="description" content="The site in a sentence." />
    <title>CourseHub | Learn from industry experts</title>
  </head><body><div id="root"></div></body></html>`;

let app: TestApp;
let build: ReturnType<typeof writeClientBuild>;

beforeAll(async () => {
  build = writeClientBuild({ indexHtml: INDEX_HTML, manifest: {} });
  app = await startTestApp(
    { PUBLIC_URL: 'https://learn.example', BUSINESS_NAME: 'CourseHub' },
    { clientDir: build.dir },
  );
});
afterAll(async () => {
  await app.close();
  build.remove();
});

/** The page as a link previewer reads it: a plain HTTP GET, no JavaScript. */
async function page(path: string, token?: string) {
  const response = await fetch(`${app.url}${path}`, {
    headers: { accept: 'text/html', ...(token && { authorization: `Bearer ${token}` }) },
  });
  expect(response.status).toBe(200);
  const html = await response.text();
  const meta = (key: string) =>
    new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(html)?.[1] ?? null;
  return {
    html,
    response,
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    description: /<meta name="description" content="([^"]*)"/.exec(html)?.[1],
    meta,
  };
}

describe('link previews (Open Graph and Twitter tags in the HTML)', () => {
  it("carry a course's title, description and thumbnail, escaped", async () => {
    const { course } = await createCourse(
      app,
      { title: 'Rust & "Safe" <Systems>', description: 'Ownership, borrowing and lifetimes, with exercises.' },
      { lectures: 1 },
    );
    const { title, description, meta, html } = await page(`/course/description?id=${course.id}`);
    expect(title).toBe('Rust &amp; &quot;Safe&quot; &lt;Systems&gt; | CourseHub');
    expect(description).toBe('Ownership, borrowing and lifetimes, with exercises.');
    expect(meta('og:title')).toBe('Rust &amp; &quot;Safe&quot; &lt;Systems&gt; | CourseHub');
    expect(meta('og:description')).toBe('Ownership, borrowing and lifetimes, with exercises.');
    expect(meta('og:image')).toBe(`https://learn.example${imagePath(course.thumbnailKey)}`);
    expect(meta('og:url')).toBe(`https://learn.example/course/description?id=${course.id}`);
    expect(meta('twitter:card')).toBe('summary_large_image');
    expect(meta('twitter:image')).toBe(meta('og:image'));
    expect(html).not.toContain('<Systems>');
  });

  it('show a draft, an unknown or a malformed course as the site, to anyone', async () => {
    const admin = await createUser(app, { role: 'ADMIN' });
    const { course } = await createCourse(app, { title: 'Secret Draft', status: 'DRAFT' });
    for (const [path, token] of [
      [`/course/description?id=${course.id}`, undefined],
      [`/course/description?id=${course.id}`, admin.token],
      ['/course/description?id=00000000-0000-4000-8000-000000000000', undefined],
      ['/course/description?id=nope', undefined],
    ] as const) {
      const { title, meta, html } = await page(path, token);
      expect(title, path).toBe('CourseHub | Learn from industry experts');
      expect(meta('og:title'), path).toBeNull();
      expect(html, path).not.toContain('Secret Draft');
    }
  });

  it('name the catalogue and a certificate', async () => {
    const courses = await page('/courses');
    expect(courses.title).toBe('All courses | CourseHub');
    expect(courses.meta('og:url')).toBe('https://learn.example/courses');

    const learner = await createUser(app, { fullName: 'Grace Hopper' });
    const { course } = await createCourse(app, { title: 'Compilers', createdBy: 'Ada Lovelace' }, { lectures: 1 });
    const em = app.orm.em.fork();
    em.create(Certificate, {
      code: 'ABCD-EFGH-JKMN',
      user: learner.user.id,
      course: course.id,
      issuedAt: new Date(),
      learnerName: 'Grace Hopper',
    });
    await em.flush();
    const certificate = await page('/certificate?code=abcd-efgh-jkmn');
    expect(certificate.title).toBe('Grace Hopper completed Compilers | CourseHub');
    expect(certificate.meta('og:description')).toBe(
      'Certificate ABCD-EFGH-JKMN: Grace Hopper completed Compilers, taught by Ada Lovelace, on CourseHub.',
    );
    expect((await page('/certificate?code=ZZZZ-ZZZZ-ZZZZ')).meta('og:title')).toBeNull();
  });

  it('are sent with an ETag, so a previewer revalidates to a 304 while the course is unchanged', async () => {
    const { course } = await createCourse(app, { title: 'Cached Course' }, { lectures: 1 });
    const first = await page(`/course/description?id=${course.id}`);
    const etag = first.response.headers.get('etag') as string;
    expect(etag).toBeTruthy();
    expect(first.response.headers.get('cache-control')).toBe('no-cache');
    // node:http, as a crawler's client: fetch turns a request with If-None-Match into a `Cache-Control: no-cache` one.
    const status = await new Promise<number | undefined>((resolve, reject) => {
      get(
        `${app.url}/course/description?id=${course.id}`,
        { headers: { accept: 'text/html', 'if-none-match': etag } },
        (response) => {
          response.resume();
          resolve(response.statusCode);
        },
      ).on('error', reject);
    });
    expect(status).toBe(304);
  });
});
