import { z } from 'zod';
import { JSON_SCHEMA_OPTIONS, type JsonSchema } from '../content/lib/words/words';

/**
 * A record's JSON Schema as content/lib/words/words.ts makes it (the one that says which values are words), with
 * what the CMS needs that JSON Schema does not carry, read from the zod schema of each node: a pattern's
 * flags and the message its check gives, a union's message, and whether a link must be HTTPS. The added
 * keywords are none that words.ts reads, so both agree on which values are words.
 */
export interface CmsJsonSchema extends JsonSchema {
  properties?: Record<string, CmsJsonSchema>;
  additionalProperties?: CmsJsonSchema | boolean;
  items?: CmsJsonSchema;
  anyOf?: CmsJsonSchema[];
  oneOf?: CmsJsonSchema[];
  required?: string[];
  propertyNames?: CmsJsonSchema;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  title?: string;
  description?: string;
  /** The editor a value wants where its type does not say (schema metadata: `.meta({ widget: 'text' })`). */
  widget?: string;
  /** A value the content editor does not offer (schema metadata: `.meta({ cms: false })`): it is set in its file alone. */
  cms?: boolean;
  /** What the content editor fills a new item's field with (schema metadata: `.meta({ default })`). */
  default?: unknown;
  /** The file types a picture may be (schema metadata on content/lib/records/shapes.ts's `pictureFile`). */
  accept?: string;
  /** The flags of the regular expression `pattern` is the source of: `u` for `\p{Lu}`. */
  patternFlags?: string;
  /** What the zod check of `pattern` says when a value does not match it. */
  patternMessage?: string;
  /** What a union says when a value is none of its branches. */
  message?: string;
  /** The one protocol a URL may have (`https`), as a regular expression's source. */
  protocol?: string;
}

/** The zod internals read here: a check's or a schema's definition. */
interface Definition {
  type?: string;
  pattern?: unknown;
  protocol?: unknown;
  error?: (issue: never) => unknown;
  checks?: { _zod: { def: Definition } }[];
}

/** The message an error setting gives (`.regex(re, 'must be…')` keeps it as a function returning it). */
function messageOf(def: Definition): string | undefined {
  const said = def.error?.({} as never);
  if (typeof said === 'string') return said;
  if (typeof said === 'object' && said !== null && 'message' in said && typeof said.message === 'string')
    return said.message;
  return undefined;
}

/** Adds to a node's JSON Schema what its zod schema says and the JSON Schema does not. */
function annotate(zodSchema: z.core.$ZodType, json: CmsJsonSchema): void {
  const def = zodSchema._zod.def as Definition;
  // A format such as z.iso.date() is a schema and its own check; .regex() adds a check.
  for (const check of [def, ...(def.checks ?? []).map((c) => c._zod.def)]) {
    if (!(check.pattern instanceof RegExp)) continue;
    json.patternFlags = check.pattern.flags;
    const message = messageOf(check);
    if (message) json.patternMessage = message;
  }
  if (def.protocol instanceof RegExp) json.protocol = def.protocol.source;
  if (def.type === 'union') {
    const message = messageOf(def);
    if (message) json.message = message;
  }
}

const made = new WeakMap<z.ZodType, CmsJsonSchema>();

/** A schema's JSON Schema for the CMS (see above), made once. */
export function cmsJsonSchemaOf(schema: z.ZodType): CmsJsonSchema {
  let json = made.get(schema);
  if (!json) {
    json = z.toJSONSchema(schema, {
      ...JSON_SCHEMA_OPTIONS,
      override: ({ zodSchema, jsonSchema }) => annotate(zodSchema, jsonSchema as CmsJsonSchema),
    }) as CmsJsonSchema;
    made.set(schema, json);
  }
  return json;
}
