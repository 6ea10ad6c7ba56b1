import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

const dirname = path.dirname(fileURLToPath(import.meta.url));

/** Chromium from Debian (never a downloaded build); flags from ../shared/STACK.md. */
export const chromium = () =>
  playwright({
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--font-render-hinting=none',
      ],
    },
  });

/**
 * Every story of packages/ui and apps/console runs as a test in headless Chromium: render, play function,
 * axe (a11y.test = 'error') and a screenshot compared with the committed baseline beside the stories file.
 */
export default defineConfig({
  optimizeDeps: {
    include: [
      'msw',
      'msw/browser',
      'msw-storybook-addon',
      'msw-storybook-addon/csf3',
      'swr',
      'styled-components',
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-runtime',
      'react/jsx-dev-runtime',
      'radix-ui',
      '@tanstack/react-virtual',
      'react-router-dom',
      'openapi-fetch',
      'storybook/test',
      'storybook/viewport',
    ],
  },
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
