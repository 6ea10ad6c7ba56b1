import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { defineConfig } from 'vitest/config';
import { chromium, optimizeDepsInclude } from './vitest.shared.ts';

const dirname = path.dirname(fileURLToPath(import.meta.url));

/**
 * Every story of packages/ui and apps/console runs as a test in headless Chromium: render, play function,
 * axe (a11y.test = 'error') and a screenshot compared with the committed baseline beside the stories file.
 */
export default defineConfig({
  optimizeDeps: { include: optimizeDepsInclude },
  test: {
    projects: [
      {
        extends: true,
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
        test: {
          name: 'storybook',
          setupFiles: [path.join(dirname, '.storybook/vitest.setup.ts')],
          testTimeout: 30_000,
          browser: {
            enabled: true,
            headless: true,
            provider: chromium(),
            instances: [{ browser: 'chromium' }],
            viewport: { width: 1200, height: 900 },
            expect: {
              toMatchScreenshot: {
                comparatorName: 'pixelmatch',
                // A changed colour of one token must fail: per-pixel threshold low, budget 0.1% of pixels.
                comparatorOptions: { threshold: 0.05, allowedMismatchedPixelRatio: 0.001 },
              },
            },
          },
        },
      },
    ],
  },
});
