import { cleanup } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';

// Testing Library unmounts between tests by itself only when test globals are on; they are off here.
afterEach(() => {
  if (typeof document !== 'undefined') cleanup();
});

// The next file in this worker shares the document (vitest.config.ts): it starts from an empty one, as in an
// environment of its own, whatever this file wrote (tests/unit/Layout.test.tsx writes a whole document).
afterAll(() => {
  if (typeof document === 'undefined') return;
  document.open();
  document.write('<!DOCTYPE html><html><head></head><body></body></html>');
  document.close();
});
