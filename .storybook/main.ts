import type { StorybookConfig } from '@storybook/react-vite';

/** One Storybook for the whole product: the UI kit's components and the console's pages. */
const config: StorybookConfig = {
  stories: ['../packages/ui/src/**/*.stories.@(ts|tsx)', '../apps/console/src/**/*.stories.@(ts|tsx)'],
  addons: [
    '@storybook/addon-docs',
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
    'msw-storybook-addon',
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  // mockServiceWorker.js lives in the console's public folder so the console's offline mode uses the same worker.
  staticDirs: ['../apps/console/public'],
  core: { disableTelemetry: true },
  typescript: { reactDocgen: 'react-docgen' },
};
export default config;
