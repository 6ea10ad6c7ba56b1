import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { chromium, optimizeDepsInclude } from '../../vitest.shared.ts';

/** Component tests (`*.test.tsx`) run in headless Chromium; stories run from the root config. */
export default defineConfig({
  plugins: [react()],
  optimizeDeps: { include: optimizeDepsInclude },
  test: {
    name: 'ui',
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    setupFiles: ['./test/setup.ts'],
    browser: {
      enabled: true,
      headless: true,
      provider: chromium(),
      instances: [{ browser: 'chromium' }],
      viewport: { width: 1200, height: 900 },
    },
  },
});
