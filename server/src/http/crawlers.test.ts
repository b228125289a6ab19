import { describe, expect, it } from 'vitest';
import { sitemapXml } from './crawlers';

describe('sitemap.xml', () => {
  it('escapes what XML reserves in an address (CLIENT_URL is the operator’s text)', () => {
    const xml = sitemapXml({ clientUrl: 'https://learn.example/a&b' }, [
      { id: 'c0ffee00-0000-4000-8000-000000000001', updatedAt: new Date('2026-02-03T04:05:06Z') },
    ]);
    expect(xml).toContain('<url><loc>https://learn.example/a&amp;b/about</loc></url>');
    expect(xml).toContain(
      '<url><loc>https://learn.example/a&amp;b/course/description?id=c0ffee00-0000-4000-8000-000000000001</loc><lastmod>2026-02-03T04:05:06.000Z</lastmod></url>',
    );
    expect(xml).not.toMatch(/&(?!amp;)/);
  });
});
