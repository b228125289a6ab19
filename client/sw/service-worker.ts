/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkOnly, StaleWhileRevalidate } from 'workbox-strategies';
import { APP_SHELL_URL, OFFLINE_CACHES } from './offlineCaches';

declare const self: ServiceWorkerGlobalScope;

/**
 * The installable app's worker (vite-plugin-pwa injects the precache list). It keeps only what is the same for every
 * user: the app shell, the app's code, the icons and public images. A learner's own data (GraphQL answers) is kept by
 * the page in IndexedDB and dropped at sign-out (client/src/features/offline); lecture media are never cached here.
 */
void self.skipWaiting();
clientsClaim();
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

/**
 * Pages come from the server while it answers (it renders some for visitors and names each page's code); offline, or
 * when it has not answered within a few seconds, the precached shell starts the app, which shows the address from
 * what the device has saved.
 */
const NETWORK_TIMEOUT_SECONDS = 4;
const pages = new NetworkOnly({ networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS });
registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        return await pages.handle(options);
      } catch {
        return (await matchPrecache(APP_SHELL_URL)) ?? Response.error();
      }
    },
    { denylist: [/^\/(graphql|api|media|auth|readyz|healthz)(\/|$)/] },
  ),
);

// The app's code the precache does not hold (an admin screen's): content-hashed, so a kept copy never goes stale.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: OFFLINE_CACHES.assets,
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 150 })],
  }),
);

// Course thumbnails and avatars (public, the same for everyone): shown at once from the cache, refreshed behind.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/media/images/'),
  new StaleWhileRevalidate({
    cacheName: OFFLINE_CACHES.images,
    plugins: [
      new CacheableResponsePlugin({ statuses: [0, 200] }),
      new ExpirationPlugin({ maxEntries: 120, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true }),
    ],
  }),
);
