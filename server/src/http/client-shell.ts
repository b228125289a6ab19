import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  CATALOGUE_CARD_FIELDS,
  CATALOGUE_DATA_ELEMENT_ID,
  type CatalogueVariables,
  textDirection,
} from '@coursehub/shared';
import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import type { catalogueFirstPage } from '../catalog/course/course-catalog.service';
import type { LandingData, RenderedScreen } from './landing-render';

/**
 * The app's own code, which the entry imports once the HTML's app shell has painted (client/src/main.tsx). Every page
 * names it in its HTML, so it downloads while the shell paints instead of after.
 */
const APP_MODULE = 'src/app/mount.tsx';

/**
 * Routes whose page the browser would otherwise discover late: only once the app has rendered does the router ask for
 * the page's chunk, and only once the page's query has answered does the first card ask for its thumbnail. Their HTML
 * names both up front. Keys are the page modules' source paths as Vite's build manifest lists them.
 */
const ROUTE_PAGES: Record<string, string> = {
  '/': 'src/features/site/home/components/HomeSections.tsx',
  '/courses': 'src/features/catalog/courses/pages/CoursesPage.tsx',
  '/course/description': 'src/features/site/course-description/pages/CourseDescriptionPage.tsx',
};

/** The part of Vite's `.vite/manifest.json` this reads: each chunk's file and the chunks it imports statically. */
interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

function staticClosure(manifest: Manifest, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length) {
    const key = queue.pop() as string;
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    queue.push(...(manifest[key].imports ?? []));
  }
  return seen;
}

/** `keys`'s closure minus what `loaded` already holds, the first key first (the browser fetches in document order). */
function chunksBeyond(manifest: Manifest, keys: string[], loaded: Set<string>): string[] {
  const own = [...staticClosure(manifest, keys)].filter((key) => !loaded.has(key));
  return own.sort((a, b) => Number(b === keys[0]) - Number(a === keys[0]));
}

export interface ModulePreloads {
  /** Every page: the app's chunks beyond the entry's. */
  app: string[];
  /** Per route: its page's chunks beyond the entry's and the app's. */
  routes: Map<string, string[]>;
}

/** The chunk URLs each page's HTML names, from Vite's build manifest. */
export function modulePreloads(manifest: Manifest): ModulePreloads {
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const loaded = staticClosure(manifest, entries);
  const url = (key: string) => `/${manifest[key]?.file}`;
  const app = manifest[APP_MODULE] ? chunksBeyond(manifest, [APP_MODULE], loaded) : [];
  for (const key of app) loaded.add(key);
  const routes = new Map<string, string[]>();
  for (const [route, page] of Object.entries(ROUTE_PAGES)) {
    if (manifest[page]) routes.set(route, chunksBeyond(manifest, [page], loaded).map(url));
  }
  return { app: app.map(url), routes };
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The links on lines of their own at the end of the head, indented one level deeper than `</head>`. */
const withHeadLinks = (html: string, links: string[]) =>
  html.replace(
    /(\s*)<\/head>/,
    (closing, indent: string) => `${links.map((link) => `${indent}  ${link}`).join('')}${closing}`,
  );

/**
 * What /courses's HTML carries of the catalogue: the first page for the address's search, category and sort as the
 * client's `CourseCatalogQuery` answers it, with those variables, for its Apollo cache (and the server's render).
 */
export function cataloguePage(
  variables: CatalogueVariables,
  { edges, pageInfo, totalCount, facets, correctedSearch }: Awaited<ReturnType<typeof catalogueFirstPage>>,
): InlinedCataloguePage {
  const courses = {
    __typename: 'CourseConnection',
    totalCount,
    correctedSearch,
    facets: facets.map((facet) => ({ __typename: 'CategoryFacet', ...facet })),
    pageInfo: { __typename: 'PageInfo', ...pageInfo },
    edges: edges.map(({ cursor, node }) => ({
      __typename: 'CourseEdge',
      cursor,
      node: { __typename: 'Course', ...Object.fromEntries(CATALOGUE_CARD_FIELDS.map((field) => [field, node[field]])) },
    })),
  };
  return { variables, data: { courses } };
}

/** /courses's head: its first thumbnail, preloaded, and its first page (cataloguePage) as a data element. */
export function catalogueHead(page: InlinedCataloguePage): PageData {
  const first = page.data.courses.edges[0]?.node as { thumbnailUrl?: string | null } | undefined;
  return {
    head: dataHeadElements(first?.thumbnailUrl ?? null, CATALOGUE_DATA_ELEMENT_ID, page),
    landing: { catalogue: page },
  };
}

/**
 * A page's largest image, preloaded with high priority (when it has one), then `value` as the JSON of a
 * `<script type="application/json">` element with this id for the client to read. `<` is escaped so no text in the
 * data can close the element.
 */
export function dataHeadElements(image: string | null, id: string, value: unknown): string {
  const preload = image ? `<link rel="preload" as="image" fetchpriority="high" href="${escapeAttribute(image)}">` : '';
  const json = JSON.stringify(value).replace(/</g, '\\u003c');
  return `${preload}<script type="application/json" id="${id}">${json}</script>`;
}

/** /courses's first page as its HTML carries it, in the shape of the client's `CourseCatalogQuery`. */
export interface InlinedCataloguePage {
  variables: CatalogueVariables;
  data: { courses: { edges: { node: Record<string, unknown> }[] } & Record<string, unknown> };
}

/** What a landing page's HTML carries of its data: the head's elements, and what its server render starts from. */
export interface PageData {
  head: string;
  landing: LandingData;
}

export interface ClientShellOptions {
  clientDir: string;
  logger: Logger;
  /**
   * What the page's head carries of its data, for the routes of ROUTE_PAGES: on /courses, `catalogueHead` of the
   * catalogue's first page for the address; on the others, the answers page-data.ts inlines. Empty when none.
   */
  dataHead: (req: Request, res: Response) => Promise<PageData | null>;
  /** The landing page's first screen, rendered from its data for this request (landing-render.ts), or null. */
  render: (req: Request, landing: LandingData) => Promise<RenderedScreen | null>;
  /** The language the page is served in (request-locale.ts): `<html lang dir>` says it, the render uses it. */
  locale: (req: Request) => string;
  /** The page's own title, description and link-preview tags in the shell's HTML (page-meta.ts). */
  pageHead: (req: Request, html: string) => Promise<string>;
}

/**
 * The SPA's index.html for every client route, naming the app's chunks (modulepreload) in the head. The landing pages
 * (/, /courses, /course/description) also name their page chunks and their largest image (preload, high priority),
 * and carry their first answers, so the first render has them without waiting for a request (/courses still refreshes
 * its catalogue, with its usual notices).
 */
export function clientShell({ clientDir, logger, locale, dataHead, render, pageHead }: ClientShellOptions) {
  const html = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  const manifestFile = path.join(clientDir, '.vite', 'manifest.json');
  const preloads: ModulePreloads = existsSync(manifestFile)
    ? modulePreloads(JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest)
    : { app: [], routes: new Map() };

  /** Links (and, on the landing pages, their data element) for the end of the head, and the page's first screen. */
  async function headLinks(
    req: Request,
    res: Response,
  ): Promise<{ links: string[]; chunks: string[]; screen: RenderedScreen | null }> {
    const chunks = [...preloads.app, ...(preloads.routes.get(req.path) ?? [])];
    let head: string[] = [];
    let screen: RenderedScreen | null = null;
    try {
      const data = await dataHead(req, res);
      if (data) {
        screen = await render(req, data.landing);
        // First, so the image's download starts before the chunks'; then the rendered screen's styles.
        head = [data.head, ...(screen ? [screen.head] : [])];
      }
    } catch (error) {
      // The page can do without: it asks for its data as usual.
      logger.warn({ err: error, path: req.path }, 'could not read the data of the page');
    }
    // A rendered page names its chunks on its root for the app to fetch once the page has loaded (withRenderedRoot).
    const links = screen
      ? []
      : chunks.map((href) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(href)}">`);
    return { links: [...head, ...links], chunks, screen };
  }

  /** The shell as it is, should the page's meta fail: a preview without the page's title, never a broken page. */
  async function pageHtml(req: Request): Promise<string> {
    try {
      return await pageHead(req, html);
    } catch (error) {
      logger.warn({ err: error, path: req.path }, 'could not read the page for its meta tags');
      return html;
    }
  }

  // `no-cache` with the ETag express derives from the body: a browser or a link previewer revalidates and gets a 304
  // while the page's course, and so its tags, are unchanged.
  return async (req: Request, res: Response) => {
    const [{ links, chunks, screen }, page] = await Promise.all([headLinks(req, res), pageHtml(req)]);
    const rendered = screen === null ? page : withRenderedRoot(withLowPriorityEntry(page), screen.body, chunks);
    const withScreen = withDocumentLanguage(rendered, locale(req));
    res
      .set('Cache-Control', 'no-cache')
      .type('html')
      .send(links.length ? withHeadLinks(withScreen, links) : withScreen);
  };
}

/**
 * `<html>` in the page's language and its direction, marked as negotiated: the app's first render starts from it, so
 * it matches the HTML rendered in that language (client/src/i18n/language.ts).
 */
function withDocumentLanguage(html: string, language: string): string {
  const lang = language === 'pseudo' ? 'en-XA' : language;
  return html.replace(
    /<html lang="[^"]*">/,
    `<html lang="${lang}" dir="${textDirection(language)}" data-negotiated="${language}">`,
  );
}

/**
 * On a rendered page the screen is painted without the app's code, which only makes it interactive: the entry script
 * (a few hundred bytes) downloads at low priority, and the app's chunks only once the page has loaded
 * (client/src/main.tsx), so the page's images and styles do not share a slow link with 200 kB of script.
 */
const ENTRY_SCRIPT = '<script type="module"';

function withLowPriorityEntry(html: string): string {
  return html.replace(ENTRY_SCRIPT, `${ENTRY_SCRIPT} fetchpriority="low"`);
}

/** The root element, the app shell's header inside it, closing the body (client/index.html as Vite builds it). */
const ROOT_ELEMENT = /<div id="root">[\s\S]*(<\/div>\s*<\/body>)/;

/**
 * The root element's content (the app shell's header) replaced with the rendered screen, marked for hydration with the
 * chunks to fetch for it, and inert until then (client/src/main.tsx, client/src/app/mount.tsx).
 */
function withRenderedRoot(html: string, screen: string, chunks: string[]): string {
  const names = escapeAttribute(chunks.join(' '));
  return html.replace(
    ROOT_ELEMENT,
    (_match, end: string) => `<div id="root" data-rendered data-chunks="${names}" inert>${screen}${end}`,
  );
}
