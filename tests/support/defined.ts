import { assert } from 'vitest';

/**
 * `value`, which the test expects to be there (a fixture's item, a lookup, a regex's group): the test fails
 * here, naming `what`, if it is undefined or null, rather than later with a TypeError as `!` would.
 */
export function defined<T>(value: T, what: string): NonNullable<T> {
  assert.exists(value, what);
  return value;
}
