import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { InlinedOperation } from '@coursehub/shared';
import type { Logger } from 'pino';

/** What a landing page's server render starts from: the page data's answers, or /courses's first page. */
export interface LandingData {
  answers?: readonly InlinedOperation[];
  catalogue?: unknown;
}

/** The client's server-render bundle (client/src/ssr.tsx, built to client/dist-ssr/ssr.js). */
interface RenderModule {
  renderLandingPage(url: string, data: LandingData, language: string): Promise<RenderedScreen>;
}

/** A rendered screen: its style elements for the head, and the HTML of the root element. */
export interface RenderedScreen {
  head: string;
  body: string;
}

/** A render that takes longer (a lazy chunk that never settles) is given up: the page goes out as the app shell. */
const RENDER_TIMEOUT_MS = 3_000;
/** Renders kept, by page address and data; past this many the memory starts afresh. */
const MAX_KEPT = 200;
/** A kept render is done again after this long, so nothing that changes with time (dates) goes stale for long. */
const KEPT_MS = 10 * 60_000;

export type LandingRender = (url: string, data: LandingData, language: string) => Promise<RenderedScreen | null>;

/**
 * The landing pages' first screens for anonymous visitors, rendered by the client's own code (decision 0012) in the
 * request's language. The same address with the same data and language renders the same HTML, so each render is kept by a hash of both: a catalogue edition
 * or a course's answers (already cached) cost one render per process, not one per visit. Null when the build has no
 * render bundle (a server started without the client's build) or the render failed: the page is then the app shell,
 * as before, and the browser renders it.
 */
export function landingRender(bundle: string, logger: Logger, now: () => number = Date.now): LandingRender {
  if (!existsSync(bundle)) return async () => null;
  // Imported at start-up (about a second for its 1.3 MB), not on the first visit; a failed import is tried again then.
  let loading: Promise<RenderModule> | undefined;
  const load = () => {
    loading ??= (import(pathToFileURL(bundle).href) as Promise<RenderModule>).catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  load().catch((error: unknown) => logger.warn({ err: error, bundle }, 'could not load the server render bundle'));
  const kept = new Map<string, { html: Promise<RenderedScreen | null>; until: number }>();

  async function render(url: string, data: LandingData, language: string): Promise<RenderedScreen> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error(`no render within ${RENDER_TIMEOUT_MS} ms`)), RENDER_TIMEOUT_MS);
    });
    try {
      const module = await load();
      return await Promise.race([module.renderLandingPage(url, data, language), timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  return (url, data, language) => {
    const key = createHash('sha256').update(`${language}\0${url}\0`).update(JSON.stringify(data)).digest('base64url');
    const at = now();
    const entry = kept.get(key);
    if (entry && entry.until > at) return entry.html;
    if (kept.size >= MAX_KEPT) kept.clear();
    const html = render(url, data, language).catch((error: unknown) => {
      kept.delete(key);
      logger.warn({ err: error, url }, 'could not render the page on the server: sent as the app shell');
      return null;
    });
    kept.set(key, { html, until: at + KEPT_MS });
    return html;
  };
}
