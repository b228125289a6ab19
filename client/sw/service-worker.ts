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
 * the page in IndexedDB and dropped at sign-out (client/src/features/media/offline); lecture media are never cached
 * here.
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

/** What the server pushes for an inbox item (server/src/learning/inbox/push/push-texts.ts). */
interface PushMessage {
  title: string;
  body: string;
  /** A page of the app, as a path on this origin. */
  url: string;
  /** The message's tracked link on the API (/go/<token>), told of the click so the dashboard counts it opened. */
  click?: string;
}

/** A page of this origin only: a message naming another site opens the app's start page instead. */
const ownPage = (url: unknown) => {
  const target = new URL(typeof url === 'string' ? url : '/', self.location.origin);
  return target.origin === self.location.origin ? target.href : new URL('/', self.location.origin).href;
};

/** The tracked link to tell of a click: only ever this server's /go/ route, wherever the API lives. */
const clickBeacon = (url: unknown) => {
  if (typeof url !== 'string' || !URL.canParse(url)) return null;
  return new URL(url).pathname.startsWith('/go/') ? url : null;
};

// Web push (docs/learning.md#web-push): every message is shown (the subscription promised userVisibleOnly).
self.addEventListener('push', (event) => {
  let message: Partial<PushMessage> = {};
  try {
    message = (event.data?.json() ?? {}) as Partial<PushMessage>;
  } catch {
    message = { body: event.data?.text() };
  }
  event.waitUntil(
    self.registration.showNotification(message.title ?? 'CourseHub', {
      body: message.body ?? '',
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: ownPage(message.url), click: clickBeacon(message.click) },
    }),
  );
});

/**
 * Tells the server the notification was opened. Cross-origin when the API has an origin of its own, so sent as a
 * no-cors POST, whose answer is not needed; a failure (offline) loses only the count.
 */
const tellClicked = async (click: string | null) => {
  if (!click) return;
  await fetch(click, { method: 'POST', mode: 'no-cors', credentials: 'omit', keepalive: true }).catch(() => undefined);
};

// A click focuses a tab of the app already at that page, or opens one.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data as { url?: unknown; click?: string | null } | null;
  const url = ownPage(data?.url);
  event.waitUntil(
    (async () => {
      await tellClicked(data?.click ?? null);
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => client.url === url);
      if (open) {
        await open.focus();
        return;
      }
      await self.clients.openWindow(url);
    })(),
  );
});
