import { HOME_ROW_SIZE, type InlinedOperation, PAGE_DATA_OPERATIONS } from '@coursehub/shared';
import { describe, expect, it } from 'vitest';
import { servingClientBuild } from '../../test/client-build';
import { createCourse } from '../../test/course-factories';
import { createUser } from '../../test/factories';
import { postGraphql, trustedDocument } from '../../test/trusted-graphql';
import { pageOperations } from './page-data';

const inlined = (html: string): InlinedOperation[] | undefined => {
  const text = /<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(html)?.[1];
  return text === undefined ? undefined : (JSON.parse(text) as InlinedOperation[]);
};
const imagePreload = (html: string) =>
  /<link rel="preload" as="image" fetchpriority="high" href="([^"]+)">/.exec(html)?.[1]?.replaceAll('&amp;', '&');

describe('page data: the first answers of a landing page in its HTML', () => {
  const served = servingClientBuild(() => ({
    indexHtml:
      '<!doctype html><html><head><title>CourseHub</title>\n  </head><body><div id="root"></div></body></html>',
    manifest: { 'index.html': { file: 'assets/index-1.js', isEntry: true } },
  }));
  const app = served.app;
  const page = async (route: string, cookie?: string) => (await served.page(route, cookie)).text();
  /** What the client's own request for that operation answers, sent by hash as Apollo Client sends it. */
  const asked = async ({ operationName, variables }: Pick<InlinedOperation, 'operationName' | 'variables'>) =>
    (await postGraphql(app(), { operationName, variables, extensions: trustedDocument(operationName).extensions }))
      .data;

  it("names only operations of the client's documents, each with the variables it declares", () => {
    const operations = pageOperations();
    for (const name of Object.values(PAGE_DATA_OPERATIONS).flat()) expect(operations.get(name)).toBeDefined();
    expect(operations.get('HomeSectionsQuery')?.variableNames.sort()).toEqual(['newestSize', 'rowSize']);
    expect(operations.get('CoursePlanCardQuery')?.variableNames).toEqual([]);
  });

  it("carries the home page's answer as the client's request gets it, and preloads the first featured thumbnail", async () => {
    await createCourse(app(), { title: 'Featured </script><b>' }, { lectures: 3 });
    await createCourse(app(), { title: 'Second' }, { lectures: 1 });
    const html = await page('/');
    const answers = inlined(html);
    expect(answers?.map((answer) => answer.operationName)).toEqual(['HomeSectionsQuery']);
    const [home] = answers ?? [];
    expect(home?.variables).toEqual({ rowSize: HOME_ROW_SIZE, newestSize: HOME_ROW_SIZE * 2 });
    expect(home?.data).toEqual(await asked(home as InlinedOperation));
    // Markup in a course's text stays text: it cannot close the data element.
    expect(html).not.toContain('Featured </script>');
    const featured = home?.data.featured as { edges: { node: { title: string; thumbnailUrl: string } }[] };
    expect(featured.edges[0]?.node.title).toBe('Featured </script><b>');
    expect(imagePreload(html)).toBe(featured.edges[0]?.node.thumbnailUrl);
  });

  it("carries a course page's answers, each as asked for it, and preloads the course's thumbnail", async () => {
    const { course } = await createCourse(app(), { title: 'Described' }, { lectures: 2 });
    const html = await page(`/course/description?id=${course.id}`);
    const answers = inlined(html) ?? [];
    expect(answers.map((answer) => answer.operationName)).toEqual(PAGE_DATA_OPERATIONS['/course/description']);
    for (const answer of answers) expect(answer.data).toEqual(await asked(answer));
    const description = answers[0]?.data.course as { title: string; thumbnailUrl: string };
    expect(description.title).toBe('Described');
    expect(imagePreload(html)).toBe(description.thumbnailUrl);
  });

  it('leaves out what a visitor may not read: a draft has no course answers, and no image', async () => {
    const { course } = await createCourse(app(), { title: 'Unreleased outline', status: 'DRAFT' });
    const html = await page(`/course/description?id=${course.id}`);
    const names = (inlined(html) ?? []).map((answer) => answer.operationName);
    expect(names).not.toContain('CourseDescriptionPageQuery');
    expect(names).toContain('CoursePlanCardQuery');
    expect(html).not.toContain('Unreleased outline');
    expect(imagePreload(html)).toBeUndefined();
  });

  it('carries nothing for a signed-in caller, a course page without an id, or another page', async () => {
    const { token } = await createUser(app(), { role: 'ADMIN' });
    expect(inlined(await page('/', `token=${token}`))).toBeUndefined();
    expect(inlined(await page('/course/description'))).toBeUndefined();
    expect(inlined(await page('/about'))).toBeUndefined();
  });
});
