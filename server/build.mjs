// Bundles the server into dist/main.js, and the job worker process (`npm run worker`) into dist/worker.js.
// Third-party packages stay external (installed node_modules); the workspace's shared validation package is
// bundled in from source, and so is the client's trusted-documents manifest (http/graphql/trusted-documents.ts).
import { build } from 'esbuild';

await build({
  entryPoints: { main: 'src/main.ts', worker: 'src/scripts/worker.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node24',
  format: 'esm',
  sourcemap: true,
  packages: 'external',
  alias: { '@coursehub/shared': '../shared/src/index.ts', '@coursehub/client': '../client' },
  tsconfig: 'tsconfig.json',
  logLevel: 'warning',
});
