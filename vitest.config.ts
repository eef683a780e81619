import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The tests that want React's development checks (a list without keys, an unknown attribute), which
 * production React leaves out: the site's JSX, and the components' tests. These render into jsdom's
 * document, emptied after each file (tests/support/cleanup.ts); they query it through
 * tests/support/screen.ts, since Testing Library's own `screen` stays bound to the body it first found.
 */
const DEVELOPMENT_TESTS = ['tests/unit/[A-Z]*.test.tsx', 'tests/unit/jsx-runtime.test.tsx'];

export default defineConfig({
  // The site's JSX (components/jsx/jsx-runtime.ts), which tsconfig.json's `jsxImportSource` and `paths` name.
  resolve: { alias: { 'site-jsx': fileURLToPath(new URL('components/jsx', import.meta.url)) } },
  test: {
    // Built-HTML and browser tests read dist/, which `npm test` builds first.
    globalSetup: ['tests/support/global-setup.ts'],
    // Records imported by tests are the frozen copy of the spec's content, as dist-fixture/ is built from
    // (content/lib/records/content-folder.ts): an editor's change to content/ fails no test of the spec. They are
    // read as of its day, as dist-fixture/ is built, and so are the copies of it the tests build
    // (BUILD_DATE: content/lib/time/build-date.ts; tests/support/fixture-date.ts, whose test checks it is the same).
    env: { SITE_CONTENT: 'tests/fixtures/content', BUILD_DATE: '2025-04-01' },
    setupFiles: ['tests/support/cleanup.ts'],
    // Two cores: one worker per core, each with one Chromium for its browser suites (tests/support/browser.ts).
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // A spy ends with its test, even one that failed before restoring it: the next file may share the worker.
    restoreMocks: true,
    projects: [
      {
        extends: true,
        // A worker keeps its modules from file to file, as the site's tests do (below): loading React, Testing
        // Library and the records once per worker, not once per file (docs/performance.md).
        test: { name: 'components', include: DEVELOPMENT_TESTS, isolate: false },
      },
      {
        extends: true,
        test: {
          name: 'site',
          include: ['tests/**/*.test.{ts,tsx}'],
          exclude: DEVELOPMENT_TESTS,
          // React as the build uses it (stages/site-bundle.ts), which renders a whole build a fifth faster;
          // vitest merges this with the root's env.
          env: { NODE_ENV: 'production' },
          // A worker keeps its modules from one test file to the next: the records, loaded and checked once
          // per worker rather than once per file, the test helpers, and the worker's Chromium. Every file
          // starts and stops its own servers, copies and browser contexts in its hooks, so none depends on a
          // fresh module state (docs/performance.md).
          isolate: false,
        },
      },
    ],
  },
});
