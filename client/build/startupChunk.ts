import { build, type InlineConfig, type Plugin, type Rolldown } from 'vite';

/**
 * One chunk for the modules the app's start-up chunks hold besides the app module's own (`appModule`,
 * src/app/mount.tsx): Chakra's core components, Apollo's link and error modules and the like. Rolldown puts each of
 * them that a lazy page imports too into a chunk of its own, although the app has always loaded it by the time any
 * lazy page runs (rolldown/rolldown#10731); that made about twenty small chunks every page fetches at start-up. Each
 * is compressed apart from the others and repeats the names it imports: the same code in one chunk is 3.3 kB gzip
 * smaller (measured on this app), and seventeen requests fewer.
 *
 * Which modules those are is only known once Rolldown has chunked the app (its chunking follows the imports that
 * tree-shaking keeps, not every module a barrel such as `@chakra-ui/react` re-exports). So a production build first
 * builds the app in memory, unminified (`firstPass`, about a third of the build's time), reads the chunks the app
 * module's chunk imports statically, and then builds it for real with those chunks' modules in one `codeSplitting`
 * group. The app module keeps its own chunk, so the entry's import of it and the preload lists (startupPreloads.ts)
 * still find it by name. Why, and what else was tried: docs/decisions/0010-startup-chunks.md.
 *
 * What the two landing pages (`landingModules`: the home page's sections and the catalogue) both load as they start
 * gets the same treatment: the course card, its thumbnail, progress and duration, and Apollo's query and fragment
 * hooks were a dozen small chunks; one chunk is 1.7 kB gzip smaller. A page that needs only some of them (a query
 * hook, not the card) now fetches all of them, about 3 kB gzip: the landing pages are where a first visit starts.
 *
 * A landing page of its own (`pageGroups`: the course page, where a shared link lands) gets one chunk for what it
 * imports beyond those two: Rolldown had split it into some twenty-five chunks of one to two kB (notices, error
 * helpers, mutations, the publish control), which a phone on a 150 ms link fetched six at a time, a round trip each
 * wave. Another page that needs one of those modules fetches the group; what the two landing pages import stays out.
 */
export function startupChunk(
  appModule: string,
  landingModules: string[],
  firstPass: () => InlineConfig,
  pageGroups: { name: string; module: string }[] = [],
): Plugin {
  return {
    name: 'coursehub:startup-chunk',
    apply: (_config, env) => env.command === 'build' && !env.isPreview,
    async config() {
      const groups = chunkGroups(await buildInMemory(firstPass()), appModule, landingModules, pageGroups);
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                includeDependenciesRecursively: false,
                groups: groups.map(({ name, modules }) => ({ name, test: (id: string) => modules.has(id) })),
              },
            },
          },
        },
      };
    },
  };
}

/** The groups' modules, from the first pass's chunks: `startup`, `course-cards`, then each of `pageGroups`. */
export function chunkGroups(
  chunks: Rolldown.OutputChunk[],
  appModule: string,
  landingModules: string[],
  pageGroups: { name: string; module: string }[],
): { name: string; modules: Set<string> }[] {
  const startup = importedModules(chunks, appModule);
  const landing = landingModules.map((module) => importedModules(chunks, module));
  const [first, ...others] = landing;
  const cards = new Set([...(first ?? [])].filter((id) => !startup.has(id) && others.every((set) => set.has(id))));
  // Not what a landing page imports: the catalogue would fetch the course page's group for one notice.
  const pages = pageGroups.map(({ name, module }) => ({
    name,
    modules: new Set(
      [...importedModules(chunks, module)].filter((id) => !startup.has(id) && !landing.some((set) => set.has(id))),
    ),
  }));
  return [{ name: 'startup', modules: startup }, { name: 'course-cards', modules: cards }, ...pages];
}

async function buildInMemory(config: InlineConfig): Promise<Rolldown.OutputChunk[]> {
  const result = await build({
    ...config,
    configFile: false,
    logLevel: 'silent',
    build: { ...config.build, write: false, minify: false, sourcemap: false, manifest: false },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  return outputs.flatMap((each) => each.output.filter((file) => file.type === 'chunk'));
}

/**
 * The modules of the chunk holding a module and of the chunks it imports statically (directly or not), entry chunks
 * aside (the entry's, the app module's, a lazy page's own).
 */
export function importedModules(chunks: Rolldown.OutputChunk[], module: string): Set<string> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const holder = chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith(module)));
  if (!holder) throw new Error(`coursehub:startup-chunk: no chunk holds ${module}`);
  const seen = new Set<string>();
  const queue = [holder.fileName];
  while (queue.length) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const each = byFile.get(file);
    // Another entry's chunk (the app's, seen from a page) is loaded before: what it imports is not this module's.
    if (each && (file === holder.fileName || !(each.isEntry || each.isDynamicEntry))) queue.push(...each.imports);
  }
  const modules = new Set<string>();
  for (const file of seen) {
    const chunk = byFile.get(file);
    if (chunk && !chunk.isEntry && !chunk.isDynamicEntry) for (const id of chunk.moduleIds) modules.add(id);
  }
  return modules;
}
