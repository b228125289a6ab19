import type { Plugin } from 'vite';

/** The build's chunks as `generateBundle` sees them: a file name and the chunks it imports statically. */
type Bundle = Record<string, { type: string; fileName: string; imports?: string[]; facadeModuleId?: string | null }>;

/**
 * Chunks the app has always loaded before any of its dynamic imports can run: the static graph of the module the
 * entry imports (`appModule`, src/app/mount.tsx). Vite lists every chunk a lazy page needs in a table in the app's
 * chunk (`__vite__mapDeps`) and preloads them with the page; about 25 of those 170 names are start-up chunks that
 * are already there, and the page's own chunk is fetched by its import() anyway. Leaving them out of the table takes
 * about 1 kB gzip off every page's start-up JS, and changes nothing the browser fetches.
 *
 * `plugin` records the start-up chunks in `generateBundle` (user plugins run before Vite's import analysis, which calls
 * `resolveDependencies` for each dynamic import); `resolveDependencies` is for `build.modulePreload`.
 */
export function startupPreloads(appModule: string) {
  const startup = new Set<string>();
  let entry: string | undefined;

  const plugin: Plugin = {
    name: 'coursehub:startup-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = bundle as unknown as Bundle;
      startup.clear();
      const app = Object.values(chunks).find((chunk) => chunk.facadeModuleId?.endsWith(appModule));
      if (!app) this.error(`coursehub:startup-preloads: no chunk for ${appModule}`);
      entry = Object.values(chunks).find(
        (chunk) => chunk.type === 'chunk' && 'isEntry' in chunk && chunk.isEntry,
      )?.fileName;
      const queue = [app.fileName];
      while (queue.length) {
        const file = queue.pop() as string;
        if (startup.has(file)) continue;
        startup.add(file);
        queue.push(...(chunks[file]?.imports ?? []));
      }
    },
  };

  /** The entry's import of the app keeps its list (nothing is loaded yet then); a lazy page's drops the above. */
  const resolveDependencies = (file: string, deps: string[], { hostId }: { hostId: string }) =>
    hostId === entry ? deps : deps.filter((dep) => dep !== file && !startup.has(dep));

  return { plugin, resolveDependencies };
}
