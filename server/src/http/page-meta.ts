import { cachedCatalogAnswer } from '../catalog/course/catalog-cache';
import { getCourse } from '../catalog/course/course-catalog.service';
import type { Config } from '../config';
import { findCertificate } from '../learning/progress/certificate.service';
import { domainErrorOf } from '../shared/errors';
import type { RequestScope } from '../shared/scope';

/** What a shared link previews: the page's title, a sentence about it, and an image (a course's thumbnail). */
export interface PageMeta {
  title: string;
  description: string;
  /** Relative to the public origin, or absolute. */
  image: string | null;
  /** The page's canonical address, relative to the client's origin. */
  path: string;
  type: 'website' | 'article';
}

type MetaConfig = Pick<Config, 'publicUrl' | 'clientUrl'> & { business: { name: string } };

/** Social cards cut a description at about 200 characters; a longer one is cut at a word, with an ellipsis. */
const DESCRIPTION_MAX = 200;

function summarise(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= DESCRIPTION_MAX) return flat;
  const cut = flat.slice(0, DESCRIPTION_MAX - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

const ABSENT = 'NOT_FOUND';

/**
 * The meta of /courses, /course/description?id=… and /certificate?code=…, read as a visitor (never the caller's own
 * view: a draft previews as the site, whoever asks), or null for another page, which keeps the shell's own. A course's
 * is kept in the catalogue cache (catalog-cache.ts), so a burst of link previews costs one read per catalogue change.
 */
export async function pageMeta(
  config: MetaConfig,
  visitor: RequestScope,
  pathname: string,
  query: (name: string) => unknown,
): Promise<PageMeta | null> {
  const site = config.business.name;
  if (pathname === '/courses') {
    return {
      title: `All courses | ${site}`,
      description: `Browse every video course on ${site}: one yearly subscription unlocks them all.`,
      image: null,
      path: '/courses',
      type: 'website',
    };
  }
  const id = query('id');
  if (pathname === '/course/description' && typeof id === 'string') {
    const kept = await cachedCatalogAnswer(visitor, `html:meta:course:${id}`, async () => {
      try {
        const course = await getCourse(visitor, id);
        return JSON.stringify({
          title: `${course.title} | ${site}`,
          description: summarise(course.subtitle ?? course.description),
          image: course.thumbnailUrl,
          path: `/course/description?id=${encodeURIComponent(course.id)}`,
          type: 'article',
        } satisfies PageMeta);
      } catch (error) {
        // Unknown, malformed or a draft: the site's own tags.
        if (domainErrorOf(error)) return ABSENT;
        throw error;
      }
    });
    return kept === ABSENT ? null : (JSON.parse(kept) as PageMeta);
  }
  const code = query('code');
  if (pathname === '/certificate' && typeof code === 'string') {
    try {
      const certificate = await findCertificate(visitor, code);
      return {
        title: `${certificate.learnerName} completed ${certificate.courseTitle} | ${site}`,
        description: summarise(
          `Certificate ${certificate.code}: ${certificate.learnerName} completed ${certificate.courseTitle}, taught by ${certificate.instructor}, on ${site}.`,
        ),
        image: null,
        path: `/certificate?code=${encodeURIComponent(certificate.code)}`,
        type: 'article',
      };
    } catch (error) {
      if (domainErrorOf(error)) return null;
      throw error;
    }
  }
  return null;
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const absolute = (origin: string, url: string) => new URL(url, `${origin}/`).toString();

/**
 * The shell's HTML with the page's `<title>` and description replaced and Open Graph and Twitter card tags added at
 * the end of the head, every value escaped. Crawlers (and chat apps' link previews) run no JavaScript, so this is
 * all they see of the page.
 */
export function withPageMeta(html: string, meta: PageMeta, config: MetaConfig): string {
  const url = absolute(config.clientUrl, meta.path);
  const tags: [string, string, string][] = [
    ['property', 'og:site_name', config.business.name],
    ['property', 'og:type', meta.type],
    ['property', 'og:title', meta.title],
    ['property', 'og:description', meta.description],
    ['property', 'og:url', url],
    ['name', 'twitter:card', meta.image ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', meta.title],
    ['name', 'twitter:description', meta.description],
  ];
  if (meta.image) {
    const image = absolute(config.publicUrl, meta.image);
    tags.push(['property', 'og:image', image], ['name', 'twitter:image', image]);
  }
  const head = [
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    ...tags.map(([attribute, name, value]) => `<meta ${attribute}="${name}" content="${escapeHtml(value)}">`),
  ];
  return html
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(meta.title)}</title>`)
    .replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    )
    .replace(
      /(\s*)<\/head>/,
      (closing, indent: string) => `${head.map((tag) => `${indent}  ${tag}`).join('')}${closing}`,
    );
}
