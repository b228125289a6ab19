import { describe, expect, it } from 'vitest';
import { servingClientBuild } from '../../test/client-build';

/** A build with the installable app's files as vite-plugin-pwa writes them beside index.html. */
const served = servingClientBuild(() => ({
  indexHtml: '<!doctype html><html><head><title>CourseHub</title></head><body><div id="root"></div></body></html>',
  manifest: { 'index.html': { file: 'assets/index-1.js', isEntry: true } },
  files: {
    'service-worker.js': 'self.addEventListener("fetch", () => {});\n',
    'manifest.webmanifest': JSON.stringify({ name: 'CourseHub', start_url: '/' }),
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  },
}));

describe('installable app: the worker and the manifest as a browser needs them', () => {
  const get = (file: string) => fetch(`${served.app().url}${file}`);

  it('serves the worker as script from the root, asked again at every visit, allowed to control the whole site', async () => {
    const response = await get('/service-worker.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^(text|application)\/javascript/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('service-worker-allowed')).toBe('/');
    // A worker's script is same-origin script: the CSP's default-src 'self' covers worker-src and manifest-src.
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(response.headers.get('content-security-policy')).not.toMatch(/worker-src|manifest-src/);
  });

  it('serves the manifest with its media type, asked again at every visit; other files keep their hour', async () => {
    const manifest = await get('/manifest.webmanifest');
    expect(manifest.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect(manifest.headers.get('service-worker-allowed')).toBeNull();
    expect(await manifest.json()).toMatchObject({ name: 'CourseHub' });

    const favicon = await get('/favicon.svg');
    expect(favicon.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it('serves the precached shell at /index.html: the page the worker starts the app with offline', async () => {
    const response = await get('/index.html');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<div id="root">');
  });
});
