import { ApolloClient, ApolloLink } from '@apollo/client';
import type { InlinedOperation } from '@coursehub/shared';
import createEmotionCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { App } from './app/App';
import { createCache } from './app/apollo/client';
import { writeAnswers } from './app/apollo/pageData';
import { AppRoutes, createRoutes } from './app/routes';
import { type InlinedCataloguePage, writeCataloguePage } from './features/catalog/courses/preloadCatalogue';
import { createTranslator } from './i18n/i18n';

/** What a landing page's HTML carries for its first render: the page data's answers, or /courses's first page. */
export interface LandingData {
  answers?: readonly InlinedOperation[];
  catalogue?: InlinedCataloguePage;
}

/** A rendered screen: the style elements for the page's head, and the HTML for its root element. */
export interface RenderedScreen {
  head: string;
  body: string;
}

/** The browser's emotion cache has this key (Chakra uses emotion's default): it adopts the head's elements below. */
const STYLE_KEY = 'css';

/**
 * The app's first screen at `url` in `language` as an anonymous visitor's browser renders it, from the same answers the HTML
 * carries (decision 0012): the server sends it inside #root and the browser hydrates it. The client here never asks
 * the network: what the answers lack renders as it does before its answer arrives (a skeleton), as in the browser.
 * Every lazy page and section is waited for, so the HTML holds the whole screen.
 */
export async function renderLandingPage(
  url: string,
  { answers = [], catalogue }: LandingData,
  language = 'en',
): Promise<RenderedScreen> {
  // A translator of this render's own, in the request's language (its texts loaded first): renders of other languages
  // may run at the same time.
  const { instance: translator, ready } = createTranslator(language);
  await ready;
  const client = new ApolloClient({ ssrMode: true, link: ApolloLink.empty(), cache: createCache(), dataMasking: true });
  const [{ HOME_PAGE_DOCUMENTS }, { COURSE_PAGE_DOCUMENTS }] = await Promise.all([
    import('./features/site/home/components/HomeSections'),
    import('./features/site/course-description/pages/CourseDescriptionPage'),
  ]);
  writeAnswers(client, [...HOME_PAGE_DOCUMENTS, ...COURSE_PAGE_DOCUMENTS], answers);
  if (catalogue) writeCataloguePage(client, catalogue);
  // A style cache for this render alone, which keeps the styles instead of writing them inline (compat): emotion's
  // inline elements are written once per class, so a class met first in a Suspense fallback that the page then
  // replaced (the layout's skeleton shares the main element's class) would lose its style.
  const styles = createEmotionCache({ key: STYLE_KEY });
  styles.compat = true;
  const { prelude } = await prerenderToNodeStream(
    <CacheProvider value={styles}>
      <StrictMode>
        <App client={client} translator={translator}>
          <StaticRouter location={url}>
            <AppRoutes routes={createRoutes()} />
          </StaticRouter>
        </App>
      </StrictMode>
    </CacheProvider>,
    // Every boundary inline, none streamed in later: React's reveal of a later boundary is an inline script, which the
    // app's CSP refuses (script-src 'self'), and a prerender has all of them by the time it ends.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  let body = '';
  for await (const chunk of prelude) body += String(chunk);
  return { head: styleElements(styles, body), body };
}

/**
 * The styles the screen uses, as emotion's server rendering writes them for the browser to adopt: each global style
 * in an element of its own (`css-global <name>`, which its Global component takes over), then the classes the HTML
 * names, in one element that lists them (`css <name> …`, which the browser's cache marks as inserted). In the order
 * they were inserted, which is the order of the cascade.
 */
function styleElements(cache: EmotionCache, body: string): string {
  const elements: string[] = [];
  let names: string[] = [];
  let css = '';
  const flush = () => {
    if (names.length) elements.push(`<style data-emotion="${cache.key} ${names.join(' ')}">${css}</style>`);
    names = [];
    css = '';
  };
  for (const [name, rules] of Object.entries(cache.inserted)) {
    if (typeof rules !== 'string') continue;
    const className = `${cache.key}-${name}`;
    if (!rules.includes(`.${className}`)) {
      flush();
      elements.push(`<style data-emotion="${cache.key}-global ${name}">${rules}</style>`);
    } else if (body.includes(className)) {
      names.push(name);
      css += rules;
    }
  }
  flush();
  return elements.join('');
}
