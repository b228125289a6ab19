import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { chunkGroups, importedModules } from './startupChunk.ts';

/** A chunk as Rolldown hands it over, with what importedModules reads. */
const chunk = (
  fileName: string,
  moduleIds: string[],
  imports: string[] = [],
  kind: 'entry' | 'dynamic' | 'shared' = 'shared',
) =>
  ({
    fileName,
    moduleIds,
    imports,
    isEntry: kind === 'entry',
    isDynamicEntry: kind === 'dynamic',
  }) as unknown as Rolldown.OutputChunk;

/** The shape of this app's build: the entry loads the app lazily; the app and a lazy page share split-out chunks. */
const chunks = [
  chunk('index.js', ['/src/main.tsx', '/preload-helper.js'], [], 'entry'),
  chunk('mount.js', ['/src/app/mount.tsx', '/src/app/App.tsx'], ['index.js', 'stack.js', 'button.js'], 'dynamic'),
  chunk('stack.js', ['/chakra/stack.js'], ['box.js']),
  chunk('box.js', ['/chakra/box.js']),
  chunk('button.js', ['/chakra/button.js']),
  chunk(
    'CoursesPage.js',
    ['/src/features/catalog/courses/pages/CoursesPage.tsx'],
    ['mount.js', 'stack.js', 'cards.js'],
    'dynamic',
  ),
  chunk('cards.js', ['/src/features/catalog/courses/components/CourseCard.tsx'], ['mount.js', 'box.js']),
];

describe('importedModules', () => {
  it("gives the modules of the chunks the app's chunk imports, directly or not, leaving out entry chunks", () => {
    expect([...importedModules(chunks, 'src/app/mount.tsx')].sort()).toEqual([
      '/chakra/box.js',
      '/chakra/button.js',
      '/chakra/stack.js',
    ]);
  });

  it("starts from the chunk holding a shared module, and counts that chunk's own modules", () => {
    expect([...importedModules(chunks, 'src/features/catalog/courses/components/CourseCard.tsx')].sort()).toEqual([
      '/chakra/box.js',
      '/src/features/catalog/courses/components/CourseCard.tsx',
    ]);
  });

  it('says so when no chunk holds the module', () => {
    expect(() => importedModules(chunks, 'src/missing.tsx')).toThrow('no chunk holds src/missing.tsx');
  });
});

describe('chunkGroups', () => {
  const withPages = [
    ...chunks,
    chunk(
      'HomeSections.js',
      ['/src/features/site/home/components/HomeSections.tsx'],
      ['mount.js', 'cards.js'],
      'dynamic',
    ),
    chunk(
      'CoursePage.js',
      ['/src/features/site/course-description/pages/CourseDescriptionPage.tsx'],
      ['mount.js', 'cards.js', 'notice.js', 'publish.js'],
      'dynamic',
    ),
    chunk('notice.js', ['/src/shared/notices.ts']),
    chunk('publish.js', ['/src/features/catalog/courses/components/CoursePublishControl.tsx'], ['notice.js']),
  ];
  // The catalogue imports the notices too.
  withPages[5] = chunk(
    'CoursesPage.js',
    ['/src/features/catalog/courses/pages/CoursesPage.tsx'],
    ['mount.js', 'stack.js', 'cards.js', 'notice.js'],
    'dynamic',
  );

  it('gives a page group what its page imports beyond start-up and beyond what a landing page imports', () => {
    const groups = chunkGroups(
      withPages,
      'src/app/mount.tsx',
      ['src/features/site/home/components/HomeSections.tsx', 'src/features/catalog/courses/pages/CoursesPage.tsx'],
      [{ name: 'course-page', module: 'src/features/site/course-description/pages/CourseDescriptionPage.tsx' }],
    );
    const byName = Object.fromEntries(groups.map(({ name, modules }) => [name, [...modules].sort()]));
    expect(byName.startup).toEqual(['/chakra/box.js', '/chakra/button.js', '/chakra/stack.js']);
    expect(byName['course-cards']).toEqual(['/src/features/catalog/courses/components/CourseCard.tsx']);
    expect(byName['course-page']).toEqual(['/src/features/catalog/courses/components/CoursePublishControl.tsx']);
  });
});
