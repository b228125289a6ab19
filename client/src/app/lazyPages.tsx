import type { ApolloClient, DocumentNode } from '@apollo/client';
import { type ComponentType, lazy } from 'react';
import { seedPageData } from './apollo/pageData';

/**
 * Route-level code splitting: each page is its own chunk, loaded when its route first renders (Layout's Suspense
 * shows a spinner meanwhile). `startNow` (the home page's sections, when the app starts on /, whose HTML preloads
 * their chunk) starts the load with the route table instead; once it has arrived, React gets it synchronously (a
 * thenable that answers at once) and renders it in the same pass as the hero. Otherwise React commits the fallback
 * first and, throttling the reveal of suspended content, shows the rest at least 300 ms later: on the home page that
 * was the time from its headline to its largest image (Lighthouse's LCP 2.7 s, then 2.2–2.4). /courses and the course
 * page keep the two passes: rendered in one, their first commit grew into a longer task (Lighthouse's blocking time
 * 170 to 260–530 ms on /courses, 230 to 430–470 on a course page) for an LCP 0.1–0.2 s sooner.
 */
export const page = <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType, startNow = false) => {
  let loaded: { default: ComponentType } | undefined;
  let loading = startNow ? load().then((module) => (loaded = { default: pick(module) })) : undefined;
  const lazyPage = () =>
    lazy(() => {
      if (loaded) {
        const module = loaded;
        // biome-ignore lint/suspicious/noThenProperty: a thenable that answers at once is how lazy() resolves in the same render
        return { then: (resolve: (value: typeof module) => void) => resolve(module) } as Promise<typeof module>;
      }
      const pending = (loading ?? load().then((module) => ({ default: pick(module) }))) as Promise<{
        default: ComponentType;
      }>;
      return pending.catch((error: unknown) => {
        failedPages.add(() => {
          loading = undefined;
          Page = lazyPage();
        });
        throw error;
      });
    });
  let Page = lazyPage();
  const RoutePage = () => <Page />;
  return <RoutePage />;
};

/**
 * lazy() keeps a failed load's error for good: the pages whose chunk could not be fetched (offline) are each given a
 * new lazy page here, so that trying again (Layout's PageError) fetches their chunk again.
 */
const failedPages = new Set<() => void>();
export function retryFailedPages() {
  for (const retry of failedPages) retry();
  failedPages.clear();
}

/** Whether the app started on this address, whose HTML preloads the page's chunks. */
export const landing = (path: string) => typeof window !== 'undefined' && window.location.pathname === path;

/**
 * Once a landing page's chunk has loaded, the answers its HTML carries for its documents go into the cache before the
 * page first renders (apollo/pageData.ts). Unit tests, without the app's client, leave it out.
 */
export const seeded =
  <K extends string>(client: ApolloClient | undefined, key: K) =>
  <M extends Record<K, readonly DocumentNode[]>>(module: M): M => {
    if (client) seedPageData(client, module[key]);
    return module;
  };
