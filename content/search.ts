import { z } from 'zod';
import { hero, pageMeta, pageWords, sentenceWith, text } from './lib/records/shapes';
import { loadRecord } from './lib/records/records';
import { factWords } from './facts';

/**
 * The search page (/search/): its box, the sentences it says as results come (a live region reads them
 * out), and what it says without JavaScript, which search needs. The sections it links then are the menus'.
 */
export const schema = z
  .object({
    meta: pageMeta,
    hero,
    words: pageWords({
      label: text.describe("The search box's label."),
      button: text,
      empty: text.describe('Said when the visitor searches with the box empty.'),
      loading: text.describe('Said while the search code and index load, on the first search of a visit.'),
      noResults: sentenceWith('query').describe('Said when nothing matches: "No pages match “{query}”."'),
      oneResult: sentenceWith('query').describe('Said when one page matches.'),
      results: sentenceWith('count', 'query').describe('Said when several pages match: "{count} pages match…".'),
      more: text.describe('The button under the results that shows the next ones.'),
      failed: text.describe('Said when the search code cannot load (the connection dropped, say).'),
      needsScript: text.describe('Said in place of the search box in a browser without JavaScript.'),
      browse: text.describe('The heading of the links to every section, under the search box.'),
    }),
  })
  .meta({ title: 'Search' });
export type Search = z.infer<typeof schema>;

const search = loadRecord<Search>('search', schema, { facts: factWords });

export default search;
