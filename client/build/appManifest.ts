import type { ManifestOptions } from 'vite-plugin-pwa';

/**
 * The web app manifest: what a phone shows once CourseHub is installed. The icons are drawn from the favicon
 * (scripts/app-icons.sh); the colours are the app shell's header in the light scheme (index.html's theme-color).
 */
export const appManifest: Partial<ManifestOptions> = {
  id: '/',
  name: 'CourseHub',
  short_name: 'CourseHub',
  description: 'Video courses taught by industry experts, on your phone, online or off.',
  lang: 'en',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  theme_color: '#ffffff',
  background_color: '#ffffff',
  categories: ['education'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};
