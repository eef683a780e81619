/** A build failure that says which file, and what in it, is wrong. */
export class BuildError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'BuildError';
  }
}

/** The message for a failed build: ours say what is wrong where; anything else keeps its stack. */
export function describeFailure(error: unknown): string {
  return error instanceof BuildError ? error.message : ((error as Error).stack ?? String(error));
}
