import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { pureCalls } from './pureCalls.ts';

/** The JavaScript a production build makes of a module that uses Chakra's dialog recipe only. */
async function bundleDialogRecipe(manualPureFunctions: readonly string[]): Promise<string> {
  const entry = '\0dialog-recipe-only';
  const output = (await build({
    configFile: false,
    root: path.dirname(path.dirname(fileURLToPath(import.meta.url))),
    logLevel: 'silent',
    plugins: [
      {
        name: 'dialog-recipe-only',
        resolveId: (id) => (id === entry ? id : null),
        load: (id) => (id === entry ? "export { dialogSlotRecipe } from '@chakra-ui/react/theme';" : null),
      },
    ],
    build: {
      write: false,
      minify: false,
      rolldownOptions: {
        input: entry,
        // An app build drops its entry's exports; this entry is nothing but its export.
        preserveEntrySignatures: 'strict',
        treeshake: { propertyReadSideEffects: false, manualPureFunctions },
      },
    },
  })) as Rolldown.RolldownOutput;
  return output.output.map((file) => (file.type === 'chunk' ? file.code : '')).join('\n');
}

describe('pureCalls', () => {
  it('lets the bundler drop the anatomies and recipes a module does not use', async () => {
    const kept = await bundleDialogRecipe([]);
    const dropped = await bundleDialogRecipe(pureCalls);
    // Witnesses: the action bar's anatomy (Chakra's own) and the combobox's (Zag's, extended by Ark and Chakra),
    // built in the modules that build the dialog's.
    for (const anatomy of ['"action-bar"', '"combobox"']) {
      expect(kept).toContain(anatomy);
      expect(dropped).not.toContain(anatomy);
    }
    expect(dropped).toContain('"closeTrigger"');
  }, 30_000);
});
