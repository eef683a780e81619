import { queries, within, type BoundFunctions } from '@testing-library/react';

/**
 * Testing Library's queries over the body the document has now, as its `screen` offers them. Its own
 * `screen` is bound to the body there was when it was first imported; the components' test files share
 * their modules and their document (vitest.config.ts), whose body is replaced when a file writes a whole
 * document (Layout.test.tsx) and after each file (tests/support/cleanup.ts).
 */
export const screen = new Proxy({} as BoundFunctions<typeof queries>, {
  get: (_, key): unknown => Reflect.get(within(document.body), key) as unknown,
});
