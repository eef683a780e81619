import { defineConfig } from 'vitest/config';

export default defineConfig({
  esbuild: { jsx: 'automatic' },
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    // Built-HTML and browser tests read dist/, which `npm test` builds first.
    globalSetup: ['tests/support/global-setup.ts'],
    setupFiles: ['tests/support/cleanup.ts'],
    // Two cores: one worker per core, and the browser suites share one Chromium each.
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
