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
 * still find it by name.
 */
export function startupChunk(appModule: string, firstPass: () => InlineConfig): Plugin {
  return {
    name: 'coursehub:startup-chunk',
    apply: (_config, env) => env.command === 'build' && !env.isPreview,
    async config() {
      const startup = startupModules(await buildInMemory(firstPass()), appModule);
      return {
        build: {
          rolldownOptions: {
            output: { codeSplitting: { groups: [{ name: 'startup', test: (id: string) => startup.has(id) }] } },
          },
        },
      };
    },
  };
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

/** The modules of the chunks the app module's chunk imports statically (directly or not), the entry's aside. */
export function startupModules(chunks: Rolldown.OutputChunk[], appModule: string): Set<string> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const app = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(appModule));
  if (!app) throw new Error(`coursehub:startup-chunk: no chunk for ${appModule}`);
  const seen = new Set<string>();
  const queue = [...app.imports];
  while (queue.length) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...(byFile.get(file)?.imports ?? []));
  }
  const modules = new Set<string>();
  for (const file of seen) {
    const chunk = byFile.get(file);
    if (chunk && !chunk.isEntry) for (const id of chunk.moduleIds) modules.add(id);
  }
  return modules;
}
