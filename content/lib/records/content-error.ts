import type { StatusItem } from '../../../lib/editor-status';

/**
 * A mistake in content (a field a schema refuses, a file misnamed, front matter that is not YAML), named by
 * file, record, field and line. The build prints its message as it is, with no stack trace: it is for the
 * editor, who can act on it. `items` are its mistakes as the editor's status lists them, each with the entry
 * and field of the CMS, where the loader knew them (lib/editor-status.ts).
 */
export class ContentError extends Error {
  constructor(
    message: string,
    readonly items: StatusItem[] = [],
  ) {
    super(message);
    this.name = 'ContentError';
  }
}
