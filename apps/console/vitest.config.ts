import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { chromium, optimizeDepsInclude } from '../../vitest.shared.ts';

/** Page and app tests run in headless Chromium; page stories run from the root Storybook config. */
export default defineConfig({
  plugins: [react()],
  optimizeDeps: { include: optimizeDepsInclude },
  test: {
    name: 'console',
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    browser: {
      enabled: true,
      headless: true,
      provider: chromium(),
      instances: [{ browser: 'chromium' }],
      viewport: { width: 1280, height: 800 },
    },
  },
});
