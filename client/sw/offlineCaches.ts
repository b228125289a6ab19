/** The precached page that starts the app offline (the build's index.html: the shell, no page data). */
export const APP_SHELL_URL = '/index.html';

/** The worker's runtime caches: public files only, the same for every user of the device. */
export const OFFLINE_CACHES = {
  assets: 'coursehub-assets',
  images: 'coursehub-images',
} as const;
