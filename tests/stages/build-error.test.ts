import { describe, expect, it } from 'vitest';
import { BuildError, describeFailure } from '../../stages/build-error';

describe('a failed build’s message', () => {
  it('is the build’s own words when it says what is wrong where', () => {
    expect(describeFailure(new BuildError('pages/about/values.tsx: has no default export (the page component)'))).toBe(
      'pages/about/values.tsx: has no default export (the page component)',
    );
  });

  it('keeps the stack of any other failure, to find the mistake in the build itself', () => {
    const failure = new TypeError("Cannot read properties of undefined (reading 'title')");
    expect(describeFailure(failure)).toBe(failure.stack);
    expect(describeFailure(failure)).toMatch(
      /^TypeError: Cannot read properties of undefined \(reading 'title'\)\n\s+at /,
    );
    expect(describeFailure('thrown as a string')).toBe('thrown as a string');
  });
});
