/**
 * A mistake in content (a field a schema refuses, a file misnamed, front matter that is not YAML), named by
 * file, record, field and line. The build prints its message as it is, with no stack trace: it is for the
 * editor, who can act on it.
 */
export class ContentError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ContentError';
  }
}
