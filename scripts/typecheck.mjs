// `npm run typecheck`: each TypeScript project checked by TypeScript's native compiler (the `typescript-native`
// package, TypeScript 7), about three times less CPU than the JavaScript one, which stays as `typescript` for the
// tools that need its API (ESLint's parser, GraphQL Code Generator).
// One checker per project: `npm test` runs this beside its other lanes on two cores, where more checkers only repeat
// each other's work on the shared types (docs/testing.md#lint-and-types).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

// The package exports no subpath: its bin is run by path.
const tsc = fileURLToPath(new URL('../node_modules/typescript-native/bin/tsc', import.meta.url));
const PROJECTS = ['shared', 'server', 'client', 'client/sw', 'e2e'];

for (const project of PROJECTS) {
  const { status } = spawnSync(process.execPath, [tsc, '-p', project, '--checkers', '1'], { stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}
