import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The site's JSX (components/jsx/jsx-runtime.ts), which tsconfig.json's `jsxImportSource` and `paths` name.
  resolve: { alias: { 'site-jsx': fileURLToPath(new URL('components/jsx', import.meta.url)) } },
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    // Built-HTML and browser tests read dist/, which `npm test` builds first.
    globalSetup: ['tests/support/global-setup.ts'],
    // Records imported by tests are the frozen copy of the spec's content, as dist-fixture/ is built from
    // (content/lib/content-folder.ts): an editor's change to content/ fails no test of the spec.
    env: { SITE_CONTENT: 'tests/fixtures/content' },
    setupFiles: ['tests/support/cleanup.ts'],
    // Two cores: one worker per core, and the browser suites share one Chromium each.
    maxWorkers: 2,
    // A worker keeps its modules from one test file to the next: the records, loaded and checked once per
    // worker rather than once per file, and the test helpers. Every file starts and stops its own servers,
    // browsers and copies in its hooks, so none depends on a fresh module state (docs/performance.md).
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
