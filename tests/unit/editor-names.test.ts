/**
 * Where the content editor opens a field the build names (content/lib/records/editor-names.ts): its entry, the
 * fields' labels, and the key path its form marks the field with (cms/open-field.ts goes there).
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { editorPlace, recordEntry, rememberEntry } from '../../content/lib/records/editor-names';
import { jsonSchemaOf } from '../../content/lib/words/words';

const schema = jsonSchemaOf(
  z.object({
    meta: z.object({ title: z.string() }),
    events: z.array(z.object({ title: z.string(), dates: z.object({ from: z.string() }) })),
  }),
);
const record = {
  meta: { title: 'Competitions' },
  events: [{ title: 'Kisumu Youth Challenge', dates: { from: '2027-02-20' } }],
};
rememberEntry(recordEntry('competitions', schema), schema, 'content/competitions.yml', ['content/competitions.sw.yml']);

describe('a place the build names, in the content editor', () => {
  it('is a field: the form opens at it', () => {
    expect(editorPlace('content/competitions.yml', ['events', 0, 'dates', 'from'], record)).toMatchObject({
      fields: ['Events', 'item 1 "Kisumu Youth Challenge"', 'Dates', 'From'],
      keyPath: 'events.0.dates.from',
      translation: false,
    });
  });

  it('is a list’s item, which is no field: the form opens at its name, on the side of the file named', () => {
    expect(editorPlace('content/competitions.sw.yml', ['events', 0], record)).toMatchObject({
      fields: ['Events', 'item 1 "Kisumu Youth Challenge"'],
      keyPath: 'events.0.title',
      translation: true,
    });
  });
});
