import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api-client',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // One file at a time: the machine is small and every file starts its own MSW server.
    fileParallelism: false,
  },
});
