import { describe, expect, it } from 'vitest';
import { servingClientBuild } from '../../test/client-build';
import { createCourse } from '../../test/course-factories';
import { createUser } from '../../test/factories';

/**
 * A render bundle with the client's export (client/src/ssr.tsx), which shows what it was given: the address, how many
 * renders it has done, and the catalogue's titles or the answers' names. `fail` and `hang` in the address make it
 * throw, or never answer.
 */
const RENDER_BUNDLE = `
let renders = 0;
export async function renderLandingPage(url, data) {
  renders += 1;
  if (url.includes('fail')) throw new Error('the render failed');
  if (url.includes('hang')) return new Promise(() => {});
  const titles = (data.catalogue?.data.courses.edges ?? []).map((edge) => edge.node.title);
  const answers = (data.answers ?? []).map((answer) => answer.operationName);
  return {
    head: '<style data-emotion="css a1">.css-a1{color:red}</style>',
    body: '<main class="css-a1">' + JSON.stringify({ url, renders, titles, answers }) + '</main>',
  };
}
`;

/**
 * The root element as the server fills it with the bundle's screen: rendered, naming the chunks the app fetches once
 * the page has loaded, inert until hydrated.
 */
const RENDERED_ROOT =
  /<div id="root" data-rendered data-chunks="[^"]*" inert><main class="css-a1">(.*?)<\/main><\/div>\s*<\/body>/s;
const ENTRY = '<script type="module" crossorigin src="/assets/index-1.js"></script>';
const preloadsOf = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)">/g)].map((m) => m[1]);
const SHELL = '<div id="root">\n      <header class="shell-header"><a href="/">CourseHub</a></header>\n    </div>';

describe('landing pages rendered on the server for anonymous visitors', () => {
  const served = servingClientBuild(() => ({
    indexHtml: `<!doctype html><html><head><title>CourseHub</title>\n    ${ENTRY}\n  </head><body>\n    ${SHELL}\n  </body></html>`,
    manifest: {
      'index.html': { file: 'assets/index-1.js', isEntry: true, dynamicImports: ['src/app/mount.tsx'] },
      'src/app/mount.tsx': { file: 'assets/mount-1.js', isDynamicEntry: true },
      'src/features/catalog/courses/pages/CoursesPage.tsx': { file: 'assets/CoursesPage-1.js', isDynamicEntry: true },
    },
    renderBundle: RENDER_BUNDLE,
  }));
  const app = served.app;
  const page = async (route: string, cookie?: string) => {
    const response = await served.page(route, cookie);
    expect(response.status).toBe(200);
    return response.text();
  };
  /** What the render was given, from the root element the server filled; null for the app shell. */
  const rendered = (html: string) => {
    const main = RENDERED_ROOT.exec(html)?.[1];
    if (main === undefined) {
      expect(html).toContain(SHELL);
      return null;
    }
    expect(html).not.toContain('shell-header');
    return JSON.parse(main) as { url: string; renders: number; titles: string[]; answers: string[] };
  };

  it("fills /courses's root with the screen rendered from its first page, the styles in the head", async () => {
    await createCourse(app(), { title: 'Rendered on the server' });
    const html = await page('/courses?search=rendered');
    expect(rendered(html)).toMatchObject({ url: '/courses?search=rendered', titles: ['Rendered on the server'] });
    const styles = html.indexOf('<style data-emotion="css a1">');
    expect(styles).toBeGreaterThan(html.indexOf('id="catalogue-data"'));
    expect(styles).toBeLessThan(html.indexOf('</head>'));
  });

  it('renders a page once for the same address and data, and again once its data changed', async () => {
    const first = rendered(await page('/courses'));
    expect(rendered(await page('/courses'))?.renders).toBe(first?.renders);
    await createCourse(app(), { title: 'Published since' });
    const after = rendered(await page('/courses'));
    expect(after?.titles).toContain('Published since');
    expect(after?.renders).toBeGreaterThan(first?.renders ?? 0);
  });

  it('renders the home page and a course page from the answers their HTML carries', async () => {
    const { course } = await createCourse(app(), { title: 'A course page' });
    expect(rendered(await page('/'))?.answers).toEqual(['HomeSectionsQuery']);
    const coursePage = rendered(await page(`/course/description?id=${course.id}`));
    expect(coursePage?.answers).toContain('CourseDescriptionPageQuery');
  });

  it('names the chunks on the rendered root, fetched once the page has loaded, not in the head', async () => {
    const html = await page('/courses');
    expect(html).toContain('data-chunks="/assets/mount-1.js /assets/CoursesPage-1.js"');
    expect(preloadsOf(html)).toEqual([]);
    expect(html).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/index-1.js">');

    const { token } = await createUser(app());
    const signedIn = await page('/courses', `token=${token}`);
    expect(preloadsOf(signedIn)).toEqual(['/assets/mount-1.js', '/assets/CoursesPage-1.js']);
    expect(signedIn).toContain(ENTRY);
  });

  it('sends the app shell to a signed-in caller, on other pages, and when the render fails or hangs', async () => {
    const { token } = await createUser(app());
    const signedIn = await page('/courses', `token=${token}`);
    expect(rendered(signedIn)).toBeNull();
    expect(signedIn).toContain('id="catalogue-data"');
    expect(rendered(await page('/about'))).toBeNull();
    expect(rendered(await page('/courses?search=fail'))).toBeNull();
    expect(rendered(await page('/courses?search=hang'))).toBeNull();
  });
});
