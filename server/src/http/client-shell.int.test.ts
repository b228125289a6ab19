import { brotliCompressSync, gzipSync } from 'node:zlib';
import { CATALOGUE_CARD_FIELDS } from '@coursehub/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeClientBuild } from '../../test/client-build';
import { createCourse } from '../../test/course-factories';
import { gql } from '../../test/graphql-client';
import { startTestApp, type TestApp } from '../../test/harness';

/**
 * A client build as Vite writes it: the entry imports `shared` and, once the shell has painted, the app (`mount`, which
 * imports `shared` and `react`); the catalogue page imports `shared`, `react` and `card`.
 */
function writeCatalogueBuild() {
  return writeClientBuild({
    indexHtml:
      '<!doctype html><html><head><title>CourseHub</title>\n  </head><body><div id="root"></div></body></html>',
    // One script with its precompressed copies, as the build writes them beside every asset.
    files: {
      'assets/mount-1.js': APP_SCRIPT,
      'assets/mount-1.js.br': APP_SCRIPT_BR,
      'assets/mount-1.js.gz': APP_SCRIPT_GZ,
    },
    manifest: {
      'index.html': {
        file: 'assets/index-1.js',
        isEntry: true,
        imports: ['_shared-1.js'],
        dynamicImports: ['src/app/mount.tsx'],
      },
      '_shared-1.js': { file: 'assets/shared-1.js' },
      '_react-1.js': { file: 'assets/react-1.js' },
      'src/app/mount.tsx': {
        file: 'assets/mount-1.js',
        isDynamicEntry: true,
        imports: ['_react-1.js', '_shared-1.js'],
      },
      '_card-1.js': { file: 'assets/card-1.js', imports: ['_shared-1.js', '_react-1.js'] },
      'src/features/catalog/courses/pages/CoursesPage.tsx': {
        file: 'assets/CoursesPage-1.js',
        isDynamicEntry: true,
        imports: ['_shared-1.js', '_card-1.js', '_react-1.js'],
      },
    },
  });
}

const APP_SCRIPT = `export const mount = () => ${JSON.stringify('app '.repeat(2000))};\n`;
const APP_SCRIPT_BR = brotliCompressSync(APP_SCRIPT);
const APP_SCRIPT_GZ = gzipSync(APP_SCRIPT);

const linksOf = (html: string) =>
  [...html.matchAll(/<link rel="(?:modulepreload|preload)"[^>]+>/g)].map((match) => match[0]);
const inlineCatalogue = (html: string) => {
  const text = /<script type="application\/json" id="catalogue-data">(.*?)<\/script>/s.exec(html)?.[1];
  return text === undefined ? undefined : JSON.parse(text);
};
const decode = (value: string) => value.replaceAll('&amp;', '&');

/** The client's catalogue query as /courses inlines its answer (with every `__typename` the client's cache adds). */
const CATALOGUE_PAGE = /* GraphQL */ `
  query ($search: String, $category: String, $sort: CourseSort, $language: String, $captionLanguage: String) {
    courses(search: $search, category: $category, sort: $sort, language: $language, captionLanguage: $captionLanguage) {
      __typename
      totalCount correctedSearch
      facets { __typename category count }
      pageInfo { __typename hasNextPage endCursor }
      edges { __typename cursor node { __typename ${CATALOGUE_CARD_FIELDS.join(' ')} } }
    }
  }`;

describe('client shell: the HTML of each client route', () => {
  let app: TestApp;
  let clientBuild: ReturnType<typeof writeClientBuild>;

  beforeAll(async () => {
    clientBuild = writeCatalogueBuild();
    app = await startTestApp({}, { clientDir: clientBuild.dir });
  });
  afterAll(async () => {
    await app.close();
    clientBuild.remove();
  });

  const page = async (route: string) => {
    const response = await fetch(`${app.url}${route}`, { headers: { accept: 'text/html' } });
    return { response, html: await response.text() };
  };

  const appLinks = [
    '<link rel="modulepreload" crossorigin href="/assets/mount-1.js">',
    '<link rel="modulepreload" crossorigin href="/assets/react-1.js">',
  ];

  it('names on /courses the app chunks, then the page chunks neither loads; no image without courses', async () => {
    const { response, html } = await page('/courses');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(linksOf(html)).toEqual([
      ...appLinks,
      '<link rel="modulepreload" crossorigin href="/assets/CoursesPage-1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/card-1.js">',
    ]);
    expect(html.indexOf('/assets/card-1.js')).toBeLessThan(html.indexOf('</head>'));
    expect(inlineCatalogue(html)).toEqual({
      variables: { search: null, category: null, sort: null, language: null, captionLanguage: null },
      data: {
        courses: {
          __typename: 'CourseConnection',
          totalCount: 0,
          correctedSearch: null,
          facets: [],
          pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
          edges: [],
        },
      },
    });
  });

  it("carries the catalogue's first page as the client's query answers it, and preloads its first thumbnail", async () => {
    await createCourse(app, { title: 'Older', createdAt: new Date('2026-01-01') });
    // Markup in a course's text must stay text: it cannot close the data element.
    await createCourse(app, { title: 'Newest </script><b>', createdAt: new Date('2026-06-01') });
    const catalogue = await gql<{ courses: { edges: { node: { title: string; thumbnailUrl: string } }[] } }>(
      app,
      CATALOGUE_PAGE,
    );
    const first = catalogue.data?.courses.edges[0]?.node;
    expect(first?.title).toBe('Newest </script><b>');

    const { html } = await page('/courses');
    expect(html).not.toContain('Newest </script>');
    expect(inlineCatalogue(html)).toEqual({
      variables: { search: null, category: null, sort: null, language: null, captionLanguage: null },
      data: catalogue.data,
    });
    const image = linksOf(html).find((link) => link.includes('as="image"'));
    expect(image).toMatch(/^<link rel="preload" as="image" fetchpriority="high" href="[^"]+">$/);
    expect(decode(/href="([^"]+)"/.exec(image ?? '')?.[1] ?? '')).toBe(first?.thumbnailUrl);
  });

  it("carries one page only, for the address's search, category, sort and languages", async () => {
    for (let n = 1; n <= 30; n += 1) {
      await createCourse(app, { title: `Paged ${String(n).padStart(2, '0')}`, category: 'Paged' });
    }
    const variables = { search: 'paged', category: 'Paged', sort: 'TITLE', language: 'en', captionLanguage: null };
    const catalogue = await gql<{ courses: { edges: unknown[] } }>(app, CATALOGUE_PAGE, variables);
    expect(catalogue.data?.courses.edges).toHaveLength(24);
    const { html } = await page('/courses?search=%20paged&category=Paged&sort=title&language=EN');
    expect(inlineCatalogue(html)).toEqual({ variables, data: catalogue.data });
    // A language that is no tag is no filter, as an unknown sort is no order: the page never answers an error.
    const other = await page('/courses?search=older&sort=no-such-order&captionLanguage=not%20a%20tag');
    const answer = inlineCatalogue(other.html);
    expect(answer.variables).toEqual({
      search: 'older',
      category: null,
      sort: null,
      language: null,
      captionLanguage: null,
    });
    expect(answer.data.courses.edges.map((edge: { node: { title: string } }) => edge.node.title)).toEqual(['Older']);
  });

  it('answers a repeated anonymous /courses from the catalogue cache: one statement, the version read', async () => {
    const first = await page('/courses');
    const { result: again, queries } = await app.captureQueries(() => page('/courses'));
    expect(again.html).toBe(first.html);
    expect(queries).toHaveLength(1);
    expect(queries[0]).toMatch(/catalog_version/);
  });

  // The home page and a course page carry their own data (page-data.int.test.ts).
  it('names only the app chunks on the other routes', async () => {
    for (const route of ['/about', '/user/profile', '/no/such/page']) {
      const { response, html } = await page(route);
      expect(response.status).toBe(200);
      expect(linksOf(html)).toEqual(appLinks);
      expect(inlineCatalogue(html)).toBeUndefined();
      expect(html).toContain('<div id="root"></div>');
    }
  });

  it('sends the precompressed copy of an asset the browser can decode, brotli first, cached for good', async () => {
    const asset = (acceptEncoding: string) =>
      fetch(`${app.url}/assets/mount-1.js`, { headers: { 'accept-encoding': acceptEncoding } });
    for (const [accepted, encoding, bytes] of [
      ['gzip, deflate, br, zstd', 'br', APP_SCRIPT_BR.length],
      ['gzip', 'gzip', APP_SCRIPT_GZ.length],
      ['identity', null, Buffer.byteLength(APP_SCRIPT)],
    ] as const) {
      const response = await asset(accepted);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding')).toBe(encoding);
      // The file's own length: not compressed again on the fly (that would be chunked, without a length).
      expect(response.headers.get('content-length')).toBe(String(bytes));
      expect(response.headers.get('content-type')).toMatch(/javascript/);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
      // fetch decodes the body: whichever copy was sent, the script arrives intact.
      expect(await response.text()).toBe(APP_SCRIPT);
    }
    expect((await fetch(`${app.url}/assets/missing-1.js`)).status).toBe(404);
  });
});

describe('files of the site: robots.txt, sitemap.xml, and 404 for a file the build does not have', () => {
  let app: TestApp;
  let clientBuild: ReturnType<typeof writeClientBuild>;

  beforeAll(async () => {
    clientBuild = writeCatalogueBuild();
    app = await startTestApp({ PUBLIC_URL: 'https://learn.example' }, { clientDir: clientBuild.dir });
  });
  afterAll(async () => {
    await app.close();
    clientBuild.remove();
  });

  const get = (route: string, accept = 'text/html,*/*') => fetch(`${app.url}${route}`, { headers: { accept } });

  it('answers an unknown file 404, as a browser or a crawler asks for it, and a client route with the shell', async () => {
    for (const route of ['/favicon.png', '/wp-login.php', '/assets-old/app.js', '/course/description.json']) {
      for (const accept of ['text/html', '*/*']) {
        const response = await get(route, accept);
        expect(response.status, `${route} (${accept})`).toBe(404);
        expect(await response.text()).not.toContain('<div id="root">');
      }
    }
    for (const route of ['/courses', '/course/description?id=a.b', '/no/such/page', '/about']) {
      const response = await get(route);
      expect(response.status, route).toBe(200);
      expect(await response.text()).toContain('<div id="root"></div>');
    }
  });

  it('serves robots.txt: public pages allowed, the APIs, media, account and admin pages not, and the sitemap', async () => {
    const response = await get('/robots.txt', '*/*');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const lines = (await response.text()).split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const prefix of ['/api/', '/graphql', '/media/', '/dev/', '/admin/', '/user/', '/course/edit', '/checkout']) {
      expect(lines).toContain(`Disallow: ${prefix}`);
    }
    for (const page of ['/courses', '/course/description', '/about', '/contact']) {
      expect(lines.filter((line) => line.startsWith('Disallow:') && page.startsWith(line.slice(10)))).toEqual([]);
    }
    expect(lines).toContain('Sitemap: https://learn.example/sitemap.xml');
  });

  it('serves sitemap.xml: the public pages and every course with its last change, from the catalogue cache', async () => {
    const older = await createCourse(app, { createdAt: new Date('2026-01-01T00:00:00Z') });
    const newer = await createCourse(app, { createdAt: new Date('2026-03-01T00:00:00Z') });
    const response = await get('/sitemap.xml', '*/*');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    const url = (loc: string, lastmod?: string) =>
      `<url><loc>${loc}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`;
    expect(await response.text()).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        url('https://learn.example/'),
        url('https://learn.example/about'),
        url('https://learn.example/contact'),
        url('https://learn.example/courses'),
        url(`https://learn.example/course/description?id=${newer.course.id}`, '2026-03-01T00:00:00.000Z'),
        url(`https://learn.example/course/description?id=${older.course.id}`, '2026-01-01T00:00:00.000Z'),
        '</urlset>',
        '',
      ].join('\n'),
    );

    // Again: one statement, the catalogue's version; a new course is listed on the next read.
    const { result: again, queries } = await app.captureQueries(async () => (await get('/sitemap.xml')).text());
    expect(queries).toHaveLength(1);
    expect(queries[0]).toMatch(/catalog_version/);
    expect(again).toContain(older.course.id);
    const added = await createCourse(app);
    expect(await (await get('/sitemap.xml')).text()).toContain(`id=${added.course.id}`);
  });
});
