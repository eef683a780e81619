import { z } from 'zod';
import { internalHref, pageMeta, pageWords, text } from './lib/records/shapes';
import { loadRecord } from './lib/records/records';
import { factWords } from './facts';

/** The page shown for any address the site does not have. */
export const schema = z
  .object({
    words: pageWords({
      title: text,
      code: text,
      lead: text,
      returnToHome: text,
    }),
    meta: pageMeta,
    code: text,
    title: text,
    text,
    home: z.object({ label: text, href: internalHref }),
  })
  .meta({ title: 'Page not found (404)' });
export type NotFound = z.infer<typeof schema>;

const notFound = loadRecord<NotFound>('404', schema, { facts: factWords });

export default notFound;
