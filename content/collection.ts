import type { z } from 'zod';

/** A content file's records and the schema they must meet; the build checks every one. */
export interface Collection {
  /** The file an editor changes, for error messages: `content/team.ts`. */
  file: string;
  schema: z.ZodType;
  data: unknown;
}

export function collection<S extends z.ZodType>(file: string, schema: S, data: z.input<S>): Collection {
  return { file, schema, data };
}
