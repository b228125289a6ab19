// Bundles the server into dist/main.js. Third-party packages stay external (installed
// node_modules); the workspace's shared validation package is bundled in from source.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  target: 'node24',
  format: 'esm',
  sourcemap: true,
  packages: 'external',
  alias: { '@coursehub/shared': '../shared/src/index.ts' },
  tsconfig: 'tsconfig.json',
  logLevel: 'warning',
});
