import { Router } from 'express';
import { cachedCatalogAnswer } from '../catalog/course/catalog-cache';
import { type SitemapCourse, sitemapCourses } from '../catalog/course/course-sitemap.service';
import type { Config } from '../config';
import type { AppDeps } from '../shared/scope';
import { requestScope } from './rest/request';

/** The client's pages anyone can read, without a query: the sitemap names them beside each course's page. */
const PUBLIC_PAGES = ['/', '/about', '/contact', '/courses'];

/**
 * What crawlers must not index: the APIs and media, the development mailbox, and the client's pages that are an
 * account's, an administrator's, or a one-time link's (a token in a search result would be a leak).
 * Rules are path prefixes: `/course/edit` also covers `/course/editlecture`.
 */
const DISALLOWED = [
  '/api/',
  '/graphql',
  '/media/',
  '/dev/',
  '/admin/',
  '/user/',
  '/course/create',
  '/course/edit',
  '/course/addlecture',
  '/course/quiz/',
  '/quiz',
  '/checkout',
  '/receipt',
  '/changepassword',
  '/reset-password',
  '/verify-email',
  '/confirm-email-change',
];

/** How long a crawler may keep either file: they change with the catalogue, and a crawler visits rarely anyway. */
const CACHE_CONTROL = 'public, max-age=3600';

function robotsTxt(config: Pick<Config, 'publicUrl'>): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED.map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${config.publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

const escapeXml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char] ?? char,
  );

/** The sitemaps.org document: the public pages, then each course's description page with its last change. */
export function sitemapXml(config: Pick<Config, 'clientUrl'>, courses: SitemapCourse[]): string {
  const entry = (pathname: string, lastmod?: Date) =>
    `<url><loc>${escapeXml(`${config.clientUrl}${pathname}`)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...PUBLIC_PAGES.map((pathname) => entry(pathname)),
    ...courses.map((course) => entry(`/course/description?id=${encodeURIComponent(course.id)}`, course.updatedAt)),
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * /robots.txt and /sitemap.xml, mounted where the client's pages are served. The sitemap changes only with the
 * catalogue, so it is kept in the catalogue cache under the catalogue's version like any other catalogue answer.
 */
export function crawlersRouter(deps: AppDeps) {
  const { config } = deps;
  const scopeOf = requestScope(deps);
  const robots = robotsTxt(config);
  const router = Router();
  router.get('/robots.txt', (_req, res) => {
    res.set('Cache-Control', CACHE_CONTROL).type('text/plain').send(robots);
  });
  router.get('/sitemap.xml', async (req, res) => {
    const scope = scopeOf(req);
    const xml = await cachedCatalogAnswer(scope, 'sitemap', async () =>
      sitemapXml(config, await sitemapCourses(scope)),
    );
    res.set('Cache-Control', CACHE_CONTROL).type('application/xml').send(xml);
  });
  return router;
}
