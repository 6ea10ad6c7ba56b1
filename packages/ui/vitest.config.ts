import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';
import { chromium, optimizeDepsInclude } from '../../vitest.shared.ts';

/**
 * Two projects. `ui`: component tests (`*.test.tsx`) in headless Chromium (stories run from the root config).
 * `consumer`: `*.node.test.ts` in Node, e.g. installing the packed library into a scratch project.
 */
export default defineConfig({
  plugins: [react()],
  optimizeDeps: { include: optimizeDepsInclude },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'ui',
          include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, '**/*.node.test.ts'],
          setupFiles: ['./test/setup.ts'],
          browser: {
            enabled: true,
            headless: true,
            provider: chromium(),
            instances: [{ browser: 'chromium' }],
            viewport: { width: 1200, height: 900 },
          },
        },
      },
      {
        test: {
          name: 'consumer',
          environment: 'node',
          include: ['test/**/*.node.test.ts'],
          // Building, packing and installing take 10–30 s on two busy cores.
          hookTimeout: 120_000,
          testTimeout: 60_000,
        },
      },
    ],
  },
});
