import { playwright } from '@vitest/browser-playwright';

/**
 * Chromium from Debian (never a downloaded build). Without the background-networking flags, Chromium's calls home are
 * refused by a closed network, many at a time; `--font-render-hinting=none` keeps screenshots identical across runs.
 */
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

/** Pre-bundled up front: a re-optimisation reload in the middle of a cold run fails it . */
export const optimizeDepsInclude = [
  'msw',
  'msw/browser',
  'msw-storybook-addon',
  'msw-storybook-addon/csf3',
  'swr',
  'swr-openapi',
  'openapi-msw',
  'ajv',
  'ajv-formats',
  'styled-components',
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'radix-ui',
  '@tanstack/react-virtual',
  '@headless-tree/core',
  '@headless-tree/react',
  'react-router-dom',
  'openapi-fetch',
  'storybook/test',
  'storybook/viewport',
  'vitest-browser-react',
  'axe-core',
];
