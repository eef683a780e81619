import { screen as firstScreen, within } from '@testing-library/react';

/**
 * Testing Library's `screen`, over the body the document has now. The one it exports is bound to the body
 * there was when it was first imported; the components' test files share their modules and their document
 * (vitest.config.ts), whose body is replaced when a file writes a whole document (Layout.test.tsx) and after
 * each file (tests/support/cleanup.ts).
 */
export const screen: typeof firstScreen = new Proxy(firstScreen, {
  get: (first, key): unknown => {
    const queries = within(document.body);
    return key in queries ? (Reflect.get(queries, key) as unknown) : (Reflect.get(first, key) as unknown);
  },
});
