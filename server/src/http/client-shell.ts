import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Request, Response } from 'express';
import type { Logger } from 'pino';

/**
 * Routes whose page the browser would otherwise discover late: only once the entry script has run does the router ask
 * for the page's chunk, and only once the page's query has answered does the first card ask for its thumbnail. Their
 * HTML names both up front, so the downloads overlap the entry's. Keys are the page modules' source paths as Vite's
 * build manifest lists them.
 */
const ROUTE_PAGES: Record<string, string> = {
  '/courses': 'src/features/courses/pages/CoursesPage.tsx',
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

/** Per route: the page chunk and every chunk it imports that the entry does not already load, as URLs. */
export function routeModulePreloads(manifest: Manifest): Map<string, string[]> {
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const loadedByEntry = staticClosure(manifest, entries);
  const preloads = new Map<string, string[]>();
  for (const [route, page] of Object.entries(ROUTE_PAGES)) {
    if (!manifest[page]) continue;
    const own = [...staticClosure(manifest, [page])].filter((key) => !loadedByEntry.has(key));
    // The page chunk first: the browser starts the downloads in document order.
    own.sort((a, b) => Number(b === page) - Number(a === page));
    preloads.set(
      route,
      own.map((key) => `/${manifest[key]?.file}`),
    );
  }
  return preloads;
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The links on lines of their own at the end of the head, indented one level deeper than `</head>`. */
const withHeadLinks = (html: string, links: string[]) =>
  html.replace(
    /(\s*)<\/head>/,
    (closing, indent: string) => `${links.map((link) => `${indent}  ${link}`).join('')}${closing}`,
  );

export interface ClientShellOptions {
  clientDir: string;
  logger: Logger;
  /** The image the catalogue paints first (the newest course's thumbnail), as the catalogue query will name it. */
  firstCatalogueImage: (req: Request) => Promise<string | null>;
}

/**
 * The SPA's index.html for every client route. /courses also names its page chunks (modulepreload) and its first
 * thumbnail (preload, high priority) in the head. The catalogue itself is not inlined: the page asks for it as usual.
 */
export function clientShell({ clientDir, logger, firstCatalogueImage }: ClientShellOptions) {
  const html = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  const manifestFile = path.join(clientDir, '.vite', 'manifest.json');
  const preloads = existsSync(manifestFile)
    ? routeModulePreloads(JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest)
    : new Map<string, string[]>();

  async function headLinks(req: Request): Promise<string[]> {
    const modules = preloads.get(req.path);
    if (!modules) return [];
    const links = modules.map((href) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(href)}">`);
    try {
      const image = await firstCatalogueImage(req);
      if (image) links.unshift(`<link rel="preload" as="image" fetchpriority="high" href="${escapeAttribute(image)}">`);
    } catch (error) {
      // A hint is worth no failed page: the page loads its data as usual.
      logger.warn({ err: error }, 'could not look up the first catalogue image for the page hints');
    }
    return links;
  }

  return async (req: Request, res: Response) => {
    const links = await headLinks(req);
    res
      .set('Cache-Control', 'no-cache')
      .type('html')
      .send(links.length ? withHeadLinks(html, links) : html);
  };
}
