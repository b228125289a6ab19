/**
 * Registers the installable app's worker (client/sw) once the page has loaded, so its precache downloads after what
 * the page needs. Built app only: the dev server serves no worker. workbox-window is loaded with it, off the start-up
 * path.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    import('workbox-window')
      .then(({ Workbox }) => new Workbox('/service-worker.js', { scope: '/' }).register())
      .catch(() => undefined);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
