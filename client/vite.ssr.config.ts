import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { graphqlDocuments } from './build/graphqlDocuments.ts';

/**
 * The landing pages' server render (src/ssr.tsx, decision 0012): one bundle for Node, with its dependencies inside, so
 * the server's image needs none of the client's packages. Not served: it lives beside the client's dist, not in it.
 */
export default defineConfig({
  plugins: [react(), graphqlDocuments(fileURLToPath(new URL('./src/gql', import.meta.url)))],
  ssr: { noExternal: true },
  publicDir: false,
  build: {
    ssr: 'src/ssr.tsx',
    outDir: 'dist-ssr',
    emptyOutDir: true,
    sourcemap: false,
  },
});
