import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// react-router's package exports point every bundler at its development build (dev-only checks and
// warnings): the dev server keeps it, the built app ships the production build.
const productionReactRouter = {
  'react-router/dom': fromHere('../node_modules/react-router/dist/production/dom-export.mjs'),
  'react-router': fromHere('../node_modules/react-router/dist/production/index.mjs'),
};

// Shared libraries are consumed from source so the frontend needs no library build step.
export default defineConfig(({ command }) => ({
  plugins: [react()],
  resolve: {
    alias: {
      '@/': fromHere('./src/'),
      '@draftmode/domain': fromHere('../libs/domain/src/index.ts'),
      '@draftmode/draft-core': fromHere('../libs/draft-core/src/index.ts'),
      '@draftmode/grading': fromHere('../libs/grading/src/index.ts'),
      // The browser entry: the importers need Node (csv-parse uses Buffer).
      '@draftmode/players': fromHere('../libs/players/src/browser.ts'),
      ...(command === 'build' ? productionReactRouter : {}),
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3000',
      '/socket.io': { target: 'http://localhost:3000', ws: true },
    },
  },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true, chunkSizeWarningLimit: 900 },
}));
