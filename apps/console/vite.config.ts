import react from '@vitejs/plugin-react';
import { visualizer } from 'rollup-plugin-visualizer';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { preloadFonts, withoutMockWorker, woff2Only } from './vite.plugins.ts';

const apiTarget = process.env.QONE_API_URL ?? 'http://localhost:8080';

/** Build artefacts that are not served: the bundle visualiser's report (build-report/bundle.html). */
export const reportDir = 'build-report';

/**
 * The console: one chunk per route (the route table's lazily loaded pages); /api proxied to the server in
 * development. The production build
 * - writes `.br` and `.gz` beside every text asset, which the server sends by content negotiation;
 * - writes source maps without pointing to them from the scripts (`hidden`; the server never serves `.map`);
 * - writes `.vite/manifest.json` (which chunk loads which), read by the size budgets (test/budgets/);
 * - leaves out the MSW worker (offline mode and Storybook only) and the woff fallbacks of the fonts;
 * - preloads the latin faces the first screen paints with.
 */
export default defineConfig({
  plugins: [
    react(),
    woff2Only(),
    // Every weight the first screens use (the rest of the faces load on demand, by unicode range).
    preloadFonts([
      'inter-latin-400-normal',
      'inter-latin-500-normal',
      'inter-latin-600-normal',
      'inter-latin-700-normal',
    ]),
    withoutMockWorker(),
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      include: /\.(html|js|mjs|css|json|svg|txt|xml|webmanifest)$/,
      exclude: [/\.map$/, /mockServiceWorker\.js$/, /\.vite\//],
      logLevel: 'silent',
    }),
    visualizer({
      filename: `${reportDir}/bundle.html`,
      template: 'treemap',
      title: 'Q One console: what each chunk holds',
      gzipSize: true,
      brotliSize: true,
    }),
  ],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/company_logos': { target: apiTarget, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: 'hidden',
    manifest: true,
    // Every browser the console supports has <link rel=modulepreload>; the polyfill would only cost bytes.
    modulePreload: { polyfill: false },
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      // Reading a property is no side effect in this code base (no getters that act): an object built from another
      // module's values (a copy area quoting the API's messages) is dropped when nothing uses it.
      treeshake: { propertyReadSideEffects: false },
      output: {
        // Everything the entry imports statically goes into one chunk: every page needs all of it, and one file
        // compresses better than a dozen (brotli finds more repeats across one file than within many). The entry
        // (index.html and main.tsx) stays out of it, so that the manifest still names the entry.
        codeSplitting: {
          groups: [
            {
              name: 'app',
              tags: ['$initial'],
              includeDependenciesRecursively: false,
              test: (id) => !/[\\/](index\.html|src[\\/]main\.tsx)$/.test(id),
            },
          ],
        },
      },
    },
  },
});
