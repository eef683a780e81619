/**
 * The day the frozen copy of the spec's content (tests/fixtures/content) is built as of: its Maker Faire's
 * registration open, its events and preparation sessions upcoming, its goals for 2025 ahead, as the spec
 * describes them. `npm run build:fixture` builds dist-fixture/ with it (package.json), and vitest.config.ts
 * gives it to the tests, so the records they import and the copies they build read the same day (each
 * names it again, since neither can import this file: tests/unit/build-date.test.ts checks they agree).
 */
export const FIXTURE_DATE = '2025-04-01';
