import { describe, expect, it } from 'vitest';
import { asSaved, missingFields, type FormField } from '../../cms/preview-pages';

/** A post's form as the preview reads it from the CMS's configuration (cms/preview-data.ts). */
const form: FormField[] = [
  { name: 'title', label: 'Title', required: true },
  { name: 'updated', label: 'Updated', required: false },
  {
    name: 'image',
    label: 'Image',
    required: true,
    fields: [
      { name: 'src', label: 'Picture', required: true },
      { name: 'alt', label: 'Alt text', required: false },
    ],
  },
  { name: 'tags', label: 'Tags', required: true, list: true },
  {
    name: 'programmes',
    label: 'Programmes',
    required: true,
    list: true,
    min: 2,
    fields: [{ name: 'title', label: 'Title', required: true }],
  },
];

describe('what the preview of a page waits for', () => {
  it('reads the form as the CMS saves it: no empty text, nor lists and fields with nothing in them', () => {
    expect(
      asSaved({ title: ' ', updated: '', image: { src: '', alt: '' }, tags: [], likes: 0, draft: false, list: ['a'] }),
    ).toEqual({ likes: 0, draft: false, list: ['a'] });
    expect(asSaved({ title: '' })).toBeUndefined();
  });

  it('names each field the page needs that is empty, in the form’s order and words, inside lists and fields', () => {
    expect(missingFields(form, asSaved({ updated: '', image: { src: '', alt: 'A lab' } }))).toEqual([
      'Title',
      'Image › Picture',
      'Tags',
      'Programmes',
    ]);
    expect(
      missingFields(form, {
        title: 'T',
        image: { src: '/impact/x.jpg' },
        tags: ['Coding'],
        programmes: [{ title: 'One' }, {}],
      }),
    ).toEqual(['Programmes › 2 › Title']);
  });

  it('waits for nothing when every field the page needs is filled, whatever the optional ones hold', () => {
    const filled = {
      title: 'T',
      image: { src: '/impact/x.jpg' },
      tags: ['Coding'],
      programmes: [{ title: 'One' }, { title: 'Two' }],
    };
    expect(missingFields(form, asSaved(filled))).toEqual([]);
    expect(missingFields(form, asSaved({ ...filled, updated: '', image: { src: '/impact/x.jpg', alt: '' } }))).toEqual(
      [],
    );
  });
});
