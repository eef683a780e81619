import { wordTreeFor } from '../content/lib/words/words';
import { collections, type ContentModules } from './collections';
import type { EntryWords } from './translation-of';

/**
 * Where each entry of the CMS has its words, by the name the CMS gives the entry: `pages/home` for a
 * record (collection and file), `blogs` for an article of a folder (whose body is words too). The build
 * writes it as /admin/words.json, which the CMS's save hook reads (cms/translation-of.ts); it is the word
 * tree the build hashes the English with, so a translation marked in the CMS is up to date for the build.
 */
export function entryWords(modules: ContentModules): EntryWords {
  const entries: EntryWords = {};
  const moduleNamed = (name: string) => {
    const module = modules[name];
    if (!module) throw new Error(`cms/entry-words.ts: the CMS edits ${name}, which is not a content module`);
    return module;
  };
  for (const collection of collections(modules)) {
    if ('files' in collection)
      for (const file of collection.files)
        entries[`${collection.name}/${file.name}`] = { words: wordTreeFor(moduleNamed(file.name).schema) };
    else {
      const { articleSchema } = moduleNamed(collection.name);
      if (articleSchema) entries[collection.name] = { words: wordTreeFor(articleSchema), body: true };
    }
  }
  return entries;
}
